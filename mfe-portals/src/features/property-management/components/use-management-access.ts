import { ESTATE_SCREEN_ROLES, PORTAL_SECTION_ROLES } from '@estate/contracts';
import { hasRole, useAuth } from '@estate/platform';

/**
 * What the signed-in role may do from the dashboard, by the back office's role table (the server enforces the same):
 * an accountant reads the figures, tenants and finances but neither edits properties nor reads maintenance.
 */
export function useManagementAccess() {
  const { user } = useAuth();
  const role = user?.role;
  return {
    allowed: hasRole(role, PORTAL_SECTION_ROLES.propertyManagement),
    maintenance: hasRole(role, ESTATE_SCREEN_ROLES.maintenance),
    editProperties: hasRole(role, ESTATE_SCREEN_ROLES.propertyEdit),
    viewProperty: hasRole(role, ESTATE_SCREEN_ROLES.propertyView),
    viewUnit: hasRole(role, ESTATE_SCREEN_ROLES.unitView),
    tenants: hasRole(role, ESTATE_SCREEN_ROLES.tenants),
    reports: hasRole(role, ESTATE_SCREEN_ROLES.reports),
  };
}

export type ManagementAccess = ReturnType<typeof useManagementAccess>;
