/* Estate notifications: what /api/estate/notifications (staff) and /api/me/notifications (everyone) answer and take. */
import { ESTATE_PERMISSIONS, type EstateList, type EstateListQuery } from './estate.js';
import { MAINTENANCE_PERMISSIONS } from './estate-maintenance.js';
import { PAYMENT_PERMISSIONS } from './estate-payments.js';

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

/**
 * The permission a notification of each type needs to reach a reader through a group (all_managers...): the read
 * permission of the screen it is about and links to, so a group never carries to a member what that member's
 * screens would refuse (a manager without estate rights gets no overdue invoices). One addressed to one account
 * reaches it whatever its type (a tenant's own contract). A Record so a new type must be placed here to compile.
 */
export const NOTIFICATION_TYPE_PERMISSIONS: Record<NotificationType, string | null> = {
  contract_expiry: ESTATE_PERMISSIONS.contractsRead,
  payment_overdue: PAYMENT_PERMISSIONS.read,
  payment_reminder: PAYMENT_PERMISSIONS.read,
  maintenance_urgent: MAINTENANCE_PERMISSIONS.read,
  maintenance_assigned: MAINTENANCE_PERMISSIONS.read,
  maintenance_status: MAINTENANCE_PERMISSIONS.read,
  system_notification: null,
};

/** The types that reach a reader holding `permissions` through their groups. */
export function groupNotificationTypesFor(permissions: readonly string[]): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => {
    const permission = NOTIFICATION_TYPE_PERMISSIONS[type];
    return permission === null || permissions.includes(permission);
  });
}

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

/**
 * The notification centre's (/notifications) groups of types: each type belongs to one group or none (system
 * announcements show under "all" and "unread" only). A Record so a new type must be placed here to compile.
 */
export const NOTIFICATION_CATEGORIES = ['property', 'maintenance', 'payments'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

const CATEGORY_OF_TYPE: Record<NotificationType, NotificationCategory | null> = {
  contract_expiry: 'property',
  payment_overdue: 'payments',
  payment_reminder: 'payments',
  maintenance_urgent: 'maintenance',
  maintenance_assigned: 'maintenance',
  maintenance_status: 'maintenance',
  system_notification: null,
};

/** The centre's group of a notification type (null: none, shown under "all" only). */
export function notificationCategoryOf(type: NotificationType): NotificationCategory | null {
  return CATEGORY_OF_TYPE[type];
}

/** The types of one group, in NOTIFICATION_TYPES order. */
export function notificationTypesOf(category: NotificationCategory): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => CATEGORY_OF_TYPE[type] === category);
}

/** The reader's own list: all, or only those they have not read. */
export const MY_NOTIFICATION_TABS = ['all', 'unread'] as const;
export type MyNotificationTab = (typeof MY_NOTIFICATION_TABS)[number];

/** GET /api/me/notifications: a page, optionally of one group and/or only the unread. */
export interface MyNotificationsQuery {
  page?: number;
  limit?: number;
  tab?: MyNotificationTab;
  category?: NotificationCategory;
}

/** /api/me/notifications: one page of the caller's own, and their unread count. */
export interface MyNotifications extends EstateList<EstateNotificationItem> {
  /** All of the caller's unread (whatever the page's tab and group): what the bell shows. */
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
  settings: '/api/me/notification-settings',
} as const;

/** The two ways a kind of notification reaches an account: its notification centre (and the bell), and mail. */
export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
}

/**
 * GET and PUT /api/me/notification-settings: the signed-in account's switches for every kind. A kind never saved
 * has both on. A Record so a new type must be placed here to compile.
 */
export type NotificationSettings = Record<NotificationType, NotificationChannels>;

/** PUT /api/me/notification-settings: only the kinds and switches given change; the answer is every kind. */
export type NotificationSettingsInput = Partial<Record<NotificationType, Partial<NotificationChannels>>>;

export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = { inApp: true, email: true };

/**
 * Kinds that always reach the centre: staff announcements (a water cut, an office move) are how staff reach every
 * account of a group; switching one off in-app is refused.
 */
export const ALWAYS_IN_APP_NOTIFICATION_TYPES = ['system_notification'] as const satisfies readonly NotificationType[];

/**
 * Kinds also sent by mail: a payment reminder goes to the tenant's address. The other kinds reach the centre only,
 * so their mail switch is kept but sends nothing.
 */
export const MAILED_NOTIFICATION_TYPES = ['payment_reminder'] as const satisfies readonly NotificationType[];

export const isAlwaysInApp = (type: NotificationType): boolean =>
  (ALWAYS_IN_APP_NOTIFICATION_TYPES as readonly NotificationType[]).includes(type);

export const isMailedNotificationType = (type: NotificationType): boolean =>
  (MAILED_NOTIFICATION_TYPES as readonly NotificationType[]).includes(type);
