import { isText } from './text-check.js';

const HEAD = 4096;

describe('isText', () => {
  it('reads Arabic text as text wherever the head ends, even inside a character', () => {
    // Two-byte Arabic letters after 0 to 3 ASCII bytes: the head ends on each byte of a character in turn.
    for (let pad = 0; pad < 4; pad++) {
      const text = Buffer.from('x'.repeat(pad) + 'عقد إيجار، الرياض\n'.repeat(400));
      expect(isText(text.subarray(0, HEAD), HEAD)).toBe(true);
    }
  });

  it('refuses control bytes, and bytes that are not UTF-8 before the end', () => {
    const binary = Buffer.alloc(HEAD, 0x41);
    binary[100] = 0x00;
    expect(isText(binary, HEAD)).toBe(false);
    const broken = Buffer.concat([Buffer.from('abc'), Buffer.from([0xff, 0xfe, 0x41]), Buffer.alloc(HEAD - 6, 0x41)]);
    expect(isText(broken, HEAD)).toBe(false);
  });

  it('reads a whole short file strictly: a cut character at its very end is an error', () => {
    const cut = Buffer.from('عقد').subarray(0, 5);
    expect(isText(cut, HEAD)).toBe(false);
  });
});
