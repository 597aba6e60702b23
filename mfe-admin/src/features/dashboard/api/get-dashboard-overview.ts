import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardOverview } from '@estate/contracts';
import { api } from '@estate/platform';
import { dashboardKeys } from './dashboard-keys.js';

export const getDashboardOverview = (signal?: AbortSignal) =>
  api.get<DashboardOverview>(DASHBOARD_API.dashboard, {}, { signal });

/** The overview's counts for the signed-in role; read again each time the tab is shown. */
export const dashboardOverviewQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: ({ signal }) => getDashboardOverview(signal),
    staleTime: 0,
    // The tab shows its own error in place, with a retry.
    meta: { silent: true },
  });

export const useDashboardOverview = () => useQuery(dashboardOverviewQueryOptions());
