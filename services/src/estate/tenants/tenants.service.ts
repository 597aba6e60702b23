import {
  type ContractStatus,
  ESTATE_AUDIT_ACTIONS,
  type EstateList,
  type EstateOption,
  type EstateTenant,
  LATE_PAYMENT_DAYS,
  type PaymentFrequency,
  type PaymentStatus,
  type TenantStatus,
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
import {
  activeContract,
  contractStatusSql,
  day,
  dayOrNull,
  escapeLike,
  invoiceOutstandingSql,
  invoiceOverdueSql,
  iso,
  num,
  paymentStatusSql,
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
import type { ListTenantsDto } from './dto/list-tenants.dto.js';
import type { TenantInputDto, TenantUpdateDto } from './dto/tenant-input.dto.js';

const COLUMNS = `t.id, t.name, t.name_en, t.email, t.phone, t.national_id, t.address, t.city, t.emergency_contact,
  t.emergency_phone, t.notes, t.user_id, t.created_at, t.updated_at`;

/**
 * A tenant's status: active with an active contract; else expired or terminated as their latest contract is;
 * else inactive. `today` is a date expression.
 */
const tenantStatusSql = (t: string, today: string) => `(CASE
  WHEN EXISTS (SELECT 1 FROM estate_contracts c WHERE c.tenant_id = ${t}.id AND ${activeContract('c', today)})
    THEN 'active'
  ELSE coalesce((SELECT CASE WHEN c.termination_date IS NOT NULL THEN 'terminated'
                             WHEN c.end_date < ${today} THEN 'expired' END
                   FROM estate_contracts c WHERE c.tenant_id = ${t}.id
                  ORDER BY c.start_date DESC, c.created_at DESC LIMIT 1), 'inactive')
  END)`;

/** The earliest due date of a tenant's unpaid invoices already past due. */
const oldestDueSql = (t: string, today: string) => `(SELECT min(i.due_date) FROM estate_invoices i
  JOIN estate_contracts c ON c.id = i.contract_id
  WHERE c.tenant_id = ${t}.id AND ${invoiceOverdueSql('i', today)})`;

const tenantPaymentStatusSql = (t: string, today: string) =>
  paymentStatusSql(oldestDueSql(t, today), today, LATE_PAYMENT_DAYS);

/** A tenant's figures: their contract (active, else latest), rent, balance and payment dates. */
const figures = (today: string) => `
  LEFT JOIN LATERAL (
    SELECT c.id AS contract_id, c.contract_number, ${contractStatusSql('c', today)} AS contract_status,
           c.property_id, p.title AS property_title, p.title_en AS property_title_en, c.unit_id, u.unit_number, c.start_date::text AS start_date,
           c.end_date::text AS end_date, c.rent_amount AS contract_rent, c.security_deposit, c.payment_frequency
      FROM estate_contracts c
      JOIN estate_properties p ON p.id = c.property_id
      JOIN estate_units u ON u.id = c.unit_id
     WHERE c.tenant_id = t.id
     ORDER BY ${activeContract('c', today)} DESC, c.start_date DESC, c.created_at DESC
     LIMIT 1
  ) tc ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS contracts_count,
           coalesce(sum(c.rent_amount) FILTER (WHERE ${activeContract('c', today)}), 0) AS rent_amount
      FROM estate_contracts c WHERE c.tenant_id = t.id
  ) tr ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(${invoiceOutstandingSql('i')}) FILTER (WHERE i.status = 'pending' AND i.due_date <= ${today}), 0)
             AS outstanding_balance,
           min(i.due_date) FILTER (WHERE i.status = 'pending')::text AS next_payment_due,
           min(i.due_date) FILTER (WHERE ${invoiceOverdueSql('i', today)}) AS oldest_due,
           max(i.paid_at) FILTER (WHERE i.status = 'paid') AS last_paid_at
      FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
     WHERE c.tenant_id = t.id
  ) ti ON true`;

const figureColumns = (today: string) => `tc.*, tr.*, ti.outstanding_balance, ti.next_payment_due, ti.last_paid_at,
  ${tenantStatusSql('t', today)} AS status,
  ${paymentStatusSql('ti.oldest_due', today, LATE_PAYMENT_DAYS)} AS payment_status`;

const SORTS: Record<string, string> = {
  name: 't.name, t.id',
  rentAmount: 'tr.rent_amount, t.id',
  outstandingBalance: 'ti.outstanding_balance, t.id',
  nextPaymentDue: 'ti.next_payment_due, t.id',
  createdAt: 't.created_at, t.id',
};

function toTenant(row: Row): EstateTenant {
  return {
    id: str(row.id),
    name: str(row.name),
    nameEn: strOrNull(row.name_en),
    email: strOrNull(row.email),
    phone: str(row.phone),
    nationalId: str(row.national_id),
    address: strOrNull(row.address),
    city: strOrNull(row.city),
    emergencyContact: strOrNull(row.emergency_contact),
    emergencyPhone: strOrNull(row.emergency_phone),
    notes: strOrNull(row.notes),
    userId: strOrNull(row.user_id),
    account: linkedAccountOf(row),
    status: row.status as TenantStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    contract: row.contract_id
      ? {
          id: str(row.contract_id),
          contractNumber: str(row.contract_number),
          status: row.contract_status as ContractStatus,
          propertyId: str(row.property_id),
          propertyTitle: str(row.property_title),
          propertyTitleEn: strOrNull(row.property_title_en),
          unitId: str(row.unit_id),
          unitNumber: str(row.unit_number),
          startDate: day(row.start_date),
          endDate: day(row.end_date),
          rentAmount: num(row.contract_rent),
          securityDeposit: num(row.security_deposit),
          paymentFrequency: row.payment_frequency as PaymentFrequency,
        }
      : null,
    rentAmount: num(row.rent_amount),
    outstandingBalance: num(row.outstanding_balance),
    nextPaymentDue: dayOrNull(row.next_payment_due),
    lastPaymentDate: row.last_paid_at ? todayInRiyadh(new Date(iso(row.last_paid_at))) : null,
    contractsCount: num(row.contracts_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Tenants of the back office: their records, what they rent and owe, and the refusal to delete one with contracts. */
@Injectable()
export class TenantsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private filters(query: ListTenantsDto, params: SqlParams, today: string): string {
    const where: string[] = [];
    if (query.city) where.push(`t.city = ${params.add(query.city)}`);
    if (query.status) where.push(`${tenantStatusSql('t', today)} = ${params.add(query.status)}`);
    if (query.paymentStatus) where.push(`${tenantPaymentStatusSql('t', today)} = ${params.add(query.paymentStatus)}`);
    if (query.q) {
      // Their names, email, national ID or phone, or the unit number of one of their contracts.
      const byUnit = `EXISTS (SELECT 1 FROM estate_contracts c JOIN estate_units u ON u.id = c.unit_id
        WHERE c.tenant_id = t.id AND lower(u.unit_number) LIKE ${params.add(`${escapeLike(query.q.toLowerCase())}%`)})`;
      where.push(`(${peopleSearch('t', query.q, params)} OR ${byUnit})`);
    }
    return where.length ? `WHERE ${where.join(' AND ')}` : '';
  }

  list(query: ListTenantsDto): Promise<EstateList<EstateTenant>> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params, today);
    return readPage(
      this.dataSource,
      {
        from: `FROM estate_tenants t ${where}`,
        select: `SELECT ${COLUMNS}, ${LINKED_ACCOUNT_COLUMNS}, ${figureColumns(today)}
                   FROM estate_tenants t ${figures(today)} ${linkedAccountJoin('t')} ${where}`,
        orderBy: SORTS[query.sort ?? 'createdAt']!,
        key: 't.id',
        order: query.order ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc'),
        params,
        page: query.page,
        limit: query.limit,
      },
      toTenant,
    );
  }

  async summary(query: ListTenantsDto): Promise<TenantSummary> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const where = this.filters(query, params, today);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total_tenants,
              (count(*) FILTER (WHERE f.status = 'active'))::int AS active_tenants,
              (count(*) FILTER (WHERE f.payment_status IN ('late', 'overdue')))::int AS late_payments,
              coalesce(sum(f.rent_amount) FILTER (WHERE f.status = 'active'), 0) AS total_rent,
              coalesce(sum(f.outstanding_balance), 0) AS total_outstanding
         FROM (SELECT ${figureColumns(today)} FROM estate_tenants t ${figures(today)} ${where}) f`,
      params.values,
    )) as Row[];
    return {
      totalTenants: num(row!.total_tenants),
      activeTenants: num(row!.active_tenants),
      latePayments: num(row!.late_payments),
      totalRent: num(row!.total_rent),
      totalOutstanding: num(row!.total_outstanding),
    };
  }

  async options(q: string | undefined, limit: number): Promise<EstateOption[]> {
    const params = new SqlParams();
    const where = q ? `WHERE ${peopleSearch('t', q, params)}` : '';
    const rows = (await this.dataSource.query(
      `SELECT t.id, t.name, t.name_en, t.national_id FROM estate_tenants t ${where}
        ORDER BY t.name, t.id LIMIT ${limit}`,
      params.values,
    )) as Row[];
    return rows.map((row) => ({
      id: str(row.id),
      label: str(row.name),
      labelEn: strOrNull(row.name_en),
      hint: str(row.national_id),
    }));
  }

  async get(id: string, db: Pick<EntityManager, 'query'> = this.dataSource): Promise<EstateTenant> {
    const params = new SqlParams();
    const today = `${params.add(todayInRiyadh())}::date`;
    const [row] = (await db.query(
      `SELECT ${COLUMNS}, ${LINKED_ACCOUNT_COLUMNS}, ${figureColumns(today)}
         FROM estate_tenants t ${figures(today)} ${linkedAccountJoin('t')} WHERE t.id = ${params.add(id)}`,
      params.values,
    )) as Row[];
    if (!row) throw recordNotFound('tenant');
    return toTenant(row);
  }

  async create(input: TenantInputDto, actor: Actor): Promise<EstateTenant> {
    return this.write(async (manager) => {
      await assertNationalIdFree(manager, 'estate_tenants', input.nationalId, null);
      await assertUserLinkable(manager, 'estate_tenants', input.userId, null);
      const [row] = (await manager.query(
        `INSERT INTO estate_tenants (name, name_en, email, phone, national_id, address, city, emergency_contact,
                                     emergency_phone, notes, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          input.name,
          input.nameEn ?? null,
          input.email ?? null,
          input.phone,
          input.nationalId,
          input.address ?? null,
          input.city ?? null,
          input.emergencyContact ?? null,
          input.emergencyPhone ?? null,
          input.notes ?? null,
          input.userId ?? null,
        ],
      )) as { id: string }[];
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.tenantCreate,
          description: `Tenant "${input.name}" (${input.nationalId})`,
          targetType: 'estate_tenant',
          targetId: row!.id,
        },
        manager,
      );
      return this.get(row!.id, manager);
    });
  }

  async update(id: string, input: TenantUpdateDto, actor: Actor): Promise<EstateTenant> {
    return this.write(async (manager) => {
      const current = await this.get(id, manager);
      const changes = sentFields(input);
      const next = { ...current, ...changes };
      assertRequired(next, ['name', 'phone', 'nationalId']);
      if (changes.nationalId !== undefined) await assertNationalIdFree(manager, 'estate_tenants', next.nationalId, id);
      if (changes.userId !== undefined) await assertUserLinkable(manager, 'estate_tenants', next.userId, id);
      await manager.query(
        `UPDATE estate_tenants SET name = $2, name_en = $3, email = $4, phone = $5, national_id = $6, address = $7,
                city = $8, emergency_contact = $9, emergency_phone = $10, notes = $11, user_id = $12,
                updated_at = now()
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
          next.emergencyContact,
          next.emergencyPhone,
          next.notes,
          next.userId,
        ],
      );
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.tenantUpdate,
          description: `Tenant "${next.name}": ${Object.keys(changes).join(', ') || 'nothing'} changed`,
          targetType: 'estate_tenant',
          targetId: id,
        },
        manager,
      );
      return this.get(id, manager);
    });
  }

  /** Refused (409) while contracts name the tenant. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [tenant] = (await manager.query(`SELECT name FROM estate_tenants WHERE id = $1 FOR UPDATE`, [id])) as Row[];
      if (!tenant) throw recordNotFound('tenant');
      const [{ contracts }] = (await manager.query(
        `SELECT count(*)::int AS contracts FROM estate_contracts WHERE tenant_id = $1`,
        [id],
      )) as [{ contracts: number }];
      if (contracts > 0) throw deleteBlocked('tenant_contracts', contracts);
      await manager.query(`DELETE FROM estate_tenants WHERE id = $1`, [id]);
      await this.audit.record(
        {
          actor,
          action: ESTATE_AUDIT_ACTIONS.tenantDelete,
          description: `Tenant "${str(tenant.name)}" deleted`,
          targetType: 'estate_tenant',
          targetId: id,
        },
        manager,
      );
    });
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'estate_tenants_national_id_key')
        throw nationalIdTaken('estate_tenants', { id: '', name: '' });
      if (constraint === 'estate_tenants_user_id_key') throw userAlreadyLinked({ id: '', name: '' });
      throw error;
    }
  }
}
