/**
 * The invoice schedule of a rental contract, as pure arithmetic on calendar dates (`YYYY-MM-DD`) and halalas
 * (1/100 SAR), so the API and the screens compute the same invoices:
 * - rent is `rentAmount` SAR a month, billed in advance per period of the payment frequency (1, 3, 6 or 12
 *   months), each period due on its first day;
 * - periods are counted from the start date (period k starts k × months after it; a day past the month's end
 *   falls on its last day, so 31 January + 1 month is 28/29 February);
 * - a last period cut short by the end date is prorated by days: the full period's rent × days billed / days in
 *   the full period;
 * - VAT (15%) is added on commercial units only; each invoice carries net, VAT and total, rounded to the halala
 *   (VAT on the rounded net);
 * - the security deposit is its own invoice, due on the start date, without VAT.
 */

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'semi_annual', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Months in one period of each payment frequency. */
export const FREQUENCY_MONTHS: Record<PaymentFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  semi_annual: 6,
  yearly: 12,
};

/** VAT on the rent of commercial units (percent); residential rent carries none. */
export const COMMERCIAL_VAT_PERCENT = 15;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of a calendar date; throws on a date that does not exist. */
export function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date.slice(0, 10));
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return time / DAY_MS;
}

/** The calendar date of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** True for a `YYYY-MM-DD` string naming a day that exists. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** A date `days` days later (earlier when negative). */
export const addDays = (date: string, days: number): string => dateOfDay(dayNumber(date) + days);

/** Days from one date to another: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** A date `months` months later, on the same day of the month or the month's last day when it has fewer. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Today's calendar date in Saudi Arabia (UTC+3, no daylight saving): the day contract statuses are counted on. */
export const todayInRiyadh = (now: Date = new Date()): string =>
  new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** SAR (a number with at most 2 decimals) to halalas, and back. */
export const toHalalas = (sar: number): number => Math.round(sar * 100);
export const toSar = (halalas: number): number => halalas / 100;

/** The VAT percent of a unit's rent: 15 on commercial units, 0 on residential ones. */
export const vatPercentFor = (category: 'residential' | 'commercial'): number =>
  category === 'commercial' ? COMMERCIAL_VAT_PERCENT : 0;

/** Net, VAT and total of an amount, in halalas: VAT on the net at `vatPercent`, rounded to the halala. */
export function withVat(netHalalas: number, vatPercent: number): { net: number; vat: number; total: number } {
  const vat = Math.round((netHalalas * vatPercent) / 100);
  return { net: netHalalas, vat, total: netHalalas + vat };
}

export interface ScheduleTerms {
  startDate: string;
  endDate: string;
  /** SAR a month. */
  rentAmount: number;
  paymentFrequency: PaymentFrequency;
  /** 15 for a commercial unit, 0 for a residential one. */
  vatPercent: number;
}

/** One rent period of a schedule; amounts in halalas. */
export interface RentPeriod {
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** Days billed (periodStart to periodEnd, both included). */
  days: number;
  /** Days in the full period; more than `days` when the period is prorated. */
  fullDays: number;
  prorated: boolean;
  net: number;
  vat: number;
  total: number;
}

/**
 * The rent periods of a contract from its start to its end date. With `after`, only what falls after that date
 * (the day a kept invoice ends): whole periods after it, and the part after it of the period it falls in, prorated
 * by days like a short last period. The grid stays anchored on the start date whatever `after` is.
 */
export function rentSchedule(terms: ScheduleTerms, options: { after?: string } = {}): RentPeriod[] {
  const months = FREQUENCY_MONTHS[terms.paymentFrequency];
  if (!months) throw new RangeError(`Unknown payment frequency: ${terms.paymentFrequency}`);
  const start = dayNumber(terms.startDate);
  const end = dayNumber(terms.endDate);
  const after = options.after === undefined ? start - 1 : dayNumber(options.after);
  const fullAmount = toHalalas(terms.rentAmount) * months;
  const periods: RentPeriod[] = [];
  for (let k = 0; ; k += 1) {
    const fullStart = dayNumber(addMonths(terms.startDate, k * months));
    if (fullStart > end) break;
    const fullEnd = dayNumber(addMonths(terms.startDate, (k + 1) * months)) - 1;
    const periodStart = Math.max(fullStart, after + 1);
    const periodEnd = Math.min(fullEnd, end);
    if (periodStart > periodEnd) continue;
    const days = periodEnd - periodStart + 1;
    const fullDays = fullEnd - fullStart + 1;
    const net = days === fullDays ? fullAmount : Math.round((fullAmount * days) / fullDays);
    periods.push({
      periodStart: dateOfDay(periodStart),
      periodEnd: dateOfDay(periodEnd),
      dueDate: dateOfDay(periodStart),
      days,
      fullDays,
      prorated: days !== fullDays,
      ...withVat(net, terms.vatPercent),
    });
  }
  return periods;
}

/** The whole rent of a contract's schedule in halalas: net, VAT and total. */
export function scheduleTotals(periods: readonly RentPeriod[]): { net: number; vat: number; total: number } {
  return periods.reduce(
    (sum, period) => ({ net: sum.net + period.net, vat: sum.vat + period.vat, total: sum.total + period.total }),
    { net: 0, vat: 0, total: 0 },
  );
}

/**
 * The deposit invoice a contract issues, in halalas (no VAT), or null when none is due. A renewal holds the deposit
 * of the contract it renews, so it bills only what its deposit adds to that one.
 */
export function depositDue(securityDeposit: number, heldFromRenewed = 0): number | null {
  const due = toHalalas(securityDeposit) - toHalalas(heldFromRenewed);
  return due > 0 ? due : null;
}
