import type { Role } from './roles.js';

/** Name of the httpOnly session cookie. The token itself never appears in a response body. */
export const SESSION_COOKIE = 'estate_session';

/**
 * Failed sign-ins allowed for one account from one client address within LOGIN_THROTTLE_WINDOW_SECONDS; more
 * are refused (429) for that account from that address only.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 60;
/** Failed sign-ins with emails that have no account, allowed from one address within the same window. */
export const LOGIN_MAX_UNKNOWN_ACCOUNT_FAILURES = 20;
/**
 * Failures against one account from any address within LOGIN_SLOWDOWN_WINDOW_SECONDS: past
 * LOGIN_MAX_FAILURES, every sign-in to it waits LOGIN_SLOWDOWN_BASE_MS, doubling with each failure, at most
 * LOGIN_SLOWDOWN_MAX_MS. The rightful user is slowed, never refused.
 */
export const LOGIN_SLOWDOWN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_SLOWDOWN_BASE_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 8_000;

/** Accounts one client address may register per hour. */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 5;
/** Reset mails: per client address per hour (429 beyond), and per account per hour (no more mail beyond). */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10;
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;

/** A password reset link is valid this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Permissions the estate back office, the portals and auctions check, besides ADMIN_PERMISSION_CHECKLIST. */
export const PLATFORM_PERMISSIONS = [
  'estate_properties_read',
  'estate_properties_write',
  'estate_owners_read',
  'estate_tenants_read',
  'estate_contracts_read',
  'estate_contracts_write',
  'estate_payments_read',
  'estate_payments_write',
  'estate_reports_read',
  'estate_maintenance_read',
  'estate_maintenance_write',
  'estate_notifications_manage',
  'estate_ledger_read',
  'estate_ledger_write',
  'portal_owner',
  'portal_tenant',
  'auctions_bid',
  'outbox_read',
  'audit_read',
  'properties_publish',
] as const;

/** Roles seeded as system roles (they cannot be deleted), with their Arabic names. */
export const SYSTEM_ROLE_NAMES_AR: Record<Role, string> = {
  admin: 'مدير النظام',
  manager: 'مدير',
  agent: 'وسيط عقاري',
  owner: 'مالك',
  tenant: 'مستأجر',
  user: 'مستخدم',
  property_manager: 'مدير عقارات',
  accountant: 'محاسب',
  maintenance: 'فني صيانة',
};

/** Actions written to the audit log. */
export const AUDIT_ACTIONS = {
  login: 'auth.login',
  loginFailed: 'auth.login_failed',
  logout: 'auth.logout',
  register: 'auth.register',
  agentRequestDecide: 'agent_request.decide',
  passwordResetRequested: 'auth.password_reset_requested',
  passwordReset: 'auth.password_reset',
  userCreate: 'user.create',
  userUpdate: 'user.update',
  userStatus: 'user.status',
  userDelete: 'user.delete',
  roleCreate: 'role.create',
  roleUpdate: 'role.update',
  roleDelete: 'role.delete',
  permissionCreate: 'permission.create',
  permissionUpdate: 'permission.update',
  permissionDelete: 'permission.delete',
  inquiryCreate: 'inquiry.create',
  inquiryStatus: 'inquiry.status',
  contactMessageCreate: 'contact_message.create',
  contactMessageStatus: 'contact_message.status',
  serviceRequestCreate: 'service_request.create',
  serviceRequestStatus: 'service_request.status',
  propertyCreate: 'property.create',
  propertyUpdate: 'property.update',
  propertyDelete: 'property.delete',
  auctionCreate: 'auction.create',
  auctionUpdate: 'auction.update',
  auctionCancel: 'auction.cancel',
  auctionReview: 'auction.review',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** GET /api/users query. */
export interface UserListQuery {
  search?: string;
  role?: string;
  status?: 'active' | 'inactive';
}

/** POST /api/auth/forgot-password and /api/auth/reset-password answer with a message only. */
export interface MessageResponse {
  message: string;
}

/** One message of the mail outbox, as GET /api/admin/outbox answers it. */
export interface OutboxMessageDto {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** GET /api/admin/outbox?page&limit */
export interface OutboxPage {
  items: OutboxMessageDto[];
  total: number;
  page: number;
  limit: number;
}
