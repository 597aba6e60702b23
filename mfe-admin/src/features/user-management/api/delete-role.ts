import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@estate/platform';
import { roleKeys } from './keys.js';

export const deleteRole = (id: string) => api.delete<void>(`/api/roles/${encodeURIComponent(id)}`);

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
