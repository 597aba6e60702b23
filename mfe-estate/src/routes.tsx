import { Navigate, Route, Routes } from 'react-router-dom';
import { ESTATE_AREA_ROLES, registerNamespace } from '@estate/platform';
import { NotFoundPage, RequireRole } from '@estate/platform/ui';
import ar from './locales/ar/estate.json';
import en from './locales/en/estate.json';
import { EstateLayout } from './features/layout/components/EstateLayout.js';
import './estate.css';

registerNamespace('estate', { ar, en });

/** Every /estate/* screen, inside the back-office layout. */
export default function EstateRoutes() {
  return (
    <Routes>
      {/* Staff of the role table only (union of its screens); signed out → /login and back. */}
      <Route
        path="estate"
        element={
          <RequireRole roles={ESTATE_AREA_ROLES}>
            <EstateLayout />
          </RequireRole>
        }
      >
        <Route index element={<Navigate to="properties" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
