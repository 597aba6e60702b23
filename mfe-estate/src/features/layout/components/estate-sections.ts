import { ESTATE_SCREEN_ROLES, type Role } from '@estate/contracts';

/** Every back-office section, in the order of the side navigation. */
export const estateSections = [
  'properties',
  'owners',
  'tenants',
  'contracts',
  'payments',
  'maintenance',
  'reports',
  'ledger',
  'einvoices',
  'lease-rules',
  'notifications',
] as const;

export type EstateSection = (typeof estateSections)[number];

/** Who may open each section's first screen (spec document 2, section 6). */
export const sectionRoles: Record<EstateSection, readonly Role[]> = {
  properties: ESTATE_SCREEN_ROLES.propertiesList,
  owners: ESTATE_SCREEN_ROLES.owners,
  tenants: ESTATE_SCREEN_ROLES.tenants,
  contracts: ESTATE_SCREEN_ROLES.contracts,
  payments: ESTATE_SCREEN_ROLES.payments,
  maintenance: ESTATE_SCREEN_ROLES.maintenance,
  reports: ESTATE_SCREEN_ROLES.reports,
  ledger: ESTATE_SCREEN_ROLES.ledger,
  einvoices: ESTATE_SCREEN_ROLES.ledger,
  'lease-rules': ESTATE_SCREEN_ROLES.contracts,
  notifications: ESTATE_SCREEN_ROLES.notifications,
};

/** The sections a role may open, in navigation order. */
export const sectionsFor = (role: Role | null | undefined): EstateSection[] =>
  role ? estateSections.filter((section) => sectionRoles[section].includes(role)) : [];
