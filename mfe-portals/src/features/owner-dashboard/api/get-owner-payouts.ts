import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerPayout } from '@estate/contracts';
import { api } from '@estate/platform';
import { OWNER_API, ownerKeys } from './owner-keys.js';

export const getOwnerPayouts = (signal?: AbortSignal) => api.get<OwnerPayout[]>(OWNER_API.payouts, {}, { signal });

/** What the company paid the owner, the latest first; read again on each visit. */
export const ownerPayoutsQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.payouts(),
    queryFn: ({ signal }) => getOwnerPayouts(signal),
    staleTime: 0,
    // The tab shows its own error in place.
    meta: { silent: true },
  });

export const useOwnerPayouts = () => useQuery(ownerPayoutsQueryOptions());
