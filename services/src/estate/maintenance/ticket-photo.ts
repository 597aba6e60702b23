import { MAINTENANCE_ERROR_CODES } from '@estate/contracts';
import type { AttachmentKind } from '../../common/objects/attachments/attachment-kinds.js';

/** A photo of a maintenance ticket: an image. */
export const TICKET_PHOTO: AttachmentKind = {
  record: 'estate-ticket',
  accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  described: 'a JPEG, PNG, GIF or WebP image',
  code: MAINTENANCE_ERROR_CODES.invalidPhoto,
};
