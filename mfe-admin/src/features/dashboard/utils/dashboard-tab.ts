import { DASHBOARD_TABS, type DashboardTab } from '@estate/contracts';

/** The address parameter that keeps the open tab, so a tab can be linked to (`/dashboard?tab=financial`). */
export const TAB_PARAM = 'tab';

/** The tab the address asks for when the role has it, else the role's first tab (the overview). */
export function tabFromParams(params: URLSearchParams, tabs: readonly DashboardTab[]): DashboardTab {
  const asked = params.get(TAB_PARAM);
  const known = (DASHBOARD_TABS as readonly string[]).includes(asked ?? '') ? (asked as DashboardTab) : null;
  return known && tabs.includes(known) ? known : (tabs[0] ?? 'overview');
}

/** The address of a tab, other parameters kept; the first tab leaves the parameter out. */
export function paramsForTab(
  params: URLSearchParams,
  tab: DashboardTab,
  tabs: readonly DashboardTab[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === tabs[0]) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
