import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateList, type EstateProperty, type EstatePropertyListQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getProperties = (query: EstatePropertyListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateProperty>>(ESTATE_API.properties, { ...query }, { signal });

/** One page of the list, filtered and sorted by the server; read again on each visit. */
export const propertiesQueryOptions = (query: EstatePropertyListQuery) =>
  queryOptions({
    queryKey: estateKeys.list('properties', query),
    queryFn: ({ signal }) => getProperties(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useProperties = (query: EstatePropertyListQuery) => useQuery(propertiesQueryOptions(query));
