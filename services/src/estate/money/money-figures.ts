import {
  addMonths,
  type LedgerAccountCode,
  type OwnerLedger,
  type PaymentSummary,
  profitMarginPercent,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { readSideBySide } from '../../common/database/read-side-by-side.js';
import { LedgerReads, type MonthsAndProperties } from '../ledger/ledger-reads.js';
import { onlyUsed } from '../shared/estate-list.js';
import {
  day,
  halalas,
  num,
  riyadhDayStartSql,
  round2,
  type Row,
  sar,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import {
  invoiceLateFeeSql,
  invoiceNotYetOverdueSql,
  invoiceOverdueAmountSql,
  invoiceOverdueSql,
  moneyTotalSql,
  overdueAmountSql,
  paidNetSql,
  ticketCostSql,
} from './money-sql.js';

type Query = Pick<EntityManager, 'query'>;
/** What runs a statement: a DataSource, an EntityManager, or a caller's own runner (the dashboard's, JIT off). */
export interface MoneyDb {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Money of one month (`YYYY-MM`), of one property or (propertyId null) all. */
export interface MonthFigure {
  propertyId: string | null;
  month: string;
  value: number;
}

/** Invoiced and still left to pay (halalas) on the invoices due in a period. */
export interface CollectionFigure {
  invoiced: number;
  left: number;
}

/** What is net of income less expenses, in SAR to halalas. */
export const netOf = (income: number, expenses: number) => round2(income - expenses);

/** The profit margin in percent (net over income; null without income), as the reports show it. */
export const marginOf = (net: number, income: number) => profitMarginPercent(net, income);

/**
 * The collection rate in percent to one decimal: of what was invoiced and due, the part no longer left to pay;
 * null when nothing was due. `invoiced` and `left` in halalas.
 */
export const collectionRateOf = ({ invoiced, left }: CollectionFigure): number | null =>
  invoiced > 0 ? Math.round(((invoiced - left) * 1000) / invoiced) / 10 : null;

/**
 * The Riyadh month (`YYYY-MM`) of a timestamptz `column` within `range` (the column kept within it by the caller):
 * `bucket`, its position among the instants the range's months start in Riyadh (a binary search, width_bucket), to
 * group by, and `label`, the month of that bucket, written once per group rather than once per row.
 */
function monthOfSql(column: string, range: { from: string; to: string }, params: SqlParams) {
  const starts = [range.from];
  for (let month = addMonths(`${range.from.slice(0, 7)}-01`, 1); month <= range.to; month = addMonths(month, 1)) {
    starts.push(month);
  }
  const bucket = `width_bucket(${column}, ARRAY[${starts.map((start) => riyadhDayStartSql(params.add(start))).join(', ')}])`;
  return { bucket, label: `(${params.add(starts.map((start) => start.slice(0, 7)))}::text[])[${bucket}]` };
}

/**
 * Every money figure a screen, PDF, export, notification or dashboard shows, read in one place: from the invoices and
 * payments (outstanding, overdue with its late fees, collected, the payments' cards, the collection rate), the tickets
 * (expenses), the contracts (rent) and the ledger (income, deposits held, VAT payable, an owner's balance and
 * statement, through LedgerReads). The late fee's rate is the one setting, LATE_FEE_PERCENT
 * (AppConfig.lateFeePercent), given when this is made.
 */
export class MoneyFigures {
  readonly ledger = new LedgerReads();

  constructor(readonly lateFeePercent: number) {}

  /**
   * The overdue figure on `today`: how many invoices are unpaid past their due date and the overdue amount (what is
   * left on them plus their late fee, overdueAmountSql), of one property or all. The reports (screen, PDF, XLSX), the
   * staff dashboard's financial tab and alerts read it; the payments card sums the same SQL over its filters.
   */
  async overdue(
    db: MoneyDb,
    today: string,
    propertyId: string | null = null,
  ): Promise<{ count: number; amount: number }> {
    if (!propertyId) {
      const [days, amounts] = await readSideBySide<[Row, string]>(db, [
        () => this.unpaidByDueDay(db, today),
        () => this.overdueWithFees(db, today),
      ]);
      return { count: num(days.overdue), amount: sar(halalas(amounts) - halalas(days.overdue_paid)) };
    }
    const params = new SqlParams();
    const todayParam = `${params.add(today)}::date`;
    const rate = params.add(this.lateFeePercent);
    const property = propertyId
      ? `AND i.contract_id IN (SELECT id FROM estate_contracts WHERE property_id = ${params.add(propertyId)})`
      : '';
    const [row] = (await db.query(
      `SELECT count(*)::int AS count, ${overdueAmountSql('i', todayParam, rate)} AS amount
         FROM estate_invoices i
        WHERE ${invoiceOverdueSql('i', todayParam)} ${property}`,
      params.values,
    )) as Row[];
    return { count: num(row?.count), amount: num(row?.amount) };
  }

  /**
   * The payments page's cards over the invoices its filters keep (`where` answers their WHERE clause, or '', given the
   * statement's parameters and today's placeholder): how many, paid, overdue with late fees and pending, in SAR.
   */
  async paymentsSummary(
    db: MoneyDb,
    today: string,
    where: (params: SqlParams, today: string) => string,
  ): Promise<PaymentSummary> {
    const params = new SqlParams();
    const todayParam = `${params.add(today)}::date`;
    const rate = params.add(this.lateFeePercent);
    const filter = where(params, todayParam);
    if (!filter) return this.paymentsSummaryOfAll(db, today);
    const overdue = invoiceOverdueSql('i', todayParam);
    const pending = invoiceNotYetOverdueSql('i', todayParam);
    // Two single passes (at 600,000 invoices, about 0.4 s and 0.7 s): the invoices' totals, then the payments of
    // the unpaid ones among them; what is left on a set of invoices is their totals less those payments.
    const [row] = (await db.query(
      `SELECT count(*)::int AS total_count,
              coalesce(sum(i.total_amount) FILTER (WHERE i.status = 'paid'), 0) AS paid_total,
              coalesce(sum(i.total_amount + ${invoiceLateFeeSql('i', todayParam, rate)}) FILTER (WHERE ${overdue}), 0)
                AS overdue_total,
              coalesce(sum(i.total_amount) FILTER (WHERE ${pending}), 0)
                AS pending_total
         FROM estate_invoices i ${filter}`,
      params.values,
    )) as Row[];
    const unpaid = onlyUsed(
      `SELECT ${paidNetSql('pm')} AS paid_net,
              ${paidNetSql('pm', overdue)} AS overdue_paid,
              ${paidNetSql('pm', pending)} AS pending_paid
         FROM estate_payments pm JOIN estate_invoices i ON i.id = pm.invoice_id
        ${filter ? `${filter} AND` : 'WHERE'} i.status <> 'paid'`,
      params.values,
    );
    const [paid] = (await db.query(unpaid.sql, unpaid.values)) as Row[];
    return {
      totalCount: num(row!.total_count),
      paidAmount: sar(halalas(row!.paid_total) + halalas(paid!.paid_net)),
      overdueAmount: sar(halalas(row!.overdue_total) - halalas(paid!.overdue_paid)),
      pendingAmount: sar(halalas(row!.pending_total) - halalas(paid!.pending_paid)),
      lateFeePercent: this.lateFeePercent,
    };
  }

  /**
   * The payments page's cards over every invoice, without a pass over them all: the invoices not cancelled with their
   * totals, and the pending ones with their totals and payments net of refunds, by due date from the rollup kept with
   * each invoice and payment (dashboard_invoice_days); the cancelled invoices with what was paid on them; and the
   * overdue invoices' totals with their late fees (which grow by the day), read one by one. The same figures as the
   * passes of paymentsSummary over every invoice.
   */
  private async paymentsSummaryOfAll(db: MoneyDb, today: string): Promise<PaymentSummary> {
    const [days, [cancelled], overdueTotal] = await readSideBySide<[Row, Row[], string]>(db, [
      () => this.unpaidByDueDay(db, today),
      () =>
        db.query(
          `SELECT count(*)::int AS invoices, ${moneyTotalSql('p.paid')} AS paid
           FROM estate_invoices i
          CROSS JOIN LATERAL (SELECT ${paidNetSql('pm')} AS paid FROM estate_payments pm WHERE pm.invoice_id = i.id) p
          WHERE i.status = 'cancelled'`,
        ) as Promise<Row[]>,
      () => this.overdueWithFees(db, today),
    ]);
    return {
      totalCount: num(days.invoices) + num(cancelled!.invoices),
      paidAmount: sar(halalas(days.paid_total) + halalas(days.pending_paid) + halalas(cancelled!.paid)),
      overdueAmount: sar(halalas(overdueTotal) - halalas(days.overdue_paid)),
      pendingAmount: sar(halalas(days.not_yet_total) - halalas(days.not_yet_paid)),
      lateFeePercent: this.lateFeePercent,
    };
  }

  /**
   * Every invoice by due date, from the rollup kept with each invoice and payment (dashboard_invoice_days): how many
   * are not cancelled, what those not pending were invoiced, and of the pending ones past their due date on `today`
   * (overdue) and not (not yet), how many, their totals and their payments net of refunds.
   */
  private async unpaidByDueDay(db: MoneyDb, today: string): Promise<Row> {
    const [row] = (await db.query(
      `SELECT coalesce(sum(d.invoices), 0)::int AS invoices,
              coalesce(sum(d.pending) FILTER (WHERE d.due_date < $1::date), 0)::int AS overdue,
              ${moneyTotalSql('d.invoiced - d.pending_total')} AS paid_total,
              ${moneyTotalSql('d.pending_paid')} AS pending_paid,
              ${moneyTotalSql('d.pending_paid', 'd.due_date < $1::date')} AS overdue_paid,
              ${moneyTotalSql('d.pending_total', 'd.due_date >= $1::date')} AS not_yet_total,
              ${moneyTotalSql('d.pending_paid', 'd.due_date >= $1::date')} AS not_yet_paid
         FROM dashboard_invoice_days d`,
      [today],
    )) as Row[];
    return row!;
  }

  /** The invoices overdue on `today`: their totals with their late fees (from the index of the pending ones). */
  private async overdueWithFees(db: MoneyDb, today: string): Promise<string> {
    const [row] = (await db.query(
      `SELECT ${moneyTotalSql(`i.total_amount + ${invoiceLateFeeSql('i', '$1::date', '$2')}`)} AS total
         FROM estate_invoices i WHERE ${invoiceOverdueSql('i', '$1::date')}`,
      [today, this.lateFeePercent],
    )) as Row[];
    return str(row!.total);
  }

  /**
   * The oldest `limit` unpaid invoices past their due date on `today`, each with its overdue amount (what is left on
   * it plus its late fee, as overdueAmountSql sums them) and its tenant.
   */
  async oldestOverdue(
    db: MoneyDb,
    today: string,
    limit: number,
  ): Promise<
    {
      id: string;
      invoiceNumber: string;
      dueDate: string;
      tenantName: string;
      tenantNameEn: string | null;
      amount: number;
    }[]
  > {
    const rows = (await db.query(
      `SELECT i.id, i.invoice_number, i.due_date::text AS due_date, t.name, t.name_en,
              ${invoiceOverdueAmountSql('i', '$1::date', '$2')} AS left_to_pay
         FROM estate_invoices i
         JOIN estate_contracts c ON c.id = i.contract_id
         JOIN estate_tenants t ON t.id = c.tenant_id
        WHERE ${invoiceOverdueSql('i', '$1::date')}
        ORDER BY i.due_date, i.invoice_number LIMIT ${Math.trunc(limit)}`,
      [today, this.lateFeePercent],
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      invoiceNumber: str(row.invoice_number),
      dueDate: day(row.due_date),
      tenantName: str(row.name),
      tenantNameEn: strOrNull(row.name_en),
      amount: round2(num(row.left_to_pay)),
    }));
  }

  /**
   * Invoiced and left to pay (halalas) on the invoices due from the first of the year, and of the month, to `today`,
   * for the collection rate (collectionRateOf). From the rollup by due date (dashboard_invoice_days: the totals of
   * the invoices not cancelled, and of the pending ones with their payments net of refunds), a row a day.
   */
  async collection(db: MoneyDb, today: string): Promise<{ year: CollectionFigure; month: CollectionFigure }> {
    const yearStart = `${today.slice(0, 4)}-01-01`;
    const monthStart = `${today.slice(0, 7)}-01`;
    const [[invoiced], [left]] = await readSideBySide<[Row[], Row[]]>(db, [
      () =>
        db.query(
          `SELECT coalesce(sum(d.invoiced), 0) AS year,
                coalesce(sum(d.invoiced) FILTER (WHERE d.due_date >= $2::date), 0) AS month
           FROM dashboard_invoice_days d
          WHERE d.due_date BETWEEN $1::date AND $3::date`,
          [yearStart, monthStart, today],
        ) as Promise<Row[]>,
      () =>
        db.query(
          `SELECT coalesce(sum(d.pending_total - d.pending_paid) FILTER (WHERE d.due_date >= $2::date), 0) AS year_left,
                coalesce(sum(d.pending_total - d.pending_paid) FILTER (WHERE d.due_date >= $3::date), 0) AS month_left
           FROM dashboard_invoice_days d
          WHERE d.due_date <= $1::date AND d.pending > 0`,
          [today, yearStart, monthStart],
        ) as Promise<Row[]>,
    ]);
    return {
      year: { invoiced: halalas(invoiced?.year), left: halalas(left?.year_left) },
      month: { invoiced: halalas(invoiced?.month), left: halalas(left?.month_left) },
    };
  }

  /**
   * Income collected net of VAT by month of its day, from `range.from` to `range.to` (LedgerReads.incomeByMonth): for
   * all properties, by property, for the properties given or for one owner.
   */
  incomeByMonth(
    db: Query,
    range: { from: string; to: string },
    scope: { byProperty?: boolean; propertyIds?: readonly string[]; ownerId?: string } = {},
  ): Promise<MonthFigure[]> {
    return this.ledger.incomeByMonth(db, range, scope);
  }

  /**
   * Income by month of every property, or of one, with each property's income over the months from `periodFrom` on
   * (LedgerReads.incomeByMonthAndProperty): what a report over thousands of properties shows, in one pass.
   */
  incomeByMonthAndProperty(
    db: Query,
    range: { from: string; to: string },
    periodFrom: string,
    propertyId: string | null = null,
  ): Promise<MonthsAndProperties> {
    return this.ledger.incomeByMonthAndProperty(db, range, periodFrom, propertyId ? [propertyId] : undefined);
  }

  /**
   * Expenses: the actual cost of the tickets completed from `from` to `to`, by month of the Riyadh day of completion
   * (and by property with `byProperty`), with how many were completed; of one property or all. Each ticket's month is
   * found among the instants the range's months start in Riyadh (a binary search, width_bucket), not by writing its
   * day as text: the month of each group is written once.
   */
  async ticketCostByMonth(
    db: MoneyDb,
    from: string,
    to: string,
    scope: { propertyId?: string | null; byProperty?: boolean } = {},
  ): Promise<(MonthFigure & { count: number })[]> {
    const params = new SqlParams();
    const where = [
      `t.status = 'completed'`,
      `t.completed_at >= ${riyadhDayStartSql(params.add(from))}`,
      `t.completed_at < ${riyadhDayStartSql(`(${params.add(to)}::date + 1)`)}`,
    ];
    if (scope.propertyId) where.push(`t.property_id = ${params.add(scope.propertyId)}`);
    const byProperty = scope.byProperty || Boolean(scope.propertyId);
    const monthOf = monthOfSql('t.completed_at', { from, to }, params);
    const rows = (await db.query(
      `SELECT ${byProperty ? 't.property_id' : 'NULL::uuid'} AS property_id,
              ${monthOf.label} AS month, count(*)::int AS n,
              ${ticketCostSql('t')} AS value
         FROM estate_maintenance_tickets t
        WHERE ${where.join(' AND ')}
        GROUP BY ${byProperty ? 't.property_id, ' : ''}${monthOf.bucket}`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      propertyId: strOrNull(row.property_id),
      month: str(row.month),
      count: num(row.n),
      value: num(row.value),
    }));
  }

  /**
   * ticketCostByMonth of every property, or of one, folded in one pass: the total of each month from `range.from` to
   * `range.to`, and each property's total over the months from `periodFrom` on (the months before it count in the
   * monthly totals only; tickets of no property in the months only). A year over 5,000 properties answers some 5,000
   * rows, not one per property and month.
   */
  async ticketCostByMonthAndProperty(
    db: MoneyDb,
    range: { from: string; to: string },
    periodFrom: string,
    propertyId: string | null = null,
  ): Promise<MonthsAndProperties> {
    const params = new SqlParams();
    const where = [
      `t.status = 'completed'`,
      `t.completed_at >= ${riyadhDayStartSql(params.add(range.from))}`,
      `t.completed_at < ${riyadhDayStartSql(`(${params.add(range.to)}::date + 1)`)}`,
    ];
    if (propertyId) where.push(`t.property_id = ${params.add(propertyId)}`);
    const monthOf = monthOfSql('t.completed_at', range, params);
    const inPeriod =
      periodFrom <= range.from
        ? 'NULL'
        : ticketCostSql('t', `t.completed_at >= ${riyadhDayStartSql(params.add(periodFrom))}`);
    const rows = (await db.query(
      `SELECT GROUPING(t.property_id) = 1 AS whole_month, t.property_id, ${monthOf.label} AS month,
              ${ticketCostSql('t')} AS value, ${inPeriod} AS in_period
         FROM estate_maintenance_tickets t
        WHERE ${where.join(' AND ')}
        GROUP BY GROUPING SETS ((${monthOf.bucket}), (t.property_id))`,
      params.values,
    )) as Row[];
    const months: MonthsAndProperties['months'] = [];
    const properties: MonthsAndProperties['properties'] = [];
    for (const row of rows) {
      if (row.whole_month) months.push({ month: str(row.month), value: num(row.value) });
      else if (row.property_id != null) {
        properties.push({
          propertyId: str(row.property_id),
          value: num(inPeriod === 'NULL' ? row.value : row.in_period),
        });
      }
    }
    return { months, properties };
  }

  /** An account's balance on its normal side to the day (LedgerReads.balance), for one owner, property or tenant. */
  balance(
    db: Query,
    code: LedgerAccountCode,
    asOf: string,
    dims: { ownerId?: string; propertyId?: string; tenantId?: string } = {},
  ): Promise<number> {
    return this.ledger.balance(db, code, asOf, dims);
  }

  /** The security deposits the company holds for tenants on the day (account 2100). */
  depositsHeld(db: Query, asOf: string, dims: { propertyId?: string; tenantId?: string } = {}): Promise<number> {
    return this.ledger.balance(db, '2100', asOf, dims);
  }

  /** The VAT payable to the tax authority on the day (account 2200). */
  vatPayable(db: Query, asOf: string): Promise<number> {
    return this.ledger.balance(db, '2200', asOf);
  }

  /** What the company holds for an owner on the day: their balance of owners' payable (account 2300). */
  ownerBalance(db: Query, ownerId: string, asOf: string): Promise<number> {
    return this.ledger.ownerBalance(db, ownerId, asOf);
  }

  /** An owner's statement of account from `from` to `to` (LedgerReads.ownerLedger). */
  ownerLedger(db: Query, ownerId: string, from: string, to: string): Promise<OwnerLedger> {
    return this.ledger.ownerLedger(db, ownerId, from, to);
  }
}
