import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@estate/platform';
import { NotFoundPage } from '@estate/platform/ui';
import ar from './locales/ar/admin.json';
import en from './locales/en/admin.json';
import { AdminLayout } from './features/layout/components/AdminLayout.js';

registerNamespace('admin', { ar, en });

/** Dashboard and administration screens. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
