import {
  ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
  type AttachmentContentType,
} from '@estate/contracts';

type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The file picker's `accept`: the same list the server checks (by content). */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const contentTypes: Record<AttachmentExtension, AttachmentContentType> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** What the picker knows of a file (a browser File has these). */
export interface PickedFile {
  name: string;
  size: number;
}

export type AttachmentRefusal = 'type' | 'size' | 'empty' | 'duplicate' | 'count';

export interface AttachmentScreening<F extends PickedFile> {
  accepted: F[];
  refused: { file: F; reason: AttachmentRefusal }[];
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const isAttachmentExtension = (extension: string): extension is AttachmentExtension =>
  (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);

/**
 * The content type announced for a file, from its extension: browsers leave `File.type` empty for Word files
 * on some systems. The server checks the bytes whatever is announced. Null when the name is not accepted.
 */
export function contentTypeOf(fileName: string): AttachmentContentType | null {
  const extension = extensionOf(fileName);
  return isAttachmentExtension(extension) ? contentTypes[extension] : null;
}

const sameFile = (a: PickedFile, b: PickedFile) => a.name === b.name && a.size === b.size;

/**
 * Sorts newly picked files into those that can be attached and those refused, with why: an extension
 * outside the list, an empty file, one over the size limit, one already attached, or one beyond the count.
 * Files that pass keep their order; once the count is reached the rest are refused, the others stay.
 */
export function screenAttachments<F extends PickedFile>(
  picked: readonly F[],
  chosen: readonly PickedFile[],
  limits: { maxFiles: number; maxBytes: number } = { maxFiles: MAX_ATTACHMENTS, maxBytes: MAX_UPLOAD_BYTES },
): AttachmentScreening<F> {
  const accepted: F[] = [];
  const refused: AttachmentScreening<F>['refused'] = [];
  for (const file of picked) {
    const reason: AttachmentRefusal | null = !contentTypeOf(file.name)
      ? 'type'
      : file.size === 0
        ? 'empty'
        : file.size > limits.maxBytes
          ? 'size'
          : [...chosen, ...accepted].some((other) => sameFile(other, file))
            ? 'duplicate'
            : chosen.length + accepted.length >= limits.maxFiles
              ? 'count'
              : null;
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}
