import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

/** Deletes a record; refused with 409 ESTATE_DELETE_BLOCKED (and the reason) when it would orphan others. */
export const deleteTenant = (id: string) => api.delete<void>(`${ESTATE_API.tenants}/${encodeURIComponent(id)}`);

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    meta: { silent: true },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: estateKeys.detail('tenants', id) });
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}
