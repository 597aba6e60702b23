import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AUCTION_STAFF_ROLES, PROPERTY_STAFF_ROLES, REQUEST_STAFF_ROLES } from '@estate/contracts';
import { registerNamespace, USER_ADMIN_AREA_ROLES } from '@estate/platform';
import { NotFoundPage, PageLoader, RequireAuth, RequireRole } from '@estate/platform/ui';
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
const UserManagementPage = lazy(() =>
  import('./features/user-management/components/UserManagementPage.js').then((m) => ({
    default: m.UserManagementPage,
  })),
);
const RequestsPage = lazy(() =>
  import('./features/requests/components/RequestsPage.js').then((m) => ({ default: m.RequestsPage })),
);

const ListingsPage = lazy(() =>
  import('./features/listings/components/ListingsPage.js').then((m) => ({ default: m.ListingsPage })),
);
const AddPropertyPage = lazy(() =>
  import('./features/listings/components/AddPropertyPage.js').then((m) => ({ default: m.AddPropertyPage })),
);

const AddAuctionPage = lazy(() =>
  import('./features/auctions/components/AddAuctionPage.js').then((m) => ({ default: m.AddAuctionPage })),
);
const AdminAuctionsPage = lazy(() =>
  import('./features/auctions/components/AdminAuctionsPage.js').then((m) => ({ default: m.AdminAuctionsPage })),
);

const OutboxPage = lazy(() =>
  import('./features/outbox/components/OutboxPage.js').then((m) => ({ default: m.OutboxPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

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
        <Route path="dashboard" element={page(<DashboardPage />)} />
        <Route
          path="admin/users"
          element={<RequireRole roles={USER_ADMIN_AREA_ROLES}>{page(<UserManagementPage />)}</RequireRole>}
        />
        <Route
          path="admin/requests"
          element={<RequireRole roles={REQUEST_STAFF_ROLES}>{page(<RequestsPage />)}</RequireRole>}
        />
        {['admin/properties', 'manage-properties'].map((path) => (
          <Route
            key={path}
            path={path}
            element={<RequireRole roles={PROPERTY_STAFF_ROLES}>{page(<ListingsPage />)}</RequireRole>}
          />
        ))}
        <Route path="add-property" element={page(<AddPropertyPage />)} />
        {['admin/auctions', 'manage-auctions'].map((path) => (
          <Route
            key={path}
            path={path}
            element={<RequireRole roles={AUCTION_STAFF_ROLES}>{page(<AdminAuctionsPage />)}</RequireRole>}
          />
        ))}
        <Route path="add-auction" element={page(<AddAuctionPage />)} />
        <Route
          path="admin/outbox"
          element={<RequireRole roles={USER_ADMIN_AREA_ROLES}>{page(<OutboxPage />)}</RequireRole>}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
