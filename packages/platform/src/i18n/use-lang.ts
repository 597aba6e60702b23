import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@estate/contracts';
import { i18n, isLanguage } from './i18n.js';
import { directionOf, localeOf } from './locale.js';

export interface LangState {
  lang: Language;
  dir: 'rtl' | 'ltr';
  locale: string;
  setLang: (lang: Language) => void;
  toggleLang: () => void;
}

export function useLang(): LangState {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang: Language = isLanguage(instance.language) ? instance.language : 'ar';
  const setLang = useCallback((next: Language) => void instance.changeLanguage(next), [instance]);
  const toggleLang = useCallback(
    () => void instance.changeLanguage(instance.language === 'ar' ? 'en' : 'ar'),
    [instance],
  );
  return { lang, dir: directionOf(lang), locale: localeOf(lang), setLang, toggleLang };
}
