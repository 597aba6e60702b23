import { CURRENCY, formatHijriDate, type Language, withHijriDate } from '@estate/contracts';
import { localeOf } from '../i18n/locale.js';

/**
 * Numbers, amounts and percentages as Intl writes them for ar-SA and en-US, written here instead: the first
 * Intl.NumberFormat a page creates costs it 30 to 90 ms of main thread (measured in Chromium on this
 * machine), on every first load. The output is the same, character for character (format.spec.ts compares
 * them); anything beyond plain decimals (non-finite, beyond 10^21) is still left to Intl.
 */
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const ARABIC_GROUP = '\u066C';
const ARABIC_DECIMAL = '\u066B';
/** Arabic letter mark before a minus sign, right-to-left mark around an amount, no-break space before its unit. */
const ALM = '\u061C';
const RLM = '\u200F';
const NBSP = '\u00A0';
const CURRENCY_SYMBOL: Record<Language, string> = { ar: 'ر.س.', en: CURRENCY };

const intlFormats = new Map<string, Intl.NumberFormat>();
function intlFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), options);
    intlFormats.set(key, format);
  }
  return format;
}

const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));
const writable = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e21;

/**
 * The digits of |value| × 10^scale, rounded half away from zero to at most `fractionDigits`, grouped by
 * thousands. The scale moves the decimal point in the written digits (a percentage), as Intl does, so 0.145
 * is 14.5 % and not 14.499999999999998.
 */
function digits(value: number, lang: Language, fractionDigits: number, grouping: boolean, scale = 0): string {
  const [whole, fraction = ''] = roundedMagnitude(value, fractionDigits, scale).split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const kept = fraction.replace(/0+$/, '');
  const latin = kept ? `${grouped}.${kept}` : grouped;
  if (lang === 'en') return latin;
  return latin.replace(/[0-9.,]/g, (char) =>
    char === ',' ? ARABIC_GROUP : char === '.' ? ARABIC_DECIMAL : ARABIC_DIGITS[Number(char)],
  );
}

/** |value| × 10^scale to `fractionDigits` places, halves away from zero, on the value's shortest decimal form. */
function roundedMagnitude(value: number, fractionDigits: number, scale: number): string {
  const magnitude = Math.abs(value);
  const [mantissa, exponent = '0'] = magnitude.toExponential().split('e');
  const [head, tail = ''] = mantissa.split('.');
  const allDigits = head + tail;
  const pointAt = 1 + Number(exponent) + scale;
  const padded = pointAt <= 0 ? '0'.repeat(1 - pointAt) + allDigits : allDigits.padEnd(pointAt, '0');
  const point = Math.max(pointAt, 1);
  const whole = padded.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(point);
  if (fraction.length <= fractionDigits) return fraction ? `${whole}.${fraction}` : whole;
  const kept = whole + fraction.slice(0, fractionDigits);
  const roundUp = Number(fraction[fractionDigits]) >= 5;
  const rounded = roundUp ? increment(kept) : kept;
  const wholeLength = rounded.length - fractionDigits;
  const result = fractionDigits
    ? `${rounded.slice(0, wholeLength)}.${rounded.slice(wholeLength)}`
    : rounded.slice(0, wholeLength);
  return result.replace(/^0+(?=\d)/, '');
}

function increment(decimalDigits: string): string {
  const chars = decimalDigits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/** The sign Intl writes: for negative numbers, negative zero included. */
const signOf = (value: number, lang: Language) =>
  value < 0 || Object.is(value, -0) ? (lang === 'ar' ? `${ALM}-` : '-') : '';

export function formatNumber(value: number | string, lang: Language, maximumFractionDigits = 0): string {
  const number = toNumber(value);
  if (!writable(number)) return intlFormat(lang, { maximumFractionDigits }).format(number);
  const sign = signOf(number, lang);
  return sign + digits(number, lang, maximumFractionDigits, true);
}

/** The same number without thousands separators (years, licence numbers). */
export function formatInteger(value: number, lang: Language): string {
  if (!writable(value)) return intlFormat(lang, { useGrouping: false }).format(value);
  return signOf(value, lang) + digits(value, lang, 0, false);
}

/**
 * An amount in SAR, in whole riyals; with `{ halalas: true }` (what is charged or paid) an amount with halalas keeps
 * both decimals ("SAR 2,850.50") and a whole one stays whole.
 */
export function formatCurrency(value: number | string, lang: Language, options: { halalas?: boolean } = {}): string {
  const number = toNumber(value);
  if (!writable(number)) {
    return intlFormat(lang, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(number);
  }
  const sign = signOf(number, lang);
  const cents = Math.round(Math.abs(number) * 100) % 100;
  const amount =
    options.halalas && cents !== 0
      ? digits(Math.trunc(Math.abs(number)), lang, 0, true) +
        (lang === 'en' ? '.' : ARABIC_DECIMAL) +
        digits(cents, lang, 0, false).padStart(2, lang === 'en' ? '0' : ARABIC_DIGITS[0])
      : digits(number, lang, 0, true);
  return lang === 'ar'
    ? `${sign}${RLM}${amount}${NBSP}${CURRENCY_SYMBOL.ar}${RLM}`
    : `${sign}${CURRENCY_SYMBOL.en}${NBSP}${amount}`;
}

export function formatPercent(ratio: number, lang: Language, maximumFractionDigits = 0): string {
  if (!writable(ratio * 100)) return intlFormat(lang, { style: 'percent', maximumFractionDigits }).format(ratio);
  const sign = signOf(ratio, lang);
  const amount = digits(ratio, lang, maximumFractionDigits, true, 2);
  return lang === 'ar' ? `${sign}${amount}٪${ALM}` : `${sign}${amount}%`;
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

/** A day's Umm al-Qura date: "١٤٤٧/٠٤/٠٣ هـ", "3/4/1447 AH" (the rule the PDFs print too, `@estate/contracts`). */
export { formatHijriDate };

/** A date with its Hijri date after it: "25 سبتمبر 2025 (١٤٤٧/٠٤/٠٣ هـ)", "September 25, 2025 (3/4/1447 AH)". */
export function formatDateWithHijri(
  value: Date | string | number,
  lang: Language,
  style: 'short' | 'long' = 'long',
): string {
  return withHijriDate(formatDate(value, lang, style), value, lang);
}
