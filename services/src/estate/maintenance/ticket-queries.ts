import {
  allowedTicketMoves,
  type EstateList,
  MAINTENANCE_ERROR_CODES,
  type MaintenanceSummary,
  type MaintenanceTicket,
  type MaintenanceTicketDetail,
  OPEN_TICKET_STATUSES,
  resolutionDays,
  TICKET_ASSIGNEE_ROLE,
  TICKET_SLA_DAYS,
  type TicketAssigneeOption,
  type TicketEvent,
  type TicketEventType,
  type TicketPhoto,
  type TicketCategory,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
  ticketAgeMs,
  ticketDaysOpen,
  ticketSlaStatus,
  URGENT_TICKET_PRIORITIES,
} from '@estate/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { onlyUsed, readPage } from '../shared/estate-list.js';
import {
  dayOrNull,
  escapeLike,
  iso,
  isoOrNull,
  num,
  numOrNull,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import { EXPORT_MAX_ROWS } from '../transfer/estate-export.service.js';
import type { ListTicketsDto } from './dto/ticket-input.dto.js';

type Query = Pick<EntityManager, 'query'>;

const COLUMNS = `t.id, t.ticket_number, t.property_id, p.title AS property_title, p.title_en AS property_title_en,
  t.unit_id, u.unit_number, t.tenant_id, tn.name AS tenant_name, tn.name_en AS tenant_name_en, t.title, t.title_ar,
  t.description, t.category, t.priority, t.status, t.assigned_to, au.name AS assigned_to_name, t.estimated_cost,
  t.actual_cost, t.no_cost_reason, t.scheduled_date::text AS scheduled_date, t.completed_at, t.cancelled_at, t.source, t.contact_phone,
  t.property_address, t.photos, t.created_by, cu.name AS created_by_name, t.created_at, t.updated_at`;

const JOINS = `LEFT JOIN estate_properties p ON p.id = t.property_id
  LEFT JOIN estate_units u ON u.id = t.unit_id
  LEFT JOIN estate_tenants tn ON tn.id = t.tenant_id
  LEFT JOIN users au ON au.id = t.assigned_to
  LEFT JOIN users cu ON cu.id = t.created_by`;

const rank = (column: string, values: readonly string[]) =>
  `CASE ${column} ${values.map((value, index) => `WHEN '${value}' THEN ${index}`).join(' ')} END`;

const SORTS: Record<string, string> = {
  ticketNumber: 't.ticket_number, t.id',
  createdAt: 't.created_at, t.id',
  priority: `${rank('t.priority', ['low', 'medium', 'high', 'urgent'])}, t.created_at, t.id`,
  status: `${rank('t.status', ['open', 'assigned', 'inProgress', 'completed', 'cancelled'])}, t.created_at, t.id`,
  scheduledDate: 't.scheduled_date, t.id',
  cost: 'coalesce(t.actual_cost, t.estimated_cost), t.id',
};

/** The SLA of the ticket's priority as an interval. */
const slaInterval = (t: string) =>
  `((CASE ${t}.priority ${Object.entries(TICKET_SLA_DAYS)
    .map(([priority, days]) => `WHEN '${priority}' THEN ${days}`)
    .join(' ')} END) * interval '1 day')`;

/** Still open past its SLA at `now` (a placeholder): the "overdue" tab. */
const overdueSql = (t: string, now: string) =>
  `(${t}.status IN ('open', 'assigned', 'inProgress') AND ${now}::timestamptz - ${t}.created_at > ${slaInterval(t)})`;

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Urgent: priority urgent or high, whatever the status (the spec's card and tab). The summary's urgent card counts
 * with it and the urgent tab lists with it, so the card's number is the tab's count.
 */
const urgentSql = (t: string) => `${t}.priority IN (${inList(URGENT_TICKET_PRIORITIES)})`;

function toTicket(row: Row, now: Date): MaintenanceTicket {
  const status = row.status as TicketStatus;
  const priority = row.priority as TicketPriority;
  const createdAt = new Date(iso(row.created_at));
  const closedAt = row.completed_at ?? row.cancelled_at;
  const closed = closedAt ? new Date(iso(closedAt)) : null;
  return {
    id: str(row.id),
    ticketNumber: str(row.ticket_number),
    propertyId: strOrNull(row.property_id),
    propertyTitle: strOrNull(row.property_title),
    propertyTitleEn: strOrNull(row.property_title_en),
    unitId: strOrNull(row.unit_id),
    unitNumber: strOrNull(row.unit_number),
    tenantId: strOrNull(row.tenant_id),
    tenantName: strOrNull(row.tenant_name),
    tenantNameEn: strOrNull(row.tenant_name_en),
    title: str(row.title),
    titleAr: str(row.title_ar),
    description: str(row.description),
    category: row.category as TicketCategory,
    priority,
    status,
    allowedMoves: [...allowedTicketMoves(status)],
    assignedTo: strOrNull(row.assigned_to),
    assignedToName: strOrNull(row.assigned_to_name),
    estimatedCost: numOrNull(row.estimated_cost),
    actualCost: numOrNull(row.actual_cost),
    noCostReason: strOrNull(row.no_cost_reason),
    scheduledDate: dayOrNull(row.scheduled_date),
    completedAt: isoOrNull(row.completed_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    source: row.source as TicketSource,
    contactPhone: strOrNull(row.contact_phone),
    propertyAddress: strOrNull(row.property_address),
    photos: (row.photos ?? []) as TicketPhoto[],
    createdBy: strOrNull(row.created_by),
    createdByName: strOrNull(row.created_by_name),
    createdAt: createdAt.toISOString(),
    updatedAt: iso(row.updated_at),
    daysOpen: ticketDaysOpen(createdAt, closed, now),
    slaStatus: ticketSlaStatus(priority, ticketAgeMs(createdAt, closed, now)),
    slaDays: TICKET_SLA_DAYS[priority],
  };
}

export const notFound = () =>
  new NotFoundException({ code: MAINTENANCE_ERROR_CODES.ticketNotFound, message: 'No such ticket' });

/**
 * Maintenance tickets as the screens read them: a page of the list (its filters, tabs and sorts), every ticket of the
 * list for the export, the summary cards, one ticket with its history, and the maintenance staff a ticket can be
 * assigned to; days open and SLA status read from the clock.
 */
@Injectable()
export class TicketQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private filters(query: ListTicketsDto, params: SqlParams, withTab: boolean): string {
    const where: string[] = [];
    if (query.status) where.push(`t.status = ${params.add(query.status)}`);
    if (query.priority) where.push(`t.priority = ${params.add(query.priority)}`);
    if (query.category) where.push(`t.category = ${params.add(query.category)}`);
    if (query.propertyId) where.push(`t.property_id = ${params.add(query.propertyId)}`);
    if (query.assignedTo === 'none') where.push('t.assigned_to IS NULL');
    else if (query.assignedTo) where.push(`t.assigned_to = ${params.add(query.assignedTo)}`);
    if (withTab && query.tab === 'urgent') where.push(urgentSql('t'));
    if (withTab && query.tab === 'overdue') where.push(overdueSql('t', params.add(new Date().toISOString())));
    if (withTab && query.tab === 'completed') where.push(`t.status = 'completed'`);
    if (query.q) {
      // The ticket number, the title in either language, or the tenant's name.
      const words = `coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`;
      const number = params.add(`%${escapeLike(query.q.toUpperCase())}%`);
      const text = params.add(`%${escapeLike(query.q)}%`);
      where.push(`(t.ticket_number LIKE ${number} OR t.title ILIKE ${text} OR t.title_ar ILIKE ${text}
        OR t.tenant_id IN (SELECT id FROM estate_tenants WHERE search_vector @@ ${words}))`);
    }
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: ListTicketsDto): Promise<EstateList<MaintenanceTicket>> {
    const params = new SqlParams();
    const at = new Date();
    const where = this.filters(query, params, true);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_maintenance_tickets t ${where}`,
        select: `SELECT ${COLUMNS} FROM estate_maintenance_tickets t ${JOINS} ${where}`,
        orderBy: SORTS[query.sort ?? 'createdAt']!,
        key: 't.id',
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      (row) => toTicket(row, at),
    );
  }

  /** Every ticket of the list's filters and tab (for the export), in the list's order. */
  async all(query: Omit<ListTicketsDto, 'page' | 'limit'>): Promise<MaintenanceTicket[]> {
    return (await this.list({ ...query, page: 1, limit: EXPORT_MAX_ROWS } as ListTicketsDto)).items;
  }

  /** Total, open (open, assigned, inProgress), urgent (urgent or high: the urgent tab's), average resolution (days). */
  async summary(query: ListTicketsDto): Promise<MaintenanceSummary> {
    const params = new SqlParams();
    const where = this.filters(query, params, false);
    const statement = onlyUsed(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE t.status IN (${inList(OPEN_TICKET_STATUSES)}))::int AS open,
              count(*) FILTER (WHERE ${urgentSql('t')})::int AS urgent,
              avg(extract(epoch FROM t.completed_at - t.created_at) * 1000)
                FILTER (WHERE t.status = 'completed') AS resolution_ms
         FROM estate_maintenance_tickets t ${where}`,
      params.values,
    );
    const [row] = (await this.dataSource.query(statement.sql, statement.values)) as Row[];
    return {
      total: num(row!.total),
      open: num(row!.open),
      urgent: num(row!.urgent),
      averageResolutionDays: row!.resolution_ms === null ? null : resolutionDays(Number(row!.resolution_ms)),
    };
  }

  async get(id: string, db: Query = this.dataSource): Promise<MaintenanceTicketDetail> {
    const [row] = (await db.query(`SELECT ${COLUMNS} FROM estate_maintenance_tickets t ${JOINS} WHERE t.id = $1`, [
      id,
    ])) as Row[];
    if (!row) throw notFound();
    const events = (await db.query(
      `SELECT e.id, e.type, e.details, e.actor_id, a.name AS actor_name, e.created_at
         FROM estate_ticket_events e LEFT JOIN users a ON a.id = e.actor_id
        WHERE e.ticket_id = $1 ORDER BY e.created_at, e.id`,
      [id],
    )) as Row[];
    const history: TicketEvent[] = events.map((event) => ({
      id: str(event.id),
      type: event.type as TicketEventType,
      details: (event.details ?? {}) as TicketEvent['details'],
      actorId: strOrNull(event.actor_id),
      actorName: strOrNull(event.actor_name),
      createdAt: iso(event.created_at),
    }));
    return { ...toTicket(row, new Date()), history };
  }

  /** The active maintenance users a ticket can be assigned to, with their open tickets. */
  async assignees(): Promise<TicketAssigneeOption[]> {
    const rows = (await this.dataSource.query(
      `SELECT u.id, u.name, u.email,
              (SELECT count(*) FROM estate_maintenance_tickets t
                WHERE t.assigned_to = u.id AND t.status IN (${inList(OPEN_TICKET_STATUSES)}))::int AS open_tickets
         FROM users u WHERE u.role = $1 AND u.is_active ORDER BY u.name`,
      [TICKET_ASSIGNEE_ROLE],
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      name: str(row.name),
      email: str(row.email),
      openTickets: num(row.open_tickets),
    }));
  }
}
