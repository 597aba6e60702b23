import { PAYMENT_ERROR_CODES, PAYMENT_RECEIPT_CONTENT_TYPES } from '@estate/contracts';
import type { AttachmentKind } from '../../common/objects/attachments/attachment-kinds.js';

/** A receipt file kept with a payment (a transfer slip, a scanned cheque): a PDF or an image. */
export const PAYMENT_RECEIPT: AttachmentKind = {
  record: 'estate-payment',
  accept: PAYMENT_RECEIPT_CONTENT_TYPES,
  described: 'a PDF or a JPEG, PNG or GIF image',
  code: PAYMENT_ERROR_CODES.invalidReceipt,
};
