import { PROPERTY_INPUT_LIMITS as LIMITS } from '@estate/contracts';
import { emptyPropertyForm, type PropertyFormValues } from './property-form-values';
import { propertyFieldProblem, propertyFormProblems, yearBuiltBounds } from './property-rules';

const now = new Date('2026-06-01T00:00:00Z');
const valid: PropertyFormValues = {
  ...emptyPropertyForm,
  title: 'فيلا',
  description: 'فيلا واسعة',
  area: 300,
  city: 'riyadh',
  district: 'الملقا',
  address: 'شارع',
  adLicenseNumber: '7200012345',
  advertiserName: 'مكتب الملقا',
  advertiserCapacity: 'broker',
  falLicenseNumber: '1100012345',
  adLicenseExpiresOn: '2027-01-31',
  plotNumber: '1234',
};

describe('listing form checks', () => {
  it('accepts a complete listing, with every optional field empty', () => {
    expect(propertyFormProblems(valid, { staff: true, now })).toEqual({});
  });

  it('requires the Arabic title and description, the area, city, district and address (the licence only to publish)', () => {
    const problems = propertyFormProblems(
      { ...emptyPropertyForm, title: '   ', description: '' },
      { staff: false, now },
    );
    expect(Object.keys(problems).sort()).toEqual(
      ['address', 'area', 'city', 'description', 'district', 'title'].sort(),
    );
    expect(Object.values(problems).every((problem) => problem?.key === 'required')).toBe(true);
  });

  it('asks staff publishing a listing for its whole ad licence block, valid today; a draft saves without it', () => {
    const bare = { ...valid, adLicenseNumber: '', falLicenseNumber: ' ', plotNumber: '', advertiserCapacity: null };
    expect(propertyFormProblems(bare, { staff: true, now })).toEqual({
      advertiserCapacity: { key: 'requiredToPublish' },
      falLicenseNumber: { key: 'requiredToPublish' },
      adLicenseNumber: { key: 'requiredToPublish' },
      plotNumber: { key: 'requiredToPublish' },
    });
    expect(propertyFormProblems({ ...bare, status: 'inactive' }, { staff: true, now })).toEqual({});
    expect(propertyFormProblems({ ...valid, adLicenseExpiresOn: '2026-05-31' }, { staff: true, now })).toEqual({
      adLicenseExpiresOn: { key: 'licenceExpired' },
    });
    expect(propertyFormProblems({ ...valid, adLicenseExpiresOn: '2026-06-01' }, { staff: true, now })).toEqual({});
    expect(propertyFieldProblem('falLicenseNumber', '12AB', now)).toEqual({ key: 'falLicense' });
  });

  it('takes a price of 0 or more with at most two decimals, below the limit; empty means not specified', () => {
    expect(propertyFieldProblem('price', null, now)).toBeNull();
    expect(propertyFieldProblem('price', 0, now)).toBeNull();
    expect(propertyFieldProblem('price', 1250.5, now)).toBeNull();
    expect(propertyFieldProblem('price', -1, now)).toEqual({ key: 'price', values: { max: LIMITS.maxPrice - 1 } });
    expect(propertyFieldProblem('price', 10.555, now)?.key).toBe('price');
    expect(propertyFieldProblem('price', LIMITS.maxPrice, now)?.key).toBe('price');
  });

  it('takes the area as a whole number above 0 up to the limit', () => {
    expect(propertyFieldProblem('area', 1, now)).toBeNull();
    expect(propertyFieldProblem('area', 0, now)?.key).toBe('area');
    expect(propertyFieldProblem('area', 120.5, now)?.key).toBe('area');
    expect(propertyFieldProblem('area', LIMITS.maxArea + 1, now)?.key).toBe('area');
    expect(propertyFieldProblem('area', null, now)?.key).toBe('required');
  });

  it('takes rooms as whole numbers from 0, years built from 1900 to five years ahead, floors within bounds', () => {
    expect(propertyFieldProblem('bedrooms', 0, now)).toBeNull();
    expect(propertyFieldProblem('bathrooms', -1, now)).toEqual({ key: 'rooms', values: { max: LIMITS.maxRooms } });
    expect(propertyFieldProblem('parkingSpaces', 1.5, now)?.key).toBe('rooms');
    expect(yearBuiltBounds(now)).toEqual({ min: 1900, max: 2031 });
    expect(propertyFieldProblem('yearBuilt', 2031, now)).toBeNull();
    expect(propertyFieldProblem('yearBuilt', 2032, now)).toEqual({
      key: 'yearBuilt',
      values: { min: 1900, max: 2031 },
    });
    expect(propertyFieldProblem('yearBuilt', 1899, now)?.key).toBe('yearBuilt');
    expect(propertyFieldProblem('floor', LIMITS.minFloor, now)).toBeNull();
    expect(propertyFieldProblem('floor', LIMITS.maxFloor + 1, now)?.key).toBe('floor');
  });

  it('takes a city from the list only', () => {
    expect(propertyFieldProblem('city', 'jeddah', now)).toBeNull();
    expect(propertyFieldProblem('city', 'Tabuk', now)).toEqual({ key: 'city' });
  });

  it('takes an ad licence of 7 to 20 digits, typed in any digits', () => {
    expect(propertyFieldProblem('adLicenseNumber', '1234567', now)).toBeNull();
    expect(propertyFieldProblem('adLicenseNumber', '٧٢٠٠٠١٢٣٤٥', now)).toBeNull();
    expect(propertyFieldProblem('adLicenseNumber', '123456', now)).toEqual({ key: 'adLicense' });
    expect(propertyFieldProblem('adLicenseNumber', '7200-12345', now)).toEqual({ key: 'adLicense' });
    expect(propertyFieldProblem('adLicenseNumber', '1'.repeat(21), now)).toEqual({ key: 'adLicense' });
  });

  it('limits the text lengths as the server does', () => {
    expect(propertyFieldProblem('title', 'a'.repeat(LIMITS.title), now)).toBeNull();
    expect(propertyFieldProblem('title', 'a'.repeat(LIMITS.title + 1), now)).toEqual({
      key: 'tooLong',
      values: { max: LIMITS.title },
    });
    expect(propertyFieldProblem('descriptionEn', 'a'.repeat(LIMITS.description + 1), now)?.key).toBe('tooLong');
    expect(propertyFieldProblem('district', 'a'.repeat(LIMITS.district + 1), now)?.key).toBe('tooLong');
    expect(propertyFieldProblem('districtEn', 'a'.repeat(LIMITS.district + 1), now)?.key).toBe('tooLong');
    expect(propertyFieldProblem('districtEn', '', now)).toBeNull();
  });

  it('checks the agent’s phone and email for staff only', () => {
    const agent = { ...valid, agentPhone: 'call me', agentEmail: 'not-an-email' };
    expect(propertyFormProblems(agent, { staff: true, now })).toEqual({
      agentPhone: { key: 'phone' },
      agentEmail: { key: 'email' },
    });
    expect(propertyFormProblems(agent, { staff: false, now })).toEqual({});
    expect(propertyFieldProblem('agentPhone', '٠٥٠١٢٣٤٥٦٧', now)).toBeNull();
    expect(propertyFieldProblem('agentEmail', 'agent@example.com', now)).toBeNull();
  });
});
