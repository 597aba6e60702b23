import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ESTATE_REPORTS_API,
  reportFileName,
  type EstateReport,
  type EstateReportQuery,
  type Language,
} from '@estate/contracts';
import { api, downloadFile } from '@estate/platform';
import { managementKeys } from './management-keys.js';

export const getReport = (query: EstateReportQuery, signal?: AbortSignal) =>
  api.get<EstateReport>(ESTATE_REPORTS_API.report, { ...query }, { signal });

/** A month's report: revenue received, expenses, net income and the properties' lines. */
export const useReport = (query: EstateReportQuery) =>
  useQuery(
    queryOptions({
      queryKey: managementKeys.report(query),
      queryFn: ({ signal }) => getReport(query, signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  );

/** The report's PDF in the page's language (the same file the reports screen exports). */
export const downloadReportPdf = (query: EstateReportQuery, lang: Language) =>
  downloadFile(ESTATE_REPORTS_API.export, { ...query, format: 'pdf', lang }, reportFileName(query, 'pdf'));
