import { mountDevHarness } from '@estate/platform/dev';
import EstateRoutes from '../routes.js';
import { estateSections } from '../features/layout/components/estate-sections.js';

mountDevHarness(
  EstateRoutes,
  estateSections.map((section) => `/estate/${section}`),
);
