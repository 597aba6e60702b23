import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { listOf, roleKeys } from './keys.js';

export const getRoles = async (): Promise<RoleDto[]> => listOf<RoleDto>(await api.get<unknown>('/api/roles'), 'roles');

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles, meta: { silent: true } });

export const useRoles = () => useQuery(rolesQueryOptions());
