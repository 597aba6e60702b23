import { EInvoiceError } from './einvoice-error.js';
import { assertVatNumber, formatHalalas, vatOn } from './zatca-values.js';

/**
 * A tax invoice, credit note or debit note as UBL 2.1 XML with ZATCA's fields (the "E-invoice XML implementation
 * standard"): all are `<Invoice>` documents, told apart by InvoiceTypeCode 388 (invoice), 381 (credit note) or 383
 * (debit note), whose `name`
 * attribute is the subtype: 0100000 for a standard (B2B) document, 0200000 for a simplified (B2C) one.
 *
 * The layout (element order, 4-space indentation) is fixed: the hash is taken over the text as written, less
 * UBLExtensions, cac:Signature and the QR reference, so the same input always gives the same hash.
 */

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

export type DocumentKind = 'invoice' | 'credit-note' | 'debit-note';

const TYPE_CODES: Record<DocumentKind, string> = { invoice: '388', 'credit-note': '381', 'debit-note': '383' };
/** standard: B2B tax invoice (the buyer has a VAT number); simplified: B2C. */
export type DocumentAudience = 'standard' | 'simplified';
/** S: standard rate; Z: zero rated; E: exempt (residential rent). */
export type VatCategory = 'S' | 'Z' | 'E';

export interface NationalAddress {
  street: string;
  /** 4 digits. */
  buildingNumber: string;
  /** 4 digits (the national address's additional number), written as PlotIdentification. */
  additionalNumber?: string;
  district: string;
  city: string;
  /** 5 digits. */
  postalCode: string;
  /** ISO 3166 alpha-2; SA when not given. */
  country?: string;
}

export interface EInvoiceParty {
  /** The registered (legal) name, Arabic or English, as it is to appear. */
  legalName: string;
  vatNumber?: string;
  /** Commercial registration number (schemeID CRN). */
  crn?: string;
  address?: NationalAddress;
}

export interface EInvoiceLine {
  name: string;
  quantity: number;
  /** Net unit price in halalas. */
  unitPrice: number;
  vatCategory: VatCategory;
  /** 15 for S, 0 for Z and E. */
  vatPercent: number;
  /** ZATCA's VATEX code for Z and E, e.g. VATEX-SA-30 (real estate transactions, Article 30) for residential rent. */
  exemptionReasonCode?: string;
  exemptionReason?: string;
}

export interface EInvoiceInput {
  kind: DocumentKind;
  audience: DocumentAudience;
  /** The document's number (cbc:ID), sequential and never reused. */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** The invoice counter (ICV): 1 for the first document the unit issues, one more for each after. */
  counter: number;
  /** The previous document's hash, Base64 (PIH); INITIAL_PREVIOUS_HASH for the first. */
  previousHash: string;
  seller: EInvoiceParty & { vatNumber: string; crn: string; address: NationalAddress };
  buyer?: EInvoiceParty;
  lines: EInvoiceLine[];
  /** Date of supply (YYYY-MM-DD); required on a standard invoice. */
  supplyDate?: string;
  /** A credit or debit note's: the invoice it corrects and why. */
  correcting?: { number: string; reason: string };
  /** UNTDID 4461 payment means; 10 (cash) when not given, 30 credit transfer, 48 card. */
  paymentMeansCode?: string;
}

export interface DocumentTotals {
  /** All in halalas. */
  net: number;
  vat: number;
  total: number;
  subtotals: Array<{
    category: VatCategory;
    percent: number;
    taxable: number;
    vat: number;
    reasonCode?: string;
    reason?: string;
  }>;
  lines: Array<{ net: number; vat: number }>;
}

/** Totals as ZATCA checks them: line net = quantity × price, VAT per category and rate on the taxable sum. */
export function documentTotals(lines: readonly EInvoiceLine[]): DocumentTotals {
  const lineFigures = lines.map((line) => {
    const net = Math.round(line.quantity * line.unitPrice);
    return { net, vat: vatOn(net, line.vatPercent) };
  });
  const groups = new Map<string, DocumentTotals['subtotals'][number]>();
  lines.forEach((line, index) => {
    const key = `${line.vatCategory}/${line.vatPercent}`;
    const group = groups.get(key) ?? {
      category: line.vatCategory,
      percent: line.vatPercent,
      taxable: 0,
      vat: 0,
      reasonCode: line.exemptionReasonCode,
      reason: line.exemptionReason,
    };
    group.taxable += lineFigures[index]?.net ?? 0;
    groups.set(key, group);
  });
  const subtotals = [...groups.values()].map((group) => ({ ...group, vat: vatOn(group.taxable, group.percent) }));
  const net = lineFigures.reduce((sum, line) => sum + line.net, 0);
  const vat = subtotals.reduce((sum, group) => sum + group.vat, 0);
  return { net, vat, total: net + vat, subtotals, lines: lineFigures };
}

