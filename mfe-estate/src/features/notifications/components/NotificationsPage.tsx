/** /estate/notifications */
export function NotificationsPage() {
  return null;
}
