import { queryOptions, useQuery } from '@tanstack/react-query';
import { BIDDER_API, type BidderStanding } from '@estate/contracts';
import { api } from '@estate/platform';
import { bidderKeys } from './bidder-keys.js';

/** GET /api/auctions/{id}/bidder: verified, the deposit asked and paid, whether the caller can bid. */
export const getBidderStanding = (auctionId: string, signal?: AbortSignal) =>
  api.get<BidderStanding>(BIDDER_API.standing(auctionId), undefined, { signal });

export const bidderStandingQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: bidderKeys.standing(auctionId),
    queryFn: ({ signal }) => getBidderStanding(auctionId, signal),
  });

/** The signed-in caller's standing (not asked for a visitor). */
export const useBidderStanding = (auctionId: string, enabled: boolean) =>
  useQuery({ ...bidderStandingQueryOptions(auctionId), enabled });
