import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadDocumentFonts, woffToSfnt } from './document-fonts.js';

/** The sfnt checksum of a table: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  const woff = readFileSync(
    createRequire(__filename).resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'),
  );

  it('unpacks every table of the WOFF font behind an sfnt directory, each matching its checksum', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let i = 0; i < numTables; i++) {
      const entry = 12 + i * 16;
      const tag = sfnt.toString('latin1', entry, entry + 4);
      const offset = sfnt.readUInt32BE(entry + 8);
      expect(offset % 4).toBe(0);
      const data = sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12));
      // head's checksum leaves out its checkSumAdjustment field.
      const table = tag === 'head' ? Buffer.concat([data.subarray(0, 8), Buffer.alloc(4), data.subarray(12)]) : data;
      expect({ tag, checksum: checksum(table) }).toEqual({ tag, checksum: sfnt.readUInt32BE(entry + 4) });
      tags.push(tag);
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'glyf', 'cmap']));
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('%PDF-1.4 not a font at all, long enough for a header'))).toThrow('Not a WOFF');
  });

  it('loads the regular and bold Arabic fonts', () => {
    expect(loadDocumentFonts().map((font) => font.name)).toEqual(['NotoNaskhArabic-regular', 'NotoNaskhArabic-bold']);
  });
});
