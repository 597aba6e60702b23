import type { QueryClient } from '@tanstack/react-query';
import type { AdminPropertyQuery } from '@estate/contracts';
import { sessionKeys } from '@estate/platform';

/** Query keys of the staff listings: the only place they are written. */
export const adminPropertyKeys = {
  all: ['admin-properties'] as const,
  list: (query: AdminPropertyQuery) => [...adminPropertyKeys.all, 'list', query] as const,
  agents: ['admin-properties', 'agents'] as const,
};

/**
 * After a listing is added, changed or deleted, every cached read that may show it is out of date: the staff
 * list here and the public site's lists, details, featured listings and counts (other areas share this cache).
 * All are marked stale; those on screen read again, the others when next shown. The session is left alone.
 */
export const invalidateListings = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
