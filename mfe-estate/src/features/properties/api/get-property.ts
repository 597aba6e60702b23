import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateProperty } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getProperty = (id: string, signal?: AbortSignal) =>
  api.get<EstateProperty>(`${ESTATE_API.properties}/${encodeURIComponent(id)}`, {}, { signal });

/** One record with its derived figures; read again on each visit. */
export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: estateKeys.detail('properties', id),
    queryFn: ({ signal }) => getProperty(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
