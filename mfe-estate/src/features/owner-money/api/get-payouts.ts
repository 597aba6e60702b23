import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerPayout } from '@estate/contracts';
import { api } from '@estate/platform';
import { ownerMoneyKeys, ownerMoneyPaths } from './owner-money-keys.js';

export const getPayouts = (ownerId: string, signal?: AbortSignal) =>
  api.get<OwnerPayout[]>(ownerMoneyPaths.payouts(ownerId), undefined, { signal });

/** The payouts made to an owner, the latest first. */
export const payoutsQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: ownerMoneyKeys.payouts(ownerId),
    queryFn: ({ signal }) => getPayouts(ownerId, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePayouts = (ownerId: string) => useQuery(payoutsQueryOptions(ownerId));
