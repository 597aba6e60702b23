/** The dashboard's Alerts tab. */
export function AlertsTab() {
  return <div data-testid="dashboard-tab-Alerts" />;
}
