import {
  ESTATE_ERROR_CODES,
  type Language,
  localizedText,
  type OwnerPayout,
  type PayoutMethod,
} from '@estate/contracts';
import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { leftToRight } from '../../common/documents/bidi-layout.js';
import type { DocumentsService } from '../../common/documents/documents.service.js';
import { money } from '../payments/payment-words.js';
import { DOCUMENT_BAND_COLOR, documentIssuer } from '../shared/document-format.js';
import { num, type Row, str, strOrNull } from '../shared/estate-sql.js';
import { LedgerReads } from './ledger-reads.js';

type Query = Pick<EntityManager, 'query'>;

/** The columns of a payout as OwnerPayout reads them. */
const PAYOUT_COLUMNS = `id, payout_number, owner_id, amount, paid_on::text AS paid_on, method, bank_reference, iban, notes,
       created_at`;

export const toPayout = (row: Row): OwnerPayout => ({
  id: str(row.id),
  payoutNumber: str(row.payout_number),
  ownerId: str(row.owner_id),
  amount: num(row.amount),
  paidOn: str(row.paid_on),
  method: row.method as PayoutMethod,
  bankReference: strOrNull(row.bank_reference),
  iban: strOrNull(row.iban),
  notes: strOrNull(row.notes),
  createdAt: new Date(row.created_at as string).toISOString(),
});

/** An owner's payouts, the latest first. */
export async function ownerPayouts(db: Query, ownerId: string): Promise<OwnerPayout[]> {
  const rows = (await db.query(
    `SELECT ${PAYOUT_COLUMNS} FROM estate_owner_payouts WHERE owner_id = $1 ORDER BY paid_on DESC, created_at DESC`,
    [ownerId],
  )) as Row[];
  return rows.map(toPayout);
}

/** What a payout advice shows: the payout, whom it paid, and what was held for them just before and after it. */
export interface PayoutAdvice {
  payout: OwnerPayout;
  ownerName: string;
  ownerNameEn: string | null;
  balanceBefore: number;
  balanceAfter: number;
}

/** 404 for a payout that is unknown or not the owner's. */
export const payoutNotFound = () =>
  new NotFoundException({ code: ESTATE_ERROR_CODES.recordNotFound, message: 'No such payout' });

/**
 * The facts of one of an owner's payouts (404 when it is not theirs): the balance after it is the running balance
 * of its line in the owner's ledger on its day (entries of that day before it counted, those after not), the
 * balance before it that plus the amount paid.
 */
export async function payoutAdvice(db: Query, ownerId: string, payoutId: string): Promise<PayoutAdvice> {
  const [row] = (await db.query(
    `SELECT p.id, p.payout_number, p.owner_id, p.amount, p.paid_on::text AS paid_on, p.method, p.bank_reference, p.iban,
            p.notes, p.created_at, o.name AS owner_name, o.name_en AS owner_name_en
       FROM estate_owner_payouts p JOIN estate_owners o ON o.id = p.owner_id
      WHERE p.id = $1 AND p.owner_id = $2`,
    [payoutId, ownerId],
  )) as Row[];
  if (!row) throw payoutNotFound();
  const payout = toPayout(row);
  const reads = new LedgerReads();
  const day = await reads.ownerLedger(db, ownerId, payout.paidOn, payout.paidOn);
  const line = day.lines.find(
    (candidate) => candidate.kind === 'payout' && candidate.reference === payout.payoutNumber,
  );
  const balanceAfter = line ? line.balance : await reads.ownerBalance(db, ownerId, payout.paidOn);
  return {
    payout,
    ownerName: str(row.owner_name),
    ownerNameEn: strOrNull(row.owner_name_en),
    balanceBefore: Math.round((balanceAfter + payout.amount) * 100) / 100,
    balanceAfter,
  };
}

const WORDS = {
  ar: {
    title: 'إشعار دفع للمالك',
    payoutNumber: 'رقم الدفعة',
    owner: 'المالك',
    date: 'التاريخ',
    method: 'طريقة الدفع',
    iban: 'رقم الآيبان',
    bankReference: 'مرجع البنك',
    amount: 'المبلغ المدفوع',
    before: 'رصيدك لدينا قبل الدفعة',
    after: 'رصيدك لدينا بعد الدفعة',
    notes: 'ملاحظات',
    footer: 'هذا الإشعار صادر إلكترونيًا ولا يحتاج إلى توقيع.',
    methods: { bank_transfer: 'تحويل بنكي', check: 'شيك', cash: 'نقدًا' },
  },
  en: {
    title: 'Owner payout advice',
    payoutNumber: 'Payout number',
    owner: 'Owner',
    date: 'Date',
    method: 'Payment method',
    iban: 'IBAN',
    bankReference: 'Bank reference',
    amount: 'Amount paid',
    before: 'Your balance with us before the payout',
    after: 'Your balance with us after the payout',
    notes: 'Notes',
    footer: 'This advice was issued electronically and needs no signature.',
    methods: { bank_transfer: 'Bank transfer', check: 'Check', cash: 'Cash' },
  },
} as const satisfies Record<Language, unknown>;

/** An IBAN in groups of four, as banks print it: SA03 8000 0000 6080 1016 7519. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The file name of an advice: OPO-2026-000012-ar.pdf. */
export const payoutAdviceFileName = (payout: OwnerPayout, lang: Language) => `${payout.payoutNumber}-${lang}.pdf`;

/**
 * A one-page advice of a payout to an owner, in Arabic (right to left, shaped) or English: the company, the owner,
 * the payout's number, day, method, IBAN and bank reference (read left to right), the amount in SAR with halalas,
 * and what the company held for the owner before and after it.
 */
export function payoutAdvicePdf(
  documents: Pick<DocumentsService, 'create'>,
  advice: PayoutAdvice,
  lang: Language,
): Promise<Buffer> {
  const words = WORDS[lang];
  const { payout } = advice;
  const doc = documents.create({
    direction: lang === 'ar' ? 'rtl' : 'ltr',
    lang,
    title: `${words.title} ${payout.payoutNumber}`,
    // The payout's moment: the same advice always gives the same bytes.
    createdAt: new Date(payout.createdAt),
  });
  doc.band(
    [
      { text: documentIssuer(lang), style: { size: 11, bold: true } },
      { text: words.title, style: { size: 16 } },
    ],
    { color: DOCUMENT_BAND_COLOR },
  );
  doc.heading(leftToRight(payout.payoutNumber));
  doc.paragraph(money(payout.amount, lang), { size: 20, bold: true, color: DOCUMENT_BAND_COLOR });
  const rows: [string, string][] = [
    [words.owner, localizedText(advice.ownerName, advice.ownerNameEn, lang).text],
    [words.payoutNumber, leftToRight(payout.payoutNumber)],
    [words.date, leftToRight(payout.paidOn)],
    [words.method, words.methods[payout.method]],
    [words.iban, payout.iban ? leftToRight(groupedIban(payout.iban)) : '—'],
    [words.bankReference, payout.bankReference ? leftToRight(payout.bankReference) : '—'],
    [words.amount, money(payout.amount, lang)],
    [words.before, money(advice.balanceBefore, lang)],
    [words.after, money(advice.balanceAfter, lang)],
  ];
  if (payout.notes) rows.push([words.notes, payout.notes]);
  doc.keyValueTable(rows);
  return doc.footer(words.footer).end();
}
