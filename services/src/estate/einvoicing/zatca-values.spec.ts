import { EInvoiceError } from './einvoice-error.js';
import { assertVatNumber, formatHalalas, isVatNumber, toHalalas, vatOn } from './zatca-values.js';

describe('VAT registration numbers', () => {
  it('takes 15 digits that begin and end with 3, and nothing else', () => {
    expect(isVatNumber('310122393500003')).toBe(true);
    expect(isVatNumber('300000000000003')).toBe(true);
    for (const bad of [
      '31012239350000',
      '3101223935000033',
      '210122393500003',
      '310122393500002',
      '31012239350000x',
      ' 310122393500003',
      '٣١٠١٢٢٣٩٣٥٠٠٠٠٣',
    ]) {
      expect(isVatNumber(bad)).toBe(false);
    }
  });

  it('refuses a bad number with a code and says whose it is', () => {
    expect.assertions(2);
    try {
      assertVatNumber('123', 'The buyer');
    } catch (error) {
      expect((error as EInvoiceError).code).toBe('INVALID_VAT_NUMBER');
      expect((error as EInvoiceError).message).toMatch(/^The buyer's VAT registration number/);
    }
  });
});

describe('amounts in halalas', () => {
  it('reads SAR text and numbers exactly, without floating-point drift', () => {
    expect(toHalalas('1150.5')).toBe(115050);
    expect(toHalalas('1,150.50')).toBe(115050);
    expect(toHalalas(' 0.07 ')).toBe(7);
    expect(toHalalas(1150.1)).toBe(115010);
    expect(toHalalas(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(toHalalas('-15')).toBe(-1500);
    expect(toHalalas(12500.5)).toBe(1250050);
    expect(toHalalas(0.1 + 0.2)).toBe(30); // 0.30000000000000004
  });

  it('refuses more than two decimals and what is not a number', () => {
    for (const bad of ['1.005', 'abc', '', '1.2.3', '1e3', Number.NaN, 1.005, Number.POSITIVE_INFINITY]) {
      expect(() => toHalalas(bad)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
    }
  });

  it('writes halalas as ZATCA does: two decimals, no grouping', () => {
    expect(formatHalalas(115050)).toBe('1150.50');
    expect(formatHalalas(7)).toBe('0.07');
    expect(formatHalalas(0)).toBe('0.00');
    expect(formatHalalas(-1550)).toBe('-15.50');
    expect(formatHalalas(1_250_050_00)).toBe('1250050.00');
    expect(() => formatHalalas(1.5)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });

  it('rounds VAT half away from zero to the halala', () => {
    expect(vatOn(1_250_050, 15)).toBe(187_508); // 187,507.5
    expect(vatOn(-1_250_050, 15)).toBe(-187_508);
    expect(vatOn(99_999, 15)).toBe(15_000); // 14,999.85
    expect(vatOn(300_000, 0)).toBe(0);
  });
});
