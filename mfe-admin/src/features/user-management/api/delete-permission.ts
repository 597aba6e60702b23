import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@estate/platform';
import { permissionKeys, roleKeys } from './keys.js';

export const deletePermission = (id: string) => api.delete<void>(`/api/permissions/${encodeURIComponent(id)}`);

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    meta: { silent: true },
    onSuccess: async () => {
      // Deleting a permission removes it from every role.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      ]);
    },
  });
}
