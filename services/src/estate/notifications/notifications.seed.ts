import { addDays, demoEmailFor, todayInRiyadh } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';
import { writeLeaseReminders } from '../leases/lease-reminders.js';
import { generateNotifications } from './notification-generators.js';
import { writeNotification } from './notification-writer.js';

interface SeedNotification {
  priority: 'urgent' | 'high' | 'medium' | 'low';
  recipientType: 'all_managers' | 'all_users' | 'all_owners' | 'all_tenants';
  title: string;
  titleAr: string;
  message: string;
  messageAr: string;
  actionUrl?: string;
  /** Days from today (Riyadh) to its expiry; none: it never expires. Negative: already expired. */
  expiresInDays?: number;
  /** Read by the demo property manager. */
  readByManager?: boolean;
  /** How many days ago it was written. */
  daysAgo: number;
}

const SYSTEM_NOTIFICATIONS: SeedNotification[] = [
  {
    priority: 'medium',
    recipientType: 'all_users',
    title: 'Scheduled system maintenance on Friday night',
    titleAr: 'صيانة مجدولة للنظام ليلة الجمعة',
    message: 'The back office and the portals will be unavailable from 1 to 3 am while we update the servers.',
    messageAr: 'ستكون لوحة الإدارة والبوابات غير متاحة من الساعة ١ إلى ٣ فجرًا أثناء تحديث الخوادم.',
    expiresInDays: 10,
    daysAgo: 2,
  },
  {
    priority: 'high',
    recipientType: 'all_managers',
    title: 'Review the rents due this month',
    titleAr: 'راجعوا الإيجارات المستحقة هذا الشهر',
    message: 'Please follow up the pending invoices of your properties before the end of the month.',
    messageAr: 'يرجى متابعة الفواتير المعلقة لعقاراتكم قبل نهاية الشهر.',
    actionUrl: '/estate/payments',
    readByManager: true,
    daysAgo: 5,
  },
  {
    priority: 'low',
    recipientType: 'all_tenants',
    title: 'Pay your rent online',
    titleAr: 'ادفع إيجارك إلكترونيًا',
    message: 'You can now see your invoices and their due dates in the tenant portal.',
    messageAr: 'يمكنك الآن الاطلاع على فواتيرك ومواعيد استحقاقها في بوابة المستأجر.',
    actionUrl: '/tenant-portal',
    daysAgo: 7,
  },
  {
    priority: 'low',
    recipientType: 'all_owners',
    title: 'Your monthly statement is ready',
    titleAr: 'كشف حسابك الشهري جاهز',
    message: 'The income and occupancy of your properties for last month can be seen in the owner dashboard.',
    messageAr: 'يمكنك الاطلاع على دخل عقاراتك ونسبة إشغالها للشهر الماضي في لوحة المالك.',
    actionUrl: '/owner-dashboard',
    daysAgo: 3,
  },
  {
    priority: 'medium',
    recipientType: 'all_managers',
    title: 'Fire safety inspection completed',
    titleAr: 'اكتمل فحص السلامة من الحريق',
    message: 'The civil defence inspection of the buildings passed; the certificates are filed.',
    messageAr: 'اجتاز فحص الدفاع المدني للمباني بنجاح، وحُفظت الشهادات.',
    expiresInDays: -3,
    readByManager: true,
    daysAgo: 20,
  },
];

async function seedNotifications(manager: EntityManager): Promise<void> {
  const today = todayInRiyadh();
  const [admin] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [demoEmailFor('admin')])) as {
    id: string;
  }[];
  const [propertyManager] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [
    demoEmailFor('property_manager'),
  ])) as { id: string }[];
  for (const item of SYSTEM_NOTIFICATIONS) {
    const created = new Date(Date.now() - item.daysAgo * 86_400_000);
    const expires =
      item.expiresInDays === undefined ? null : new Date(`${addDays(today, item.expiresInDays)}T23:59:59+03:00`);
    const [{ id }] = (await manager.query(
      `INSERT INTO estate_notifications
         (type, priority, title, title_ar, message, message_ar, action_url, expires_at, recipient_type, created_by,
          created_at, updated_at)
       VALUES ('system_notification', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [
        item.priority,
        item.title,
        item.titleAr,
        item.message,
        item.messageAr,
        item.actionUrl ?? null,
        expires,
        item.recipientType,
        admin?.id ?? null,
        created,
      ],
    )) as [{ id: string }];
    if (item.readByManager && propertyManager) {
      await manager.query(
        `INSERT INTO estate_notification_states (notification_id, user_id, read_at) VALUES ($1, $2, now())`,
        [id, propertyManager.id],
      );
    }
  }

  // The server's own: the reminders of the seeded contracts' ends due today, to the managers' and tenants' centres as
  // the lease job writes them (no mail: a fresh install mails nobody about its sample data), and overdue invoices.
  await writeLeaseReminders(manager, today, { notify: (event) => writeNotification(manager, event) });
  await generateNotifications(manager, today);
  // The demo property manager has read the two oldest overdue ones.
  if (propertyManager) {
    await manager.query(
      `INSERT INTO estate_notification_states (notification_id, user_id, read_at)
       SELECT id, $1, now() FROM estate_notifications
        WHERE type = 'payment_overdue' AND recipient_type = 'all_managers'
        ORDER BY created_at, id LIMIT 2
       ON CONFLICT DO NOTHING`,
      [propertyManager.id],
    );
  }
}

/** Seed data of estate notifications, after the portfolio's (and the payments' and maintenance's). */
export const notificationsSeedSteps: readonly SeedStep[] = [{ name: 'estate-notifications', run: seedNotifications }];
