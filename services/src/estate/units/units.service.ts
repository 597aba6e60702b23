import {
  type ContractStatus,
  ESTATE_AUDIT_ACTIONS,
  ESTATE_ERROR_CODES,
  type EstateList,
  type EstateUnit,
  todayInRiyadh,
  unitCategory,
  type UnitOption,
  type UnitStatus,
  type UnitType,
} from '@estate/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { InvoiceIssuer } from '../contracts/invoice-issuer.js';
import { deleteBlocked, recordNotFound, uniqueViolation, unknownReference } from '../shared/estate-errors.js';
import { assertRequired, readPage, sentFields } from '../shared/estate-list.js';
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
import type { UnitInputDto, UnitUpdateDto } from './dto/unit-input.dto.js';

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

const hasContract = (kind: 'active' | 'open', today: string) =>
  `EXISTS (SELECT 1 FROM estate_contracts c WHERE c.unit_id = u.id AND ${
    kind === 'active' ? activeContract('c', today) : openContract('c', today)
  })`;

/** The predicate of one unit status (see UNIT_STATUSES). */
function statusPredicate(status: UnitStatus, today: string): string {
  switch (status) {
    case 'occupied':
      return hasContract('active', today);
    case 'reserved':
      return `(NOT ${hasContract('active', today)} AND ${hasContract('open', today)})`;
    case 'maintenance':
      return `(u.under_maintenance AND NOT ${hasContract('open', today)})`;
    default:
      return `(NOT u.under_maintenance AND NOT ${hasContract('open', today)})`;
  }
}

const SORTS: Record<string, string> = {
  unitNumber: 'u.unit_number, u.id',
  property: 'p.title, u.unit_number, u.id',
  unitType: 'u.unit_type, u.id',
  floor: 'u.floor, u.id',
  area: 'u.area, u.id',
  rentPrice: 'u.rent_price, u.id',
  createdAt: 'u.created_at, u.id',
};

function unitStatus(row: Row, today: string): UnitStatus {
  if (row.contract_id) return day(row.contract_start) <= today ? 'occupied' : 'reserved';
  return row.under_maintenance ? 'maintenance' : 'vacant';
}

function toUnit(row: Row, today: string): EstateUnit {
  const status = unitStatus(row, today);
  return {
    id: str(row.id),
    propertyId: str(row.property_id),
    propertyTitle: str(row.property_title),
    propertyTitleEn: strOrNull(row.property_title_en),
    city: str(row.city),
    district: str(row.district),
    districtEn: strOrNull(row.district_en),
    address: str(row.address),
    unitNumber: str(row.unit_number),
    unitType: row.unit_type as UnitType,
    category: unitCategory(row.unit_type as UnitType),
    floor: numOrNull(row.floor),
    area: numOrNull(row.area),
    bedrooms: numOrNull(row.bedrooms),
    bathrooms: numOrNull(row.bathrooms),
    rentPrice: num(row.rent_price),
    features: strOrNull(row.features),
    description: strOrNull(row.description),
    descriptionEn: strOrNull(row.description_en),
    underMaintenance: row.under_maintenance === true,
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
    listingId: strOrNull(row.listing_id),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const numberTaken = (unitNumber: string, unitId: string) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.unitNumberTaken,
    message: `The property has a unit numbered ${unitNumber} already`,
    details: { unitId, unitNumber, field: 'unitNumber' },
  });

