import type { AuctionStatus } from './auctions.js';
import { PAYMENT_PERMISSIONS } from './estate-payments.js';
import type { PropertyStatus } from './properties.js';
import type { Role } from './roles.js';
import { ROLES } from './roles.js';

/** The tabs of /dashboard, in their order. */
export const DASHBOARD_TABS = [
  'overview',
  'propertyManagement',
  'websiteManagement',
  'analytics',
  'alerts',
  'financial',
  'profile',
  'notifications',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * Who sees which tab. The server answers each tab's call to these roles only (403 to the others); the screen
 * offers a role only its tabs. An agent gets no revenue: no analytics, no financial. A tab also named in
 * DASHBOARD_TAB_PERMISSIONS takes that permission besides the role.
 */
export const DASHBOARD_TAB_ROLES: Record<DashboardTab, readonly Role[]> = {
  overview: ROLES,
  propertyManagement: ['admin', 'manager', 'agent', 'property_manager'],
  websiteManagement: ['admin', 'manager', 'agent'],
  analytics: ['admin', 'manager', 'property_manager', 'accountant'],
  alerts: ['admin', 'manager', 'property_manager', 'accountant', 'maintenance'],
  financial: ['admin', 'manager', 'accountant'],
  profile: ROLES,
  notifications: ROLES,
};

/**
 * A tab made of one estate screen's figures takes that screen's read permission too: the financial tab is the
 * payments' money, so a role that cannot open /estate/payments (a manager) does not get it by the dashboard.
 */
export const DASHBOARD_TAB_PERMISSIONS: Partial<Record<DashboardTab, string>> = {
  financial: PAYMENT_PERMISSIONS.read,
};

/** The tabs of a user of `role` holding `permissions` (the session's). */
export const dashboardTabsFor = (role: Role, permissions: readonly string[]): DashboardTab[] =>
  DASHBOARD_TABS.filter((tab) => {
    const permission = DASHBOARD_TAB_PERMISSIONS[tab];
    return DASHBOARD_TAB_ROLES[tab].includes(role) && (!permission || permissions.includes(permission));
  });

/** Months the revenue and expense series cover, ending with the current month (Riyadh time). */
export const DASHBOARD_MONTHS = 12;
/** Days the demand figures and view series cover, ending today. */
export const DASHBOARD_DEMAND_DAYS = 30;
/** Contracts ending within this many days are an alert. */
export const DASHBOARD_EXPIRING_DAYS = 30;
/** Items each alert list carries (the count is the full count). */
export const DASHBOARD_ALERT_ITEMS = 10;

/** A count that only some roles get is absent (undefined) for the others. */
export interface DashboardOverview {
  role: Role;
  tabs: DashboardTab[];
  counts: {
    /** Listings by status (an agent: the listings assigned to them). */
    listings?: Partial<Record<PropertyStatus, number>> & { total: number };
    auctions?: Partial<Record<AuctionStatus, number>> & { total: number; pendingReview: number };
    estateProperties?: number;
    units?: number;
    occupiedUnits?: number;
    /** Percent 0–100, rounded. */
    occupancy?: number;
    openTickets?: number;
    /** Inquiries, contact messages and service requests with status new (an agent: inquiries about their listings). */
    unreadRequests?: number;
    /** The caller's own unread notifications. */
    unreadNotifications: number;
    /** The caller's own bids on auctions still running. */
    activeBids: number;
  };
}

/** One estate property on the schematic map: by city and district, occupied or vacant units. */
export interface DashboardMapProperty {
  id: string;
  name: string;
  nameEn?: string | null;
  /** The estate city key (e.g. `riyadh`). */
  city: string;
  district: string | null;
  districtEn: string | null;
  units: number;
  occupiedUnits: number;
  /** All units occupied, some, or none. */
  state: 'occupied' | 'partial' | 'vacant';
}

export interface DashboardPropertyManagement {
  listings: Partial<Record<PropertyStatus, number>> & { total: number };
  /** The most recently updated listings (the caller's own for an agent), at most 8. */
  recentListings: { id: string; title: string; titleEn: string | null; status: PropertyStatus; updatedAt: string }[];
  /** Absent for an agent. */
  estate?: {
    properties: number;
    units: number;
    occupiedUnits: number;
    occupancy: number;
    byStatus: Record<'occupied' | 'partial' | 'vacant', number>;
    map: DashboardMapProperty[];
  };
}

export interface DashboardInboxItem {
  kind: 'inquiry' | 'contactMessage' | 'serviceRequest' | 'listing' | 'auction';
  id: string;
  /** The listing's or auction's title (an inquiry: its listing's, else the sender), a message's subject. */
  title: string;
  titleEn?: string | null;
  createdAt: string;
}

/** The site's inbox: what waits for staff (an agent: only inquiries about their listings). */
export interface DashboardWebsite {
  inquiries: { new: number; inProgress: number; total: number };
  contactMessages?: { new: number; inProgress: number; total: number };
  serviceRequests?: { new: number; inProgress: number; total: number };
  pendingListings?: number;
  pendingAuctions?: number;
  /** Newest first, at most 10. */
  latest: DashboardInboxItem[];
}

export interface DashboardMonth {
  /** `YYYY-MM`. */
  month: string;
  /** Income collected in the month net of VAT, security deposits not counted (the reports' revenue), SAR. */
  revenue: number;
  /** Actual costs of tickets completed in the month, SAR. */
  expenses: number;
  net: number;
}

export interface DashboardDemandArea {
  city: string;
  district: string | null;
  views: number;
  inquiries: number;
  favorites: number;
}

/**
 * Each figure passes the read permission of the screen it comes from: `months` (revenue, expenses, net) needs
 * estate_payments_read, `maintenance` estate_maintenance_read or estate_reports_read; absent otherwise.
 */
export interface DashboardAnalytics {
  months?: DashboardMonth[];
  /** Over the last DASHBOARD_DEMAND_DAYS days, the busiest areas first (by views + inquiries + favorites), at most 12. */
  demand: DashboardDemandArea[];
  /** Listing views per day over the last DASHBOARD_DEMAND_DAYS days (every day present, zero when none). */
  views: { day: string; views: number }[];
  /** Tickets opened and completed per month over DASHBOARD_MONTHS months. */
  maintenance?: { month: string; opened: number; completed: number; cost: number }[];
}

export interface DashboardAlertItem {
  id: string;
  /** Arabic (or the only) title: an invoice's or contract's number with the tenant, a ticket's or auction's title. */
  title: string;
  titleEn?: string | null;
  /** ISO date or timestamp the alert is about (due date, end date, opened at). */
  date: string;
  amount?: number;
  link: string;
}

/**
 * Each group only for those who may open the screen it links to (absent otherwise): overdue invoices with
 * estate_payments_read, expiring contracts with estate_contracts_read, urgent tickets with estate_maintenance_read;
 * auctions ending today (public pages) for every role of the tab.
 */
export interface DashboardAlerts {
  overdueInvoices?: { count: number; amount: number; items: DashboardAlertItem[] };
  expiringContracts?: { count: number; items: DashboardAlertItem[] };
  /** Urgent tickets still open past their SLA. */
  urgentTickets?: { count: number; items: DashboardAlertItem[] };
  auctionsEndingToday: { count: number; items: DashboardAlertItem[] };
}

export interface DashboardFinancialPeriod {
  revenue: number;
  expenses: number;
  net: number;
  /** Amount invoiced and due in the period. */
  invoiced: number;
  /** Of it, collected: percent 0–100 with one decimal, null when nothing was due. */
  collectionRate: number | null;
}

export interface DashboardFinancial {
  month: DashboardFinancialPeriod;
  year: DashboardFinancialPeriod;
  /** Unpaid past due, today: what is left on them plus their late fee (as the reports and the payments card). */
  overdue: { count: number; amount: number };
  months: DashboardMonth[];
}

/** PATCH /api/me/profile. Phone follows the shared phone rule (Saudi mobile). */
export interface ProfileInput {
  name: string;
  phone?: string | null;
}

/** POST /api/me/password: ends every other session of the account. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface ActiveSession {
  id: string;
  /** A short description of the browser and system read from the user agent, e.g. "Chrome on Android". */
  device: string;
  /** The browser's name alone (Chrome, Edge, Firefox, Safari, Samsung Internet, Opera), null when not recognised. */
  browser: string | null;
  /** The system's name alone (Windows, macOS, iOS, Android, Linux, ChromeOS), null when not recognised. */
  system: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const PROFILE_ERROR_CODES = {
  /** The current password given is wrong. */
  wrongPassword: 'WRONG_PASSWORD',
  /** The session to end is the caller's current one (sign out instead). */
  currentSession: 'CURRENT_SESSION',
} as const;

/** GET /api/admin/outbox?status: queued (not yet sent, no error), sent, failed. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/audit-logs filters (besides page, limit). */
export interface AuditLogQuery {
  userId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO dates, inclusive (Riyadh days). */
  from?: string;
  to?: string;
  search?: string;
}

/**
 * Routes:
 *   GET    /api/dashboard                         → DashboardOverview (any signed-in user)
 *   GET    /api/dashboard/property-management     → DashboardPropertyManagement
 *   GET    /api/dashboard/website                 → DashboardWebsite
 *   GET    /api/dashboard/analytics               → DashboardAnalytics
 *   GET    /api/dashboard/alerts                  → DashboardAlerts
 *   GET    /api/dashboard/financial               → DashboardFinancial
 *          (each to DASHBOARD_TAB_ROLES of its tab, 403 to others)
 *   PATCH  /api/me/profile                        ProfileInput → SessionUser (the /api/auth/me shape)
 *   POST   /api/me/password                       ChangePasswordInput → 204 (other sessions ended)
 *   GET    /api/me/sessions                       → ActiveSession[]
 *   DELETE /api/me/sessions/{id}                  → 204 (404 when not the caller's)
 *   GET    /api/admin/outbox                      ?status&search&page&limit → OutboxPage (admins)
 *   POST   /api/admin/outbox/{id}/resend          → OutboxMessageDto (admins; a failed or queued message)
 *   GET    /api/audit-logs                        AuditLogQuery & page → AuditLogPage (admins)
 */
export const DASHBOARD_API = {
  dashboard: '/api/dashboard',
  profile: '/api/me/profile',
  password: '/api/me/password',
  sessions: '/api/me/sessions',
  outbox: '/api/admin/outbox',
  auditLogs: '/api/audit-logs',
} as const;

/** A profile's name, trimmed: PROFILE_NAME_MIN_LENGTH to PROFILE_NAME_MAX_LENGTH characters. */
export const PROFILE_NAME_MIN_LENGTH = 2;
export const PROFILE_NAME_MAX_LENGTH = 100;

/** Audit actions of one's own profile, password and sessions (target: the user). */
export const PROFILE_AUDIT_ACTIONS = {
  profileUpdate: 'profile.update',
  passwordChange: 'auth.password_change',
  /** A password change refused for a wrong current password (counted like a failed sign-in). */
  passwordChangeFailed: 'auth.password_change_failed',
  sessionEnd: 'auth.session_end',
} as const;

/** Audit actions of the mail outbox (target type `mail_message`). */
export const OUTBOX_AUDIT_ACTIONS = {
  resend: 'mail.resend',
} as const;

export const OUTBOX_ERROR_CODES = {
  /** The message was already delivered: nothing to resend. */
  alreadySent: 'MAIL_ALREADY_SENT',
} as const;

/** The status of an outbox message from what the transport did with it (GET /api/admin/outbox?status). */
export function outboxStatusOf(message: { sentAt: string | null; error: string | null }): OutboxStatus {
  if (message.sentAt) return 'sent';
  return message.error ? 'failed' : 'queued';
}
