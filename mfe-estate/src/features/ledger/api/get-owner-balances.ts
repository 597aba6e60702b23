import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEDGER_REPORTS_API, type OwnerBalances } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerReportKeys } from './ledger-report-keys.js';

export const getOwnerBalances = (asOf: string, signal?: AbortSignal) =>
  api.get<OwnerBalances>(LEDGER_REPORTS_API.ownerBalances, { asOf }, { signal });

/** What is held for each owner to a day, their last payout, and the total. */
export const ownerBalancesQueryOptions = (asOf: string) =>
  queryOptions({
    queryKey: ledgerReportKeys.ownerBalances(asOf),
    queryFn: ({ signal }) => getOwnerBalances(asOf, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerBalances = (asOf: string) => useQuery(ownerBalancesQueryOptions(asOf));