// XML 1.0 allows tab, newline, carriage return and the characters from U+0020 on (less the surrogates and FFFE/FFFF).
const INVALID_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text or an attribute value escaped for XML; a character XML cannot carry is refused, not dropped. */
export function escapeXml(text: string): string {
  if (INVALID_XML_CHARACTER.test(text)) {
    throw new EInvoiceError('INVALID_TEXT', `"${text}" holds a character that XML cannot carry`);
  }
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

const percentText = (percent: number) => percent.toFixed(2);

function issueParts(at: Date): { date: string; time: string } {
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** The QR's time stamp of a document: its issue date and time in UTC, ISO 8601 (2022-08-17T17:41:08Z). */
export function qrTimestamp(at: Date): string {
  const { date, time } = issueParts(at);
  return `${date}T${time}Z`;
}

/** The parts a signature adds, each written in its place; absent parts are left out. */
export interface SignatureParts {
  /** The whole ext:UBLExtensions element, indented to start at column 4. */
  extensions?: string;
  /** Base64 QR text, written as the QR AdditionalDocumentReference. */
  qr?: string;
}

function check(input: EInvoiceInput): void {
  const fail = (message: string): never => {
    throw new EInvoiceError('INVALID_DOCUMENT', `document ${input.number}: ${message}`);
  };
  if (!input.number.trim()) fail('the number is empty');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.uuid)) fail('the UUID is not one');
  if (!Number.isSafeInteger(input.counter) || input.counter < 1)
    fail('the invoice counter must be a whole number from 1');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.previousHash)) fail("the previous document's hash is not Base64");
  if (Number.isNaN(input.issuedAt.getTime())) fail('the issue time is not a date');
  assertVatNumber(input.seller.vatNumber, 'The seller');
  if (input.buyer?.vatNumber) assertVatNumber(input.buyer.vatNumber, 'The buyer');
  if (input.audience === 'standard') {
    if (!input.buyer?.legalName.trim()) fail("a standard (B2B) document needs the buyer's legal name");
    if (!input.buyer?.address) fail("a standard (B2B) document needs the buyer's national address");
    if (!input.buyer?.vatNumber && !input.buyer?.crn)
      fail("a standard (B2B) document needs the buyer's VAT or CR number");
    if (input.kind === 'invoice' && !input.supplyDate) fail('a standard invoice needs its date of supply');
  }
  if (input.kind !== 'invoice' && !input.correcting?.number.trim())
    fail('a credit or debit note must name the invoice it corrects');
  if (input.kind !== 'invoice' && !input.correcting?.reason.trim()) fail('a credit or debit note must give its reason');
  if (!input.lines.length) fail('a document needs at least one line');
  for (const line of input.lines) {
    if (!line.name.trim()) fail('a line has no name');
    if (!(line.quantity > 0)) fail(`line "${line.name}" has no quantity`);
    if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) fail(`line "${line.name}" has a bad price`);
    if (line.vatCategory === 'S' && !(line.vatPercent > 0)) fail(`line "${line.name}" is standard rated at 0%`);
    if (line.vatCategory !== 'S' && line.vatPercent !== 0)
      fail(`line "${line.name}" is ${line.vatCategory} but not at 0%`);
    if (line.vatCategory !== 'S' && !(line.exemptionReasonCode && line.exemptionReason)) {
      fail(`line "${line.name}" is ${line.vatCategory} without ZATCA's exemption reason code and text`);
    }
  }
}

/** One element per line: `<tag attrs>text</tag>` at an indent level (4 spaces each). */
const el = (level: number, tag: string, text: string, attributes = '') =>
  `${'    '.repeat(level)}<${tag}${attributes}>${escapeXml(text)}</${tag}>`;
const open = (level: number, tag: string, attributes = '') => `${'    '.repeat(level)}<${tag}${attributes}>`;
const close = (level: number, tag: string) => `${'    '.repeat(level)}</${tag}>`;
const sar = (level: number, tag: string, halalas: number) =>
  el(level, tag, formatHalalas(halalas), ' currencyID="SAR"');

