import { fileSizeParts, formatFileSize } from './file-size';

describe('file sizes', () => {
  it('count bytes under 1 KB, kilobytes under 1 MB, then megabytes, to one decimal', () => {
    expect(fileSizeParts(512)).toEqual({ value: 512, unit: 'B' });
    expect(fileSizeParts(900)).toEqual({ value: 900, unit: 'B' });
    expect(fileSizeParts(1536)).toEqual({ value: 1.5, unit: 'KB' });
    expect(fileSizeParts(250 * 1024)).toEqual({ value: 250, unit: 'KB' });
    expect(fileSizeParts(2.25 * 1024 * 1024)).toEqual({ value: 2.3, unit: 'MB' });
    expect(fileSizeParts(3.5 * 1024 * 1024)).toEqual({ value: 3.5, unit: 'MB' });
    expect(fileSizeParts(10 * 1024 * 1024)).toEqual({ value: 10, unit: 'MB' });
  });

  it("write the number in the language's digits and the unit as the app names it", () => {
    const units = { B: 'bytes', KB: 'KB', MB: 'MB' } as const;
    expect(formatFileSize(1536, 'en', (unit) => units[unit])).toBe('1.5 KB');
    expect(formatFileSize(900, 'en', (unit) => units[unit])).toBe('900 bytes');
    expect(formatFileSize(1536, 'ar', (unit) => `[${unit}]`)).toBe('١٫٥ [KB]');
  });
});
