import type { Language } from './constants.js';
import { localizeDigits } from './digits.js';

/** A day of the Umm al-Qura (Hijri) calendar. */
export interface HijriDay {
  year: number;
  month: number;
  day: number;
}

let umalqura: Intl.DateTimeFormat | null = null;

/**
 * The calendar day a value names: a `YYYY-MM-DD` string is that day as written; a timestamp or Date is its day
 * on the reader's clock (as a date formatted without a time zone shows it). Null when it names no day.
 */
function calendarDay(value: Date | string | number): Date | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : day;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/** The Umm al-Qura day of a Gregorian day (Intl's `islamic-umalqura` calendar), or null when it names no day. */
export function toHijri(value: Date | string | number): HijriDay | null {
  const day = calendarDay(value);
  if (!day) return null;
  umalqura ??= new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = umalqura.formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const hijri = { year: part('year'), month: part('month'), day: part('day') };
  return Number.isInteger(hijri.year) && Number.isInteger(hijri.month) && Number.isInteger(hijri.day) ? hijri : null;
}

/**
 * A Gregorian day's Umm al-Qura date, as Saudi documents write it: `١٤٤٧/٠٤/٠٣ هـ` in Arabic (year/month/day),
 * `3/4/1447 AH` in English (day/month/year). Empty when the value names no day. The screens and the PDFs write
 * Hijri dates with this one function.
 */
export function formatHijriDate(value: Date | string | number, lang: Language): string {
  const hijri = toHijri(value);
  if (!hijri) return '';
  if (lang === 'en') return `${hijri.day}/${hijri.month}/${hijri.year} AH`;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${localizeDigits(`${hijri.year}/${two(hijri.month)}/${two(hijri.day)}`, 'ar')} هـ`;
}

/**
 * A date already written in the Gregorian calendar followed by its Hijri date in brackets:
 * "5 March 2025 (5/9/1446 AH)", "٥ مارس ٢٠٢٥ (١٤٤٦/٠٩/٠٥ هـ)". The Gregorian text is left as it came when the value
 * names no day.
 */
export function withHijriDate(gregorian: string, value: Date | string | number, lang: Language): string {
  const hijri = formatHijriDate(value, lang);
  return hijri ? `${gregorian} (${hijri})` : gregorian;
}
