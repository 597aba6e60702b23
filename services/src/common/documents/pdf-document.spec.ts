import { inflateSync } from 'node:zlib';
import { visualText } from './bidi-layout.js';
import { documentFactory } from './document-factory.js';

const documents = documentFactory();
const createdAt = new Date('2025-03-01T09:00:00Z');

/** The decompressed streams of a PDF (content, fonts, CMaps), as latin1 text. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      found.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  return found;
}

/**
 * The text shown with the embedded Arabic font (2-byte glyph ids), one entry per text operation in drawing order,
 * each decoded through the font's ToUnicode map: the characters as they sit on the page, left to right. (Only for
 * documents with one embedded font: glyph ids are per font.)
 */
function shownArabicText(pdf: Buffer): { x: number; text: string }[] {
  const all = streams(pdf);
  const cmap = all.find((s) => s.includes('beginbfrange'))!;
  const unicode = new Map<number, string>();
  const hex = (h: string) => parseInt(h, 16);
  for (const [, first, , list] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]{4})>\s*\[([^\]]*)\]/gi)) {
    [...list!.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, code], i) =>
      unicode.set(hex(first!) + i, String.fromCodePoint(hex(code!))),
    );
  }
  const shown: { x: number; text: string }[] = [];
  for (const content of all.filter((s) => s.includes(' TJ'))) {
    for (const [, x, glyphs] of content.matchAll(
      /1 0 0 1 ([\d.]+) [\d.]+ Tm\s*\/F\d+ [\d.]+ Tf\s*\[<((?:[0-9a-f]{4})+)>/gi,
    )) {
      const text = glyphs!.match(/.{4}/g)!.map((id) => unicode.get(hex(id)) ?? '?');
      shown.push({ x: Number(x), text: text.join('') });
    }
  }
  return shown;
}

describe('PdfDocument', () => {
  it('writes a PDF with the Arabic font embedded, the language and the title', async () => {
    const doc = documents.create({ direction: 'rtl', lang: 'ar', title: 'كتيب العقار', createdAt });
    const pdf = await doc.heading('كتيب العقار').paragraph('Latin text, 320 m²').end();
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoNaskhArabic-Bold/);
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).toContain('/Lang (ar)');
    // The title, a UTF-16 string (parentheses and backslashes escaped) in the document information.
    const titleObject = /\/Title (\d+) 0 R/.exec(text)![1];
    const title = new RegExp(`\\n${titleObject} 0 obj\\n\\(([^]*?)\\)\\nendobj`).exec(text)![1]!;
    const utf16 = Buffer.from(title.replace(/\\([()\\])/g, '$1'), 'latin1');
    expect(utf16.subarray(2).swap16().toString('utf16le')).toBe('كتيب العقار');
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('draws a number inside an Arabic line left to right, between the label and the currency', async () => {
    const doc = documents.create({ direction: 'rtl', lang: 'ar', title: 'price', createdAt });
    const pdf = await doc.paragraph('السعر ٥٬٠٠٠ ر.س').end();
    const shown = shownArabicText(pdf);
    const number = shown.find((s) => /[٠-٩]/.test(s.text))!;
    const label = shown.find((s) => s.text.includes('س') && s.text.includes('ل'))!;
    // On the page, as printed: the digits in reading order (not ٠٠٠٬٥), the label's letters right to left.
    expect(number.text).toBe('٥٬٠٠٠');
    expect(label.text).toBe([...'السعر '].reverse().join(''));
    // Right to left: the label (read first) at the right, the number left of it, the currency further left.
    const currency = shown.find((s) => s.text.includes('ر') && !s.text.includes('س'))!;
    expect(label.x).toBeGreaterThan(number.x);
    expect(number.x).toBeGreaterThan(currency.x);
    // The line ends at the right margin.
    const runs = doc.drawn;
    const right = Math.max(...runs.map((run) => run.x + run.width));
    expect(right).toBeCloseTo(595.28 - 48, 1);
  });

  it('puts a table’s labels on the start side: the right in Arabic, the left in English', async () => {
    const rows = [['المساحة', '٣٢٠ م²']] as const;
    const ar = documents.create({ direction: 'rtl', lang: 'ar', title: 't', createdAt }).keyValueTable(rows);
    const en = documents
      .create({ direction: 'ltr', lang: 'en', title: 't', createdAt })
      .keyValueTable([['Area', '320 m²']]);
    await Promise.all([ar.end(), en.end()]);
    const arLabel = ar.drawn.find((run) => run.text === 'المساحة')!;
    const arValue = ar.drawn.find((run) => run.text === '٣٢٠')!;
    expect(arLabel.x).toBeGreaterThan(arValue.x);
    const valueRuns = ar.drawn.filter((run) => run.y === arValue.y && run !== arLabel);
    expect(valueRuns.map(visualText)).toEqual(['²', 'م ', '٣٢٠']);
    const enLabel = en.drawn.find((run) => run.text === 'Area')!;
    const enValue = en.drawn.find((run) => run.text === '320 m²')!;
    expect(enLabel.x).toBeLessThan(enValue.x);
    expect(enValue.fontName).toBe('Helvetica-Bold');
  });

  it('adds pages as the content needs, with the footer on each', async () => {
    const doc = documents.create({ direction: 'ltr', lang: 'en', title: 'long', createdAt });
    for (let i = 0; i < 60; i++) doc.paragraph(`Paragraph ${i + 1} of a long report.`);
    await doc.footer('Page footer').end();
    const pages = new Set(doc.drawn.map((run) => run.page));
    expect(pages.size).toBeGreaterThan(1);
    const footers = doc.drawn.filter((run) => run.text === 'Page footer');
    expect(footers.map((run) => run.page)).toEqual([...pages].sort());
    for (const run of doc.drawn) expect(run.y).toBeLessThan(841.89);
  });

  it('gives the same bytes for the same content and date', async () => {
    const make = () =>
      documents
        .create({ direction: 'rtl', lang: 'ar', title: 'ثابت', createdAt })
        .heading('عنوان')
        .paragraph('نص ١٢٣')
        .end();
    expect((await make()).equals(await make())).toBe(true);
  });
});
