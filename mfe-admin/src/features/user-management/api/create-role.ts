import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleDto, RoleRequest } from '@estate/contracts';
import { api } from '@estate/platform';
import { roleKeys } from './keys.js';

export const createRole = (body: RoleRequest) => api.post<RoleDto>('/api/roles', body);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
