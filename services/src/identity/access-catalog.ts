import {
  ADMIN_PERMISSION_CHECKLIST,
  ESTATE_SCREEN_ROLES,
  PLATFORM_PERMISSIONS,
  type Role,
  ROLES,
  SYSTEM_ROLE_NAMES_AR,
} from '@estate/contracts';
import { describePermission, type PermissionLabels } from './permission-labels.js';

export type PermissionName = (typeof ADMIN_PERMISSION_CHECKLIST)[number] | (typeof PLATFORM_PERMISSIONS)[number];

export const ALL_PERMISSIONS: readonly PermissionName[] = [...ADMIN_PERMISSION_CHECKLIST, ...PLATFORM_PERMISSIONS];

/** Where a derived label reads badly, the seed says it better. */
const LABEL_OVERRIDES: Partial<Record<PermissionName, Partial<PermissionLabels>>> = {
  portal_owner: { nameAr: 'بوابة المالك', description: 'Owner portal', descriptionAr: 'بوابة المالك' },
  portal_tenant: { nameAr: 'بوابة المستأجر', description: 'Tenant portal', descriptionAr: 'بوابة المستأجر' },
  auctions_bid: {
    description: 'Bid in auctions',
    descriptionAr: 'المزايدة في المزادات',
    nameAr: 'المزايدة في المزادات',
  },
  outbox_read: { description: 'Read the mail outbox' },
  audit_read: { description: 'Read the audit log', descriptionAr: 'قراءة سجل التدقيق', nameAr: 'قراءة سجل التدقيق' },
  estate_notifications_manage: { description: 'Manage estate notifications' },
  estate_ledger_read: {
    description: 'Read the ledger: accounts, journal and trial balance',
    descriptionAr: 'قراءة الدفتر المحاسبي: الحسابات والقيود وميزان المراجعة',
    nameAr: 'قراءة الدفتر المحاسبي',
  },
  estate_ledger_write: {
    description: "Set owners' management agreements and record payouts",
    descriptionAr: 'ضبط اتفاقيات إدارة الملاك وتسجيل المدفوعات لهم',
    nameAr: 'أموال الملاك',
  },
  properties_publish: {
    description: 'Publish, feature and assign listings and change their contact',
    descriptionAr: 'نشر العقارات وتمييزها وإسنادها وتغيير جهة التواصل',
    nameAr: 'نشر العقارات',
  },
};

export function seededPermissionLabels(name: PermissionName): PermissionLabels {
  return { ...describePermission(name), ...LABEL_OVERRIDES[name] };
}

/** Estate permission → the screens of ESTATE_SCREEN_ROLES that need it: granted to every role of those screens. */
const ESTATE_GRANTS: Record<string, readonly (keyof typeof ESTATE_SCREEN_ROLES)[]> = {
  estate_properties_read: ['propertyView', 'unitView'],
  estate_properties_write: ['propertiesList', 'propertyEdit', 'unitEdit'],
  estate_owners_read: ['owners'],
  estate_tenants_read: ['tenants'],
  estate_contracts_read: ['contracts'],
  estate_contracts_write: ['contractEdit'],
  estate_payments_read: ['payments'],
  estate_payments_write: ['payments'],
  estate_reports_read: ['reports'],
  estate_maintenance_read: ['maintenance'],
  estate_maintenance_write: ['maintenance'],
  estate_notifications_manage: ['notifications'],
  estate_ledger_read: ['ledger'],
  estate_ledger_write: ['ledger'],
};

/** Everyone signed in may bid and see their own portal pages. */
const EVERY_ROLE: readonly PermissionName[] = ['auctions_bid'];

const OTHER_GRANTS: Record<Role, readonly PermissionName[]> = {
  admin: ALL_PERMISSIONS,
  manager: [
    'users_read',
    'properties_read',
    'properties_write',
    'properties_delete',
    'properties_publish',
    'auctions_read',
    'auctions_write',
    'auctions_manage',
    'reports_read',
    'reports_generate',
    'settings_read',
  ],
  agent: ['properties_read', 'properties_write', 'auctions_read'],
  owner: ['portal_owner'],
  tenant: ['portal_tenant'],
  user: [],
  property_manager: ['properties_read', 'reports_read'],
  accountant: ['reports_read', 'reports_generate'],
  maintenance: [],
};

/** The permissions each system role is seeded with, following the role tables of both spec documents. */
export function seededGrants(role: Role): PermissionName[] {
  const grants = new Set<PermissionName>([...EVERY_ROLE, ...OTHER_GRANTS[role]]);
  for (const [permission, screens] of Object.entries(ESTATE_GRANTS)) {
    if (screens.some((screen) => (ESTATE_SCREEN_ROLES[screen] as readonly Role[]).includes(role))) {
      grants.add(permission as PermissionName);
    }
  }
  return ALL_PERMISSIONS.filter((permission) => grants.has(permission));
}

export const SYSTEM_ROLE_DESCRIPTIONS: Record<Role, [string, string]> = {
  admin: ['Full access to the platform and its administration', 'صلاحيات كاملة على المنصة وإدارتها'],
  manager: ['Manages listings, auctions and reports', 'يدير العقارات المعروضة والمزادات والتقارير'],
  agent: ['Real-estate agent: lists and markets properties', 'وسيط عقاري: يضيف العقارات ويسوقها'],
  owner: ['Property owner: sees their properties, contracts and income', 'مالك عقار: يطلع على عقاراته وعقوده ودخله'],
  tenant: ['Tenant: sees their contract, invoices and requests', 'مستأجر: يطلع على عقده وفواتيره وطلباته'],
  user: ['Registered visitor: favorites, inquiries and bids', 'زائر مسجل: المفضلة والاستفسارات والمزايدة'],
  property_manager: [
    'Runs the estate back office: properties, units, contracts, maintenance',
    'يدير الأملاك: العقارات والوحدات والعقود والصيانة',
  ],
  accountant: ['Contracts, payments, invoices and financial reports', 'العقود والمدفوعات والفواتير والتقارير المالية'],
  maintenance: ['Handles maintenance tickets', 'يتابع طلبات الصيانة وينفذها'],
};

export const SYSTEM_ROLES = ROLES.map((name) => ({
  name,
  nameAr: SYSTEM_ROLE_NAMES_AR[name],
  description: SYSTEM_ROLE_DESCRIPTIONS[name][0],
  descriptionAr: SYSTEM_ROLE_DESCRIPTIONS[name][1],
  permissions: seededGrants(name),
}));
