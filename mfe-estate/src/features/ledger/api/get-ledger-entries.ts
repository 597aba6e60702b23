import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { LEDGER_API, type EstateList, type LedgerEntry } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerKeys } from './ledger-keys.js';

/** The journal's filters the screen sets (the server also takes a contract). */
export interface LedgerEntriesQuery {
  account?: string;
  ownerId?: string;
  propertyId?: string;
  tenantId?: string;
  /** The record that wrote the entries (an invoice, payment, refund or ticket): its posting and reversals. */
  sourceId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const getLedgerEntries = (query: LedgerEntriesQuery, signal?: AbortSignal) =>
  api.get<EstateList<LedgerEntry>>(LEDGER_API.entries, { ...query }, { signal });

/** One page of journal entries with their lines, newest first, filtered and paged by the server. */
export const ledgerEntriesQueryOptions = (query: LedgerEntriesQuery) =>
  queryOptions({
    queryKey: ledgerKeys.entries(query),
    queryFn: ({ signal }) => getLedgerEntries(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
