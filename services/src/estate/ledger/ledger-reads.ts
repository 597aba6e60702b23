import {
  LEDGER_ACCOUNTS,
  type LedgerAccountCode,
  type LedgerAccountKind,
  type LedgerEntry,
  type LedgerSourceType,
  type OwnerLedger,
  type OwnerLedgerLine,
  addDays,
  type TrialBalance,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { num, numOrNull, round2, type Row, str, strOrNull } from '../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/** An account's balance on its normal side: debits less credits for an asset or expense, the other way otherwise. */
export const normalBalance = (kind: LedgerAccountKind, debit: number, credit: number) =>
  round2(kind === 'asset' || kind === 'expense' ? debit - credit : credit - debit);

/** The lines an entry list is filtered on (any line of the entry matches). */
/** A figure by month, and by property over a period (incomeByMonthAndProperty, ticketCostByMonthAndProperty). */
export interface MonthsAndProperties {
  months: { month: string; value: number }[];
  properties: { propertyId: string; value: number }[];
}

export interface EntryFilters {
  account?: LedgerAccountCode;
  ownerId?: string;
  propertyId?: string;
  tenantId?: string;
  contractId?: string;
  sourceId?: string;
  from?: string;
  to?: string;
}

/** A day (`YYYY-MM-DD`) that is the first of its month. */
const isMonthStart = (day: string) => day.endsWith('-01');

/** A day (`YYYY-MM-DD`) that is the last of its month. */
const isMonthEnd = (day: string) => addDays(day, 1).endsWith('-01');

/** Income collected net of VAT (LedgerReads.incomeByMonth): the owners' share of collected income, debits less credits. */
const INCOME_SQL = 'sum(debit - credit)';

/**
 * Where income is read (LedgerReads.incomeByMonth), its day column and conditions, the range being `$1` and `$2` of
 * `params` (scope's values are pushed onto it): whole months of every owner from the balances kept by property and
 * month, else the lines (an owner's through their index).
 */
function incomeSource(
  range: { from: string; to: string },
  scope: { propertyIds?: readonly string[]; ownerId?: string },
  params: unknown[],
): { from: string; day: string; where: string[] } {
  const byMonth = scope.ownerId === undefined && isMonthStart(range.from) && isMonthEnd(range.to);
  const day = byMonth ? 'month' : 'posted_on';
  const where = [`account_code = '5900'`, `${day} BETWEEN $1::date AND $2::date`];
  if (scope.propertyIds !== undefined) where.push(`property_id = ANY($${params.push(scope.propertyIds)}::uuid[])`);
  if (scope.ownerId !== undefined) where.push(`owner_id = $${params.push(scope.ownerId)}`);
  return { from: byMonth ? 'ledger_property_month_balances' : 'ledger_lines', day, where };
}

/**
 * An entry's memo as the screens show it (alias `e`, with REVERSED_JOIN): its invoice, receipt, ticket or payout
 * number; a reversal shows the number of the document it takes back (its own memo names the entry in English).
 */
export const REVERSED_JOIN = 'LEFT JOIN ledger_entries rv ON rv.id = e.reverses_id';
export const MEMO_SQL = 'coalesce(rv.memo, e.memo)';

/** What moved an owner's balance, by the source of its ledger entry. */
const KIND_OF_SOURCE: Record<string, OwnerLedgerLine['kind']> = {
  payment: 'collected',
  refund: 'collected',
  fee: 'fee',
  ticket_cost: 'expense',
  payout: 'payout',
};

/**
 * The one read of the ledger: balances, the trial balance and the journal. Balances to a day are read from the
 * balances per account per day (kept with each line in its posting's transaction), never summed over every line.
 */
export class LedgerReads {
  /** Every account's debits, credits and balance to the day (entries dated after it are not counted). */
  async trialBalance(db: Query, asOf: string): Promise<TrialBalance> {
    const rows = (await db.query(
      `SELECT account_code, sum(debit) AS debit, sum(credit) AS credit
         FROM ledger_daily_balances WHERE day <= $1 GROUP BY account_code`,
      [asOf],
    )) as Row[];
    const byCode = new Map(rows.map((row) => [str(row.account_code), row]));
    const lines = LEDGER_ACCOUNTS.map((account) => {
      const row = byCode.get(account.code);
      const debit = round2(num(row?.debit));
      const credit = round2(num(row?.credit));
      return {
        code: account.code,
        kind: account.kind,
        nameAr: account.nameAr,
        nameEn: account.nameEn,
        debit,
        credit,
        balance: normalBalance(account.kind, debit, credit),
      };
    });
    const total = (side: 'debit' | 'credit') =>
      Math.round(lines.reduce((sum, line) => sum + line[side] * 100, 0)) / 100;
    return { asOf, rows: lines, totalDebit: total('debit'), totalCredit: total('credit') };
  }

  /** An account's balance on its normal side to the day, for one owner, property or tenant when given. */
  async balance(
    db: Query,
    code: LedgerAccountCode,
    asOf: string,
    dims: { ownerId?: string; propertyId?: string; tenantId?: string } = {},
  ): Promise<number> {
    const account = LEDGER_ACCOUNTS.find((candidate) => candidate.code === code)!;
    const where = ['account_code = $1', 'posted_on <= $2'];
    const params: unknown[] = [code, asOf];
    for (const [column, value] of [
      ['owner_id', dims.ownerId],
      ['property_id', dims.propertyId],
      ['tenant_id', dims.tenantId],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    const plain = Object.values(dims).every((value) => value === undefined);
    const [row] = (await db.query(
      plain
        ? `SELECT coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit
             FROM ledger_daily_balances WHERE account_code = $1 AND day <= $2`
        : `SELECT coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit
             FROM ledger_lines WHERE ${where.join(' AND ')}`,
      params,
    )) as Row[];
    return normalBalance(account.kind, num(row!.debit), num(row!.credit));
  }

  /**
   * Income collected, net of VAT (rent, late fees, maintenance charged to tenants; deposits are the tenants' and VAT
   * the tax authority's): payments less refunds by month of their day, from the owners' share of collected income.
   * For all properties from the balances by day; `byProperty` answers a row per property and month, for the
   * properties given (over whole months from the balances by property and month), or for one owner (on the days they
   * held each property, as each payment was posted).
   */
  async incomeByMonth(
    db: Query,
    range: { from: string; to: string },
    scope: { byProperty?: boolean; propertyIds?: readonly string[]; ownerId?: string } = {},
  ): Promise<{ propertyId: string | null; month: string; value: number }[]> {
    const perLine = scope.byProperty || scope.propertyIds !== undefined || scope.ownerId !== undefined;
    if (!perLine) {
      const rows = (await db.query(
        `SELECT to_char(day, 'YYYY-MM') AS month, ${INCOME_SQL} AS value FROM ledger_daily_balances
          WHERE account_code = '5900' AND day BETWEEN $1::date AND $2::date GROUP BY 1`,
        [range.from, range.to],
      )) as Row[];
      return rows.map((row) => ({ propertyId: null, month: str(row.month), value: round2(num(row.value)) }));
    }
    const params: unknown[] = [range.from, range.to];
    const { from, day, where } = incomeSource(range, scope, params);
    const rows = (await db.query(
      `SELECT property_id, to_char(${day}, 'YYYY-MM') AS month, ${INCOME_SQL} AS value
         FROM ${from} WHERE ${where.join(' AND ')} GROUP BY 1, 2`,
      params,
    )) as Row[];
    return rows.map((row) => ({
      propertyId: strOrNull(row.property_id),
      month: str(row.month),
      value: round2(num(row.value)),
    }));
  }

  /**
   * incomeByMonth of every property, or of the properties given, folded in one pass: the total of each month of
   * `range`, and each property's total over the months from `periodFrom` on (the months before it count in the
   * monthly totals only). A year over 10,000 properties answers some 10,000 rows, not one per property and month.
   */
  async incomeByMonthAndProperty(
    db: Query,
    range: { from: string; to: string },
    periodFrom: string,
    propertyIds?: readonly string[],
  ): Promise<MonthsAndProperties> {
    const params: unknown[] = [range.from, range.to];
    const { from, day, where } = incomeSource(range, { propertyIds }, params);
    // Grouped by the month's first day, written as text once per group rather than once per row; a property's total
    // is its sum over the months when the period is the whole range, else a second sum over the period's months.
    const month = day === 'month' ? 'month' : `date_trunc('month', ${day})::date`;
    const wholeRange = periodFrom <= range.from;
    const inPeriod = wholeRange
      ? 'NULL'
      : `coalesce(${INCOME_SQL} FILTER (WHERE ${day} >= $${params.push(periodFrom)}::date), 0)`;
    const rows = (await db.query(
      `SELECT GROUPING(property_id) = 1 AS whole_month, property_id, to_char(${month}, 'YYYY-MM') AS month,
              ${INCOME_SQL} AS value, ${inPeriod} AS in_period
         FROM ${from} WHERE ${where.join(' AND ')}
        GROUP BY GROUPING SETS ((${month}), (property_id))`,
      params,
    )) as Row[];
    const months: { month: string; value: number }[] = [];
    const properties: { propertyId: string; value: number }[] = [];
    for (const row of rows) {
      if (row.whole_month) months.push({ month: str(row.month), value: round2(num(row.value)) });
      // Lines of no property count in the months only, as they belong to no property's row.
      else if (row.property_id != null) {
        properties.push({
          propertyId: str(row.property_id),
          value: round2(num(wholeRange ? row.value : row.in_period)),
        });
      }
    }
    return { months, properties };
  }

  /** What the company holds for an owner on the day: the owner's balance of owners' payable. */
  ownerBalance(db: Query, ownerId: string, asOf: string): Promise<number> {
    return this.balance(db, '2300', asOf, { ownerId });
  }

  /** A page of journal entries, newest first, each with all its lines; a filter keeps the entries with a line matching. */
  async entries(
    db: Query,
    filters: EntryFilters,
    page: number,
    limit: number,
  ): Promise<{ items: LedgerEntry[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filters.account) add((n) => `l.account_code = ${n}`, filters.account);
    if (filters.ownerId) add((n) => `l.owner_id = ${n}`, filters.ownerId);
    if (filters.propertyId) add((n) => `l.property_id = ${n}`, filters.propertyId);
    if (filters.tenantId) add((n) => `l.tenant_id = ${n}`, filters.tenantId);
    if (filters.contractId) add((n) => `l.contract_id = ${n}`, filters.contractId);
    if (filters.from) add((n) => `l.posted_on >= ${n}`, filters.from);
    if (filters.to) add((n) => `l.posted_on <= ${n}`, filters.to);
    const lineFilter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const sourceFilter = filters.sourceId ? `AND e.source_id = $${params.push(filters.sourceId)}` : '';
    const matching = `SELECT DISTINCT l.entry_id FROM ledger_lines l ${lineFilter}`;
    const [{ total }] = (await db.query(
      `SELECT count(*)::int AS total FROM ledger_entries e WHERE e.id IN (${matching}) ${sourceFilter}`,
      params,
    )) as [{ total: number }];
    params.push(limit, (page - 1) * limit);
    const entries = (await db.query(
      `SELECT e.id, e.entry_number, e.posted_on::text AS posted_on, e.source_type, e.source_id, e.reverses_id,
              ${MEMO_SQL} AS memo, rv.entry_number AS reverses_entry_number, e.created_at
         FROM ledger_entries e ${REVERSED_JOIN} WHERE e.id IN (${matching}) ${sourceFilter}
        ORDER BY e.posted_on DESC, e.entry_number DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    )) as Row[];
    const lines = entries.length
      ? ((await db.query(`SELECT * FROM ledger_lines WHERE entry_id = ANY($1::uuid[]) ORDER BY id`, [
          entries.map((entry) => entry.id),
        ])) as Row[])
      : [];
    const idOrNull = (value: unknown) => (value === null || value === undefined ? null : str(value));
    return {
      total,
      items: entries.map((entry) => ({
        id: str(entry.id),
        entryNumber: Number(entry.entry_number),
        postedOn: str(entry.posted_on),
        sourceType: entry.source_type as LedgerSourceType,
        sourceId: str(entry.source_id),
        reversesId: idOrNull(entry.reverses_id),
        reversesEntryNumber: numOrNull(entry.reverses_entry_number),
        memo: idOrNull(entry.memo),
        createdAt: new Date(entry.created_at as string).toISOString(),
        lines: lines
          .filter((line) => line.entry_id === entry.id)
          .map((line) => ({
            accountCode: str(line.account_code) as LedgerAccountCode,
            debit: num(line.debit),
            credit: num(line.credit),
            portion: (line.portion ?? null) as 'net' | 'vat' | null,
            ownerId: idOrNull(line.owner_id),
            propertyId: idOrNull(line.property_id),
            unitId: idOrNull(line.unit_id),
            contractId: idOrNull(line.contract_id),
            tenantId: idOrNull(line.tenant_id),
            invoiceId: idOrNull(line.invoice_id),
          })),
      })),
    };
  }

  /**
   * An owner's ledger for the days from `from` to `to`: the balance held before, each collection (net of VAT, a
   * refund taking back), fee, expense and payout with the balance after it, and the balance held at the end. Read
   * from the owner's lines of owners' payable.
   */
  async ownerLedger(db: Query, ownerId: string, from: string, to: string): Promise<OwnerLedger> {
    const opening = await this.ownerBalance(db, ownerId, addDays(from, -1));
    const rows = (await db.query(
      `SELECT l.posted_on::text AS posted_on, e.source_type, ${MEMO_SQL} AS memo,
              rv.entry_number AS reverses_entry_number, l.property_id, l.credit - l.debit AS amount
         FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id ${REVERSED_JOIN}
        WHERE l.owner_id = $1 AND l.account_code = '2300' AND l.posted_on BETWEEN $2 AND $3
        ORDER BY l.posted_on, e.entry_number, l.id`,
      [ownerId, from, to],
    )) as Row[];
    let balance = opening;
    const totals = { collected: 0, fees: 0, expenses: 0, payouts: 0 };
    const lines = rows.map((row): OwnerLedgerLine => {
      const amount = num(row.amount);
      balance = round2(balance + amount);
      const kind = KIND_OF_SOURCE[str(row.source_type)] ?? 'collected';
      const total = { collected: 'collected', fee: 'fees', expense: 'expenses', payout: 'payouts' } as const;
      totals[total[kind]] = round2(totals[total[kind]] + (kind === 'collected' ? amount : -amount));
      return {
        postedOn: str(row.posted_on),
        kind,
        reference: strOrNull(row.memo),
        reversesEntryNumber: numOrNull(row.reverses_entry_number),
        propertyId: strOrNull(row.property_id),
        amount,
        balance,
      };
    });
    return { ownerId, from, to, opening, ...totals, closing: balance, lines };
  }
}
