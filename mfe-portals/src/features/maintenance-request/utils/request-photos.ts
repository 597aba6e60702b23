import { MAX_UPLOAD_BYTES, TICKET_MAX_PHOTOS } from '@estate/contracts';
import {
  acceptOf,
  extensionOf,
  screenUploads,
  type FileScreening,
  type PickedFile,
  type UploadScreening,
} from '@estate/platform';

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const EXTENSIONS = new Set<string>(PHOTO_EXTENSIONS);

/** The photo picker's `accept`: image files only (the server checks the content). */
export const PHOTO_ACCEPT = acceptOf(PHOTO_EXTENSIONS);

/**
 * Sorts picked files into the photos added after those already chosen and those refused: not an image, empty, too
 * large, or past the request's five photos in total.
 */
export const screenRequestPhotos = <F extends PickedFile>(
  picked: readonly F[],
  alreadyChosen: number,
): FileScreening<F, UploadScreening> =>
  screenUploads(picked, (file) => EXTENSIONS.has(extensionOf(file.name)), {
    alreadyChosen,
    maxFiles: TICKET_MAX_PHOTOS,
    maxBytes: MAX_UPLOAD_BYTES,
  });
