import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateContract } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getContract = (id: string, signal?: AbortSignal) =>
  api.get<EstateContract>(`${ESTATE_API.contracts}/${encodeURIComponent(id)}`, {}, { signal });

/** One record with its derived figures; read again on each visit. */
export const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: estateKeys.detail('contracts', id),
    queryFn: ({ signal }) => getContract(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useContract = (id: string) => useQuery(contractQueryOptions(id));
