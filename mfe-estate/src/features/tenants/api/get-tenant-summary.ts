import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type TenantListQuery, type TenantSummary } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getTenantSummary = (query: TenantListQuery, signal?: AbortSignal) =>
  api.get<TenantSummary>(`${ESTATE_API.tenants}/summary`, { ...query }, { signal });

/** The figures above the list, computed by the server for the same filters. */
export const tenantSummaryQueryOptions = (query: TenantListQuery) =>
  queryOptions({
    queryKey: estateKeys.summary('tenants', query),
    queryFn: ({ signal }) => getTenantSummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTenantSummary = (query: TenantListQuery) => useQuery(tenantSummaryQueryOptions(query));
