import { MAX_UPLOAD_BYTES, TICKET_MAX_PHOTOS } from '@estate/contracts';
import {
  acceptOf,
  extensionOf,
  screenUploads,
  type FileScreening,
  type PickedFile,
  type UploadScreening,
} from './picked-files.js';

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const EXTENSIONS = new Set<string>(PHOTO_EXTENSIONS);

/** A maintenance ticket's photo picker `accept`: image files only (the server checks the content). */
export const TICKET_PHOTO_ACCEPT = acceptOf(PHOTO_EXTENSIONS);

/**
 * Sorts picked files into the photos a maintenance ticket (or a tenant's request) can add after those it already
 * has, and those refused: not an image, empty, too large, or past the ticket's five photos in total.
 */
export const screenTicketPhotos = <F extends PickedFile>(
  picked: readonly F[],
  alreadyChosen: number,
): FileScreening<F, UploadScreening> =>
  screenUploads(picked, (file) => EXTENSIONS.has(extensionOf(file.name)), {
    alreadyChosen,
    maxFiles: TICKET_MAX_PHOTOS,
    maxBytes: MAX_UPLOAD_BYTES,
  });
