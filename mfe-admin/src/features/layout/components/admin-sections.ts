import {
  AUCTION_STAFF_ROLES,
  PROPERTY_STAFF_ROLES,
  REQUEST_STAFF_ROLES,
  USER_ADMIN_ROLES,
  type Role,
} from '@estate/contracts';

interface AdminSection {
  key: string;
  to: string;
  /** Roles that may open it; absent: any signed-in user. */
  roles?: readonly Role[];
}

export const adminSections: readonly AdminSection[] = [
  { key: 'dashboard', to: '/dashboard' },
  { key: 'users', to: '/admin/users', roles: USER_ADMIN_ROLES },
  { key: 'requests', to: '/admin/requests', roles: REQUEST_STAFF_ROLES },
  { key: 'properties', to: '/admin/properties', roles: PROPERTY_STAFF_ROLES },
  { key: 'auctions', to: '/admin/auctions', roles: AUCTION_STAFF_ROLES },
  { key: 'outbox', to: '/admin/outbox', roles: USER_ADMIN_ROLES },
  { key: 'addProperty', to: '/add-property' },
  { key: 'addAuction', to: '/add-auction' },
];