function address(level: number, value: NationalAddress): string[] {
  return [
    open(level, 'cac:PostalAddress'),
    el(level + 1, 'cbc:StreetName', value.street),
    el(level + 1, 'cbc:BuildingNumber', value.buildingNumber),
    ...(value.additionalNumber ? [el(level + 1, 'cbc:PlotIdentification', value.additionalNumber)] : []),
    el(level + 1, 'cbc:CitySubdivisionName', value.district),
    el(level + 1, 'cbc:CityName', value.city),
    el(level + 1, 'cbc:PostalZone', value.postalCode),
    open(level + 1, 'cac:Country'),
    el(level + 2, 'cbc:IdentificationCode', value.country ?? 'SA'),
    close(level + 1, 'cac:Country'),
    close(level, 'cac:PostalAddress'),
  ];
}

function party(role: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty', value: EInvoiceParty): string[] {
  return [
    open(1, role),
    open(2, 'cac:Party'),
    ...(value.crn
      ? [
          open(3, 'cac:PartyIdentification'),
          el(4, 'cbc:ID', value.crn, ' schemeID="CRN"'),
          close(3, 'cac:PartyIdentification'),
        ]
      : []),
    ...(value.address ? address(3, value.address) : []),
    ...(value.vatNumber
      ? [
          open(3, 'cac:PartyTaxScheme'),
          el(4, 'cbc:CompanyID', value.vatNumber),
          open(4, 'cac:TaxScheme'),
          el(5, 'cbc:ID', 'VAT'),
          close(4, 'cac:TaxScheme'),
          close(3, 'cac:PartyTaxScheme'),
        ]
      : []),
    open(3, 'cac:PartyLegalEntity'),
    el(4, 'cbc:RegistrationName', value.legalName),
    close(3, 'cac:PartyLegalEntity'),
    close(2, 'cac:Party'),
    close(1, role),
  ];
}

function taxCategory(
  level: number,
  tag: string,
  category: VatCategory,
  percent: number,
  reasonCode?: string,
  reason?: string,
): string[] {
  return [
    open(level, tag),
    el(level + 1, 'cbc:ID', category, ' schemeID="UN/ECE 5305" schemeAgencyID="6"'),
    el(level + 1, 'cbc:Percent', percentText(percent)),
    ...(category !== 'S' && reasonCode ? [el(level + 1, 'cbc:TaxExemptionReasonCode', reasonCode)] : []),
    ...(category !== 'S' && reason ? [el(level + 1, 'cbc:TaxExemptionReason', reason)] : []),
    open(level + 1, 'cac:TaxScheme'),
    el(level + 2, 'cbc:ID', 'VAT', ' schemeID="UN/ECE 5153" schemeAgencyID="6"'),
    close(level + 1, 'cac:TaxScheme'),
    close(level, tag),
  ];
}

