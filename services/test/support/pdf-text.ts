import { inflateSync } from 'node:zlib';

/** The text a PDF shows in its Latin font (see brochures.e2e-spec.ts): Arabic is checked by rendering elsewhere. */
export function latinTextOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]+)>/gi)].map(([, h]) => h).join('');
      shown.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return shown.join(' ');
}
