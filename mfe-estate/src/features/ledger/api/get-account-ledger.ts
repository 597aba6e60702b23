import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AccountLedger, LEDGER_REPORTS_API } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerReportKeys } from './ledger-report-keys.js';

/** The days and page of an account's general ledger (`from` left out: from its first line). */
export interface AccountLedgerQuery {
  from?: string;
  to: string;
  page: number;
  limit: number;
}

export const getAccountLedger = (code: string, query: AccountLedgerQuery, signal?: AbortSignal) =>
  api.get<AccountLedger>(LEDGER_REPORTS_API.accountLines(code), { ...query }, { signal });

/** One page of an account's lines with the balance after each, and the opening and closing balances. */
export const accountLedgerQueryOptions = (code: string, query: AccountLedgerQuery) =>
  queryOptions({
    queryKey: ledgerReportKeys.accountLines(code, query),
    queryFn: ({ signal }) => getAccountLedger(code, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useAccountLedger = (code: string, query: AccountLedgerQuery) =>
  useQuery(accountLedgerQueryOptions(code, query));
