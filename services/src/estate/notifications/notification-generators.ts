import { addDays, todayInRiyadh } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { documentFormat } from '../shared/document-format.js';
import { invoiceOverdueSql } from '../money/money-sql.js';
import { writeNotification } from './notification-writer.js';

/** A contract ending within this many days is announced (once per contract and end date). */
export const CONTRACT_EXPIRY_NOTICE_DAYS = 30;
/** A contract's notice stays in the lists this many days after its end; an overdue invoice's after it is found. */
const CONTRACT_NOTICE_KEPT_DAYS = 7;
const OVERDUE_NOTICE_KEPT_DAYS = 30;

/**
 * The stored texts write amounts, days and dates as the screens do in each language (Arabic-Indic digits and the
 * Gregorian calendar in Arabic); invoice and contract numbers stay as they are.
 */
const AR = documentFormat('ar');
const EN = documentFormat('en');

const daysEn = (days: number) => (days === 0 ? 'less than a day' : days === 1 ? '1 day' : `${EN.number(days)} days`);
/** Arabic counts: يوم واحد، يومين، ٣–١٠ أيام، ١١ يومًا فأكثر. */
const daysAr = (days: number) =>
  days === 0
    ? 'أقل من يوم'
    : days === 1
      ? 'يوم واحد'
      : days === 2
        ? 'يومين'
        : days <= 10
          ? `${AR.number(days)} أيام`
          : `${AR.number(days)} يومًا`;

/** What one run wrote (events already written before are not counted). */
export interface GeneratedNotifications {
  contractExpiry: number;
  invoiceOverdue: number;
}

/** The end of `day` (a Riyadh calendar day) plus `days`, as an instant: 23:59:59 Riyadh (UTC+3). */
const endOfRiyadhDay = (day: string, days = 0) => new Date(`${addDays(day, days)}T23:59:59+03:00`);

interface ExpiringRow {
  id: string;
  contract_number: string;
  end_date: string;
  tenant_name: string;
  tenant_name_en: string | null;
  tenant_user_id: string | null;
  unit_number: string;
  days_left: number;
}

interface OverdueRow {
  id: string;
  invoice_number: string;
  due_date: string;
  total_amount: string;
  contract_id: string;
  contract_number: string;
  tenant_name: string;
  tenant_name_en: string | null;
  tenant_user_id: string | null;
  days_overdue: number;
}

/**
 * Contracts running today (not terminated) that end within CONTRACT_EXPIRY_NOTICE_DAYS: one notification to the
 * managers (`contract-expiring:<id>:<endDate>`) and one to the tenant's account when linked (same key + `:tenant`).
 * A renewal that moves the end date is a new event.
 */
export async function generateContractExpiry(manager: EntityManager, today = todayInRiyadh()): Promise<number> {
  const rows = (await manager.query(
    `SELECT c.id, c.contract_number, to_char(c.end_date, 'YYYY-MM-DD') AS end_date, t.name AS tenant_name,
            t.name_en AS tenant_name_en, t.user_id AS tenant_user_id, u.unit_number,
            (c.end_date - $1::date)::int AS days_left
       FROM estate_contracts c
       JOIN estate_tenants t ON t.id = c.tenant_id
       JOIN estate_units u ON u.id = c.unit_id
      WHERE c.termination_date IS NULL AND c.start_date <= $1::date
        AND c.end_date >= $1::date AND c.end_date <= $1::date + $2::int
      ORDER BY c.end_date, c.id`,
    [today, CONTRACT_EXPIRY_NOTICE_DAYS],
  )) as ExpiringRow[];
  let written = 0;
  for (const row of rows) {
    const key = `contract-expiring:${row.id}:${row.end_date}`;
    const common = {
      type: 'contract_expiry' as const,
      priority: row.days_left <= 7 ? ('high' as const) : ('medium' as const),
      relatedEntityType: 'contract' as const,
      relatedEntityId: row.id,
      expiresAt: endOfRiyadhDay(row.end_date, CONTRACT_NOTICE_KEPT_DAYS),
    };
    if (
      await writeNotification(manager, {
        ...common,
        eventKey: key,
        recipient: { type: 'all_managers' },
        title: `Contract ${row.contract_number} ends on ${EN.date(row.end_date)}`,
        titleAr: `العقد ${row.contract_number} ينتهي في ${AR.date(row.end_date)}`,
        message: `The contract of ${row.tenant_name_en ?? row.tenant_name} for unit ${row.unit_number} ends in ${daysEn(row.days_left)}.`,
        messageAr: `ينتهي عقد ${row.tenant_name} للوحدة ${row.unit_number} خلال ${daysAr(row.days_left)}.`,
        actionUrl: `/estate/contracts/${row.id}`,
      })
    ) {
      written++;
    }
    if (
      row.tenant_user_id &&
      (await writeNotification(manager, {
        ...common,
        eventKey: `${key}:tenant`,
        recipient: { type: 'specific_user', userId: row.tenant_user_id },
        title: `Your contract ${row.contract_number} ends on ${EN.date(row.end_date)}`,
        titleAr: `عقدك ${row.contract_number} ينتهي في ${AR.date(row.end_date)}`,
        message: `Your rental of unit ${row.unit_number} ends in ${daysEn(row.days_left)}. Contact us to renew.`,
        messageAr: `ينتهي إيجارك للوحدة ${row.unit_number} خلال ${daysAr(row.days_left)}. تواصل معنا للتجديد.`,
        actionUrl: '/tenant-portal',
      }))
    ) {
      written++;
    }
  }
  return written;
}

