import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPropertyList } from '@estate/contracts';
import { api } from '@estate/platform';
import { adminAuctionKeys } from './keys.js';

/** How many listings the property picker offers at a time (typing narrows them). */
export const PROPERTY_OPTIONS_LIMIT = 20;

export const getPropertyOptions = (search: string, signal?: AbortSignal) =>
  api.get<AdminPropertyList>(
    '/api/admin/properties',
    { ...(search ? { q: search } : {}), status: 'active', page: 1, limit: PROPERTY_OPTIONS_LIMIT },
    { signal },
  );

/** The active listings (those an auction can be held on), newest first, narrowed by the text typed in the picker. */
export const propertyOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminAuctionKeys.propertyOptions(search),
    queryFn: ({ signal }) => getPropertyOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });

export const usePropertyOptions = (search: string) => useQuery(propertyOptionsQueryOptions(search));
