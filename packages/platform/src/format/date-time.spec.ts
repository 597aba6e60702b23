import { formatMonth, joinWords } from './date-time';

describe('months and lists by language', () => {
  it('writes a YYYY-MM month in the language, and leaves anything else as it is', () => {
    expect(formatMonth('2025-03', 'en')).toBe('Mar 2025');
    expect(formatMonth('2025-03', 'ar')).toMatch(/مارس/);
    expect(formatMonth('2025-03', 'ar')).toMatch(/٢٠٢٥/);
    expect(formatMonth('soon', 'en')).toBe('soon');
  });

  it("joins words with the language's comma and leaves out the empty ones", () => {
    expect(joinWords(['Al Narjis', null, 'Riyadh', ''], 'en')).toBe('Al Narjis, Riyadh');
    expect(joinWords(['النرجس', undefined, 'الرياض'], 'ar')).toBe('النرجس، الرياض');
  });
});
