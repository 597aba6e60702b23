import { cityKeyOf, cityName, findCity } from './cities';

describe('city lookup', () => {
  it.each(['riyadh', 'Riyadh', 'RIYADH', ' riyadh ', 'الرياض', ' الرياض'])('finds Riyadh from %p', (value) => {
    expect(findCity(value)?.key).toBe('riyadh');
    expect(cityKeyOf(value)).toBe('riyadh');
  });

  it('finds a city whose names have spaces', () => {
    expect(cityKeyOf('مكة المكرمة')).toBe('mecca');
    expect(cityKeyOf('medina')).toBe('medina');
    expect(cityKeyOf('Medina')).toBe('medina');
  });

  it.each([undefined, null, '', '   ', 'Tabuk', 'رياض', 'riyad'])('finds no city for %p', (value) => {
    expect(findCity(value)).toBeUndefined();
    expect(cityKeyOf(value)).toBeUndefined();
  });

  it('names a city in the language shown, and keeps a city not on the list as given', () => {
    expect(cityName('jeddah', 'ar')).toBe('جدة');
    expect(cityName('جدة', 'en')).toBe('Jeddah');
    expect(cityName('jeddah', 'en')).toBe('Jeddah');
    expect(cityName('Jeddah', 'ar')).toBe('جدة');
    expect(cityName('تبوك', 'en')).toBe('تبوك');
  });
});
