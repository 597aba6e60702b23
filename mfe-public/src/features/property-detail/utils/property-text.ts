import { cityName, type Language, type Property } from '@estate/contracts';

/** The one localized text of `@estate/contracts`, named here for the property page's components. */
export { localizedDescription, localizedTitle, type LocalizedText } from '@estate/contracts';

/** "district, city" in the language shown (the district as stored). */
export function placeOf(property: Pick<Property, 'city' | 'district'>, lang: Language): string {
  return [property.district, cityName(property.city, lang)].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
}
