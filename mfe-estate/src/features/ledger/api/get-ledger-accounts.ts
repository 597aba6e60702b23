import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEDGER_API, type LedgerAccount } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerKeys } from './ledger-keys.js';

export const getLedgerAccounts = (signal?: AbortSignal) =>
  api.get<LedgerAccount[]>(LEDGER_API.accounts, undefined, { signal });

/** The chart of accounts: fixed while the page is open, read once. */
export const ledgerAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ledgerKeys.accounts(),
    queryFn: ({ signal }) => getLedgerAccounts(signal),
    staleTime: Infinity,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useLedgerAccounts = () => useQuery(ledgerAccountsQueryOptions());
