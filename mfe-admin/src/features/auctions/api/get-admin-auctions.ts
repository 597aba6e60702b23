import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUCTION_API, type AdminAuctionList, type AdminAuctionQuery } from '@estate/contracts';
import { api } from '@estate/platform';
import { adminAuctionKeys } from './keys.js';

export const getAdminAuctions = (query: AdminAuctionQuery, signal?: AbortSignal) =>
  api.get<AdminAuctionList>(AUCTION_API.admin, { ...query }, { signal });

/** Every auction staff may see, a page at a time; read again on each visit (bids and submissions arrive any time). */
export const adminAuctionsQueryOptions = (query: AdminAuctionQuery) =>
  queryOptions({
    queryKey: adminAuctionKeys.list(query),
    queryFn: ({ signal }) => getAdminAuctions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useAdminAuctions = (query: AdminAuctionQuery) => useQuery(adminAuctionsQueryOptions(query));
