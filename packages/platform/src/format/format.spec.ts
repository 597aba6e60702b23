import { formatArea, formatCurrency, formatNumber } from './format';

describe('formatting by language', () => {
  it('writes SAR amounts for en-US and ar-SA', () => {
    expect(formatCurrency(12500, 'en').replace(/\s/g, ' ')).toBe('SAR 12,500');
    expect(formatCurrency('12500', 'ar')).toMatch(/١٢٬٥٠٠/);
    expect(formatCurrency('12500', 'ar')).toMatch(/ر\.س/);
  });

  it('writes areas in square metres', () => {
    expect(formatArea(350, 'en')).toBe('350 m²');
    expect(formatArea(350, 'ar')).toBe('٣٥٠ م²');
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(2024, 'ar')).toBe('٢٬٠٢٤');
    expect(formatNumber(2024, 'en')).toBe('2,024');
  });
});
