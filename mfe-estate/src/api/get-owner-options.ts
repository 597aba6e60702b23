import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateOption, type EstateOptionsQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getOwnerOptions = (query: EstateOptionsQuery, signal?: AbortSignal) =>
  api.get<EstateOption[]>(`${ESTATE_API.owners}/options`, { ...query }, { signal });

/** Owners a property or a contract can name, best matches of `q` first. */
export const ownerOptionsQueryOptions = (query: EstateOptionsQuery) =>
  queryOptions({
    queryKey: estateKeys.options('owners', query),
    queryFn: ({ signal }) => getOwnerOptions(query, signal),
    staleTime: 30_000,
  });

export const useOwnerOptions = (query: EstateOptionsQuery) => useQuery(ownerOptionsQueryOptions(query));
