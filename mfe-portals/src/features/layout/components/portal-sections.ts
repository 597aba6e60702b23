import { PORTAL_SECTION_ROLES, type Role } from '@estate/contracts';

export const portalSections = [
  { key: 'ownerDashboard', to: '/owner-dashboard' },
  { key: 'tenantPortal', to: '/tenant-portal' },
  { key: 'propertyManagement', to: '/property-management' },
  { key: 'maintenanceRequest', to: '/maintenance-request' },
  { key: 'notifications', to: '/notifications' },
] as const;

/**
 * The sections the bar offers: a visitor the public request form and the two portals' doors (they ask to sign in);
 * a signed-in user the portal of their role, the management dashboard for staff who read the estate, the request
 * form and their notifications.
 */
export function portalSectionsFor(role: Role | null | undefined) {
  return portalSections.filter(({ key }) => {
    if (key === 'maintenanceRequest') return true;
    if (!role) return key !== 'notifications' && key !== 'propertyManagement';
    if (key === 'notifications') return true;
    const roles: readonly Role[] = PORTAL_SECTION_ROLES[key];
    return roles.includes(role);
  });
}
