import {
  type Language,
  localizedText,
  type OwnerLedgerLine,
  type OwnerStatement,
  type PaymentKind,
} from '@estate/contracts';
import type { DocumentFactory } from '../../../common/documents/document-factory.js';
import { PAYMENT_METHOD_WORDS } from '../../payments/payment-words.js';
import { DOCUMENT_BAND_COLOR, documentIssuer, documentFormat } from '../../shared/document-format.js';

interface StatementWords {
  direction: 'rtl' | 'ltr';
  title: string;
  monthly: string;
  yearly: string;
  sections: { summary: string; properties: string; payments: string; maintenance: string };
  fields: { owner: string; period: string; revenue: string; expenses: string; net: string };
  kinds: Record<PaymentKind, string>;
  balance: {
    title: string;
    opening: string;
    collected: string;
    fees: string;
    expenses: string;
    payouts: string;
    closing: string;
    /** Between a balance and its day: "Opening balance on 1 November 2026 (…)". */
    on: string;
    after: string;
    reversal: string;
    none: string;
    kinds: Record<OwnerLedgerLine['kind'], string>;
  };
  unit: string;
  noProperties: string;
  noPayments: string;
  noMaintenance: string;
  footer: string;
}

/** Every word of the owner statement, in both languages (the same keys: the type checks it). */
const WORDS: Record<Language, StatementWords> = {
  ar: {
    direction: 'rtl',
    title: 'كشف حساب المالك',
    monthly: 'كشف شهري',
    yearly: 'كشف سنوي',
    sections: {
      summary: 'الملخص',
      properties: 'العقارات',
      payments: 'المدفوعات المستلمة',
      maintenance: 'تكاليف الصيانة',
    },
    fields: {
      owner: 'المالك',
      period: 'الفترة',
      revenue: 'الإيرادات',
      expenses: 'المصروفات',
      net: 'صافي الدخل',
    },
    kinds: { payment: 'دفعة', refund: 'استرداد' },
    balance: {
      title: 'رصيدك لدينا',
      opening: 'الرصيد الافتتاحي',
      collected: 'المحصل (دون ضريبة القيمة المضافة)',
      fees: 'رسوم الإدارة',
      expenses: 'المصروفات',
      payouts: 'المدفوع لك',
      closing: 'الرصيد الختامي',
      on: 'في',
      after: 'الرصيد',
      reversal: 'عكس القيد رقم',
      none: 'لم يتغير رصيدك في هذه الفترة',
      kinds: { collected: 'إيجار محصل', fee: 'رسوم إدارة', expense: 'مصروف', payout: 'دفعة لك' },
    },
    unit: 'الوحدة',
    noProperties: 'لا توجد عقارات',
    noPayments: 'لا توجد مدفوعات في هذه الفترة',
    noMaintenance: 'لا توجد تكاليف صيانة في هذه الفترة',
    footer:
      'الإيرادات هي الدخل المحصّل بتاريخ دفعه دون ضريبة القيمة المضافة، ولا تُحتسب فيها التأمينات (فهي للمستأجرين)، والمصروفات هي التكلفة الفعلية لطلبات الصيانة المكتملة. أُعد في',
  },
  en: {
    direction: 'ltr',
    title: 'Owner statement',
    monthly: 'Monthly statement',
    yearly: 'Yearly statement',
    sections: {
      summary: 'Summary',
      properties: 'Properties',
      payments: 'Payments received',
      maintenance: 'Maintenance costs',
    },
    fields: {
      owner: 'Owner',
      period: 'Period',
      revenue: 'Revenue',
      expenses: 'Expenses',
      net: 'Net income',
    },
    kinds: { payment: 'Payment', refund: 'Refund' },
    balance: {
      title: 'Your balance with us',
      opening: 'Opening balance',
      collected: 'Collected (net of VAT)',
      fees: 'Management fees',
      expenses: 'Expenses',
      payouts: 'Paid to you',
      closing: 'Closing balance',
      on: 'on',
      after: 'Balance',
      reversal: 'Reversal of entry',
      none: 'Your balance did not move in this period',
      kinds: { collected: 'Rent collected', fee: 'Management fee', expense: 'Expense', payout: 'Payout to you' },
    },
    unit: 'Unit',
    noProperties: 'No properties',
    noPayments: 'No payments in this period',
    noMaintenance: 'No maintenance costs in this period',
    footer:
      "Revenue is the income collected by its paid day, net of VAT, deposits not counted (they are the tenants'); expenses are the actual cost of completed maintenance tickets. Generated on",
  },
};

/** The file name of a statement: owner-statement-2026-11.pdf for a month, owner-statement-2026.pdf for a year. */
export const ownerStatementFileName = (year: number, month?: number | null) =>
  `owner-statement-${year}${month ? `-${String(month).padStart(2, '0')}` : ''}.pdf`;

/**
 * An owner's statement for a month or a year as a PDF in one language (Arabic shaped and right to left, or
 * English): the owner and the period, the totals, each property's revenue, expenses and net, then every payment
 * or refund received and every maintenance cost, then the owner's balance with the company: the opening balance, what
 * was collected, the fees, expenses and payouts, the closing balance, and each line that moved it with the balance
 * after it, as the document service lays out label and value rows.
 */
