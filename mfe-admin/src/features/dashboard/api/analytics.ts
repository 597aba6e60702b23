import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardAnalytics } from '@estate/contracts';
import { api } from '@estate/platform';

/** Query keys of the dashboard's analytics tab: the only place they are written (under the dashboard's root). */
export const analyticsKeys = {
  all: ['dashboard', 'analytics'] as const,
};

export const getDashboardAnalytics = (signal?: AbortSignal) =>
  api.get<DashboardAnalytics>(`${DASHBOARD_API.dashboard}/analytics`, undefined, { signal });

/** The analytics tab's figures (months, demand by area, views per day, maintenance), read again on each visit. */
export const dashboardAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.all,
    queryFn: ({ signal }) => getDashboardAnalytics(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useDashboardAnalytics = () => useQuery(dashboardAnalyticsQueryOptions());
