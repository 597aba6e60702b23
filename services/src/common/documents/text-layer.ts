/**
 * The text layer of an embedded font: which characters each drawn glyph stands for, so that copying, searching and
 * screen readers get the letters the page shows.
 *
 * pdfkit writes one ToUnicode entry per glyph, the characters fontkit reports for the glyph the first time it is
 * drawn. That is wrong for Arabic in three ways. A glyph is shared by several letters: Noto Naskh draws ب ت ث ن ي
 * (and ج ح خ, س ش...) with one dotless shape and the dots as glyphs of their own, so بيانات read back as بيابات.
 * fontkit keeps one Glyph object per glyph id, created with the characters of its first use (its shaping state
 * knows better, but the glyphs it hands back are those cached objects). And the hamza or dots split off a letter
 * read as nothing, so إيجار read back as ايجار.
 *
 * So the characters are taken from the shaping itself: fontkit's layout engine tracks, per output glyph, the
 * characters it came from (ligatures carry all of theirs, glyphs split off a letter carry none). A glyph drawn for
 * different characters gets one code per meaning: the font subset holds a copy of the glyph under another id (a
 * few hundred bytes each), and each id has its own ToUnicode entry. A combining mark (a fatha, a tanween) drawn as
 * its own glyph is written with its letter, the letter's glyph standing for both: readers take a mark drawn apart,
 * at the letter's own place, for a duplicate or a word of its own.
 *
 * The hooks reach into pdfkit's EmbeddedFont and fontkit's layout engine (both pinned in services/package.json);
 * text-layer.spec.ts and pdf-document.spec.ts fail if either moves.
 */

interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
  [key: string]: number | undefined;
}

interface FontkitRun {
  glyphs: FontkitGlyph[];
  positions: GlyphPosition[];
  direction: 'ltr' | 'rtl';
}

interface ShapedGlyphInfo {
  codePoints: number[];
}

interface FontkitFont {
  layout(glyphs: FontkitGlyph[], script: unknown): FontkitRun;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  _layoutEngine?: { engine?: { glyphInfos: ShapedGlyphInfo[] | null; cleanup(): void } | null };
}

/** The parts of pdfkit's EmbeddedFont (one per font per document) this module replaces or fills in. */
interface EmbeddedFont {
  font: FontkitFont;
  scale: number;
  subset: { glyphs: number[]; includeGlyph(glyph: number): number };
  unicode: number[][];
  widths: number[];
  layoutRun(text: string, features?: unknown): FontkitRun & { texts: string[] };
  encode(text: string, features?: unknown): [string[], GlyphPosition[]];
}

const COMBINING_MARKS = /^\p{M}+$/u;
const ARABIC_LETTERS = /^(?:(?=\p{L})\p{Script=Arabic})+$/u;
const withTextLayer = new WeakSet<object>();

/**
 * Shapes `text` and answers, besides fontkit's run, the characters each glyph stands for, in the run's glyph order
 * (left to right). fontkit is given glyphs that carry their own characters (not its shared cache objects), and its
 * per-glyph record is read just before the engine lets it go.
 */
function shape(font: FontkitFont, text: string, script: unknown): { run: FontkitRun; texts: string[] } {
  const glyphs = [...text].map((char) => {
    const codePoint = char.codePointAt(0)!;
    return Object.create(font.glyphForCodePoint(codePoint), { codePoints: { value: [codePoint] } }) as FontkitGlyph;
  });
  const engine = font._layoutEngine?.engine;
  let shaped: number[][] | null = null;
  let run: FontkitRun;
  if (engine) {
    const cleanup = engine.cleanup;
    engine.cleanup = function (this: NonNullable<typeof engine>) {
      shaped = this.glyphInfos?.map((info) => info.codePoints) ?? null;
      cleanup.call(this);
    };
    try {
      run = font.layout(glyphs, script);
    } finally {
      engine.cleanup = cleanup;
    }
  } else {
    run = font.layout(glyphs, script);
  }
  return { run, texts: glyphTexts(text, run, shaped) };
}

/**
 * The characters of each glyph, left to right. `shaped` is in reading order (fontkit turns a right-to-left run
 * around only at the end); marks join the letter before them. Should the record not add up to the text (a fontkit
 * that no longer keeps it), the first glyph read stands for the whole run, so the text is still all there.
 */
function glyphTexts(text: string, run: FontkitRun, shaped: number[][] | null): string[] {
  const count = run.glyphs.length;
  let texts: string[] = [];
  if (shaped && shaped.length === count) {
    texts = shaped.map((codePoints) => String.fromCodePoint(...codePoints));
    let letter = -1;
    texts.forEach((chars, i) => {
      if (letter >= 0 && COMBINING_MARKS.test(chars)) {
        texts[letter] += chars;
        texts[i] = '';
      } else if (chars) {
        letter = i;
      }
    });
  }
  if (texts.join('') !== text) texts = Array.from({ length: count }, (_, i) => (i === 0 ? text : ''));
  if (run.direction === 'ltr') return texts;
  // Readers (poppler, PDFium) spread a glyph's characters over it left to right, unless all of them are right-to-left
  // letters (a lam-alef), then turn the right-to-left line around: a letter with its mark is written as it sits on
  // the line, so that it reads back letter first.
  return texts.reverse().map((chars) => (chars.length > 1 && !ARABIC_LETTERS.test(chars) ? reversed(chars) : chars));
}

const reversed = (chars: string) => [...chars].reverse().join('');

/**
 * Makes `font` (pdfkit's current font, an embedded one) write a text layer equal to the text drawn with it. Safe to
 * call on every use: it changes a font once; standard fonts (Helvetica, nothing embedded) are left as they are.
 */
export function useExactTextLayer(font: unknown): void {
  const embedded = font as Partial<EmbeddedFont> | null;
  if (!embedded?.subset || !embedded.font || withTextLayer.has(embedded)) return;
  withTextLayer.add(embedded);
  const codes = new Map<string, number>();

  embedded.layoutRun = function (this: EmbeddedFont, text: string, features?: unknown) {
    const { run, texts } = shape(this.font, text, features);
    run.positions.forEach((position, i) => {
      for (const key of Object.keys(position)) position[key]! *= this.scale;
      position.advanceWidth = run.glyphs[i]!.advanceWidth * this.scale;
    });
    return Object.assign(run, { texts });
  };

  embedded.encode = function (this: EmbeddedFont, text: string, features?: unknown) {
    // The whole run shaped at once (pdfkit's own encode lays out unshaped text word by word; this font always gets
    // a script, as pdf-document.ts draws with one).
    const { glyphs, positions, texts } = this.layoutRun(text, features);
    const encoded = glyphs.map((glyph, i) => {
      const chars = texts[i]!;
      const key = `${glyph.id} ${chars}`;
      let code = codes.get(key);
      if (code === undefined) {
        code = this.subset.includeGlyph(glyph.id);
        const mapped = this.unicode[code];
        if (mapped && String.fromCodePoint(...mapped) !== chars) {
          // The glyph already stands for other characters: a copy of it under a code of its own.
          this.subset.glyphs.push(glyph.id);
          code = this.subset.glyphs.length - 1;
        }
        this.unicode[code] = [...chars].map((char) => char.codePointAt(0)!);
        this.widths[code] = glyph.advanceWidth * this.scale;
        codes.set(key, code);
      }
      return code.toString(16).padStart(4, '0');
    });
    return [encoded, positions];
  };
}
