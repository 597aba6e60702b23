import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateContract, type RenewContractInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface ContractRenewal {
  id: string;
  input: RenewContractInput;
}

/** Renews a contract: a new one on the same unit and tenant from the day after the old one ends, linked to it. */
export const renewContract = ({ id, input }: ContractRenewal) =>
  api.post<EstateContract>(ESTATE_API.contractRenew(encodeURIComponent(id)), input);

export function useRenewContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewContract,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}
