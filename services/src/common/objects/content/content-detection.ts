import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { isText } from './text-check.js';
import { open } from 'node:fs/promises';

/** The bytes to look at: a received upload (a staged file) or bytes the server made. */
export type DetectionInput = { path: string } | { buffer: Buffer };

/** Random access to those bytes, for the one format read here (see wordOrOtherCompoundFile). */
interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `position` (fewer at the end). */
  read(position: number, length: number): Promise<Buffer>;
}

const HEAD_BYTES = 4096;

/**
 * What the bytes are, by their content only (a name or a declared type is never trusted), as `file-type` reads
 * them: one of the stored types, or another type that is refused, named so the refusal can say what was found.
 * Two answers are refined here, because `file-type` stops at the container or has no answer:
 * - an OLE2 compound file (`application/x-cfb`) holds Word, Excel and PowerPoint 97-2003 documents alike; it is a
 *   Word document only when its directory has a `WordDocument` stream;
 * - content it does not recognise is named `application/x-empty`, `text/plain` or `application/octet-stream`.
 */
export async function detectContentType(input: DetectionInput): Promise<string> {
  if ('buffer' in input) return refine(await fileTypeFromBuffer(input.buffer), bufferSource(input.buffer));
  const handle = await open(input.path);
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      read: async (position, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await refine(await fileTypeFromFile(input.path), source);
  } finally {
    await handle.close();
  }
}

function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (position, length) => buffer.subarray(position, Math.min(buffer.length, position + length)),
  };
}

async function refine(detected: { mime: string } | undefined, source: ByteSource): Promise<string> {
  if (detected?.mime === 'application/x-cfb') return wordOrOtherCompoundFile(source);
  if (detected) return detected.mime;
  if (source.size === 0) return 'application/x-empty';
  return isText(await source.read(0, HEAD_BYTES), HEAD_BYTES) ? 'text/plain' : 'application/octet-stream';
}

/**
 * Word 97-2003 (`application/msword`, an attachment type the forms accept) or another OLE2 compound file: walks
 * the directory's sector chain through the FAT for a `WordDocument` stream. `file-type` has no detector for it.
 */
async function wordOrOtherCompoundFile(source: ByteSource): Promise<string> {
  const fallback = 'application/x-cfb';
  const head = await source.read(0, 512);
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
