import { ESTATE_ERROR_CODES } from '@estate/contracts';
import type { AttachmentKind } from '../../common/objects/attachments/attachment-kinds.js';

/** A document kept with a contract (the signed contract, the original...): a PDF or a JPEG or PNG scan. */
export const CONTRACT_DOCUMENT: AttachmentKind = {
  record: 'estate-contract',
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  described: 'a PDF or a JPEG or PNG image',
  code: ESTATE_ERROR_CODES.invalidDocument,
};
