import type { Language } from '@estate/contracts';

export const directionOf = (lang: Language) => (lang === 'ar' ? 'rtl' : 'ltr');

/** Intl locale of a language; the Gregorian calendar in both, so contract dates read the same. */
export const localeOf = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US');
