import type { Role } from './roles.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** POST /api/auth/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/auth/register: the account is created, then the visitor signs in at /login. */
export interface RegisterRequest {
  name: string;
  email: string;
  /** A Saudi mobile number as typed (see `normalizePhone`); stored as E.164. */
  phone?: string;
  password: string;
  role: 'user' | 'agent';
}

/** POST /api/auth/forgot-password: always answered the same way. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/auth/reset-password: the token from the emailed link, single use, valid one hour. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** A user as /api/users answers it. A password never appears in a response. */
export interface UserDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role | string;
  department: string | null;
  employeeId: string | null;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
}

/** Where a request for an agent account stands. */
export const AGENT_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type AgentRequestStatus = (typeof AGENT_REQUEST_STATUSES)[number];

/**
 * POST /api/auth/register answers 202 with this whether or not the email already has an account (so it tells no one
 * which emails do): what was asked. A new account is made (and an agent request recorded when asked for); for an
 * existing account nothing is made and its owner is mailed that someone tried to register with their address.
 */
export interface RegisterResponse {
  agentRequested: boolean;
}

/** One request for an agent account, as GET /api/admin/agent-requests lists it. */
export interface AgentRequestDto {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  userPhone: string | null;
  status: AgentRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedByName: string | null;
}

/** GET /api/admin/agent-requests?status&page&limit */
export interface AgentRequestPage {
  items: AgentRequestDto[];
  total: number;
}

/** POST /api/admin/agent-requests/{id}/decision */
export interface AgentRequestDecision {
  decision: 'approved' | 'refused';
}

/** POST /api/users; PATCH /api/users/{id} takes the same fields, all optional, password optional. */
export interface CreateUserRequest {
  name: string;
  email: string;
  /** A Saudi mobile number as typed (see `normalizePhone`); stored as E.164. Blank removes it. */
  phone?: string;
  role: string;
  department?: string;
  employeeId?: string;
  password: string;
}

export type UpdateUserRequest = Partial<CreateUserRequest>;

/** PATCH /api/users/{id}/status */
export interface UserStatusRequest {
  isActive: boolean;
}

export interface RoleDto {
  id: string;
  name: string;
  nameAr: string;
  description: string | null;
  descriptionAr: string | null;
  /** Permission names. */
  permissions: string[];
  isSystem: boolean;
}

export interface RoleRequest {
  name: string;
  nameAr: string;
  description?: string;
  descriptionAr?: string;
  permissions?: string[];
}

export interface PermissionDto {
  id: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  categoryAr: string;
}

export interface PermissionRequest {
  name: string;
  nameAr?: string;
  description?: string;
  descriptionAr?: string;
  category?: string;
  categoryAr?: string;
}

export interface AuditLogDto {
  id: string;
  userId: string | null;
  userName: string;
  action: string;
  description: string;
  targetType: string | null;
  targetId: string | null;
  createdAt: string;
}

/** GET /api/audit-logs?page&limit&userId&action */
export interface AuditLogPage {
  items: AuditLogDto[];
  total: number;
  page: number;
  limit: number;
}

/** The 13 permissions of the administration checklist, in its order. */
export const ADMIN_PERMISSION_CHECKLIST = [
  'users_read',
  'users_write',
  'users_delete',
  'properties_read',
  'properties_write',
  'properties_delete',
  'auctions_read',
  'auctions_write',
  'auctions_manage',
  'reports_read',
  'reports_generate',
  'settings_read',
  'settings_write',
] as const;

/** Error codes of the identity module (besides the common ones). */
export const IDENTITY_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountInactive: 'ACCOUNT_INACTIVE',
  emailTaken: 'EMAIL_TAKEN',
  systemRole: 'SYSTEM_ROLE',
  invalidResetToken: 'INVALID_RESET_TOKEN',
  /** The agent request was already decided, or its user is no longer a plain user. */
  agentRequestDecided: 'AGENT_REQUEST_DECIDED',
  csrf: 'CSRF_REJECTED',
} as const;

/** Staff roles allowed to open each back-office screen (spec document 2, section 6). */
export const ESTATE_SCREEN_ROLES = {
  propertiesList: ['admin', 'property_manager'],
  propertyEdit: ['admin', 'property_manager'],
  propertyView: ['admin', 'property_manager', 'accountant'],
  unitView: ['admin', 'property_manager', 'accountant'],
  unitEdit: ['admin', 'property_manager'],
  owners: ['admin', 'property_manager', 'accountant'],
  tenants: ['admin', 'property_manager', 'accountant'],
  contracts: ['admin', 'property_manager', 'accountant'],
  contractEdit: ['admin', 'property_manager'],
  notifications: ['admin', 'property_manager'],
  payments: ['admin', 'property_manager', 'accountant'],
  reports: ['admin', 'property_manager', 'accountant'],
  maintenance: ['admin', 'property_manager', 'maintenance'],
  ledger: ['admin', 'accountant'],
} as const satisfies Record<string, readonly Role[]>;

/** Who administers users, roles, permissions and the audit log. */
export const USER_ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];

/** Seeded demo accounts, one per role (listed in the README). The login page's demo button fills the admin pair. */
export const DEMO_PASSWORD = 'Demo@2025';
export const DEMO_ADMIN = { email: 'admin@dar-estate.sa', password: DEMO_PASSWORD } as const;
export const demoEmailFor = (role: Role) => `${role.replace('_', '.')}@dar-estate.sa`;
