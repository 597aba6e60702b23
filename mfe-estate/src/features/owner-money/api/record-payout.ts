import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerPayout, OwnerPayoutInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';
import { ownerMoneyPaths } from './owner-money-keys.js';

export const recordPayout = ({ ownerId, input }: { ownerId: string; input: OwnerPayoutInput }) =>
  api.post<OwnerPayout>(ownerMoneyPaths.payouts(ownerId), input);

/**
 * Pays an owner out of what is held for them (409 PAYOUT_EXCEEDS_BALANCE with `details.balance` when it is more);
 * the owner's balance, payouts and ledger, like every estate read, are read again.
 */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}
