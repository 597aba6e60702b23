import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerLedger } from '@estate/contracts';
import { api } from '@estate/platform';
import { ownerMoneyKeys, ownerMoneyPaths } from './owner-money-keys.js';

export interface OwnerLedgerPeriod {
  /** `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
}

export const getOwnerLedger = (ownerId: string, period: OwnerLedgerPeriod, signal?: AbortSignal) =>
  api.get<OwnerLedger>(ownerMoneyPaths.ledger(ownerId), { from: period.from, to: period.to }, { signal });

/** An owner's ledger for a period: opening balance, what moved it line by line, and the closing balance. */
export const ownerLedgerQueryOptions = (ownerId: string, period: OwnerLedgerPeriod) =>
  queryOptions({
    queryKey: ownerMoneyKeys.ledger(ownerId, period),
    queryFn: ({ signal }) => getOwnerLedger(ownerId, period, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerLedger = (ownerId: string, period: OwnerLedgerPeriod) =>
  useQuery(ownerLedgerQueryOptions(ownerId, period));
