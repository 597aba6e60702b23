import { NotFoundPage } from '@estate/platform/ui';

export function PropertyManagementPage() {
  return <NotFoundPage />;
}
