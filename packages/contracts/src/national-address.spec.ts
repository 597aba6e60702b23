import {
  nationalAddressCodeOf,
  nationalAddressLine,
  nationalAddressProblem,
  normalizeNationalAddress,
} from './national-address';

describe('the national address rule', () => {
  it('takes building, postal and additional numbers of 4, 5 and 4 digits, in Arabic-Indic digits too', () => {
    expect(nationalAddressProblem('buildingNumber', '٢٣٢٢')).toBeNull();
    expect(nationalAddressProblem('buildingNumber', '232')).toBe('INVALID_BUILDING_NUMBER');
    expect(nationalAddressProblem('postalCode', '13521')).toBeNull();
    expect(nationalAddressProblem('postalCode', '1352')).toBe('INVALID_POSTAL_CODE');
    expect(nationalAddressProblem('additionalNumber', '٨٢٢٨')).toBeNull();
    expect(nationalAddressProblem('additionalNumber', '82281')).toBe('INVALID_ADDITIONAL_NUMBER');
    expect(nationalAddressProblem('buildingNumber', 2322)).toBe('INVALID_BUILDING_NUMBER');
  });

  it('takes a short address of 4 Latin letters and 4 digits, typed small or spaced', () => {
    expect(nationalAddressCodeOf('rrrd ٢٩٢٩')).toBe('RRRD2929');
    expect(nationalAddressProblem('shortAddress', 'rrrd ٢٩٢٩')).toBeNull();
    expect(nationalAddressProblem('shortAddress', 'RRR12929')).toBe('INVALID_SHORT_ADDRESS');
    expect(nationalAddressProblem('shortAddress', 'ررره2929')).toBe('INVALID_SHORT_ADDRESS');
  });

  it('normalizes an address as sent and writes it on one line in either language', () => {
    const address = normalizeNationalAddress({
      buildingNumber: '٢٣٢٢',
      street: ' طريق الملك فهد ',
      district: 'الملقا',
      city: 'الرياض',
      postalCode: '13521',
      additionalNumber: '8228',
      shortAddress: 'rrrd2322',
    })!;
    expect(address).toEqual({
      buildingNumber: '2322',
      street: 'طريق الملك فهد',
      district: 'الملقا',
      city: 'الرياض',
      postalCode: '13521',
      additionalNumber: '8228',
      shortAddress: 'RRRD2322',
    });
    expect(nationalAddressLine(address, 'en')).toBe(
      '2322 طريق الملك فهد, الملقا, الرياض 13521, additional no. 8228, short address RRRD2322',
    );
    expect(nationalAddressLine(address, 'ar')).toContain('العنوان المختصر RRRD2322');
    expect(normalizeNationalAddress({ street: ' ' })).toBeNull();
    expect(normalizeNationalAddress(null)).toBeNull();
  });
});
