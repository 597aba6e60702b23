/**
 * A small PDF 1.4 writer for generated one-page documents in Latin script: text in the base-14 Helvetica fonts
 * (no font embedded) and filled rectangles, on an A4 page. Byte offsets of the cross-reference table are
 * computed from the exact bytes written.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;

export type Rgb = readonly [number, number, number];

export interface PdfText {
  text: string;
  x: number;
  /** Baseline, from the bottom of the page. */
  y: number;
  size: number;
  bold?: boolean;
  color?: Rgb;
}

export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

export interface PdfPage {
  texts: readonly PdfText[];
  rects?: readonly PdfRect[];
}

/** Helvetica advance widths (1/1000 em) of the printable ASCII characters, from the font's AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** Width of `text` in points. Bold is estimated (Helvetica-Bold runs about 10% wider); other characters as an `n`. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : 556;
  }
  return (units * size * (bold ? 1.1 : 1)) / 1000;
}

/** Splits `text` into lines no wider than `width` (a word longer than a line stays whole). */
export function wrapText(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** WinAnsiEncoding bytes of the characters outside Latin-1 that the fonts can show. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** A PDF literal string in WinAnsiEncoding; characters the base fonts cannot show become `?`. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const byte =
      WIN_ANSI_EXTRAS[char] ?? ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x7f) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const num = (value: number) => String(Math.round(value * 100) / 100);
const rgb = (color: Rgb) => color.map((c) => num(c)).join(' ');

/** One A4 page as a complete PDF file. */
export function writePdf(page: PdfPage, info: { title: string; author?: string }): Buffer {
  const content = [
    ...(page.rects ?? []).map(
      (r) => `${rgb(r.color)} rg ${num(r.x)} ${num(r.y)} ${num(r.width)} ${num(r.height)} re f`,
    ),
    ...page.texts.map(
      (t) =>
        `BT /${t.bold ? 'F2' : 'F1'} ${num(t.size)} Tf ${rgb(t.color ?? [0, 0, 0])} rg ` +
        `${num(t.x)} ${num(t.y)} Td ${pdfString(t.text)} Tj ET`,
    ),
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(info.title)}${info.author ? ` /Author ${pdfString(info.author)}` : ''} >>`,
  ];

  // Every string above is ASCII or already escaped to ASCII, except the binary marker of the header.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
