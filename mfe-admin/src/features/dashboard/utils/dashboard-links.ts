import {
  AUCTION_STAFF_ROLES,
  ESTATE_SCREEN_ROLES,
  PROPERTY_STAFF_ROLES,
  REQUEST_STAFF_ROLES,
  USER_ADMIN_ROLES,
  type Role,
} from '@estate/contracts';

export type DashboardLinkGroup = 'listings' | 'portals' | 'estate' | 'administration';

export interface DashboardLink {
  key: string;
  to: string;
  group: DashboardLinkGroup;
  /** Roles that may open it; absent: any signed-in user. */
  roles?: readonly Role[];
}

/** The dashboard's links out (spec document 1, Dashboard), with the role table of document 2. */
export const dashboardLinks: readonly DashboardLink[] = [
  { key: 'properties', to: '/properties', group: 'listings' },
  { key: 'auctions', to: '/auctions', group: 'listings' },
  { key: 'addProperty', to: '/add-property', group: 'listings' },
  { key: 'addAuction', to: '/add-auction', group: 'listings' },
  { key: 'ownerDashboard', to: '/owner-dashboard', group: 'portals' },
  { key: 'maintenanceRequest', to: '/maintenance-request', group: 'portals' },
  { key: 'notifications', to: '/notifications', group: 'portals' },
  { key: 'estateProperties', to: '/estate/properties', group: 'estate', roles: ESTATE_SCREEN_ROLES.propertiesList },
  { key: 'estateOwners', to: '/estate/owners', group: 'estate', roles: ESTATE_SCREEN_ROLES.owners },
  { key: 'estateTenants', to: '/estate/tenants', group: 'estate', roles: ESTATE_SCREEN_ROLES.tenants },
  { key: 'estateContracts', to: '/estate/contracts', group: 'estate', roles: ESTATE_SCREEN_ROLES.contracts },
  { key: 'estatePayments', to: '/estate/payments', group: 'estate', roles: ESTATE_SCREEN_ROLES.payments },
  { key: 'estateMaintenance', to: '/estate/maintenance', group: 'estate', roles: ESTATE_SCREEN_ROLES.maintenance },
  { key: 'estateReports', to: '/estate/reports', group: 'estate', roles: ESTATE_SCREEN_ROLES.reports },
  {
    key: 'estateNotifications',
    to: '/estate/notifications',
    group: 'estate',
    roles: ESTATE_SCREEN_ROLES.notifications,
  },
  { key: 'adminUsers', to: '/admin/users', group: 'administration', roles: USER_ADMIN_ROLES },
  { key: 'adminRequests', to: '/admin/requests', group: 'administration', roles: REQUEST_STAFF_ROLES },
  { key: 'adminProperties', to: '/admin/properties', group: 'administration', roles: PROPERTY_STAFF_ROLES },
  { key: 'adminAuctions', to: '/admin/auctions', group: 'administration', roles: AUCTION_STAFF_ROLES },
];

export const linkGroups: readonly DashboardLinkGroup[] = ['listings', 'portals', 'estate', 'administration'];

/** The links a role may open. */
export function linksFor(role: string): DashboardLink[] {
  return dashboardLinks.filter((link) => !link.roles || (link.roles as readonly string[]).includes(role));
}
