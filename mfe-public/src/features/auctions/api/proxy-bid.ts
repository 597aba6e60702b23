import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProxyBidState, SetProxyBidRequest } from '@estate/contracts';
import { api, auctionKeys } from '@estate/platform';
import { bidderKeys } from './bidder-keys.js';

const proxyPath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}/proxy`;

/** GET /api/auctions/{id}/proxy: the caller's own maximum (null without one); nobody else's is ever read. */
export const proxyBidQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: bidderKeys.proxy(auctionId),
    queryFn: ({ signal }) => api.get<ProxyBidState>(proxyPath(auctionId), undefined, { signal }),
    meta: { silent: true },
  });

export const useProxyBid = (auctionId: string, enabled: boolean) =>
  useQuery({ ...proxyBidQueryOptions(auctionId), enabled });

/**
 * Sets, changes or withdraws (maximum null) the caller's maximum. The answer is the caller's new state; the auction's
 * page is read again, so a bid the maximum placed at once shows as the caller's own.
 */
export function useChangeProxyBid(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (maximum: number | null) =>
      maximum === null
        ? api.delete<ProxyBidState>(proxyPath(auctionId))
        : api.put<ProxyBidState>(proxyPath(auctionId), { maximum } satisfies SetProxyBidRequest),
    // The form explains every refusal itself.
    meta: { silent: true },
    onSuccess: (state) => {
      client.setQueryData(bidderKeys.proxy(auctionId), state);
      void client.invalidateQueries({ queryKey: auctionKeys.detail(auctionId) });
    },
  });
}
