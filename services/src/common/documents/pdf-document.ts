import PDFDocument from 'pdfkit';
import { type FontRole, layoutParagraph, type TextDirection, type TextLine, type TextRun } from './bidi-layout.js';
import { type FontFile, fontName, type FontWeight } from './document-fonts.js';
import { useExactTextLayer } from './text-layer.js';
import { reportProgress } from '../workers/task-progress.js';

export const A4 = { width: 595.28, height: 841.89 } as const;

export interface DocumentOptions {
  /** `rtl` for Arabic documents: lines start at the right margin, tables read from the right. */
  direction: TextDirection;
  /** The document's language (`ar`, `en`), written in the PDF for screen readers. */
  lang: string;
  title: string;
  author?: string;
  /** The date in the PDF's metadata (default: now). The same content and date always give the same bytes. */
  createdAt?: Date;
  /** Page margin in points (default 48). */
  margin?: number;
  /**
   * The rows its key-value tables will hold in all, when known: each row laid out and drawn is then reported as
   * progress (task-progress.ts) to whoever waits for the document.
   */
  rows?: number;
}

export interface TextStyle {
  /** Font size in points (default 11). */
  size?: number;
  bold?: boolean;
  /** `#rrggbb` (default near-black). */
  color?: string;
}

/** One run as drawn, for tests and checks: its page (0-based), left edge, baseline, size and font. */
export interface DrawnRun extends TextRun {
  page: number;
  y: number;
  size: number;
  fontName: string;
}

const INK = '#1f2933';
const MUTED = '#5f6b73';
const LINE_SPACING = 1.6;
/** Baseline below the top of a line box, in ems: room for Naskh's tall letters and marks above it. */
const ASCENT = 1.15;

/**
 * fontkit (pdfkit's shaping engine) takes a script tag where pdfkit passes OpenType features, and derives the
 * direction from it. Without it fontkit guesses the script from the text and lays every Arabic-script run right
 * to left, Arabic-Indic digits included, which reverses a number (٥٬٠٠٠ came out as ٠٠٠٬٥). The bidi pass has
 * already decided each run's direction; this tells fontkit.
 */
const scriptOf = (rtl: boolean) => (rtl ? 'arab' : 'latn') as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/**
 * One generated PDF (A4) in Arabic or English, built from a few blocks: band, heading, paragraph, key-value
 * table, footer. Text goes through the bidi layout (bidi-layout.ts), so Arabic is shaped and right to left and
 * numbers, Latin words and units inside it read in the right order. Pages are added as the content needs.
 */
export class PdfDocument {
  /** Every run drawn so far, in drawing order. */
  readonly drawn: DrawnRun[] = [];
  private readonly doc: PDFKit.PDFDocument;
  private readonly margin: number;
  private readonly rtl: boolean;
  private readonly footers: { text: string; style: TextStyle }[] = [];
  private readonly finished: Promise<Buffer>;
  private page = 0;
  /** Table rows laid out plus rows drawn: twice `options.rows` at the end. */
  private rowSteps = 0;
  /** Top of the next block, from the top of the page. */
  private y: number;

