import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateContract, type ContractInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const createContract = (input: ContractInput) => api.post<EstateContract>(ESTATE_API.contracts, input);

/** Adds a record; every estate read is marked stale (figures are computed from each other). */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContract,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}
