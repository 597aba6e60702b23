import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardWebsite } from '@estate/contracts';
import { api } from '@estate/platform';
import { dashboardKeys } from './dashboard-keys.js';

export const getDashboardWebsite = (signal?: AbortSignal) =>
  api.get<DashboardWebsite>(`${DASHBOARD_API.dashboard}/website`, {}, { signal });

/** The site's inbox and what waits for approval; read when the tab is opened, and again each time it is shown. */
export const dashboardWebsiteQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.tab('websiteManagement'),
    queryFn: ({ signal }) => getDashboardWebsite(signal),
    staleTime: 0,
    // The tab shows its own error in place, with a retry.
    meta: { silent: true },
  });

export const useDashboardWebsite = () => useQuery(dashboardWebsiteQueryOptions());
