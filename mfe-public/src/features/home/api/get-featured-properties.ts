import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/contracts';
import { api, staleTimes } from '@estate/platform';

export const featuredKeys = {
  all: ['properties', 'featured'] as const,
};

export const getFeaturedProperties = () => api.get<Property[]>('/api/properties/featured');

export const featuredPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: featuredKeys.all,
    queryFn: getFeaturedProperties,
    staleTime: staleTimes.featured,
    meta: { silent: true },
  });

export const useFeaturedProperties = () => useQuery(featuredPropertiesQueryOptions());
