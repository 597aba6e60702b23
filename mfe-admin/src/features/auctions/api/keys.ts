import type { QueryClient } from '@tanstack/react-query';
import type { AdminAuctionQuery } from '@estate/contracts';
import { auctionKeys, propertyKeys, statsKeys } from '@estate/platform';

/** Query keys of the staff auctions and of the signed-in user's bids: the only place they are written. */
export const adminAuctionKeys = {
  all: ['admin-auctions'] as const,
  list: (query: AdminAuctionQuery) => [...adminAuctionKeys.all, 'list', query] as const,
  bids: (id: string) => [...adminAuctionKeys.all, 'bids', id] as const,
  deposits: (id: string) => [...adminAuctionKeys.all, 'deposits', id] as const,
  /** The listings offered by the add dialog's property picker, by the text typed. */
  propertyOptions: (search: string) => [...adminAuctionKeys.all, 'property-options', search] as const,
};

export const myBidKeys = {
  all: ['my-bids'] as const,
};

/**
 * After an auction is added, changed, reviewed or cancelled, the reads that show auctions are out of date: the staff
 * list here and (other areas share this cache) the public auctions, the home page's counts, and the listings (the
 * public form adds the listing it sells). They are marked stale through their key factories.
 */
export const invalidateAuctions = (queryClient: QueryClient) =>
  Promise.all(
    [adminAuctionKeys.all, auctionKeys.all, statsKeys.all, propertyKeys.all, myBidKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
