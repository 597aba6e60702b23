import { queryOptions, useQuery } from '@tanstack/react-query';
import { BIDDER_API, type AdminAuctionDeposits } from '@estate/contracts';
import { api } from '@estate/platform';
import { adminAuctionKeys } from './keys.js';

export const getAuctionDeposits = (id: string, signal?: AbortSignal) =>
  api.get<AdminAuctionDeposits>(BIDDER_API.adminDeposits(id), {}, { signal });

/** One auction's entry deposits and the winner's balance due (staff); read afresh each time the drawer opens. */
export const auctionDepositsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminAuctionKeys.deposits(id),
    queryFn: ({ signal }) => getAuctionDeposits(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useAuctionDeposits = (id: string) => useQuery(auctionDepositsQueryOptions(id));
