import type { EstateList } from './estate.js';
import type { NationalAddress } from './national-address.js';

/**
 * ZATCA e-invoicing (phase 2): every VAT-bearing invoice becomes a tax invoice, every cancellation of one or reduction
 * of what it charges (an edit, a refund with credit; not a plain refund) a credit note, every increase of what it
 * charges (an edit) a debit note, each numbered, chained (ICV
 * and the previous document's hash), signed and sent to the reporting gateway (built in: a sandbox). Read by admins
 * and accountants; owners and tenants see their own invoices' QR through their portal payloads (`EInvoiceBrief`).
 */

export const EINVOICE_KINDS = ['invoice', 'credit_note', 'debit_note'] as const;
export type EInvoiceKind = (typeof EINVOICE_KINDS)[number];

/** standard: B2B (the buyer has a VAT number), cleared; simplified: B2C, reported. */
export const EINVOICE_SUBTYPES = ['standard', 'simplified'] as const;
export type EInvoiceSubtype = (typeof EINVOICE_SUBTYPES)[number];

/** pending: queued or waiting to be sent again; failed: the gateway did not answer (sent again later). */
export const EINVOICE_STATES = ['pending', 'reported', 'cleared', 'rejected', 'failed'] as const;
export type EInvoiceState = (typeof EINVOICE_STATES)[number];

/** Why a document was rejected or failed, in both languages (the gateway's code when it gave one). */
export interface EInvoiceStateReason {
  code: string;
  ar: string;
  en: string;
}

export interface EInvoiceRow {
  id: string;
  /** Sequential, never reused; null while the document waits in the queue to be issued. */
  number: string | null;
  kind: EInvoiceKind;
  subtype: EInvoiceSubtype;
  /** The invoice counter value; null while queued. */
  icv: number | null;
  /**
   * While queued: the Riyadh day it is issued from (YYYY-MM-DD; a tenant's invoice's tax invoice on the invoice's due
   * date, when the ledger posts its VAT); null once issued.
   */
  issueOn: string | null;
  invoiceId: string;
  invoiceNumber: string;
  /** A credit or debit note's: the number of the e-invoice it corrects. */
  creditedNumber: string | null;
  buyerName: string;
  /** ISO time; null while queued. */
  issuedAt: string | null;
  /** SAR, two decimals (halalas). */
  totalWithVat: number;
  vatTotal: number;
  state: EInvoiceState;
  stateReason: EInvoiceStateReason | null;
  attempts: number;
}

export interface EInvoiceLineView {
  name: string;
  quantity: number;
  /** SAR, net of VAT. */
  unitPrice: number;
  net: number;
  vatPercent: number;
  vatCategory: 'S' | 'Z' | 'E';
  vat: number;
  total: number;
}

export interface EInvoiceDetail extends EInvoiceRow {
  uuid: string;
  /** Base64 SHA-256 of the document (null while queued). */
  hash: string | null;
  /** PIH: the hash of the document issued before it. */
  previousHash: string | null;
  /** Base64 of the QR's TLV. */
  qr: string | null;
  lines: EInvoiceLineView[];
  sellerVatNumber: string;
  buyerVatNumber: string | null;
  /** Why a credit note was issued (the cancellation, the refund with credit, or the edit that reduced the invoice). */
  reason: string | null;
  nextAttemptAt: string | null;
}

/** What a portal's invoice carries of its e-invoice (its own invoices only). */
export interface EInvoiceBrief {
  id: string;
  kind: EInvoiceKind;
  number: string;
  qr: string;
  state: EInvoiceState;
  issuedAt: string;
  totalWithVat: number;
  vatTotal: number;
  /**
   * A tax invoice's credit and debit notes (each a brief of its own, `notes` empty), in issue order; a note's own
   * brief has none. Its buyer reads each document's PDF at /api/me/tenant/einvoices/{id}/pdf or
   * /api/me/owner/einvoices/{id}/pdf.
   */
  notes: EInvoiceBrief[];
}

export type EInvoiceList = EstateList<EInvoiceRow>;

export interface EInvoiceListQuery {
  page?: number;
  pageSize?: number;
  state?: EInvoiceState;
  kind?: EInvoiceKind;
  /** Document number, invoice number or buyer name. */
  q?: string;
  /** YYYY-MM-DD, issue days (inclusive). */
  from?: string;
  to?: string;
}

export interface EInvoiceChainCheck {
  ok: boolean;
  checked: number;
  firstBroken: { number: string; reason: string } | null;
}

export const EINVOICE_SANDBOX_MODES = ['accept', 'reject', 'timeout'] as const;
export type EInvoiceSandboxMode = (typeof EINVOICE_SANDBOX_MODES)[number];

/** The seller's or a buyer's national address (the shared `NationalAddress`, short address included). */
export type EInvoiceSellerAddress = NationalAddress;

export interface EInvoiceCertificate {
  subject: string;
  serial: string;
  /** ISO time. */
  notAfter: string;
  /** True when the certificate was made here (self-signed), not issued by ZATCA. */
  generated: boolean;
}

export interface EInvoiceSettings {
  legalNameAr: string;
  legalNameEn: string;
  /** 15 digits, starting and ending with 3. */
  vatNumber: string;
  crNumber: string;
  address: EInvoiceSellerAddress;
  sandboxMode: EInvoiceSandboxMode;
  /** The signing certificate; the key and a self-signed certificate are made the first time they are needed. */
  certificate: EInvoiceCertificate;
}

/** PUT /api/estate/einvoicing/settings: everything but the certificate. */
export type EInvoiceSettingsInput = Omit<EInvoiceSettings, 'certificate'>;

/**
 * PUT /api/estate/einvoicing/certificate (admin): the certificate ZATCA issued (the CSID, PEM or Base64 DER, an EC
 * key on secp256k1) and its private key (PEM). The seller signs with them from the next document on; 400
 * INVALID_CERTIFICATE when the certificate cannot be read, has expired, or the key is not its own.
 */
export interface EInvoiceCertificateInput {
  certificatePem: string;
  privateKeyPem: string;
}

/** Output VAT of one month at one rate (GET /api/estate/reports/vat). */
export interface VatByRatePeriod {
  /** YYYY-MM */
  period: string;
  /** Percent: 15, 0. */
  rate: number;
  /** SAR net of VAT. */
  taxable: number;
  vat: number;
}

export interface VatByRateReport {
  from: string;
  to: string;
  periods: VatByRatePeriod[];
  totals: { taxable: number; vat: number };
}

/**
 * A tenant's or owner's tax identity as a buyer: with a VAT or CR number and a national address, their documents
 * are standard (B2B) tax invoices; otherwise simplified ones.
 */
export interface BuyerTaxFields {
  /** 15 digits, starting and ending with 3. */
  vatNumber?: string | null;
  /** Commercial registration: 10 digits. */
  crNumber?: string | null;
  nationalAddress?: EInvoiceSellerAddress | null;
}
