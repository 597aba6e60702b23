import { areaLabel, dayLabel, hasFigures } from './analytics-format';

describe('the analytics charts’ labels', () => {
  it('names an area by its district and the city in the language shown, from a key or a stored name', () => {
    expect(areaLabel({ city: 'riyadh', district: 'النرجس' }, 'ar')).toBe('النرجس، الرياض');
    expect(areaLabel({ city: 'الرياض', district: 'Al Narjis' }, 'en')).toBe('Al Narjis, Riyadh');
    expect(areaLabel({ city: 'jeddah', district: null }, 'en')).toBe('Jeddah');
    // A city not on the list is written as stored.
    expect(areaLabel({ city: 'Atlantis', district: null }, 'ar')).toBe('Atlantis');
  });

  it('writes a day short in each language without shifting it by the time zone', () => {
    expect(dayLabel('2025-03-05', 'en')).toBe('Mar 5');
    expect(dayLabel('2025-03-05', 'ar')).toMatch(/^٥ مارس$/);
    expect(dayLabel('not a day', 'en')).toBe('not a day');
  });

  it('tells an all-zero series from one with figures', () => {
    const months = [
      { month: '2025-01', revenue: 0, expenses: 0 },
      { month: '2025-02', revenue: 0, expenses: 0 },
    ];
    expect(hasFigures(months, ['revenue', 'expenses'])).toBe(false);
    expect(hasFigures([...months, { month: '2025-03', revenue: 0, expenses: 120 }], ['revenue', 'expenses'])).toBe(
      true,
    );
    expect(hasFigures([], ['revenue'])).toBe(false);
  });
});
