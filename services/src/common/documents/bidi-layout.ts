import { hasRightToLeftLetters } from '@estate/contracts';
import bidiModule, { type Bidi, type EmbeddingLevels } from 'bidi-js';

/** The base direction of a document (and of each of its paragraphs). */
export type TextDirection = 'rtl' | 'ltr';

/** The font that draws a character: the Arabic font for Arabic script, the Latin font for everything else. */
export type FontRole = 'arabic' | 'latin';

/**
 * One piece of a laid-out line: characters of one font and one direction, in logical order (as the font shapes
 * them). `x` is its left edge from the start of the line: runs are listed left to right, as they are drawn.
 */
export interface TextRun {
  text: string;
  font: FontRole;
  rtl: boolean;
  x: number;
  width: number;
}

export interface TextLine {
  runs: TextRun[];
  width: number;
}

/** Width in points of `text` drawn in `font` (shaped right to left when `rtl`), at the size being laid out. */
export type MeasureText = (text: string, font: FontRole, rtl: boolean) => number;

/**
 * bidi-js is a CommonJS module whose `module.exports` is the factory; its types declare an ES default export, which
 * TypeScript (NodeNext) then expects under `.default`. Node hands the factory itself to a default import.
 */
const bidiFactory = bidiModule as unknown as () => Bidi;
const bidi = bidiFactory();

/** The blocks of Noto Naskh Arabic's Arabic subset: letters, marks, Arabic-Indic digits and Arabic punctuation. */
const ARABIC_BLOCKS: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

export const isArabicScript = (codePoint: number) =>
  ARABIC_BLOCKS.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Marks that steer the bidi algorithm (ALM, LRM, RLM, embeddings, overrides, isolates) and have nothing to draw. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Wraps text that must read left to right inside any line (a phone number, a national ID, a contract, invoice or
 * receipt number, an IBAN, an e-mail, a date) in a left-to-right isolate (LRI … PDI). Without Arabic letters in it
 * the fragment is also drawn as written (LRO … PDF inside the isolate): Arabic-Indic digits are Arabic numbers to
 * the bidi algorithm, and the spaces or dashes between two of them resolve right to left even in a left-to-right
 * isolate, which would lay `٠٥٥ ٢١٠ ٠٤١١` out as `٠٤١١ ٢١٠ ٠٥٥`. Arabic letters in it keep their own order.
 */
export const leftToRight = (text: string) =>
  hasRightToLeftLetters(text) ? `\u2066${text}\u2069` : `\u2066\u202d${text}\u202c\u2069`;

/** The font of each UTF-16 unit. Spaces and bidi marks follow the character before them, so a phrase stays one run. */
function fontRoles(text: string): FontRole[] {
  const roles: FontRole[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const follows = (char === ' ' || char === '\u00a0' || BIDI_CONTROL.test(char)) && i > 0;
    roles.push(follows ? roles[i - 1]! : isArabicScript(text.charCodeAt(i)) ? 'arabic' : 'latin');
  }
  return roles;
}

/** Width of text[start..end] (inclusive), measured piece by piece of one font. */
function segmentWidth(text: string, roles: FontRole[], start: number, end: number, measure: MeasureText): number {
  let width = 0;
  let pieceStart = start;
  for (let i = start; i <= end + 1; i++) {
    if (i <= end && roles[i] === roles[pieceStart]) continue;
    const piece = text.slice(pieceStart, i).replace(new RegExp(BIDI_CONTROL, 'g'), '');
    if (piece) width += measure(piece, roles[pieceStart]!, roles[pieceStart] === 'arabic');
    pieceStart = i;
  }
  return width;
}

/** Breaks at spaces into lines no wider than `maxWidth` (a longer word stays whole): [start, end] inclusive. */
function breakLines(
  text: string,
  roles: FontRole[],
  maxWidth: number,
  measure: MeasureText,
): [start: number, end: number][] {
  const words: [number, number][] = [];
  for (const match of text.matchAll(/[^ ]+/g)) words.push([match.index, match.index + match[0].length - 1]);
  const lines: [number, number][] = [];
  let line: [number, number] | null = null;
  for (const [start, end] of words) {
    if (line && segmentWidth(text, roles, line[0], end, measure) <= maxWidth) {
      line[1] = end;
      continue;
    }
    if (line) lines.push(line);
    line = [start, end];
  }
  if (line) lines.push(line);
  return lines;
}

/** One line in visual order: the bidi reordering of its characters, then runs of one font and one direction. */
function orderLine(
  text: string,
  roles: FontRole[],
  levels: EmbeddingLevels,
  [start, end]: [number, number],
  measure: MeasureText,
): TextLine {
  const order = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  for (const [from, to] of bidi.getReorderSegments(text, levels, start, end) as [number, number][]) {
    const reversed = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, reversed.length, ...reversed);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const runs: (Omit<TextRun, 'x' | 'width'> & { next: number })[] = [];
  for (const index of order) {
    const last = runs.at(-1);
    if (BIDI_CONTROL.test(text[index]!)) {
      // Nothing to draw; the run around it goes on.
      if (last?.next === index) last.next = last.rtl ? index - 1 : index + 1;
      continue;
    }
    const char = mirrored.get(index) ?? text[index]!;
    const rtl = (levels.levels[index]! & 1) === 1;
    if (last && last.rtl === rtl && last.font === roles[index] && last.next === index) {
      // A right-to-left run is met from its last character on: its text grows at the front.
      last.text = rtl ? char + last.text : last.text + char;
      last.next = rtl ? index - 1 : index + 1;
    } else {
      runs.push({ text: char, font: roles[index]!, rtl, next: rtl ? index - 1 : index + 1 });
    }
  }
  let x = 0;
  const placed = runs.map(({ text: runText, font, rtl }) => {
    const width = measure(runText, font, rtl);
    const run = { text: runText, font, rtl, x, width };
    x += width;
    return run;
  });
  return { runs: placed, width: x };
}

/**
 * Lays out a paragraph: breaks it into lines no wider than `maxWidth`, resolves the bidi levels of the Unicode
 * Bidirectional Algorithm (bidi-js) with `direction` as the base direction, and answers each line's runs left
 * to right. A number inside an Arabic line is its own left-to-right run, so it reads in the right order.
 * Characters beyond the Basic Multilingual Plane are not expected in documents and are not kept whole.
 */
export function layoutParagraph(
  text: string,
  direction: TextDirection,
  maxWidth: number,
  measure: MeasureText,
): TextLine[] {
  const clean = text.replace(/[\t\r\n ]+/g, ' ').trim();
  if (!clean) return [];
  const roles = fontRoles(clean);
  const levels = bidi.getEmbeddingLevels(clean, direction);
  return breakLines(clean, roles, maxWidth, measure).map((line) => orderLine(clean, roles, levels, line, measure));
}

/** A run's characters as they appear on the page, left to right. */
export const visualText = (run: Pick<TextRun, 'text' | 'rtl'>) =>
  run.rtl ? [...run.text].reverse().join('') : run.text;
