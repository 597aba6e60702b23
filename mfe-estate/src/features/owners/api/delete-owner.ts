import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

/** Deletes a record; refused with 409 ESTATE_DELETE_BLOCKED (and the reason) when it would orphan others. */
export const deleteOwner = (id: string) => api.delete<void>(`${ESTATE_API.owners}/${encodeURIComponent(id)}`);

export function useDeleteOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwner,
    meta: { silent: true },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: estateKeys.detail('owners', id) });
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
