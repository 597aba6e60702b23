import { CONTRACT_EXPIRING_SOON_DAYS, daysBetween } from '@estate/contracts';

/**
 * The contract figures the screens word and colour (spec document 2, sections 4 and 9). The server derives days
 * to expiry from today in Riyadh; these decide how a number of days is shown.
 */

/** Up to this many days the days-remaining figure shows in the urgent colour. */
export const EXPIRY_URGENT_DAYS = 7;

/** Expiring soon: more than 0 and at most 30 days to expiry. */
export const isExpiringSoon = (days: number) => days > 0 && days <= CONTRACT_EXPIRING_SOON_DAYS;

/** The colour of a days-to-expiry figure: below 0 red, up to 7 red-ish, up to 30 orange, else green. */
export type ExpiryTone = 'expired' | 'urgent' | 'soon' | 'ok';

export function expiryTone(days: number): ExpiryTone {
  if (days < 0) return 'expired';
  if (days <= EXPIRY_URGENT_DAYS) return 'urgent';
  if (days <= CONTRACT_EXPIRING_SOON_DAYS) return 'soon';
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
