import type {
  AccountLedger,
  DepositsRegister,
  Language,
  LedgerSourceType,
  OwnerBalances,
  TrialBalance,
  VatReport,
} from '@estate/contracts';
import type { DocumentsService } from '../../common/documents/documents.service.js';
import { type Cell, XLSX_TYPE } from '../transfer/spreadsheet.js';

/** What writes the workbooks: the document workers. */
type Sheets = Pick<DocumentsService, 'sheet'>;

/** A drawn workbook: its file name, type and bytes. */
export interface LedgerReportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

type Words = { ar: string; en: string };

/** What wrote an entry, in words (a source without words here is written as its name). */
const SOURCE_WORDS: Record<string, Words> = {
  invoice: { ar: 'فاتورة', en: 'Invoice' },
  payment: { ar: 'دفعة', en: 'Payment' },
  refund: { ar: 'استرداد', en: 'Refund' },
  ticket_cost: { ar: 'تكلفة صيانة', en: 'Maintenance cost' },
  fee: { ar: 'رسوم إدارة', en: 'Management fee' },
  payout: { ar: 'دفعة لمالك', en: 'Owner payout' },
  deposit: { ar: 'إعادة تأمين', en: 'Deposit returned' },
  auction_deposit: { ar: 'تأمين مزاد', en: 'Auction deposit' },
};
const sourceWords = (source: LedgerSourceType, lang: Language) => SOURCE_WORDS[source]?.[lang] ?? source;

const KIND_WORDS: Record<string, Words> = {
  asset: { ar: 'أصول', en: 'Asset' },
  liability: { ar: 'خصوم', en: 'Liability' },
  income: { ar: 'إيرادات', en: 'Income' },
  expense: { ar: 'مصروفات', en: 'Expense' },
};

const TOTAL: Words = { ar: 'الإجمالي', en: 'Total' };

/** Arabic text, or the English when asked for and there is one. */
const inLanguage = (ar: string | null, en: string | null, lang: Language) => (lang === 'en' ? (en ?? ar) : ar);

async function workbook(
  sheets: Sheets,
  name: string,
  sheet: Words,
  headers: readonly Words[],
  rows: readonly (readonly Cell[])[],
  lang: Language,
): Promise<LedgerReportFile> {
  const bytes = await sheets.sheet(
    headers.map((header) => header[lang]),
    rows,
    { sheetName: sheet[lang], rightToLeft: lang === 'ar' },
  );
  return { fileName: `${name}.xlsx`, contentType: XLSX_TYPE, bytes };
}

/** general-ledger-<code>.xlsx: the opening balance, each line with the balance after it, the closing balance. */
export function accountLedgerFile(sheets: Sheets, ledger: AccountLedger, lang: Language): Promise<LedgerReportFile> {
  const headers: Words[] = [
    { ar: 'التاريخ', en: 'Day' },
    { ar: 'رقم القيد', en: 'Entry' },
    { ar: 'المصدر', en: 'Source' },
    { ar: 'البيان', en: 'Memo' },
    { ar: 'مدين', en: 'Debit' },
    { ar: 'دائن', en: 'Credit' },
    { ar: 'الرصيد', en: 'Balance' },
  ];
  const rows: Cell[][] = [
    [ledger.from, null, { ar: 'الرصيد الافتتاحي', en: 'Opening balance' }[lang], null, null, null, ledger.opening],
    ...ledger.items.map((line) => [
      line.postedOn,
      line.entryNumber,
      sourceWords(line.sourceType, lang),
      [
        line.memo,
        line.reversesEntryNumber === null
          ? null
          : `${{ ar: 'عكس القيد رقم', en: 'Reversal of entry' }[lang]} ${line.reversesEntryNumber}`,
      ]
        .filter(Boolean)
        .join(' · ') || null,
      line.debit,
      line.credit,
      line.balance,
    ]),
    [
      ledger.to,
      null,
      { ar: 'الرصيد الختامي', en: 'Closing balance' }[lang],
      null,
      ledger.totalDebit,
      ledger.totalCredit,
      ledger.closing,
    ],
  ];
  return workbook(
    sheets,
    `general-ledger-${ledger.code}`,
    { ar: `الأستاذ ${ledger.code}`, en: `Ledger ${ledger.code}` },
    headers,
    rows,
    lang,
  );
}

