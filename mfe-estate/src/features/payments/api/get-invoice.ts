import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENTS_API, type PaymentInvoiceDetail } from '@estate/contracts';
import { api } from '@estate/platform';
import { paymentKeys } from './payment-keys.js';

export const getInvoice = (id: string, signal?: AbortSignal) =>
  api.get<PaymentInvoiceDetail>(PAYMENTS_API.invoice(id), undefined, { signal });

/** One invoice with its payments, refunds and penalty invoice. */
export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
