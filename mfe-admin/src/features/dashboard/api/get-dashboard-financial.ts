import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardFinancial } from '@estate/contracts';
import { api } from '@estate/platform';
import { dashboardKeys } from './dashboard-keys.js';

export const getDashboardFinancial = (signal?: AbortSignal) =>
  api.get<DashboardFinancial>(`${DASHBOARD_API.dashboard}/financial`, {}, { signal });

/** This month's and this year's revenue, expenses, collection and overdue, and the last 12 months; read when the tab is opened, and again each time it is shown. */
export const dashboardFinancialQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.tab('financial'),
    queryFn: ({ signal }) => getDashboardFinancial(signal),
    staleTime: 0,
    // The tab shows its own error in place, with a retry.
    meta: { silent: true },
  });

export const useDashboardFinancial = () => useQuery(dashboardFinancialQueryOptions());
