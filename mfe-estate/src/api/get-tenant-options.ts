import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateOption, type EstateOptionsQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getTenantOptions = (query: EstateOptionsQuery, signal?: AbortSignal) =>
  api.get<EstateOption[]>(`${ESTATE_API.tenants}/options`, { ...query }, { signal });

/** Tenants a contract can name, best matches of `q` first. */
export const tenantOptionsQueryOptions = (query: EstateOptionsQuery) =>
  queryOptions({
    queryKey: estateKeys.options('tenants', query),
    queryFn: ({ signal }) => getTenantOptions(query, signal),
    staleTime: 30_000,
  });

export const useTenantOptions = (query: EstateOptionsQuery) => useQuery(tenantOptionsQueryOptions(query));
