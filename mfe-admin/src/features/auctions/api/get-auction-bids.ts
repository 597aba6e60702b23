import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUCTION_API, type AdminAuctionBid } from '@estate/contracts';
import { api } from '@estate/platform';
import { adminAuctionKeys } from './keys.js';

export const getAuctionBids = (id: string, signal?: AbortSignal) =>
  api.get<AdminAuctionBid[]>(`${AUCTION_API.admin}/${encodeURIComponent(id)}/bids`, {}, { signal });

/** Every bid of one auction with its bidder named (staff); read afresh each time the history opens. */
export const auctionBidsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminAuctionKeys.bids(id),
    queryFn: ({ signal }) => getAuctionBids(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useAuctionBids = (id: string) => useQuery(auctionBidsQueryOptions(id));
