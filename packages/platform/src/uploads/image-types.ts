import { acceptOf, contentTypeFor } from './picked-files.js';

/** Picture types a picker offers (the server checks the bytes): each extension with the content type announced. */
const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

/** A picture picker's `accept`: JPEG, PNG, GIF and WebP by extension. */
export const IMAGE_ACCEPT = acceptOf(Object.keys(IMAGE_TYPES));

/** The content type announced for a picture, from its name; null when it is not a picture the pickers take. */
export const imageContentTypeOf = (fileName: string) => contentTypeFor(IMAGE_TYPES, fileName);
