import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENTS_API, type PaymentListQuery, type PaymentSummary } from '@estate/contracts';
import { api } from '@estate/platform';
import { paymentKeys } from './payment-keys.js';

export const getPaymentSummary = (query: PaymentListQuery, signal?: AbortSignal) =>
  api.get<PaymentSummary>(PAYMENTS_API.summary, { ...query }, { signal });

/** The four cards above the list, computed by the server for the same filters. */
export const paymentSummaryQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: paymentKeys.summary(query),
    queryFn: ({ signal }) => getPaymentSummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePaymentSummary = (query: PaymentListQuery) => useQuery(paymentSummaryQueryOptions(query));
