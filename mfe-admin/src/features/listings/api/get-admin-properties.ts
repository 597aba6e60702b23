import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPropertyList, AdminPropertyQuery } from '@estate/contracts';
import { api } from '@estate/platform';
import { adminPropertyKeys } from './keys.js';

export const getAdminProperties = (query: AdminPropertyQuery, signal?: AbortSignal) =>
  api.get<AdminPropertyList>('/api/admin/properties', { ...query }, { signal });

/** Every status, newest first; read again on each visit (listings arrive for review at any time). */
export const adminPropertiesQueryOptions = (query: AdminPropertyQuery) =>
  queryOptions({
    queryKey: adminPropertyKeys.list(query),
    queryFn: ({ signal }) => getAdminProperties(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useAdminProperties = (query: AdminPropertyQuery) => useQuery(adminPropertiesQueryOptions(query));
