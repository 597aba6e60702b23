import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuctionDepositStart,
  type AuctionDepositView,
  BIDDER_API,
  type SandboxCardInput,
} from '@estate/contracts';
import { api } from '@estate/platform';
import { bidderKeys } from './bidder-keys.js';

/** POST /api/auctions/{id}/deposit: where to pay the auction's entry deposit. */
export function useStartDeposit(auctionId: string) {
  return useMutation({
    mutationFn: () => api.post<AuctionDepositStart>(BIDDER_API.deposit(auctionId)),
  });
}

export const depositQueryOptions = (depositId: string) =>
  queryOptions({
    queryKey: bidderKeys.deposit(depositId),
    queryFn: ({ signal }) => api.get<AuctionDepositView>(BIDDER_API.depositView(depositId), undefined, { signal }),
    meta: { silent: true },
  });

export const useDeposit = (depositId: string) => useQuery(depositQueryOptions(depositId));

/** The sandbox's card page pays the deposit; the auction's standing is read again after it. */
export function usePayDeposit(depositId: string, auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxCardInput) => api.post<AuctionDepositView>(BIDDER_API.depositSandboxPay(depositId), card),
    meta: { silent: true },
    onSuccess: (view) => {
      client.setQueryData(bidderKeys.deposit(depositId), view);
      void client.invalidateQueries({ queryKey: bidderKeys.standing(auctionId) });
    },
  });
}
