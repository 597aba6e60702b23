import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionListResponse, AuctionStatus } from '@estate/contracts';
import { api, auctionKeys, staleTimes } from '@estate/platform';

export const getAuctions = (status: AuctionStatus, signal?: AbortSignal) =>
  api.get<AuctionListResponse>('/api/auctions', { status }, { signal });

export const auctionsQueryOptions = (status: AuctionStatus) =>
  queryOptions({
    queryKey: auctionKeys.list(status),
    queryFn: ({ signal }) => getAuctions(status, signal),
    staleTime: staleTimes.activeAuctions,
    meta: { silent: true },
  });

export const useAuctions = (status: AuctionStatus) => useQuery(auctionsQueryOptions(status));
