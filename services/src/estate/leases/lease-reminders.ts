import { addDays, daysBetween, type LeaseSettings, lastNoticeDay, reminderDue } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../common/database/returned-rows.js';
import type { NotificationEvent } from '../notifications/notifier.js';
import { documentFormat } from '../shared/document-format.js';
import { day, type Row, strOrNull } from '../shared/estate-sql.js';
import { readLeaseSettings } from './lease-rules-sql.js';

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

/** A contract whose end a reminder is about, as writeLeaseReminders reads it. */
export interface ReminderRow {
  id: string;
  contract_number: string;
  end_date: string;
  unit_number: string;
  tenant_name: string;
  tenant_name_en: string | null;
  tenant_email: string | null;
  tenant_user_id: string | null;
  notice_by: 'landlord' | 'tenant' | null;
}

const PARTY = { landlord: { ar: 'المؤجر', en: 'the landlord' }, tenant: { ar: 'المستأجر', en: 'the tenant' } };

/** The words of a reminder `days` before the end, as the contract stands on `today`. */
function reminderWords(row: ReminderRow, days: number, today: string, settings: LeaseSettings) {
  const end = row.end_date;
  const last = lastNoticeDay(end, settings.noticeDays);
  const left = daysBetween(today, end);
  const head = {
    en: `Contract ${row.contract_number} (unit ${row.unit_number}) ends on ${EN.date(end)}, in ${daysEn(left)}.`,
    ar: `ينتهي العقد ${row.contract_number} (الوحدة ${row.unit_number}) في ${AR.date(end)}، بعد ${daysAr(left)}.`,
  };
  let tail: { en: string; ar: string };
  if (row.notice_by) {
    tail = {
      en: `It will not be renewed: ${PARTY[row.notice_by].en} gave notice of non-renewal.`,
      ar: `لن يُجدَّد: قدّم ${PARTY[row.notice_by].ar} إشعارًا بعدم التجديد.`,
    };
  } else if (!settings.autoRenew) {
    tail = { en: 'Agree its renewal or its end with the other side.', ar: 'اتفق على تجديده أو إنهائه مع الطرف الآخر.' };
  } else if (today <= last) {
    tail = {
      en: `It renews automatically from ${EN.date(addDays(end, 1))} unless either side gives notice of non-renewal by ${EN.date(last)}.`,
      ar: `يتجدد تلقائيًا من ${AR.date(addDays(end, 1))} ما لم يقدّم أحد الطرفين إشعارًا بعدم التجديد في موعد أقصاه ${AR.date(last)}.`,
    };
  } else {
    tail = {
      en: `It renews automatically from ${EN.date(addDays(end, 1))} on the same terms.`,
      ar: `يتجدد تلقائيًا من ${AR.date(addDays(end, 1))} بالشروط نفسها.`,
    };
  }
  return {
    title: {
      en: `Contract ${row.contract_number} ends in ${EN.number(days)} days or less`,
      ar: `العقد ${row.contract_number} ينتهي خلال ${AR.number(days)} يومًا أو أقل`,
    },
    message: { en: `${head.en} ${tail.en}`, ar: `${head.ar} ${tail.ar}` },
  };
}

/** One reminder written: the contract, the threshold reached and its words. */
export interface LeaseReminder {
  row: ReminderRow;
  days: number;
  words: ReturnType<typeof reminderWords>;
}

/** Where writeLeaseReminders sends a reminder: a notification per recipient, and the tenant's mail when given. */
export interface ReminderChannels {
  notify(event: NotificationEvent): Promise<boolean>;
  /** Queues the tenant's mail of a reminder (the seed gives none: its sample data mails nobody). */
  mail?(reminder: LeaseReminder): Promise<void>;
}

/**
 * The reminders of a contract's end due on `today` (estate_lease_settings.reminder_days before it, 90, 60 and 30 by
 * default), once per contract, end date and threshold (estate_contract_reminders), in `manager`'s transaction: one
 * notification of type contract_expiry to the managers (`lease-reminder:<id>:<end>:<days>`) and one to the tenant's
 * account when linked (same key + `:tenant`), then the tenant's mail through `channels.mail`. Free of Nest, so the
 * lease job and the seed write them alike; they are the only notices of a contract's end. Answers how many were due.
 */
export async function writeLeaseReminders(
  manager: EntityManager,
  today: string,
  channels: ReminderChannels,
): Promise<number> {
  const settings = await readLeaseSettings(manager);
  if (settings.reminderDays.length === 0) return 0;
  const furthest = Math.max(0, ...settings.reminderDays);
  const rows = (await manager.query(
    `SELECT c.id, c.contract_number, c.end_date::text AS end_date, u.unit_number, t.name AS tenant_name,
            t.name_en AS tenant_name_en, t.email AS tenant_email, t.user_id AS tenant_user_id,
            (SELECT n.given_by FROM estate_contract_notices n
              WHERE n.contract_id = c.id AND n.withdrawn_at IS NULL) AS notice_by
       FROM estate_contracts c
       JOIN estate_units u ON u.id = c.unit_id
       JOIN estate_tenants t ON t.id = c.tenant_id
      WHERE c.termination_date IS NULL AND c.end_date >= $1::date AND c.end_date <= $1::date + $2::int
        AND NOT EXISTS (SELECT 1 FROM estate_contracts r WHERE r.renewed_from_id = c.id)
      ORDER BY c.end_date, c.id`,
    [today, furthest],
  )) as ReminderRow[];
  let sent = 0;
  for (const raw of rows) {
    const row = { ...raw, end_date: day(raw.end_date) };
    const days = reminderDue(today, row.end_date, settings.reminderDays);
    if (days === null) continue;
    const recorded = returnedRows<Row>(
      await manager.query(
        `INSERT INTO estate_contract_reminders (contract_id, end_date, days_before) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING contract_id`,
        [row.id, row.end_date, days],
      ),
    );
    if (recorded.length === 0) continue;
    sent += 1;
    const words = reminderWords(row, days, today, settings);
    const key = `lease-reminder:${row.id}:${row.end_date}:${days}`;
    const common = {
      type: 'contract_expiry' as const,
      priority: days <= 30 ? ('high' as const) : ('medium' as const),
      relatedEntityType: 'contract' as const,
      relatedEntityId: row.id,
      expiresAt: new Date(`${addDays(row.end_date, 7)}T23:59:59+03:00`),
      title: words.title.en,
      titleAr: words.title.ar,
      message: words.message.en,
      messageAr: words.message.ar,
    };
    await channels.notify({
      ...common,
      eventKey: key,
      recipient: { type: 'all_managers' },
      actionUrl: `/estate/contracts/${row.id}`,
    });
    const userId = strOrNull(row.tenant_user_id);
    if (userId) {
      await channels.notify({
        ...common,
        eventKey: `${key}:tenant`,
        recipient: { type: 'specific_user', userId },
        actionUrl: '/tenant-portal',
      });
    }
    await channels.mail?.({ row, days, words });
  }
  return sent;
}
