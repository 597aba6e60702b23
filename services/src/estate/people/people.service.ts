import {
  type EstateList,
  type EstateOption,
  type EstateOwner,
  type EstateTenant,
  type OwnerSummary,
  type TenantSummary,
  todayInRiyadh,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { Actor } from '../../common/auth/authenticated-user.js';
import { deleteBlocked, recordNotFound, uniqueViolation } from '../shared/estate-errors.js';
import { assertRequired, readPage, sentFields } from '../shared/estate-list.js';
import { type Row, SqlParams, str, strOrNull } from '../shared/estate-sql.js';
import type { ListOwnersDto, ListTenantsDto } from './dto/list-people.dto.js';
import type { OwnerInputDto, PersonInputDto, TenantInputDto } from './dto/person-input.dto.js';
import { OWNER_KIND } from './owner-kind.js';
import { PERSON_FIELDS, personColumns, type PeopleQuery, type PersonKind, type PersonRecord } from './person-kind.js';
import {
  assertNationalIdFree,
  assertUserLinkable,
  LINKED_ACCOUNT_COLUMNS,
  linkedAccountJoin,
  nationalIdTaken,
  peopleSearch,
  userAlreadyLinked,
} from './person-rules.js';
import { TENANT_KIND } from './tenant-kind.js';

/**
 * The people of the back office, owners or tenants (`kind`): their records, their figures, their summary and
 * picker, and the rules every person shares (a national ID and a linked account each person has alone, the refusal
 * to delete one that records still name).
 */
@Injectable()
export abstract class PeopleService<
  TPerson extends PersonRecord,
  TSummary,
  TQuery extends PeopleQuery,
  TInput extends PersonInputDto,
> {
  protected abstract readonly kind: PersonKind<TPerson, TSummary, TQuery>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** `SELECT <the record with its figures> FROM <table> <figures' joins> <linked account>`. */
  private selectFrom(today: string): string {
    const { alias: a, table, ownColumns, figures, figureColumns } = this.kind;
    return `SELECT ${personColumns(a)}, ${ownColumns}, ${LINKED_ACCOUNT_COLUMNS}, ${figureColumns(today)}
              FROM ${table} ${a} ${figures(today)} ${linkedAccountJoin(a)}`;
  }

  private filters(query: TQuery, params: SqlParams, today: string): string {
    const { alias: a, searchAlso } = this.kind;
    const where: string[] = [];
    if (query.city) where.push(`${a}.city = ${params.add(query.city)}`);
    where.push(...this.kind.filters(query, params, today));
    if (query.q) {
      const search = peopleSearch(a, query.q, params);
      where.push(searchAlso ? `(${search} OR ${searchAlso(query.q, params)})` : search);
    }
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: TQuery): Promise<EstateList<TPerson>> {
    const { alias: a, table, sorts } = this.kind;
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params, today);
    return readPage(
      this.dataSource,
      {
        from: `FROM ${table} ${a} ${where}`,
        select: `${this.selectFrom(today)} ${where}`,
        orderBy: sorts[query.sort ?? 'createdAt']!,
        key: `${a}.id`,
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      this.kind.toDto,
    );
  }

  async summary(query: TQuery): Promise<TSummary> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params, today);
    const [row] = (await this.dataSource.query(this.kind.summary.sql(where, today), params.values)) as Row[];
    return this.kind.summary.read(row!);
  }

  async options(q: string | undefined, limit: number): Promise<EstateOption[]> {
    const { alias: a, table, optionsOrder } = this.kind;
    const params = new SqlParams();
    const where = q ? `WHERE ${peopleSearch(a, q, params)}` : '';
    const rows = (await this.dataSource.query(
      `SELECT ${a}.id, ${a}.name, ${a}.name_en, ${a}.national_id FROM ${table} ${a} ${where}
        ORDER BY ${optionsOrder} LIMIT ${limit}`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      label: str(row.name),
      labelEn: strOrNull(row.name_en),
      hint: str(row.national_id),
    }));
  }

  async get(id: string, db: Pick<EntityManager, 'query'> = this.dataSource): Promise<TPerson> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [row] = (await db.query(
      `${this.selectFrom(today)} WHERE ${this.kind.alias}.id = ${params.add(id)}`,
      params.values,
    )) as Row[];
    if (!row) throw recordNotFound(this.kind.kind);
    return this.kind.toDto(row);
  }

  /** Every writable field of the kind, and its column. */
  private get writable(): [string, { column: string; initial?: () => unknown }][] {
    return Object.entries({ ...PERSON_FIELDS, ...this.kind.fields });
  }

  async create(input: TInput, actor: Actor): Promise<TPerson> {
    const { table, audit } = this.kind;
    return this.write(async (manager) => {
      await assertNationalIdFree(manager, table, input.nationalId, null);
      await assertUserLinkable(manager, table, input.userId, null);
      const sent = input as unknown as Record<string, unknown>;
      const fields = this.writable;
      const [row] = (await manager.query(
        `INSERT INTO ${table} (${fields.map(([, field]) => field.column).join(', ')})
         VALUES (${fields.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        fields.map(([key, field]) => sent[key] ?? field.initial?.() ?? null),
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: audit.create,
          description: `${audit.label} "${input.name}" (${input.nationalId})`,
          targetType: `estate_${this.kind.kind}`,
          targetId: row!.id,
        },
        manager,
      );
      return this.get(row!.id, manager);
    });
  }

  async update(id: string, input: Partial<TInput>, actor: Actor): Promise<TPerson> {
    const { table, audit } = this.kind;
    return this.write(async (manager) => {
      const current = await this.get(id, manager);
      const changes = sentFields(input);
      const next = { ...current, ...changes } as TPerson;
      assertRequired(next, this.kind.required);
      if (changes.nationalId !== undefined) await assertNationalIdFree(manager, table, next.nationalId, id);
      if (changes.userId !== undefined) await assertUserLinkable(manager, table, next.userId, id);
      const fields = this.writable;
      const values = next as unknown as Record<string, unknown>;
      await manager.query(
        `UPDATE ${table} SET ${fields.map(([, field], index) => `${field.column} = $${index + 2}`).join(', ')},
                updated_at = now()
          WHERE id = $1`,
        [id, ...fields.map(([key]) => values[key])],
      );
      await this.audit.record(
        {
          actor,
          action: audit.update,
          description: `${audit.label} "${next.name}": ${Object.keys(changes).join(', ') || 'nothing'} changed`,
          targetType: `estate_${this.kind.kind}`,
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /** Refused (409) while records name the person (the kind's `deleteBlockers`, in their order). */
  async remove(id: string, actor: Actor): Promise<void> {
    const { table, audit, kind } = this.kind;
    await this.dataSource.transaction(async (manager) => {
      const [person] = (await manager.query(`SELECT name FROM ${table} WHERE id = $1 FOR UPDATE`, [id])) as Row[];
      if (!person) throw recordNotFound(kind);
      for (const blocker of this.kind.deleteBlockers) {
        const [{ count }] = (await manager.query(blocker.count, [id])) as [{ count: number }];
        if (count > 0) throw deleteBlocked(blocker.reason, count);
      }
      await manager.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: audit.remove,
          description: `${audit.label} "${str(person.name)}" deleted`,
          targetType: `estate_${kind}`,
          targetId: id,
        },
        manager,
      );
    });
  }

  /** A write in a transaction; a race past the checks still answers the rule's 409, not a 500. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { table } = this.kind;
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === `${table}_national_id_key`) throw nationalIdTaken(table, { id: '', name: '' });
      if (constraint === `${table}_user_id_key`) throw userAlreadyLinked({ id: '', name: '' });
      throw error;
    }
  }
}

/** Owners of the back office (OWNER_KIND). */
@Injectable()
export class OwnersService extends PeopleService<EstateOwner, OwnerSummary, ListOwnersDto, OwnerInputDto> {
  protected readonly kind = OWNER_KIND;
}

/** Tenants of the back office (TENANT_KIND). */
@Injectable()
export class TenantsService extends PeopleService<EstateTenant, TenantSummary, ListTenantsDto, TenantInputDto> {
  protected readonly kind = TENANT_KIND;
}
