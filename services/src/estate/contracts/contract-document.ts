import { CONTRACT_DOCUMENT_CONTENT_TYPES, ESTATE_ERROR_CODES } from '@estate/contracts';
import type { AttachmentKind } from '../../common/objects/attachments/attachment-kinds.js';

/** A document kept with a contract (the signed contract, the original...): a PDF, a Word file or a scan. */
export const CONTRACT_DOCUMENT: AttachmentKind = {
  record: 'estate-contract',
  accept: CONTRACT_DOCUMENT_CONTENT_TYPES,
  described: 'a PDF, a Word document or a JPEG, PNG or GIF image',
  code: ESTATE_ERROR_CODES.invalidDocument,
};
