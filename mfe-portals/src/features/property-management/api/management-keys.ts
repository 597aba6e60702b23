import { estateKeys } from '@estate/platform';

/**
 * Query keys of the dashboard's reads that the platform's estate keys do not name (tickets, reports), under the
 * estate root like the back office's own, so a change made there marks these stale too.
 */
export const managementKeys = {
  tickets: (query: object) => [...estateKeys.all, 'maintenance', 'list', query] as const,
  ticketSummary: () => [...estateKeys.all, 'maintenance', 'summary', {}] as const,
  report: (query: object) => [...estateKeys.all, 'reports', 'report', query] as const,
};
