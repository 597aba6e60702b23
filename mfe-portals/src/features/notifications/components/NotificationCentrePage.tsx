import { NotFoundPage } from '@estate/platform/ui';

export function NotificationCentrePage() {
  return <NotFoundPage />;
}
