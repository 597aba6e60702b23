import { localizeDigits, toAsciiDigits } from './digits';

describe('digits', () => {
  it('reads Arabic-Indic and Persian digits as ASCII digits and leaves the rest alone', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
    expect(toAsciiDigits('+٩٦٦ ۵۰ 123')).toBe('+966 50 123');
    expect(toAsciiDigits('0501234567')).toBe('0501234567');
    expect(toAsciiDigits('شقة ٣')).toBe('شقة 3');
  });

  it('writes digits as the language shows them', () => {
    expect(localizeDigits('050 123 4567', 'ar')).toBe('٠٥٠ ١٢٣ ٤٥٦٧');
    expect(localizeDigits('+44 20', 'ar')).toBe('+٤٤ ٢٠');
    expect(localizeDigits('050 123 4567', 'en')).toBe('050 123 4567');
    expect(toAsciiDigits(localizeDigits('0123456789', 'ar'))).toBe('0123456789');
  });

  it('writes Arabic digits as Intl does for the Arabic locale', () => {
    expect(localizeDigits('1234567890', 'ar')).toBe(
      [...'1234567890'].map((digit) => new Intl.NumberFormat('ar-SA').format(Number(digit))).join(''),
    );
  });
});
