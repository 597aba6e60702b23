import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { userKeys } from './keys.js';

export const updateUser = ({ id, ...body }: UpdateUserRequest & { id: string }) =>
  api.patch<UserDto>(`/api/users/${encodeURIComponent(id)}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
