import { ATTACHMENT_CONTENT_TYPES } from '@estate/contracts';

/** Types the object store keeps: the attachment types, plus WebP for photos. Everything else is refused. */
export const STORED_CONTENT_TYPES = [...ATTACHMENT_CONTENT_TYPES, 'image/webp'] as const;
export type StoredContentType = (typeof STORED_CONTENT_TYPES)[number];

export const isStoredContentType = (type: string): type is StoredContentType =>
  (STORED_CONTENT_TYPES as readonly string[]).includes(type);

/** The usual extension of each stored type, and the others that name the same type. */
export const EXTENSIONS: Record<StoredContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** The file name with an extension that matches the content (`photo.pdf` holding a PNG becomes `photo.png`). */
export function withMatchingExtension(fileName: string, type: StoredContentType): string {
  const extensions = EXTENSIONS[type];
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(extension)) return fileName;
  const knownExtension = Object.values(EXTENSIONS).some((names) => names.includes(extension));
  const base = knownExtension ? fileName.slice(0, dot) : fileName;
  return `${base}.${extensions[0]}`;
}
