import { mountDevHarness } from '@estate/platform/dev';
import PublicRoutes from '../routes.js';

mountDevHarness(PublicRoutes, ['/', '/services', '/about', '/privacy', '/terms']);
