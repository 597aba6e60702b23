import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyListQuery, PropertyListResponse } from '@estate/contracts';
import { api, propertyKeys, staleTimes } from '@estate/platform';

export const getProperties = (query: PropertyListQuery, signal?: AbortSignal) =>
  api.get<PropertyListResponse>('/api/properties', { ...query }, { signal });

export const propertiesQueryOptions = (query: PropertyListQuery) =>
  queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => getProperties(query, signal),
    staleTime: staleTimes.listing,
    placeholderData: keepPreviousData,
    // The page shows the spec's own error message in place.
    meta: { silent: true },
  });

export const useProperties = (query: PropertyListQuery) => useQuery(propertiesQueryOptions(query));
