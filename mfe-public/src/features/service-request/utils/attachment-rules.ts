import {
  ATTACHMENT_EXTENSIONS,
  MAX_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
  type AttachmentContentType,
} from '@estate/contracts';
import {
  acceptOf,
  contentTypeFor,
  screenFiles,
  sizeProblem,
  type FileScreening,
  type PickedFile,
} from '@estate/platform';

type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The file picker's `accept`: the same list the server checks (by content). */
export const ATTACHMENT_ACCEPT = acceptOf(ATTACHMENT_EXTENSIONS);

const contentTypes: Record<AttachmentExtension, AttachmentContentType> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export type AttachmentRefusal = 'type' | 'size' | 'empty' | 'duplicate' | 'count';

/**
 * The content type announced for a file, from its extension: browsers leave `File.type` empty for Word files
 * on some systems. The server checks the bytes whatever is announced. Null when the name is not accepted.
 */
export const contentTypeOf = (fileName: string): AttachmentContentType | null => contentTypeFor(contentTypes, fileName);

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
): FileScreening<F, AttachmentRefusal> {
  return screenFiles(picked, (file, accepted): AttachmentRefusal | null => {
    if (!contentTypeOf(file.name)) return 'type';
    const size = sizeProblem(file, limits.maxBytes);
    if (size) return size;
    if ([...chosen, ...accepted].some((other) => sameFile(other, file))) return 'duplicate';
    return chosen.length + accepted.length >= limits.maxFiles ? 'count' : null;
  });
}
