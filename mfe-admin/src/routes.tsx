import { Route, Routes } from 'react-router-dom';
import { registerNamespace, USER_ADMIN_AREA_ROLES } from '@estate/platform';
import { NotFoundPage, RequireAuth, RequireRole } from '@estate/platform/ui';
import ar from './locales/ar/admin.json';
import en from './locales/en/admin.json';
import { AdminLayout } from './features/layout/components/AdminLayout.js';
import { DashboardPage } from './features/dashboard/components/DashboardPage.js';
import { UserManagementPage } from './features/user-management/components/UserManagementPage.js';

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
        <Route path="dashboard" element={<DashboardPage />} />
        <Route
          path="admin/users"
          element={
            <RequireRole roles={USER_ADMIN_AREA_ROLES}>
              <UserManagementPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
