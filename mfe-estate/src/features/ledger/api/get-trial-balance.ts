import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEDGER_API, type TrialBalance } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerKeys } from './ledger-keys.js';

export const getTrialBalance = (asOf: string, signal?: AbortSignal) =>
  api.get<TrialBalance>(LEDGER_API.trialBalance, { asOf }, { signal });

/** Each account's debits, credits and balance up to a day (`YYYY-MM-DD`); read again on each visit. */
export const trialBalanceQueryOptions = (asOf: string) =>
  queryOptions({
    queryKey: ledgerKeys.trialBalance(asOf),
    queryFn: ({ signal }) => getTrialBalance(asOf, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useTrialBalance = (asOf: string) => useQuery(trialBalanceQueryOptions(asOf));
