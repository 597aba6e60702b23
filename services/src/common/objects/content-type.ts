import { ATTACHMENT_CONTENT_TYPES } from '@estate/contracts';
import type { FileHandle } from 'node:fs/promises';

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

/** Random access to the bytes being checked: a buffer in tests and for generated files, a file for uploads. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `position` (fewer at the end). */
  read(position: number, length: number): Promise<Buffer>;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (position, length) => buffer.subarray(position, Math.min(buffer.length, position + length)),
  };
}

export async function fileSource(handle: FileHandle): Promise<ByteSource> {
  const { size } = await handle.stat();
  return {
    size,
    read: async (position, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    },
  };
}

const HEAD_BYTES = 4096;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What the bytes are, by their content only (a name or a declared type is never trusted): one of
 * STORED_CONTENT_TYPES, or another type that is refused (named so the refusal can say what was found).
 */
export async function sniffContentType(source: ByteSource): Promise<string> {
  if (source.size === 0) return 'application/x-empty';
  const head = await source.read(0, HEAD_BYTES);

  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffCompoundFile(source, head);
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return sniffZip(source);
  }
  return sniffOther(head);
}

export const sniffBuffer = (buffer: Buffer) => sniffContentType(bufferSource(buffer));

/**
 * An OLE2 compound file holds Word, Excel and PowerPoint 97-2003 documents alike: it is a Word document only
 * when its directory has a `WordDocument` stream. Walks the directory's sector chain through the FAT.
 */
async function sniffCompoundFile(source: ByteSource, head: Buffer): Promise<string> {
  const fallback = 'application/x-ole-storage';
  if (head.length < 512) return fallback;
  const sectorShift = head.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return fallback;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  // The first 109 FAT sectors are listed in the header; a file under 10 MB never needs more.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const sector = head.readUInt32LE(0x4c + i * 4);
    if (sector >= 0xfffffffa) break;
    fatSectors.push(sector);
  }
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = async (sector: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined) return 0xfffffffe;
    const entry = await source.read(sectorOffset(fatSector) + (sector % entriesPerFatSector) * 4, 4);
    return entry.length === 4 ? entry.readUInt32LE(0) : 0xfffffffe;
  };

  const names = new Set<string>();
  let sector = head.readUInt32LE(0x30);
  for (let visited = 0; sector < 0xfffffffa && visited < 256; visited++) {
    const directory = await source.read(sectorOffset(sector), sectorSize);
    for (let offset = 0; offset + 128 <= directory.length; offset += 128) {
      const nameBytes = Math.min(64, directory.readUInt16LE(offset + 0x40));
      if (nameBytes >= 2) names.add(directory.toString('utf16le', offset, offset + nameBytes - 2));
    }
    sector = await nextSector(sector);
  }
  if (names.has('WordDocument')) return 'application/msword';
  if (names.has('Workbook') || names.has('Book')) return 'application/vnd.ms-excel';
  if (names.has('PowerPoint Document')) return 'application/vnd.ms-powerpoint';
  return fallback;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record (22 bytes) may be followed by a comment of up to 64 KiB. */
const EOCD_SEARCH_BYTES = 22 + 0xffff;

/**
 * A ZIP is a Word document (DOCX) only when its central directory lists `[Content_Types].xml` and entries
 * under `word/`; a plain ZIP, a spreadsheet or a presentation is something else.
 */
async function sniffZip(source: ByteSource): Promise<string> {
  const fallback = 'application/zip';
  const tailStart = Math.max(0, source.size - EOCD_SEARCH_BYTES);
  const tail = await source.read(tailStart, source.size - tailStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return fallback;
  const entryCount = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > source.size || directorySize > 4 * 1024 * 1024) return fallback;
  const directory = await source.read(directoryOffset, directorySize);

  const names: string[] = [];
  let offset = 0;
  for (let i = 0; i < entryCount && offset + 46 <= directory.length; i++) {
    if (directory.readUInt32LE(offset) !== CENTRAL_HEADER_SIGNATURE) break;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    names.push(directory.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (!names.includes('[Content_Types].xml')) return fallback;
  const hasFolder = (folder: string) => names.some((name) => name.startsWith(folder));
  if (hasFolder('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (hasFolder('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (hasFolder('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return fallback;
}

/** Control characters that do not occur in text (tab, line breaks and form feed do). */
function isBinaryControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x09 || (code > 0x0d && code < 0x20) || code === 0x7f;
}

/** Common refused types, so the answer can say what the file really is. */
function sniffOther(head: Buffer): string {
  if (startsWith(head, [0x1f, 0x8b])) return 'application/gzip';
  if (startsWith(head, ascii('Rar!\x1a\x07'))) return 'application/vnd.rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'application/x-7z-compressed';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-elf';
  if (startsWith(head, ascii('MZ'))) return 'application/vnd.microsoft.portable-executable';
  if (startsWith(head, ascii('II*\0')) || startsWith(head, ascii('MM\0*'))) return 'image/tiff';
  if (startsWith(head, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(head, ascii('{\\rtf'))) return 'application/rtf';
  if (startsWith(head, ascii('%!PS'))) return 'application/postscript';
  // A multi-byte character cut by the end of the head is not an encoding error.
  const decoded = new TextDecoder().decode(head.length === HEAD_BYTES ? head.subarray(0, HEAD_BYTES - 3) : head);
  if (decoded.includes('\uFFFD') || [...decoded].some(isBinaryControl)) return 'application/octet-stream';
  const text = decoded
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (text.includes('<svg')) return 'image/svg+xml';
  if (text.startsWith('<!doctype html') || text.includes('<html') || text.includes('<script')) return 'text/html';
  if (text.startsWith('<?xml')) return 'application/xml';
  return 'text/plain';
}

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
