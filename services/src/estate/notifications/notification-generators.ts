import { addDays, todayInRiyadh } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { documentFormat } from '../shared/document-format.js';
import { invoiceOverdueSql } from '../money/money-sql.js';
import { writeNotification } from './notification-writer.js';

/** An overdue invoice's notice stays in the lists this many days after it is found. */
const OVERDUE_NOTICE_KEPT_DAYS = 30;

/**
 * The stored texts write amounts, days and dates as the screens do in each language (Arabic-Indic digits and the
 * Gregorian calendar in Arabic); invoice and contract numbers stay as they are.
 */
const AR = documentFormat('ar');
const EN = documentFormat('en');

/**
 * What one run wrote (events already written before are not counted). A contract's end is told by the lease job's
 * reminders only (writeLeaseReminders: 90, 60 and 30 days before it), so this job writes no contract notice.
 */
export interface GeneratedNotifications {
  invoiceOverdue: number;
}

/** The end of `day` (a Riyadh calendar day) plus `days`, as an instant: 23:59:59 Riyadh (UTC+3). */
const endOfRiyadhDay = (day: string, days = 0) => new Date(`${addDays(day, days)}T23:59:59+03:00`);

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

/** The job's generators, in `manager`'s transaction. */
export async function generateNotifications(
  manager: EntityManager,
  today = todayInRiyadh(),
): Promise<GeneratedNotifications> {
  return { invoiceOverdue: await generateInvoiceOverdue(manager, today) };
}
