import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardAlerts } from '@estate/contracts';
import { api } from '@estate/platform';
import { dashboardKeys } from './dashboard-keys.js';

export const getDashboardAlerts = (signal?: AbortSignal) =>
  api.get<DashboardAlerts>(`${DASHBOARD_API.dashboard}/alerts`, {}, { signal });

/** Overdue invoices, contracts ending soon, urgent tickets past their SLA, auctions ending today; read when the tab is opened, and again each time it is shown. */
export const dashboardAlertsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.tab('alerts'),
    queryFn: ({ signal }) => getDashboardAlerts(signal),
    staleTime: 0,
    // The tab shows its own error in place, with a retry.
    meta: { silent: true },
  });

export const useDashboardAlerts = () => useQuery(dashboardAlertsQueryOptions());
