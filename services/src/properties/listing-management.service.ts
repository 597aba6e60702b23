import {
  type AdminProperty,
  type AdminPropertyList,
  type AssignableAgent,
  AUDIT_ACTIONS,
  ERROR_CODES,
  PROPERTY_ERROR_CODES,
  PROPERTY_PUBLISH_PERMISSION,
  type PropertyAgent,
  type PropertyStatus,
  SAUDI_CITIES,
} from '@estate/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { ObjectStoreService } from '../common/objects/object-store.service.js';
import { RateLimiter } from '../common/rate-limit/rate-limit.service.js';
import type { ListAdminPropertiesDto } from './dto/list-admin-properties.dto.js';
import type { PropertyInputDto } from './dto/property-input.dto.js';
import { COLUMNS, notFound, type PropertyRow, toPropertyDto, UUID } from './properties.service.js';

/** One refused file in the `details` of INVALID_PROPERTY_IMAGE or INVALID_BROCHURE. */
interface RefusedFile {
  field: string;
  index?: number;
  fileName: string | null;
  reason: 'not_found' | 'type_not_allowed';
  messages: string[];
}

/** The files of a listing as they will be stored, and the objects to claim for it. */
interface ListingFiles {
  images: string[];
  brochureUrl: string | null;
  claims: { key: string; field: string; index?: number; fileName: string }[];
}

/** What a listing keeps of its current files: sending them back needs no new upload. */
interface CurrentFiles {
  images: string[];
  brochure_url: string | null;
}

const refusedFiles = (code: string, details: RefusedFile[]) =>
  new BadRequestException({
    code,
    message: details.flatMap((detail) => detail.messages).join('; '),
    details,
  });

const hasAuctions = () =>
  new ConflictException({
    code: PROPERTY_ERROR_CODES.hasAuctions,
    message: 'Auctions are held on this property; make it inactive instead of deleting it',
  });

const cityName = (key: string) => SAUDI_CITIES.find((city) => city.key === key)!.ar;

/** Admins and managers publish, feature and assign listings; agents work the listings assigned to them. */
const canPublish = (user: AuthenticatedUser) => user.permissions.includes(PROPERTY_PUBLISH_PERMISSION);

const ADMIN_COLUMNS = `${COLUMNS}, p.assigned_agent_id`;
type AdminPropertyRow = PropertyRow & { assigned_agent_id: string | null };
const toAdminPropertyDto = (row: AdminPropertyRow): AdminProperty => ({
  ...toPropertyDto(row),
  assignedAgentId: row.assigned_agent_id,
});

const notYours = () =>
  new ForbiddenException({ code: ERROR_CODES.forbidden, message: 'This listing is not assigned to you' });

const forbiddenFields = (fields: string[]) =>
  new ForbiddenException({
    code: PROPERTY_ERROR_CODES.fieldForbidden,
    message: `Only a manager or an administrator may change ${fields.join(', ')}`,
    details: fields.map((field) => ({ field, messages: [`${field} may be changed by a manager or an administrator`] })),
  });

const invalidAgent = () =>
  new BadRequestException({
    code: PROPERTY_ERROR_CODES.invalidAgent,
    message: 'assignedAgentId must be an active user with the agent role',
    details: [{ field: 'assignedAgentId', messages: ['assignedAgentId must be an active user with the agent role'] }],
  });

/** What a listing stands at, for the fields only a publisher may change. */
interface Standing {
  agent: PropertyAgent | null;
  featured: boolean;
  assignedAgentId: string | null;
}

/** The publisher-only fields this input would change from `standing` (undefined means "leave as is"). */
function changedPublisherFields(input: PropertyInputDto, standing: Standing): string[] {
  const fields: string[] = [];
  if (input.featured !== undefined && input.featured !== standing.featured) fields.push('featured');
  if (input.assignedAgentId !== undefined && input.assignedAgentId !== standing.assignedAgentId) {
    fields.push('assignedAgentId');
  }
  const contact: [keyof PropertyInputDto, keyof PropertyAgent][] = [
    ['agentName', 'name'],
    ['agentEmail', 'email'],
    ['agentPhone', 'phone'],
  ];
  for (const [field, key] of contact) {
    const value = input[field];
    if (value !== undefined && value !== null && value !== (standing.agent?.[key] ?? null)) fields.push(field);
  }
  return fields;
}

/**
 * Listings written by staff (/admin/properties) and sent by signed-in visitors (/add-property): stored with their
 * photos and brochure claimed in the object store, every change audited.
 */
