/** The dashboard's Website tab. */
export function WebsiteTab() {
  return <div data-testid="dashboard-tab-Website" />;
}
