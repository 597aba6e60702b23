import {
  type AttachmentContentType,
  CUSTOMER_REQUEST_ROLES,
  DEFAULT_CONTACT_METHOD,
  type RequestReceipt,
  type RequestStatus,
  type StaffRequestList,
  type StoredAttachment,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { returnedRows } from '../../common/database/returned-rows.js';
import { AttachmentService } from '../../common/objects/attachments/attachment.service.js';
import { SERVICE_REQUEST_ATTACHMENT } from '../../common/objects/attachments/attachment-kinds.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import type { CreateInquiryDto } from './dto/create-inquiry.dto.js';
import type { CreateServiceRequestDto } from './dto/create-service-request.dto.js';
import type { ListRequestsDto } from './dto/list-requests.dto.js';
import { propertyNotFound, requestNotFound } from './request-errors.js';
import {
  CONTACT_MESSAGES,
  INQUIRIES,
  iso,
  type RequestKind,
  type Row,
  SERVICE_REQUESTS,
  text,
} from './request-kinds.js';

const toReceipt = (row: Row): RequestReceipt => ({
  id: text(row.id),
  status: row.status as RequestStatus,
  createdAt: iso(row.created_at),
});

/** A form as it is written: one INSERT ... RETURNING id, status, created_at, and its audit entry. */
interface Submission {
  sql: string;
  params: unknown[];
  description: string;
  /** What to answer when the INSERT stores nothing (only an inquiry's can: its property must be active). */
  notStored?: () => Error;
  /** Runs in the same transaction once the row (`id`) is stored; throwing undoes the submission. */
  afterInsert?: (manager: EntityManager, id: string) => Promise<void>;
}

/** Which rows of a kind a user works: all, or (an agent's inquiries) those about their assigned listings. */
export interface RequestScope {
  assignedAgentId?: string;
}

/** The condition (on alias t) that keeps a scope's rows, with its parameter at position `index`. */
function scopeCondition(scope: RequestScope, index: number): { sql: string; params: unknown[] } {
  if (!scope.assignedAgentId) return { sql: '', params: [] };
  return {
    sql: `t.property_id IN (SELECT p.id FROM properties p WHERE p.assigned_agent_id = $${index})`,
    params: [scope.assignedAgentId],
  };
}

/** Inquiries, contact messages and service requests: taken from the public site, worked by staff. */
@Injectable()
export class RequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly attachments: AttachmentService,
    private readonly audit: AuditService,
  ) {}

  createInquiry(dto: CreateInquiryDto, actor: Actor): Promise<RequestReceipt> {
    return this.submit(INQUIRIES, actor, () => ({
      // The property is checked in the same statement that stores the inquiry.
      sql: `INSERT INTO inquiries (property_id, name, email, phone, message)
            SELECT p.id, $2, $3, $4, $5 FROM properties p WHERE p.id = $1 AND p.status = 'active'
            RETURNING id, status, created_at`,
      params: [dto.propertyId, dto.name, dto.email, dto.phone ?? null, dto.message],
      description: `Inquiry from ${dto.email} about property ${dto.propertyId}`,
      notStored: propertyNotFound,
    }));
  }

  createContactMessage(dto: CreateContactMessageDto, actor: Actor): Promise<RequestReceipt> {
    return this.submit(CONTACT_MESSAGES, actor, () => ({
      sql: `INSERT INTO contact_messages (name, email, phone, subject, message) VALUES ($1, $2, $3, $4, $5)
            RETURNING id, status, created_at`,
      params: [dto.name, dto.email, dto.phone ?? null, dto.subject, dto.message],
      description: `Contact message from ${dto.email}: ${dto.subject}`,
    }));
  }

  createServiceRequest(dto: CreateServiceRequestDto, actor: Actor, origin?: string): Promise<RequestReceipt> {
    return this.submit(SERVICE_REQUESTS, actor, async () => {
      // Each must be an uploaded PDF, Word document or JPEG, PNG or GIF image (by content): 400 INVALID_ATTACHMENT.
      const files = await this.attachments.check(
        SERVICE_REQUEST_ATTACHMENT,
        (dto.attachments ?? []).map((url, index) => ({ field: `attachments.${index}`, index, url })),
        { origin },
      );
      const attachments: StoredAttachment[] = files.map(({ object }) => ({
        url: object!.url,
        fileName: object!.fileName,
        contentType: object!.contentType as AttachmentContentType,
        size: object!.size,
      }));
      return {
        sql: `INSERT INTO service_requests
                (type, category, title, description, budget, timeline, location, name, email, phone,
                 preferred_contact, attachments)
              VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
              RETURNING id, status, created_at`,
        params: [
          dto.type ?? null,
          dto.category ?? null,
          dto.title,
          dto.description,
          dto.budget ?? null,
          dto.timeline ?? null,
          dto.location,
          dto.name,
          dto.email,
          dto.phone,
          dto.preferredContact ?? DEFAULT_CONTACT_METHOD,
          JSON.stringify(attachments),
        ],
        description: `Service request from ${dto.email}: ${dto.title}`,
        // Kept for the request, readable by the staff who work requests only, and never swept.
        afterInsert: (manager, id) =>
          this.attachments.keep({ kind: 'service-request', id }, files, { roles: CUSTOMER_REQUEST_ROLES }, manager),
      };
    });
  }

  /** One page, newest first, optionally of one status (served by the (status, created_at) indexes). */
  async list<T>(kind: RequestKind<T>, query: ListRequestsDto, scope: RequestScope = {}): Promise<StaffRequestList<T>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      params.push(query.status);
      conditions.push(`t.status = $${params.length}`);
    }
    const scoped = scopeCondition(scope, params.length + 1);
    if (scoped.sql) {
      params.push(...scoped.params);
      conditions.push(scoped.sql);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${kind.table} t ${where}`,
      params,
    )) as [{ total: number }];
    const columns = kind.extraColumns ? `t.*, ${kind.extraColumns}` : 't.*';
    const rows = (await this.dataSource.query(
      `SELECT ${columns} FROM ${kind.table} t ${where}
       ORDER BY t.created_at DESC, t.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    )) as Row[];
    return { items: rows.map((row) => kind.toDto(row)), total: Number(total) };
  }

  /**
   * Sets the status in one UPDATE that locks the row and reads its previous status, so concurrent changes
   * apply one after the other and each audit entry says what it changed from.
   */
  async setStatus<T>(
    kind: RequestKind<T>,
    id: string,
    status: RequestStatus,
    actor: Actor,
    scope: RequestScope = {},
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const extra = kind.extraColumns ? `, ${kind.extraColumns}` : '';
      const scoped = scopeCondition(scope, 3);
      const [row] = returnedRows<Row>(
        await manager.query(
          `UPDATE ${kind.table} t SET status = $2, updated_at = now()
             FROM (SELECT id, status FROM ${kind.table} WHERE id = $1 FOR UPDATE) previous
            WHERE t.id = previous.id${scoped.sql ? ` AND ${scoped.sql}` : ''}
           RETURNING t.*, previous.status AS previous_status${extra}`,
          [id, status, ...scoped.params],
        ),
      );
      if (!row) throw requestNotFound(kind.label);
      await this.audit.record(
        {
          actor,
          action: kind.statusAction,
          description: `${kind.label} from ${text(row.email)}: ${text(row.previous_status)} → ${status}`,
          targetType: kind.targetType,
          targetId: id,
        },
        manager,
      );
      return kind.toDto(row);
    });
  }

  /**
   * Stores the form with its audit entry in one transaction. (Each form's route counts it against its address's
   * allowance first, so a flood is refused before any attachment is looked up.)
   */
  private async submit<T>(
    kind: RequestKind<T>,
    actor: Actor,
    prepare: () => Submission | Promise<Submission>,
  ): Promise<RequestReceipt> {
    const { sql, params, description, notStored, afterInsert } = await prepare();
    return this.dataSource.transaction(async (manager) => {
      const [row] = returnedRows<Row>(await manager.query(sql, params));
      if (!row) throw notStored?.() ?? new Error(`Nothing was stored in ${kind.table}`);
      await afterInsert?.(manager, text(row.id));
      await this.audit.record(
        { actor, action: kind.createAction, description, targetType: kind.targetType, targetId: text(row.id) },
        manager,
      );
      return toReceipt(row);
    });
  }
}
