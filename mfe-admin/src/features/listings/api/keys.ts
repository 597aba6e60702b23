import type { QueryClient } from '@tanstack/react-query';
import type { AdminPropertyQuery } from '@estate/contracts';
import { auctionKeys, favoriteKeys, propertyKeys, statsKeys } from '@estate/platform';

/** Query keys of the staff listings: the only place they are written. */
export const adminPropertyKeys = {
  all: ['admin-properties'] as const,
  list: (query: AdminPropertyQuery) => [...adminPropertyKeys.all, 'list', query] as const,
  agents: () => [...adminPropertyKeys.all, 'agents'] as const,
};

/**
 * After a listing is added, changed or deleted, the cached reads that show listings are out of date: the staff list
 * here, and (other areas share this cache) the public site's lists, details and featured listings, the auctions
 * (each shows its listing), the home page's counts and the favorites (a listing gone or hidden leaves them).
 * They are marked stale through their key factories; those on screen read again, the others when next shown.
 * Staff requests and the audit log are read afresh on each visit already.
 */
export const invalidateListings = (queryClient: QueryClient) =>
  Promise.all(
    [adminPropertyKeys.all, propertyKeys.all, auctionKeys.all, statsKeys.all, favoriteKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
