import {
  formatArea,
  formatCurrency,
  formatDate,
  formatDateWithHijri,
  formatHijriDate,
  formatInteger,
  formatNumber,
  formatPercent,
} from './format';

describe('formatting by language', () => {
  it('writes SAR amounts for en-US and ar-SA', () => {
    expect(formatCurrency(12500, 'en').replace(/\s/g, ' ')).toBe('SAR 12,500');
    expect(formatCurrency('12500', 'ar')).toMatch(/١٢٬٥٠٠/);
    expect(formatCurrency('12500', 'ar')).toMatch(/ر\.س/);
  });

  it('keeps the halalas of an amount charged or paid, and no decimals on a whole one', () => {
    expect(formatCurrency(2850.5, 'en', { halalas: true }).replace(/\s/g, ' ')).toBe('SAR 2,850.50');
    expect(formatCurrency(1234.05, 'en', { halalas: true }).replace(/\s/g, ' ')).toBe('SAR 1,234.05');
    expect(formatCurrency(-0.07, 'en', { halalas: true }).replace(/\s/g, ' ')).toBe('-SAR 0.07');
    expect(formatCurrency(2850, 'en', { halalas: true }).replace(/\s/g, ' ')).toBe('SAR 2,850');
    expect(formatCurrency(2850.5, 'en').replace(/\s/g, ' ')).toBe('SAR 2,851');
    expect(formatCurrency(2850.5, 'ar', { halalas: true })).toMatch(/٢٬٨٥٠٫٥٠/);
    expect(formatCurrency(12.03, 'ar', { halalas: true })).toMatch(/١٢٫٠٣/);
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

describe('written as Intl writes them, without creating an Intl.NumberFormat', () => {
  const locales = { ar: 'ar-SA-u-ca-gregory', en: 'en-US' } as const;
  // Deterministic spread of values: integers, halves, long fractions, tiny and huge magnitudes, negatives.
  const values: number[] = [
    0, -0, 0.5, 1.5, 2.5, -0.4, -0.5, 0.145, 1.005, 999.5, 999999.5, 12500, 1e20, 123456789.987,
  ];
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let index = 0; index < 400; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const value = (next() - 0.3) * magnitude;
    values.push(index % 3 === 0 ? Math.round(value * 100) / 100 : value);
  }

  it.each(['ar', 'en'] as const)('numbers, amounts, percentages and integers in %s', (lang) => {
    const locale = locales[lang];
    for (const value of values) {
      for (const fraction of [0, 1, 2]) {
        expect(formatNumber(value, lang, fraction)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: fraction }).format(value),
        );
        expect(formatPercent(value, lang, fraction)).toBe(
          new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fraction }).format(value),
        );
      }
      expect(formatCurrency(value, lang)).toBe(
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }).format(value),
      );
      const whole = Math.round(value);
      expect(formatInteger(whole, lang)).toBe(new Intl.NumberFormat(locale, { useGrouping: false }).format(whole));
    }
  });

  it('leaves what is not a plain decimal to Intl', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
    expect(formatNumber(Infinity, 'en')).toBe('∞');
    expect(formatNumber(1e22, 'en')).toBe('10,000,000,000,000,000,000,000');
  });
});

describe('formatDateWithHijri', () => {
  it('writes the Gregorian date then its Umm al-Qura date in both languages', () => {
    expect(formatDateWithHijri('2025-09-25T12:00:00', 'en')).toBe('September 25, 2025 (3/4/1447 AH)');
    expect(formatDateWithHijri('2025-09-25T12:00:00', 'ar')).toBe(
      `${formatDate('2025-09-25T12:00:00', 'ar')} (١٤٤٧/٠٤/٠٣ هـ)`,
    );
    expect(formatHijriDate('2025-03-01', 'ar')).toBe('١٤٤٦/٠٩/٠١ هـ');
  });
});
