import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagementAgreement } from '@estate/contracts';
import { api } from '@estate/platform';
import { ownerMoneyKeys, ownerMoneyPaths } from './owner-money-keys.js';

export const getAgreements = (ownerId: string, signal?: AbortSignal) =>
  api.get<ManagementAgreement[]>(ownerMoneyPaths.agreements(ownerId), undefined, { signal });

/** An owner's management agreements, the latest first. */
export const agreementsQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: ownerMoneyKeys.agreements(ownerId),
    queryFn: ({ signal }) => getAgreements(ownerId, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useAgreements = (ownerId: string) => useQuery(agreementsQueryOptions(ownerId));
