import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUCTION_API, type MyBidList } from '@estate/contracts';
import { api } from '@estate/platform';
import { myBidKeys } from './keys.js';

export const getMyBids = (signal?: AbortSignal) => api.get<MyBidList>(AUCTION_API.myBids, {}, { signal });

/** The signed-in user's bids, one row per auction, with where they stand; read again on each visit. */
export const myBidsQueryOptions = () =>
  queryOptions({
    queryKey: myBidKeys.all,
    queryFn: ({ signal }) => getMyBids(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useMyBids = () => useQuery(myBidsQueryOptions());