/** deposits-register.xlsx: a row per contract and the totals. */
export function depositsFile(sheets: Sheets, register: DepositsRegister, lang: Language): Promise<LedgerReportFile> {
  const headers: Words[] = [
    { ar: 'رقم العقد', en: 'Contract number' },
    { ar: 'المستأجر', en: 'Tenant' },
    { ar: 'العقار', en: 'Property' },
    { ar: 'الوحدة', en: 'Unit' },
    { ar: 'المفوتر', en: 'Billed' },
    { ar: 'لم يُحصَّل', en: 'Not received' },
    { ar: 'المحصّل', en: 'Received' },
    { ar: 'المُعاد', en: 'Returned' },
    { ar: 'المحتجز', en: 'Held' },
  ];
  const { totals } = register;
  const rows: Cell[][] = [
    ...register.rows.map((row) => [
      row.contractNumber,
      inLanguage(row.tenantName, row.tenantNameEn, lang),
      inLanguage(row.propertyTitle, row.propertyTitleEn, lang),
      row.unitNumber,
      row.billed,
      row.outstanding,
      row.received,
      row.returned,
      row.held,
    ]),
    [TOTAL[lang], null, null, null, totals.billed, totals.outstanding, totals.received, totals.returned, totals.held],
  ];
  return workbook(sheets, 'deposits-register', { ar: 'سجل التأمينات', en: 'Deposits' }, headers, rows, lang);
}

/** vat-payable.xlsx: a row per month, the totals, and the balance at the end of the days. */
export function vatFile(sheets: Sheets, report: VatReport, lang: Language): Promise<LedgerReportFile> {
  const headers: Words[] = [
    { ar: 'الشهر', en: 'Month' },
    { ar: 'ضريبة المخرجات', en: 'Output VAT' },
    { ar: 'المعكوس والمعدّل', en: 'Reversed or adjusted' },
    { ar: 'الصافي', en: 'Net' },
  ];
  const rows: Cell[][] = [
    ...report.months.map((row) => [row.month, row.output, row.adjusted, row.net]),
    [TOTAL[lang], report.totals.output, report.totals.adjusted, report.totals.net],
    [{ ar: `الرصيد في ${report.to}`, en: `Balance at ${report.to}` }[lang], null, null, report.balance],
  ];
  return workbook(sheets, 'vat-payable', { ar: 'ضريبة القيمة المضافة', en: 'VAT' }, headers, rows, lang);
}

/** owner-balances.xlsx: what is held for each owner, their last payout, and the total. */
export function ownerBalancesFile(sheets: Sheets, balances: OwnerBalances, lang: Language): Promise<LedgerReportFile> {
  const headers: Words[] = [
    { ar: 'المالك', en: 'Owner' },
    { ar: 'الرصيد المحتفظ به', en: 'Balance held' },
    { ar: 'تاريخ آخر دفعة', en: 'Last payout day' },
    { ar: 'مبلغ آخر دفعة', en: 'Last payout amount' },
  ];
  const rows: Cell[][] = [
    ...balances.rows.map((row) => [
      inLanguage(row.ownerName, row.ownerNameEn, lang),
      row.balance,
      row.lastPayoutOn,
      row.lastPayoutAmount,
    ]),
    [TOTAL[lang], balances.total, null, null],
  ];
  return workbook(sheets, 'owner-balances', { ar: 'أرصدة الملاك', en: 'Owner balances' }, headers, rows, lang);
}

/** trial-balance-<day>.xlsx: each account's debits, credits and balance, and the totals. */
export function trialBalanceFile(
  sheets: Sheets,
  trialBalance: TrialBalance,
  lang: Language,
): Promise<LedgerReportFile> {
  const headers: Words[] = [
    { ar: 'الرمز', en: 'Code' },
    { ar: 'الحساب', en: 'Account' },
    { ar: 'النوع', en: 'Kind' },
    { ar: 'مدين', en: 'Debit' },
    { ar: 'دائن', en: 'Credit' },
    { ar: 'الرصيد', en: 'Balance' },
  ];
  const rows: Cell[][] = [
    ...trialBalance.rows.map((row) => [
      row.code,
      inLanguage(row.nameAr, row.nameEn, lang),
      KIND_WORDS[row.kind]![lang],
      row.debit,
      row.credit,
      row.balance,
    ]),
    [TOTAL[lang], null, null, trialBalance.totalDebit, trialBalance.totalCredit, null],
  ];
  return workbook(
    sheets,
    `trial-balance-${trialBalance.asOf}`,
    { ar: 'ميزان المراجعة', en: 'Trial balance' },
    headers,
    rows,
    lang,
  );
}
