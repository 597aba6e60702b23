import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagementAgreement, ManagementAgreementInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';
import { ownerMoneyPaths } from './owner-money-keys.js';

export const setAgreement = ({ ownerId, input }: { ownerId: string; input: ManagementAgreementInput }) =>
  api.post<ManagementAgreement>(ownerMoneyPaths.agreements(ownerId), input);

/**
 * Sets an owner's management agreement from a day. The fee is taken on rent collected from then, so the owner's
 * balance and ledger, like every estate read, are read again.
 */
export function useSetAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAgreement,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}
