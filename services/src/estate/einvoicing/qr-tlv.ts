import { EInvoiceError } from './einvoice-error.js';

/**
 * The QR code of a tax invoice as ZATCA specifies it ("Structure of the QR code for electronic tax invoices",
 * Annex 2 of the e-invoicing technical rules): TLV records (a 1-byte tag, a 1-byte length, the value's bytes)
 * joined and encoded in Base64. Text values are UTF-8; tags 8 and 9 of phase 2 are raw bytes (the DER public key
 * and the certificate's DER signature), as in ZATCA's SDK samples.
 */
export enum QrTag {
  SellerName = 1,
  VatNumber = 2,
  Timestamp = 3,
  TotalWithVat = 4,
  VatTotal = 5,
  InvoiceHash = 6,
  Signature = 7,
  PublicKey = 8,
  CertificateSignature = 9,
}

/** At most this many Base64 characters for the phase 1 fields (tags 1-5). */
export const QR_PHASE1_MAX_CHARS = 700;

export interface TlvRecord {
  tag: number;
  value: Uint8Array;
}

export interface Phase1QrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2022-08-17T17:41:08Z. */
  timestamp: string;
  /** As printed on the invoice, e.g. "1150.00". */
  totalWithVat: string;
  vatTotal: string;
}

export interface Phase2QrFields extends Phase1QrFields {
  /** Base64 of the invoice's SHA-256 hash (the SignedInfo digest). */
  invoiceHash: string;
  /** Base64 of the ECDSA signature (the SignatureValue). */
  signature: string;
  /** DER SubjectPublicKeyInfo of the signing key. */
  publicKey: Uint8Array;
  /** The certificate's DER signature; simplified (B2C) documents only. */
  certificateSignature?: Uint8Array;
}

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

export function encodeTlv(records: readonly TlvRecord[]): Buffer {
  const parts: Buffer[] = [];
  for (const { tag, value } of records) {
    if (!Number.isInteger(tag) || tag < 1 || tag > 255)
      throw new EInvoiceError('QR_MALFORMED', `tag ${tag} is not one byte`);
    if (value.length > 255) {
      throw new EInvoiceError(
        'QR_FIELD_TOO_LONG',
        `QR field ${tag} is ${value.length} bytes; a TLV length is one byte, so at most 255`,
      );
    }
    parts.push(Buffer.from([tag, value.length]), Buffer.from(value));
  }
  return Buffer.concat(parts);
}

export function decodeTlv(bytes: Uint8Array): TlvRecord[] {
  const records: TlvRecord[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new EInvoiceError('QR_MALFORMED', `a TLV record is cut short at byte ${at}`);
    const tag = bytes[at] ?? 0;
    const length = bytes[at + 1] ?? 0;
    if (at + 2 + length > bytes.length) {
      throw new EInvoiceError('QR_MALFORMED', `TLV field ${tag} says ${length} bytes but the data ends first`);
    }
    records.push({ tag, value: bytes.slice(at + 2, at + 2 + length) });
    at += 2 + length;
  }
  return records;
}

function phase1Records(fields: Phase1QrFields): TlvRecord[] {
  return [
    { tag: QrTag.SellerName, value: utf8(fields.sellerName) },
    { tag: QrTag.VatNumber, value: utf8(fields.vatNumber) },
    { tag: QrTag.Timestamp, value: utf8(fields.timestamp) },
    { tag: QrTag.TotalWithVat, value: utf8(fields.totalWithVat) },
    { tag: QrTag.VatTotal, value: utf8(fields.vatTotal) },
  ];
}

/** Base64 of tags 1-5; refused when longer than 700 characters (a long seller name is the usual cause). */
export function phase1Qr(fields: Phase1QrFields): string {
  const qr = encodeTlv(phase1Records(fields)).toString('base64');
  if (qr.length > QR_PHASE1_MAX_CHARS) {
    throw new EInvoiceError(
      'QR_TOO_LONG',
      `the QR code's phase 1 fields take ${qr.length} Base64 characters, over ZATCA's ${QR_PHASE1_MAX_CHARS}; shorten the seller's name`,
    );
  }
  return qr;
}

/** Base64 of tags 1-9 (9 only when a certificate signature is given); tags 1-5 alone must still fit in 700 characters. */
export function phase2Qr(fields: Phase2QrFields): string {
  phase1Qr(fields);
  const records = [
    ...phase1Records(fields),
    { tag: QrTag.InvoiceHash, value: utf8(fields.invoiceHash) },
    { tag: QrTag.Signature, value: utf8(fields.signature) },
    { tag: QrTag.PublicKey, value: fields.publicKey },
  ];
  if (fields.certificateSignature)
    records.push({ tag: QrTag.CertificateSignature, value: fields.certificateSignature });
  return encodeTlv(records).toString('base64');
}

export interface DecodedQr extends Partial<Phase1QrFields> {
  invoiceHash?: string;
  signature?: string;
  publicKey?: Buffer;
  certificateSignature?: Buffer;
  records: TlvRecord[];
}

/** The fields of a QR code's Base64 text, by name; a tag given twice or a broken record is refused. */
export function decodeQr(base64: string): DecodedQr {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new EInvoiceError('QR_MALFORMED', 'the QR code is not Base64');
  }
  const records = decodeTlv(Buffer.from(base64, 'base64'));
  const out: DecodedQr = { records };
  const seen = new Set<number>();
  for (const { tag, value } of records) {
    if (seen.has(tag)) throw new EInvoiceError('QR_MALFORMED', `QR field ${tag} appears twice`);
    seen.add(tag);
    const text = () => Buffer.from(value).toString('utf8');
    switch (tag) {
      case QrTag.SellerName:
        out.sellerName = text();
        break;
      case QrTag.VatNumber:
        out.vatNumber = text();
        break;
      case QrTag.Timestamp:
        out.timestamp = text();
        break;
      case QrTag.TotalWithVat:
        out.totalWithVat = text();
        break;
      case QrTag.VatTotal:
        out.vatTotal = text();
        break;
      case QrTag.InvoiceHash:
        out.invoiceHash = text();
        break;
      case QrTag.Signature:
        out.signature = text();
        break;
      case QrTag.PublicKey:
        out.publicKey = Buffer.from(value);
        break;
      case QrTag.CertificateSignature:
        out.certificateSignature = Buffer.from(value);
        break;
    }
  }
  return out;
}
