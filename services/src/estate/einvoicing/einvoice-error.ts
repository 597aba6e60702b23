/** A refusal of the e-invoicing module: a stable `code` for callers to translate, and an English message for logs. */
export class EInvoiceError extends Error {
  constructor(
    readonly code: EInvoiceErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EInvoiceError';
  }
}

export type EInvoiceErrorCode =
  | 'INVALID_VAT_NUMBER'
  | 'INVALID_AMOUNT'
  | 'QR_FIELD_TOO_LONG'
  | 'QR_TOO_LONG'
  | 'QR_MALFORMED'
  | 'INVALID_TEXT'
  | 'INVALID_DOCUMENT'
  | 'INVALID_CERTIFICATE';
