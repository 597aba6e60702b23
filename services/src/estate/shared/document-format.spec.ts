import { documentFormat } from './document-format.js';

describe('documentFormat', () => {
  it('prints an amount with halalas with both decimals, and a whole amount whole, in either language', () => {
    const en = documentFormat('en');
    expect(en.money(215_827.5)).toBe('SAR 215,827.50');
    expect(en.money(0.05)).toBe('SAR 0.05');
    expect(en.money(3000)).toBe('SAR 3,000');
    expect(en.money(-1200.5)).toBe('SAR -1,200.50');
    const ar = documentFormat('ar');
    expect(ar.money(215_827.5)).toBe('٢١٥٬٨٢٧٫٥٠ ر.س');
    expect(ar.money(3000)).toBe('٣٬٠٠٠ ر.س');
  });

  it('prints a day with its Umm al-Qura date after it, as the screens write it', () => {
    expect(documentFormat('en').dateWithHijri('2025-09-25')).toBe('September 25, 2025 (3/4/1447 AH)');
    expect(documentFormat('ar').dateWithHijri('2025-09-25')).toBe('٢٥ سبتمبر ٢٠٢٥ (١٤٤٧/٠٤/٠٣ هـ)');
  });
});