/** Units of the properties: their status read from their contracts, their number unique within their property. */
@Injectable()
export class UnitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly invoices: InvoiceIssuer,
  ) {}

  private filters(query: ListUnitsDto, params: SqlParams, today: string): string {
    const where: string[] = [];
    if (query.propertyId) where.push(`u.property_id = ${params.add(query.propertyId)}`);
    if (query.city) where.push(`p.city = ${params.add(query.city)}`);
    if (query.unitType) where.push(`u.unit_type = ${params.add(query.unitType)}`);
    if (query.status) where.push(statusPredicate(query.status, today));
    if (query.q) {
      where.push(`(lower(u.unit_number) LIKE ${params.add(`${escapeLike(query.q.toLowerCase())}%`)}
        OR p.search_vector @@ coalesce(estate_search_query(${params.add(query.q)}), ''::tsquery))`);
    }
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: ListUnitsDto): Promise<EstateList<EstateUnit>> {
    const params = new SqlParams();
    const todayValue = todayInRiyadh();
    const today = `${params.add(todayValue)}::date`;
    const where = this.filters(query, params, today);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_units u JOIN estate_properties p ON p.id = u.property_id ${where}`,
        select: `SELECT ${COLUMNS}, ${FIGURES} FROM estate_units u ${figures(today)} ${where}`,
        orderBy: SORTS[query.sort ?? 'createdAt']!,
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
    if (query.available) where.push(`NOT ${hasContract('open', today)}`);
    if (query.q) where.push(`lower(u.unit_number) LIKE ${params.add(`${escapeLike(query.q.toLowerCase())}%`)}`);
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS}, ${FIGURES} FROM estate_units u ${figures(today)}
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

  async get(id: string, db: Query = this.dataSource): Promise<EstateUnit> {
    const params = new SqlParams();
    const todayValue = todayInRiyadh();
    const today = `${params.add(todayValue)}::date`;
    const [row] = (await db.query(
      `SELECT ${COLUMNS}, ${FIGURES} FROM estate_units u ${figures(today)} WHERE u.id = ${params.add(id)}`,
      params.values,
    )) as Row[];
    if (!row) throw recordNotFound('unit');
    return toUnit(row, todayValue);
  }

  async create(input: UnitInputDto, actor: Actor): Promise<EstateUnit> {
    return this.write(input.unitNumber, async (manager) => {
      await this.assertProperty(manager, input.propertyId);
      await this.assertNumberFree(manager, input.propertyId, input.unitNumber, null);
      const [row] = (await manager.query(
        `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price,
                                   features, description, description_en, under_maintenance)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          input.propertyId,
          input.unitNumber,
          input.unitType,
          input.floor ?? null,
          input.area ?? null,
          input.bedrooms ?? null,
          input.bathrooms ?? null,
          input.rentPrice,
          input.features ?? null,
          input.description ?? null,
          input.descriptionEn ?? null,
          input.underMaintenance ?? false,
        ],
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitCreate,
          description: `Unit ${input.unitNumber} (${input.unitType})`,
          targetType: 'estate_unit',
          targetId: row!.id,
        },
        manager,
      );
      return this.get(row!.id, manager);
    });
  }

  /**
   * Saves the fields sent. A unit with contracts stays in its property (UNIT_HAS_CONTRACTS); a new type that
   * changes its VAT (residential / commercial) bills the future periods of its running contracts again.
   */
  async update(id: string, input: UnitUpdateDto, actor: Actor): Promise<EstateUnit> {
    return this.write(input.unitNumber ?? '', async (manager) => {
      const [locked] = (await manager.query(`SELECT id FROM estate_units WHERE id = $1 FOR UPDATE`, [id])) as Row[];
      if (!locked) throw recordNotFound('unit');
      const current = await this.get(id, manager);
      const changes = sentFields(input);
      const next = { ...current, ...changes };
      assertRequired(next, ['propertyId', 'unitNumber', 'unitType', 'rentPrice', 'underMaintenance']);
      if (next.propertyId !== current.propertyId) {
        await this.assertProperty(manager, next.propertyId);
        const [{ contracts }] = (await manager.query(
          `SELECT count(*)::int AS contracts FROM estate_contracts WHERE unit_id = $1`,
          [id],
        )) as [{ contracts: number }];
        if (contracts > 0) {
          throw new ConflictException({
            code: ESTATE_ERROR_CODES.unitHasContracts,
            message: `${contracts} contract(s) name this unit in its property: it cannot move to another`,
            details: { count: contracts },
          });
        }
      }
      if (
        next.propertyId !== current.propertyId ||
        next.unitNumber.toLowerCase() !== current.unitNumber.toLowerCase()
      ) {
        await this.assertNumberFree(manager, next.propertyId, next.unitNumber, id);
      }
      await manager.query(
        `UPDATE estate_units SET property_id = $2, unit_number = $3, unit_type = $4, floor = $5, area = $6,
                bedrooms = $7, bathrooms = $8, rent_price = $9, features = $10, description = $11,
                description_en = $12, under_maintenance = $13, updated_at = now()
          WHERE id = $1`,
        [
          id,
          next.propertyId,
          next.unitNumber,
          next.unitType,
          next.floor,
          next.area,
          next.bedrooms,
          next.bathrooms,
          next.rentPrice,
          next.features,
          next.description,
          next.descriptionEn,
          next.underMaintenance,
        ],
      );
      let reissued = '';
      if (unitCategory(next.unitType) !== unitCategory(current.unitType)) {
        const running = (await manager.query(
          `SELECT c.id FROM estate_contracts c WHERE c.unit_id = $1 AND ${openContract('c', '$2::date')}`,
          [id, todayInRiyadh()],
        )) as Row[];
        for (const contract of running) await this.invoices.reissueFuture(manager, str(contract.id));
        reissued = `; future invoices of ${running.length} contract(s) issued again`;
      }
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitUpdate,
          description: `Unit ${next.unitNumber}: ${Object.keys(changes).join(', ') || 'nothing'} changed${reissued}`,
          targetType: 'estate_unit',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /** Refused (409) while a contract is running or to come on the unit, or when contracts of the past name it. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [unit] = (await manager.query(`SELECT unit_number FROM estate_units WHERE id = $1 FOR UPDATE`, [
        id,
      ])) as Row[];
      if (!unit) throw recordNotFound('unit');
      const [counts] = (await manager.query(
        `SELECT (count(*) FILTER (WHERE ${openContract('c', '$2::date')}))::int AS open_contracts,
                count(*)::int AS total
           FROM estate_contracts c WHERE c.unit_id = $1`,
        [id, todayInRiyadh()],
      )) as { open_contracts: number; total: number }[];
      if (counts!.open_contracts > 0) throw deleteBlocked('active_contracts', counts!.open_contracts);
      if (counts!.total > 0) throw deleteBlocked('contracts', counts!.total);
      await manager.query(`DELETE FROM estate_units WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.unitDelete,
          description: `Unit ${str(unit.unit_number)} deleted`,
          targetType: 'estate_unit',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async assertProperty(db: Query, propertyId: string): Promise<void> {
    const [row] = (await db.query(`SELECT 1 FROM estate_properties WHERE id = $1`, [propertyId])) as Row[];
    if (!row) throw unknownReference('propertyId', 'property');
  }

  private async assertNumberFree(db: Query, propertyId: string, unitNumber: string, selfId: string | null) {
    const [other] = (await db.query(
      `SELECT id, unit_number FROM estate_units
        WHERE property_id = $1 AND lower(unit_number) = lower($2) AND ($3::uuid IS NULL OR id <> $3)`,
      [propertyId, unitNumber, selfId],
    )) as Row[];
    if (other) throw numberTaken(str(other.unit_number), str(other.id));
  }

  private async write<T>(unitNumber: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'estate_units_property_number_key') throw numberTaken(unitNumber, '');
      throw error;
    }
  }
}
