import {
  type AdminProperty,
  type AdminPropertyList,
  type AssignableAgent,
  AUDIT_ACTIONS,
  AD_LICENCE_FIELDS,
  type ListingAdLicence,
  cityName,
  ERROR_CODES,
  PROPERTY_ERROR_CODES,
  PROPERTY_PUBLISH_PERMISSION,
  type PropertyAgent,
  type PropertyStatus,
} from '@estate/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { AD_LICENCE_COLUMNS, adLicenceOf, type AdLicenceRow, assertPublishable } from './ad-licence.js';
import { AttachmentService, type CheckedAttachment } from '../common/objects/attachments/attachment.service.js';
import { LISTING_BROCHURE, LISTING_PHOTO } from '../common/objects/attachments/attachment-kinds.js';
import type { ListAdminPropertiesDto } from './dto/list-admin-properties.dto.js';
import type { PropertyInputDto } from './dto/property-input.dto.js';
import { COLUMNS, notFound, type PropertyRow, toPropertyDto } from './properties.service.js';

/** The files of a listing as they will be stored: checked, to be kept for it. */
interface ListingFiles {
  images: string[];
  brochureUrl: string | null;
  checked: CheckedAttachment[];
}

/** What a listing keeps of its current files: sending them back needs no new upload. */
interface CurrentFiles {
  images: string[];
  brochure_url: string | null;
}

/** A listing's files are public, like the listing. */
const listingRecord = (id: string) => ({ kind: 'listing', id });

const hasAuctions = () =>
  new ConflictException({
    code: PROPERTY_ERROR_CODES.hasAuctions,
    message: 'Auctions are held on this property; make it inactive instead of deleting it',
  });

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

/** The licence block sent, each field falling back to `current` when not sent (undefined); null clears it. */
function licenceFrom(input: PropertyInputDto, current: ListingAdLicence | null): ListingAdLicence {
  const pick = <K extends keyof ListingAdLicence>(field: K): ListingAdLicence[K] => {
    const value = input[field] as ListingAdLicence[K] | undefined;
    return value === undefined ? (current?.[field] ?? null) : value;
  };
  return Object.fromEntries(AD_LICENCE_FIELDS.map((field) => [field, pick(field)])) as unknown as ListingAdLicence;
}

/** $n.. of the licence block's columns in an INSERT or UPDATE, in AD_LICENCE_FIELDS order. */
const licenceValues = (licence: ListingAdLicence): unknown[] => AD_LICENCE_FIELDS.map((field) => licence[field]);

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
    private readonly attachments: AttachmentService,
    private readonly audit: AuditService,
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
   * A new listing (its route counts it against its sender's LISTINGS_PER_DAY). Those who may publish choose its status
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
    const agent = publisher ? this.contactFor(input, self) : self;
    const status: PropertyStatus = options.staff ? (input.status ?? 'active') : 'pending';
    const licence = licenceFrom(input, null);
    // Published only with its ad licence (422 AD_LICENCE_REQUIRED naming the missing fields, AD_LICENCE_EXPIRED).
    assertPublishable(status, licence);
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
           brochure_url, agent, featured, status, assigned_agent_id, submitted_by, district_en, advertiser_name,
           advertiser_capacity, fal_license_number, ad_license_number, ad_license_expires_on, plot_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::text[],
           $19::text[], $20, $21::jsonb, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31::date, $32)
         RETURNING ${ADMIN_COLUMNS}`,
        [
          ...this.columnValues(input, files, agent),
          featured,
          status,
          assignedAgentId,
          user.id,
          input.districtEn ?? null,
          ...licenceValues(licence),
        ],
      )) as AdminPropertyRow[];
      await this.attachments.keep(listingRecord(row!.id), files.checked, 'public', manager);
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
    const publisher = canPublish(user);
    return this.dataSource.transaction(async (manager) => {
      // Locked, so two saves of one listing apply one after the other and each sees the other's files.
      const [current] = (await manager.query(
        `SELECT images, brochure_url, agent, featured, status, assigned_agent_id, ${AD_LICENCE_COLUMNS}
           FROM properties p WHERE p.id = $1 FOR UPDATE`,
        [id],
      )) as (CurrentFiles &
        AdLicenceRow & {
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
      const licence = licenceFrom(input, adLicenceOf(current));
      // Saving a published listing (or publishing one) needs its ad licence, valid today; a draft does not.
      assertPublishable(status, licence);
      const [row] = returnedRows<AdminPropertyRow>(
        await manager.query(
          `UPDATE properties p SET title = $1, title_en = $2, description = $3, description_en = $4, price = $5,
             purpose = $6, type = $7, category = $8, city = $9, district = $10, address = $11, area = $12,
             bedrooms = $13, bathrooms = $14, parking_spaces = $15, year_built = $16, floor = $17,
             features = $18::text[], images = $19::text[], brochure_url = $20, agent = $21::jsonb, featured = $22,
             status = $23, assigned_agent_id = $24, district_en = $26, advertiser_name = $27,
             advertiser_capacity = $28, fal_license_number = $29, ad_license_number = $30,
             ad_license_expires_on = $31::date, plot_number = $32,
             ad_license_withdrawn_at = CASE WHEN $33::boolean THEN NULL ELSE p.ad_license_withdrawn_at END,
             updated_at = now()
           WHERE id = $25
           RETURNING ${ADMIN_COLUMNS}`,
          [
            ...this.columnValues(input, files, agent),
            publisher ? (input.featured ?? current.featured) : current.featured,
            status,
            assignedAgentId,
            id,
            input.districtEn ?? null,
            ...licenceValues(licence),
            // Published again: no longer a withdrawn ad.
            status === 'active',
          ],
        ),
      );
      // New files are claimed for the listing; those it no longer has are released (swept later).
      await this.attachments.keep(listingRecord(id), files.checked, 'public', manager, { releaseOthers: true });
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
    await this.dataSource.transaction(async (manager) => {
      let deleted: { title: string }[];
      try {
        deleted = returnedRows<{ title: string }>(
          await manager.query(
            `DELETE FROM properties p WHERE p.id = $1
               AND NOT EXISTS (SELECT 1 FROM auctions a WHERE a.property_id = p.id)
             RETURNING p.title`,
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
      // Its photos and brochure are no longer served, and are swept later.
      await this.attachments.releaseAll(listingRecord(id), manager);
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
      cityName(input.city, 'ar'),
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

  /**
   * Each image must be one the listing already has, or an uploaded image of ours (JPEG, PNG, GIF or WebP by
   * content); the brochure likewise, or an uploaded PDF. Refusals name every bad file (400).
   */
  private async checkFiles(
    input: PropertyInputDto,
    current: CurrentFiles | null,
    origin: string | undefined,
    manager?: Pick<EntityManager, 'query'>,
  ): Promise<ListingFiles> {
    const photos = await this.attachments.check(
      LISTING_PHOTO,
      (input.images ?? []).map((url, index) => ({ field: `images.${index}`, index, url })),
      { origin, manager, kept: current?.images ?? [] },
    );
    const brochure = input.brochureUrl
      ? await this.attachments.check(LISTING_BROCHURE, [{ field: 'brochureUrl', url: input.brochureUrl }], {
          origin,
          manager,
          kept: [current?.brochure_url ?? null],
        })
      : [];
    return {
      images: photos.map((photo) => photo.url),
      brochureUrl: brochure[0]?.url ?? null,
      checked: [...photos, ...brochure],
    };
  }
}
