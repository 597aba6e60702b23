import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';

/** Picture types a listing takes (the server checks the bytes, these are what the picker offers). */
const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type ImageExtension = keyof typeof IMAGE_TYPES;

export const PDF_TYPE = 'application/pdf';

/** The pickers' `accept`. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
export const BROCHURE_ACCEPT = `.pdf,${PDF_TYPE}`;

/** What a picker knows of a file (a browser File has these). */
export interface PickedFile {
  name: string;
  size: number;
  type?: string;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const isImageExtension = (extension: string): extension is ImageExtension => extension in IMAGE_TYPES;

/** The content type announced for a picture, from its name; null when it is not a picture a listing takes. */
export function imageContentTypeOf(fileName: string): (typeof IMAGE_TYPES)[ImageExtension] | null {
  const extension = extensionOf(fileName);
  return isImageExtension(extension) ? IMAGE_TYPES[extension] : null;
}

export type FileRefusal = 'type' | 'size' | 'empty' | 'count';

export interface ImageScreening<F extends PickedFile> {
  accepted: F[];
  refused: { file: F; reason: FileRefusal }[];
}

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
): ImageScreening<F> {
  const accepted: F[] = [];
  const refused: ImageScreening<F>['refused'] = [];
  for (const file of picked) {
    const reason: FileRefusal | null = !imageContentTypeOf(file.name)
      ? 'type'
      : file.size === 0
        ? 'empty'
        : file.size > limits.maxBytes
          ? 'size'
          : alreadyChosen + accepted.length >= limits.maxFiles
            ? 'count'
            : null;
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Why a brochure file cannot be used (a PDF by its name, or by its type when the name has no extension); null when it can. */
export function brochureProblem(file: PickedFile, maxBytes: number = MAX_UPLOAD_BYTES): FileRefusal | null {
  const extension = extensionOf(file.name);
  const isPdf = extension === 'pdf' || (extension === '' && file.type === PDF_TYPE);
  if (!isPdf) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
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
