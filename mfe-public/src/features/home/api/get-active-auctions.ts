import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionListResponse } from '@estate/contracts';
import { api, staleTimes } from '@estate/platform';

export const activeAuctionKeys = {
  all: ['auctions', 'active'] as const,
};

export const getActiveAuctions = () => api.get<AuctionListResponse>('/api/auctions/active');

export const activeAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: activeAuctionKeys.all,
    queryFn: getActiveAuctions,
    staleTime: staleTimes.activeAuctions,
    meta: { silent: true },
  });

export const useActiveAuctions = () => useQuery(activeAuctionsQueryOptions());
