import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractDeposit } from '@estate/contracts';
import { api } from '@estate/platform';
import { depositKeys, depositPaths } from './deposit-keys.js';

export const getContractDeposit = (contractId: string, signal?: AbortSignal) =>
  api.get<ContractDeposit>(depositPaths.deposit(contractId), undefined, { signal });

/** A contract's deposit as the ledger holds it: held now, applied to invoices, given back, and whether it ended. */
export const contractDepositQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: depositKeys.contract(contractId),
    queryFn: ({ signal }) => getContractDeposit(contractId, signal),
    staleTime: 0,
    // The section shows its own error in place.
    meta: { silent: true },
  });

export const useContractDeposit = (contractId: string) => useQuery(contractDepositQueryOptions(contractId));
