import {
  addDays,
  addMonths,
  type AuctionStatus,
  DASHBOARD_ALERT_ITEMS,
  DASHBOARD_DEMAND_DAYS,
  DASHBOARD_EXPIRING_DAYS,
  DASHBOARD_MONTHS,
  type DashboardAlertItem,
  type DashboardAlerts,
  type DashboardAnalytics,
  type DashboardDemandArea,
  type DashboardFinancial,
  type DashboardFinancialPeriod,
  type DashboardInboxItem,
  type DashboardMapProperty,
  type DashboardMonth,
  type DashboardOverview,
  type DashboardPropertyManagement,
  type DashboardWebsite,
  dashboardTabsFor,
  occupancyPercent,
  OPEN_TICKET_STATUSES,
  type PropertyStatus,
  TICKET_SLA_DAYS,
  todayInRiyadh,
} from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LIVE_STATUS_SQL } from '../../auctions/auction-live-state.js';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import {
  contractCovers,
  day,
  iso,
  num,
  occupiedUnitsSql,
  riyadhDaySql,
  riyadhDayStartSql,
  round2,
  type Row,
  sar,
  SqlParams,
  str,
  strOrNull,
} from '../../estate/shared/estate-sql.js';
import { type CollectionFigure, collectionRateOf, MoneyFigures, netOf } from '../../estate/money/index.js';
import { NotificationsService } from '../../estate/notifications/notifications.service.js';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { audienceOf, type DashboardAudience } from './dashboard-audience.js';

/**
 * The figures of /dashboard's tabs, computed in SQL for the caller's role. Every money figure is read from the estate
 * money module (MoneyFigures), as the reports and the portals read it, so they agree:
 * - revenue: income collected net of VAT by its day (the ledger's balances by day, LedgerReads.incomeByMonth);
 * - expenses: the actual cost of the tickets completed, by the Riyadh day of completion (ticketCostByMonth);
 * - overdue: invoices still pending past their due date, what is left on them plus their late fee (overdue, as
 *   the reports and the payments card), in the financial tab and the alerts alike;
 * - collection rate: of what was invoiced and due this month and year, the part no longer left to pay (collection);
 * - occupancy: the units a contract covers today (contractCovers) over all units.
 * Each tab's statements run side by side over the pool (Promise.all), each an aggregate over an indexed range.
 */

const OPEN_TICKETS = OPEN_TICKET_STATUSES.map((status) => `'${status}'`).join(', ');

/** The last day of the month `YYYY-MM`. */
const monthEnd = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/** The DASHBOARD_MONTHS months (`YYYY-MM`) ending with the one of `today`, oldest first. */
const monthsEndingOn = (today: string) =>
  Array.from({ length: DASHBOARD_MONTHS }, (_, index) =>
    addMonths(`${today.slice(0, 7)}-01`, index - DASHBOARD_MONTHS + 1).slice(0, 7),
  );

/** A count by status with its total. */
type StatusCounts<K extends string> = Partial<Record<K, number>> & { total: number };

function countsByStatus<K extends string>(rows: Row[]): StatusCounts<K> {
  const counts = { total: 0 } as StatusCounts<K>;
  for (const row of rows) {
    const n = num(row.n);
    (counts as Record<string, number>)[str(row.status)] = n;
    counts.total += n;
  }
  return counts;
}

/** new / in progress / all of one inbox table. */
const inboxCounts = (row: Row | undefined) => ({
  new: num(row?.new),
  inProgress: num(row?.in_progress),
  total: num(row?.total),
});

