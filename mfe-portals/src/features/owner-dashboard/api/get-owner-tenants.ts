import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerTenant } from '@estate/contracts';
import { api } from '@estate/platform';
import { OWNER_API, ownerKeys } from './owner-keys.js';

export const getOwnerTenants = (signal?: AbortSignal) => api.get<OwnerTenant[]>(OWNER_API.tenants, {}, { signal });

export const ownerTenantsQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.tenants(),
    queryFn: ({ signal }) => getOwnerTenants(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerTenants = () => useQuery(ownerTenantsQueryOptions());
