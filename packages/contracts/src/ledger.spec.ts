import { isSaudiIban, normalizeIban } from './ledger.js';

describe('isSaudiIban', () => {
  it('accepts a Saudi IBAN whose mod-97 check gives 1, with spaces and in lower case', () => {
    expect(isSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isSaudiIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
    expect(normalizeIban('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });

  it('refuses a wrong check digit, a changed digit, another country and a wrong length', () => {
    expect(isSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isSaudiIban('SA0380000000608010167518')).toBe(false);
    expect(isSaudiIban('GB82WEST12345698765432')).toBe(false);
    expect(isSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isSaudiIban('')).toBe(false);
  });
});
