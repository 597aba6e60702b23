import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateOptionsQuery, type PropertyOption } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getPropertyOptions = (query: EstateOptionsQuery, signal?: AbortSignal) =>
  api.get<PropertyOption[]>(`${ESTATE_API.properties}/options`, { ...query }, { signal });

/** Properties a unit, a contract or a filter can name (with each one's owner), best matches of `q` first. */
export const propertyOptionsQueryOptions = (query: EstateOptionsQuery) =>
  queryOptions({
    queryKey: estateKeys.options('properties', query),
    queryFn: ({ signal }) => getPropertyOptions(query, signal),
    staleTime: 30_000,
  });

export const usePropertyOptions = (query: EstateOptionsQuery) => useQuery(propertyOptionsQueryOptions(query));
