import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstatePropertyListQuery, type EstatePropertySummary } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getPropertySummary = (query: EstatePropertyListQuery, signal?: AbortSignal) =>
  api.get<EstatePropertySummary>(`${ESTATE_API.properties}/summary`, { ...query }, { signal });

/** The figures above the list, computed by the server for the same filters. */
export const propertySummaryQueryOptions = (query: EstatePropertyListQuery) =>
  queryOptions({
    queryKey: estateKeys.summary('properties', query),
    queryFn: ({ signal }) => getPropertySummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePropertySummary = (query: EstatePropertyListQuery) => useQuery(propertySummaryQueryOptions(query));
