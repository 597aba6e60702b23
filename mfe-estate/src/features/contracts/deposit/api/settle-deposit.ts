import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractDeposit, DepositSettlementInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';
import { depositKeys, depositPaths } from './deposit-keys.js';

export const settleDeposit = ({ contractId, input }: { contractId: string; input: DepositSettlementInput }) =>
  api.post<ContractDeposit>(depositPaths.settle(contractId), input);

/**
 * Settles an ended contract's deposit (409 CONTRACT_STILL_RUNNING before its end, 409 NO_DEPOSIT_HELD when nothing
 * is held; 400 on `damages` or `iban`): the deposit it answers is kept, and every estate read (the contract, its
 * invoices, the figures) is read again.
 */
export function useSettleDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleDeposit,
    meta: { silent: true },
    onSuccess: (deposit) => {
      queryClient.setQueryData(depositKeys.contract(deposit.contractId), deposit);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
