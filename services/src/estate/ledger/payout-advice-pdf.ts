import { formatHijriDate, type Language, localizedText, type OwnerPayout } from '@estate/contracts';
import { leftToRight } from '../../common/documents/bidi-layout.js';
import type { DocumentFactory } from '../../common/documents/document-factory.js';
import { money } from '../payments/payment-words.js';
import { DOCUMENT_BAND_COLOR, documentIssuer } from '../shared/document-format.js';

/** What a payout advice shows: the payout, whom it paid, and what was held for them just before and after it. */
export interface PayoutAdvice {
  payout: OwnerPayout;
  ownerName: string;
  ownerNameEn: string | null;
  balanceBefore: number;
  balanceAfter: number;
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
export function payoutAdvicePdf(documents: DocumentFactory, advice: PayoutAdvice, lang: Language): Promise<Buffer> {
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
    [words.date, `${leftToRight(payout.paidOn)} (${formatHijriDate(payout.paidOn, lang)})`],
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
