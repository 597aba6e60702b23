import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EInvoiceList, EInvoiceListQuery } from '@estate/contracts';
import { api } from '@estate/platform';
import { EINVOICES_API } from './einvoice-paths.js';
import { einvoiceKeys } from './einvoice-keys.js';

/** How often a page showing a pending document is read again until it is answered. */
export const PENDING_POLL_MS = 2_000;

export const getEInvoices = (query: EInvoiceListQuery, signal?: AbortSignal) =>
  api.get<EInvoiceList>(EINVOICES_API.list, { ...query }, { signal });

/** One page of e-invoices, newest first, filtered by the server; read again on each visit. */
export const einvoicesQueryOptions = (query: EInvoiceListQuery) =>
  queryOptions({
    queryKey: einvoiceKeys.list(query),
    queryFn: ({ signal }) => getEInvoices(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // A document waiting to be issued or sent (one just retried among them) changes on the server by itself.
    refetchInterval: (query) =>
      query.state.data?.items.some((row) => row.state === 'pending') ? PENDING_POLL_MS : false,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useEInvoices = (query: EInvoiceListQuery) => useQuery(einvoicesQueryOptions(query));
