import {
  type AdminAuction,
  type AdminAuctionBid,
  type AdminAuctionList,
  AUCTION_BALANCE_DUE_HOURS,
  AUCTION_ERROR_CODES,
  AUDIT_ACTIONS,
  BIDDER_ERROR_CODES,
  BIDDER_ERROR_MESSAGES,
  cityName,
  DEFAULT_MIN_INCREMENT,
  AUCTION_LICENCE_FIELDS,
  type AuctionLicenceField,
  ERROR_CODES,
  type FieldError,
  maxAuctionDeposit,
  missingAuctionLicenceFields,
  type PropertyCategory,
  type PropertyType,
} from '@estate/contracts';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { AD_LICENCE_COLUMNS, adLicenceOf, type AdLicenceRow, assertPublishable } from '../properties/ad-licence.js';
import { AttachmentService } from '../common/objects/attachments/attachment.service.js';
import { LISTING_PHOTO } from '../common/objects/attachments/attachment-kinds.js';
import { AuctionEventsService } from './auction-events.service.js';
import { assertNoticeGiven } from './auction-notice.js';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import {
  ADMIN_COLUMNS,
  ADMIN_FROM,
  type AdminAuctionRow,
  auctionNotFound,
  STATUS_WHERE,
  toAdminAuction,
} from './auction-views.js';
import type { AdminAuctionInputDto } from './dto/admin-auction-input.dto.js';
import type { ListAdminAuctionsDto } from './dto/list-admin-auctions.dto.js';
import type { PublicAuctionInputDto } from './dto/public-auction-input.dto.js';
import type { AuctionDecision } from './dto/review-auction.dto.js';

type Query = Pick<EntityManager, 'query'>;

/** How far in the past a start may be, for the clocks of the sender's device and of the server to differ. */
export const START_SKEW_MS = 60_000;

/** The category a listing of this kind is filed under (as the seeded listings are). */
const CATEGORY_OF: Record<PropertyType, PropertyCategory> = {
  apartment: 'residential',
  villa: 'residential',
  building: 'residential',
  office: 'commercial',
  shop: 'commercial',
  warehouse: 'commercial',
  land: 'land',
};

/** A listing's files are public, like the listing (as listing-management keeps them). */
const listingRecord = (id: string) => ({ kind: 'listing', id });

const datesInvalid = (details: FieldError[]) =>
  new BadRequestException({
    code: AUCTION_ERROR_CODES.dates,
    message: details.map((detail) => detail.messages.join(', ')).join('; '),
    details,
  });

const reserveTooLow = () =>
  new BadRequestException({
    code: ERROR_CODES.validation,
    message: 'Validation failed (reservePrice: reservePrice must be at least the start price)',
    details: [{ field: 'reservePrice', messages: ['reservePrice must be at least the start price'] }],
  });

const propertyInvalid = (message: string) =>
  new BadRequestException({
    code: AUCTION_ERROR_CODES.property,
    message,
    details: [{ field: 'propertyId', messages: [message] }],
  });

const hasBids = () =>
  new ConflictException({
    code: AUCTION_ERROR_CODES.hasBids,
    message: 'This auction has bids: it can no longer be changed, only cancelled',
  });

const closed = (message = 'This auction is cancelled or over: it can no longer be changed') =>
  new ConflictException({ code: AUCTION_ERROR_CODES.closed, message });

/** Each auction licence field's name in both languages. */
const LICENCE_FIELD_NAMES: Record<AuctionLicenceField, { ar: string; en: string }> = {
  licenseNumber: { ar: 'رقم ترخيص المزاد', en: 'the auction licence number' },
  licenseDate: { ar: 'تاريخ ترخيص المزاد', en: 'the auction licence date' },
  licenseDurationDays: { ar: 'مدة ترخيص المزاد', en: 'the auction licence duration' },
};

