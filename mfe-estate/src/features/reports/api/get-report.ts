import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ESTATE_REPORTS_API,
  type EstateReport,
  type EstateReportOptions,
  type EstateReportQuery,
} from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

/**
 * Query keys of the reports, under the estate root: a report's figures come from every estate record (contracts,
 * invoices, payments, tickets), so a change that marks estate reads stale marks the reports too.
 */
export const reportKeys = {
  all: [...estateKeys.all, 'reports'] as const,
  report: (query: EstateReportQuery) => [...reportKeys.all, 'report', query] as const,
  options: () => [...reportKeys.all, 'options'] as const,
};

export const getReport = (query: EstateReportQuery, signal?: AbortSignal) =>
  api.get<EstateReport>(ESTATE_REPORTS_API.report, { ...query }, { signal });

/** The report of the filters; the previous one stays on screen while the next loads. */
export const reportQueryOptions = (query: EstateReportQuery) =>
  queryOptions({
    queryKey: reportKeys.report(query),
    queryFn: ({ signal }) => getReport(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useReport = (query: EstateReportQuery) => useQuery(reportQueryOptions(query));

export const getReportOptions = (signal?: AbortSignal) =>
  api.get<EstateReportOptions>(ESTATE_REPORTS_API.options, {}, { signal });

/** The years with data, for the year filter. */
export const reportOptionsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.options(),
    queryFn: ({ signal }) => getReportOptions(signal),
    staleTime: 60_000,
  });

export const useReportOptions = () => useQuery(reportOptionsQueryOptions());