/**
 * Pending invoices (neither paid nor cancelled) past their due date: one notification to the managers
 * (`invoice-overdue:<id>`) and one to the tenant's account when linked (same key + `:tenant`).
 */
export async function generateInvoiceOverdue(manager: EntityManager, today = todayInRiyadh()): Promise<number> {
  const rows = (await manager.query(
    `SELECT i.id, i.invoice_number, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.total_amount,
            c.id AS contract_id, c.contract_number, t.name AS tenant_name, t.name_en AS tenant_name_en,
            t.user_id AS tenant_user_id, ($1::date - i.due_date)::int AS days_overdue
       FROM estate_invoices i
       JOIN estate_contracts c ON c.id = i.contract_id
       JOIN estate_tenants t ON t.id = c.tenant_id
      WHERE ${invoiceOverdueSql('i', '$1::date')}
        AND NOT EXISTS (SELECT 1 FROM estate_notifications n WHERE n.event_key = 'invoice-overdue:' || i.id::text)
      ORDER BY i.due_date, i.id`,
    [today],
  )) as OverdueRow[];
  let written = 0;
  for (const row of rows) {
    const key = `invoice-overdue:${row.id}`;
    const amount = Number(row.total_amount);
    const common = {
      type: 'payment_overdue' as const,
      priority: row.days_overdue > 30 ? ('urgent' as const) : ('high' as const),
      relatedEntityType: 'invoice' as const,
      relatedEntityId: row.id,
      expiresAt: endOfRiyadhDay(today, OVERDUE_NOTICE_KEPT_DAYS),
    };
    if (
      await writeNotification(manager, {
        ...common,
        eventKey: key,
        recipient: { type: 'all_managers' },
        title: `Invoice ${row.invoice_number} is overdue`,
        titleAr: `الفاتورة ${row.invoice_number} متأخرة`,
        message: `${EN.money(amount)} from ${row.tenant_name_en ?? row.tenant_name} (contract ${row.contract_number}) was due on ${EN.date(row.due_date)}.`,
        messageAr: `مبلغ ${AR.money(amount)} على ${row.tenant_name} (العقد ${row.contract_number}) كان مستحقًا في ${AR.date(row.due_date)}.`,
        actionUrl: `/estate/contracts/${row.contract_id}`,
      })
    ) {
      written++;
    }
    if (
      row.tenant_user_id &&
      (await writeNotification(manager, {
        ...common,
        eventKey: `${key}:tenant`,
        recipient: { type: 'specific_user', userId: row.tenant_user_id },
        title: `Your invoice ${row.invoice_number} is overdue`,
        titleAr: `فاتورتك ${row.invoice_number} متأخرة`,
        message: `${EN.money(amount)} was due on ${EN.date(row.due_date)}. Please pay it to avoid a late fee.`,
        messageAr: `مبلغ ${AR.money(amount)} كان مستحقًا في ${AR.date(row.due_date)}. يرجى السداد لتجنب غرامة التأخير.`,
        actionUrl: '/tenant-portal',
      }))
    ) {
      written++;
    }
  }
  return written;
}

/** Both generators, in `manager`'s transaction. */
export async function generateNotifications(
  manager: EntityManager,
  today = todayInRiyadh(),
): Promise<GeneratedNotifications> {
  return {
    contractExpiry: await generateContractExpiry(manager, today),
    invoiceOverdue: await generateInvoiceOverdue(manager, today),
  };
}
