import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { registerNamespace, USER_ADMIN_AREA_ROLES } from '@estate/platform';
import { NotFoundPage, PageLoader, RequireAuth, RequireRole } from '@estate/platform/ui';
import ar from './locales/ar/admin.json';
import en from './locales/en/admin.json';
import { AdminLayout } from './features/layout/components/AdminLayout.js';

// Each screen loads with its own weight (tables and forms only where they are used).
const DashboardPage = lazy(() =>
  import('./features/dashboard/components/DashboardPage.js').then((m) => ({ default: m.DashboardPage })),
);
const UserManagementPage = lazy(() =>
  import('./features/user-management/components/UserManagementPage.js').then((m) => ({
    default: m.UserManagementPage,
  })),
);

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

registerNamespace('admin', { ar, en });

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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
