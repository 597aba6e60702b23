import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionDto, PermissionRequest } from '@estate/contracts';
import { api } from '@estate/platform';
import { permissionKeys } from './keys.js';

export const createPermission = (body: PermissionRequest) => api.post<PermissionDto>('/api/permissions', body);

/** One call per permission; the caller invalidates once after a batch (see onSettledBatch). */
export function useCreatePermission() {
  return useMutation({ mutationFn: createPermission, meta: { silent: true } });
}

export function useInvalidatePermissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: permissionKeys.all });
}
