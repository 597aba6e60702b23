import { documentFormat } from './document-format';

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
});
