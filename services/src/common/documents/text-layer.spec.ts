import { inflateSync } from 'node:zlib';
import { loadDocumentFonts } from './document-fonts.js';
import { PdfDocument } from './pdf-document.js';

const fonts = loadDocumentFonts();
const createdAt = new Date('2025-03-01T09:00:00Z');

/** The decompressed streams of a PDF (content, fonts, CMaps), as latin1 text. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      found.push(inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  return found;
}

/** A ToUnicode CMap as written by pdfkit (bfrange arrays): code → characters. */
function toUnicode(cmap: string): Map<number, string> {
  const unicode = new Map<number, string>();
  for (const [, first, list] of cmap.matchAll(/<([0-9a-f]{4})>\s*<[0-9a-f]{4}>\s*\[([^\]]*)\]/gi)) {
    [...list!.matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, units], i) => {
      const codeUnits = units!.split(' ').filter(Boolean);
      unicode.set(parseInt(first!, 16) + i, String.fromCharCode(...codeUnits.map((u) => parseInt(u, 16))));
    });
  }
  return unicode;
}

/**
 * What a reader of the text layer gets for each piece of text drawn with the embedded font (one BT…ET block per
 * run), read as poppler and PDFium read it: the codes of its glyphs, left to right, each through the ToUnicode map,
 * a glyph's characters spread over it left to right unless all are right-to-left letters (a lam-alef: right to
 * left), then a right-to-left run read from the right. Only for documents that use one embedded font.
 */
function textLayer(pdf: Buffer, rtl: boolean[]): string[] {
  const all = streams(pdf);
  const cmaps = all.filter((s) => s.includes('beginbfrange'));
  expect(cmaps).toHaveLength(1);
  const unicode = toUnicode(cmaps[0]!);
  const blocks = all
    .flatMap((content) => [...content.matchAll(/BT([^]*?)ET/g)].map(([, block]) => block!))
    .filter((block) => /\[<(?:[0-9a-f]{4})+>/.test(block));
  return blocks.map((block, i) => {
    const glyphs = [...block.matchAll(/\[([^\]]*)\]\s*TJ/g)].flatMap(([, array]) =>
      [...array!.matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) => hex!.match(/.{4}/g) ?? []),
    );
    const placed = glyphs.flatMap((code) => {
      const chars = [...(unicode.get(parseInt(code, 16)) ?? '?')];
      return chars.every((char) => /(?=\p{L})\p{Script=Arabic}/u.test(char)) ? chars.reverse() : chars;
    });
    return (rtl[i] ? placed.reverse() : placed).join('');
  });
}

describe('the text layer of the embedded Arabic font', () => {
  const paragraphs = [
    // Letters that share a dotless shape (ب ن ي ت, ح ج خ), and the same glyph met for different letters.
    'بيانات العقد',
    'تاريخ البداية',
    'حي الياسمين نجمة خليج',
    // A hamza drawn apart from its alef, a lam-alef ligature, a tanween and a damma (marks drawn as glyphs).
    'عقد إيجار',
    'لا إله',
    'نقدًا شهرياً أُعد',
  ];

  it('reads back every run as the characters it was drawn from, in reading order', async () => {
    const doc = new PdfDocument(fonts, { direction: 'rtl', lang: 'ar', title: 'text', createdAt });
    for (const text of paragraphs) doc.paragraph(text);
    const pdf = await doc.end();
    const runs = doc.drawn.filter((run) => run.font === 'arabic');
    expect(
      textLayer(
        pdf,
        runs.map((run) => run.rtl),
      ),
    ).toEqual(runs.map((run) => run.text));
    expect(runs.map((run) => run.text)).toEqual(paragraphs);
  });

  it('keeps digits drawn left to right in the Arabic font in their order', async () => {
    const doc = new PdfDocument(fonts, { direction: 'rtl', lang: 'ar', title: 'digits', createdAt });
    const pdf = await doc.paragraph('المبلغ ١٢٬٥٠٠٫٧٥').end();
    const runs = doc.drawn.filter((run) => run.font === 'arabic');
    expect(runs.map((run) => run.text)).toEqual(['١٢٬٥٠٠٫٧٥', 'المبلغ ']);
    expect(
      textLayer(
        pdf,
        runs.map((run) => run.rtl),
      ),
    ).toEqual(['١٢٬٥٠٠٫٧٥', 'المبلغ ']);
  });

  it('embeds a copy of a glyph only for the meanings it is drawn with, and still subsets the font', async () => {
    const make = (text: string) =>
      new PdfDocument(fonts, { direction: 'rtl', lang: 'ar', title: 'size', createdAt }).paragraph(text).end();
    const small = await make('بيت');
    const shared = await make('بيت نبت تين بنت');
    // A handful of glyphs more (the dotless shapes again, for ن), not the whole font (some 500 KB).
    expect(shared.length - small.length).toBeLessThan(3_000);
    expect(shared.length).toBeLessThan(20_000);
  });
});
