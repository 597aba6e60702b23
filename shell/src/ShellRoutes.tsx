import { Route, Routes, useLocation } from 'react-router-dom';
import { areaOf } from '@estate/contracts';
import { NotFoundPage } from '@estate/platform/ui';
import { ShellLayout } from './layout/ShellLayout.js';
import { RemoteArea } from './areas/RemoteArea.js';

/** Picks the remote that owns the path; the remote's own <Routes> then match under it. */
function AreaSwitch() {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  return area ? <RemoteArea name={area} /> : <NotFoundPage />;
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<AreaSwitch />} />
      </Route>
    </Routes>
  );
}
