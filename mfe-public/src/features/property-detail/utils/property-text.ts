import { cityName, districtName, type Language, type Property } from '@estate/contracts';

/** The one localized text of `@estate/contracts`, named here for the property page's components. */
export { localizedDescription, localizedTitle, type LocalizedText } from '@estate/contracts';

/** "district, city" in the language shown (a district without an English name in Arabic). */
export function placeOf(
  property: Pick<Property, 'city' | 'district'> & { districtEn?: string | null },
  lang: Language,
): string {
  return [districtName(property, lang), cityName(property.city, lang)]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
}
