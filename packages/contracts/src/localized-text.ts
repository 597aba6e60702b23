import type { Language } from './constants.js';

/** A text in the language shown, and the language it is really in (English falls back to the Arabic text). */
export interface LocalizedText {
  text: string;
  lang: Language;
}

/** The English text in English when there is one (not blank), else the Arabic text. */
export function localizedText(arabic: string, english: string | null | undefined, lang: Language): LocalizedText {
  return lang === 'en' && english?.trim() ? { text: english, lang: 'en' } : { text: arabic, lang: 'ar' };
}

/** A listing's (or an auction's) title in the language shown, and the language it is in. */
export const localizedTitle = (item: { title: string; titleEn?: string | null }, lang: Language): LocalizedText =>
  localizedText(item.title, item.titleEn, lang);

/** A listing's (or an auction's) title in the language shown: English falls back to the Arabic title. */
export const listingTitle = (item: { title: string; titleEn?: string | null }, lang: Language): string =>
  localizedTitle(item, lang).text;

/** A listing's description in the language shown, and the language it is in. */
export const localizedDescription = (
  item: { description: string; descriptionEn?: string | null },
  lang: Language,
): LocalizedText => localizedText(item.description, item.descriptionEn, lang);
