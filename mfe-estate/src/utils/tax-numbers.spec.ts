import { isTaxNumber, nationalAddressOf, taxNumberOf } from './tax-numbers';

describe('tax identity numbers as the forms check them', () => {
  it('takes a VAT number of 15 digits that begins and ends with 3, in either script', () => {
    expect(isTaxNumber('vatNumber', '310122393500003')).toBe(true);
    expect(isTaxNumber('vatNumber', '٣١٠١٢٢٣٩٣٥٠٠٠٠٣')).toBe(true);
    expect(isTaxNumber('vatNumber', '310 122 393 500 003')).toBe(true);
  });

  it('refuses a VAT number of another length or that does not begin and end with 3', () => {
    expect(isTaxNumber('vatNumber', '31012239350003')).toBe(false); // 14 digits
    expect(isTaxNumber('vatNumber', '3101223935000033')).toBe(false); // 16 digits
    expect(isTaxNumber('vatNumber', '210122393500003')).toBe(false);
    expect(isTaxNumber('vatNumber', '310122393500001')).toBe(false);
    expect(isTaxNumber('vatNumber', '31012239350000A')).toBe(false);
  });

  it('takes 10-digit CR numbers and the address numbers of 4, 5 and 4 digits', () => {
    expect(isTaxNumber('crNumber', '1010010000')).toBe(true);
    expect(isTaxNumber('crNumber', '101001000')).toBe(false);
    expect(isTaxNumber('buildingNumber', '2322')).toBe(true);
    expect(isTaxNumber('buildingNumber', '232')).toBe(false);
    expect(isTaxNumber('postalCode', '13521')).toBe(true);
    expect(isTaxNumber('postalCode', '1352')).toBe(false);
    expect(isTaxNumber('additionalNumber', '8228')).toBe(true);
    expect(isTaxNumber('additionalNumber', '82281')).toBe(false);
  });

  it('takes a short address of 4 Latin letters and 4 digits, in small letters or Arabic-Indic digits', () => {
    expect(isTaxNumber('shortAddress', 'RRRD2929')).toBe(true);
    expect(isTaxNumber('shortAddress', 'rrrd ٢٩٢٩')).toBe(true);
    expect(isTaxNumber('shortAddress', 'RRR2929')).toBe(false);
    expect(isTaxNumber('shortAddress', 'RRRD292')).toBe(false);
    expect(isTaxNumber('shortAddress', 'ررره2929')).toBe(false);
  });

  it('sends a national address with ASCII digits and trimmed words, and none when it is blank', () => {
    expect(taxNumberOf(' ١٣٥٢١ ')).toBe('13521');
    expect(
      nationalAddressOf({
        buildingNumber: '٢٣٢٢',
        street: ' King Fahd Road ',
        district: 'Al Malqa',
        city: 'Riyadh',
        postalCode: '13521',
        additionalNumber: '8228',
        shortAddress: 'rrrd 2322',
      }),
    ).toEqual({
      buildingNumber: '2322',
      street: 'King Fahd Road',
      district: 'Al Malqa',
      city: 'Riyadh',
      postalCode: '13521',
      additionalNumber: '8228',
      shortAddress: 'RRRD2322',
    });
    expect(nationalAddressOf({ street: '  ', city: '' })).toBeNull();
    expect(nationalAddressOf(null)).toBeNull();
  });
});
