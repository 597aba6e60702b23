import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/contracts';
import { api, propertyKeys, staleTimes } from '@estate/platform';

export const getFeaturedProperties = () => api.get<Property[]>('/api/properties/featured');

export const featuredPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: propertyKeys.featured(),
    queryFn: getFeaturedProperties,
    staleTime: staleTimes.featured,
    meta: { silent: true },
  });

export const useFeaturedProperties = () => useQuery(featuredPropertiesQueryOptions());
