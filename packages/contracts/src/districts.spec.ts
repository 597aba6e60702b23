import { bilingualDistrict, districtName, districtNameEn, localizedDistrict } from './districts';

describe('district names', () => {
  it('shows the English name on English pages and the Arabic one on Arabic pages', () => {
    const property = { district: 'السلامة', districtEn: 'As Salamah' };
    expect(districtName(property, 'en')).toBe('As Salamah');
    expect(districtName(property, 'ar')).toBe('السلامة');
    expect(localizedDistrict(property, 'en')).toEqual({ text: 'As Salamah', lang: 'en' });
  });

  it('falls back to the Arabic name without an English one, and to nothing without a district', () => {
    expect(localizedDistrict({ district: 'حي جديد', districtEn: null }, 'en')).toEqual({ text: 'حي جديد', lang: 'ar' });
    expect(districtName({ district: 'حي جديد', districtEn: '  ' }, 'en')).toBe('حي جديد');
    expect(localizedDistrict({ district: null, districtEn: 'Al Olaya' }, 'en')).toBeNull();
    expect(districtName({ district: '', districtEn: null }, 'en')).toBe('');
  });

  it('knows the seeded districts by their Arabic name', () => {
    expect(districtNameEn('العليا')).toBe('Al Olaya');
    expect(districtNameEn(' السلامة ')).toBe('As Salamah');
    expect(districtNameEn('حي غير معروف')).toBeNull();
    expect(bilingualDistrict('الملقا')).toEqual({ ar: 'الملقا', en: 'Al Malqa' });
  });
});