  constructor(
    fonts: readonly FontFile[],
    private readonly options: DocumentOptions,
  ) {
    this.margin = options.margin ?? 48;
    this.rtl = options.direction === 'rtl';
    this.y = this.margin;
    this.doc = new PDFDocument({
      size: [A4.width, A4.height],
      margin: 0,
      bufferPages: true,
      lang: options.lang,
      displayTitle: true,
      info: {
        Title: options.title,
        ...(options.author ? { Author: options.author } : {}),
        Producer: 'estate documents',
        Creator: 'estate documents',
        CreationDate: options.createdAt ?? new Date(),
      },
    });
    for (const font of fonts) this.doc.registerFont(font.name, font.data);
    const chunks: Buffer[] = [];
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  get contentWidth(): number {
    return A4.width - this.margin * 2;
  }

  /** A full-width coloured band across the top of the page, its lines in `textColor` (white by default). */
  band(lines: readonly { text: string; style?: TextStyle }[], options: { color: string; textColor?: string }): this {
    const padding = 24;
    const laid = lines.map(({ text, style = {} }) => ({ style, lines: this.layout(text, style, this.contentWidth) }));
    const height = padding * 2 + laid.reduce((sum, { style, lines: l }) => sum + l.length * this.lineHeight(style), 0);
    this.doc.rect(0, 0, A4.width, height).fill(options.color);
    this.y = padding;
    for (const { style, lines: l } of laid) {
      this.drawLines(l, { ...style, color: options.textColor ?? '#ffffff' }, this.margin, this.contentWidth);
    }
    this.y = height + 28;
    return this;
  }

  heading(text: string, options: { level?: 1 | 2; color?: string } = {}): this {
    const style: TextStyle = { size: options.level === 2 ? 14 : 22, bold: true, color: options.color };
    this.ensureRoom(this.lineHeight(style) * 2);
    this.drawLines(this.layout(text, style, this.contentWidth), style, this.margin, this.contentWidth);
    this.y += options.level === 2 ? 2 : 6;
    return this;
  }

  paragraph(text: string, style: TextStyle = {}): this {
    this.drawLines(this.layout(text, style, this.contentWidth), style, this.margin, this.contentWidth);
    this.y += 8;
    return this;
  }

  /** Label and value rows on a light background; the labels on the start side (the right in Arabic). */
  keyValueTable(
    rows: readonly (readonly [label: string, value: string])[],
    options: { labelWidth?: number } = {},
  ): this {
    const padding = 14;
    const gap = 12;
    const labelWidth = options.labelWidth ?? 170;
    const valueWidth = this.contentWidth - padding * 2 - labelWidth - gap;
    const labelStyle: TextStyle = { color: MUTED };
    const valueStyle: TextStyle = { bold: true };
    const laid = rows.map(([label, value]) => {
      const row = {
        label: this.layout(label, labelStyle, labelWidth),
        value: this.layout(value, valueStyle, valueWidth),
      };
      this.rowStep();
      return row;
    });
    const rowHeight = (row: (typeof laid)[number]) =>
      Math.max(row.label.length * this.lineHeight(labelStyle), row.value.length * this.lineHeight(valueStyle));
    const total = laid.reduce((sum, row) => sum + rowHeight(row), 0) + padding;
    this.ensureRoom(Math.min(total, A4.height - this.margin * 3));
    this.doc.rect(this.margin, this.y, this.contentWidth, total).fill('#eff4f2');
    this.y += padding / 2;
    const labelX = this.rtl ? A4.width - this.margin - padding - labelWidth : this.margin + padding;
    const valueX = this.rtl ? this.margin + padding : labelX + labelWidth + gap;
    for (const row of laid) {
      this.ensureRoom(rowHeight(row));
      const top = this.y;
      this.drawLines(row.label, labelStyle, labelX, labelWidth);
      this.y = top;
      this.drawLines(row.value, valueStyle, valueX, valueWidth);
      this.y = top + rowHeight(row);
      this.rowStep();
    }
    this.y += padding / 2 + 12;
    return this;
  }

  /** One more row laid out or drawn, reported when the document knows its rows. */
  private rowStep(): void {
    this.rowSteps += 1;
    if (this.options.rows) reportProgress(this.rowSteps, this.options.rows * 2);
  }

  spacer(points: number): this {
    this.y += points;
    return this;
  }

  /** A PNG `size` points square at the start side of the line (the right in Arabic), e.g. a QR code. */
  image(png: Buffer, size: number): this {
    this.ensureRoom(size + 8);
    const x = this.rtl ? A4.width - this.margin - size : this.margin;
    this.doc.image(png, x, this.y, { width: size, height: size });
    this.y += size + 12;
    return this;
  }

  /** A line at the bottom of every page (drawn when the document ends, on each page). */
  footer(text: string, style: TextStyle = {}): this {
    this.footers.push({ text, style: { size: 9, color: MUTED, ...style } });
    return this;
  }

  /** Finishes the document: the bytes of the PDF. */
  async end(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      this.doc.switchToPage(page);
      this.page = page;
      let bottom = A4.height - this.margin / 2;
      for (const { text, style } of [...this.footers].reverse()) {
        const lines = this.layout(text, style, this.contentWidth);
        bottom -= lines.length * this.lineHeight(style);
        this.y = bottom;
        this.drawLines(lines, style, this.margin, this.contentWidth, { breakPages: false });
      }
    }
    this.doc.end();
    return this.finished;
  }

  /**
   * Makes a font current; an embedded (Arabic) one writes a text layer equal to the text drawn (text-layer.ts), so
   * the letters copied or searched are those shown.
   */
  private useFont(role: FontRole, weight: FontWeight, size: number): string {
    const name = fontName(role, weight);
    this.doc.font(name).fontSize(size);
    if (role === 'arabic') useExactTextLayer((this.doc as unknown as { _font: unknown })._font);
    return name;
  }

  private lineHeight(style: TextStyle): number {
    return (style.size ?? 11) * LINE_SPACING;
  }

  private weight(style: TextStyle): FontWeight {
    return style.bold ? 'bold' : 'regular';
  }

  private layout(text: string, style: TextStyle, width: number): TextLine[] {
    const size = style.size ?? 11;
    const weight = this.weight(style);
    return layoutParagraph(text, this.options.direction, width, (runText, font, rtl) => {
      this.useFont(font, weight, size);
      return this.doc.widthOfString(runText, font === 'arabic' ? { features: scriptOf(rtl) } : {});
    });
  }

  /** Starts a new page when fewer than `height` points are left above the bottom margin and the footers. */
  private ensureRoom(height: number): void {
    const footerRoom = this.footers.length * 20 + this.margin;
    if (this.y + height <= A4.height - footerRoom) return;
    this.doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    this.page++;
    this.y = this.margin;
  }

  /** Draws laid-out lines in a box of `width` starting at `left`, each line at the box's start edge. */
  private drawLines(
    lines: readonly TextLine[],
    style: TextStyle,
    left: number,
    width: number,
    { breakPages = true } = {},
  ): void {
    const size = style.size ?? 11;
    const weight = this.weight(style);
    for (const line of lines) {
      if (breakPages) this.ensureRoom(this.lineHeight(style));
      const baseline = this.y + size * ASCENT;
      const start = this.rtl ? left + width - line.width : left;
      for (const run of line.runs) this.drawRun(run, start + run.x, baseline, size, weight, style.color ?? INK);
      this.y += this.lineHeight(style);
    }
  }

  private drawRun(run: TextRun, x: number, baseline: number, size: number, weight: FontWeight, color: string): void {
    const name = this.useFont(run.font, weight, size);
    this.doc.fillColor(color);
    const options = { lineBreak: false, baseline: 'alphabetic' as const };
    if (run.font === 'arabic') {
      // fontkit shapes the run in logical order and lays it out in the direction the bidi pass gave it.
      this.doc.text(run.text, x, baseline, { ...options, features: scriptOf(run.rtl) });
    } else {
      // Helvetica draws characters as given: a right-to-left run of Latin characters (punctuation between
      // Arabic words) is turned around here.
      this.doc.text(run.rtl ? [...run.text].reverse().join('') : run.text, x, baseline, options);
    }
    this.drawn.push({ ...run, x, y: baseline, page: this.page, size, fontName: name });
  }
}

export type { FontRole, TextDirection };
