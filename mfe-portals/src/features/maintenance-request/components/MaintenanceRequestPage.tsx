import { NotFoundPage } from '@estate/platform/ui';

export function MaintenanceRequestPage() {
  return <NotFoundPage />;
}
