import { hasRightToLeftLetters } from './text-direction';

describe('hasRightToLeftLetters', () => {
  it('finds Arabic and Hebrew letters, never digits, separators or Latin text', () => {
    expect(hasRightToLeftLetters('شقة 3')).toBe(true);
    expect(hasRightToLeftLetters('ﻻ')).toBe(true);
    expect(hasRightToLeftLetters('שלום')).toBe(true);
    expect(hasRightToLeftLetters('٠٥٥ ٢١٠ ٠٤١١')).toBe(false);
    expect(hasRightToLeftLetters('۰۵۵ ۲۱۰')).toBe(false);
    expect(hasRightToLeftLetters('٥٬٠٠٠٫٥٠')).toBe(false);
    expect(hasRightToLeftLetters('SA03 8000 0000 6080 1016 7519')).toBe(false);
    expect(hasRightToLeftLetters('nouf@example.sa')).toBe(false);
  });
});
