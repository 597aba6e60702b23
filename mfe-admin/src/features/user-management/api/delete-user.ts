import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@estate/platform';
import { userKeys } from './keys.js';

export const deleteUser = (id: string) => api.delete<void>(`/api/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
