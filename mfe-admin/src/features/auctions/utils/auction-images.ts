import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { imageContentTypeOf, screenUploads, type PickedFile } from '@estate/platform';

/** The most pictures the listing an auction sells holds (as any listing). */
export const AUCTION_MAX_IMAGES = PROPERTY_INPUT_LIMITS.maxImages;

/** Sorts picked pictures into those added and those refused (not a picture by name, empty, too large, too many). */
export const screenAuctionImages = <F extends PickedFile>(picked: readonly F[], alreadyChosen: number) =>
  screenUploads(picked, (file) => imageContentTypeOf(file.name) !== null, {
    alreadyChosen,
    maxFiles: AUCTION_MAX_IMAGES,
    maxBytes: MAX_UPLOAD_BYTES,
  });
