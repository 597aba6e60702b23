import {
  type ContractStatus,
  ESTATE_COUNT_UP_TO,
  type EstateList,
  type EstateUnit,
  todayInRiyadh,
  unitCategory,
  type UnitOption,
  type UnitStatus,
  type UnitType,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { recordNotFound } from '../shared/estate-errors.js';
import { keptTotalOf, readPage } from '../shared/estate-list.js';
import {
  activeContract,
  day,
  escapeLike,
  iso,
  num,
  numOrNull,
  openContract,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import type { ListUnitsDto, UnitOptionsDto } from './dto/list-units.dto.js';

type Query = Pick<EntityManager, 'query'>;

const COLUMNS = `u.id, u.property_id, p.title AS property_title, p.title_en AS property_title_en, p.city, p.district,
  p.district_en, p.address, u.unit_number, u.unit_type, u.floor, u.area, u.bedrooms, u.bathrooms, u.rent_price, u.features,
  u.description, u.description_en, u.under_maintenance, u.listing_id, u.created_at, u.updated_at`;

/** The contract a unit shows: the first not terminated that has not ended (the one covering today, else the next). */
const figures = (today: string) => `
  JOIN estate_properties p ON p.id = u.property_id
  LEFT JOIN LATERAL (
    SELECT c.id AS contract_id, c.contract_number, c.start_date::text AS contract_start, c.end_date::text AS contract_end,
           c.rent_amount AS contract_rent, c.tenant_id, t.name AS tenant_name, t.name_en AS tenant_name_en,
           t.phone AS tenant_phone
      FROM estate_contracts c JOIN estate_tenants t ON t.id = c.tenant_id
     WHERE c.unit_id = u.id AND ${openContract('c', today)}
     ORDER BY c.start_date LIMIT 1
  ) uc ON true`;
const FIGURES = 'uc.*';

/** A unit (alias `u`) with its property's names and the contract it shows. */
const selectUnits = (today: string) => `SELECT ${COLUMNS}, ${FIGURES} FROM estate_units u ${figures(today)}`;

/** Whether the unit (alias `u`) has a contract active today. */
const hasActiveContract = (today: string) =>
  `EXISTS (SELECT 1 FROM estate_contracts c WHERE c.unit_id = u.id AND ${activeContract('c', today)})`;

/**
 * Whether the unit (alias `u`) has an open contract today (openContract: not terminated, not ended), or none, read
 * from the last day of its contracts not terminated that the unit keeps (`open_until`, kept by a trigger on the
 * contracts).
 */
const hasOpenContract = (today: string) => `u.open_until >= ${today}`;
const hasNoOpenContract = (today: string) => `(u.open_until IS NULL OR u.open_until < ${today})`;

/** The predicate of one unit status (see UNIT_STATUSES): reserved and occupied look for an active contract last. */
function statusPredicate(status: UnitStatus, today: string): string {
  switch (status) {
    case 'occupied':
      return `(${hasOpenContract(today)} AND ${hasActiveContract(today)})`;
    case 'reserved':
      return `(${hasOpenContract(today)} AND NOT ${hasActiveContract(today)})`;
    case 'maintenance':
      return `(u.under_maintenance AND ${hasNoOpenContract(today)})`;
    default:
      return `(NOT u.under_maintenance AND ${hasNoOpenContract(today)})`;
  }
}

/**
 * Each sort's columns: those on the unit's own columns have an index in that order (…, id), so a page is an index walk;
 * the property's title is sorted after joining it.
 */
const SORTS: Record<string, string> = {
  unitNumber: 'u.unit_number, u.id',
  property: 'p.title, u.unit_number, u.id',
  unitType: 'u.unit_type, u.id',
  floor: 'u.floor, u.id',
  area: 'u.area, u.id',
  rentPrice: 'u.rent_price, u.id',
  createdAt: 'u.created_at, u.id',
};

/**
 * The WHERE of the list on the units (alias `u`), the property's columns read by subqueries on its index (city, search
 * document) so that counting needs no join. With `walk`, written for a walk of the sort's index that tests each unit
 * it passes: the search's matches hashed once (`IN`), not arrays searched row by row.
 */
function unitFilters(query: ListUnitsDto, params: SqlParams, today: string, walk = false): string {
  const where: string[] = [];
  if (query.propertyId) where.push(`u.property_id = ${params.add(query.propertyId)}`);
  if (query.city) {
    where.push(`u.property_id IN (SELECT pc.id FROM estate_properties pc WHERE pc.city = ${params.add(query.city)})`);
  }
  if (query.unitType) where.push(`u.unit_type = ${params.add(query.unitType)}`);
  if (query.status) where.push(statusPredicate(query.status, today));
  if (query.q) {
    // The unit number (a prefix) or its property's search document: each an index read, then a bitmap OR of the
    // units' primary key and property index (exact, so no row is checked against the arrays again).
    const among = (column: string, ids: string) => (walk ? `${column} IN (${ids})` : `${column} = ANY(ARRAY(${ids}))`);
    const number = params.add(`${escapeLike(query.q.toLowerCase())}%`);
    const words = `coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`;
    where.push(`(${among('u.id', `SELECT su.id FROM estate_units su WHERE lower(su.unit_number) LIKE ${number}`)}
      OR ${among('u.property_id', `SELECT ps.id FROM estate_properties ps WHERE ps.search_vector @@ ${words}`)})`);
  }
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/**
 * A part of a search's matches, when the search is the list's only filter: the units of the properties it finds, read
 * through the units' property index from the first one (see readPage's countParts).
 */
function searchCountParts(query: ListUnitsDto, params: SqlParams): string[] | undefined {
  if (!query.q || query.propertyId || query.city || query.unitType || query.status) return undefined;
  const words = `coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery)`;
  return [`FROM estate_properties pp JOIN estate_units u ON u.property_id = pp.id WHERE pp.search_vector @@ ${words}`];
}

function unitStatus(row: Row, today: string): UnitStatus {
  if (row.contract_id) return day(row.contract_start) <= today ? 'occupied' : 'reserved';
  return row.under_maintenance ? 'maintenance' : 'vacant';
}

/**
 * A unit's own columns and its property's names and place, as every read of a unit selects them (u.*, p.title AS
 * property_title, p.title_en AS property_title_en, p.city, p.district, p.district_en, p.address).
 */
export const unitColumns = (row: Row) => ({
  unitNumber: str(row.unit_number),
  unitType: row.unit_type as UnitType,
  floor: numOrNull(row.floor),
  area: numOrNull(row.area),
  bedrooms: numOrNull(row.bedrooms),
  bathrooms: numOrNull(row.bathrooms),
  rentPrice: num(row.rent_price),
  features: strOrNull(row.features),
  description: strOrNull(row.description),
  descriptionEn: strOrNull(row.description_en),
  propertyTitle: str(row.property_title),
  propertyTitleEn: strOrNull(row.property_title_en),
  city: str(row.city),
  district: str(row.district),
  districtEn: strOrNull(row.district_en),
  address: str(row.address),
  underMaintenance: row.under_maintenance === true,
  listingId: strOrNull(row.listing_id),
});

function toUnit(row: Row, today: string): EstateUnit {
  const status = unitStatus(row, today);
  return {
    id: str(row.id),
    propertyId: str(row.property_id),
    ...unitColumns(row),
    category: unitCategory(row.unit_type as UnitType),
    status,
    contract: row.contract_id
      ? {
          id: str(row.contract_id),
          contractNumber: str(row.contract_number),
          status: (status === 'occupied' ? 'active' : 'pending') as ContractStatus,
          tenantId: str(row.tenant_id),
          tenantName: str(row.tenant_name),
          tenantNameEn: strOrNull(row.tenant_name_en),
          tenantPhone: str(row.tenant_phone),
          startDate: day(row.contract_start),
          endDate: day(row.contract_end),
          rentAmount: num(row.contract_rent),
        }
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * What the units screens and pickers read: the list (a page found by an index walk, then its rows with their property
 * and the contract they show), the options of a picker and one unit. A unit's status is read from its contracts.
 */
@Injectable()
export class UnitsQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListUnitsDto): Promise<EstateList<EstateUnit>> {
    const params = new SqlParams();
    const todayValue = todayInRiyadh();
    const today = `${params.add(todayValue)}::date`;
    const where = unitFilters(query, params, today);
    const sort = query.sort ?? 'createdAt';
    return readPage(
      this.dataSource,
      {
        // The property is joined for its title's order only.
        from: `FROM estate_units u ${sort === 'property' ? 'JOIN estate_properties p ON p.id = u.property_id' : ''} ${where}`,
        countFrom: `FROM estate_units u ${where}`,
        walkFrom: `FROM estate_units u ${sort === 'property' ? 'JOIN estate_properties p ON p.id = u.property_id' : ''} ${unitFilters(query, params, today, true)}`,
        countParts: searchCountParts(query, params),
        keptTotal: where ? undefined : keptTotalOf('estate_units'),
        countUpTo: ESTATE_COUNT_UP_TO,
        select: `${selectUnits(today)} ${where}`,
        selectByIds: (ids) => `${selectUnits(today)} WHERE u.id = ANY(${ids})`,
        orderBy: SORTS[sort]!,
        key: 'u.id',
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      (row) => toUnit(row, todayValue),
    );
  }

  async options(query: UnitOptionsDto): Promise<UnitOption[]> {
    const params = new SqlParams();
    const todayValue = todayInRiyadh();
    const today = `${params.add(todayValue)}::date`;
    const where: string[] = [];
    if (query.propertyId) where.push(`u.property_id = ${params.add(query.propertyId)}`);
    if (query.available) where.push(hasNoOpenContract(today));
    if (query.q) where.push(`lower(u.unit_number) LIKE ${params.add(`${escapeLike(query.q.toLowerCase())}%`)}`);
    const rows = (await this.dataSource.query(
      `${selectUnits(today)}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY p.title, u.unit_number, u.id LIMIT ${query.limit}`,
      params.values,
    )) as Row[];
    return rows.map((row) => {
      const unit = toUnit(row, todayValue);
      return {
        id: unit.id,
        label: unit.unitNumber,
        hint: unit.propertyTitle,
        hintEn: unit.propertyTitleEn,
        propertyId: unit.propertyId,
        unitNumber: unit.unitNumber,
        unitType: unit.unitType,
        rentPrice: unit.rentPrice,
        status: unit.status,
      };
    });
  }

  /** One unit with its status and the contract it shows; `db` reads inside a write's transaction. */
  async get(id: string, db: Query = this.dataSource): Promise<EstateUnit> {
    const params = new SqlParams();
    const todayValue = todayInRiyadh();
    const today = `${params.add(todayValue)}::date`;
    const [row] = (await db.query(`${selectUnits(today)} WHERE u.id = ${params.add(id)}`, params.values)) as Row[];
    if (!row) throw recordNotFound('unit');
    return toUnit(row, todayValue);
  }
}
