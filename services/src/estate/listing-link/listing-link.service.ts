import {
  type BilingualText,
  ESTATE_AUDIT_ACTIONS,
  ESTATE_ERROR_CODES,
  PROPERTY_PUBLISH_PERMISSION,
  type PropertyStatus,
  todayInRiyadh,
  type UnitListing,
  unitListingPath,
} from '@estate/contracts';
import { ConflictException, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor, AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { PeriodicJobs } from '../../common/scheduling/periodic-jobs.service.js';
import type { PropertyInputDto } from '../../properties/dto/property-input.dto.js';
import { ListingManagementService } from '../../properties/listing-management.service.js';
import { invalidField, recordNotFound } from '../shared/estate-errors.js';
import { activeContract, numOrNull, openContract, type Row, str, strOrNull } from '../shared/estate-sql.js';
import { unitColumns } from '../units/units-queries.js';
import type { PublishUnitDto } from './dto/publish-unit.dto.js';
import { listingDescriptions, listingKind, listingTitles, type UnitFacts } from './listing-facts.js';

/** How often the sweep withdraws the listings of units whose pending contract has started (seconds). */
export const LISTING_SWEEP_SECONDS = 300;

/** A listing still on the public site (or waiting to be): publishing its unit again is refused. */
const LISTED_STATUSES: readonly PropertyStatus[] = ['active', 'pending'];

type Reason = 'occupied' | 'reserved' | 'maintenance' | 'listed';

const REASONS: Record<Reason, BilingualText> = {
  occupied: { ar: 'الوحدة مؤجرة بعقد ساري', en: 'The unit is let: a contract covers today' },
  reserved: { ar: 'الوحدة محجوزة بعقد يبدأ لاحقاً', en: 'The unit is reserved: a contract on it starts later' },
  maintenance: { ar: 'الوحدة تحت الصيانة', en: 'The unit is under maintenance' },
  listed: { ar: 'الوحدة معروضة للإيجار بالفعل', en: 'The unit is listed for rent already' },
};

/** 409 UNIT_NOT_PUBLISHABLE with the reason in both languages (and the listing, when it is listed already). */
const notPublishable = (reason: Reason, listingId: string | null = null) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.unitNotPublishable,
    message: REASONS[reason].en,
    details: { reason, listingId, message: REASONS[reason] },
  });

/** A unit with what publishing it needs to know. */
interface UnitStanding extends UnitFacts {
  id: string;
  underMaintenance: boolean;
  running: boolean;
  upcoming: boolean;
  listingId: string | null;
  listingStatus: PropertyStatus | null;
  listingImages: string[];
}

/**
 * From the back office to the public site: a vacant unit is published as a rent listing in one action (created
 * through ListingManagementService like any staff listing, with the unit's facts), the unit keeps the listing's id,
 * and the listing leaves the public site (inactive) when a contract covering today is written on the unit (the
 * trigger of migration 1795750000000), when such a pending contract reaches its start (the sweep below), or when
 * staff withdraw it. Publishing the unit again puts the same listing back with fresh facts.
 */
