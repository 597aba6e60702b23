import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@estate/platform';
import { NotFoundPage, PageLoader, RequireAuth, SignInRequired } from '@estate/platform/ui';
import ar from './locales/ar/portals.json';
import en from './locales/en/portals.json';
import arOwner from './locales/ar/owner.json';
import enOwner from './locales/en/owner.json';
import arManagement from './locales/ar/management.json';
import enManagement from './locales/en/management.json';
import arTenant from './locales/ar/tenant.json';
import enTenant from './locales/en/tenant.json';
import arRequest from './locales/ar/request.json';
import enRequest from './locales/en/request.json';
import arNotifications from './locales/ar/notifications.json';
import enNotifications from './locales/en/notifications.json';
import arCheckout from './locales/ar/checkout.json';
import enCheckout from './locales/en/checkout.json';
import { PortalsLayout } from './features/layout/components/PortalsLayout.js';

// One namespace; each feature keeps its strings in its own file (top-level key = feature).
registerNamespace('portals', {
  ar: { ...ar, ...arOwner, ...arManagement, ...arTenant, ...arRequest, ...arNotifications, ...arCheckout },
  en: { ...en, ...enOwner, ...enManagement, ...enTenant, ...enRequest, ...enNotifications, ...enCheckout },
});

/** A screen's component, loaded with its own weight when first opened. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const OwnerDashboardPage = screen(
  () => import('./features/owner-dashboard/components/OwnerDashboardPage.js'),
  'OwnerDashboardPage',
);
const TenantPortalPage = screen(
  () => import('./features/tenant-portal/components/TenantPortalPage.js'),
  'TenantPortalPage',
);
const CheckoutPage = screen(() => import('./features/checkout/components/CheckoutPage.js'), 'CheckoutPage');
const PropertyManagementPage = screen(
  () => import('./features/property-management/components/PropertyManagementPage.js'),
  'PropertyManagementPage',
);
const MaintenanceRequestPage = screen(
  () => import('./features/maintenance-request/components/MaintenanceRequestPage.js'),
  'MaintenanceRequestPage',
);
const NotificationCentrePage = screen(
  () => import('./features/notifications/components/NotificationCentrePage.js'),
  'NotificationCentrePage',
);

const loaded = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

/** Owner and tenant portals, the management dashboard, maintenance requests and notifications. */
export default function PortalsRoutes() {
  return (
    <Routes>
      <Route element={<PortalsLayout />}>
        {/* Any signed-in user; a signed-out visitor sees the spec's message with a login button. */}
        <Route
          path="owner-dashboard"
          element={<RequireAuth fallback={<SignInRequired />}>{loaded(<OwnerDashboardPage />)}</RequireAuth>}
        />
        <Route
          path="tenant-portal"
          element={
            <RequireAuth fallback={<SignInRequired reason="tenantPortal" />}>
              {loaded(<TenantPortalPage />)}
            </RequireAuth>
          }
        />
        <Route
          path="tenant-portal/pay/:checkoutId"
          element={
            <RequireAuth fallback={<SignInRequired reason="tenantPortal" />}>{loaded(<CheckoutPage />)}</RequireAuth>
          }
        />
        <Route
          path="notifications"
          element={
            <RequireAuth fallback={<SignInRequired reason="notifications" />}>
              {loaded(<NotificationCentrePage />)}
            </RequireAuth>
          }
        />
        <Route
          path="property-management"
          element={<RequireAuth fallback={<SignInRequired />}>{loaded(<PropertyManagementPage />)}</RequireAuth>}
        />
        {/* Anyone: a visitor's request is recorded unlinked, a signed-in tenant's is linked to their unit. */}
        <Route path="maintenance-request" element={loaded(<MaintenanceRequestPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
