import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type PropertyOwnershipPeriod } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getPropertyOwnership = (id: string, signal?: AbortSignal) =>
  api.get<PropertyOwnershipPeriod[]>(ESTATE_API.propertyOwnership(encodeURIComponent(id)), {}, { signal });

/** Key of a property's ownership history: under its detail, so a change of the property marks it stale too. */
export const propertyOwnershipKey = (id: string) => [...estateKeys.detail('properties', id), 'ownership'] as const;

/** Who owned the property when, oldest first. */
export const propertyOwnershipQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyOwnershipKey(id),
    queryFn: ({ signal }) => getPropertyOwnership(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePropertyOwnership = (id: string) => useQuery(propertyOwnershipQueryOptions(id));
