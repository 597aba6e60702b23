import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@estate/platform';
import { NotFoundPage, RequireAuth, SignInRequired } from '@estate/platform/ui';
import ar from './locales/ar/portals.json';
import en from './locales/en/portals.json';
import { PortalsLayout } from './features/layout/components/PortalsLayout.js';

registerNamespace('portals', { ar, en });

/** Owner and tenant portals, the management dashboard, maintenance requests and notifications. */
export default function PortalsRoutes() {
  return (
    <Routes>
      <Route element={<PortalsLayout />}>
        {/* Any signed-in user; a signed-out visitor sees the spec's message with a login button. */}
        <Route
          path="owner-dashboard/*"
          element={
            <RequireAuth fallback={<SignInRequired />}>
              <NotFoundPage />
            </RequireAuth>
          }
        />
        <Route
          path="tenant-portal/*"
          element={
            <RequireAuth fallback={<SignInRequired reason="tenantPortal" />}>
              <NotFoundPage />
            </RequireAuth>
          }
        />
        <Route
          path="notifications/*"
          element={
            <RequireAuth fallback={<SignInRequired reason="notifications" />}>
              <NotFoundPage />
            </RequireAuth>
          }
        />
        {/* /property-management and /maintenance-request: no check. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
