import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type ContractListQuery, type ContractSummary } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getContractSummary = (query: ContractListQuery, signal?: AbortSignal) =>
  api.get<ContractSummary>(`${ESTATE_API.contracts}/summary`, { ...query }, { signal });

/** The figures above the list, computed by the server for the same filters. */
export const contractSummaryQueryOptions = (query: ContractListQuery) =>
  queryOptions({
    queryKey: estateKeys.summary('contracts', query),
    queryFn: ({ signal }) => getContractSummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useContractSummary = (query: ContractListQuery) => useQuery(contractSummaryQueryOptions(query));