@Injectable()
export class ListingManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly objects: ObjectStoreService,
    private readonly audit: AuditService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The active agents a listing can be assigned to, by name. */
  async agents(): Promise<AssignableAgent[]> {
    return (await this.dataSource.query(
      `SELECT id, name, email FROM users WHERE role = 'agent' AND is_active ORDER BY name, id`,
    )) as AssignableAgent[];
  }

  /**
   * Every status, newest first; `q` matches the texts (as the public search does) or a licence number. An agent
   * sees the listings assigned to them only.
   */
  async list(query: ListAdminPropertiesDto, user: AuthenticatedUser): Promise<AdminPropertyList> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (!canPublish(user)) {
      params.push(user.id);
      where.push(`p.assigned_agent_id = $${params.length}`);
    }
    if (query.status) {
      params.push(query.status);
      where.push(`p.status = $${params.length}`);
    }
    if (query.q) {
      params.push(query.q);
      where.push(
        `(p.search_vector @@ coalesce(estate_search_query($${params.length}), ''::tsquery)
          OR p.ad_license_number = $${params.length})`,
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM properties p ${whereSql}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT ${ADMIN_COLUMNS} FROM properties p ${whereSql}
        ORDER BY p.created_at DESC NULLS LAST, p.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    )) as AdminPropertyRow[];
    return { properties: rows.map(toAdminPropertyDto), total: Number(total) };
  }

  /**
   * A new listing, counted against its sender's LISTINGS_PER_DAY. Those who may publish choose its status
   * (active by default), whether it is featured, its contact and its agent. An agent's listing is assigned to
   * them, with them as its contact, never featured. Anyone else's waits for review (`pending`), with them as
   * its contact.
   */
  async create(
    input: PropertyInputDto,
    user: AuthenticatedUser,
    actor: Actor,
    options: { staff: boolean; origin?: string },
  ): Promise<AdminProperty> {
    const publisher = options.staff && canPublish(user);
    const self = await this.contactOf(user);
    // A visitor's form has no such fields (what it sends of them is ignored); an agent is told no.
    if (options.staff && !publisher) {
      const fields = changedPublisherFields(input, { agent: self, featured: false, assignedAgentId: user.id });
      if (fields.length > 0) throw forbiddenFields(fields);
    }
    const files = await this.checkFiles(input, null, options.origin);
    await this.limiter.consume(
      [{ key: `listing:${user.id}`, limit: this.config.listingsPerDay, windowSeconds: 24 * 3600 }],
      'You have sent as many listings as allowed today. Try again tomorrow.',
    );
    const agent = publisher ? this.contactFor(input, self) : self;
    const status: PropertyStatus = options.staff ? (input.status ?? 'active') : 'pending';
    const featured = publisher ? (input.featured ?? false) : false;
    return this.dataSource.transaction(async (manager) => {
      const assignedAgentId = publisher
        ? await this.assignableAgent(input.assignedAgentId ?? (user.role === 'agent' ? user.id : null), manager)
        : options.staff
          ? user.id
          : null;
      const [row] = (await manager.query(
        `INSERT INTO properties AS p (title, title_en, description, description_en, price, purpose, type, category, city,
           district, address, area, bedrooms, bathrooms, parking_spaces, year_built, floor, features, images,
           brochure_url, agent, featured, status, ad_license_number, assigned_agent_id, submitted_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::text[],
           $19::text[], $20, $21::jsonb, $22, $23, $24, $25, $26)
         RETURNING ${ADMIN_COLUMNS}`,
        [...this.columnValues(input, files, agent), featured, status, input.adLicenseNumber, assignedAgentId, user.id],
      )) as AdminPropertyRow[];
      await this.claim(files, manager);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.propertyCreate,
          description: `Property "${input.title}" (${status})`,
          targetType: 'property',
          targetId: row!.id,
        },
        manager,
      );
      return toAdminPropertyDto(row!);
    });
  }

  /**
   * Replaces a listing's fields. Photos and brochure it already has may be sent back as they are; those no longer
   * on it are released (swept later). An agent may edit only the listings assigned to them, and neither publish
   * a pending one nor change what only a publisher may (featured, contact, agent).
   */
  async update(id: string, input: PropertyInputDto, user: AuthenticatedUser, actor: Actor, origin?: string) {
    if (!UUID.test(id)) throw notFound();
    const publisher = canPublish(user);
    return this.dataSource.transaction(async (manager) => {
      // Locked, so two saves of one listing apply one after the other and each sees the other's files.
      const [current] = (await manager.query(
        `SELECT images, brochure_url, agent, featured, status, assigned_agent_id FROM properties
          WHERE id = $1 FOR UPDATE`,
        [id],
      )) as (CurrentFiles & {
        agent: PropertyAgent | null;
        featured: boolean;
        status: PropertyStatus;
        assigned_agent_id: string | null;
      })[];
      if (!current) throw notFound();
      const standing: Standing = {
        agent: current.agent,
        featured: current.featured,
        assignedAgentId: current.assigned_agent_id,
      };
      if (!publisher) {
        if (current.assigned_agent_id !== user.id) throw notYours();
        const fields = changedPublisherFields(input, standing);
        if (current.status === 'pending' && input.status !== undefined && input.status !== 'pending') {
          fields.push('status');
        }
        if (fields.length > 0) throw forbiddenFields(fields);
      }
      // Read in this transaction: waiting for another connection while holding the lock could exhaust the pool.
      const files = await this.checkFiles(input, current, origin, manager);
      const self = await this.contactOf(user, manager);
      const agent = publisher ? this.contactFor(input, current.agent ?? self) : (current.agent ?? self);
      const assignedAgentId =
        publisher && input.assignedAgentId !== undefined
          ? await this.assignableAgent(input.assignedAgentId, manager)
          : current.assigned_agent_id;
      const status = input.status ?? current.status;
      const [row] = returnedRows<AdminPropertyRow>(
        await manager.query(
          `UPDATE properties p SET title = $1, title_en = $2, description = $3, description_en = $4, price = $5,
             purpose = $6, type = $7, category = $8, city = $9, district = $10, address = $11, area = $12,
             bedrooms = $13, bathrooms = $14, parking_spaces = $15, year_built = $16, floor = $17,
             features = $18::text[], images = $19::text[], brochure_url = $20, agent = $21::jsonb, featured = $22,
             status = $23, ad_license_number = $24, assigned_agent_id = $25, updated_at = now()
           WHERE id = $26
           RETURNING ${ADMIN_COLUMNS}`,
          [
            ...this.columnValues(input, files, agent),
            publisher ? (input.featured ?? current.featured) : current.featured,
            status,
            input.adLicenseNumber,
            assignedAgentId,
            id,
          ],
        ),
      );
      await this.claim(files, manager);
      const kept = new Set([...files.images, files.brochureUrl]);
      await this.release(
        [...current.images, current.brochure_url].filter((url): url is string => url !== null && !kept.has(url)),
        manager,
      );
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.propertyUpdate,
          description: `Property "${input.title}" (${current.status === status ? status : `${current.status} → ${status}`})`,
          targetType: 'property',
          targetId: id,
        },
        manager,
      );
      return toAdminPropertyDto(row!);
    });
  }

  /** Deletes a listing with its favorites; refused (409) while auctions are held on it. Inquiries keep their text. */
  async remove(id: string, actor: Actor): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    await this.dataSource.transaction(async (manager) => {
      let deleted: { title: string; images: string[]; brochure_url: string | null }[];
      try {
        deleted = returnedRows<{ title: string; images: string[]; brochure_url: string | null }>(
          await manager.query(
            `DELETE FROM properties p WHERE p.id = $1
               AND NOT EXISTS (SELECT 1 FROM auctions a WHERE a.property_id = p.id)
             RETURNING p.title, p.images, p.brochure_url`,
            [id],
          ),
        );
      } catch (error) {
        // An auction created on it meanwhile: the foreign key refuses the delete.
        if ((error as { code?: string }).code === '23503') throw hasAuctions();
        throw error;
      }
      if (deleted.length === 0) {
        const [exists] = (await manager.query(`SELECT 1 FROM properties WHERE id = $1`, [id])) as unknown[];
        throw exists ? hasAuctions() : notFound();
      }
      const gone = deleted[0]!;
      await this.release(
        [...(gone.images ?? []), gone.brochure_url].filter((url): url is string => !!url),
        manager,
      );
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.propertyDelete,
          description: `Property "${deleted[0]!.title}"`,
          targetType: 'property',
          targetId: id,
        },
        manager,
      );
    });
  }

  /** $1..$21 of the INSERT and the UPDATE. */
  private columnValues(input: PropertyInputDto, files: ListingFiles, agent: PropertyAgent | null): unknown[] {
    return [
      input.title,
      input.titleEn ?? null,
      input.description,
      input.descriptionEn ?? null,
      input.price ?? null,
      input.purpose,
      input.type,
      input.category,
      cityName(input.city),
      input.district,
      input.address,
      input.area,
      input.bedrooms ?? null,
      input.bathrooms ?? null,
      input.parkingSpaces ?? null,
      input.yearBuilt ?? null,
      input.floor ?? null,
      input.features ?? [],
      files.images,
      files.brochureUrl,
      agent ? JSON.stringify(agent) : null,
    ];
  }

  /** The contact a user's own listing gets: their name, email and phone. */
  private async contactOf(
    user: AuthenticatedUser,
    manager: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<PropertyAgent> {
    const [row] = (await manager.query(`SELECT phone FROM users WHERE id = $1`, [user.id])) as {
      phone: string | null;
    }[];
    return { name: user.name, email: user.email, phone: row?.phone ?? '' };
  }

  /** The contact a publisher names: each field falls back to `fallback` (the current contact, else themselves). */
  private contactFor(input: PropertyInputDto, fallback: PropertyAgent): PropertyAgent {
    return {
      name: input.agentName ?? fallback.name,
      email: input.agentEmail ?? fallback.email,
      phone: input.agentPhone ?? fallback.phone,
    };
  }

  /** `id` when it is an active agent (400 INVALID_ASSIGNED_AGENT otherwise); null stays null. */
  private async assignableAgent(id: string | null, manager: Pick<EntityManager, 'query'>): Promise<string | null> {
    if (id === null) return null;
    const [agent] = (await manager.query(`SELECT id FROM users WHERE id = $1 AND role = 'agent' AND is_active`, [
      id,
    ])) as { id: string }[];
    if (!agent) throw invalidAgent();
    return agent.id;
  }

  /** Lets go of files a listing no longer keeps (ours only; drawn seed images are not objects). */
  private async release(urls: readonly string[], manager: Pick<EntityManager, 'query'>): Promise<void> {
    const keys = urls.map((url) => this.objects.keyOf(url)).filter((key): key is string => key !== null);
    await this.objects.release(keys, manager);
  }

  /**
   * Each image must be one the listing already has, or an uploaded image of ours (JPEG, PNG, GIF or WebP by
   * content); the brochure likewise, or an uploaded PDF. Refusals name every bad file (400).
   */
  private async checkFiles(
    input: PropertyInputDto,
    current: CurrentFiles | null,
    origin: string | undefined,
    manager: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<ListingFiles> {
    const files: ListingFiles = { images: [], brochureUrl: null, claims: [] };
    const refusedImages: RefusedFile[] = [];
    const images = input.images ?? [];
    // One after the other: inside a transaction they share one connection.
    const found: (Awaited<ReturnType<ObjectStoreService['inspect']>> | null)[] = [];
    for (const url of images) {
      found.push(current?.images.includes(url) ? null : await this.objects.inspect(url, { origin, manager }));
    }
    images.forEach((url, index) => {
      const field = `images.${index}`;
      if (current?.images.includes(url)) {
        files.images.push(url);
        return;
      }
      const object = found[index];
      if (!object) {
        refusedImages.push({
          field,
          index,
          fileName: null,
          reason: 'not_found',
          messages: [`${field} is not an uploaded image`],
        });
      } else if (!object.contentType.startsWith('image/')) {
        refusedImages.push({
          field,
          index,
          fileName: object.fileName,
          reason: 'type_not_allowed',
          messages: [`${field} (${object.fileName}) must be a JPEG, PNG, GIF or WebP image`],
        });
      } else {
        files.images.push(object.url);
        files.claims.push({ key: object.key, field, index, fileName: object.fileName });
      }
    });
    if (refusedImages.length > 0) throw refusedFiles(PROPERTY_ERROR_CODES.invalidImage, refusedImages);

    const brochure = input.brochureUrl ?? null;
    if (brochure !== null && brochure === current?.brochure_url) {
      files.brochureUrl = brochure;
    } else if (brochure !== null) {
      const object = await this.objects.inspect(brochure, { origin, manager });
      if (!object || object.contentType !== 'application/pdf') {
        throw refusedFiles(PROPERTY_ERROR_CODES.invalidBrochure, [
          {
            field: 'brochureUrl',
            fileName: object?.fileName ?? null,
            reason: object ? 'type_not_allowed' : 'not_found',
            messages: [
              object ? `brochureUrl (${object.fileName}) must be a PDF` : 'brochureUrl is not an uploaded file',
            ],
          },
        ]);
      }
      files.brochureUrl = object.url;
      files.claims.push({ key: object.key, field: 'brochureUrl', fileName: object.fileName });
    }
    return files;
  }

  /**
   * Claims the new files for the listing, readable by anyone, in its transaction. A file another record keeps
   * (a request's attachment, a generated brochure) or one swept since it was checked refuses the save.
   */
  private async claim(files: ListingFiles, manager: EntityManager): Promise<void> {
    const claimed = await this.objects.claim(
      files.claims.map((claim) => claim.key),
      null,
      manager,
    );
    const refused = files.claims.filter((claim) => !claimed.has(claim.key));
    if (refused.length === 0) return;
    const details = refused.map(({ field, index, fileName }) => ({
      field,
      ...(index === undefined ? {} : { index }),
      fileName,
      reason: 'not_found' as const,
      messages: [`${field} (${fileName}) is not an uploaded file`],
    }));
    throw refusedFiles(
      refused[0]!.field === 'brochureUrl' ? PROPERTY_ERROR_CODES.invalidBrochure : PROPERTY_ERROR_CODES.invalidImage,
      details,
    );
  }
}
