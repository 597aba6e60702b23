import {
  ESTATE_AUDIT_ACTIONS,
  type EstateList,
  type EstateOption,
  type EstateOwner,
  occupancyPercent,
  type OwnerStatus,
  type OwnerSummary,
  todayInRiyadh,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { deleteBlocked, recordNotFound, uniqueViolation } from '../shared/estate-errors.js';
import { assertRequired, readPage, sentFields } from '../shared/estate-list.js';
import {
  activeContract,
  day,
  iso,
  num,
  occupiedUnitsSql,
  type Row,
  SqlParams,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import {
  assertNationalIdFree,
  assertUserLinkable,
  LINKED_ACCOUNT_COLUMNS,
  linkedAccountJoin,
  linkedAccountOf,
  nationalIdTaken,
  peopleSearch,
  userAlreadyLinked,
} from '../shared/people.js';
import type { ListOwnersDto } from './dto/list-owners.dto.js';
import type { OwnerInputDto, OwnerUpdateDto } from './dto/owner-input.dto.js';

const COLUMNS = `o.id, o.name, o.name_en, o.email, o.phone, o.national_id, o.address, o.city, o.status,
  o.join_date::text AS join_date, o.notes, o.user_id, o.created_at, o.updated_at`;

/** An owner's figures, from their properties, units and contracts (`$today` is the placeholder of today). */
const figures = (today: string) => `
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS properties_count FROM estate_properties p WHERE p.owner_id = o.id
  ) pf ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS total_units
      FROM estate_units u JOIN estate_properties p ON p.id = u.property_id WHERE p.owner_id = o.id
  ) uf ON true
  LEFT JOIN LATERAL (
    SELECT ${occupiedUnitsSql('c', today)} AS occupied_units
      FROM estate_contracts c JOIN estate_properties p ON p.id = c.property_id
     WHERE p.owner_id = o.id AND ${activeContract('c', today)}
  ) ocf ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS contracts_count,
           (count(*) FILTER (WHERE ${activeContract('c', today)}))::int AS active_contracts_count,
           coalesce(sum(c.rent_amount) FILTER (WHERE ${activeContract('c', today)}), 0) AS monthly_income
      FROM estate_contracts c WHERE c.owner_id = o.id
  ) cf ON true
  LEFT JOIN LATERAL (
    SELECT max(i.paid_at) AS last_paid_at
      FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
     WHERE c.owner_id = o.id AND i.status = 'paid'
  ) lf ON true`;

/** The figures' columns. */
const FIGURES = 'pf.properties_count, uf.total_units, ocf.occupied_units, cf.*, lf.last_paid_at';

const SORTS: Record<string, string> = {
  name: 'o.name, o.id',
  joinDate: 'o.join_date, o.id',
  propertiesCount: 'pf.properties_count, o.id',
  monthlyIncome: 'cf.monthly_income, o.id',
  status: 'o.status, o.id',
  createdAt: 'o.created_at, o.id',
};

function toOwner(row: Row): EstateOwner {
  const total = num(row.total_units);
  const occupied = num(row.occupied_units);
  return {
    id: str(row.id),
    name: str(row.name),
    nameEn: strOrNull(row.name_en),
    email: strOrNull(row.email),
    phone: str(row.phone),
    nationalId: str(row.national_id),
    address: strOrNull(row.address),
    city: strOrNull(row.city),
    status: row.status as OwnerStatus,
    joinDate: day(row.join_date),
    notes: strOrNull(row.notes),
    userId: strOrNull(row.user_id),
    account: linkedAccountOf(row),
    propertiesCount: num(row.properties_count),
    totalUnits: total,
    occupiedUnits: occupied,
    occupancyRate: occupancyPercent(occupied, total),
    monthlyIncome: num(row.monthly_income),
    contractsCount: num(row.contracts_count),
    activeContractsCount: num(row.active_contracts_count),
    lastPaymentDate: row.last_paid_at ? todayInRiyadh(new Date(iso(row.last_paid_at))) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Owners of the back office: their records, their figures, and the refusal to delete one who still owns. */
@Injectable()
export class OwnersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private filters(query: ListOwnersDto, params: SqlParams): string {
    const where: string[] = [];
    if (query.city) where.push(`o.city = ${params.add(query.city)}`);
    if (query.status) where.push(`o.status = ${params.add(query.status)}`);
    if (query.q) where.push(peopleSearch('o', query.q, params));
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: ListOwnersDto): Promise<EstateList<EstateOwner>> {
    const params = new SqlParams();
    const today = params.add(todayInRiyadh());
    const where = this.filters(query, params);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_owners o ${where}`,
        select: `SELECT ${COLUMNS}, ${LINKED_ACCOUNT_COLUMNS}, ${FIGURES}
                   FROM estate_owners o ${figures(`${today}::date`)} ${linkedAccountJoin('o')} ${where}`,
        orderBy: SORTS[query.sort ?? 'createdAt']!,
        key: 'o.id',
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      toOwner,
    );
  }

  async summary(query: ListOwnersDto): Promise<OwnerSummary> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params);
    const [row] = (await this.dataSource.query(
      `WITH f AS (SELECT o.id, o.status FROM estate_owners o ${where})
       SELECT (SELECT count(*) FROM f)::int AS total_owners,
              (SELECT count(*) FROM f WHERE f.status = 'active')::int AS active_owners,
              (SELECT coalesce(sum(c.rent_amount), 0) FROM estate_contracts c JOIN f ON f.id = c.owner_id
                WHERE ${activeContract('c', today)}) AS total_monthly_income,
              (SELECT count(*) FROM estate_properties p JOIN f ON f.id = p.owner_id)::int AS total_properties`,
      params.values,
    )) as Row[];
    return {
      totalOwners: num(row!.total_owners),
      activeOwners: num(row!.active_owners),
      totalMonthlyIncome: num(row!.total_monthly_income),
      totalProperties: num(row!.total_properties),
    };
  }

  async options(q: string | undefined, limit: number): Promise<EstateOption[]> {
    const params = new SqlParams();
    const where = q ? `WHERE ${peopleSearch('o', q, params)}` : '';
    const rows = (await this.dataSource.query(
      `SELECT o.id, o.name, o.name_en, o.national_id FROM estate_owners o ${where}
        ORDER BY o.status = 'active' DESC, o.name, o.id LIMIT ${limit}`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      label: str(row.name),
      labelEn: strOrNull(row.name_en),
      hint: str(row.national_id),
    }));
  }

  async get(id: string, db: Pick<EntityManager, 'query'> = this.dataSource): Promise<EstateOwner> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [row] = (await db.query(
      `SELECT ${COLUMNS}, ${LINKED_ACCOUNT_COLUMNS}, ${FIGURES}
         FROM estate_owners o ${figures(today)} ${linkedAccountJoin('o')} WHERE o.id = ${params.add(id)}`,
      params.values,
    )) as Row[];
    if (!row) throw recordNotFound('owner');
    return toOwner(row);
  }

  async create(input: OwnerInputDto, actor: Actor): Promise<EstateOwner> {
    return this.write(async (manager) => {
      await assertNationalIdFree(manager, 'estate_owners', input.nationalId, null);
      await assertUserLinkable(manager, 'estate_owners', input.userId, null);
      const [row] = (await manager.query(
        `INSERT INTO estate_owners (name, name_en, email, phone, national_id, address, city, status, join_date, notes, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          input.name,
          input.nameEn ?? null,
          input.email ?? null,
          input.phone,
          input.nationalId,
          input.address ?? null,
          input.city ?? null,
          input.status ?? 'active',
          input.joinDate ?? todayInRiyadh(),
          input.notes ?? null,
          input.userId ?? null,
        ],
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.ownerCreate,
          description: `Owner "${input.name}" (${input.nationalId})`,
          targetType: 'estate_owner',
          targetId: row!.id,
        },
        manager,
      );
      return this.get(row!.id, manager);
    });
  }

  async update(id: string, input: OwnerUpdateDto, actor: Actor): Promise<EstateOwner> {
    return this.write(async (manager) => {
      const current = await this.get(id, manager);
      const changes = sentFields(input);
      const next = { ...current, ...changes };
      assertRequired(next, ['name', 'phone', 'nationalId', 'status', 'joinDate']);
      if (changes.nationalId !== undefined) await assertNationalIdFree(manager, 'estate_owners', next.nationalId, id);
      if (changes.userId !== undefined) await assertUserLinkable(manager, 'estate_owners', next.userId, id);
      await manager.query(
        `UPDATE estate_owners SET name = $2, name_en = $3, email = $4, phone = $5, national_id = $6, address = $7,
                city = $8, status = $9, join_date = $10, notes = $11, user_id = $12, updated_at = now()
          WHERE id = $1`,
        [
          id,
          next.name,
          next.nameEn,
          next.email,
          next.phone,
          next.nationalId,
          next.address,
          next.city,
          next.status,
          next.joinDate,
          next.notes,
          next.userId,
        ],
      );
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.ownerUpdate,
          description: `Owner "${next.name}": ${Object.keys(changes).join(', ') || 'nothing'} changed`,
          targetType: 'estate_owner',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /**
   * Refused (409) while the owner owns properties, or owned them (their ownership periods are the history the owner
   * portal and the property's page read), or contracts name them.
   */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [owner] = (await manager.query(`SELECT name FROM estate_owners WHERE id = $1 FOR UPDATE`, [id])) as Row[];
      if (!owner) throw recordNotFound('owner');
      const [counts] = (await manager.query(
        `SELECT (SELECT count(DISTINCT property_id) FROM estate_property_ownerships WHERE owner_id = $1)::int AS properties,
                (SELECT count(*) FROM estate_contracts WHERE owner_id = $1)::int AS contracts`,
        [id],
      )) as { properties: number; contracts: number }[];
      if (counts!.properties > 0) throw deleteBlocked('properties', counts!.properties);
      if (counts!.contracts > 0) throw deleteBlocked('owner_contracts', counts!.contracts);
      await manager.query(`DELETE FROM estate_owners WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.ownerDelete,
          description: `Owner "${str(owner.name)}" deleted`,
          targetType: 'estate_owner',
          targetId: id,
        },
        manager,
      );
    });
  }

  /** A write in a transaction; a race past the checks still answers the rule's 409, not a 500. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'estate_owners_national_id_key') throw nationalIdTaken('estate_owners', { id: '', name: '' });
      if (constraint === 'estate_owners_user_id_key') throw userAlreadyLinked({ id: '', name: '' });
      throw error;
    }
  }
}
