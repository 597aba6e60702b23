import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EInvoiceDetail } from '@estate/contracts';
import { api } from '@estate/platform';
import { EINVOICES_API } from './einvoice-paths.js';
import { einvoiceKeys } from './einvoice-keys.js';
import { PENDING_POLL_MS } from './get-einvoices.js';

export const getEInvoice = (id: string, signal?: AbortSignal) =>
  api.get<EInvoiceDetail>(EINVOICES_API.detail(id), undefined, { signal });

/** One e-invoice with its UUID, counter, hashes, QR and lines; read again while it is pending. */
export const einvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: einvoiceKeys.detail(id),
    queryFn: ({ signal }) => getEInvoice(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
    meta: { silent: true },
  });

export const useEInvoice = (id: string) => useQuery(einvoiceQueryOptions(id));
