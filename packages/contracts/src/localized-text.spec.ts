import { listingTitle, localizedDescription, localizedText, localizedTitle } from './localized-text';

describe('localized text', () => {
  const villa = { title: 'فيلا فاخرة', titleEn: 'Luxury villa', description: 'وصف', descriptionEn: 'About' };

  it('shows English in English and Arabic in Arabic, saying which it is', () => {
    expect(localizedTitle(villa, 'en')).toEqual({ text: 'Luxury villa', lang: 'en' });
    expect(localizedTitle(villa, 'ar')).toEqual({ text: 'فيلا فاخرة', lang: 'ar' });
    expect(localizedDescription(villa, 'en')).toEqual({ text: 'About', lang: 'en' });
    expect(listingTitle(villa, 'en')).toBe('Luxury villa');
    expect(listingTitle(villa, 'ar')).toBe('فيلا فاخرة');
  });

  it.each([null, '', '   '])('falls back to Arabic when the English text is %p', (english) => {
    expect(localizedTitle({ ...villa, titleEn: english }, 'en')).toEqual({ text: 'فيلا فاخرة', lang: 'ar' });
    expect(listingTitle({ ...villa, titleEn: english }, 'en')).toBe('فيلا فاخرة');
    expect(localizedText('نص', english, 'en').lang).toBe('ar');
  });
});
