import { ATTACHMENT_CONTENT_TYPES, PROPERTY_ERROR_CODES, REQUEST_ERROR_CODES } from '@estate/contracts';
import type { StoredContentType } from '../content/stored-content-types.js';

/**
 * One kind of file a record keeps: the record kind it is claimed for, the types its content may be, how those
 * are named in a refusal, and the error code of a refusal (its `details` name each refused file).
 */
export interface AttachmentKind {
  record: string;
  accept: readonly StoredContentType[];
  described: string;
  code: string;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const satisfies readonly StoredContentType[];

export const LISTING_PHOTO: AttachmentKind = {
  record: 'listing',
  accept: IMAGES,
  described: 'a JPEG, PNG, GIF or WebP image',
  code: PROPERTY_ERROR_CODES.invalidImage,
};

export const LISTING_BROCHURE: AttachmentKind = {
  record: 'listing',
  accept: ['application/pdf'],
  described: 'a PDF',
  code: PROPERTY_ERROR_CODES.invalidBrochure,
};

export const SERVICE_REQUEST_ATTACHMENT: AttachmentKind = {
  record: 'service-request',
  accept: ATTACHMENT_CONTENT_TYPES,
  described: 'a PDF, Word document or JPEG, PNG or GIF image',
  code: REQUEST_ERROR_CODES.invalidAttachment,
};