@Injectable()
export class ListingLinkService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ListingLink');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingManagementService,
    private readonly audit: AuditService,
    private readonly jobs: PeriodicJobs,
  ) {}

  /** The sweep runs once at start (catching up on the days the API was down), then every LISTING_SWEEP_SECONDS. */
  onApplicationBootstrap(): void {
    const job = {
      name: 'estate-listing-withdrawal',
      run: (manager: EntityManager) => this.withdrawLetListings(manager),
    };
    void this.jobs.runOnce(job).catch((error: unknown) => {
      this.logger.warn(`listing withdrawal sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.jobs.every(LISTING_SWEEP_SECONDS, job);
  }

  async publish(
    unitId: string,
    input: PublishUnitDto,
    user: AuthenticatedUser,
    actor: Actor,
    origin: string,
  ): Promise<UnitListing> {
    const unit = await this.standing(this.dataSource, unitId);
    this.assertPublishable(unit);
    if (unit.area === null) throw invalidField('area', 'The unit needs its area before it is listed');
    // Writing estate properties is what lets staff list a unit of theirs: the listing is published as by a
    // publisher (active, with the staff member as its contact), though their role does not publish other listings.
    const publisher: AuthenticatedUser = {
      ...user,
      permissions: [...new Set([...user.permissions, PROPERTY_PUBLISH_PERMISSION])],
    };
    const listing = this.listingInput(unit, input);

    let listingId: string;
    if (unit.listingId) {
      // Listed before and withdrawn since: the same listing comes back, with the unit's facts as they are now.
      listingId = unit.listingId;
      await this.listings.update(
        listingId,
        { ...listing, images: input.images ?? unit.listingImages },
        publisher,
        actor,
        origin,
      );
      const now = await this.standing(this.dataSource, unitId);
      if (now.running || now.upcoming) {
        await this.setInactive(this.dataSource.manager, listingId);
        throw notPublishable(now.running ? 'occupied' : 'reserved');
      }
    } else {
      const created = await this.listings.create(listing, publisher, actor, { staff: true, origin });
      listingId = created.id;
      // The unit takes the listing unless, meanwhile, it was let or listed: then the new listing goes again.
      const claimed = (await this.dataSource.query(
        `UPDATE estate_units u SET listing_id = $2, updated_at = now()
          WHERE u.id = $1 AND u.listing_id IS NULL AND NOT u.under_maintenance
            AND NOT EXISTS (SELECT 1 FROM estate_contracts c WHERE c.unit_id = u.id AND ${openContract('c', '$3::date')})
          RETURNING u.id`,
        [unitId, listingId, todayInRiyadh()],
      )) as unknown[];
      if (rowsOf(claimed) === 0) {
        await this.listings.remove(listingId, actor);
        const now = await this.standing(this.dataSource, unitId);
        this.assertPublishable(now);
        throw notPublishable('listed', now.listingId);
      }
    }
    await this.audit.record({
      actor,
      action: ESTATE_AUDIT_ACTIONS.unitPublish,
      description: `Unit ${unit.unitNumber} of "${unit.propertyTitle}" published as listing ${listingId}`,
      targetType: 'estate_unit',
      targetId: unitId,
    });
    return { unitId, listingId, url: unitListingPath(listingId) };
  }

  /** Takes the unit's listing off the public site (it stays linked, to be published again). */
  async withdraw(unitId: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [unit] = (await manager.query(
        `SELECT u.unit_number, u.listing_id FROM estate_units u WHERE u.id = $1 FOR UPDATE`,
        [unitId],
      )) as Row[];
      if (!unit) throw recordNotFound('unit');
      const listingId = strOrNull(unit.listing_id);
      if (!listingId || !(await this.setInactive(manager, listingId))) return;
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitWithdraw,
          description: `Listing ${listingId} of unit ${str(unit.unit_number)} withdrawn`,
          targetType: 'estate_unit',
          targetId: unitId,
        },
        manager,
      );
    });
  }

  /**
   * Withdraws the listings of units a contract covers today (a pending contract that has started since it was
   * written); answers how many. Runs periodically; the trigger handles contracts written running.
   */
  async withdrawLetListings(manager: Pick<EntityManager, 'query'>, today = todayInRiyadh()): Promise<number> {
    const result = (await manager.query(
      `WITH withdrawn AS (
         UPDATE properties p SET status = 'inactive', updated_at = now()
           FROM estate_units u
          WHERE p.id = u.listing_id AND p.status = 'active'
            AND EXISTS (SELECT 1 FROM estate_contracts c WHERE c.unit_id = u.id AND ${activeContract('c', '$1::date')})
         RETURNING u.id AS unit_id, p.id AS listing_id
       )
       INSERT INTO audit_logs (user_id, user_name, action, description, target_type, target_id)
       SELECT NULL, 'system', $2, 'Listing ' || w.listing_id || ' withdrawn: a contract on the unit has started',
              'estate_unit', w.unit_id::text
         FROM withdrawn w
       RETURNING id`,
      [today, ESTATE_AUDIT_ACTIONS.unitWithdraw],
    )) as unknown[];
    return rowsOf(result);
  }

  /** Sets the listing inactive; answers whether it was not already. */
  private async setInactive(manager: Pick<EntityManager, 'query'>, listingId: string): Promise<boolean> {
    const changed = (await manager.query(
      `UPDATE properties SET status = 'inactive', updated_at = now() WHERE id = $1 AND status <> 'inactive'
       RETURNING id`,
      [listingId],
    )) as unknown[];
    return rowsOf(changed) > 0;
  }

  private assertPublishable(unit: UnitStanding): void {
    if (unit.running) throw notPublishable('occupied');
    if (unit.upcoming) throw notPublishable('reserved');
    if (unit.underMaintenance) throw notPublishable('maintenance');
    if (unit.listingId && unit.listingStatus && LISTED_STATUSES.includes(unit.listingStatus)) {
      throw notPublishable('listed', unit.listingId);
    }
  }

  /** The listing as a staff listing form would send it, from the unit's facts and what was sent. */
  private listingInput(unit: UnitStanding, input: PublishUnitDto): PropertyInputDto {
    const titles = listingTitles(unit);
    const descriptions = listingDescriptions(unit);
    return {
      title: input.title ?? titles.ar,
      titleEn: input.titleEn ?? titles.en,
      description: input.description ?? descriptions.ar,
      descriptionEn: input.descriptionEn ?? descriptions.en,
      price: input.price ?? unit.rentPrice,
      purpose: 'rent',
      ...listingKind(unit),
      city: unit.city,
      district: unit.district,
      districtEn: unit.districtEn,
      address: unit.address,
      area: Math.max(1, Math.round(unit.area ?? 1)),
      bedrooms: unit.bedrooms,
      bathrooms: unit.bathrooms,
      parkingSpaces: null,
      yearBuilt: unit.yearBuilt,
      floor: unit.floor,
      features: [],
      images: input.images ?? [],
      brochureUrl: null,
      // The ad licence block (REGA): required to publish (422 AD_LICENCE_REQUIRED naming what is missing); what is not
      // sent is kept from the listing's last publication.
      adLicenseNumber: input.adLicenseNumber,
      advertiserName: input.advertiserName,
      advertiserCapacity: input.advertiserCapacity,
      falLicenseNumber: input.falLicenseNumber,
      adLicenseExpiresOn: input.adLicenseExpiresOn,
      plotNumber: input.plotNumber,
      featured: false,
      status: 'active',
    };
  }

  private async standing(db: Pick<DataSource, 'query'>, unitId: string): Promise<UnitStanding> {
    const [row] = (await db.query(
      `SELECT u.id, u.unit_number, u.unit_type, u.floor, u.area, u.bedrooms, u.bathrooms, u.rent_price, u.features,
              u.description, u.description_en, u.under_maintenance, u.listing_id,
              p.title AS property_title, p.title_en AS property_title_en, p.city, p.district,
              p.district_en, p.address, p.year_built,
              l.status AS listing_status, l.images AS listing_images,
              EXISTS (SELECT 1 FROM estate_contracts c WHERE c.unit_id = u.id AND ${activeContract('c', '$2::date')})
                AS running,
              EXISTS (SELECT 1 FROM estate_contracts c WHERE c.unit_id = u.id AND ${openContract('c', '$2::date')}
                        AND c.start_date > $2::date) AS upcoming
         FROM estate_units u
         JOIN estate_properties p ON p.id = u.property_id
         LEFT JOIN properties l ON l.id = u.listing_id
        WHERE u.id = $1`,
      [unitId, todayInRiyadh()],
    )) as Row[];
    if (!row) throw recordNotFound('unit');
    return {
      id: str(row.id),
      ...unitColumns(row),
      yearBuilt: numOrNull(row.year_built),
      running: row.running === true,
      upcoming: row.upcoming === true,
      listingStatus: (row.listing_status as PropertyStatus | null) ?? null,
      listingImages: (row.listing_images as string[] | null) ?? [],
    };
  }
}

/** Rows an UPDATE/INSERT … RETURNING answered (TypeORM answers `[rows, count]` for an UPDATE). */
function rowsOf(result: unknown): number {
  if (Array.isArray(result) && Array.isArray(result[0])) return (result[0] as unknown[]).length;
  return Array.isArray(result) ? result.length : 0;
}
