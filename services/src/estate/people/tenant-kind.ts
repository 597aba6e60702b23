import {
  type ContractStatus,
  ESTATE_AUDIT_ACTIONS,
  type EstateTenant,
  LATE_PAYMENT_DAYS,
  type PaymentFrequency,
  type PaymentStatus,
  type TenantStatus,
  type TenantSummary,
} from '@estate/contracts';
import {
  activeContract,
  contractStatusSql,
  day,
  dayOrNull,
  escapeLike,
  num,
  paymentStatusSql,
  type Row,
  str,
  strOrNull,
} from '../shared/estate-sql.js';
import { balanceDueSql, invoiceOverdueSql, moneyTotalSql, rentRollSql } from '../money/money-sql.js';
import type { ListTenantsDto } from './dto/list-people.dto.js';
import { type PersonKind, personOf } from './person-kind.js';

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
           ${rentRollSql('c', activeContract('c', today))} AS rent_amount
      FROM estate_contracts c WHERE c.tenant_id = t.id
  ) tr ON true
  LEFT JOIN LATERAL (
    SELECT ${balanceDueSql('i', today)} AS outstanding_balance,
           min(i.due_date) FILTER (WHERE i.status = 'pending')::text AS next_payment_due,
           min(i.due_date) FILTER (WHERE ${invoiceOverdueSql('i', today)}) AS oldest_due,
           max(i.paid_at) FILTER (WHERE i.status = 'paid') AS last_paid_at
      FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
     WHERE c.tenant_id = t.id
  ) ti ON true`;

const figureColumns = (today: string) => `tc.*, tr.*, ti.outstanding_balance, ti.next_payment_due, ti.last_paid_at,
  ${tenantStatusSql('t', today)} AS status,
  ${paymentStatusSql('ti.oldest_due', today, LATE_PAYMENT_DAYS)} AS payment_status`;

function toTenant(row: Row): EstateTenant {
  return {
    ...personOf(row),
    emergencyContact: strOrNull(row.emergency_contact),
    emergencyPhone: strOrNull(row.emergency_phone),
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
  };
}

/** Tenants: their status and payment status are derived from their contracts and invoices. */
export const TENANT_KIND: PersonKind<EstateTenant, TenantSummary, ListTenantsDto> = {
  kind: 'tenant',
  table: 'estate_tenants',
  alias: 't',
  ownColumns: 't.emergency_contact, t.emergency_phone',
  figures,
  figureColumns,
  sorts: {
    name: 't.name, t.id',
    rentAmount: 'tr.rent_amount, t.id',
    outstandingBalance: 'ti.outstanding_balance, t.id',
    nextPaymentDue: 'ti.next_payment_due, t.id',
    createdAt: 't.created_at, t.id',
  },
  filters: (query, params, today) => [
    ...(query.status ? [`${tenantStatusSql('t', today)} = ${params.add(query.status)}`] : []),
    ...(query.paymentStatus ? [`${tenantPaymentStatusSql('t', today)} = ${params.add(query.paymentStatus)}`] : []),
  ],
  // The unit number of one of their contracts.
  searchAlso: (q, params) => `EXISTS (SELECT 1 FROM estate_contracts c JOIN estate_units u ON u.id = c.unit_id
    WHERE c.tenant_id = t.id AND lower(u.unit_number) LIKE ${params.add(`${escapeLike(q.toLowerCase())}%`)})`,
  summary: {
    sql: (where, today) => `SELECT count(*)::int AS total_tenants,
              (count(*) FILTER (WHERE f.status = 'active'))::int AS active_tenants,
              (count(*) FILTER (WHERE f.payment_status IN ('late', 'overdue')))::int AS late_payments,
              ${moneyTotalSql('f.rent_amount', `f.status = 'active'`)} AS total_rent,
              ${moneyTotalSql('f.outstanding_balance')} AS total_outstanding
         FROM (SELECT ${figureColumns(today)} FROM estate_tenants t ${figures(today)} ${where}) f`,
    read: (row) => ({
      totalTenants: num(row.total_tenants),
      activeTenants: num(row.active_tenants),
      latePayments: num(row.late_payments),
      totalRent: num(row.total_rent),
      totalOutstanding: num(row.total_outstanding),
    }),
  },
  optionsOrder: 't.name, t.id',
  toDto: toTenant,
  fields: {
    emergencyContact: { column: 'emergency_contact' },
    emergencyPhone: { column: 'emergency_phone' },
  },
  required: ['name', 'phone', 'nationalId'],
  audit: {
    create: ESTATE_AUDIT_ACTIONS.tenantCreate,
    update: ESTATE_AUDIT_ACTIONS.tenantUpdate,
    remove: ESTATE_AUDIT_ACTIONS.tenantDelete,
    label: 'Tenant',
  },
  deleteBlockers: [
    { reason: 'tenant_contracts', count: `SELECT count(*)::int FROM estate_contracts WHERE tenant_id = $1` },
  ],
};
