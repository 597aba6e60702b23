import type { DashboardMapProperty } from '@estate/contracts';
import { groupMapProperties, propertyName } from './property-map';

const property = (
  id: string,
  city: string,
  district: string | null,
  units: number,
  occupied: number,
  districtEn: string | null = null,
) =>
  ({
    id,
    name: `عمارة ${id}`,
    nameEn: `Building ${id}`,
    city,
    district,
    districtEn,
    units,
    occupiedUnits: occupied,
    state: occupied === 0 ? 'vacant' : occupied === units ? 'occupied' : 'partial',
  }) satisfies DashboardMapProperty;

describe('the schematic map of estate properties', () => {
  const properties = [
    property('c', 'riyadh', 'العليا', 4, 4, 'Al Olaya'),
    property('a', 'jeddah', 'الروضة', 2, 0),
    property('b', 'riyadh', 'العليا', 3, 1),
    property('d', 'riyadh', null, 1, 0),
    property('e', 'riyadh', 'الملقا', 2, 2, 'Al Malqa'),
    property('f', 'riyadh', 'حي بلا ترجمة', 1, 0),
  ];

  it('groups the properties by city, then district, the ones without a district last', () => {
    const cities = groupMapProperties(properties, 'en');
    expect(cities.map((city) => city.name)).toEqual(['Jeddah', 'Riyadh']);
    const riyadh = cities[1]!;
    expect(riyadh.districts.map((district) => district.name)).toEqual(['Al Malqa', 'Al Olaya', 'حي بلا ترجمة', null]);
    expect(riyadh.districts[1]!.district).toBe('العليا');
    expect(riyadh.districts[1]!.properties.map((item) => item.id)).toEqual(['b', 'c']);
  });

  it('names the districts in Arabic on Arabic pages', () => {
    const riyadh = groupMapProperties(properties, 'ar').find((city) => city.city === 'riyadh')!;
    expect(riyadh.districts.map((district) => district.name)).toEqual(['العليا', 'الملقا', 'حي بلا ترجمة', null]);
  });

  it('adds up each city’s units and occupied units', () => {
    const riyadh = groupMapProperties(properties, 'ar').find((city) => city.city === 'riyadh')!;
    expect(riyadh.name).toBe('الرياض');
    expect([riyadh.units, riyadh.occupiedUnits]).toEqual([11, 7]);
  });

  it('names a property in the language shown, Arabic when it has no English name', () => {
    expect(propertyName(properties[0]!, 'en')).toBe('Building c');
    expect(propertyName({ ...properties[0]!, nameEn: null }, 'en')).toBe('عمارة c');
  });
});
