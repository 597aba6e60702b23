import { NotFoundPage } from '@estate/platform/ui';

export function CheckoutPage() {
  return <NotFoundPage />;
}
