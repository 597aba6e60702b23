/** The dashboard's Analytics tab. */
export function AnalyticsTab() {
  return <div data-testid="dashboard-tab-Analytics" />;
}
