import { isNationalId, nationalIdKind, nationalIdProblem, normalizeNationalId } from './national-id';

describe('the national ID and iqama rule', () => {
  it.each(['1000000008', '1087654321', '1122334459', '1999999996', '2345678904', '2456781232'])('takes %s', (id) => {
    expect(normalizeNationalId(id)).toBe(id);
    expect(isNationalId(id)).toBe(true);
  });

  it('takes one typed with spaces or dashes, or in Arabic-Indic or Persian digits', () => {
    expect(normalizeNationalId(' 1087 654 321 ')).toBe('1087654321');
    expect(normalizeNationalId('1087-654-321')).toBe('1087654321');
    expect(normalizeNationalId('١٠٨٧٦٥٤٣٢١')).toBe('1087654321');
    expect(normalizeNationalId('۲۳۴۵۶۷۸۹۰۴')).toBe('2345678904');
  });

  it.each([
    ['a wrong check digit', '1087654322'],
    ['another wrong check digit', '2345678900'],
    ['a first digit other than 1 or 2', '3087654321'],
    ['a first digit 0', '0087654321'],
    ['nine digits', '108765432'],
    ['eleven digits', '10876543210'],
    ['a letter', '108765432a'],
    ['nothing', ''],
  ])('refuses %s', (_why, id) => {
    expect(normalizeNationalId(id)).toBeNull();
    expect(isNationalId(id)).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(normalizeNationalId(1087654321)).toBeNull();
    expect(normalizeNationalId(undefined)).toBeNull();
  });

  it('says why a number is refused: a wrong check digit apart from a wrong shape', () => {
    expect(nationalIdProblem('1087654321')).toBeNull();
    expect(nationalIdProblem('١٠٨٧ ٦٥٤ ٣٢١')).toBeNull();
    // Ten digits from 1, as an ID reads, but its last digit fails the Luhn check.
    expect(nationalIdProblem('1098765432')).toBe('checkDigit');
    expect(nationalIdProblem('2345678900')).toBe('checkDigit');
    expect(nationalIdProblem('1087-654-322')).toBe('checkDigit');
    for (const typed of ['3087654321', '0087654321', '108765432', '10876543210', '108765432a', '']) {
      expect(nationalIdProblem(typed)).toBe('format');
    }
    expect(nationalIdProblem(1087654321)).toBe('format');
  });

  it('tells a citizen from a resident', () => {
    expect(nationalIdKind('1087654321')).toBe('citizen');
    expect(nationalIdKind('2345678904')).toBe('resident');
  });
});