@Injectable()
export class DashboardService {
  /** The money figures (estate/money), with the late fee's rate the payments use. */
  private readonly money: MoneyFigures;
  /** The money figures' statements run as this tab's own (`query`: JIT off). */
  private readonly db = { query: (sql: string, params?: unknown[]) => this.query(sql, params) };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.money = new MoneyFigures(config.lateFeePercent);
  }

  /**
   * One statement with JIT compilation off (these aggregates run in tens of milliseconds; the planner's costs over
   * hundreds of thousands of rows would otherwise have PostgreSQL spend several hundred compiling them, measured)
   * and room for the hash of the listings the demand joins its events to (about 5 MB at 100,000 listings).
   */
  private query(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL jit = off; SET LOCAL work_mem = '16MB'`);
      return manager.query<Row[]>(sql, params);
    });
  }

  /* ------------------------------------------------------------------------------------------------ overview */

  async overview(user: AuthenticatedUser, today = todayInRiyadh()): Promise<DashboardOverview> {
    const audience = audienceOf(user);
    const [listings, auctions, estate, openTickets, unreadRequests, unread, activeBids] = await Promise.all([
      audience.listings ? this.listingCounts(audience.agentId) : undefined,
      audience.auctions ? this.auctionCounts() : undefined,
      audience.estate ? this.estateCounts(today) : undefined,
      audience.tickets ? this.openTickets() : undefined,
      audience.inquiries ? this.unreadRequests(audience) : undefined,
      this.notifications.unreadCount(user),
      this.activeBids(user.id),
    ]);
    const counts: DashboardOverview['counts'] = { unreadNotifications: unread.unread, activeBids };
    if (listings) counts.listings = listings;
    if (auctions) counts.auctions = auctions;
    if (estate) {
      counts.estateProperties = estate.properties;
      counts.units = estate.units;
      counts.occupiedUnits = estate.occupiedUnits;
      counts.occupancy = occupancyPercent(estate.occupiedUnits, estate.units);
    }
    if (openTickets !== undefined) counts.openTickets = openTickets;
    if (unreadRequests !== undefined) counts.unreadRequests = unreadRequests;
    return { role: user.role, tabs: dashboardTabsFor(user.role, user.permissions), counts };
  }

  /** Listings by status: all, or those assigned to `agentId`. */
  private async listingCounts(agentId: string | null): Promise<StatusCounts<PropertyStatus>> {
    const rows = agentId
      ? await this.query(
          `SELECT status, count(*)::int AS n FROM properties WHERE assigned_agent_id = $1 GROUP BY status`,
          [agentId],
        )
      : await this.query(`SELECT status, count(*)::int AS n FROM properties GROUP BY status`);
    return countsByStatus<PropertyStatus>(rows);
  }

  /**
   * The approved auctions by status (the auction pages' LIVE_STATUS_SQL, by the database clock); `total` counts
   * them, `pendingReview` those sent from the public form and not yet reviewed.
   */
  private async auctionCounts(): Promise<StatusCounts<AuctionStatus> & { pendingReview: number }> {
    const [rows, [pending]] = await Promise.all([
      this.query(
        `SELECT ${LIVE_STATUS_SQL} AS status, count(*)::int AS n FROM auctions a WHERE a.review = 'approved' GROUP BY 1`,
      ),
      this.query(`SELECT count(*)::int AS n FROM auctions WHERE review = 'pending'`),
    ]);
    return { ...countsByStatus<AuctionStatus>(rows), pendingReview: num(pending?.n) };
  }

  private async estateCounts(today: string): Promise<{ properties: number; units: number; occupiedUnits: number }> {
    const [row] = await this.query(
      `SELECT (SELECT count(*)::int FROM estate_properties) AS properties,
              (SELECT count(*)::int FROM estate_units) AS units,
              (SELECT ${occupiedUnitsSql('c', '$1::date')} FROM estate_contracts c
                WHERE ${contractCovers('c', '$1::date')}) AS occupied`,
      [today],
    );
    return { properties: num(row?.properties), units: num(row?.units), occupiedUnits: num(row?.occupied) };
  }

  private async openTickets(): Promise<number> {
    const [row] = await this.query(
      `SELECT count(*)::int AS n FROM estate_maintenance_tickets WHERE status IN (${OPEN_TICKETS})`,
    );
    return num(row?.n);
  }

  /** New inquiries (an agent: about their listings), and for CUSTOMER_REQUEST_ROLES new messages and requests. */
  private async unreadRequests(audience: DashboardAudience): Promise<number> {
    const parts = [
      audience.agentId
        ? `SELECT count(*)::int AS n FROM inquiries t WHERE t.status = 'new'
             AND t.property_id IN (SELECT p.id FROM properties p WHERE p.assigned_agent_id = $1)`
        : `SELECT count(*)::int AS n FROM inquiries t WHERE t.status = 'new'`,
    ];
    if (audience.customerRequests) {
      parts.push(`SELECT count(*)::int FROM contact_messages WHERE status = 'new'`);
      parts.push(`SELECT count(*)::int FROM service_requests WHERE status = 'new'`);
    }
    const rows = await this.query(parts.join(' UNION ALL '), audience.agentId ? [audience.agentId] : []);
    return rows.reduce((sum, row) => sum + num(row.n), 0);
  }

  /** The auctions still running (LIVE_STATUS_SQL active) the user has bid on, as /api/me/bids lists them. */
  private async activeBids(userId: string): Promise<number> {
    const [row] = await this.query(
      `SELECT count(*)::int AS n FROM auctions a
        WHERE a.review = 'approved' AND (${LIVE_STATUS_SQL}) = 'active'
          AND EXISTS (SELECT 1 FROM auction_bids b WHERE b.auction_id = a.id AND b.bidder_id = $1)`,
      [userId],
    );
    return num(row?.n);
  }

  /* ------------------------------------------------------------------------------------- property management */

  async propertyManagement(user: AuthenticatedUser, today = todayInRiyadh()): Promise<DashboardPropertyManagement> {
    const audience = audienceOf(user);
    const [listings, recentListings, estate] = await Promise.all([
      this.listingCounts(audience.agentId),
      this.recentListings(audience.agentId),
      audience.estate ? this.estateMap(today) : undefined,
    ]);
    return { listings, recentListings, ...(estate ? { estate } : {}) };
  }

  private async recentListings(agentId: string | null): Promise<DashboardPropertyManagement['recentListings']> {
    const rows = await this.query(
      `SELECT id, title, title_en, status, updated_at FROM properties
        ${agentId ? 'WHERE assigned_agent_id = $1' : ''}
        ORDER BY updated_at DESC, id DESC LIMIT 8`,
      agentId ? [agentId] : [],
    );
    return rows.map((row) => ({
      id: str(row.id),
      title: str(row.title),
      titleEn: strOrNull(row.title_en),
      status: row.status as PropertyStatus,
      updatedAt: iso(row.updated_at),
    }));
  }

  /** Every estate property with its units and those a contract covers today, and the totals over them. */
  private async estateMap(today: string): Promise<NonNullable<DashboardPropertyManagement['estate']>> {
    const rows = await this.query(
      `SELECT p.id, p.title, p.title_en, p.city, p.district, p.district_en,
              coalesce(u.units, 0) AS units, coalesce(o.occupied, 0) AS occupied
         FROM estate_properties p
         LEFT JOIN (SELECT property_id, count(*)::int AS units FROM estate_units GROUP BY property_id) u
           ON u.property_id = p.id
         LEFT JOIN (
           SELECT c.property_id, ${occupiedUnitsSql('c', '$1::date')} AS occupied
             FROM estate_contracts c WHERE ${contractCovers('c', '$1::date')} GROUP BY c.property_id
         ) o ON o.property_id = p.id
        ORDER BY p.city, p.district, p.title, p.id`,
      [today],
    );
    const byStatus = { occupied: 0, partial: 0, vacant: 0 };
    let units = 0;
    let occupiedUnits = 0;
    const map = rows.map((row): DashboardMapProperty => {
      const propertyUnits = num(row.units);
      const occupied = num(row.occupied);
      const state = occupied === 0 ? 'vacant' : occupied >= propertyUnits ? 'occupied' : 'partial';
      byStatus[state] += 1;
      units += propertyUnits;
      occupiedUnits += occupied;
      return {
        id: str(row.id),
        name: str(row.title),
        nameEn: strOrNull(row.title_en),
        city: str(row.city),
        district: strOrNull(row.district),
        districtEn: strOrNull(row.district_en),
        units: propertyUnits,
        occupiedUnits: occupied,
        state,
      };
    });
    return {
      properties: rows.length,
      units,
      occupiedUnits,
      occupancy: occupancyPercent(occupiedUnits, units),
      byStatus,
      map,
    };
  }

  /* ------------------------------------------------------------------------------------------------- website */

  async website(user: AuthenticatedUser): Promise<DashboardWebsite> {
    const audience = audienceOf(user);
    const agentId = audience.agentId;
    const statusCounts = `count(*) FILTER (WHERE t.status = 'new')::int AS new,
      count(*) FILTER (WHERE t.status = 'in_progress')::int AS in_progress, count(*)::int AS total`;
    const agentInquiries = `t.property_id IN (SELECT p.id FROM properties p WHERE p.assigned_agent_id = $1)`;
    const [[inquiries], contact, service, pendingListings, pendingAuctions, latest] = await Promise.all([
      this.query(
        `SELECT ${statusCounts} FROM inquiries t ${agentId ? `WHERE ${agentInquiries}` : ''}`,
        agentId ? [agentId] : [],
      ),
      audience.customerRequests ? this.query(`SELECT ${statusCounts} FROM contact_messages t`) : undefined,
      audience.customerRequests ? this.query(`SELECT ${statusCounts} FROM service_requests t`) : undefined,
      audience.pendingListings
        ? this.query(`SELECT count(*)::int AS n FROM properties WHERE status = 'pending'`)
        : undefined,
      audience.auctions ? this.query(`SELECT count(*)::int AS n FROM auctions WHERE review = 'pending'`) : undefined,
      this.inbox(audience),
    ]);
    return {
      inquiries: inboxCounts(inquiries),
      ...(contact ? { contactMessages: inboxCounts(contact[0]) } : {}),
      ...(service ? { serviceRequests: inboxCounts(service[0]) } : {}),
      ...(pendingListings ? { pendingListings: num(pendingListings[0]?.n) } : {}),
      ...(pendingAuctions ? { pendingAuctions: num(pendingAuctions[0]?.n) } : {}),
      latest,
    };
  }

  /** What waits for the caller, newest first: new forms, listings and auctions pending review they may act on. */
  private async inbox(audience: DashboardAudience): Promise<DashboardInboxItem[]> {
    const limit = 10;
    const params = new SqlParams();
    const newest = (sql: string) => `(${sql} ORDER BY created_at DESC LIMIT ${limit})`;
    const agent = audience.agentId ? `AND p.assigned_agent_id = ${params.add(audience.agentId)}` : '';
    const parts = [
      `(SELECT 'inquiry' AS kind, t.id, coalesce(p.title, t.name) AS title, p.title_en, t.created_at
          FROM inquiries t LEFT JOIN properties p ON p.id = t.property_id
         WHERE t.status = 'new' ${agent}
         ORDER BY t.created_at DESC LIMIT ${limit})`,
    ];
    if (audience.customerRequests) {
      parts.push(
        newest(`SELECT 'contactMessage', id, subject, NULL, created_at FROM contact_messages WHERE status = 'new'`),
        newest(`SELECT 'serviceRequest', id, title, NULL, created_at FROM service_requests WHERE status = 'new'`),
      );
    }
    if (audience.pendingListings) {
      parts.push(newest(`SELECT 'listing', id, title, title_en, created_at FROM properties WHERE status = 'pending'`));
    }
    if (audience.auctions) {
      parts.push(newest(`SELECT 'auction', id, title, title_en, created_at FROM auctions WHERE review = 'pending'`));
    }
    const rows = await this.query(
      `SELECT * FROM (${parts.join(' UNION ALL ')}) inbox ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      params.values,
    );
    return rows.map((row) => ({
      kind: row.kind as DashboardInboxItem['kind'],
      id: str(row.id),
      title: str(row.title),
      titleEn: strOrNull(row.title_en),
      createdAt: iso(row.created_at),
    }));
  }

  /* ----------------------------------------------------------------------------------------------- analytics */

  /** The money by month only with estate_payments_read, the tickets by month only for those who read tickets. */
  async analytics(user: AuthenticatedUser, today = todayInRiyadh()): Promise<DashboardAnalytics> {
    const audience = audienceOf(user);
    const months = monthsEndingOn(today);
    const from = `${months[0]}-01`;
    const to = monthEnd(months.at(-1)!);
    const demandFrom = addDays(today, -(DASHBOARD_DEMAND_DAYS - 1));
    const [revenue, completed, opened, demand, views] = await Promise.all([
      audience.payments ? this.revenueByMonth(from, to) : undefined,
      audience.payments || audience.ticketReports ? this.completedByMonth(from, to) : undefined,
      audience.ticketReports ? this.openedByMonth(from, to) : undefined,
      this.demand(demandFrom, today),
      this.viewsByDay(demandFrom, today),
    ]);
    const days = Array.from({ length: DASHBOARD_DEMAND_DAYS }, (_, index) => addDays(demandFrom, index));
    return {
      ...(revenue && completed ? { months: moneyMonths(months, revenue, completed) } : {}),
      demand,
      views: days.map((d) => ({ day: d, views: views.get(d) ?? 0 })),
      ...(opened && completed
        ? {
            maintenance: months.map((month) => ({
              month,
              opened: opened.get(month) ?? 0,
              completed: completed.get(month)?.count ?? 0,
              cost: sar(completed.get(month)?.cost ?? 0),
            })),
          }
        : {}),
    };
  }

  /**
   * Income collected net of VAT in halalas by month of its day, from `from` to `to`: the ledger's balances by day
   * (LedgerReads.incomeByMonth), summed by month.
   */
  private async revenueByMonth(from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.money.incomeByMonth(this.dataSource, { from, to });
    return new Map(rows.map((row) => [row.month, Math.round(row.value * 100)]));
  }

  /** Tickets completed and their actual cost in halalas, by month of the Riyadh day of completion. */
  private async completedByMonth(from: string, to: string): Promise<Map<string, { count: number; cost: number }>> {
    const rows = await this.money.ticketCostByMonth(this.db, from, to);
    return new Map(rows.map((row) => [row.month, { count: row.count, cost: Math.round(row.value * 100) }]));
  }

  /** Tickets opened, by month of the Riyadh day they were opened. */
  private async openedByMonth(from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.query(
      `SELECT to_char(${riyadhDaySql('t.created_at')}, 'YYYY-MM') AS month, count(*)::int AS n
         FROM estate_maintenance_tickets t
        WHERE t.created_at >= ${riyadhDayStartSql('$1')} AND t.created_at < ${riyadhDayStartSql('($2::date + 1)')}
        GROUP BY 1`,
      [from, to],
    );
    return new Map(rows.map((row) => [str(row.month), num(row.n)]));
  }

  /**
   * Views (one a visitor, listing and day), inquiries and favorites from `from` (a Riyadh day) on, by the listing's
   * city and district; the busiest areas first. From their rollup by day and area (dashboard_area_demand, each
   * event under its listing's current area): views to `to`, inquiries and favorites made from the start of `from`.
   */
  private async demand(from: string, to: string): Promise<DashboardDemandArea[]> {
    const rows = await this.query(
      `SELECT d.city, CASE WHEN d.has_district THEN d.district END AS district,
              coalesce(sum(d.views) FILTER (WHERE d.day <= $2::date), 0)::int AS views,
              sum(d.inquiries)::int AS inquiries, sum(d.favorites)::int AS favorites
         FROM dashboard_area_demand d
        WHERE d.day >= $1::date
        GROUP BY d.city, d.has_district, d.district
       HAVING coalesce(sum(d.views) FILTER (WHERE d.day <= $2::date), 0) + sum(d.inquiries) + sum(d.favorites) > 0
        ORDER BY coalesce(sum(d.views) FILTER (WHERE d.day <= $2::date), 0) + sum(d.inquiries) + sum(d.favorites) DESC,
                 d.city, CASE WHEN d.has_district THEN d.district END
        LIMIT 12`,
      [from, to],
    );
    return rows.map((row) => ({
      city: str(row.city),
      district: strOrNull(row.district),
      views: num(row.views),
      inquiries: num(row.inquiries),
      favorites: num(row.favorites),
    }));
  }

  private async viewsByDay(from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.query(
      `SELECT d.day::text AS day, sum(d.views)::int AS n FROM dashboard_area_demand d
        WHERE d.day BETWEEN $1::date AND $2::date GROUP BY d.day HAVING sum(d.views) > 0`,
      [from, to],
    );
    return new Map(rows.map((row) => [day(row.day), num(row.n)]));
  }

  /* -------------------------------------------------------------------------------------------------- alerts */

  /**
   * Each group for those who may open the screen it links to (DashboardAlerts): a maintenance worker gets the
   * urgent tickets, not the invoices or contracts; a manager without estate rights only the auctions.
   */
  async alerts(user: AuthenticatedUser, today = todayInRiyadh()): Promise<DashboardAlerts> {
    const audience = audienceOf(user);
    // The overdue group's count and amount and each of its items: with late fees, as the financial tab and reports.
    const [overdue, overdueItems, expiringContracts, urgentTickets, auctionsEndingToday] = await Promise.all([
      audience.payments ? this.money.overdue(this.dataSource, today) : undefined,
      audience.payments ? this.overdueItems(today) : undefined,
      audience.contracts ? this.expiringContracts(today) : undefined,
      audience.tickets ? this.urgentTickets() : undefined,
      this.auctionsEndingToday(today),
    ]);
    return {
      ...(overdue && overdueItems ? { overdueInvoices: { ...overdue, items: overdueItems } } : {}),
      ...(expiringContracts ? { expiringContracts } : {}),
      ...(urgentTickets ? { urgentTickets } : {}),
      auctionsEndingToday,
    };
  }

  /** The oldest unpaid invoices past their due date, each with its overdue amount (MoneyFigures.oldestOverdue). */
  private async overdueItems(today: string): Promise<DashboardAlertItem[]> {
    const rows = await this.money.oldestOverdue(this.db, today, DASHBOARD_ALERT_ITEMS);
    return rows.map((row) => ({
      id: row.id,
      title: `${row.invoiceNumber} · ${row.tenantName}`,
      titleEn: `${row.invoiceNumber} · ${row.tenantNameEn ?? row.tenantName}`,
      date: row.dueDate,
      amount: row.amount,
      link: `/estate/payments?tab=overdue&q=${encodeURIComponent(row.invoiceNumber)}`,
    }));
  }

  /** Contracts running today, not terminated, that end within DASHBOARD_EXPIRING_DAYS (as the expiry notices). */
  private async expiringContracts(today: string): Promise<DashboardAlerts['expiringContracts']> {
    const where = `c.termination_date IS NULL AND c.start_date <= $1::date
      AND c.end_date >= $1::date AND c.end_date <= $1::date + $2::int`;
    const [[totals], rows] = await Promise.all([
      this.query(`SELECT count(*)::int AS n FROM estate_contracts c WHERE ${where}`, [today, DASHBOARD_EXPIRING_DAYS]),
      this.query(
        `SELECT c.id, c.contract_number, c.end_date::text AS end_date, t.name, t.name_en
           FROM estate_contracts c JOIN estate_tenants t ON t.id = c.tenant_id
          WHERE ${where}
          ORDER BY c.end_date, c.contract_number LIMIT ${DASHBOARD_ALERT_ITEMS}`,
        [today, DASHBOARD_EXPIRING_DAYS],
      ),
    ]);
    return {
      count: num(totals?.n),
      items: rows.map((row) => ({
        id: str(row.id),
        title: `${str(row.contract_number)} · ${str(row.name)}`,
        titleEn: `${str(row.contract_number)} · ${strOrNull(row.name_en) ?? str(row.name)}`,
        date: day(row.end_date),
        link: `/estate/contracts/${str(row.id)}`,
      })),
    };
  }

  /** Urgent tickets still open past their SLA (TICKET_SLA_DAYS.urgent since they were opened), oldest first. */
  private async urgentTickets(): Promise<DashboardAlerts['urgentTickets']> {
    const where = `t.priority = 'urgent' AND t.status IN (${OPEN_TICKETS})
      AND t.created_at < now() - $1::int * interval '1 day'`;
    const [[totals], rows] = await Promise.all([
      this.query(`SELECT count(*)::int AS n FROM estate_maintenance_tickets t WHERE ${where}`, [
        TICKET_SLA_DAYS.urgent,
      ]),
      this.query(
        `SELECT t.id, t.ticket_number, t.title, t.title_ar, t.created_at FROM estate_maintenance_tickets t
          WHERE ${where} ORDER BY t.created_at, t.id LIMIT ${DASHBOARD_ALERT_ITEMS}`,
        [TICKET_SLA_DAYS.urgent],
      ),
    ]);
    return {
      count: num(totals?.n),
      items: rows.map((row) => ({
        id: str(row.id),
        title: `${str(row.ticket_number)} · ${str(row.title_ar)}`,
        titleEn: `${str(row.ticket_number)} · ${str(row.title)}`,
        date: iso(row.created_at),
        link: `/estate/maintenance?ticket=${str(row.id)}`,
      })),
    };
  }

  /** Approved auctions still running that end before the end of today (Riyadh), the soonest first. */
  private async auctionsEndingToday(today: string): Promise<DashboardAlerts['auctionsEndingToday']> {
    const where = `a.review = 'approved' AND a.cancelled_at IS NULL
      AND a.end_date > now() AND a.end_date < ${riyadhDayStartSql('($1::date + 1)')}`;
    const [[totals], rows] = await Promise.all([
      this.query(`SELECT count(*)::int AS n FROM auctions a WHERE ${where}`, [today]),
      this.query(
        `SELECT a.id, a.title, a.title_en, a.end_date, coalesce(a.current_bid, a.start_price) AS amount
           FROM auctions a WHERE ${where} ORDER BY a.end_date, a.id LIMIT ${DASHBOARD_ALERT_ITEMS}`,
        [today],
      ),
    ]);
    return {
      count: num(totals?.n),
      items: rows.map((row) => ({
        id: str(row.id),
        title: str(row.title),
        titleEn: strOrNull(row.title_en),
        date: iso(row.end_date),
        amount: num(row.amount),
        link: `/auctions/${str(row.id)}`,
      })),
    };
  }

  /* ----------------------------------------------------------------------------------------------- financial */

  async financial(today = todayInRiyadh()): Promise<DashboardFinancial> {
    const months = monthsEndingOn(today);
    const from = `${months[0]}-01`;
    const to = monthEnd(months.at(-1)!);
    const monthStart = `${today.slice(0, 7)}-01`;
    const yearStart = `${today.slice(0, 4)}-01-01`;
    const [revenue, completed, collection, overdue] = await Promise.all([
      this.revenueByMonth(from, to),
      this.completedByMonth(from, to),
      this.money.collection(this.db, today),
      this.money.overdue(this.dataSource, today),
    ]);
    const series = moneyMonths(months, revenue, completed);
    // Collected: what was invoiced and due, less what is left on the pending ones (a paid invoice counts in full,
    // a pending one by its payments net of refunds: invoicePaidSql's definition).
    const period = (first: string, due: CollectionFigure): DashboardFinancialPeriod => {
      const inPeriod = series.filter((entry) => entry.month >= first.slice(0, 7));
      const periodRevenue = round2(inPeriod.reduce((sum, entry) => sum + entry.revenue, 0));
      const periodExpenses = round2(inPeriod.reduce((sum, entry) => sum + entry.expenses, 0));
      return {
        revenue: periodRevenue,
        expenses: periodExpenses,
        net: netOf(periodRevenue, periodExpenses),
        invoiced: sar(due.invoiced),
        collectionRate: collectionRateOf(due),
      };
    };
    return {
      month: period(monthStart, collection.month),
      year: period(yearStart, collection.year),
      // The overdue amount with late fees, as the reports and the payments card show it.
      overdue,
      months: series,
    };
  }
}

/** Revenue, expenses and net of each month, in SAR, from halalas by month. */
function moneyMonths(
  months: string[],
  revenue: Map<string, number>,
  completed: Map<string, { count: number; cost: number }>,
): DashboardMonth[] {
  return months.map((month) => {
    const monthRevenue = revenue.get(month) ?? 0;
    const monthExpenses = completed.get(month)?.cost ?? 0;
    return {
      month,
      revenue: sar(monthRevenue),
      expenses: sar(monthExpenses),
      net: sar(monthRevenue - monthExpenses),
    };
  });
}
