import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@estate/platform';
import { NotFoundPage } from '@estate/platform/ui';
import ar from './locales/ar/portals.json';
import en from './locales/en/portals.json';
import { PortalsLayout } from './features/layout/components/PortalsLayout.js';

registerNamespace('portals', { ar, en });

/** Owner and tenant portals, the management dashboard, maintenance requests and notifications. */
export default function PortalsRoutes() {
  return (
    <Routes>
      <Route element={<PortalsLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
