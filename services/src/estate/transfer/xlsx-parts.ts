import { crc32 } from 'node:zlib';

/** Why a workbook's ZIP cannot be read in order, in both languages (the reader answers IMPORT_FILE_INVALID). */
export class UnreadableParts extends Error {
  constructor(readonly reason: 'zip' | 'unzipped_too_large') {
    super(reason);
  }
}

/**
 * What the parts a workbook is read from may hold once unzipped, by their sizes in the ZIP's directory: in total, and
 * the shared strings (held in memory while the sheet is read; 50,000 rows of 20 distinct texts take about 40 MB).
 * A ZIP bomb is refused unread.
 */
export const MAX_UNZIPPED_BYTES = 512 * 1024 * 1024;
export const MAX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

interface Part {
  name: string;
  /** Where its local header starts, and where the next part (or the directory) starts. */
  start: number;
  end: number;
  unzippedBytes: number;
}

/** The parts of a ZIP by its central directory, each with the bytes of its local entry. */
function partsOf(zip: Buffer): Part[] {
  // The end-of-directory record: 22 bytes, then a comment of at most 65,535 bytes.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new UnreadableParts('zip');
  const count = zip.readUInt16LE(end + 10);
  const directory = zip.readUInt32LE(end + 16);
  // ZIP64 (more than 65,535 parts or 4 GB) is not a spreadsheet under 20 MB.
  if (count === 0xffff || directory === 0xffffffff || directory > end) throw new UnreadableParts('zip');
  const parts: Omit<Part, 'end'>[] = [];
  let at = directory;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new UnreadableParts('zip');
    const nameLength = zip.readUInt16LE(at + 28);
    const start = zip.readUInt32LE(at + 42);
    if (start >= directory) throw new UnreadableParts('zip');
    parts.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      start,
      unzippedBytes: zip.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  const starts = [...new Set(parts.map((part) => part.start)), directory].sort((a, b) => a - b);
  return parts.map((part) => ({ ...part, end: starts[starts.indexOf(part.start) + 1]! }));
}

/** A part stored as is (no compression), as a local entry of a ZIP. */
function storedPart(name: string, content: string): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_ENTRY, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);

/**
 * The local entries of a workbook's ZIP that a streaming reader needs, in the order it can read them without
 * unzipping anything to disk first: the relationships, the workbook, its styles and shared strings (an empty table
 * when it has none), then its worksheets by number. Excel writes the shared strings after the sheets, where a
 * streaming reader would have to set the sheets aside until it has them; in this order it reads the first sheet row
 * by row, and stops wherever its reader stops. The compressed bytes are the file's own: only their order changes.
 */
export function workbookInReadingOrder(zip: Buffer): Buffer[] {
  const parts = partsOf(zip);
  const named = (name: string) => parts.find((part) => part.name === name);
  const sheets = parts
    .filter((part) => Number.isFinite(sheetNumber(part.name)))
    .sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name));
  const wanted = [
    named('_rels/.rels'),
    named('xl/_rels/workbook.xml.rels'),
    named('xl/workbook.xml'),
    named('xl/styles.xml'),
    named('xl/sharedStrings.xml'),
    ...sheets,
  ].filter((part): part is Part => part !== undefined);
  if (!named('xl/workbook.xml') || !named('xl/_rels/workbook.xml.rels')) throw new UnreadableParts('zip');
  const unzipped = wanted.reduce((total, part) => total + part.unzippedBytes, 0);
  const sharedStrings = named('xl/sharedStrings.xml')?.unzippedBytes ?? 0;
  if (unzipped > MAX_UNZIPPED_BYTES || sharedStrings > MAX_SHARED_STRINGS_BYTES) {
    throw new UnreadableParts('unzipped_too_large');
  }
  const pieces = wanted.map((part) => zip.subarray(part.start, part.end));
  if (!named('xl/sharedStrings.xml')) {
    pieces.splice(pieces.length - sheets.length, 0, storedPart('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS));
  }
  return pieces;
}
