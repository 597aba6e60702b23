import {
  allowedTicketMoves,
  canMoveTicket,
  ESTATE_SCREEN_ROLES,
  formatTicketNumber,
  MAINTENANCE_AUDIT_ACTIONS,
  MAINTENANCE_ERROR_CODES,
  type MaintenanceTicketDetail,
  OPEN_TICKET_STATUSES,
  type Role,
  TICKET_ASSIGNEE_ROLE,
  TICKET_MANAGER_ROLES,
  type TicketCategory,
  type TicketEvent,
  type TicketEventType,
  type TicketPhoto,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
  type TicketStatusInput,
  todayInRiyadh,
} from '@estate/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { AttachmentService } from '../../common/objects/attachments/attachment.service.js';
import { Notifier } from '../notifications/notifier.js';
import { invalidField, mismatchedReference, unknownReference } from '../shared/estate-errors.js';
import { sentFields } from '../shared/estate-list.js';
import { activeContract, dayOrNull, numOrNull, type Row, SqlParams, str, strOrNull } from '../shared/estate-sql.js';
import type { TicketInputDto, TicketUpdateDto } from './dto/ticket-input.dto.js';
import { TICKET_PHOTO } from './ticket-photo.js';
import { notFound, TicketQueries } from './ticket-queries.js';

type Query = Pick<EntityManager, 'query'>;

/** Who is acting on a ticket: their account and role (a manager runs every ticket, maintenance staff their own). */
export interface TicketActor extends Actor {
  id: string | null;
  role: Role | null;
}

/** A request opened outside the back office: by a tenant on the portal, or a visitor on the public form. */
export interface TicketRequest {
  source: Exclude<TicketSource, 'staff'>;
  /** The tenant's property (null for a visitor: an unlinked request). */
  propertyId: string | null;
  unitId?: string | null;
  /** The tenant record, when the portal knows it (else the unit's current tenant). */
  tenantId?: string | null;
  title: string;
  titleAr: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  contactPhone?: string | null;
  propertyAddress?: string | null;
  photos?: string[];
}

/** A ticket's status in the words of the tenant's notification. */
const TICKET_STATUS_WORDS: Record<'ar' | 'en', Record<TicketStatus, string>> = {
  en: { open: 'open', assigned: 'assigned', inProgress: 'in progress', completed: 'completed', cancelled: 'cancelled' },
  ar: { open: 'مفتوحاً', assigned: 'مُسنداً إلى فني', inProgress: 'قيد التنفيذ', completed: 'مكتملاً', cancelled: 'ملغى' },
};

const notYours = (message: string) => new ForbiddenException({ code: MAINTENANCE_ERROR_CODES.notYourTicket, message });

const invalidTransition = (from: TicketStatus, to: TicketStatus, message?: string) =>
  new ConflictException({
    code: MAINTENANCE_ERROR_CODES.invalidTransition,
    message: message ?? `A ticket ${from} cannot become ${to}`,
    details: { from, to, allowed: allowedTicketMoves(from) },
  });

const invalidAssignee = (message: string) =>
  new BadRequestException({
    code: MAINTENANCE_ERROR_CODES.invalidAssignee,
    message,
    details: [{ field: 'assignedTo', messages: [message] }],
  });

/** Fields a maintenance user may change on a ticket assigned to them (the rest is the managers'). */
const ASSIGNEE_FIELDS = ['estimatedCost', 'actualCost', 'scheduledDate', 'photos'] as const;

const isManager = (actor: TicketActor) => (TICKET_MANAGER_ROLES as readonly string[]).includes(actor.role ?? '');

/** The stored ticket a write works on (locked). */
interface StoredTicket {
  id: string;
  ticketNumber: string;
  propertyId: string | null;
  unitId: string | null;
  tenantId: string | null;
  title: string;
  titleAr: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  assignedTo: string | null;
  estimatedCost: number | null;
  actualCost: number | null;
  scheduledDate: string | null;
  photos: TicketPhoto[];
}

/**
 * The steps of a maintenance ticket: opened (by staff, or as a request from the portal or the public form) and
 * numbered MNT-<year>-<6 digits>, edited, assigned to maintenance staff, moved only along TICKET_TRANSITIONS and
 * removed, with photos, a history of every change, notifications and audit entries in the same transaction. Each
 * step answers the ticket as TicketQueries reads it.
 */
