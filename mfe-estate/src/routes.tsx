import { Navigate, Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@estate/platform';
import { NotFoundPage } from '@estate/platform/ui';
import ar from './locales/ar/estate.json';
import en from './locales/en/estate.json';
import { EstateLayout } from './features/layout/components/EstateLayout.js';
import './estate.css';

registerNamespace('estate', { ar, en });

/** Every /estate/* screen, inside the back-office layout. */
export default function EstateRoutes() {
  return (
    <Routes>
      <Route path="estate" element={<EstateLayout />}>
        <Route index element={<Navigate to="properties" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
