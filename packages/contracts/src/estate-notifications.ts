/* Estate notifications: what /api/estate/notifications (staff) and /api/me/notifications (everyone) answer and take. */
import type { EstateList, EstateListQuery } from './estate.js';

export const NOTIFICATION_TYPES = [
  'contract_expiry',
  'payment_overdue',
  'payment_reminder',
  'maintenance_urgent',
  'maintenance_assigned',
  'maintenance_status',
  'system_notification',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Who a notification is for: one account, or a group resolved from the reader's role when they read. */
export const NOTIFICATION_RECIPIENT_TYPES = [
  'specific_user',
  'all_managers',
  'all_users',
  'all_owners',
  'all_tenants',
  'maintenance_staff',
] as const;
export type NotificationRecipientType = (typeof NOTIFICATION_RECIPIENT_TYPES)[number];

/** The groups staff may address (maintenance_staff is for the server's ticket events). */
export const STAFF_NOTIFICATION_RECIPIENT_TYPES = [
  'specific_user',
  'all_managers',
  'all_users',
  'all_owners',
  'all_tenants',
] as const satisfies readonly NotificationRecipientType[];

/** The roles each group reaches (all_users: every signed-in account). */
export const NOTIFICATION_GROUP_ROLES: Record<
  'all_managers' | 'all_owners' | 'all_tenants' | 'maintenance_staff',
  readonly string[]
> = {
  all_managers: ['admin', 'manager', 'property_manager'],
  all_owners: ['owner'],
  all_tenants: ['tenant'],
  maintenance_staff: ['maintenance'],
};

/** The groups a reader of `role` belongs to (always all_users). */
export function notificationGroupsOf(role: string): NotificationRecipientType[] {
  const groups: NotificationRecipientType[] = ['all_users'];
  for (const [group, roles] of Object.entries(NOTIFICATION_GROUP_ROLES)) {
    if (roles.includes(role)) groups.push(group as NotificationRecipientType);
  }
  return groups;
}

/** One notification as its reader (or staff) sees it; `read` is the caller's own state. */
export interface EstateNotificationItem {
  id: string;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  titleAr: string;
  message: string;
  messageAr: string;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  actionUrl: string | null;
  expiresAt: string | null;
  expired: boolean;
  recipientType: NotificationRecipientType;
  recipientUserId: string | null;
  /** The addressed account's name (specific_user). */
  recipientUserName: string | null;
  /** Server events carry their key; staff notifications have none. */
  eventKey: string | null;
  read: boolean;
  readAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export const NOTIFICATION_TABS = ['all', 'unread', 'read', 'expired'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** Staff list: search in the current language's title and message, filters and tabs. */
export interface NotificationListQuery extends EstateListQuery<'createdAt' | 'priority' | 'expiresAt'> {
  lang?: 'ar' | 'en';
  type?: NotificationType;
  priority?: NotificationPriority;
  tab?: NotificationTab;
}

export interface NotificationSummary {
  total: number;
  /** Not read by the caller (and not expired). */
  unread: number;
  /** Priority urgent or high, not expired. */
  urgent: number;
  expired: number;
}

export type NotificationList = EstateList<EstateNotificationItem>;

/** What staff write (create and edit); maintenance_staff and server types are not theirs to write. */
export interface NotificationInput {
  title: string;
  titleAr: string;
  message: string;
  messageAr: string;
  priority: NotificationPriority;
  recipientType: (typeof STAFF_NOTIFICATION_RECIPIENT_TYPES)[number];
  /** With specific_user. */
  recipientUserId?: string | null;
  expiresAt?: string | null;
  /** A path inside the site, starting with one `/`. */
  actionUrl?: string | null;
}

/** /api/me/notifications: one page of the caller's own, and their unread count. */
export interface MyNotifications extends EstateList<EstateNotificationItem> {
  unread: number;
}

export interface UnreadNotificationCount {
  unread: number;
}

export interface MarkAllReadResult {
  marked: number;
}

/** A path inside the site: one leading slash, no scheme, no `//` host, no backslash. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500;
}

export const NOTIFICATION_ERROR_CODES = {
  /** No such notification, or not one addressed to the caller (the same answer, so ids tell nothing). */
  notFound: 'NOTIFICATION_NOT_FOUND',
} as const;

export const NOTIFICATION_AUDIT_ACTIONS = {
  create: 'estate_notification.create',
  update: 'estate_notification.update',
  delete: 'estate_notification.delete',
} as const;

/** Staff routes (/api/estate/notifications): admin and property_manager. /api/me/notifications: any account. */
export const NOTIFICATION_PERMISSIONS = { manage: 'estate_notifications_manage' } as const;

/** Where the notifications are served. */
export const NOTIFICATION_API = {
  staff: '/api/estate/notifications',
  mine: '/api/me/notifications',
} as const;
