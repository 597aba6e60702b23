import { sniffBuffer } from './content-type.js';
import { textWidth, wrapText, writePdf } from './simple-pdf.js';

const sample = () =>
  writePdf(
    {
      rects: [{ x: 0, y: 780, width: 595.28, height: 62, color: [0.06, 0.36, 0.3] }],
      texts: [
        { text: 'Modern villa (for sale) in Al Malqa, Riyadh', x: 40, y: 800, size: 20, bold: true },
        { text: 'Area: 320 m² – SAR 2,450,000 \\ back', x: 40, y: 760, size: 12 },
        { text: 'فيلا', x: 40, y: 740, size: 12 },
      ],
    },
    { title: 'Brochure (test)' },
  );

describe('writePdf', () => {
  it('writes a PDF the content check recognises', async () => {
    const pdf = sample();
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
    expect(await sniffBuffer(pdf)).toBe('application/pdf');
  });

  it('points startxref at the table and every table entry at its object', () => {
    const pdf = sample();
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('gives the content stream its exact length', () => {
    const text = sample().toString('latin1');
    const [, length, stream] = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Buffer.byteLength(stream!, 'latin1')).toBe(Number(length));
  });

  it('escapes parentheses and backslashes and encodes text in WinAnsi', () => {
    const text = sample().toString('latin1');
    expect(text).toContain('(Modern villa \\(for sale\\) in Al Malqa, Riyadh) Tj');
    expect(text).toContain('(Area: 320 m\\262 \\226 SAR 2,450,000 \\\\ back) Tj');
    expect(text).toContain('(????) Tj');
    expect(text).toContain('/Title (Brochure \\(test\\))');
  });
});

describe('wrapText', () => {
  it('measures with the Helvetica metrics', () => {
    expect(textWidth('Hello', 10)).toBeCloseTo(22.78, 2);
  });

  it('breaks between words to fit the width', () => {
    const lines = wrapText('Elegant apartment for sale in Obhur Al Shamaliyah, Jeddah', 20, 300);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(300);
    expect(lines.join(' ')).toBe('Elegant apartment for sale in Obhur Al Shamaliyah, Jeddah');
  });
});
