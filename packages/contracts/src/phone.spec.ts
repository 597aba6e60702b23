import { E164_PATTERN, formatPhone, isPhoneNumber, normalizePhone, phoneHref, phoneToSend } from './phone';

describe('the phone rule', () => {
  it.each([
    '0501234567',
    '501234567',
    '+966501234567',
    '00966501234567',
    '966501234567',
    '050 123 4567',
    '050-123-4567',
    '+966 50 123 4567',
    '+966-50-123-4567',
    '(050) 123 4567',
    ' 0501234567 ',
    '٠٥٠١٢٣٤٥٦٧',
    '٠٥٠ ١٢٣ ٤٥٦٧',
    '+٩٦٦٥٠١٢٣٤٥٦٧',
    '٠٠٩٦٦٥٠١٢٣٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '+۹۶۶ ۵۰ ۱۲۳ ۴۵۶۷',
    '\u200e+966 50 123 4567\u200f',
  ])('reads the Saudi mobile %p as +966501234567', (typed) => {
    expect(normalizePhone(typed, 'saudiMobile')).toBe('+966501234567');
    expect(normalizePhone(typed, 'any')).toBe('+966501234567');
    expect(normalizePhone(typed)).toBe('+966501234567');
  });

  it.each([
    '1------',
    '',
    '   ',
    '+',
    '00',
    '05012345678',
    '050123456',
    '0096650123456',
    '5O1234567',
    'phone',
    'call 0501234567',
    'tel:+966501234567',
    '0501234567 ext 5',
    '+966 50 123 4567 #',
    '٠٥٠١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠١',
  ])('refuses %p', (typed) => {
    expect(normalizePhone(typed, 'any')).toBeNull();
    expect(normalizePhone(typed, 'saudiMobile')).toBeNull();
    expect(isPhoneNumber(typed)).toBe(false);
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 501234567, {}, ['0501234567']]) expect(normalizePhone(value)).toBeNull();
  });

  it('takes a Saudi landline or another country’s number where any number is welcome, not for a mobile', () => {
    expect(normalizePhone('011 234 5678', 'any')).toBe('+966112345678');
    expect(normalizePhone('+966 11 234 5678', 'any')).toBe('+966112345678');
    expect(normalizePhone('+44 20 7946 0958', 'any')).toBe('+442079460958');
    expect(normalizePhone('0044 20 7946 0958', 'any')).toBe('+442079460958');
    expect(normalizePhone('+1 (212) 555-0100', 'any')).toBe('+12125550100');
    for (const typed of ['011 234 5678', '+44 7911 123456', '+971 50 123 4567', '920012345']) {
      expect(normalizePhone(typed, 'saudiMobile')).toBeNull();
      expect(isPhoneNumber(typed, 'saudiMobile')).toBe(false);
    }
  });

  it('stores every accepted number as E.164', () => {
    for (const typed of ['0551234567', '0112345678', '+44 20 7946 0958', '+971 50 123 4567']) {
      expect(normalizePhone(typed)).toMatch(E164_PATTERN);
    }
  });

  it('sends a typed phone as E.164, as typed when it is not a number (for the server to say why), or nothing', () => {
    expect(phoneToSend(' ٠٥٠ ١٢٣ ٤٥٦٧ ')).toBe('+966501234567');
    expect(phoneToSend('011 234 5678', 'saudiMobile')).toBe('011 234 5678');
    expect(phoneToSend('١------')).toBe('1------');
    expect(phoneToSend('   ')).toBe('');
    expect(phoneToSend(undefined)).toBe('');
  });

  it('shows a Saudi number in the local form and another country’s in the international one, in both languages', () => {
    expect(formatPhone('+966501234567', 'en')).toBe('050 123 4567');
    expect(formatPhone('+966501234567', 'ar')).toBe('٠٥٠ ١٢٣ ٤٥٦٧');
    expect(formatPhone('+966112345678', 'en')).toBe('011 234 5678');
    expect(formatPhone('+442079460958', 'en')).toBe('+44 20 7946 0958');
    expect(formatPhone('+442079460958', 'ar')).toBe('+٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨');
    // A value stored before the rule, or one it cannot read, is shown as it is.
    expect(formatPhone('050-123-4567', 'en')).toBe('050 123 4567');
    expect(formatPhone('1------', 'ar')).toBe('1------');
  });

  it('links a phone as E.164', () => {
    expect(phoneHref('+966501234567')).toBe('tel:+966501234567');
    expect(phoneHref('050 123 4567')).toBe('tel:+966501234567');
    expect(phoneHref('12-34')).toBe('tel:1234');
  });
});
