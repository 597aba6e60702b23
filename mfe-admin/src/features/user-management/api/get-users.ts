import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { listOf, userKeys } from './keys.js';

export const getUsers = async (): Promise<UserDto[]> => listOf<UserDto>(await api.get<unknown>('/api/users'), 'users');

export const usersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.list(), queryFn: getUsers, meta: { silent: true } });

export const useUsers = () => useQuery(usersQueryOptions());
