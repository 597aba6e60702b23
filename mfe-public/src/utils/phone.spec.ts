import { isPhoneNumber, phoneToSend, toAsciiDigits } from './phone';

describe('phone helpers', () => {
  it('read Arabic-Indic and Persian digits as ASCII digits and leave the rest', () => {
    expect(toAsciiDigits('+٩٦٦ ۵۰ 123')).toBe('+966 50 123');
    expect(toAsciiDigits('+٩٦٦ ٥٠١ ۲۳۴')).toBe('+966 501 234');
    expect(toAsciiDigits('0501234567')).toBe('0501234567');
  });

  it('send a phone trimmed, in ASCII digits, and nothing for an empty one', () => {
    expect(phoneToSend(' ٠٥٠ ١٢٣ ٤٥٦٧ ')).toBe('050 123 4567');
    expect(phoneToSend('   ')).toBe('');
    expect(phoneToSend(undefined)).toBe('');
  });

  it('accept the shapes the API accepts, in any digits', () => {
    for (const phone of [
      '0501234567',
      '+966 50 123 4567',
      '+966 11 234 5678',
      '011 (234) 56-78',
      '٠٥٠١٢٣٤٥٦٧',
      '۰۵۰۱۲۳۴۵۶۷',
    ]) {
      expect(isPhoneNumber(phone)).toBe(true);
    }
    for (const phone of [
      '123',
      '12345',
      'phone',
      'call me',
      '+966-50-abc',
      '050+1234567',
      '050.123.4567',
      '(011) 234-5678',
      '',
    ]) {
      expect(isPhoneNumber(phone)).toBe(false);
    }
  });
});
