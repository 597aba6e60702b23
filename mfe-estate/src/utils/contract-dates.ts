/**
 * The contract figures the spec defines on dates (document 2, section 9): days to expiry and its colour and
 * text, "expiring soon", and a contract's duration in months. Dates are calendar days (`YYYY-MM-DD`).
 */

const DAY_MS = 86_400_000;

/** Days from one calendar date to another (negative when `to` is earlier), whatever the time zone. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

function dayNumber(date: string): number {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Today's calendar date in Saudi Arabia (UTC+3, no daylight saving), as the server counts contract days. */
export function todayInRiyadh(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Days left until a contract ends (0 on its last day, negative once it has ended). */
export const daysToExpiry = (endDate: string, today: string = todayInRiyadh()) => daysBetween(today, endDate);

/** Expiring soon: more than 0 and at most 30 days to expiry. */
export const EXPIRING_SOON_DAYS = 30;
/** Up to this many days the days-remaining figure shows in the urgent colour. */
export const EXPIRY_URGENT_DAYS = 7;

export const isExpiringSoon = (days: number) => days > 0 && days <= EXPIRING_SOON_DAYS;

/** The colour of a days-to-expiry figure: below 0 red, up to 7 red-ish, up to 30 orange, else green. */
export type ExpiryTone = 'expired' | 'urgent' | 'soon' | 'ok';

export function expiryTone(days: number): ExpiryTone {
  if (days < 0) return 'expired';
  if (days <= EXPIRY_URGENT_DAYS) return 'urgent';
  if (days <= EXPIRING_SOON_DAYS) return 'soon';
  return 'ok';
}

/** Which text a days-to-expiry figure reads: 'N days remaining', 'expired N days ago' or 'expires today'. */
export function expiryText(days: number): { key: 'remaining' | 'expiredAgo' | 'today'; count: number } {
  if (days > 0) return { key: 'remaining', count: days };
  if (days < 0) return { key: 'expiredAgo', count: -days };
  return { key: 'today', count: 0 };
}

/** A contract's duration in months: the days between start and end divided by 30, rounded. */
export const durationMonths = (startDate: string, endDate: string) => Math.round(daysBetween(startDate, endDate) / 30);

/** Occupancy as a ratio rounded to a whole percent (occupied / total; 0 when there are no units). */
export const occupancyRatio = (occupied: number, total: number) =>
  total > 0 ? Math.round((occupied / total) * 100) / 100 : 0;