export function ownerStatementPdf(
  documents: DocumentFactory,
  statement: OwnerStatement,
  lang: Language,
  today: string,
): Promise<Buffer> {
  const words = WORDS[lang];
  const f = documentFormat(lang);
  const fields = words.fields;
  const sep = '   ·   ';
  const named = (arabic: string, english: string | null) => localizedText(arabic, english, lang).text;
  const yearText = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', { useGrouping: false }).format(
    statement.year,
  );
  const period = statement.month ? f.month(statement.from.slice(0, 7)) : yearText;
  const doc = documents.create({
    direction: words.direction,
    lang,
    title: `${words.title} - ${period}`,
    createdAt: new Date(`${today}T00:00:00Z`),
    // The rows of its tables: the summary's 5, the revenue 1, expenses and net 2, the balance's 6 and closing 1.
    rows:
      15 +
      statement.properties.length +
      statement.payments.length +
      statement.tickets.length +
      statement.ledger.lines.length,
  });
  doc.band(
    [
      { text: documentIssuer(lang), style: { size: 11, bold: true } },
      { text: `${statement.month ? words.monthly : words.yearly}: ${period}`, style: { size: 16 } },
      { text: named(statement.owner.name, statement.owner.nameEn), style: { size: 12 } },
    ],
    { color: DOCUMENT_BAND_COLOR },
  );
  doc.heading(words.title);

  doc.heading(words.sections.summary, { level: 2 });
  doc.keyValueTable([
    [fields.owner, named(statement.owner.name, statement.owner.nameEn)],
    [fields.period, `${f.dateWithHijri(statement.from)} - ${f.dateWithHijri(statement.to)}`],
    [fields.revenue, f.money(statement.totals.revenue)],
    [fields.expenses, f.money(statement.totals.expenses)],
    [fields.net, f.money(statement.totals.net)],
  ]);

  doc.heading(words.sections.properties, { level: 2 });
  if (statement.properties.length === 0) doc.paragraph(words.noProperties);
  else {
    doc.keyValueTable(
      statement.properties.map((row) => [
        named(row.title, row.titleEn),
        [
          `${fields.revenue} ${f.money(row.revenue)}`,
          `${fields.expenses} ${f.money(row.expenses)}`,
          `${fields.net} ${f.money(row.net)}`,
        ].join(sep),
      ]),
      { labelWidth: 150 },
    );
  }

  doc.heading(words.sections.payments, { level: 2 });
  if (statement.payments.length === 0) doc.paragraph(words.noPayments);
  else {
    doc.keyValueTable(
      statement.payments.map((payment) => [
        `${f.dateWithHijri(payment.paidOn)}  ${f.code(payment.receiptNumber)}`,
        [
          `${words.kinds[payment.kind]} ${f.money(payment.kind === 'refund' ? -payment.amount : payment.amount)}`,
          named(payment.tenantName, payment.tenantNameEn),
          `${named(payment.propertyTitle, payment.propertyTitleEn)} - ${words.unit} ${f.code(payment.unitNumber)}`,
          PAYMENT_METHOD_WORDS[payment.method][lang],
        ].join(sep),
      ]),
      { labelWidth: 170 },
    );
  }
  doc.keyValueTable([[fields.revenue, f.money(statement.totals.revenue)]]);

  doc.heading(words.sections.maintenance, { level: 2 });
  if (statement.tickets.length === 0) doc.paragraph(words.noMaintenance);
  else {
    doc.keyValueTable(
      statement.tickets.map((ticket) => [
        `${f.dateWithHijri(ticket.completedOn)}  ${f.code(ticket.ticketNumber)}`,
        [
          f.money(ticket.actualCost),
          lang === 'ar' ? ticket.titleAr : ticket.title,
          named(ticket.propertyTitle, ticket.propertyTitleEn),
        ].join(sep),
      ]),
      { labelWidth: 170 },
    );
  }
  doc.keyValueTable([
    [fields.expenses, f.money(statement.totals.expenses)],
    [fields.net, f.money(statement.totals.net)],
  ]);

  const { ledger } = statement;
  const balance = words.balance;
  const minus = (amount: number) => f.money(amount === 0 ? 0 : -amount);
  /** A line's reference: the receipt, invoice, ticket or payout number, and the entry a reversal takes back. */
  const reference = (line: OwnerLedgerLine) =>
    [
      line.reference ? f.code(line.reference) : '',
      line.reversesEntryNumber === null ? '' : `${balance.reversal} ${f.code(String(line.reversesEntryNumber))}`,
    ]
      .filter(Boolean)
      .join(' ');
  /** A balance on its day, the Umm al-Qura date beside: "Closing balance on 30 November 2026 (9/6/1448 AH)". */
  const balanceOn = (label: string, day: string) => `${label} ${balance.on} ${f.dateWithHijri(day)}`;
  // The balances' labels carry a day with its Hijri date: wide enough to keep each on one line.
  const balanceLabels = { labelWidth: 280 };
  doc.heading(balance.title, { level: 2 });
  doc.keyValueTable(
    [
      [balanceOn(balance.opening, ledger.from), f.money(ledger.opening)],
      [balance.collected, f.money(ledger.collected)],
      [balance.fees, minus(ledger.fees)],
      [balance.expenses, minus(ledger.expenses)],
      [balance.payouts, minus(ledger.payouts)],
      [balanceOn(balance.closing, ledger.to), f.money(ledger.closing)],
    ],
    balanceLabels,
  );
  if (ledger.lines.length === 0) doc.paragraph(balance.none);
  else {
    doc.keyValueTable(
      ledger.lines.map((line) => [
        `${f.dateWithHijri(line.postedOn)}  ${reference(line)}`.trim(),
        [balance.kinds[line.kind], f.money(line.amount), `${balance.after} ${f.money(line.balance)}`].join(sep),
      ]),
      { labelWidth: 170 },
    );
  }
  doc.keyValueTable([[balanceOn(balance.closing, ledger.to), f.money(ledger.closing)]], balanceLabels);

  doc.footer(`${words.footer} ${f.dateWithHijri(today)}`);
  return doc.end();
}
