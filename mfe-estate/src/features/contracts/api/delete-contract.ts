import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

/** Deletes a record; refused with 409 ESTATE_DELETE_BLOCKED (and the reason) when it would orphan others. */
export const deleteContract = (id: string) => api.delete<void>(`${ESTATE_API.contracts}/${encodeURIComponent(id)}`);

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    meta: { silent: true },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: estateKeys.detail('contracts', id) });
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
