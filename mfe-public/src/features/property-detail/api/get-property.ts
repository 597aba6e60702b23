import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/contracts';
import { api, propertyKeys, staleTimes } from '@estate/platform';

export const getProperty = (id: string, signal?: AbortSignal) =>
  api.get<Property>(`/api/properties/${encodeURIComponent(id)}`, undefined, { signal });

/** Kept for the spec's 5 minutes; the view is counted by a request of its own (count-property-view). */
export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    staleTime: staleTimes.detail,
    // The page shows 'Property not found' in place.
    meta: { silent: true },
  });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
