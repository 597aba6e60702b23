import {
  addDays,
  addMonths,
  annualYield,
  type EstateList,
  occupancyPercent,
  OPEN_TICKET_STATUSES,
  OWNER_TREND_MONTHS,
  type OwnerActivity,
  type OwnerPayout,
  type OwnerMonth,
  type OwnerOverview,
  type OwnerProperty,
  type OwnerStatement,
  type OwnerPropertyDetail,
  type OwnerTenant,
  type OwnerTicket,
  type OwnerUnit,
  type PaymentKind,
  type PaymentMethod,
  type PortalPerson,
  returnOnInvestment,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
  todayInRiyadh,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { recordNotFound } from '../../shared/estate-errors.js';
import { readPage } from '../../shared/estate-list.js';
import {
  contractCovers,
  contractStatusSql,
  day,
  dayOrNull,
  iso,
  isoOrNull,
  num,
  numOrNull,
  occupiedUnitsSql,
  riyadhDaySql,
  riyadhDayStartSql,
  round2,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../../shared/estate-sql.js';
import { LedgerReads, outstandingSumSql, realPaymentSql, rentRollSql, ticketCostSql } from '../../money/index.js';
import {
  OWNER_HELD_PROPERTIES_SQL,
  ownerHeldContractSql,
  ownerHeldDuringSql,
  ownerHeldOnSql,
} from '../../shared/ownership-sql.js';
import type { PayoutAdvice } from '../../ledger/payout-advice-pdf.js';
import { ownerPayouts, payoutAdvice, payoutNotFound } from '../../ledger/payout-reads.js';
import type { OwnerTicketsQueryDto } from './owner-portal.dto.js';

/**
 * The figures' definitions are the estate money module's (estate/money), as the reports read them, so an owner's
 * numbers agree with /api/estate/reports filtered to their properties:
 * - a contract covers a day when started, not ended and not yet terminated on it; its rent_amount is per month;
 * - revenue is income collected net of VAT by its day (the ledger's, LedgerReads.incomeByMonth);
 * - expenses are the actual cost of the tickets completed, by the day (Riyadh) of completion.
 * Both read the money module's SQL (rentRollSql, ticketCostSql, outstandingSumSql) and estate-sql.ts (contractCovers,
 * riyadhDaySql).
 *
 * What happened stays with who owned the property then (estate_property_ownerships, ownership-sql.ts): the figures of
 * today (properties, units, occupancy, value, rent, open tickets) are those of the properties the owner holds today;
 * the history (revenue and payments by their paid day, expenses by completion day, contracts and their tenants,
 * tickets, the statement, recent activity) is that of the days the owner held each property, before or after a
 * transfer.
 */

const OPEN_STATUSES = OPEN_TICKET_STATUSES.map((status) => `'${status}'`).join(', ');

/** The last day of the month `YYYY-MM`. */
const monthEnd = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/** How many recent events the overview lists. */
const RECENT_ACTIVITY = 10;

/** The owner record linked to an account. */
interface LinkedOwner extends PortalPerson {
  /** The properties they hold today (the index on estate_properties.owner_id gives them). */
  propertyIds: string[];
  /**
   * The properties they held on any day, today's included: the history reads go by these (the indexed property_id
   * first), then keep to the days of their periods (ownership-sql.ts).
   */
  heldIds: string[];
}

/**
 * /api/me/owner: the owner record linked to the signed-in account (estate_owners.user_id) and only its data. Every
 * read starts from that owner's properties (the indexed owner_id), then goes down the indexed foreign keys
 * (contracts by property, invoices by contract, payments by invoice, tickets by property).
 */
@Injectable()
export class OwnerPortalService {
  private readonly ledger = new LedgerReads();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The owner linked to the account, with their properties' ids; null when the account has none. */
  async ownerOf(userId: string): Promise<LinkedOwner | null> {
    const [row] = await this.dataSource.query<Row[]>(
      `SELECT o.id, o.name, o.name_en,
              coalesce((SELECT array_agg(p.id ORDER BY p.id) FROM estate_properties p WHERE p.owner_id = o.id), '{}')
                AS property_ids,
              ${OWNER_HELD_PROPERTIES_SQL('o.id')} AS held_ids
         FROM estate_owners o WHERE o.user_id = $1`,
      [userId],
    );
    if (!row) return null;
    return {
      id: str(row.id),
      name: str(row.name),
      nameEn: strOrNull(row.name_en),
      propertyIds: (row.property_ids as string[]).map(String),
      heldIds: (row.held_ids as string[]).map(String),
    };
  }

  async overview(userId: string, today = todayInRiyadh()): Promise<OwnerOverview> {
    const year = Number(today.slice(0, 4));
    const currentMonth = today.slice(0, 7);
    const months = Array.from({ length: OWNER_TREND_MONTHS }, (_, index) =>
      addMonths(`${currentMonth}-01`, index - OWNER_TREND_MONTHS + 1).slice(0, 7),
    );
    const owner = await this.ownerOf(userId);
    if (!owner) {
      return {
        linked: false,
        owner: null,
        totalProperties: 0,
        totalUnits: 0,
        occupiedUnits: 0,
        vacantUnits: 0,
        occupancyRate: 0,
        totalValue: 0,
        monthlyIncome: 0,
        maintenanceCosts: 0,
        openTickets: 0,
        yearToDate: { year, revenue: 0, expenses: 0, netProfit: 0, roi: null },
        money: { held: 0, collected: 0, fees: 0, expenses: 0, payouts: 0 },
        months: months.map((month) => ({ month, revenue: 0, expenses: 0, net: 0 })),
        recentActivity: [],
      };
    }
    const yearStart = `${year}-01-01`;
    const from = months[0]! < yearStart ? `${months[0]}-01` : yearStart;
    const ids = owner.propertyIds;
    const [properties, revenue, expenses, openTickets, recentActivity, ledger] = await Promise.all([
      this.propertyRows(ids, today),
      this.revenueByMonth(owner, from, monthEnd(currentMonth), yearStart, today),
      this.expensesByMonth(owner, from, monthEnd(currentMonth), yearStart, today),
      this.openTickets(ids),
      this.recentActivity(owner, today),
      this.ledger.ownerLedger(this.dataSource, owner.id, yearStart, today),
    ]);

    const totalUnits = properties.reduce((sum, row) => sum + row.totalUnits, 0);
    const occupiedUnits = properties.reduce((sum, row) => sum + row.occupiedUnits, 0);
    // ROI's base: what the properties cost, their current value where no price is known.
    const invested = properties.reduce((sum, row) => sum + (row.purchasePrice ?? row.currentValue ?? 0), 0);
    const ytdRevenue = round2(revenue.yearToDate);
    const ytdExpenses = round2(expenses.yearToDate);
    const netProfit = round2(ytdRevenue - ytdExpenses);
    const trend: OwnerMonth[] = months.map((month) => {
      const monthRevenue = round2(revenue.byMonth.get(month) ?? 0);
      const monthExpenses = round2(expenses.byMonth.get(month) ?? 0);
      return { month, revenue: monthRevenue, expenses: monthExpenses, net: round2(monthRevenue - monthExpenses) };
    });

    return {
      linked: true,
      owner: { id: owner.id, name: owner.name, nameEn: owner.nameEn },
      totalProperties: properties.length,
      totalUnits,
      occupiedUnits,
      vacantUnits: totalUnits - occupiedUnits,
      occupancyRate: occupancyPercent(occupiedUnits, totalUnits),
      totalValue: round2(properties.reduce((sum, row) => sum + (row.currentValue ?? 0), 0)),
      monthlyIncome: round2(properties.reduce((sum, row) => sum + row.monthlyRent, 0)),
      maintenanceCosts: ytdExpenses,
      openTickets,
      yearToDate: {
        year,
        revenue: ytdRevenue,
        expenses: ytdExpenses,
        netProfit,
        roi: returnOnInvestment(netProfit, round2(invested)),
      },
      money: {
        held: ledger.closing,
        collected: ledger.collected,
        fees: ledger.fees,
        expenses: ledger.expenses,
        payouts: ledger.payouts,
      },
      months: trend,
      recentActivity,
    };
  }

  async properties(userId: string, today = todayInRiyadh()): Promise<OwnerProperty[]> {
    const owner = await this.ownerOf(userId);
    return owner ? this.propertyRows(owner.propertyIds, today) : [];
  }

  /** One of the owner's properties with its units; 404 for another's property, as for one that does not exist. */
  async property(userId: string, propertyId: string, today = todayInRiyadh()): Promise<OwnerPropertyDetail> {
    const owner = await this.ownerOf(userId);
    if (!owner || !owner.propertyIds.includes(propertyId)) throw recordNotFound('property');
    const [[property], units] = await Promise.all([
      this.propertyRows([propertyId], today),
      this.dataSource.query<Row[]>(
        `SELECT u.id, u.unit_number, u.unit_type, u.floor, u.area, u.bedrooms, u.bathrooms, u.rent_price,
                cc.tenant_name, cc.tenant_name_en, cc.end_date
           FROM estate_units u
           LEFT JOIN LATERAL (
             SELECT t.name AS tenant_name, t.name_en AS tenant_name_en, c.end_date::text AS end_date
               FROM estate_contracts c JOIN estate_tenants t ON t.id = c.tenant_id
              WHERE c.unit_id = u.id AND ${contractCovers('c', '$2::date')}
              ORDER BY c.end_date DESC LIMIT 1
           ) cc ON true
          WHERE u.property_id = $1
          ORDER BY lower(u.unit_number), u.id`,
        [propertyId, today],
      ),
    ]);
    if (!property) throw recordNotFound('property');
    return {
      ...property,
      units: units.map((row): OwnerUnit => ({
        id: str(row.id),
        unitNumber: str(row.unit_number),
        unitType: str(row.unit_type),
        floor: numOrNull(row.floor),
        area: numOrNull(row.area),
        bedrooms: numOrNull(row.bedrooms),
        bathrooms: numOrNull(row.bathrooms),
        rentPrice: num(row.rent_price),
        occupied: row.tenant_name != null,
        tenantName: strOrNull(row.tenant_name),
        tenantNameEn: strOrNull(row.tenant_name_en),
        contractEnd: dayOrNull(row.end_date),
      })),
    };
  }

  /**
   * The tenants of every contract that ran while the owner held its property, newest contract first; what is
   * outstanding on it counts the invoices due on the owner's days.
   */
  async tenants(userId: string, today = todayInRiyadh()): Promise<OwnerTenant[]> {
    const owner = await this.ownerOf(userId);
    if (!owner || owner.heldIds.length === 0) return [];
    const rows = await this.dataSource.query<Row[]>(
      `SELECT c.id AS contract_id, c.contract_number, c.start_date::text AS start_date, c.end_date::text AS end_date,
              c.rent_amount, ${contractStatusSql('c', '$2::date')} AS contract_status,
              t.id AS tenant_id, t.name, t.name_en, t.phone, t.email, p.title, p.title_en, u.unit_number,
              (SELECT ${outstandingSumSql('i')} FROM estate_invoices i
                WHERE i.contract_id = c.id AND i.status = 'pending' AND i.due_date <= $2::date
                  AND ${ownerHeldOnSql('$3::uuid', 'c.property_id', 'i.due_date')}) AS outstanding
         FROM estate_contracts c
         JOIN estate_tenants t ON t.id = c.tenant_id
         JOIN estate_properties p ON p.id = c.property_id
         JOIN estate_units u ON u.id = c.unit_id
        WHERE c.property_id = ANY($1::uuid[]) AND ${ownerHeldContractSql('$3::uuid', 'c')}
        ORDER BY c.start_date DESC, c.created_at DESC, c.id`,
      [owner.heldIds, today, owner.id],
    );
    return rows.map((row) => ({
      tenantId: str(row.tenant_id),
      name: str(row.name),
      nameEn: strOrNull(row.name_en),
      phone: str(row.phone),
      email: strOrNull(row.email),
      contractId: str(row.contract_id),
      contractNumber: str(row.contract_number),
      propertyTitle: str(row.title),
      propertyTitleEn: strOrNull(row.title_en),
      unitNumber: str(row.unit_number),
      monthlyRent: num(row.rent_amount),
      startDate: day(row.start_date),
      endDate: day(row.end_date),
      contractStatus: str(row.contract_status),
      outstanding: round2(num(row.outstanding)),
    }));
  }

  /**
   * A page of the tickets on the owner's properties (?status), newest first: those open on a day the owner held the
   * property (from the day opened to the day completed, or today).
   */
  async maintenance(
    userId: string,
    query: OwnerTicketsQueryDto,
    today = todayInRiyadh(),
  ): Promise<EstateList<OwnerTicket>> {
    const owner = await this.ownerOf(userId);
    if (!owner || owner.heldIds.length === 0) {
      return { items: [], total: 0, page: query.page, limit: query.limit };
    }
    const params = new SqlParams();
    const where = [
      `t.property_id = ANY(${params.add(owner.heldIds)}::uuid[])`,
      ownerHeldDuringSql(
        `${params.add(owner.id)}::uuid`,
        't.property_id',
        riyadhDaySql('t.created_at'),
        `coalesce(${riyadhDaySql('t.completed_at')}, ${params.add(today)}::date)`,
      ),
    ];
    if (query.status) where.push(`t.status = ${params.add(query.status)}`);
    const filter = `WHERE ${where.join(' AND ')}`;
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_maintenance_tickets t ${filter}`,
        select: `SELECT t.id, t.ticket_number, t.property_id, p.title AS property_title, p.title_en AS property_title_en,
                        u.unit_number, tn.name AS tenant_name, tn.name_en AS tenant_name_en, t.title, t.title_ar,
                        t.category, t.priority, t.status, t.estimated_cost, t.actual_cost, t.created_at, t.completed_at
                   FROM estate_maintenance_tickets t
                   LEFT JOIN estate_properties p ON p.id = t.property_id
                   LEFT JOIN estate_units u ON u.id = t.unit_id
                   LEFT JOIN estate_tenants tn ON tn.id = t.tenant_id
                   ${filter}`,
        orderBy: 't.created_at, t.id',
        key: 't.id',
        order: 'desc',
        params,
        page: query.page,
        limit: query.limit,
      },
      (row): OwnerTicket => ({
        id: str(row.id),
        ticketNumber: str(row.ticket_number),
        propertyId: strOrNull(row.property_id),
        propertyTitle: strOrNull(row.property_title),
        propertyTitleEn: strOrNull(row.property_title_en),
        unitNumber: strOrNull(row.unit_number),
        tenantName: strOrNull(row.tenant_name),
        tenantNameEn: strOrNull(row.tenant_name_en),
        title: str(row.title),
        titleAr: str(row.title_ar),
        category: row.category as TicketCategory,
        priority: row.priority as TicketPriority,
        status: row.status as TicketStatus,
        estimatedCost: numOrNull(row.estimated_cost),
        actualCost: numOrNull(row.actual_cost),
        createdAt: iso(row.created_at),
        completedAt: isoOrNull(row.completed_at),
      }),
    );
  }

  /**
   * The statement of a month (1-12) or a whole year: per property what was received and spent and the difference,
   * the payments and refunds received and the completed tickets' costs, with the totals, and the owner's ledger of the
   * same days (LedgerReads.ownerLedger). 404 without a linked owner.
   * Only the days the owner held each property count: a property transferred in or out shows its part of the period.
   */
  async statement(userId: string, year: number, month?: number): Promise<OwnerStatement> {
    const owner = await this.ownerOf(userId);
    if (!owner) throw recordNotFound('owner');
    const from = month ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
    const to = month ? monthEnd(from.slice(0, 7)) : `${year}-12-31`;
    const ids = owner.heldIds;
    const heldOn = (d: string) => ownerHeldOnSql('$4::uuid', 'c.property_id', d);
    const ticketHeld = ownerHeldOnSql('$4::uuid', 't.property_id', riyadhDaySql('t.completed_at'));
    // One transaction (repeatable read): every figure of the statement from the same snapshot, and its reads in turn
    // on one connection, so a statement (a document made while others use the site) keeps to one core of the database.
    const [properties, payments, tickets, income, ledger] = await this.dataSource.transaction(
      'REPEATABLE READ',
      async (manager) => {
        const propertyRows = await manager.query<Row[]>(
          `SELECT p.id, p.title, p.title_en,
                (SELECT ${ticketCostSql('t')}
                   FROM estate_maintenance_tickets t
                  WHERE t.property_id = p.id AND t.status = 'completed'
                    AND t.completed_at >= ${riyadhDayStartSql('$2')} AND t.completed_at < ${riyadhDayStartSql('($3::date + 1)')}
                    AND ${ticketHeld})
                  AS expenses
           FROM estate_properties p
          WHERE p.id = ANY($1::uuid[]) AND ${ownerHeldDuringSql('$4::uuid', 'p.id', '$2::date', '$3::date')}
          ORDER BY p.title, p.id`,
          [ids, from, to, owner.id],
        );
        // The contracts of the properties first, on their own (a few hundred, through the index by property), then
        // their invoices and those invoices' payments: joined in one, the planner read every contract in parallel.
        const paymentRows = await manager.query<Row[]>(
          `WITH c AS MATERIALIZED (
           SELECT id, property_id, unit_id, tenant_id FROM estate_contracts WHERE property_id = ANY($1::uuid[])
         )
         SELECT pay.receipt_number, pay.kind, pay.method, pay.paid_on::text AS paid_on, pay.amount, i.invoice_number,
                p.title, p.title_en, u.unit_number, tn.name AS tenant_name, tn.name_en AS tenant_name_en
           FROM c
           JOIN estate_invoices i ON i.contract_id = c.id
           JOIN estate_payments pay ON pay.invoice_id = i.id
           JOIN estate_properties p ON p.id = c.property_id
           JOIN estate_units u ON u.id = c.unit_id
           JOIN estate_tenants tn ON tn.id = c.tenant_id
          WHERE pay.paid_on BETWEEN $2::date AND $3::date AND ${realPaymentSql('pay')} AND ${heldOn('pay.paid_on')}
          ORDER BY pay.paid_on, pay.receipt_number`,
          [ids, from, to, owner.id],
        );
        const ticketRows = await manager.query<Row[]>(
          `SELECT t.ticket_number, ${riyadhDaySql('t.completed_at')}::text AS completed_on, t.title, t.title_ar,
                p.title AS property_title, p.title_en AS property_title_en, coalesce(t.actual_cost, 0) AS actual_cost
           FROM estate_maintenance_tickets t
           JOIN estate_properties p ON p.id = t.property_id
          WHERE t.property_id = ANY($1::uuid[]) AND t.status = 'completed'
            AND t.completed_at >= ${riyadhDayStartSql('$2')} AND t.completed_at < ${riyadhDayStartSql('($3::date + 1)')}
            AND ${ticketHeld}
          ORDER BY t.completed_at, t.ticket_number`,
          [ids, from, to, owner.id],
        );
        const incomeFigures = await this.ledger.incomeByMonth(
          manager,
          { from, to },
          { ownerId: owner.id, propertyIds: ids },
        );
        const ownerLedger = await this.ledger.ownerLedger(manager, owner.id, from, to);
        return [propertyRows, paymentRows, ticketRows, incomeFigures, ownerLedger] as const;
      },
    );
    const incomeOf = new Map<string, number>();
    for (const figure of income) {
      incomeOf.set(figure.propertyId!, (incomeOf.get(figure.propertyId!) ?? 0) + figure.value);
    }
    const rows = properties.map((row) => {
      const revenue = round2(incomeOf.get(str(row.id)) ?? 0);
      const expenses = round2(num(row.expenses));
      return {
        id: str(row.id),
        title: str(row.title),
        titleEn: strOrNull(row.title_en),
        revenue,
        expenses,
        net: round2(revenue - expenses),
      };
    });
    const revenue = round2(rows.reduce((sum, row) => sum + row.revenue, 0));
    const expenses = round2(rows.reduce((sum, row) => sum + row.expenses, 0));
    return {
      owner: { id: owner.id, name: owner.name, nameEn: owner.nameEn },
      year,
      month: month ?? null,
      from,
      to,
      properties: rows,
      payments: payments.map((row) => ({
        receiptNumber: str(row.receipt_number),
        kind: row.kind as PaymentKind,
        method: row.method as PaymentMethod,
        paidOn: day(row.paid_on),
        amount: num(row.amount),
        invoiceNumber: str(row.invoice_number),
        propertyTitle: str(row.title),
        propertyTitleEn: strOrNull(row.title_en),
        unitNumber: str(row.unit_number),
        tenantName: str(row.tenant_name),
        tenantNameEn: strOrNull(row.tenant_name_en),
      })),
      tickets: tickets.map((row) => ({
        ticketNumber: str(row.ticket_number),
        completedOn: day(row.completed_on),
        title: str(row.title),
        titleAr: str(row.title_ar),
        propertyTitle: str(row.property_title),
        propertyTitleEn: strOrNull(row.property_title_en),
        actualCost: num(row.actual_cost),
      })),
      totals: { revenue, expenses, net: round2(revenue - expenses) },
      ledger,
    };
  }

  /** The linked owner's payouts, the latest first (none without a linked owner). */
  async payouts(userId: string): Promise<OwnerPayout[]> {
    const owner = await this.ownerOf(userId);
    return owner ? ownerPayouts(this.dataSource, owner.id) : [];
  }

  /** What the advice of one of the linked owner's payouts shows; 404 for another owner's or without a linked owner. */
  async payoutAdvice(userId: string, payoutId: string): Promise<PayoutAdvice> {
    const owner = await this.ownerOf(userId);
    if (!owner) throw payoutNotFound();
    return payoutAdvice(this.dataSource, owner.id, payoutId);
  }

  /** Each of the properties with its units, those covered today, the covering contracts' rent and tenants. */
  private async propertyRows(ids: string[], today: string): Promise<OwnerProperty[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource.query<Row[]>(
      `SELECT p.id, p.title, p.title_en, p.type, p.status, p.city, p.district, p.district_en, p.address, p.area,
              p.current_value,
              p.purchase_price, pu.total_units, pc.occupied_units, pc.monthly_rent, pc.tenant_names, pc.tenant_names_en,
              pc.contract_end
         FROM estate_properties p
         LEFT JOIN LATERAL (SELECT count(*)::int AS total_units FROM estate_units u WHERE u.property_id = p.id) pu
           ON true
         LEFT JOIN LATERAL (
           SELECT ${occupiedUnitsSql('c', '$2::date')} AS occupied_units, ${rentRollSql('c')} AS monthly_rent,
                  coalesce(array_agg(DISTINCT t.name) FILTER (WHERE t.name IS NOT NULL), '{}') AS tenant_names,
                  coalesce(array_agg(DISTINCT coalesce(t.name_en, t.name)) FILTER (WHERE t.name IS NOT NULL), '{}')
                    AS tenant_names_en,
                  min(c.end_date)::text AS contract_end
             FROM estate_contracts c JOIN estate_tenants t ON t.id = c.tenant_id
            WHERE c.property_id = p.id AND ${contractCovers('c', '$2::date')}
         ) pc ON true
        WHERE p.id = ANY($1::uuid[])
        ORDER BY p.title, p.id`,
      [ids, today],
    );
    return rows.map((row) => {
      const totalUnits = num(row.total_units);
      const occupiedUnits = num(row.occupied_units);
      const monthlyRent = round2(num(row.monthly_rent));
      const currentValue = numOrNull(row.current_value);
      return {
        id: str(row.id),
        title: str(row.title),
        titleEn: strOrNull(row.title_en),
        type: str(row.type),
        status: str(row.status),
        city: str(row.city),
        district: str(row.district),
        districtEn: strOrNull(row.district_en),
        address: str(row.address),
        area: numOrNull(row.area),
        currentValue,
        purchasePrice: numOrNull(row.purchase_price),
        totalUnits,
        occupiedUnits,
        occupancyRate: occupancyPercent(occupiedUnits, totalUnits),
        monthlyRent,
        annualYield: annualYield(monthlyRent, currentValue),
        tenantNames: (row.tenant_names as string[]).map(String).sort((a, b) => a.localeCompare(b)),
        tenantNamesEn: (row.tenant_names_en as string[]).map(String).sort((a, b) => a.localeCompare(b)),
        contractEnd: dayOrNull(row.contract_end),
      };
    });
  }

  /**
   * Income collected for the owner net of VAT (LedgerReads.incomeByMonth: each payment counted for who held the
   * property on its day), by month, and the part from `yearStart` to `today`.
   */
  private async revenueByMonth(owner: LinkedOwner, from: string, to: string, yearStart: string, today: string) {
    const rows = await this.ledger.incomeByMonth(this.dataSource, { from, to }, { ownerId: owner.id });
    const months = new Map<string, number>();
    for (const row of rows) months.set(row.month, round2((months.get(row.month) ?? 0) + row.value));
    const yearToDate = [...months]
      .filter(([month]) => month >= yearStart.slice(0, 7) && month <= today.slice(0, 7))
      .reduce((sum, [, value]) => sum + value, 0);
    return { byMonth: months, yearToDate };
  }

  /**
   * The actual cost of the tickets completed on the owner's properties on days they held them, by month (Riyadh), and
   * the part this year to today.
   */
  private async expensesByMonth(owner: LinkedOwner, from: string, to: string, yearStart: string, today: string) {
    const rows =
      owner.heldIds.length === 0
        ? []
        : await this.dataSource.query<Row[]>(
            `SELECT to_char(${riyadhDaySql('t.completed_at')}, 'YYYY-MM') AS month, ${ticketCostSql('t')} AS value,
                    ${ticketCostSql(
                      't',
                      `t.completed_at >= ${riyadhDayStartSql('$4')} AND t.completed_at < ${riyadhDayStartSql('($5::date + 1)')}`,
                    )} AS ytd
               FROM estate_maintenance_tickets t
              WHERE t.property_id = ANY($1::uuid[]) AND t.status = 'completed'
                AND t.completed_at >= ${riyadhDayStartSql('$2')} AND t.completed_at < ${riyadhDayStartSql('($3::date + 1)')}
                AND ${ownerHeldOnSql('$6::uuid', 't.property_id', riyadhDaySql('t.completed_at'))}
              GROUP BY 1`,
            [owner.heldIds, from, to, yearStart, today, owner.id],
          );
    return byMonth(rows);
  }

  private async openTickets(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.dataSource.query<Row[]>(
      `SELECT count(*)::int AS open FROM estate_maintenance_tickets t
        WHERE t.property_id = ANY($1::uuid[]) AND t.status IN (${OPEN_STATUSES})`,
      [ids],
    );
    return num(row?.open);
  }

  /**
   * The latest payments received, tickets opened and contracts signed on the owner's properties, on days they held
   * them, newest first by the day each happened: a payment's paid day, a ticket's opening, a contract's signing (its
   * start, or the day it was recorded when that came first). A day-only event is dated at the moment it was recorded
   * when that was the same day, else at noon in Riyadh of its day (so that its day reads the same in any time zone).
   */
  private async recentActivity(owner: LinkedOwner, today: string): Promise<OwnerActivity[]> {
    if (owner.heldIds.length === 0) return [];
    const momentOf = (dayOf: string, recordedAt: string) =>
      `(CASE WHEN ${riyadhDaySql(recordedAt)} = ${dayOf} THEN ${recordedAt}
             ELSE (${dayOf} + time '09:00') AT TIME ZONE 'UTC' END)`;
    const signedOn = `least(c.start_date, ${riyadhDaySql('c.created_at')})`;
    const params = [owner.heldIds, owner.id, today];
    const [payments, tickets, contracts] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT pay.id, pay.receipt_number AS reference, tn.name AS title, tn.name_en AS title_en,
                p.title AS property_title, p.title_en AS property_title_en, pay.amount,
                ${momentOf('pay.paid_on', 'pay.created_at')} AS at
           FROM estate_payments pay
           JOIN estate_invoices i ON i.id = pay.invoice_id
           JOIN estate_contracts c ON c.id = i.contract_id
           JOIN estate_properties p ON p.id = c.property_id
           JOIN estate_tenants tn ON tn.id = c.tenant_id
          WHERE c.property_id = ANY($1::uuid[]) AND pay.kind = 'payment' AND ${realPaymentSql('pay')}
            AND pay.paid_on <= $3::date AND ${ownerHeldOnSql('$2::uuid', 'c.property_id', 'pay.paid_on')}
          ORDER BY at DESC, pay.id DESC LIMIT ${RECENT_ACTIVITY}`,
        params,
      ),
      this.dataSource.query<Row[]>(
        `SELECT t.id, t.ticket_number AS reference, t.title_ar AS title, t.title AS title_en,
                p.title AS property_title, p.title_en AS property_title_en, NULL AS amount, t.created_at AS at
           FROM estate_maintenance_tickets t
           JOIN estate_properties p ON p.id = t.property_id
          WHERE t.property_id = ANY($1::uuid[])
            AND ${ownerHeldOnSql('$2::uuid', 't.property_id', riyadhDaySql('t.created_at'))}
          ORDER BY t.created_at DESC, t.id DESC LIMIT ${RECENT_ACTIVITY}`,
        [owner.heldIds, owner.id],
      ),
      this.dataSource.query<Row[]>(
        `SELECT c.id, c.contract_number AS reference, tn.name AS title, tn.name_en AS title_en,
                p.title AS property_title, p.title_en AS property_title_en, c.rent_amount AS amount,
                ${momentOf(signedOn, 'c.created_at')} AS at
           FROM estate_contracts c
           JOIN estate_properties p ON p.id = c.property_id
           JOIN estate_tenants tn ON tn.id = c.tenant_id
          WHERE c.property_id = ANY($1::uuid[]) AND ${signedOn} <= $3::date
            AND ${ownerHeldOnSql('$2::uuid', 'c.property_id', signedOn)}
          ORDER BY at DESC, c.id DESC LIMIT ${RECENT_ACTIVITY}`,
        params,
      ),
    ]);
    const toActivity =
      (kind: OwnerActivity['kind']) =>
      (row: Row): OwnerActivity => ({
        kind,
        id: str(row.id),
        reference: str(row.reference),
        title: str(row.title),
        titleEn: strOrNull(row.title_en),
        propertyTitle: str(row.property_title),
        propertyTitleEn: strOrNull(row.property_title_en),
        amount: numOrNull(row.amount),
        at: iso(row.at),
      });
    return [
      ...payments.map(toActivity('payment')),
      ...tickets.map(toActivity('ticket')),
      ...contracts.map(toActivity('contract')),
    ]
      .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
      .slice(0, RECENT_ACTIVITY);
  }
}

/** Month rows (`month`, `value`, `ytd`) as a map by month and the year-to-date sum. */
function byMonth(rows: Row[]): { byMonth: Map<string, number>; yearToDate: number } {
  const months = new Map<string, number>();
  let yearToDate = 0;
  for (const row of rows) {
    months.set(str(row.month), num(row.value));
    yearToDate += num(row.ytd);
  }
  return { byMonth: months, yearToDate };
}
