/** The dashboard's Notifications tab. */
export function NotificationsTab() {
  return <div data-testid="dashboard-tab-Notifications" />;
}
