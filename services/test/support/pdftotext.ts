import { execFile } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext` extracts it (what copy, search and most indexers on Linux get), in
 * reading order, one paragraph a line; poppler's bidi embedding marks taken out and runs of spaces made one.
 * `pdftotext` comes with poppler-utils (`apt-get install -y poppler-utils`; `.ci/run` installs it when missing).
 */
export function pdfToText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(
            new Error('pdftotext is not installed: this test needs poppler-utils (apt-get install -y poppler-utils)'),
          );
        } else if (error) {
          reject(new Error(`pdftotext failed: ${stderr || error.message}`));
        } else {
          resolve(readable(stdout));
        }
      },
    );
    child.stdin?.on('error', () => {
      // The exit callback reports why (a missing tool closes the pipe).
    });
    child.stdin?.end(pdf);
  });
}

/** Text as compared with what was drawn: bidi marks left out, spaces and line ends within a line made one space. */
export const readable = (text: string) =>
  text
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n');

/** A word poppler finds on a page, with its box in points from the page's top left corner. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of a PDF with where each is drawn (`pdftotext -bbox`): the visual order of what a line shows. */
export function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-bbox', '-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`pdftotext -bbox failed: ${stderr || error.message}`));
          return;
        }
        const words: PdfWord[] = [];
        let page = 0;
        for (const line of stdout.split('\n')) {
          if (/<page\b/.test(line)) page += 1;
          const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(
            line,
          );
          if (!match) continue;
          const [, xMin, yMin, xMax, yMax, text] = match;
          words.push({ page, text: readable(text!).trim(), xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
        }
        resolve(words);
      },
    );
    child.stdin?.on('error', () => {
      // The exit callback reports why.
    });
    child.stdin?.end(pdf);
  });
}
