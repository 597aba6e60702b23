import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AUCTION_STAFF_ROLES, PROPERTY_STAFF_ROLES, REQUEST_STAFF_ROLES, type Role } from '@estate/contracts';
import { lazyScreen, preloaderFor, registerNamespace, USER_ADMIN_AREA_ROLES } from '@estate/platform';
import { NotFoundPage, OnDemandScreen, RequireAuth, RequireRole } from '@estate/platform/ui';
import ar from './locales/ar/admin.json';
import en from './locales/en/admin.json';
import arRequests from './locales/ar/requests.json';
import enRequests from './locales/en/requests.json';
import arListings from './locales/ar/listings.json';
import enListings from './locales/en/listings.json';
import arAuctions from './locales/ar/auctions.json';
import enAuctions from './locales/en/auctions.json';
import arDashboard from './locales/ar/dashboard.json';
import enDashboard from './locales/en/dashboard.json';
import arOutbox from './locales/ar/outbox.json';
import enOutbox from './locales/en/outbox.json';
import arDashboardTabs from './locales/ar/dashboard-tabs.json';
import enDashboardTabs from './locales/en/dashboard-tabs.json';
import { AdminLayout } from './features/layout/components/AdminLayout.js';
// The dashboard's welcome comes with the area: it is where staff land, and its tabs load on their own.
import { DashboardPage } from './features/dashboard/components/DashboardPage.js';

// Every other screen loads with its own weight (tables and forms only where they are used).
const userManagement = () => import('./features/user-management/components/UserManagementPage.js');
const requests = () => import('./features/requests/components/RequestsPage.js');
const listings = () => import('./features/listings/components/ListingsPage.js');
const addProperty = () => import('./features/listings/components/AddPropertyPage.js');
const addAuction = () => import('./features/auctions/components/AddAuctionPage.js');
const adminAuctions = () => import('./features/auctions/components/AdminAuctionsPage.js');
const outbox = () => import('./features/outbox/components/OutboxPage.js');

const ListingsPage = lazyScreen(listings, 'ListingsPage');
const AdminAuctionsPage = lazyScreen(adminAuctions, 'AdminAuctionsPage');

/** Every screen of the area, with the roles that may open it (any signed-in user when none are given). */
const screens: { path: string; roles?: readonly Role[]; Page: ComponentType }[] = [
  { path: 'dashboard', Page: DashboardPage },
  {
    path: 'admin/users',
    roles: USER_ADMIN_AREA_ROLES,
    Page: lazyScreen(userManagement, 'UserManagementPage'),
  },
  { path: 'admin/requests', roles: REQUEST_STAFF_ROLES, Page: lazyScreen(requests, 'RequestsPage') },
  { path: 'admin/properties', roles: PROPERTY_STAFF_ROLES, Page: ListingsPage },
  { path: 'manage-properties', roles: PROPERTY_STAFF_ROLES, Page: ListingsPage },
  { path: 'add-property', Page: lazyScreen(addProperty, 'AddPropertyPage') },
  { path: 'admin/auctions', roles: AUCTION_STAFF_ROLES, Page: AdminAuctionsPage },
  { path: 'manage-auctions', roles: AUCTION_STAFF_ROLES, Page: AdminAuctionsPage },
  { path: 'add-auction', Page: lazyScreen(addAuction, 'AddAuctionPage') },
  { path: 'admin/outbox', roles: USER_ADMIN_AREA_ROLES, Page: lazyScreen(outbox, 'OutboxPage') },
];

/** Loads the code of the screen at this path before the shell's first render (see preloaderFor). */
export const preloadFor = preloaderFor(screens);

// One namespace; each feature keeps its strings in its own file (top-level key = feature).
registerNamespace('admin', {
  ar: { ...ar, ...arRequests, ...arListings, ...arAuctions, ...arDashboard, ...arDashboardTabs, ...arOutbox },
  en: { ...en, ...enRequests, ...enListings, ...enAuctions, ...enDashboard, ...enDashboardTabs, ...enOutbox },
});

/** Dashboard and administration screens: every one needs sign-in (signed out → /login?next= and back). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        }
      >
        {screens.map(({ path, roles, Page }) => {
          const page = <OnDemandScreen Page={Page} />;
          return (
            <Route key={path} path={path} element={roles ? <RequireRole roles={roles}>{page}</RequireRole> : page} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
