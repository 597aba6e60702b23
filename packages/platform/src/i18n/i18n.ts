import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/en';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@estate/contracts';
import { directionOf } from './locale.js';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import arErrors from '../locales/ar/errors.json';
import enErrors from '../locales/en/errors.json';
import arValidation from '../locales/ar/validation.json';
import enValidation from '../locales/en/validation.json';

export const i18n = i18next.createInstance();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function savedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * A copy of the chosen language (kept in local storage) that the server reads, so the page's HTML comes
 * prerendered in that language. The server names the same cookie (services/src/common/static/page-html.ts).
 */
export const LANGUAGE_COOKIE = 'lang';

/** Mirrors the language onto the document: dir, lang, a body class, and dayjs (weeks from Saturday in Arabic). */
export function applyDocumentLanguage(lang: Language): void {
  dayjs.locale(lang);
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = lang;
  root.dir = directionOf(lang);
  for (const other of LANGUAGES) document.body.classList.toggle(`lang-${other}`, other === lang);
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

const resources: Resource = {
  ar: { common: arCommon, errors: arErrors, validation: arValidation },
  en: { common: enCommon, errors: enErrors, validation: enValidation },
};

void i18n.use(initReactI18next).init({
  resources,
  lng: savedLanguage(),
  fallbackLng: false,
  defaultNS: 'common',
  ns: ['common', 'errors', 'validation'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18n.language as Language);

i18n.on('languageChanged', (lang) => {
  if (!isLanguage(lang)) return;
  applyDocumentLanguage(lang);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage may be unavailable (private mode); the choice then lasts for this page only */
  }
});

/** A remote adds its own namespace (both languages) when its routes module loads. */
export function registerNamespace(ns: string, bundles: Record<Language, Record<string, unknown>>): void {
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundles[lang], true, true);
  }
}
