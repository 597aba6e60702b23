import { basename } from 'node:path/posix';

const MAX_NAME_LENGTH = 200;

/**
 * A file name safe to store and show: no directories, no control characters, quotes or backslashes, no leading
 * dots, at most 200 characters (the extension kept). Empty results become `fallback`.
 */
export function sanitizeFileName(name: string | undefined, fallback = 'file'): string {
  const withoutPath = basename((name ?? '').replace(/\\/g, '/'));
  let clean = [...withoutPath.normalize('NFC')]
    .filter((char) => !isControl(char) && char !== '"' && char !== '\\')
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if ([...clean].length > MAX_NAME_LENGTH) {
    const chars = [...clean];
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = chars.slice(0, MAX_NAME_LENGTH - [...extension].length).join('') + extension;
  }
  return clean || fallback;
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0)!;
  // C0 and C1 controls, and the bidirectional overrides that can disguise an extension.
  return (
    code < 0x20 ||
    (code >= 0x7f && code < 0xa0) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** RFC 5987 value-chars: what encodeURIComponent leaves alone, minus the characters it allows that they do not. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header (RFC 6266): an ASCII `filename` for old clients (other characters become `_`,
 * `%` too, since some clients decode it) and the exact name, UTF-8 percent-encoded, in `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const name = sanitizeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|%/g, '_');
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** A plain ASCII file name made from a title: `Modern villa, Riyadh` → `modern-villa-riyadh.pdf`. */
export function fileNameFromTitle(title: string, extension: string, fallback = 'document'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return `${slug || fallback}.${extension}`;
}
