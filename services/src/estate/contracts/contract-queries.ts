import {
  CONTRACT_EXPIRING_SOON_DAYS,
  type ContractDocument,
  type ContractInvoices,
  type ContractStatus,
  type ContractSummary,
  daysBetween,
  type EstateContract,
  type EstateInvoice,
  type EstateList,
  ESTATE_COUNT_UP_TO,
  type InvoiceStatus,
  type InvoiceType,
  type PaymentFrequency,
  type PaymentMethod,
  type PaymentStatus,
  todayInRiyadh,
  unitCategory,
  type DepositHolder,
  type UnitType,
  vatPercentFor,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { contractFigureColumns, contractFiguresJoin } from '../money/contract-figures.js';
import { invoicePaidSql } from '../money/money-sql.js';
import { recordNotFound } from '../shared/estate-errors.js';
import { keptTotalOf, readPage } from '../shared/estate-list.js';
import {
  activeContract,
  contractStatusPredicate,
  contractStatusSql,
  day,
  dayOrNull,
  escapeLike,
  iso,
  isoOrNull,
  num,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import type { ContractInvoicesDto, ListContractsDto } from './dto/list-contracts.dto.js';
import { noticeJsonSql, toNotice } from '../leases/lease-rules-sql.js';

type Query = Pick<EntityManager, 'query'>;

const COLUMNS = `c.id, c.contract_number, c.property_id, p.title AS property_title, p.title_en AS property_title_en,
  p.city, c.unit_id, u.unit_number, u.unit_type, c.owner_id, o.name AS owner_name, o.name_en AS owner_name_en,
  c.tenant_id, t.name AS tenant_name, t.name_en AS tenant_name_en, t.phone AS tenant_phone, c.start_date::text AS start_date, c.end_date::text AS end_date, c.rent_amount,
  c.security_deposit, c.payment_frequency, c.notes, c.documents, c.termination_date::text AS termination_date,
  c.termination_reason, c.renewed_from_id, c.ejar_contract_number, c.ejar_registered_on::text AS ejar_registered_on,
  c.deposit_holder,
  (SELECT r.id FROM estate_contracts r WHERE r.renewed_from_id = c.id) AS renewed_by_id,
  ${noticeJsonSql('c')} AS non_renewal_notice,
  c.created_at, c.updated_at`;

/**
 * The names of a contract's property, unit, owner and tenant, each read by its primary key for the contract's row
 * (OFFSET 0 keeps each a subquery of its own): a page of 20 is planned in about half the time of joining the four
 * tables, whose join orders the planner would otherwise weigh on every request.
 */
const JOINS = `CROSS JOIN LATERAL (SELECT p.title, p.title_en, p.city FROM estate_properties p WHERE p.id = c.property_id OFFSET 0) p
  CROSS JOIN LATERAL (SELECT u.unit_number, u.unit_type FROM estate_units u WHERE u.id = c.unit_id OFFSET 0) u
  CROSS JOIN LATERAL (SELECT o.name, o.name_en FROM estate_owners o WHERE o.id = c.owner_id OFFSET 0) o
  CROSS JOIN LATERAL (SELECT t.name, t.name_en, t.phone FROM estate_tenants t WHERE t.id = c.tenant_id OFFSET 0) t`;

/** The status, days to expiry and money figures of a contract (alias `c`) read with contractFiguresJoin. */
const statusColumns = (today: string) => `${contractFigureColumns(today)},
  ${contractStatusSql('c', today)} AS status, (c.end_date - ${today})::int AS days_to_expiry`;

/** A contract (alias `c`) with its names and figures, as the list, a record and the writes answer it. */
const selectContracts = (today: string) =>
  `SELECT ${COLUMNS}, ${statusColumns(today)} FROM estate_contracts c ${JOINS} ${contractFiguresJoin('c', today)}`;

/** Each sort's columns, every one with an index in that order (…, id) so a page is an index walk. */
const SORTS: Record<string, string> = {
  contractNumber: 'c.contract_number, c.id',
  startDate: 'c.start_date, c.id',
  endDate: 'c.end_date, c.id',
  daysToExpiry: 'c.end_date, c.id',
  rentAmount: 'c.rent_amount, c.id',
  createdAt: 'c.created_at, c.id',
};

/** Active and ending within CONTRACT_EXPIRING_SOON_DAYS (more than 0 days to expiry). */
const expiringSoon = (c: string, today: string) =>
  `(${activeContract(c, today)} AND ${c}.end_date > ${today} AND ${c}.end_date <= ${today} + ${CONTRACT_EXPIRING_SOON_DAYS})`;

/**
 * Every contract's status counted from the calendar kept beside them (migration ContractCalendar: the contracts not
 * terminated by the day they start and the day they end, with their rent billed), not from the contracts: total,
 * pending, active, expired, terminated, expiring (ending soon, less the few pending that end in that time too) and
 * the active ones' rent billed. A few hundred calendar rows, whatever the number of contracts.
 */
const keptCounts = (today: string) => `
  SELECT k.total::int AS total, k.pending::int AS pending, (k.open - k.pending - k.expired)::int AS active,
         k.expired::int AS expired, (k.total - k.open)::int AS terminated, k.active_value,
         (k.ending_soon - (SELECT count(*) FROM estate_contracts c
                            WHERE c.termination_date IS NULL AND c.start_date > ${today}
                              AND c.end_date <= ${today} + ${CONTRACT_EXPIRING_SOON_DAYS}))::int AS expiring
    FROM (SELECT (SELECT records FROM estate_record_counts WHERE table_name = 'estate_contracts') AS total,
                 coalesce(sum(starting), 0) AS open,
                 coalesce(sum(starting) FILTER (WHERE day > ${today}), 0) AS pending,
                 coalesce(sum(ending) FILTER (WHERE day < ${today}), 0) AS expired,
                 coalesce(sum(starting_rent) FILTER (WHERE day <= ${today}), 0)
                   - coalesce(sum(ending_rent) FILTER (WHERE day < ${today}), 0) AS active_value,
                 coalesce(sum(ending) FILTER (WHERE day > ${today} AND day <= ${today} + ${CONTRACT_EXPIRING_SOON_DAYS}), 0)
                   AS ending_soon
            FROM estate_contract_calendar) AS k`;

/** Whether a query names no filter but the status or tab (which the kept counts answer). */
const onlyStatusOrTab = (query: ListContractsDto) =>
  !query.q && !query.propertyId && !query.unitId && !query.ownerId && !query.tenantId;

/** The kept count answering a list's total: the list without filters, one status or the expiring or expired tab. */
function keptListCount(query: ListContractsDto, today: string): string | undefined {
  if (!onlyStatusOrTab(query)) return undefined;
  const tab = query.tab && query.tab !== 'all' ? query.tab : undefined;
  if (tab && query.status) return undefined;
  if (!tab && !query.status) return keptTotalOf('estate_contracts');
  const column = tab ? { expiring: 'expiring', expired: 'expired' }[tab as string] : query.status;
  return column ? `SELECT ${column} AS total FROM (${keptCounts(today)}) AS kept` : undefined;
}

/**
 * The parts of a search's matches, when the search is the list's only filter: the contracts of the matching owners,
 * of the matching tenants, and those whose number starts with it, each read through an index from its first match
 * (see readPage's countParts).
 */
function searchCountParts(query: ListContractsDto, params: SqlParams): string[] | undefined {
  if (!query.q || query.status || (query.tab && query.tab !== 'all')) return undefined;
  if (query.propertyId || query.unitId || query.ownerId || query.tenantId) return undefined;
  const words = `coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`;
  const parts = [
    `FROM estate_owners po JOIN estate_contracts c ON c.owner_id = po.id WHERE po.search_vector @@ ${words}`,
    `FROM estate_tenants pt JOIN estate_contracts c ON c.tenant_id = pt.id WHERE pt.search_vector @@ ${words}`,
  ];
  const number = contractNumberSearch(query.q);
  if (number?.prefix)
    parts.unshift(`FROM estate_contracts c WHERE c.contract_number LIKE ${params.add(number.pattern)}`);
  return parts;
}

/**
 * Whether a search can be part of a contract number: numbers read CNT-<year>-<number> (CONTRACT_NUMBER_PATTERN, kept
 * by the API and the import), so a search with any other character (a name) matches none and skips the scan of the
 * numbers. A search starting with C can only match from a number's first character: a prefix, read from the index.
 */
function contractNumberSearch(q: string): { pattern: string; prefix: boolean } | null {
  const typed = q.toUpperCase();
  if (!/^[CNT0-9-]+$/.test(typed)) return null;
  if (typed.startsWith('C')) return { pattern: `${escapeLike(typed)}%`, prefix: true };
  return { pattern: `%${escapeLike(typed)}%`, prefix: false };
}

/**
 * The WHERE of the list and the summary: filters, tab (list only) and the search, on the contracts (alias `c`). With
 * `walk`, written for a walk of the sort's index that tests each contract it passes (only when the count found more
 * than a thousand matches, so a page is found within a few hundred contracts): a name search reads the owner and the
 * tenant of each contract passed by their keys and tests their names, rather than gathering every matching tenant
 * first (5,000 for a family name, 5 ms of reading the tenants to hash them); a number searched inside hashes the
 * names' matches once (`IN`); a number's prefix keeps the few matching names as arrays.
 */
function contractFilters(
  query: ListContractsDto,
  params: SqlParams,
  today: string,
  withTab: boolean,
  walk = false,
): string {
  const where: string[] = [];
  if (query.status) where.push(contractStatusPredicate(query.status, 'c', today));
  if (withTab && query.tab === 'expiring') where.push(expiringSoon('c', today));
  if (withTab && query.tab === 'expired') where.push(contractStatusPredicate('expired', 'c', today));
  if (withTab && query.tab === 'renewal') where.push('c.renewed_from_id IS NOT NULL');
  if (query.propertyId) where.push(`c.property_id = ${params.add(query.propertyId)}`);
  if (query.unitId) where.push(`c.unit_id = ${params.add(query.unitId)}`);
  if (query.ownerId) where.push(`c.owner_id = ${params.add(query.ownerId)}`);
  if (query.tenantId) where.push(`c.tenant_id = ${params.add(query.tenantId)}`);
  if (query.q) {
    // The contract number, the owner's or tenant's name, or the unit number: a bitmap OR of the contracts' indexes
    // (owner, tenant, unit, number prefix). A number searched inside is a scan of the contracts: the names' matches
    // are hashed for it, not arrays searched row by row.
    const words = `coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`;
    const unit = params.add(`${escapeLike(query.q.toLowerCase())}%`);
    const number = contractNumberSearch(query.q);
    const indexed = number ? number.prefix : !walk;
    const among = (column: string, ids: string) =>
      indexed ? `${column} = ANY(ARRAY(${ids}))` : `${column} IN (${ids})`;
    // A name walked: each contract's own owner and tenant, read by key.
    const named = (table: string, alias: string, column: string) =>
      walk && !number
        ? `(SELECT ${alias}.search_vector FROM ${table} ${alias} WHERE ${alias}.id = ${column}) @@ ${words}`
        : among(column, `SELECT ${alias}.id FROM ${table} ${alias} WHERE ${alias}.search_vector @@ ${words}`);
    const arms = [
      named('estate_owners', 'mo', 'c.owner_id'),
      named('estate_tenants', 'mt', 'c.tenant_id'),
      among('c.unit_id', `SELECT mu.id FROM estate_units mu WHERE lower(mu.unit_number) LIKE ${unit}`),
    ];
    if (number) arms.unshift(`c.contract_number LIKE ${params.add(number.pattern)}`);
    where.push(`(${arms.join(' OR ')})`);
  }
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

function toContract(row: Row): EstateContract {
  const startDate = day(row.start_date);
  const endDate = day(row.end_date);
  return {
    id: str(row.id),
    contractNumber: str(row.contract_number),
    propertyId: str(row.property_id),
    propertyTitle: str(row.property_title),
    propertyTitleEn: strOrNull(row.property_title_en),
    city: str(row.city),
    unitId: str(row.unit_id),
    unitNumber: str(row.unit_number),
    unitType: row.unit_type as UnitType,
    ownerId: str(row.owner_id),
    ownerName: str(row.owner_name),
    ownerNameEn: strOrNull(row.owner_name_en),
    tenantId: str(row.tenant_id),
    tenantName: str(row.tenant_name),
    tenantNameEn: strOrNull(row.tenant_name_en),
    tenantPhone: str(row.tenant_phone),
    startDate,
    endDate,
    rentAmount: num(row.rent_amount),
    securityDeposit: num(row.security_deposit),
    paymentFrequency: row.payment_frequency as PaymentFrequency,
    vatPercent: vatPercentFor(unitCategory(row.unit_type as UnitType)),
    ejarContractNumber: strOrNull(row.ejar_contract_number),
    ejarRegisteredOn: dayOrNull(row.ejar_registered_on),
    depositHolder: row.deposit_holder as DepositHolder,
    notes: strOrNull(row.notes),
    documents: (row.documents ?? []) as ContractDocument[],
    status: row.status as ContractStatus,
    terminationDate: dayOrNull(row.termination_date),
    terminationReason: strOrNull(row.termination_reason),
    renewedFromId: strOrNull(row.renewed_from_id),
    renewedById: strOrNull(row.renewed_by_id),
    isRenewal: row.renewed_from_id !== null && row.renewed_from_id !== undefined,
    nonRenewalNotice: toNotice(row.non_renewal_notice),
    daysToExpiry: num(row.days_to_expiry),
    durationMonths: Math.round(daysBetween(startDate, endDate) / 30),
    totalValue: num(row.total_value),
    totalPaid: num(row.total_paid),
    outstandingAmount: num(row.outstanding_amount),
    paymentStatus: row.payment_status as PaymentStatus,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toInvoice(row: Row, today: string): EstateInvoice {
  const dueDate = day(row.due_date);
  const overdue = row.status === 'pending' && dueDate < today;
  return {
    id: str(row.id),
    invoiceNumber: str(row.invoice_number),
    contractId: str(row.contract_id),
    contractNumber: str(row.contract_number),
    type: row.type as InvoiceType,
    periodStart: dayOrNull(row.period_start),
    periodEnd: dayOrNull(row.period_end),
    dueDate,
    prorated: row.prorated === true,
    netAmount: num(row.net_amount),
    vatPercent: num(row.vat_percent),
    vatAmount: num(row.vat_amount),
    totalAmount: num(row.total_amount),
    status: (overdue ? 'overdue' : row.status) as InvoiceStatus,
    daysOverdue: overdue ? daysBetween(dueDate, today) : 0,
    paidAt: isoOrNull(row.paid_at),
    paymentMethod: strOrNull(row.payment_method) as PaymentMethod | null,
    createdAt: iso(row.created_at),
  };
}

/**
 * What the contracts screens read: the list (a page found by an index walk, then its rows with their names and money
 * figures), the summary cards over the same filters, one contract, and a contract's invoices. Contract statuses
 * follow the clock (contractStatusSql); the money figures are contract-figures' (estate/money).
 */
@Injectable()
export class ContractQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListContractsDto): Promise<EstateList<EstateContract>> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = contractFilters(query, params, today, true);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_contracts c ${where}`,
        walkFrom: `FROM estate_contracts c ${contractFilters(query, params, today, true, true)}`,
        countParts: searchCountParts(query, params),
        keptTotal: keptListCount(query, today),
        countUpTo: ESTATE_COUNT_UP_TO,
        select: `${selectContracts(today)} ${where}`,
        selectByIds: (ids) => `${selectContracts(today)} WHERE c.id = ANY(${ids})`,
        orderBy: SORTS[query.sort ?? 'createdAt']!,
        key: 'c.id',
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      toContract,
    );
  }

  /**
   * The cards over the list's filters (not its tab). Without filters but the tab, the kept counts (keptCounts); else
   * one pass over the matching contracts for the counts and the value of the active ones, each contract's rent billed
   * read from estate_contract_totals (kept by a trigger on the invoices).
   */
  async summary(query: ListContractsDto): Promise<ContractSummary> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    if (onlyStatusOrTab(query) && !query.status) {
      const [kept] = (await this.dataSource.query(keptCounts(today), params.values)) as Row[];
      return {
        totalContracts: num(kept!.total),
        activeContracts: num(kept!.active),
        expiringSoon: num(kept!.expiring),
        activeContractsValue: num(kept!.active_value),
      };
    }
    const where = contractFilters(query, params, today, false);
    const active = activeContract('c', today);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total_contracts,
              (count(*) FILTER (WHERE ${active}))::int AS active_contracts,
              (count(*) FILTER (WHERE ${expiringSoon('c', today)}))::int AS expiring_soon,
              coalesce(sum(t.rent_total) FILTER (WHERE ${active}), 0) AS active_contracts_value
         FROM estate_contracts c LEFT JOIN estate_contract_totals t ON t.contract_id = c.id ${where}`,
      params.values,
    )) as Row[];
    return {
      totalContracts: num(row!.total_contracts),
      activeContracts: num(row!.active_contracts),
      expiringSoon: num(row!.expiring_soon),
      activeContractsValue: num(row!.active_contracts_value),
    };
  }

  /** One contract with its names, status and figures; `db` reads inside a write's transaction. */
  async get(id: string, db: Query = this.dataSource): Promise<EstateContract> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [row] = (await db.query(`${selectContracts(today)} WHERE c.id = ${params.add(id)}`, params.values)) as Row[];
    if (!row) throw recordNotFound('contract');
    return toContract(row);
  }

  /** A contract's invoices by due date, with the totals of those not cancelled. */
  async invoicesOf(id: string, query: ContractInvoicesDto): Promise<ContractInvoices> {
    const [contract] = (await this.dataSource.query(`SELECT contract_number FROM estate_contracts WHERE id = $1`, [
      id,
    ])) as Row[];
    if (!contract) throw recordNotFound('contract');
    const rows = (await this.dataSource.query(
      `SELECT i.id, i.invoice_number, i.contract_id, $2::text AS contract_number, i.type,
              i.period_start::text AS period_start, i.period_end::text AS period_end, i.due_date::text AS due_date,
              i.prorated, i.net_amount, i.vat_percent, i.vat_amount, i.total_amount, i.status, i.paid_at,
              i.payment_method, i.created_at, ${invoicePaidSql('i')} AS paid_amount
         FROM estate_invoices i
        WHERE i.contract_id = $1 ${query.includeCancelled ? '' : `AND i.status <> 'cancelled'`}
        ORDER BY i.due_date, i.type = 'rent', i.period_start, i.invoice_number`,
      [id, contract.contract_number],
    )) as Row[];
    const today = todayInRiyadh();
    const items = rows.map((row) => toInvoice(row, today));
    // What was paid on each invoice: partial payments count (payments minus refunds).
    const paidOf = new Map(rows.map((row) => [str(row.id), num(row.paid_amount)]));
    const counted = items.filter((invoice) => invoice.status !== 'cancelled');
    const sum = (pick: (invoice: EstateInvoice) => number) =>
      Math.round(counted.reduce((total, invoice) => total + pick(invoice) * 100, 0)) / 100;
    return {
      items,
      total: items.length,
      totals: {
        netAmount: sum((invoice) => invoice.netAmount),
        vatAmount: sum((invoice) => invoice.vatAmount),
        totalAmount: sum((invoice) => invoice.totalAmount),
        paid: sum((invoice) => paidOf.get(invoice.id) ?? 0),
        outstanding: sum((invoice) =>
          (invoice.status === 'pending' && invoice.dueDate <= today) || invoice.status === 'overdue'
            ? invoice.totalAmount - (paidOf.get(invoice.id) ?? 0)
            : 0,
        ),
      },
    };
  }
}
