import type { Language } from '@estate/contracts';
import { localeOf } from '../i18n/locale.js';

/** A date with its time of day (audit entries, last sign-in), in the language's locale. */
export function formatDateTime(value: Date | string | number, lang: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A month `YYYY-MM` as the language writes it: "Mar 2025", "مارس ٢٠٢٥" (anything else is returned as it is). */
export function formatMonth(month: string, lang: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(localeOf(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** Words joined with the language's comma, the empty ones left out: "النرجس، الرياض", "Al Narjis, Riyadh". */
export const joinWords = (words: readonly (string | null | undefined)[], lang: Language): string =>
  words.filter((word): word is string => !!word).join(lang === 'ar' ? '، ' : ', ');
