import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerProperty, OwnerPropertyDetail } from '@estate/contracts';
import { api } from '@estate/platform';
import { OWNER_API, ownerKeys } from './owner-keys.js';

export const getOwnerProperties = (signal?: AbortSignal) =>
  api.get<OwnerProperty[]>(OWNER_API.properties, {}, { signal });

export const ownerPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.properties(),
    queryFn: ({ signal }) => getOwnerProperties(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerProperties = (enabled = true) => useQuery({ ...ownerPropertiesQueryOptions(), enabled });

export const getOwnerProperty = (id: string, signal?: AbortSignal) =>
  api.get<OwnerPropertyDetail>(OWNER_API.property(id), {}, { signal });

/** One property with its units, read when the owner opens it. */
export const ownerPropertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ownerKeys.property(id),
    queryFn: ({ signal }) => getOwnerProperty(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerProperty = (id: string) => useQuery(ownerPropertyQueryOptions(id));
