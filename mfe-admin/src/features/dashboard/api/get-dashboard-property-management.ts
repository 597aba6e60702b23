import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardPropertyManagement } from '@estate/contracts';
import { api } from '@estate/platform';
import { dashboardKeys } from './dashboard-keys.js';

export const getDashboardPropertyManagement = (signal?: AbortSignal) =>
  api.get<DashboardPropertyManagement>(`${DASHBOARD_API.dashboard}/property-management`, {}, { signal });

/** Listings by status, the latest listings and the estate properties with their map; read when the tab is opened, and again each time it is shown. */
export const dashboardPropertyManagementQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.tab('propertyManagement'),
    queryFn: ({ signal }) => getDashboardPropertyManagement(signal),
    staleTime: 0,
    // The tab shows its own error in place, with a retry.
    meta: { silent: true },
  });

export const useDashboardPropertyManagement = () => useQuery(dashboardPropertyManagementQueryOptions());
