import { ESTATE_SCREEN_ROLES } from '@estate/contracts';
import { hasRole, useAuth } from '@estate/platform';

/**
 * What the signed-in role may change here (spec document 2, section 6; the server enforces the same): an accountant
 * sees the records without their add, edit, delete and import buttons.
 */
export function useEstateAccess() {
  const { user } = useAuth();
  const role = user?.role;
  return {
    editProperties: hasRole(role, ESTATE_SCREEN_ROLES.propertyEdit),
    editUnits: hasRole(role, ESTATE_SCREEN_ROLES.unitEdit),
    /** Owners and tenants are written with the properties' permission. */
    editPeople: hasRole(role, ESTATE_SCREEN_ROLES.propertyEdit),
    editContracts: hasRole(role, ESTATE_SCREEN_ROLES.contractEdit),
    viewPropertiesList: hasRole(role, ESTATE_SCREEN_ROLES.propertiesList),
  };
}
