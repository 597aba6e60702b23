import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type OwnerListQuery, type OwnerSummary } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getOwnerSummary = (query: OwnerListQuery, signal?: AbortSignal) =>
  api.get<OwnerSummary>(`${ESTATE_API.owners}/summary`, { ...query }, { signal });

/** The figures above the list, computed by the server for the same filters. */
export const ownerSummaryQueryOptions = (query: OwnerListQuery) =>
  queryOptions({
    queryKey: estateKeys.summary('owners', query),
    queryFn: ({ signal }) => getOwnerSummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerSummary = (query: OwnerListQuery) => useQuery(ownerSummaryQueryOptions(query));
