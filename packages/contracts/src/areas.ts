import type { RemoteName } from './constants.js';

/**
 * Which remote owns which top-level paths. The shell mounts each remote for its paths;
 * a path owned by no remote (and not one of the shell's own screens) is the 404 page.
 */
export const AREA_PATHS: Record<RemoteName, readonly string[]> = {
  mfe_public: [
    '/',
    '/home',
    '/properties',
    '/property',
    '/auctions',
    '/search',
    '/services',
    '/about',
    '/contact',
    '/service-request',
    '/privacy',
    '/terms',
  ],
  mfe_admin: ['/dashboard', '/admin', '/add-property', '/add-auction', '/manage-properties', '/manage-auctions'],
  mfe_estate: ['/estate'],
  mfe_portals: ['/owner-dashboard', '/tenant-portal', '/property-management', '/maintenance-request', '/notifications'],
};

export function areaOf(pathname: string): RemoteName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [remote, prefixes] of Object.entries(AREA_PATHS) as [RemoteName, readonly string[]][]) {
    for (const prefix of prefixes) {
      if (prefix === '/' ? path === '/' : path === prefix || path.startsWith(prefix + '/')) return remote;
    }
  }
  return undefined;
}
