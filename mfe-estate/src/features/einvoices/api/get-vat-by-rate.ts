import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VatByRateReport } from '@estate/contracts';
import { api } from '@estate/platform';
import { EINVOICES_API } from './einvoice-paths.js';
import { einvoiceKeys } from './einvoice-keys.js';

export const getVatByRate = (from: string, to: string, signal?: AbortSignal) =>
  api.get<VatByRateReport>(EINVOICES_API.vat, { from, to }, { signal });

/** Output VAT from the ledger by month and rate over the days, with the totals. */
export const vatByRateQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: einvoiceKeys.vat(from, to),
    queryFn: ({ signal }) => getVatByRate(from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useVatByRate = (from: string, to: string) => useQuery(vatByRateQueryOptions(from, to));
