import { NotFoundPage } from '@estate/platform/ui';

export function TenantPortalPage() {
  return <NotFoundPage />;
}
