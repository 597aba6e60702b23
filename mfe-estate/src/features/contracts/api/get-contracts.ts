import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateList, type EstateContract, type ContractListQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getContracts = (query: ContractListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateContract>>(ESTATE_API.contracts, { ...query }, { signal });

/** One page of the list, filtered and sorted by the server; read again on each visit. */
export const contractsQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: estateKeys.list('contracts', query),
    queryFn: ({ signal }) => getContracts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useContracts = (query: ContractListQuery) => useQuery(contractsQueryOptions(query));
