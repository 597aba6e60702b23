import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import {
  extensionOf,
  imageContentTypeOf,
  screenUploads,
  sizeProblem,
  type FileScreening,
  type PickedFile,
} from '@estate/platform';

export const PDF_TYPE = 'application/pdf';

/** The brochure picker's `accept` (the pictures' is the platform's IMAGE_ACCEPT). */
export const BROCHURE_ACCEPT = `.pdf,${PDF_TYPE}`;

export type FileRefusal = 'type' | 'size' | 'empty' | 'count';

/**
 * Sorts newly picked pictures into those that can be added and those refused, with why: not a JPEG, PNG, GIF or
 * WebP by its name, empty, over the size limit, or beyond the number a listing holds (counting those it has).
 */
export function screenImages<F extends PickedFile>(
  picked: readonly F[],
  alreadyChosen: number,
  limits: { maxFiles: number; maxBytes: number } = {
    maxFiles: PROPERTY_INPUT_LIMITS.maxImages,
    maxBytes: MAX_UPLOAD_BYTES,
  },
): FileScreening<F, FileRefusal> {
  return screenUploads(picked, (file) => imageContentTypeOf(file.name) !== null, { alreadyChosen, ...limits });
}

/** Why a brochure file cannot be used (a PDF by its name, or by its type when the name has no extension); null when it can. */
export function brochureProblem(file: PickedFile, maxBytes: number = MAX_UPLOAD_BYTES): FileRefusal | null {
  const extension = extensionOf(file.name);
  const isPdf = extension === 'pdf' || (extension === '' && file.type === PDF_TYPE);
  return isPdf ? sizeProblem(file, maxBytes) : 'type';
}

/** A readable name for a stored file: the last part of its URL's path, decoded. */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
