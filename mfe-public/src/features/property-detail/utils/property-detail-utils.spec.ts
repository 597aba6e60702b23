import { mapsEmbedUrl, mapsLinkUrl } from '../../../utils/maps';
import { brochureHref } from '../api/brochure';
import { mapsQuery } from './maps';
import { placeOf } from './property-text';

const property = {
  title: 'فيلا فاخرة',
  titleEn: 'Luxury villa',
  description: 'وصف',
  descriptionEn: null,
  city: 'الرياض',
  district: 'الملقا',
  address: 'طريق الملك سلمان',
};

describe('the place of a listing', () => {
  it('writes the place with the city in the language shown', () => {
    expect(placeOf(property, 'en')).toBe('الملقا, Riyadh');
    expect(placeOf(property, 'ar')).toBe('الملقا، الرياض');
    expect(placeOf({ ...property, district: null }, 'en')).toBe('Riyadh');
    expect(placeOf({ ...property, districtEn: 'Al Malqa' }, 'en')).toBe('Al Malqa, Riyadh');
    expect(placeOf({ ...property, districtEn: 'Al Malqa' }, 'ar')).toBe('الملقا، الرياض');
  });
});

describe('the brochure link', () => {
  it('asks for the brochure in the language of the page', () => {
    expect(brochureHref('a1', 'ar')).toBe('/api/properties/a1/brochure?lang=ar');
    expect(brochureHref('a1', 'en')).toBe('/api/properties/a1/brochure?lang=en');
  });
});

describe('maps links', () => {
  it('search the address, district and city, skipping the missing parts', () => {
    expect(mapsQuery(property)).toBe('طريق الملك سلمان, الملقا, الرياض');
    expect(mapsQuery({ ...property, address: null, district: ' ' })).toBe('الرياض');
  });

  it('encode the query in the embed and in the link', () => {
    const q = encodeURIComponent('طريق الملك سلمان, الملقا, الرياض');
    expect(mapsEmbedUrl(mapsQuery(property), 'en')).toBe(`https://www.google.com/maps?q=${q}&hl=en&output=embed`);
    expect(mapsLinkUrl(mapsQuery(property))).toBe(`https://www.google.com/maps/search/?api=1&query=${q}`);
  });
});
