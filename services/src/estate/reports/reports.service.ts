import {
  type EstateReport,
  type EstateReportOptions,
  type EstateReportQuery,
  isProjectedMonth,
  monthRange,
  occupancyPercent,
  type ReportMonth,
  type ReportPropertyRow,
  REPORT_PROPERTY_ROWS,
  reportRange,
  todayInRiyadh,
} from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { recordNotFound } from '../shared/estate-errors.js';
import {
  contractCovers,
  num,
  occupiedUnitsOnDaysSql,
  occupiedUnitsSql,
  riyadhDayStartSql,
  round2,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import {
  averageRentOverRowsSql,
  invoiceOverdueSql,
  marginOf,
  MoneyFigures,
  type MonthsAndProperties,
  netOf,
  rentRollSql,
} from '../money/index.js';

/**
 * Names in the order `localeCompare` gives them (the same default collation), through one collator made once: the
 * 5,000 property rows of a year sorted with localeCompare took 17-19 ms, with this 7-12 ms (4,000 ties on figures).
 */
const byName = new Intl.Collator().compare;

/**
 * The estate reports: occupancy, money received and spent, overdue invoices, monthly and per-property rows, for a
 * month, quarter or year, one property or all. Every figure is an aggregate in SQL over the indexed dates (paid
 * day, completion time, due date, contract dates), so a year over 600,000 invoices stays a few index range reads.
 */
@Injectable()
export class EstateReportsService {
  /** The money figures, with the late fee's rate (LATE_FEE_PERCENT, default 5) the payments use. */
  private readonly money: MoneyFigures;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.money = new MoneyFigures(config.lateFeePercent);
  }

  /**
   * The report of `query`. Its property rows are the REPORT_PROPERTY_ROWS best (by revenue received, then monthly
   * rent, then occupancy); `propertyRows` asks for more (the workbook holds them all).
   */
  async report(
    query: EstateReportQuery,
    today = todayInRiyadh(),
    propertyRows: number = REPORT_PROPERTY_ROWS,
  ): Promise<EstateReport> {
    const propertyId = query.propertyId ?? null;
    if (propertyId) await this.assertProperty(propertyId);
    const range = reportRange(query, today);
    const rowsFrom = `${range.months[0]}-01`;
    const inPeriod = (month: string) => month >= range.from.slice(0, 7) && month <= range.to.slice(0, 7);

    const [{ properties, averageRent }, revenue, expenses, tickets, occupancyByMonth, overdue, invoiceStatuses] =
      await Promise.all([
        this.propertyFigures(propertyId, range.asOf),
        this.revenue(propertyId, rowsFrom, range.to, range.from),
        this.expenses(propertyId, rowsFrom, range.to, range.from),
        this.ticketsOpened(propertyId, range.from, range.to),
        this.occupiedOn(
          propertyId,
          range.months.map((month) => monthRange(month, today).asOf),
        ),
        this.overdue(propertyId, today),
        this.invoiceStatuses(propertyId, range.from, range.to, today),
      ]);

    // Each figure by month and by property, as read (a year over 10,000 properties stays linear).
    const revenueByMonth = new Map(revenue.months.map((figure) => [figure.month, figure.value]));
    const expensesByMonth = new Map(expenses.months.map((figure) => [figure.month, figure.value]));
    const revenueByProperty = new Map(revenue.properties.map((figure) => [figure.propertyId, figure.value]));
    const expensesByProperty = new Map(expenses.properties.map((figure) => [figure.propertyId, figure.value]));
    const openedByProperty = tickets.byProperty;
    const ticketStatuses = tickets.statuses;
    const inPeriodTotal = (months: Map<string, number>) =>
      round2([...months].reduce((sum, [month, value]) => (inPeriod(month) ? sum + value : sum), 0));

    const totalUnits = properties.reduce((sum, row) => sum + row.totalUnits, 0);
    const occupiedUnits = properties.reduce((sum, row) => sum + row.occupiedUnits, 0);
    const totalRevenue = inPeriodTotal(revenueByMonth);
    const totalExpenses = inPeriodTotal(expensesByMonth);
    const netIncome = netOf(totalRevenue, totalExpenses);

    const monthly: ReportMonth[] = range.months.map((month, index) => {
      const monthRevenue = round2(revenueByMonth.get(month) ?? 0);
      const monthExpenses = round2(expensesByMonth.get(month) ?? 0);
      return {
        month,
        revenue: monthRevenue,
        expenses: monthExpenses,
        netIncome: netOf(monthRevenue, monthExpenses),
        projected: isProjectedMonth(month, today),
        occupancyRate: occupancyPercent(occupancyByMonth[index] ?? 0, totalUnits),
      };
    });

    // Each field named rather than spread: at 10,000 properties a spread copy costs tens of milliseconds.
    const rows: ReportPropertyRow[] = properties
      .map((row) => ({
        propertyId: row.propertyId,
        propertyName: row.propertyName,
        propertyNameEn: row.propertyNameEn,
        totalUnits: row.totalUnits,
        occupiedUnits: row.occupiedUnits,
        monthlyRevenue: row.monthlyRevenue,
        occupancyRate: row.occupancyRate,
        revenue: round2(revenueByProperty.get(row.propertyId) ?? 0),
        expenses: round2(expensesByProperty.get(row.propertyId) ?? 0),
        maintenanceCount: openedByProperty.get(row.propertyId) ?? 0,
      }))
      // The best performers first: received in the period, then monthly rent, then occupancy.
      .sort(
        (a, b) =>
          b.revenue - a.revenue ||
          b.monthlyRevenue - a.monthlyRevenue ||
          b.occupancyRate - a.occupancyRate ||
          byName(a.propertyName, b.propertyName),
      );
    const maintenanceTickets = [...openedByProperty.values()].reduce((sum, count) => sum + count, 0);

    return {
      period: query.period,
      range,
      propertyId,
      occupancyRate: occupancyPercent(occupiedUnits, totalUnits),
      totalRevenue,
      totalExpenses,
      netIncome,
      profitMargin: marginOf(netIncome, totalRevenue),
      overduePayments: overdue.count,
      overdueAmount: overdue.amount,
      averageRent,
      totalProperties: properties.length,
      totalUnits,
      occupiedUnits,
      vacantUnits: totalUnits - occupiedUnits,
      maintenanceTickets,
      ticketStatuses,
      invoiceStatuses,
      monthly,
      propertiesShown: Math.min(rows.length, propertyRows),
      properties: rows.slice(0, propertyRows),
    };
  }

  /** The years with data: from the first contract's start to this year, newest first. */
  async options(today = todayInRiyadh()): Promise<EstateReportOptions> {
    const [first] = await this.dataSource.query<Row[]>(
      `SELECT extract(year FROM min(start_date))::int AS first_year FROM estate_contracts`,
    );
    const thisYear = Number(today.slice(0, 4));
    const firstYear = Math.min(thisYear, first?.first_year == null ? thisYear : num(first.first_year));
    return { years: Array.from({ length: thisYear - firstYear + 1 }, (_, i) => thisYear - i) };
  }

  private async assertProperty(id: string): Promise<void> {
    const [found] = await this.dataSource.query<Row[]>(`SELECT 1 FROM estate_properties WHERE id = $1`, [id]);
    if (!found) throw recordNotFound('property');
  }

  /**
   * Each property's units and those covered on `asOf`, with the covering contracts' monthly rent, and the mean monthly
   * rent of those contracts (of every property shown) in the same pass.
   */
  private async propertyFigures(
    propertyId: string | null,
    asOf: string,
  ): Promise<{
    properties: Omit<ReportPropertyRow, 'revenue' | 'expenses' | 'maintenanceCount'>[];
    averageRent: number;
  }> {
    const params = new SqlParams();
    const day = `${params.add(asOf)}::date`;
    const filter = propertyId ? `WHERE p.id = ${params.add(propertyId)}` : '';
    const rows = await this.dataSource.query<Row[]>(
      // Units and covering contracts are counted per property first, then joined: one pass over each table, not
      // a probe per property (at 5,000 properties and 50,000 contracts, a few tens of ms instead of a few hundred).
      `SELECT p.id, p.title, p.title_en, coalesce(pu.total_units, 0) AS total_units,
              coalesce(pc.occupied_units, 0) AS occupied_units, coalesce(pc.monthly_rent, 0) AS monthly_rent,
              ${averageRentOverRowsSql('pc.monthly_rent', 'pc.contracts')} AS average_rent
         FROM estate_properties p
         LEFT JOIN (SELECT u.property_id, count(*)::int AS total_units FROM estate_units u GROUP BY 1) pu
           ON pu.property_id = p.id
         LEFT JOIN (
           SELECT c.property_id, ${occupiedUnitsSql('c', day)} AS occupied_units, ${rentRollSql('c')} AS monthly_rent,
                  count(*) AS contracts
             FROM estate_contracts c WHERE ${contractCovers('c', day)}
            GROUP BY 1
         ) pc ON pc.property_id = p.id
        ${filter}
        ORDER BY p.title, p.id`,
      params.values,
    );
    const properties = rows.map((row) => {
      const totalUnits = num(row.total_units);
      const occupiedUnits = num(row.occupied_units);
      return {
        propertyId: str(row.id),
        propertyName: str(row.title),
        propertyNameEn: strOrNull(row.title_en),
        totalUnits,
        occupiedUnits,
        monthlyRevenue: num(row.monthly_rent),
        occupancyRate: occupancyPercent(occupiedUnits, totalUnits),
      };
    });
    return { properties, averageRent: num(rows[0]?.average_rent) };
  }

  /**
   * Income collected net of VAT by month of its day from `from` to `to`, and by property over the period from
   * `periodFrom` on (LedgerReads.incomeByMonthAndProperty).
   */
  private revenue(
    propertyId: string | null,
    from: string,
    to: string,
    periodFrom: string,
  ): Promise<MonthsAndProperties> {
    return this.money.incomeByMonthAndProperty(this.dataSource, { from, to }, periodFrom, propertyId);
  }

  /**
   * The actual cost of tickets completed by month of the day (Riyadh) of completion from `from` to `to`, and by
   * property over the period from `periodFrom` on (MoneyFigures.ticketCostByMonthAndProperty).
   */
  private expenses(
    propertyId: string | null,
    from: string,
    to: string,
    periodFrom: string,
  ): Promise<MonthsAndProperties> {
    return this.money.ticketCostByMonthAndProperty(this.dataSource, { from, to }, periodFrom, propertyId);
  }

  /**
   * The tickets opened from `from` to `to`, in one pass: how many by property (those of no property under '') and by
   * their status now.
   */
  private async ticketsOpened(
    propertyId: string | null,
    from: string,
    to: string,
  ): Promise<{ byProperty: Map<string, number>; statuses: EstateReport['ticketStatuses'] }> {
    const params = new SqlParams();
    const where = [
      `t.created_at >= ${riyadhDayStartSql(params.add(from))}`,
      `t.created_at < ${riyadhDayStartSql(`(${params.add(to)}::date + 1)`)}`,
    ];
    if (propertyId) where.push(`t.property_id = ${params.add(propertyId)}`);
    const rows = await this.dataSource.query<Row[]>(
      `SELECT GROUPING(t.status) = 0 AS by_status, t.property_id, t.status, count(*)::int AS tickets
         FROM estate_maintenance_tickets t
        WHERE ${where.join(' AND ')}
        GROUP BY GROUPING SETS ((t.property_id), (t.status))`,
      params.values,
    );
    const byProperty = new Map<string, number>();
    const statuses = { open: 0, assigned: 0, inProgress: 0, completed: 0, cancelled: 0 };
    for (const row of rows) {
      if (row.by_status) statuses[str(row.status) as keyof typeof statuses] = num(row.tickets);
      else byProperty.set(row.property_id == null ? '' : str(row.property_id), num(row.tickets));
    }
    return { byProperty, statuses };
  }

  /** The units covered by a contract on each of `days`, in their order (occupiedUnitsOnDaysSql). */
  private async occupiedOn(propertyId: string | null, days: string[]): Promise<number[]> {
    if (days.length === 0) return [];
    const params = new SqlParams();
    const scope = propertyId ? `c.property_id = ${params.add(propertyId)}` : 'TRUE';
    const rows = await this.dataSource.query<Row[]>(occupiedUnitsOnDaysSql(days, params, scope), params.values);
    const byPosition = new Map(rows.map((row) => [num(row.position), num(row.occupied)]));
    return days.map((_, index) => byPosition.get(index + 1) ?? 0);
  }

  /** Unpaid invoices past their due date today: their count and the overdue amount (overdueAmountSql: with late fees). */
  private overdue(propertyId: string | null, today: string): Promise<{ count: number; amount: number }> {
    return this.money.overdue(this.dataSource, today, propertyId);
  }

  /** The invoices due from `from` to `to` by their status today. */
  private async invoiceStatuses(
    propertyId: string | null,
    from: string,
    to: string,
    today: string,
  ): Promise<EstateReport['invoiceStatuses']> {
    if (!propertyId) {
      // Every property: the invoices not cancelled and the pending ones by due date from the rollup kept with each
      // invoice (dashboard_invoice_days), the cancelled ones counted apart; the same counts as the pass below.
      const [row] = await this.dataSource.query<Row[]>(
        `SELECT coalesce(sum(d.invoices - d.pending), 0)::int AS paid,
                coalesce(sum(d.pending) FILTER (WHERE d.due_date >= $3::date), 0)::int AS pending,
                coalesce(sum(d.pending) FILTER (WHERE d.due_date < $3::date), 0)::int AS overdue,
                (SELECT count(*)::int FROM estate_invoices i
                  WHERE i.status = 'cancelled' AND i.due_date BETWEEN $1::date AND $2::date) AS cancelled
           FROM dashboard_invoice_days d WHERE d.due_date BETWEEN $1::date AND $2::date`,
        [from, to, today],
      );
      return {
        paid: num(row?.paid),
        pending: num(row?.pending),
        overdue: num(row?.overdue),
        cancelled: num(row?.cancelled),
      };
    }
    const params = new SqlParams();
    const where = [`i.due_date BETWEEN ${params.add(from)}::date AND ${params.add(to)}::date`];
    const todayParam = params.add(today);
    const join = propertyId
      ? `JOIN estate_contracts c ON c.id = i.contract_id AND c.property_id = ${params.add(propertyId)}`
      : '';
    const rows = await this.dataSource.query<Row[]>(
      `SELECT CASE WHEN ${invoiceOverdueSql('i', `${todayParam}::date`)} THEN 'overdue' ELSE i.status END
                AS status,
              count(*)::int AS invoices
         FROM estate_invoices i ${join}
        WHERE ${where.join(' AND ')}
        GROUP BY 1`,
      params.values,
    );
    const counts = { paid: 0, pending: 0, overdue: 0, cancelled: 0 };
    for (const row of rows) counts[str(row.status) as keyof typeof counts] = num(row.invoices);
    return counts;
  }
}
