import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionListResponse } from '@estate/contracts';
import { api, auctionKeys, staleTimes } from '@estate/platform';

export const getActiveAuctions = () => api.get<AuctionListResponse>('/api/auctions/active');

export const activeAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: auctionKeys.active(),
    queryFn: getActiveAuctions,
    staleTime: staleTimes.activeAuctions,
    meta: { silent: true },
  });

export const useActiveAuctions = () => useQuery(activeAuctionsQueryOptions());
