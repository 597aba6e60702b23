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
