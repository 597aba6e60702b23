import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateList, type EstateOwner, type OwnerListQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getOwners = (query: OwnerListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateOwner>>(ESTATE_API.owners, { ...query }, { signal });

/** One page of the list, filtered and sorted by the server; read again on each visit. */
export const ownersQueryOptions = (query: OwnerListQuery) =>
  queryOptions({
    queryKey: estateKeys.list('owners', query),
    queryFn: ({ signal }) => getOwners(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useOwners = (query: OwnerListQuery) => useQuery(ownersQueryOptions(query));
