import { mountDevHarness } from '@estate/platform/dev';
import AdminRoutes from '../routes.js';
import { adminSections } from '../features/layout/components/admin-sections.js';

mountDevHarness(
  AdminRoutes,
  adminSections.map((section) => section.to),
);