/** 422 AUCTION_LICENCE_REQUIRED: an auction is listed only with its licence number, date and duration. */
const licenceRequired = (missing: readonly AuctionLicenceField[]) =>
  new UnprocessableEntityException({
    code: AUCTION_ERROR_CODES.licenceRequired,
    message: `An auction is listed only with its licence: ${missing.map((field) => LICENCE_FIELD_NAMES[field].en).join(', ')} missing`,
    details: missing.map((field) => ({
      field,
      code: AUCTION_ERROR_CODES.licenceRequired,
      messages: [`${field} is required to list the auction`],
      message: {
        ar: `${LICENCE_FIELD_NAMES[field].ar} مطلوب لطرح المزاد`,
        en: `${LICENCE_FIELD_NAMES[field].en} is required to list the auction`,
      },
    })),
  });

interface AuctionLicence {
  licenseNumber: string | null;
  licenseDate: string | null;
  licenseDurationDays: number | null;
}

/** The licence sent, each field falling back to `current` when not sent. */
const licenceFrom = (input: Partial<AuctionLicence>, current: AuctionLicence | null): AuctionLicence =>
  Object.fromEntries(
    AUCTION_LICENCE_FIELDS.map((field) => [
      field,
      input[field] === undefined ? (current?.[field] ?? null) : input[field],
    ]),
  ) as unknown as AuctionLicence;

function assertLicensed(licence: AuctionLicence): void {
  const missing = missingAuctionLicenceFields(licence);
  if (missing.length > 0) throw licenceRequired(missing);
}

const alreadyReviewed = () =>
  new ConflictException({ code: ERROR_CODES.conflict, message: 'This auction has already been reviewed' });

/**
 * End after start; a new (or moved) start not in the past, a moved end not in the past. `current` is the auction's
 * dates before an edit (null for a new one). Refused with AUCTION_DATES_INVALID naming the field.
 */
export function checkDates(
  startDate: string,
  endDate: string,
  current: { start: Date; end: Date } | null,
  now = Date.now(),
): { start: Date; end: Date } {
  const start = new Date(startDate);
  const end = new Date(endDate);
  const details: FieldError[] = [];
  const startMoved = current === null || current.start.getTime() !== start.getTime();
  const endMoved = current === null || current.end.getTime() !== end.getTime();
  if (startMoved && start.getTime() < now - START_SKEW_MS) {
    details.push({ field: 'startDate', messages: ['startDate must not be in the past'] });
  }
  if (end.getTime() <= start.getTime()) {
    details.push({ field: 'endDate', messages: ['endDate must be after startDate'] });
  } else if (endMoved && end.getTime() <= now) {
    details.push({ field: 'endDate', messages: ['endDate must be in the future'] });
  }
  if (details.length > 0) throw datesInvalid(details);
  return { start, end };
}

/** The licence's columns, in AUCTION_LICENCE_FIELDS order. */
const licenceValues = (licence: AuctionLicence): unknown[] => AUCTION_LICENCE_FIELDS.map((field) => licence[field]);

function checkReserve(startPrice: number, reservePrice: number | null | undefined): void {
  if (reservePrice !== null && reservePrice !== undefined && reservePrice < startPrice) throw reserveTooLow();
}

/** 422 DEPOSIT_TOO_HIGH (naming depositAmount, in both languages) when the deposit is above its share of the price. */
function checkDeposit(startPrice: number, depositAmount: number | null | undefined): void {
  if (depositAmount === null || depositAmount === undefined || depositAmount <= maxAuctionDeposit(startPrice)) return;
  const message = BIDDER_ERROR_MESSAGES[BIDDER_ERROR_CODES.depositTooHigh];
  throw new UnprocessableEntityException({
    code: BIDDER_ERROR_CODES.depositTooHigh,
    message: message.en,
    details: [
      {
        field: 'depositAmount',
        code: BIDDER_ERROR_CODES.depositTooHigh,
        messages: [message.en],
        message,
        maximum: maxAuctionDeposit(startPrice).toFixed(2),
      },
    ],
  });
}

