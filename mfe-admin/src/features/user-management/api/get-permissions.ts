import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { listOf, permissionKeys } from './keys.js';

export const getPermissions = async (): Promise<PermissionDto[]> =>
  listOf<PermissionDto>(await api.get<unknown>('/api/permissions'), 'permissions');

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.list(), queryFn: getPermissions, meta: { silent: true } });

export const usePermissions = () => useQuery(permissionsQueryOptions());
