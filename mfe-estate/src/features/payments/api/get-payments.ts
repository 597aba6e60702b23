import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENTS_API, type EstateList, type PaymentInvoice, type PaymentListQuery } from '@estate/contracts';
import { api } from '@estate/platform';
import { paymentKeys } from './payment-keys.js';

export const getPayments = (query: PaymentListQuery, signal?: AbortSignal) =>
  api.get<EstateList<PaymentInvoice>>(PAYMENTS_API.payments, { ...query }, { signal });

/** One page of invoices, filtered and sorted by the server; read again on each visit. */
export const paymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const usePayments = (query: PaymentListQuery) => useQuery(paymentsQueryOptions(query));
