/** The dashboard's Overview tab. */
export function OverviewTab() {
  return <div data-testid="dashboard-tab-Overview" />;
}
