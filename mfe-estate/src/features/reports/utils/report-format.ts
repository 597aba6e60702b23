import type { Language } from '@estate/contracts';
import { localeOf } from '@estate/platform';

/** A month `YYYY-MM` as the page's language writes it: "Mar 2025", "مارس ٢٠٢٥". */
export const monthLabel = (month: string, lang: Language): string =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
