import type { Language, Property } from '@estate/contracts';
import { cityName } from '../../../components/city-name.js';

/** A text in the language shown, and the language it is really in (English falls back to the Arabic text). */
export interface LocalizedText {
  text: string;
  lang: Language;
}

export function localizedTitle(property: Pick<Property, 'title' | 'titleEn'>, lang: Language): LocalizedText {
  return lang === 'en' && property.titleEn
    ? { text: property.titleEn, lang: 'en' }
    : { text: property.title, lang: 'ar' };
}

export function localizedDescription(
  property: Pick<Property, 'description' | 'descriptionEn'>,
  lang: Language,
): LocalizedText {
  return lang === 'en' && property.descriptionEn
    ? { text: property.descriptionEn, lang: 'en' }
    : { text: property.description, lang: 'ar' };
}

/** "district, city" in the language shown (the district as stored). */
export function placeOf(property: Pick<Property, 'city' | 'district'>, lang: Language): string {
  return [property.district, cityName(property.city, lang)].filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
}
