import type { EntityManager } from 'typeorm';

/** The kinds of notification the estate back office knows (spec document 2, section 9, plus the ticket events). */
export const NOTIFICATION_EVENT_TYPES = [
  'contract_expiry',
  'payment_overdue',
  'payment_reminder',
  'maintenance_urgent',
  'maintenance_assigned',
  'maintenance_status',
  'system_notification',
] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/** Who a notification is for: one account, or a group resolved when each person reads their list. */
export type NotificationRecipient =
  | { type: 'specific_user'; userId: string }
  | { type: 'all_managers' | 'all_users' | 'all_owners' | 'all_tenants' | 'maintenance_staff' };

/** One event the server tells people about. */
export interface NotificationEvent {
  /**
   * Unique per event (e.g. `invoice-overdue:<invoiceId>`, `ticket-assigned:<ticketId>:<userId>`): the same key
   * written twice, by two API processes or two runs, makes one notification.
   */
  eventKey: string;
  type: NotificationEventType;
  priority: 'urgent' | 'high' | 'medium' | 'low';
  recipient: NotificationRecipient;
  title: string;
  titleAr: string;
  message: string;
  messageAr: string;
  relatedEntityType?: 'contract' | 'invoice' | 'payment' | 'ticket' | 'property' | 'unit';
  relatedEntityId?: string;
  /** A path inside the site, e.g. `/estate/contracts/<id>`. */
  actionUrl?: string;
  expiresAt?: Date;
}

/**
 * Writes server-generated notifications and says whether an account takes mail of a kind. Implemented by
 * NotificationsService (NotificationsModule exports it under this token); other estate modules depend only on this
 * contract.
 */
export abstract class Notifier {
  /** Writes the notification in `manager`'s transaction; false when its eventKey was already written. */
  abstract notify(manager: EntityManager, event: NotificationEvent): Promise<boolean>;

  /**
   * Whether a mail about a notification of `type` may go to the account `userId`: false when they switched mail off
   * for that kind in their notification settings (a sender with no linked account mails as before).
   */
  abstract mails(manager: EntityManager, userId: string, type: NotificationEventType): Promise<boolean>;
}
