import { ESTATE_SCREEN_ROLES } from '@estate/contracts';
import { hasRole, useAuth } from '@estate/platform';

/** Whether the signed-in role reads and writes owners' money (admin, accountant; the server enforces the same). */
export function useOwnerMoneyAccess(): boolean {
  const { user } = useAuth();
  return hasRole(user?.role, ESTATE_SCREEN_ROLES.ledger);
}
