import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateContract, type TerminateContractInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface ContractTermination {
  id: string;
  input: TerminateContractInput;
}

/** Ends a contract early: its unpaid future invoices are cancelled and its unit is free from the day given. */
export const terminateContract = ({ id, input }: ContractTermination) =>
  api.post<EstateContract>(ESTATE_API.contractTerminate(encodeURIComponent(id)), input);

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateContract,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('contracts', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
