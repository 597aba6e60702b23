import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateList, type EstateTenant, type TenantListQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getTenants = (query: TenantListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateTenant>>(ESTATE_API.tenants, { ...query }, { signal });

/** One page of the list, filtered and sorted by the server; read again on each visit. */
export const tenantsQueryOptions = (query: TenantListQuery) =>
  queryOptions({
    queryKey: estateKeys.list('tenants', query),
    queryFn: ({ signal }) => getTenants(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useTenants = (query: TenantListQuery) => useQuery(tenantsQueryOptions(query));
