import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { acceptOf, contentTypeFor, screenUploads, type PickedFile } from '@estate/platform';

/** Picture types an auction's listing takes (the server checks the bytes; these are what the picker offers). */
const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

export const AUCTION_IMAGE_ACCEPT = acceptOf(Object.keys(IMAGE_TYPES));

/** The most pictures the listing an auction sells holds (as any listing). */
export const AUCTION_MAX_IMAGES = PROPERTY_INPUT_LIMITS.maxImages;

export const auctionImageContentType = (fileName: string) => contentTypeFor(IMAGE_TYPES, fileName);

/** Sorts picked pictures into those added and those refused (not a picture by name, empty, too large, too many). */
export const screenAuctionImages = <F extends PickedFile>(picked: readonly F[], alreadyChosen: number) =>
  screenUploads(picked, (file) => auctionImageContentType(file.name) !== null, {
    alreadyChosen,
    maxFiles: AUCTION_MAX_IMAGES,
    maxBytes: MAX_UPLOAD_BYTES,
  });