/** Creating, editing, reviewing and cancelling auctions (staff), and the public add-auction form. Every change audited. */
@Injectable()
export class AuctionAdminService {
  private readonly logger = new Logger('AuctionAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly attachments: AttachmentService,
    private readonly audit: AuditService,
    private readonly events: AuctionEventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every auction, pending and rejected ones too, newest first; `search` matches part of either title. */
  async list(query: ListAdminAuctionsDto): Promise<AdminAuctionList> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      params.push(`%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
      where.push(`(a.title ILIKE $${params.length} OR a.title_en ILIKE $${params.length})`);
    }
    if (query.status) where.push(STATUS_WHERE[query.status]);
    if (query.review) {
      params.push(query.review);
      where.push(`a.review = $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM auctions a ${whereSql}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} ${whereSql}
        ORDER BY a.created_at DESC, a.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    )) as AdminAuctionRow[];
    return { auctions: rows.map(toAdminAuction), total: Number(total) };
  }

  async get(id: string, manager: Query = this.dataSource): Promise<AdminAuction> {
    const [row] = (await manager.query(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE a.id = $1`, [
      id,
    ])) as AdminAuctionRow[];
    if (!row) throw auctionNotFound();
    return toAdminAuction(row);
  }

  /** Every accepted bid of an auction, the latest first, each bidder named. */
  async bids(id: string): Promise<AdminAuctionBid[]> {
    const [auction] = (await this.dataSource.query(`SELECT 1 FROM auctions WHERE id = $1`, [id])) as unknown[];
    if (!auction) throw auctionNotFound();
    const rows = (await this.dataSource.query(
      `SELECT b.id, b.ordinal, b.amount, b.created_at, b.bidder_id, u.name, u.email
       FROM auction_bids b LEFT JOIN users u ON u.id = b.bidder_id
       WHERE b.auction_id = $1 ORDER BY b.ordinal DESC`,
      [id],
    )) as {
      id: string;
      ordinal: number;
      amount: string;
      created_at: Date;
      bidder_id: string | null;
      name: string | null;
      email: string | null;
    }[];
    return rows.map((row) => ({
      id: row.id,
      ordinal: Number(row.ordinal),
      amount: row.amount,
      // A deleted account leaves its bids, without a name.
      bidder: { id: row.bidder_id ?? '', name: row.name ?? '', email: row.email ?? '' },
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /**
   * The public add-auction form: a listing for auction (pending, sent by the user, with them as its contact, its
   * photos claimed as a listing's) and its auction, waiting for staff review.
   */
  async createFromPublic(
    input: PublicAuctionInputDto,
    user: AuthenticatedUser,
    actor: Actor,
    origin?: string,
  ): Promise<AdminAuction> {
    const { start, end } = checkDates(input.startDate, input.endDate, null);
    checkReserve(input.startingPrice, input.reservePrice);
    const photos = await this.attachments.check(
      LISTING_PHOTO,
      (input.images ?? []).map((url, index) => ({ field: `images.${index}`, index, url })),
      { origin },
    );
    return this.dataSource.transaction(async (manager) => {
      const [contact] = (await manager.query(
        `SELECT name, email, coalesce(phone, '') AS phone FROM users WHERE id = $1`,
        [user.id],
      )) as { name: string; email: string; phone: string }[];
      const [property] = (await manager.query(
        `INSERT INTO properties (title, title_en, description, description_en, price, purpose, type, category, city,
           district, area, bedrooms, bathrooms, images, agent, status, submitted_by, district_en)
         VALUES ($1, $2, $3, $4, $5, 'auction', $6, $7, $8, $9, $10, $11, $12, $13::text[], $14::jsonb, 'pending', $15,
           $16)
         RETURNING id`,
        [
          input.titleAr,
          input.title,
          input.descriptionAr ?? '',
          input.description ?? null,
          input.startingPrice,
          input.category,
          CATEGORY_OF[input.category],
          cityName(input.city, 'ar'),
          input.district ?? null,
          input.area ?? null,
          input.bedrooms ?? null,
          input.bathrooms ?? null,
          photos.map((photo) => photo.url),
          JSON.stringify(contact ?? { name: user.name, email: user.email, phone: '' }),
          user.id,
          input.districtEn ?? null,
        ],
      )) as { id: string }[];
      await this.attachments.keep(listingRecord(property!.id), photos, 'public', manager);
      const [auction] = (await manager.query(
        `INSERT INTO auctions (property_id, title, title_en, description, description_en, start_price, reserve_price,
           min_increment, start_date, end_date, terms, terms_en, review, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', $13)
         RETURNING id`,
        [
          property!.id,
          input.titleAr,
          input.title,
          input.descriptionAr ?? '',
          input.description ?? null,
          input.startingPrice,
          input.reservePrice ?? null,
          DEFAULT_MIN_INCREMENT,
          start,
          end,
          input.termsAr ?? '',
          input.terms ?? null,
          user.id,
        ],
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.auctionCreate,
          description: `Auction "${input.titleAr}" (pending review)`,
          targetType: 'auction',
          targetId: auction!.id,
        },
        manager,
      );
      return this.get(auction!.id, manager);
    });
  }

  /**
   * Staff's auction of an existing listing: approved at once, so it starts at least AUCTION_NOTICE_DAYS from now (422
   * AUCTION_NOTICE_TOO_SHORT, as a review's approval).
   */
  async create(input: AdminAuctionInputDto, user: AuthenticatedUser, actor: Actor): Promise<AdminAuction> {
    const { start, end } = checkDates(input.startDate, input.endDate, null);
    checkReserve(input.startPrice, input.reservePrice);
    checkDeposit(input.startPrice, input.depositAmount);
    // Approved at once, so listed: it needs its licence.
    const licence = licenceFrom(input, null);
    assertLicensed(licence);
    return this.dataSource.transaction(async (manager) => {
      await this.checkProperty(input.propertyId, null, manager);
      const [auction] = (await manager.query(
        `INSERT INTO auctions (property_id, title, title_en, description, description_en, start_price, reserve_price,
           min_increment, start_date, end_date, terms, terms_en, license_number, license_date, license_duration_days,
           review, created_by, deposit_amount, balance_due_hours)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::date, $15, 'approved', $16, $17,
                 COALESCE($18, ${AUCTION_BALANCE_DUE_HOURS}))
         RETURNING id`,
        [
          ...this.columnValues(input, start, end),
          ...licenceValues(licence),
          user.id,
          input.depositAmount ?? null,
          input.balanceDueHours ?? null,
        ],
      )) as { id: string }[];
      // Approved at once: announced AUCTION_NOTICE_DAYS ahead, as a reviewed one (the insert is undone otherwise).
      await assertNoticeGiven(manager, auction!.id, this.config.auctionNoticeDays);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.auctionCreate,
          description: `Auction "${input.title}"`,
          targetType: 'auction',
          targetId: auction!.id,
        },
        manager,
      );
      return this.get(auction!.id, manager);
    });
  }

  /**
   * Replaces an auction's fields while no bid exists and it is neither cancelled nor settled. The check and the change
   * are one conditional UPDATE, so a bid accepted meanwhile is never overwritten: the edit is refused instead.
   */
  async update(id: string, input: AdminAuctionInputDto, actor: Actor): Promise<AdminAuction> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.standing(id, manager);
      if (current.closed) throw closed();
      if (current.bid_count > 0) throw hasBids();
      const { start, end } = checkDates(input.startDate, input.endDate, {
        start: new Date(current.start_date),
        end: new Date(current.end_date),
      });
      checkReserve(input.startPrice, input.reservePrice);
      checkDeposit(input.startPrice, input.depositAmount);
      const licence = licenceFrom(input, current.licence);
      // A listed (approved) auction keeps its licence; a pending one may be completed before its review.
      if (current.review === 'approved') assertLicensed(licence);
      if (input.propertyId !== current.property_id) await this.checkProperty(input.propertyId, id, manager);
      const updated = returnedRows<{ id: string }>(
        await manager.query(
          `UPDATE auctions SET property_id = $1, title = $2, title_en = $3, description = $4, description_en = $5,
             start_price = $6, reserve_price = $7, min_increment = $8, start_date = $9, end_date = $10, terms = $11,
             terms_en = $12, license_number = $13, license_date = $14::date, license_duration_days = $15,
             deposit_amount = COALESCE($17, deposit_amount), balance_due_hours = COALESCE($18, balance_due_hours),
             updated_at = now()
           WHERE id = $16 AND bid_count = 0 AND cancelled_at IS NULL AND settled_at IS NULL
           RETURNING id`,
          [
            ...this.columnValues(input, start, end),
            ...licenceValues(licence),
            id,
            input.depositAmount ?? null,
            input.balanceDueHours ?? null,
          ],
        ),
      );
      if (updated.length === 0) {
        // A bid, a cancellation or the settlement came first.
        const now = await this.standing(id, manager);
        throw now.closed ? closed() : hasBids();
      }
      // A listed auction moved to start sooner keeps the notice its approval needed.
      if (current.review === 'approved' && start.getTime() !== new Date(current.start_date).getTime()) {
        await assertNoticeGiven(manager, id, this.config.auctionNoticeDays);
      }
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.auctionUpdate,
          description: `Auction "${input.title}"`,
          targetType: 'auction',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /** Cancels an auction not yet over: it takes no more bids and shows as cancelled. Its watchers are told. */
  async cancel(id: string, actor: Actor): Promise<AdminAuction> {
    const auction = await this.dataSource.transaction(async (manager) => {
      const cancelled = returnedRows<{ title: string }>(
        await manager.query(
          `UPDATE auctions SET cancelled_at = now(), updated_at = now()
           WHERE id = $1 AND cancelled_at IS NULL AND settled_at IS NULL AND (end_date > now() OR paused_at IS NOT NULL)
           RETURNING title`,
          [id],
        ),
      );
      if (cancelled.length === 0) {
        await this.standing(id, manager);
        throw closed('This auction is already cancelled or over');
      }
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.auctionCancel,
          description: `Auction "${cancelled[0]!.title}"`,
          targetType: 'auction',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
    await this.announceStatus(id);
    return auction;
  }

  /**
   * Staff's decision on an auction sent from the public form: approved, it is listed and its listing becomes active;
   * rejected, its listing becomes inactive. Decided once (409 CONFLICT after).
   */
  async review(id: string, decision: AuctionDecision, actor: Actor): Promise<AdminAuction> {
    return this.dataSource.transaction(async (manager) => {
      if (decision === 'approved') {
        await assertNoticeGiven(manager, id, this.config.auctionNoticeDays);
        await this.assertApprovable(id, manager);
      }
      const reviewed = returnedRows<{ title: string; property_id: string }>(
        await manager.query(
          `UPDATE auctions SET review = $2, updated_at = now()
           WHERE id = $1 AND review = 'pending' AND cancelled_at IS NULL
           RETURNING title, property_id`,
          [id, decision],
        ),
      );
      if (reviewed.length === 0) {
        const current = await this.standing(id, manager);
        throw current.cancelled_at !== null ? closed('This auction is cancelled') : alreadyReviewed();
      }
      const { title, property_id: propertyId } = reviewed[0]!;
      await manager.query(`UPDATE properties SET status = $2, updated_at = now() WHERE id = $1`, [
        propertyId,
        decision === 'approved' ? 'active' : 'inactive',
      ]);
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.auctionReview,
          description: `Auction "${title}" ${decision}`,
          targetType: 'auction',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /**
   * Tells the auction's watchers its status changed, once the change committed. The change stands even when telling
   * fails: watchers that reconnect read the current state.
   */
  private async announceStatus(id: string): Promise<void> {
    try {
      await this.events.statusChanged(id);
    } catch (error) {
      this.logger.warn(`The cancellation of auction ${id} was not announced: ${(error as Error).message}`);
    }
  }

  /**
   * Approving lists the auction and publishes its listing: the auction needs its licence (422
   * AUCTION_LICENCE_REQUIRED) and the listing its ad licence (422 AD_LICENCE_REQUIRED / AD_LICENCE_EXPIRED), both
   * named field by field. A pending auction's licence is given by editing it, its listing's in the listing form.
   */
  private async assertApprovable(id: string, manager: Query): Promise<void> {
    const [row] = (await manager.query(
      `SELECT ${AD_LICENCE_COLUMNS}
         FROM auctions a JOIN properties p ON p.id = a.property_id WHERE a.id = $1`,
      [id],
    )) as AdLicenceRow[];
    if (!row) throw auctionNotFound();
    assertLicensed((await this.standing(id, manager)).licence);
    assertPublishable('active', adLicenceOf(row));
  }

  /** What an edit, a cancellation or a review is decided by; 404 when there is no such auction. */
  private async standing(id: string, manager: Query) {
    const [row] = (await manager.query(
      `SELECT property_id, bid_count, start_date, end_date, cancelled_at, review, license_number,
              license_date::text AS license_date, license_duration_days,
              (cancelled_at IS NOT NULL OR settled_at IS NOT NULL) AS closed
       FROM auctions WHERE id = $1`,
      [id],
    )) as {
      property_id: string;
      bid_count: number;
      start_date: Date;
      end_date: Date;
      cancelled_at: Date | null;
      review: string;
      license_number: string | null;
      license_date: string | null;
      license_duration_days: number | null;
      closed: boolean;
    }[];
    if (!row) throw auctionNotFound();
    return {
      ...row,
      bid_count: Number(row.bid_count),
      licence: {
        licenseNumber: row.license_number,
        licenseDate: row.license_date,
        licenseDurationDays: row.license_duration_days === null ? null : Number(row.license_duration_days),
      },
    };
  }

  /**
   * The listing an auction is held on must be active and have no other auction still to run (not ended, cancelled or
   * rejected): AUCTION_PROPERTY_INVALID otherwise. Locked, so two auctions created at once cannot both pass.
   */
  private async checkProperty(propertyId: string, auctionId: string | null, manager: Query): Promise<void> {
    const [property] = (await manager.query(`SELECT status FROM properties WHERE id = $1 FOR UPDATE`, [
      propertyId,
    ])) as { status: string }[];
    if (!property) throw propertyInvalid('propertyId names no listing');
    if (property.status !== 'active') throw propertyInvalid('The listing is not active');
    const [open] = (await manager.query(
      `SELECT 1 FROM auctions
       WHERE property_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)
         AND cancelled_at IS NULL AND review <> 'rejected' AND (end_date > now() OR paused_at IS NOT NULL)`,
      [propertyId, auctionId],
    )) as unknown[];
    if (open) throw propertyInvalid('Another auction of this listing has not ended yet');
  }

  /** $1..$12 of staff's INSERT and UPDATE (the licence follows, licenceValues). */
  private columnValues(input: AdminAuctionInputDto, start: Date, end: Date): unknown[] {
    return [
      input.propertyId,
      input.title,
      input.titleEn ?? null,
      input.description ?? '',
      input.descriptionEn ?? null,
      input.startPrice,
      input.reservePrice ?? null,
      input.minIncrement ?? DEFAULT_MIN_INCREMENT,
      start,
      end,
      input.terms ?? '',
      input.termsEn ?? null,
    ];
  }
}
