import { NotFoundPage } from '@estate/platform/ui';

export function OwnerDashboardPage() {
  return <NotFoundPage />;
}
