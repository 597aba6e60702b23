import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantOverview } from '@estate/contracts';
import { api } from '@estate/platform';
import { TENANT_API, tenantKeys } from './tenant-keys.js';

export const getTenantOverview = (signal?: AbortSignal) => api.get<TenantOverview>(TENANT_API, undefined, { signal });

/** The overview tab: the current contract, the next invoice, what is overdue and the open requests. */
export const tenantOverviewQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.overview(),
    queryFn: ({ signal }) => getTenantOverview(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTenantOverview = () => useQuery(tenantOverviewQueryOptions());
