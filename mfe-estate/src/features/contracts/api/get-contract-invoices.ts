import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type ContractInvoices, type ContractInvoicesQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getContractInvoices = (id: string, query: ContractInvoicesQuery, signal?: AbortSignal) =>
  api.get<ContractInvoices>(ESTATE_API.contractInvoices(encodeURIComponent(id)), { ...query }, { signal });

/** The invoices a contract issued, by due date, with their totals. */
export const contractInvoicesQueryOptions = (id: string, query: ContractInvoicesQuery = {}) =>
  queryOptions({
    queryKey: estateKeys.invoices(id, query),
    queryFn: ({ signal }) => getContractInvoices(id, query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useContractInvoices = (id: string, query: ContractInvoicesQuery = {}) =>
  useQuery(contractInvoicesQueryOptions(id, query));
