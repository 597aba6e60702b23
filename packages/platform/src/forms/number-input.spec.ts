import { parseNumberInput } from './number-input';

describe('number input parser', () => {
  it('reads Arabic-Indic and Persian digits, dropping grouping marks and currency', () => {
    expect(parseNumberInput('١٬٢٥٠٬٠٠٠')).toBe('1250000');
    expect(parseNumberInput('۳۵۰')).toBe('350');
    expect(parseNumberInput('SAR 1,500.50')).toBe('1500.50');
  });

  it('leaves an empty text empty, so the input clears its value', () => {
    expect(parseNumberInput('')).toBe('');
    expect(parseNumberInput(undefined)).toBe('');
  });
});
