import { CURRENCY, type Language } from '@estate/contracts';
import { localeOf } from '../i18n/locale.js';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), options);
    numberFormats.set(key, format);
  }
  return format;
}

const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));

export function formatNumber(value: number | string, lang: Language, maximumFractionDigits = 0): string {
  return numberFormat(lang, { maximumFractionDigits }).format(toNumber(value));
}

export function formatCurrency(value: number | string, lang: Language): string {
  return numberFormat(lang, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(
    toNumber(value),
  );
}

export function formatPercent(ratio: number, lang: Language, maximumFractionDigits = 0): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits }).format(ratio);
}

export function formatArea(value: number | string, lang: Language): string {
  return `${formatNumber(value, lang)} ${lang === 'ar' ? 'م²' : 'm²'}`;
}

export function formatDate(value: Date | string | number, lang: Language, style: 'short' | 'long' = 'long'): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(localeOf(lang), {
    year: 'numeric',
    month: style === 'long' ? 'long' : '2-digit',
    day: '2-digit',
  }).format(date);
}
