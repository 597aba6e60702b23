import { MAX_UPLOAD_BYTES, TICKET_MAX_PHOTOS } from '@estate/contracts';
import { IMAGE_ACCEPT, imageContentTypeOf } from './image-types.js';
import { screenUploads, type FileScreening, type PickedFile, type UploadScreening } from './picked-files.js';

/** A maintenance ticket's photo picker `accept`: image files only (the server checks the content). */
export const TICKET_PHOTO_ACCEPT = IMAGE_ACCEPT;

/**
 * Sorts picked files into the photos a maintenance ticket (or a tenant's request) can add after those it already
 * has, and those refused: not an image, empty, too large, or past the ticket's five photos in total.
 */
export const screenTicketPhotos = <F extends PickedFile>(
  picked: readonly F[],
  alreadyChosen: number,
): FileScreening<F, UploadScreening> =>
  screenUploads(picked, (file) => imageContentTypeOf(file.name) !== null, {
    alreadyChosen,
    maxFiles: TICKET_MAX_PHOTOS,
    maxBytes: MAX_UPLOAD_BYTES,
  });
