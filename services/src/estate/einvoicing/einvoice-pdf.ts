import {
  type EInvoiceDetail,
  formatHijriDate,
  type Language,
  type NationalAddress,
  nationalAddressLine,
} from '@estate/contracts';
import QRCode from 'qrcode';
import { leftToRight } from '../../common/documents/bidi-layout.js';
import type { DocumentFactory } from '../../common/documents/document-factory.js';
import { money } from '../payments/payment-words.js';
import { DOCUMENT_BAND_COLOR } from '../shared/document-format.js';

/** What an e-invoice's PDF shows besides the document: the seller's names and national addresses. */
export interface EInvoicePrint {
  einvoice: EInvoiceDetail;
  sellerNameAr: string;
  sellerNameEn: string;
  sellerAddress: NationalAddress;
  /** A standard (B2B) document's buyer's; null otherwise. */
  buyerAddress: NationalAddress | null;
}

const WORDS = {
  ar: {
    invoice: { standard: 'فاتورة ضريبية', simplified: 'فاتورة ضريبية مبسطة' },
    credit_note: { standard: 'إشعار دائن', simplified: 'إشعار دائن مبسط' },
    debit_note: { standard: 'إشعار مدين', simplified: 'إشعار مدين مبسط' },
    number: 'رقم المستند',
    issued: 'تاريخ الإصدار',
    seller: 'البائع',
    sellerVat: 'الرقم الضريبي للبائع',
    sellerAddress: 'العنوان الوطني للبائع',
    buyer: 'المشتري',
    buyerVat: 'الرقم الضريبي للمشتري',
    buyerAddress: 'العنوان الوطني للمشتري',
    invoice_: 'الفاتورة',
    credited: 'يصحح المستند',
    reason: 'سبب الإشعار',
    riyadhTime: 'بتوقيت الرياض',
    line: 'البند',
    net: 'المبلغ قبل الضريبة',
    vat: 'ضريبة القيمة المضافة',
    total: 'الإجمالي شامل الضريبة',
    uuid: 'المعرّف الفريد',
    footer: 'مستند إلكتروني صادر وفق متطلبات هيئة الزكاة والضريبة والجمارك (فاتورة).',
  },
  en: {
    invoice: { standard: 'Tax invoice', simplified: 'Simplified tax invoice' },
    credit_note: { standard: 'Credit note', simplified: 'Simplified credit note' },
    debit_note: { standard: 'Debit note', simplified: 'Simplified debit note' },
    number: 'Document number',
    issued: 'Issued',
    seller: 'Seller',
    sellerVat: 'Seller VAT number',
    sellerAddress: 'Seller national address',
    buyer: 'Buyer',
    buyerVat: 'Buyer VAT number',
    buyerAddress: 'Buyer national address',
    invoice_: 'Invoice',
    credited: 'Corrects document',
    reason: 'Reason',
    riyadhTime: 'Riyadh time',
    line: 'Item',
    net: 'Amount before VAT',
    vat: 'VAT',
    total: 'Total with VAT',
    uuid: 'UUID',
    footer: 'Electronic document issued under the requirements of ZATCA (Fatoora).',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The issue time as a reader in Saudi Arabia reads it: the day and time in Riyadh (UTC+3, no daylight saving; the XML
 * keeps UTC), with the Hijri date of that Riyadh day beside it.
 */
export function issuedLine(issuedAt: string, lang: Language): string {
  const riyadh = new Date(Date.parse(issuedAt) + 3 * 3600_000).toISOString();
  const day = riyadh.slice(0, 10);
  return `${leftToRight(`${day} ${riyadh.slice(11, 19)}`)} ${WORDS[lang].riyadhTime} (${formatHijriDate(day, lang)})`;
}

/** The file name of an e-invoice's PDF: EINV-00000012-ar.pdf. */
export const einvoicePdfFileName = (number: string, lang: Language) => `${number}-${lang}.pdf`;

/**
 * An issued tax invoice or credit note as a one-page PDF in Arabic (right to left, shaped, extractable) or English:
 * its title by kind and subtype, number and issue time, seller and buyer with their VAT numbers and national addresses
 * (the buyer's on a standard document; with the short address), each line with its
 * net, VAT and total in SAR with halalas, the totals, and the document's QR code (the ZATCA TLV in Base64, as stored)
 * drawn as an image a phone reads.
 */
export async function einvoicePdf(documents: DocumentFactory, print: EInvoicePrint, lang: Language): Promise<Buffer> {
  const words = WORDS[lang];
  const e = print.einvoice;
  const title = words[e.kind][e.subtype];
  const doc = documents.create({
    direction: lang === 'ar' ? 'rtl' : 'ltr',
    lang,
    title: `${title} ${e.number ?? ''}`,
    createdAt: e.issuedAt ? new Date(e.issuedAt) : new Date(0),
  });
  doc.band(
    [
      { text: lang === 'ar' ? print.sellerNameAr : print.sellerNameEn, style: { size: 11, bold: true } },
      { text: title, style: { size: 16 } },
    ],
    { color: DOCUMENT_BAND_COLOR },
  );
  if (e.qr) {
    // ECC M and a quiet zone of 4 modules, 8 pixels a module: what phone cameras and zbarimg read.
    const png = await QRCode.toBuffer(e.qr, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
    doc.image(png, 150);
  }
  const rows: [string, string][] = [
    [words.number, leftToRight(e.number ?? '')],
    [words.issued, e.issuedAt ? issuedLine(e.issuedAt, lang) : ''],
    [words.seller, lang === 'ar' ? print.sellerNameAr : print.sellerNameEn],
    [words.sellerVat, leftToRight(e.sellerVatNumber)],
    [words.sellerAddress, nationalAddressLine(print.sellerAddress, lang)],
    [words.buyer, e.buyerName],
    ...(e.buyerVatNumber ? [[words.buyerVat, leftToRight(e.buyerVatNumber)] as [string, string]] : []),
    ...(print.buyerAddress
      ? [[words.buyerAddress, nationalAddressLine(print.buyerAddress, lang)] as [string, string]]
      : []),
    [words.invoice_, leftToRight(e.invoiceNumber)],
    ...(e.creditedNumber ? [[words.credited, leftToRight(e.creditedNumber)] as [string, string]] : []),
    // A note's reason is stored in both languages ("عربي / English"): the page's half.
    ...(e.reason ? [[words.reason, e.reason.split(' / ')[lang === 'ar' ? 0 : 1] ?? e.reason] as [string, string]] : []),
    [words.uuid, leftToRight(e.uuid)],
  ];
  doc.keyValueTable(rows);
  for (const line of e.lines) {
    doc.keyValueTable([
      [words.line, line.name],
      [words.net, money(line.net, lang)],
      [`${words.vat} ${line.vatPercent}%`, money(line.vat, lang)],
      [words.total, money(line.total, lang)],
    ]);
  }
  doc.keyValueTable([
    [words.net, money(Math.round((e.totalWithVat - e.vatTotal) * 100) / 100, lang)],
    [words.vat, money(e.vatTotal, lang)],
    [words.total, money(e.totalWithVat, lang)],
  ]);
  doc.footer(words.footer);
  return doc.end();
}
