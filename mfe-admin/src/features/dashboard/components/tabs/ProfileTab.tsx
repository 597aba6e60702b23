/** The dashboard's Profile tab. */
export function ProfileTab() {
  return <div data-testid="dashboard-tab-Profile" />;
}