/** The XML of a document; with `parts`, the signature's UBLExtensions and the QR reference in their places. */
export function buildInvoiceXml(input: EInvoiceInput, parts: SignatureParts = {}): string {
  check(input);
  const totals = documentTotals(input.lines);
  const { date, time } = issueParts(input.issuedAt);
  const typeCode = TYPE_CODES[input.kind];
  const subtype = input.audience === 'standard' ? '0100000' : '0200000';
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Invoice xmlns="${UBL_NS.invoice}" xmlns:cac="${UBL_NS.cac}" xmlns:cbc="${UBL_NS.cbc}" xmlns:ext="${UBL_NS.ext}">`,
    ...(parts.extensions ? [parts.extensions] : []),
    el(1, 'cbc:ProfileID', 'reporting:1.0'),
    el(1, 'cbc:ID', input.number),
    el(1, 'cbc:UUID', input.uuid),
    el(1, 'cbc:IssueDate', date),
    el(1, 'cbc:IssueTime', time),
    el(1, 'cbc:InvoiceTypeCode', typeCode, ` name="${subtype}"`),
    el(1, 'cbc:DocumentCurrencyCode', 'SAR'),
    el(1, 'cbc:TaxCurrencyCode', 'SAR'),
  ];
  if (input.kind !== 'invoice' && input.correcting) {
    out.push(
      open(1, 'cac:BillingReference'),
      open(2, 'cac:InvoiceDocumentReference'),
      el(3, 'cbc:ID', input.correcting.number),
      close(2, 'cac:InvoiceDocumentReference'),
      close(1, 'cac:BillingReference'),
    );
  }
  out.push(
    open(1, 'cac:AdditionalDocumentReference'),
    el(2, 'cbc:ID', 'ICV'),
    el(2, 'cbc:UUID', String(input.counter)),
    close(1, 'cac:AdditionalDocumentReference'),
    open(1, 'cac:AdditionalDocumentReference'),
    el(2, 'cbc:ID', 'PIH'),
    open(2, 'cac:Attachment'),
    el(3, 'cbc:EmbeddedDocumentBinaryObject', input.previousHash, ' mimeCode="text/plain"'),
    close(2, 'cac:Attachment'),
    close(1, 'cac:AdditionalDocumentReference'),
  );
  if (parts.qr) {
    out.push(
      open(1, 'cac:AdditionalDocumentReference'),
      el(2, 'cbc:ID', 'QR'),
      open(2, 'cac:Attachment'),
      el(3, 'cbc:EmbeddedDocumentBinaryObject', parts.qr, ' mimeCode="text/plain"'),
      close(2, 'cac:Attachment'),
      close(1, 'cac:AdditionalDocumentReference'),
    );
  }
  if (parts.extensions) {
    out.push(
      open(1, 'cac:Signature'),
      el(2, 'cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
      el(2, 'cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      close(1, 'cac:Signature'),
    );
  }
  out.push(...party('cac:AccountingSupplierParty', input.seller));
  out.push(...party('cac:AccountingCustomerParty', input.buyer ?? { legalName: '' }));
  if (input.supplyDate) {
    out.push(open(1, 'cac:Delivery'), el(2, 'cbc:ActualDeliveryDate', input.supplyDate), close(1, 'cac:Delivery'));
  }
  out.push(open(1, 'cac:PaymentMeans'), el(2, 'cbc:PaymentMeansCode', input.paymentMeansCode ?? '10'));
  if (input.kind !== 'invoice' && input.correcting) out.push(el(2, 'cbc:InstructionNote', input.correcting.reason));
  out.push(close(1, 'cac:PaymentMeans'));
  out.push(open(1, 'cac:TaxTotal'), sar(2, 'cbc:TaxAmount', totals.vat), close(1, 'cac:TaxTotal'));
  out.push(open(1, 'cac:TaxTotal'), sar(2, 'cbc:TaxAmount', totals.vat));
  for (const subtotal of totals.subtotals) {
    out.push(
      open(2, 'cac:TaxSubtotal'),
      sar(3, 'cbc:TaxableAmount', subtotal.taxable),
      sar(3, 'cbc:TaxAmount', subtotal.vat),
      ...taxCategory(3, 'cac:TaxCategory', subtotal.category, subtotal.percent, subtotal.reasonCode, subtotal.reason),
      close(2, 'cac:TaxSubtotal'),
    );
  }
  out.push(close(1, 'cac:TaxTotal'));
  out.push(
    open(1, 'cac:LegalMonetaryTotal'),
    sar(2, 'cbc:LineExtensionAmount', totals.net),
    sar(2, 'cbc:TaxExclusiveAmount', totals.net),
    sar(2, 'cbc:TaxInclusiveAmount', totals.total),
    sar(2, 'cbc:AllowanceTotalAmount', 0),
    sar(2, 'cbc:PrepaidAmount', 0),
    sar(2, 'cbc:PayableAmount', totals.total),
    close(1, 'cac:LegalMonetaryTotal'),
  );
  input.lines.forEach((line, index) => {
    const figures = totals.lines[index] ?? { net: 0, vat: 0 };
    out.push(
      open(1, 'cac:InvoiceLine'),
      el(2, 'cbc:ID', String(index + 1)),
      el(2, 'cbc:InvoicedQuantity', String(line.quantity), ' unitCode="PCE"'),
      sar(2, 'cbc:LineExtensionAmount', figures.net),
      open(2, 'cac:TaxTotal'),
      sar(3, 'cbc:TaxAmount', figures.vat),
      sar(3, 'cbc:RoundingAmount', figures.net + figures.vat),
      close(2, 'cac:TaxTotal'),
      open(2, 'cac:Item'),
      el(3, 'cbc:Name', line.name),
      open(3, 'cac:ClassifiedTaxCategory'),
      el(4, 'cbc:ID', line.vatCategory),
      el(4, 'cbc:Percent', percentText(line.vatPercent)),
      open(4, 'cac:TaxScheme'),
      el(5, 'cbc:ID', 'VAT'),
      close(4, 'cac:TaxScheme'),
      close(3, 'cac:ClassifiedTaxCategory'),
      close(2, 'cac:Item'),
      open(2, 'cac:Price'),
      sar(3, 'cbc:PriceAmount', line.unitPrice),
      close(2, 'cac:Price'),
      close(1, 'cac:InvoiceLine'),
    );
  });
  out.push('</Invoice>');
  return `${out.join('\n')}\n`;
}
