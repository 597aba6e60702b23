import { PORTAL_API } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/** The tenant portal's API root (`/api/me/tenant`). */
export const TENANT_API = PORTAL_API.tenant;

/**
 * Query keys of the signed-in tenant's own records, under the estate root: a change staff make to a contract, an
 * invoice or a ticket marks them stale too.
 */
export const tenantKeys = {
  all: [...estateKeys.all, 'tenant-portal'] as const,
  overview: () => [...tenantKeys.all, 'overview'] as const,
  invoices: (query: object) => [...tenantKeys.all, 'invoices', query] as const,
  requests: () => [...tenantKeys.all, 'requests'] as const,
  requestList: (query: object) => [...tenantKeys.requests(), 'list', query] as const,
  request: (id: string) => [...tenantKeys.requests(), 'detail', id] as const,
  documents: () => [...tenantKeys.all, 'documents'] as const,
};
