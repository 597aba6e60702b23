import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleDto, RoleRequest } from '@estate/contracts';
import { api } from '@estate/platform';
import { roleKeys } from './keys.js';

export const updateRole = ({ id, ...body }: Partial<RoleRequest> & { id: string }) =>
  api.patch<RoleDto>(`/api/roles/${encodeURIComponent(id)}`, body);

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
