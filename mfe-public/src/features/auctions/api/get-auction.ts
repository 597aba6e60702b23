import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionDetail } from '@estate/contracts';
import { api, auctionKeys } from '@estate/platform';
import { noteServerTime } from '../../../components/server-clock.js';

/** GET /api/auctions/{id}; its `serverTime` sets the countdowns' clock. */
export async function getAuction(id: string, signal?: AbortSignal): Promise<AuctionDetail> {
  const auction = await api.get<AuctionDetail>(`/api/auctions/${encodeURIComponent(id)}`, undefined, { signal });
  noteServerTime(auction.serverTime);
  return auction;
}

/** Kept fresh by the auction's event stream rather than by reading again. */
export const auctionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auctionKeys.detail(id),
    queryFn: ({ signal }) => getAuction(id, signal),
    // The page says 'not found' or 'could not be read' in place.
    meta: { silent: true },
  });

export const useAuction = (id: string) => useQuery(auctionQueryOptions(id));
