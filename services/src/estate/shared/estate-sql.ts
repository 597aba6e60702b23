/**
 * Pieces of SQL the estate reads share: numbered parameters, the derived statuses (written once, so a list, its
 * filters, its summary and a record agree), and converters of the rows PostgreSQL answers.
 */

/** Numbered parameters of one statement: `add(value)` answers its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `text` for a LIKE pattern, its wildcards taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A contract (alias `c`) holds its unit today: not terminated, started, not ended. `today` is a placeholder. */
export const activeContract = (c: string, today: string) =>
  `(${c}.termination_date IS NULL AND ${c}.start_date <= ${today} AND ${c}.end_date >= ${today})`;

/**
 * A contract (alias `c`) covers day `d` (a placeholder or column): started, not ended, not yet terminated on it. The
 * reports and the owner portal count rent and occupancy with it, so their figures agree.
 */
export const contractCovers = (c: string, d: string) =>
  `(${c}.start_date <= ${d} AND ${c}.end_date >= ${d} AND (${c}.termination_date IS NULL OR ${c}.termination_date > ${d}))`;

/**
 * "Occupied" on day `d`: the units of the contracts (alias `c`) that cover it (contractCovers), each counted once, as
 * an int. Every occupancy figure (the properties and owners lists, a property, the reports, the owner portal, the staff
 * dashboard) counts with it, or with occupiedUnitsOnDaysSql for several days at once, and rounds with
 * `occupancyPercent` (@estate/contracts), so one property shows one rate.
 */
export const occupiedUnitsSql = (c: string, d: string) =>
  `(count(DISTINCT ${c}.unit_id) FILTER (WHERE ${contractCovers(c, d)}))::int`;

/**
 * occupiedUnitsSql on each of several `days` (`YYYY-MM-DD`, added to `params`) at once: a statement answering
 * `position` (1 for the first day given) and `occupied` for each day, over the contracts (alias `c`) that `scope`
 * keeps (a condition on `c`). The contracts that overlap the days are read once, in the order of their unit (the
 * index by unit carries their dates), and grouped by unit as they come, each unit carrying as bits the days one of
 * its contracts covers, so a unit is counted once on a day however many of its contracts cover it, as
 * occupiedUnitsSql counts; the units are then counted by those bits. A contract covers the days from its start_date
 * through the earlier of its end_date and the day before its termination_date (contractCovers): with the distinct
 * days in order, those it covers are a run, from the first on or after its start to the last on or before that day,
 * found by two binary searches (width_bucket) rather than a test of every day. A year's twelve month ends over 50,000
 * contracts read the table once instead of joining it to every day and counting distinct units twelve times.
 */
export function occupiedUnitsOnDaysSql(days: readonly string[], params: SqlParams, scope = 'TRUE'): string {
  if (days.length === 0 || days.length > 62) throw new RangeError(`1 to 62 days, not ${days.length}`);
  const distinct = [...new Set(days)].sort();
  const ordered = `ARRAY[${distinct.map((day) => `${params.add(day)}::date`).join(', ')}]`;
  // How many of the days are before the contract's first day, and how many are not after its last: the days it
  // covers are the bits from the first count up to the second.
  const before = `width_bucket(c.start_date - 1, ${ordered})`;
  const through = `width_bucket(least(c.end_date, c.termination_date - 1), ${ordered})`;
  const covered = `CASE WHEN ${through} > ${before} THEN (1::bigint << ${through}) - (1::bigint << ${before}) ELSE 0 END`;
  const bits = days.map((day) => distinct.indexOf(day));
  return `SELECT d.position, coalesce(sum(u.units) FILTER (WHERE u.covered & (1::bigint << d.bit) <> 0), 0)::int
                   AS occupied
            FROM unnest('{${bits.join(',')}}'::int[]) WITH ORDINALITY AS d(bit, position)
            LEFT JOIN (
              SELECT units_by_day.covered, count(*) AS units
                FROM (SELECT bit_or(contracts.covered) AS covered
                        FROM (SELECT c.unit_id, ${covered} AS covered
                                FROM estate_contracts c
                               WHERE c.start_date <= ${params.add(distinct.at(-1))}::date
                                 AND c.end_date >= ${params.add(distinct[0])}::date AND (${scope})
                               ORDER BY c.unit_id) contracts
                       GROUP BY contracts.unit_id) units_by_day
               GROUP BY units_by_day.covered
            ) u ON TRUE
           GROUP BY d.position`;
}

/** The calendar day in Riyadh (UTC+3, no daylight saving) of a timestamptz column. */
export const riyadhDaySql = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '3 hours')::date`;

/** The instant a Riyadh day (a `date` placeholder) starts, for range conditions an index on a timestamptz serves. */
export const riyadhDayStartSql = (day: string) => `((${day}::date)::timestamp - interval '3 hours') AT TIME ZONE 'UTC'`;

/** A contract still to come or running: not terminated and not ended. */
export const openContract = (c: string, today: string) =>
  `(${c}.termination_date IS NULL AND ${c}.end_date >= ${today})`;

/** A contract's status from the clock and termination (see CONTRACT_STATUSES). */
export const contractStatusSql = (c: string, today: string) =>
  `(CASE WHEN ${c}.termination_date IS NOT NULL THEN 'terminated'
        WHEN ${c}.start_date > ${today} THEN 'pending'
        WHEN ${c}.end_date >= ${today} THEN 'active'
        ELSE 'expired' END)`;

/** The predicate of one contract status, written so the indexes on the dates serve it. */
export function contractStatusPredicate(status: string, c: string, today: string): string {
  switch (status) {
    case 'terminated':
      return `${c}.termination_date IS NOT NULL`;
    case 'pending':
      return `(${c}.termination_date IS NULL AND ${c}.start_date > ${today})`;
    case 'active':
      return activeContract(c, today);
    default:
      return `(${c}.termination_date IS NULL AND ${c}.end_date < ${today})`;
  }
}

/**
 * A payment status from the earliest due date of the unpaid invoices already due (`oldestDue`, NULL for none):
 * current, late up to LATE_PAYMENT_DAYS past it, overdue beyond.
 */
export const paymentStatusSql = (oldestDue: string, today: string, lateDays: number) =>
  `(CASE WHEN ${oldestDue} IS NULL THEN 'current'
        WHEN ${today}::date - ${oldestDue} > ${lateDays} THEN 'overdue'
        ELSE 'late' END)`;

/** A numeric column as a number (PostgreSQL numerics arrive as strings); null counts as 0 (`numOrNull` keeps it). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A date column (`YYYY-MM-DD`, as the pg type parser is set to keep dates) or a Date, as a calendar date. */
export function day(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
export const dayOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : day(value));

/** A timestamp column as ISO 8601. */
export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export type Row = Record<string, unknown>;
export const str = (value: unknown): string => String(value);
export const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** Halalas of a numeric column (whole numbers, so sums and comparisons stay exact), and back to SAR. */
export const halalas = (value: unknown) => Math.round(num(value) * 100);
export const sar = (cents: number) => Math.round(cents) / 100;

/** SAR rounded to halalas. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
