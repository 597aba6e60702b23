import { mountDevHarness } from '@estate/platform/dev';
import PortalsRoutes from '../routes.js';
import { portalSections } from '../features/layout/components/portal-sections.js';

mountDevHarness(
  PortalsRoutes,
  portalSections.map((section) => section.to),
);
