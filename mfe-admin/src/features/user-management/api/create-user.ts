import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserRequest, UserDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { userKeys } from './keys.js';

export const createUser = (body: CreateUserRequest) => api.post<UserDto>('/api/users', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
