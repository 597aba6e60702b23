import { mapsEmbedUrl, mapsLinkUrl } from './maps';

describe('maps links', () => {
  it('embed a search in the language shown and link to it, with the query encoded', () => {
    expect(mapsEmbedUrl('King Fahd Rd, Riyadh', 'ar')).toBe(
      'https://www.google.com/maps?q=King%20Fahd%20Rd%2C%20Riyadh&hl=ar&output=embed',
    );
    expect(mapsLinkUrl('A&B')).toBe('https://www.google.com/maps/search/?api=1&query=A%26B');
  });
});
