/** The dashboard's PropertyManagement tab. */
export function PropertyManagementTab() {
  return <div data-testid="dashboard-tab-PropertyManagement" />;
}
