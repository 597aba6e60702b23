import type { Language, ReportMonth } from '@estate/contracts';
import { localeOf } from '@estate/platform';

/** A month `YYYY-MM` as the page's language writes it: "Mar 2025", "مارس ٢٠٢٥". */
export const monthLabel = (month: string, lang: Language): string =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * A trend month's label: marked projected (`projected` words it, e.g. "Dec 2026 (projected)") when the month has not
 * started, since its occupancy is read from the contracts signed so far.
 */
export const trendLabel = (row: ReportMonth, lang: Language, projected: (month: string) => string): string =>
  row.projected ? projected(monthLabel(row.month, lang)) : monthLabel(row.month, lang);