@Injectable()
export class MaintenanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly attachments: AttachmentService,
    private readonly notifier: Notifier,
    private readonly queries: TicketQueries,
  ) {}

  /**
   * A ticket opened by staff. Managers may assign it to anyone of the maintenance staff; a maintenance user opens
   * it unassigned or for themself. Within a caller's transaction (`within`, an import's) when given.
   */
  async create(
    input: TicketInputDto,
    actor: TicketActor,
    origin?: string,
    within?: EntityManager,
  ): Promise<MaintenanceTicketDetail> {
    const inTransaction = <T>(work: (manager: EntityManager) => Promise<T>) =>
      within ? work(within) : this.dataSource.transaction(work);
    return inTransaction(async (manager) => {
      if (input.assignedTo && !isManager(actor) && input.assignedTo !== actor.id) {
        throw notYours('Maintenance staff open tickets for themselves or unassigned');
      }
      const place = await this.place(manager, input.propertyId, input.unitId ?? null);
      const id = await this.insert(
        manager,
        {
          ...input,
          ...place,
          source: 'staff',
          contactPhone: null,
          propertyAddress: null,
          estimatedCost: input.estimatedCost ?? null,
          scheduledDate: input.scheduledDate ?? null,
          photos: input.photos ?? [],
        },
        actor,
        origin,
      );
      if (input.assignedTo) await this.assignIn(manager, id, input.assignedTo, actor);
      return this.queries.get(id, manager);
    });
  }

  /**
   * Opens a request from the tenant portal or the visitor form (for other modules): a tenant's on their property
   * (and unit), a visitor's unlinked (no property) with their phone and the address they typed.
   */
  async openRequest(request: TicketRequest, actor: Actor, origin?: string): Promise<MaintenanceTicketDetail> {
    return this.dataSource.transaction(async (manager) => {
      const place = request.propertyId
        ? await this.place(manager, request.propertyId, request.unitId ?? null)
        : { propertyId: null, unitId: null, tenantId: null };
      const id = await this.insert(
        manager,
        {
          ...request,
          ...place,
          tenantId: request.tenantId ?? place.tenantId,
          contactPhone: request.contactPhone ?? null,
          propertyAddress: request.propertyAddress ?? null,
          estimatedCost: null,
          scheduledDate: null,
          photos: request.photos ?? [],
        },
        { ...actor, role: null },
        origin,
      );
      return this.queries.get(id, manager);
    });
  }

  /**
   * Saves the fields sent. Managers change any field; a maintenance user the costs, scheduled date and photos of
   * a ticket assigned to them (TICKET_NOT_YOURS, TICKET_FIELDS_RESTRICTED otherwise).
   */
  async update(
    id: string,
    input: TicketUpdateDto,
    actor: TicketActor,
    origin?: string,
  ): Promise<MaintenanceTicketDetail> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      const changes = sentFields(input);
      const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((field) => {
        if (field === 'photos') return true;
        return changes[field] !== (current as unknown as Record<string, unknown>)[field];
      });
      if (!isManager(actor)) {
        if (current.assignedTo !== actor.id) throw notYours(`Ticket ${current.ticketNumber} is not assigned to you`);
        const restricted = changed.filter((field) => !(ASSIGNEE_FIELDS as readonly string[]).includes(field));
        if (restricted.length > 0) {
          throw new ForbiddenException({
            code: MAINTENANCE_ERROR_CODES.fieldsRestricted,
            message: `Only the managers change ${restricted.join(', ')}`,
            details: { fields: restricted },
          });
        }
      }
      const next = { ...current, ...changes } as StoredTicket;
      let place = { propertyId: current.propertyId, unitId: current.unitId, tenantId: current.tenantId };
      if (changes.propertyId !== undefined || changes.unitId !== undefined) {
        if (!next.propertyId) throw unknownReference('propertyId', 'property');
        if (
          changes.propertyId !== undefined &&
          changes.propertyId !== current.propertyId &&
          changes.unitId === undefined
        )
          next.unitId = null;
        place = await this.place(manager, next.propertyId, next.unitId);
      }
      const photos =
        changes.photos !== undefined
          ? await this.photos(manager, id, changes.photos, current.photos, place.tenantId, actor, origin)
          : current.photos;
      await manager.query(
        `UPDATE estate_maintenance_tickets SET property_id = $2, unit_id = $3, tenant_id = $4, title = $5, title_ar = $6,
                description = $7, category = $8, priority = $9, estimated_cost = $10, actual_cost = $11,
                scheduled_date = $12, photos = $13::jsonb, updated_at = now()
          WHERE id = $1`,
        [
          id,
          place.propertyId,
          place.unitId,
          place.tenantId,
          next.title,
          next.titleAr,
          next.description,
          next.category,
          next.priority,
          next.estimatedCost,
          next.actualCost,
          next.scheduledDate,
          JSON.stringify(photos),
        ],
      );
      const fields = changed.filter((field) => field !== 'photos');
      if (fields.length > 0) await this.event(manager, id, 'updated', { fields }, actor);
      if (
        next.priority === 'urgent' &&
        current.priority !== 'urgent' &&
        OPEN_TICKET_STATUSES.includes(current.status as 'open')
      ) {
        await this.notifyUrgent(manager, id, current.ticketNumber, next.title, next.titleAr);
      }
      await this.audit.record(
        {
          actor,
          action: MAINTENANCE_AUDIT_ACTIONS.update,
          description: `Ticket ${current.ticketNumber}: ${changed.join(', ') || 'nothing'} changed`,
          targetType: 'estate_ticket',
          targetId: id,
        },
        manager,
      );
      return this.queries.get(id, manager);
    });
  }

  /**
   * Assigns a ticket to an active maintenance user: an open ticket becomes assigned, one assigned or in progress
   * changes hands. Managers assign anyone; a maintenance user takes an unassigned ticket for themself.
   */
  async assign(id: string, assignedTo: string, actor: TicketActor): Promise<MaintenanceTicketDetail> {
    return this.dataSource.transaction(async (manager) => {
      await this.assignIn(manager, id, assignedTo, actor);
      return this.queries.get(id, manager);
    });
  }

  /**
   * Moves a ticket's status along TICKET_TRANSITIONS (409 INVALID_TICKET_TRANSITION otherwise). Completing keeps the
   * actual cost sent (else the one saved before); with neither, the reason there is none is required (400 naming
   * noCostReason) and kept.
   */
  async changeStatus(
    id: string,
    { status: to, actualCost, noCostReason }: TicketStatusInput,
    actor: TicketActor,
  ): Promise<MaintenanceTicketDetail> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (!isManager(actor) && current.assignedTo !== actor.id) {
        throw notYours(`Ticket ${current.ticketNumber} is not assigned to you`);
      }
      if (!canMoveTicket(current.status, to)) throw invalidTransition(current.status, to);
      if (to === 'assigned' && !current.assignedTo) {
        throw invalidTransition(current.status, to, 'Assign the ticket to someone to make it assigned');
      }
      const cost = actualCost ?? current.actualCost;
      if (to === 'completed' && cost === null && !noCostReason) {
        throw invalidField('noCostReason', 'Give the actual cost, or the reason there is none');
      }
      await this.setStatus(manager, current, to, actor, actualCost, cost === null ? noCostReason : null);
      return this.queries.get(id, manager);
    });
  }

  /** Deletes an open or cancelled ticket with its history, releasing its photos. */
  async remove(id: string, actor: TicketActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id);
      if (!isManager(actor)) throw notYours('Only the managers delete tickets');
      if (current.status !== 'open' && current.status !== 'cancelled') {
        throw new ConflictException({
          code: MAINTENANCE_ERROR_CODES.deleteBlocked,
          message: `Ticket ${current.ticketNumber} is ${current.status}: only open or cancelled tickets are deleted`,
          details: { status: current.status },
        });
      }
      await this.attachments.releaseAll({ kind: TICKET_PHOTO.record, id }, manager);
      await manager.query(`DELETE FROM estate_maintenance_tickets WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: MAINTENANCE_AUDIT_ACTIONS.delete,
          description: `Ticket ${current.ticketNumber} deleted`,
          targetType: 'estate_ticket',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async assignIn(manager: EntityManager, id: string, assignedTo: string, actor: TicketActor): Promise<void> {
    const current = await this.lock(manager, id);
    if (!isManager(actor)) {
      if (assignedTo !== actor.id) throw notYours('Maintenance staff assign tickets only to themselves');
      if (current.assignedTo && current.assignedTo !== actor.id) {
        throw notYours(`Ticket ${current.ticketNumber} is assigned to someone else`);
      }
    }
    if (current.status === 'completed' || current.status === 'cancelled') {
      throw invalidTransition(current.status, 'assigned', `Ticket ${current.ticketNumber} is ${current.status}`);
    }
    const [user] = (await manager.query(`SELECT id, name, role, is_active FROM users WHERE id = $1`, [
      assignedTo,
    ])) as Row[];
    if (!user) throw invalidAssignee('assignedTo names no user');
    if (user.role !== TICKET_ASSIGNEE_ROLE) throw invalidAssignee('assignedTo must be a maintenance staff member');
    if (user.is_active !== true) throw invalidAssignee('assignedTo is a deactivated account');
    if (current.assignedTo === assignedTo) return;

    const [previous] = current.assignedTo
      ? ((await manager.query(`SELECT name FROM users WHERE id = $1`, [current.assignedTo])) as Row[])
      : [];
    await manager.query(`UPDATE estate_maintenance_tickets SET assigned_to = $2, updated_at = now() WHERE id = $1`, [
      id,
      assignedTo,
    ]);
    await this.event(
      manager,
      id,
      'assigned',
      { from: current.assignedTo, to: assignedTo, fromName: strOrNull(previous?.name), toName: str(user.name) },
      actor,
    );
    await this.audit.record(
      {
        actor,
        action: MAINTENANCE_AUDIT_ACTIONS.assign,
        description: `Ticket ${current.ticketNumber} assigned to ${str(user.name)}`,
        targetType: 'estate_ticket',
        targetId: id,
      },
      manager,
    );
    // Taking a ticket for oneself tells nobody; an assignment by someone else tells the assignee.
    if (assignedTo !== actor.id) {
      await this.notifier.notify(manager, {
        eventKey: `ticket-assigned:${id}:${assignedTo}`,
        type: 'maintenance_assigned',
        priority: current.priority,
        recipient: { type: 'specific_user', userId: assignedTo },
        title: `Ticket ${current.ticketNumber} assigned to you: ${current.title}`,
        titleAr: `أسندت إليك التذكرة ${current.ticketNumber}: ${current.titleAr}`,
        message: `${current.title} (${current.priority})`,
        messageAr: current.titleAr,
        relatedEntityType: 'ticket',
        relatedEntityId: id,
        actionUrl: `/estate/maintenance?ticket=${id}`,
      });
    }
    if (current.status === 'open') await this.setStatus(manager, { ...current, assignedTo }, 'assigned', actor);
  }

  /** Writes a move of status with its dates, history entry, audit entry and the tenant's notification. */
  private async setStatus(
    manager: EntityManager,
    current: StoredTicket,
    to: TicketStatus,
    actor: TicketActor,
    actualCost?: number | null,
    noCostReason?: string | null,
  ): Promise<void> {
    const completing = to === 'completed';
    await manager.query(
      `UPDATE estate_maintenance_tickets
          SET status = $2::varchar, updated_at = now(),
              completed_at = CASE WHEN $2::varchar = 'completed' THEN now() ELSE completed_at END,
              cancelled_at = CASE WHEN $2::varchar = 'cancelled' THEN now() ELSE cancelled_at END,
              actual_cost = CASE WHEN $3::numeric IS NOT NULL THEN $3::numeric ELSE actual_cost END,
              no_cost_reason = CASE WHEN $2::varchar = 'completed' THEN $4::varchar ELSE no_cost_reason END
        WHERE id = $1`,
      [current.id, to, completing ? (actualCost ?? null) : null, completing ? (noCostReason ?? null) : null],
    );
    const eventId = await this.event(manager, current.id, 'status', { from: current.status, to }, actor);
    await this.audit.record(
      {
        actor,
        action: MAINTENANCE_AUDIT_ACTIONS.status,
        description: `Ticket ${current.ticketNumber}: ${current.status} → ${to}`,
        targetType: 'estate_ticket',
        targetId: current.id,
      },
      manager,
    );
    const [tenant] = current.tenantId
      ? ((await manager.query(`SELECT user_id FROM estate_tenants WHERE id = $1`, [current.tenantId])) as Row[])
      : [];
    const userId = strOrNull(tenant?.user_id);
    if (userId) {
      await this.notifier.notify(manager, {
        eventKey: `ticket-status:${eventId}`,
        type: 'maintenance_status',
        priority: current.priority,
        recipient: { type: 'specific_user', userId },
        title: `Your maintenance request ${current.ticketNumber} is now ${TICKET_STATUS_WORDS.en[to]}`,
        titleAr: `طلب الصيانة ${current.ticketNumber} أصبح ${TICKET_STATUS_WORDS.ar[to]}`,
        message: current.title,
        messageAr: current.titleAr,
        relatedEntityType: 'ticket',
        relatedEntityId: current.id,
        actionUrl: '/tenant-portal?tab=requests',
      });
    }
  }

  private async insert(
    manager: EntityManager,
    ticket: {
      propertyId: string | null;
      unitId: string | null;
      tenantId: string | null;
      title: string;
      titleAr: string;
      description: string;
      category: TicketCategory;
      priority: TicketPriority;
      estimatedCost: number | null;
      scheduledDate: string | null;
      source: TicketSource;
      contactPhone: string | null;
      propertyAddress: string | null;
      photos: string[];
    },
    actor: TicketActor,
    origin?: string,
  ): Promise<string> {
    const [{ serial }] = (await manager.query(`SELECT nextval('estate_ticket_number_seq')::int AS serial`)) as [
      { serial: number },
    ];
    const ticketNumber = formatTicketNumber(Number(todayInRiyadh().slice(0, 4)), serial);
    const [row] = (await manager.query(
      `INSERT INTO estate_maintenance_tickets (ticket_number, property_id, unit_id, tenant_id, title, title_ar,
              description, category, priority, estimated_cost, scheduled_date, source, contact_phone, property_address,
              created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        ticketNumber,
        ticket.propertyId,
        ticket.unitId,
        ticket.tenantId,
        ticket.title,
        ticket.titleAr,
        ticket.description,
        ticket.category,
        ticket.priority,
        ticket.estimatedCost,
        ticket.scheduledDate,
        ticket.source,
        ticket.contactPhone,
        ticket.propertyAddress,
        actor.id,
      ],
    )) as { id: string }[];
    const id = row!.id;
    await this.event(manager, id, 'created', {}, actor);
    if (ticket.photos.length > 0) {
      const photos = await this.photos(manager, id, ticket.photos, [], ticket.tenantId, actor, origin);
      await manager.query(`UPDATE estate_maintenance_tickets SET photos = $2::jsonb WHERE id = $1`, [
        id,
        JSON.stringify(photos),
      ]);
    }
    await this.audit.record(
      {
        actor,
        action: MAINTENANCE_AUDIT_ACTIONS.create,
        description: `Ticket ${ticketNumber} (${ticket.priority}, ${ticket.category}) opened from ${ticket.source}`,
        targetType: 'estate_ticket',
        targetId: id,
      },
      manager,
    );
    if (ticket.priority === 'urgent') await this.notifyUrgent(manager, id, ticketNumber, ticket.title, ticket.titleAr);
    return id;
  }

  /** An urgent ticket tells the managers and the maintenance staff, once each. */
  private async notifyUrgent(
    manager: EntityManager,
    id: string,
    ticketNumber: string,
    title: string,
    titleAr: string,
  ): Promise<void> {
    const recipients = [
      { key: `ticket-urgent:${id}`, recipient: { type: 'all_managers' as const } },
      { key: `ticket-urgent:${id}:maintenance`, recipient: { type: 'maintenance_staff' as const } },
    ];
    for (const { key, recipient } of recipients) {
      await this.notifier.notify(manager, {
        eventKey: key,
        type: 'maintenance_urgent',
        priority: 'urgent',
        recipient,
        title: `Urgent maintenance ticket ${ticketNumber}: ${title}`,
        titleAr: `تذكرة صيانة عاجلة ${ticketNumber}: ${titleAr}`,
        message: title,
        messageAr: titleAr,
        relatedEntityType: 'ticket',
        relatedEntityId: id,
        actionUrl: `/estate/maintenance?ticket=${id}`,
      });
    }
  }

  /**
   * The photos a ticket keeps: uploaded images, claimed for it and readable by the maintenance screen's staff and
   * the ticket's tenant; those no longer sent are released. Each photo added or removed goes into the history.
   */
  private async photos(
    manager: EntityManager,
    id: string,
    urls: readonly string[],
    stored: readonly TicketPhoto[],
    tenantId: string | null,
    actor: TicketActor,
    origin?: string,
  ): Promise<TicketPhoto[]> {
    const checked = await this.attachments.check(
      TICKET_PHOTO,
      urls.map((url, index) => ({ field: `photos.${index}`, index, url })),
      { origin, manager, kept: stored.map((photo) => photo.url) },
    );
    const [tenant] = tenantId
      ? ((await manager.query(`SELECT user_id FROM estate_tenants WHERE id = $1`, [tenantId])) as Row[])
      : [];
    await this.attachments.keep(
      { kind: TICKET_PHOTO.record, id },
      checked,
      { roles: ESTATE_SCREEN_ROLES.maintenance, person: strOrNull(tenant?.user_id) },
      manager,
      { releaseOthers: true },
    );
    const photos = checked.map(
      (file) =>
        stored.find((photo) => photo.url === file.url) ?? {
          url: file.url,
          fileName: file.object?.fileName ?? file.url.split('/').pop() ?? 'photo',
          contentType: file.object?.contentType ?? 'image/jpeg',
          size: file.object?.size ?? 0,
        },
    );
    const kept = new Set(photos.map((photo) => photo.url));
    const before = new Set(stored.map((photo) => photo.url));
    for (const photo of photos) {
      if (!before.has(photo.url)) await this.event(manager, id, 'photo_added', { url: photo.url }, actor);
    }
    for (const photo of stored) {
      if (!kept.has(photo.url)) await this.event(manager, id, 'photo_removed', { url: photo.url }, actor);
    }
    return photos;
  }

  /** The property, the unit (of that property) and the unit's current tenant. */
  private async place(
    manager: Query,
    propertyId: string,
    unitId: string | null,
  ): Promise<{ propertyId: string; unitId: string | null; tenantId: string | null }> {
    const [property] = (await manager.query(`SELECT id FROM estate_properties WHERE id = $1`, [propertyId])) as Row[];
    if (!property) throw unknownReference('propertyId', 'property');
    if (!unitId) return { propertyId, unitId: null, tenantId: null };
    const [unit] = (await manager.query(`SELECT property_id FROM estate_units WHERE id = $1`, [unitId])) as Row[];
    if (!unit) throw unknownReference('unitId', 'unit');
    if (unit.property_id !== propertyId) throw mismatchedReference('unitId', 'unitId must be a unit of the property');
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [contract] = (await manager.query(
      `SELECT c.tenant_id FROM estate_contracts c
        WHERE c.unit_id = ${params.add(unitId)} AND ${activeContract('c', today)}
        ORDER BY c.start_date DESC LIMIT 1`,
      params.values,
    )) as Row[];
    return { propertyId, unitId, tenantId: strOrNull(contract?.tenant_id) };
  }

  private async event(
    manager: Query,
    ticketId: string,
    type: TicketEventType,
    details: TicketEvent['details'],
    actor: TicketActor | Actor,
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO estate_ticket_events (ticket_id, type, details, actor_id, created_at)
       VALUES ($1, $2, $3::jsonb, $4, clock_timestamp()) RETURNING id`,
      [ticketId, type, JSON.stringify(details), actor.id],
    )) as { id: string }[];
    return row!.id;
  }

  private async lock(manager: Query, id: string): Promise<StoredTicket> {
    const [row] = (await manager.query(
      `SELECT id, ticket_number, property_id, unit_id, tenant_id, title, title_ar, description, category, priority,
              status, assigned_to, estimated_cost, actual_cost, scheduled_date::text AS scheduled_date, photos
         FROM estate_maintenance_tickets WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Row[];
    if (!row) throw notFound();
    return {
      id: str(row.id),
      ticketNumber: str(row.ticket_number),
      propertyId: strOrNull(row.property_id),
      unitId: strOrNull(row.unit_id),
      tenantId: strOrNull(row.tenant_id),
      title: str(row.title),
      titleAr: str(row.title_ar),
      description: str(row.description),
      category: row.category as TicketCategory,
      priority: row.priority as TicketPriority,
      status: row.status as TicketStatus,
      assignedTo: strOrNull(row.assigned_to),
      estimatedCost: numOrNull(row.estimated_cost),
      actualCost: numOrNull(row.actual_cost),
      scheduledDate: dayOrNull(row.scheduled_date),
      photos: (row.photos ?? []) as TicketPhoto[],
    };
  }
}
