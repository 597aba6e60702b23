import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateContract, type ContractUpdate } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface ContractChange {
  id: string;
  input: ContractUpdate;
}

export const updateContract = ({ id, input }: ContractChange) =>
  api.patch<EstateContract>(`${ESTATE_API.contracts}/${encodeURIComponent(id)}`, input);

/** Changes a record; every estate read is marked stale (figures are computed from each other). */
export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContract,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('contracts', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
