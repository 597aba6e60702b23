import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { FontRole } from './bidi-layout.js';

/** Regular or bold: every document font has both. */
export type FontWeight = 'regular' | 'bold';

/**
 * The fonts of generated documents. Arabic: Noto Naskh Arabic (SIL Open Font License) from
 * @fontsource/noto-naskh-arabic, its Arabic subset, embedded and subset by pdfkit, shaped by its fontkit. The
 * package ships WOFF and WOFF2 only; pdfkit reads WOFF but not WOFF2, and its fontkit inflates a WOFF table (in
 * JavaScript) each time it reads it, which made one Arabic page take seconds. So the WOFF file is unpacked once,
 * at load, into the TrueType font it wraps (woffToSfnt). Latin: Helvetica, one of the PDF standard fonts every viewer has
 * (nothing to embed; it has the Latin-1 characters, ² included, that Naskh's Latin subset lacks).
 */
const ARABIC_FILES: Record<FontWeight, string> = {
  regular: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
  bold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
};

const LATIN_FONTS: Record<FontWeight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** The name a document registers (Arabic) or uses (Latin) for a font role and weight. */
export const fontName = (role: FontRole, weight: FontWeight) =>
  role === 'arabic' ? `NotoNaskhArabic-${weight}` : LATIN_FONTS[weight];

export interface FontFile {
  name: string;
  data: Buffer;
}

/** The font files to register in each document, read (and unpacked) once. */
export function loadDocumentFonts(): FontFile[] {
  const require = createRequire(import.meta.url);
  return (Object.keys(ARABIC_FILES) as FontWeight[]).map((weight) => ({
    name: fontName('arabic', weight),
    data: woffToSfnt(readFileSync(require.resolve(ARABIC_FILES[weight]))),
  }));
}

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (W3C WOFF, section 5): each table inflated (zlib) when it is
 * stored compressed, laid out again behind an sfnt table directory, 4-byte aligned. Tables keep their order
 * (WOFF stores them sorted by tag, as sfnt wants) and their checksums.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('Damaged WOFF table');
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), SFNT_HEADER + SFNT_ENTRY * numTables);
  const sfnt = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  woff.copy(sfnt, 0, 4, 8); // flavor: the sfnt version
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * numTables;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    table.tag.copy(sfnt, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
