import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEDGER_REPORTS_API, type VatReport } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerReportKeys } from './ledger-report-keys.js';

export const getVatReport = (from: string, to: string, signal?: AbortSignal) =>
  api.get<VatReport>(LEDGER_REPORTS_API.vat, { from, to }, { signal });

/** VAT payable by month over the days, the totals and the balance at the end. */
export const vatReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ledgerReportKeys.vat(from, to),
    queryFn: ({ signal }) => getVatReport(from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useVatReport = (from: string, to: string) => useQuery(vatReportQueryOptions(from, to));
