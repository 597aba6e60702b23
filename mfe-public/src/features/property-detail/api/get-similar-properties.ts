import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/contracts';
import { api, propertyKeys, staleTimes } from '@estate/platform';

/** The spec's limit of similar properties shown. */
export const SIMILAR_LIMIT = 3;

export const getSimilarProperties = (id: string, signal?: AbortSignal) =>
  api.get<Property[]>(`/api/properties/${encodeURIComponent(id)}/similar`, undefined, { signal });

export const similarPropertiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.similar(id),
    queryFn: ({ signal }) => getSimilarProperties(id, signal),
    select: (properties) => properties.slice(0, SIMILAR_LIMIT),
    staleTime: staleTimes.detail,
    // An extra: when it cannot be read the section is simply not shown.
    meta: { silent: true },
  });

export const useSimilarProperties = (id: string) => useQuery(similarPropertiesQueryOptions(id));
