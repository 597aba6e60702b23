import type { DashboardTab } from '@estate/contracts';

/**
 * Query keys of /dashboard: the only place they are written. The overview's counts and each tab's figures have a
 * key of their own (a tab reads its figures when it is opened); `dashboardKeys.all` marks every one stale.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  tab: (tab: Exclude<DashboardTab, 'overview'>) => [...dashboardKeys.all, 'tab', tab] as const,
};
