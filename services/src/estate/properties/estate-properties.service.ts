import {
  ESTATE_AUDIT_ACTIONS,
  type EstateList,
  type EstateProperty,
  type EstatePropertyCategory,
  type EstatePropertyStatus,
  type EstatePropertySummary,
  type EstatePropertyType,
  type NationalAddress,
  occupancyPercent,
  type PropertyOption,
  type PropertyOwnershipPeriod,
  REPORT_MIN_YEAR,
  todayInRiyadh,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { deleteBlocked, invalidField, recordNotFound, unknownReference } from '../shared/estate-errors.js';
import { assertRequired, readPage, sentFields } from '../shared/estate-list.js';
import { rentRollSql } from '../money/money-sql.js';
import { propertyMoneyMovedSql, propertyOwnerLocked, propertyPayments } from '../shared/money-moved.js';
import {
  activeContract,
  dayOrNull,
  iso,
  num,
  numOrNull,
  occupiedUnitsSql,
  openContract,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import type { EstatePropertyInputDto, EstatePropertyUpdateDto } from './dto/estate-property-input.dto.js';
import type { ListEstatePropertiesDto } from './dto/list-estate-properties.dto.js';
import type { TransferPropertyDto } from './dto/transfer-property.dto.js';

const COLUMNS = `p.id, p.title, p.title_en, p.owner_id, o.name AS owner_name, o.name_en AS owner_name_en, p.type, p.category, p.status, p.city,
  p.district, p.district_en, p.address, p.area, p.year_built, p.purchase_price, p.current_value, p.description, p.description_en,
  p.national_address, p.created_at, p.updated_at, ${propertyMoneyMovedSql('p')} AS owner_locked`;

/** A property's figures: its units, those an active contract holds today, and their monthly rent. */
const figures = (today: string) => `
  JOIN estate_owners o ON o.id = p.owner_id
  LEFT JOIN LATERAL (SELECT count(*)::int AS total_units FROM estate_units u WHERE u.property_id = p.id) pu ON true
  LEFT JOIN LATERAL (
    SELECT ${occupiedUnitsSql('c', today)} AS occupied_units, ${rentRollSql('c')} AS monthly_income
      FROM estate_contracts c WHERE c.property_id = p.id AND ${activeContract('c', today)}
  ) pc ON true`;
const FIGURES = 'pu.total_units, pc.occupied_units, pc.monthly_income';

const occupancySql = `(CASE WHEN pu.total_units > 0 THEN pc.occupied_units::numeric / pu.total_units ELSE 0 END)`;
const SORTS: Record<string, string> = {
  title: 'p.title, p.id',
  city: 'p.city, p.id',
  status: 'p.status, p.id',
  totalUnits: 'pu.total_units, p.id',
  occupancyRate: `${occupancySql}, p.id`,
  monthlyIncome: 'pc.monthly_income, p.id',
  currentValue: 'p.current_value, p.id',
  createdAt: 'p.created_at, p.id',
};

export function toEstateProperty(row: Row): EstateProperty {
  const total = num(row.total_units);
  const occupied = num(row.occupied_units);
  const income = num(row.monthly_income);
  const value = numOrNull(row.current_value);
  return {
    id: str(row.id),
    title: str(row.title),
    titleEn: strOrNull(row.title_en),
    ownerId: str(row.owner_id),
    ownerName: str(row.owner_name),
    ownerNameEn: strOrNull(row.owner_name_en),
    type: row.type as EstatePropertyType,
    category: row.category as EstatePropertyCategory,
    status: row.status as EstatePropertyStatus,
    city: str(row.city),
    district: str(row.district),
    districtEn: strOrNull(row.district_en),
    address: str(row.address),
    area: numOrNull(row.area),
    yearBuilt: numOrNull(row.year_built),
    purchasePrice: numOrNull(row.purchase_price),
    currentValue: value,
    description: strOrNull(row.description),
    descriptionEn: strOrNull(row.description_en),
    nationalAddress: (row.national_address as NationalAddress | null) ?? null,
    totalUnits: total,
    occupiedUnits: occupied,
    vacantUnits: total - occupied,
    occupancyRate: occupancyPercent(occupied, total),
    monthlyIncome: income,
    annualYield: value ? Math.round(((income * 12) / value) * 1000) / 10 : null,
    ownerLocked: row.owner_locked === true,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Properties of the back office with their occupancy and income, and the refusal to delete one under contract. */
@Injectable()
export class EstatePropertiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private filters(query: ListEstatePropertiesDto, params: SqlParams): string {
    const where: string[] = [];
    if (query.city) where.push(`p.city = ${params.add(query.city)}`);
    if (query.status) where.push(`p.status = ${params.add(query.status)}`);
    if (query.type) where.push(`p.type = ${params.add(query.type)}`);
    if (query.ownerId) where.push(`p.owner_id = ${params.add(query.ownerId)}`);
    if (query.q) {
      where.push(`p.search_vector @@ coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`);
    }
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: ListEstatePropertiesDto): Promise<EstateList<EstateProperty>> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_properties p ${where}`,
        select: `SELECT ${COLUMNS}, ${FIGURES} FROM estate_properties p ${figures(today)} ${where}`,
        orderBy: SORTS[query.sort ?? 'createdAt']!,
        key: 'p.id',
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      toEstateProperty,
    );
  }

  async summary(query: ListEstatePropertiesDto): Promise<EstatePropertySummary> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params);
    const [row] = (await this.dataSource.query(
      `WITH f AS (SELECT p.id, p.current_value FROM estate_properties p ${where})
       SELECT (SELECT count(*) FROM f)::int AS total_properties,
              (SELECT coalesce(sum(f.current_value), 0) FROM f) AS total_value,
              (SELECT count(*) FROM estate_units u JOIN f ON f.id = u.property_id)::int AS total_units,
              (SELECT ${occupiedUnitsSql('c', today)} FROM estate_contracts c JOIN f ON f.id = c.property_id
                WHERE ${activeContract('c', today)}) AS occupied_units,
              (SELECT ${rentRollSql('c')} FROM estate_contracts c JOIN f ON f.id = c.property_id
                WHERE ${activeContract('c', today)}) AS monthly_income`,
      params.values,
    )) as Row[];
    const total = num(row!.total_units);
    const occupied = num(row!.occupied_units);
    return {
      totalProperties: num(row!.total_properties),
      totalUnits: total,
      occupiedUnits: occupied,
      vacantUnits: total - occupied,
      occupancyRate: occupancyPercent(occupied, total),
      monthlyIncome: num(row!.monthly_income),
      totalValue: num(row!.total_value),
    };
  }

  async options(q: string | undefined, limit: number): Promise<PropertyOption[]> {
    const params = new SqlParams();
    const where = q ? `WHERE p.search_vector @@ coalesce(estate_search_query(${params.add(q)}), ''::tsquery)` : '';
    const rows = (await this.dataSource.query(
      `SELECT p.id, p.title, p.title_en, p.owner_id, o.name AS owner_name, o.name_en AS owner_name_en, p.city,
              p.district, p.district_en
         FROM estate_properties p JOIN estate_owners o ON o.id = p.owner_id ${where}
        ORDER BY p.status = 'active' DESC, p.title, p.id LIMIT ${limit}`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      label: str(row.title),
      labelEn: strOrNull(row.title_en),
      hint: strOrNull(row.district),
      hintEn: strOrNull(row.district_en),
      ownerId: str(row.owner_id),
      ownerName: str(row.owner_name),
      ownerNameEn: strOrNull(row.owner_name_en),
      city: str(row.city),
    }));
  }

  async get(id: string, db: Pick<EntityManager, 'query'> = this.dataSource): Promise<EstateProperty> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [row] = (await db.query(
      `SELECT ${COLUMNS}, ${FIGURES} FROM estate_properties p ${figures(today)} WHERE p.id = ${params.add(id)}`,
      params.values,
    )) as Row[];
    if (!row) throw recordNotFound('property');
    return toEstateProperty(row);
  }

  async create(input: EstatePropertyInputDto, actor: Actor): Promise<EstateProperty> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertOwner(manager, input.ownerId);
      const [row] = (await manager.query(
        `INSERT INTO estate_properties (title, title_en, owner_id, type, category, status, city, district, address,
                                        area, year_built, purchase_price, current_value, description, description_en,
                                        district_en, national_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
        [
          input.title,
          input.titleEn ?? null,
          input.ownerId,
          input.type,
          input.category,
          input.status ?? 'active',
          input.city,
          input.district,
          input.address,
          input.area ?? null,
          input.yearBuilt ?? null,
          input.purchasePrice ?? null,
          input.currentValue ?? null,
          input.description ?? null,
          input.descriptionEn ?? null,
          input.districtEn ?? null,
          input.nationalAddress ?? null,
        ],
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.propertyCreate,
          description: `Estate property "${input.title}" (${input.city})`,
          targetType: 'estate_property',
          targetId: row!.id,
        },
        manager,
      );
      return this.get(row!.id, manager);
    });
  }

  /**
   * Saves the fields sent. Another owner is a correction, accepted only while no money has moved on the property's
   * contracts (else 409 PROPERTY_OWNER_LOCKED: a change of owner is then a dated transfer): the property's current
   * ownership period, and its contracts that named the corrected owner, take the new one.
   */
  async update(id: string, input: EstatePropertyUpdateDto, actor: Actor): Promise<EstateProperty> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM estate_properties WHERE id = $1 FOR UPDATE`, [id]);
      const current = await this.get(id, manager);
      const changes = sentFields(input);
      const next = { ...current, ...changes };
      assertRequired(next, ['title', 'ownerId', 'type', 'category', 'status', 'city', 'district', 'address']);
      const ownerChanged = changes.ownerId !== undefined && next.ownerId !== current.ownerId;
      if (ownerChanged) {
        await this.assertOwner(manager, next.ownerId);
        const payments = await propertyPayments(manager, id);
        if (payments > 0) throw propertyOwnerLocked(payments);
      }
      await manager.query(
        `UPDATE estate_properties SET title = $2, title_en = $3, owner_id = $4, type = $5, category = $6, status = $7,
                city = $8, district = $9, address = $10, area = $11, year_built = $12, purchase_price = $13,
                current_value = $14, description = $15, description_en = $16, district_en = $17, national_address = $18,
                updated_at = now()
          WHERE id = $1`,
        [
          id,
          next.title,
          next.titleEn,
          next.ownerId,
          next.type,
          next.category,
          next.status,
          next.city,
          next.district,
          next.address,
          next.area,
          next.yearBuilt,
          next.purchasePrice,
          next.currentValue,
          next.description,
          next.descriptionEn,
          next.districtEn,
          next.nationalAddress,
        ],
      );
      // The ownership period follows by trigger (estate_property_ownership_sync); the contracts are corrected here.
      let ownerNote = '';
      if (ownerChanged) {
        const [corrected] = (await manager.query(
          `WITH moved AS (UPDATE estate_contracts SET owner_id = $3, updated_at = now()
                           WHERE property_id = $1 AND owner_id = $2 RETURNING id)
           SELECT count(*)::int AS contracts FROM moved`,
          [id, current.ownerId, next.ownerId],
        )) as Row[];
        ownerNote = `; owner corrected from ${current.ownerId} to ${next.ownerId} (${num(corrected?.contracts)} contract(s))`;
      }
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.propertyUpdate,
          description: `Estate property "${next.title}": ${Object.keys(changes).join(', ') || 'nothing'} changed${ownerNote}`,
          targetType: 'estate_property',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /**
   * Deletes the property with its units, refused (409) while a contract is running or to come on one of its units
   * (`active_contracts`), or when contracts of the past refer to them (`contracts`: they would be orphaned).
   */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [property] = (await manager.query(`SELECT title FROM estate_properties WHERE id = $1 FOR UPDATE`, [
        id,
      ])) as Row[];
      if (!property) throw recordNotFound('property');
      const [counts] = (await manager.query(
        `SELECT (count(*) FILTER (WHERE ${openContract('c', '$2::date')}))::int AS open_contracts, count(*)::int AS total
           FROM estate_contracts c WHERE c.property_id = $1`,
        [id, todayInRiyadh()],
      )) as { open_contracts: number; total: number }[];
      if (counts!.open_contracts > 0) throw deleteBlocked('active_contracts', counts!.open_contracts);
      if (counts!.total > 0) throw deleteBlocked('contracts', counts!.total);
      const [{ units }] = (await manager.query(
        `SELECT count(*)::int AS units FROM estate_units WHERE property_id = $1`,
        [id],
      )) as [{ units: number }];
      await manager.query(`DELETE FROM estate_properties WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.propertyDelete,
          description: `Estate property "${str(property.title)}" deleted with its ${units} unit(s)`,
          targetType: 'estate_property',
          targetId: id,
        },
        manager,
      );
    });
  }

  /** Who owned the property when, oldest first. */
  async ownership(id: string, db: Pick<EntityManager, 'query'> = this.dataSource): Promise<PropertyOwnershipPeriod[]> {
    const rows = (await db.query(
      `SELECT po.id, po.owner_id, o.name AS owner_name, o.name_en AS owner_name_en, po.from_date::text AS from_date,
              po.to_date::text AS to_date, po.created_at, EXISTS (SELECT 1 FROM estate_properties WHERE id = $1) AS known
         FROM (SELECT 1) one
         LEFT JOIN estate_property_ownerships po ON po.property_id = $1
         LEFT JOIN estate_owners o ON o.id = po.owner_id
        ORDER BY po.from_date NULLS FIRST, po.created_at`,
      [id],
    )) as Row[];
    if (rows[0]?.known !== true) throw recordNotFound('property');
    return rows
      .filter((row) => row.id != null)
      .map((row) => ({
        id: str(row.id),
        ownerId: str(row.owner_id),
        ownerName: str(row.owner_name),
        ownerNameEn: strOrNull(row.owner_name_en),
        fromDate: dayOrNull(row.from_date),
        toDate: dayOrNull(row.to_date),
        createdAt: iso(row.created_at),
      }));
  }

  /**
   * Passes the property to another owner from `effectiveDate` (not after today, after the start of the current
   * owner's period): the current period ends the day before and the new owner's begins. Payments from that day, and
   * contracts running on or after it, are the new owner's in the owner portal; those before stay the previous one's.
   * Contracts keep the owner they were signed with. Answers the ownership history.
   */
  async transfer(id: string, input: TransferPropertyDto, actor: Actor): Promise<PropertyOwnershipPeriod[]> {
    return this.dataSource.transaction(async (manager) => {
      const [property] = (await manager.query(
        `SELECT p.title, p.owner_id, po.id AS period_id, po.from_date::text AS from_date
           FROM estate_properties p
           LEFT JOIN estate_property_ownerships po ON po.property_id = p.id AND po.to_date IS NULL
          WHERE p.id = $1 FOR UPDATE OF p`,
        [id],
      )) as Row[];
      if (!property) throw recordNotFound('property');
      await this.assertOwner(manager, input.ownerId);
      if (input.ownerId === str(property.owner_id)) {
        throw invalidField('ownerId', 'The property already belongs to this owner');
      }
      const today = todayInRiyadh();
      const date = input.effectiveDate;
      if (date > today) throw invalidField('effectiveDate', 'effectiveDate cannot be after today');
      if (Number(date.slice(0, 4)) < REPORT_MIN_YEAR) {
        throw invalidField('effectiveDate', `effectiveDate cannot be before ${REPORT_MIN_YEAR}`);
      }
      const from = dayOrNull(property.from_date);
      if (from !== null && date <= from) {
        throw invalidField('effectiveDate', `effectiveDate must be after the last transfer (${from})`);
      }
      if (property.period_id == null) {
        await manager.query(
          `INSERT INTO estate_property_ownerships (property_id, owner_id, to_date) VALUES ($1, $2, $3)`,
          [id, str(property.owner_id), date],
        );
      } else {
        await manager.query(`UPDATE estate_property_ownerships SET to_date = $2 WHERE id = $1`, [
          property.period_id,
          date,
        ]);
      }
      await manager.query(
        `INSERT INTO estate_property_ownerships (property_id, owner_id, from_date, created_by) VALUES ($1, $2, $3, $4)`,
        [id, input.ownerId, date, actor.id],
      );
      await manager.query(`UPDATE estate_properties SET owner_id = $2, updated_at = now() WHERE id = $1`, [
        id,
        input.ownerId,
      ]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.propertyTransfer,
          description: `Estate property "${str(property.title)}" transferred from owner ${str(property.owner_id)} to ${input.ownerId} on ${date}`,
          targetType: 'estate_property',
          targetId: id,
        },
        manager,
      );
      return this.ownership(id, manager);
    });
  }

  private async assertOwner(db: Pick<EntityManager, 'query'>, ownerId: string): Promise<void> {
    const [owner] = (await db.query(`SELECT 1 FROM estate_owners WHERE id = $1`, [ownerId])) as Row[];
    if (!owner) throw unknownReference('ownerId', 'owner');
  }
}
