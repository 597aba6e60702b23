/** Control characters that do not occur in text (tab, line breaks and form feed do). */
function isBinaryControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x09 || (code > 0x0d && code < 0x20) || code === 0x7f;
}

/**
 * Whether the first bytes of a file read as UTF-8 text. `head` is at most `headBytes` long; when it is cut
 * there, a multi-byte character cut by its end is not an encoding error: decoded as a stream, the bytes of
 * an unfinished last character are held back instead of read as one.
 */
export function isText(head: Buffer, headBytes: number): boolean {
  const decoded = new TextDecoder().decode(head, { stream: head.length >= headBytes });
  return !decoded.includes('\uFFFD') && ![...decoded].some(isBinaryControl);
}
