import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerOverview } from '@estate/contracts';
import { api } from '@estate/platform';
import { OWNER_API, ownerKeys } from './owner-keys.js';

export const getOwnerOverview = (signal?: AbortSignal) => api.get<OwnerOverview>(OWNER_API.overview, {}, { signal });

/** The overview and financial tabs' figures; read again on each visit. */
export const ownerOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.overview(),
    queryFn: ({ signal }) => getOwnerOverview(signal),
    staleTime: 0,
    // The page shows its own error in place.
    meta: { silent: true },
  });

export const useOwnerOverview = () => useQuery(ownerOverviewQueryOptions());
