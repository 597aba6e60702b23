import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionDto, PermissionRequest } from '@estate/contracts';
import { api } from '@estate/platform';
import { permissionKeys, roleKeys } from './keys.js';

export const updatePermission = ({ id, ...body }: Partial<PermissionRequest> & { id: string }) =>
  api.patch<PermissionDto>(`/api/permissions/${encodeURIComponent(id)}`, body);

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermission,
    meta: { silent: true },
    onSuccess: async () => {
      // A renamed permission is renamed in the roles that hold it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      ]);
    },
  });
}
