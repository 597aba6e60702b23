import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto, UserStatusRequest } from '@estate/contracts';
import { api } from '@estate/platform';
import { userKeys } from './keys.js';

export const updateUserStatus = ({ id, isActive }: UserStatusRequest & { id: string }) =>
  api.patch<UserDto>(`/api/users/${encodeURIComponent(id)}/status`, { isActive });

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
