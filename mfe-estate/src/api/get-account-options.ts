import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type AccountOption, type AccountOptionsQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getAccountOptions = (query: AccountOptionsQuery, signal?: AbortSignal) =>
  api.get<AccountOption[]>(ESTATE_API.accountOptions, { ...query }, { signal });

/** Accounts of the owner (or tenant) role an owner (tenant) record can be linked to, free ones first. */
export const accountOptionsQueryOptions = (query: AccountOptionsQuery) =>
  queryOptions({
    queryKey: estateKeys.options('accounts', query),
    queryFn: ({ signal }) => getAccountOptions(query, signal),
    staleTime: 30_000,
  });

export const useAccountOptions = (query: AccountOptionsQuery) => useQuery(accountOptionsQueryOptions(query));
