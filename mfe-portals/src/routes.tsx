import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen, preloaderFor, registerNamespace } from '@estate/platform';
import { NotFoundPage, OnDemandScreen, RequireAuth, SignInRequired, type SignInReason } from '@estate/platform/ui';
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

const ownerDashboard = () => import('./features/owner-dashboard/components/OwnerDashboardPage.js');
const tenantPortal = () => import('./features/tenant-portal/components/TenantPortalPage.js');
const checkout = () => import('./features/checkout/components/CheckoutPage.js');
const propertyManagement = () => import('./features/property-management/components/PropertyManagementPage.js');
const maintenanceRequest = () => import('./features/maintenance-request/components/MaintenanceRequestPage.js');
const notificationCentre = () => import('./features/notifications/components/NotificationCentrePage.js');

/**
 * Every screen of the area, each loaded with its own weight when first opened. `signIn`: the screen needs a signed-in
 * user (any role), and a signed-out visitor sees the spec's message for it with a login button.
 */
const screens: { path: string; Page: ComponentType; signIn?: { reason?: SignInReason } }[] = [
  { path: 'owner-dashboard', Page: lazyScreen(ownerDashboard, 'OwnerDashboardPage'), signIn: {} },
  {
    path: 'tenant-portal',
    Page: lazyScreen(tenantPortal, 'TenantPortalPage'),
    signIn: { reason: 'tenantPortal' },
  },
  {
    path: 'tenant-portal/pay/:checkoutId',
    Page: lazyScreen(checkout, 'CheckoutPage'),
    signIn: { reason: 'tenantPortal' },
  },
  {
    path: 'notifications',
    Page: lazyScreen(notificationCentre, 'NotificationCentrePage'),
    signIn: { reason: 'notifications' },
  },
  { path: 'property-management', Page: lazyScreen(propertyManagement, 'PropertyManagementPage'), signIn: {} },
  // Anyone: a visitor's request is recorded unlinked, a signed-in tenant's is linked to their unit.
  { path: 'maintenance-request', Page: lazyScreen(maintenanceRequest, 'MaintenanceRequestPage') },
];

/** Loads the code of the screen at this path before the shell's first render (see preloaderFor). */
export const preloadFor = preloaderFor(screens);

/** Owner and tenant portals, the management dashboard, maintenance requests and notifications. */
export default function PortalsRoutes() {
  return (
    <Routes>
      <Route element={<PortalsLayout />}>
        {screens.map(({ path, Page, signIn }) => {
          const page = <OnDemandScreen Page={Page} />;
          return (
            <Route
              key={path}
              path={path}
              element={
                signIn ? <RequireAuth fallback={<SignInRequired reason={signIn.reason} />}>{page}</RequireAuth> : page
              }
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
