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
