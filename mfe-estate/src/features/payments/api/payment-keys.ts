import type { PaymentListQuery } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/**
 * Query keys of the payments screen, under the estate root: a payment changes contracts' and tenants' figures too,
 * so writes mark every estate read stale (`estateKeys.all`).
 */
export const paymentKeys = {
  all: [...estateKeys.all, 'payments'] as const,
  list: (query: PaymentListQuery) => [...paymentKeys.all, 'list', query] as const,
  summary: (query: PaymentListQuery) => [...paymentKeys.all, 'summary', query] as const,
  invoice: (id: string) => [...paymentKeys.all, 'invoice', id] as const,
};
