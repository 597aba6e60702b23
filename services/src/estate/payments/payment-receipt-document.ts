import { type EstatePayment, formatHijriDate, type Language, type PaymentInvoiceDetail } from '@estate/contracts';
import { leftToRight } from '../../common/documents/bidi-layout.js';
import type { DocumentFactory } from '../../common/documents/document-factory.js';
import { INVOICE_TYPE_WORDS, money, PAYMENT_METHOD_WORDS } from './payment-words.js';
import { DOCUMENT_BAND_COLOR, documentIssuer } from '../shared/document-format.js';

const WORDS = {
  ar: {
    payment: 'إيصال دفع',
    refund: 'إيصال استرداد',
    receiptNumber: 'رقم الإيصال',
    invoice: 'الفاتورة',
    contract: 'العقد',
    tenant: 'المستأجر',
    property: 'العقار',
    unit: 'الوحدة',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    date: 'التاريخ',
    reference: 'المرجع',
    invoiceTotal: 'إجمالي الفاتورة',
    outstanding: 'المتبقي على الفاتورة اليوم',
    footer: 'هذا الإيصال صادر إلكترونيًا ولا يحتاج إلى توقيع.',
    test: 'دفعة تجريبية',
    testNote:
      'دُفعت ببطاقة تجريبية في بيئة الدفع التجريبية: لم يُستلم أي مبلغ، والفاتورة ما زالت مستحقة. هذا الإيصال ليس إثباتًا للدفع.',
    testRefund: 'استرداد لدفعة تجريبية: لم يُرد أي مبلغ. هذا الإيصال ليس إثباتًا لأي حركة مالية.',
  },
  en: {
    payment: 'Payment receipt',
    refund: 'Refund receipt',
    receiptNumber: 'Receipt number',
    invoice: 'Invoice',
    contract: 'Contract',
    tenant: 'Tenant',
    property: 'Property',
    unit: 'Unit',
    amount: 'Amount',
    method: 'Payment method',
    date: 'Date',
    reference: 'Reference',
    invoiceTotal: 'Invoice total',
    outstanding: 'Left to pay on the invoice today',
    footer: 'This receipt was issued electronically and needs no signature.',
    test: 'TEST PAYMENT',
    testNote:
      'Paid with a test card in the payment sandbox: no money was received and the invoice is still owed. This receipt is not proof of payment.',
    testRefund: 'Refund of a test payment: no money was given back. This receipt is not proof of any money moved.',
  },
} as const;

/** The colour a test payment's warning is printed in. */
const TEST_COLOR = '#b42318';

/**
 * The receipt of one payment or refund, in Arabic (right to left, shaped) or English. A test payment's says so in
 * its title and, in large red letters, under its number: no money was received.
 */
export function receiptPdf(
  documents: DocumentFactory,
  payment: EstatePayment,
  invoice: PaymentInvoiceDetail,
  lang: Language,
): Promise<Buffer> {
  const words = WORDS[lang];
  const kindTitle = payment.kind === 'refund' ? words.refund : words.payment;
  const title = payment.test ? `${kindTitle} · ${words.test}` : kindTitle;
  const name = (ar: string, en: string | null) => (lang === 'en' ? (en ?? ar) : ar);
  const doc = documents.create({
    direction: lang === 'ar' ? 'rtl' : 'ltr',
    lang,
    title: `${title} ${payment.receiptNumber}`,
    // The payment's moment: the same receipt always gives the same bytes.
    createdAt: new Date(payment.createdAt),
  });
  doc.band(
    [
      { text: documentIssuer(lang), style: { size: 11, bold: true } },
      { text: title, style: { size: 16 } },
    ],
    { color: DOCUMENT_BAND_COLOR },
  );
  doc.heading(leftToRight(payment.receiptNumber));
  if (payment.test) {
    doc.paragraph(words.test, { size: 18, bold: true, color: TEST_COLOR });
    doc.paragraph(payment.kind === 'refund' ? words.testRefund : words.testNote, { bold: true, color: TEST_COLOR });
  }
  doc.paragraph(money(payment.amount, lang), { size: 20, bold: true, color: DOCUMENT_BAND_COLOR });
  doc.keyValueTable([
    [words.receiptNumber, leftToRight(payment.receiptNumber)],
    [words.invoice, `${leftToRight(invoice.invoiceNumber)} (${INVOICE_TYPE_WORDS[invoice.type][lang]})`],
    [words.contract, leftToRight(invoice.contractNumber)],
    [words.tenant, name(invoice.tenantName, invoice.tenantNameEn)],
    [words.property, name(invoice.propertyTitle, invoice.propertyTitleEn)],
    [words.unit, leftToRight(invoice.unitNumber)],
    [words.amount, money(payment.amount, lang)],
    [words.method, PAYMENT_METHOD_WORDS[payment.method][lang]],
    [words.date, `${leftToRight(payment.paidOn)} (${formatHijriDate(payment.paidOn, lang)})`],
    [words.reference, payment.reference ? leftToRight(payment.reference) : '—'],
    [words.invoiceTotal, money(invoice.totalAmount, lang)],
    [words.outstanding, money(invoice.outstandingAmount, lang)],
  ]);
  return doc.footer(words.footer).end();
}
