import type { TFunction } from 'i18next';
import { PAYMENT_ERROR_CODES } from '@estate/contracts';
import { ApiError } from '@estate/platform';

const CODES = new Set<string>(Object.values(PAYMENT_ERROR_CODES));

/**
 * The page-language message of an invoice action the payment rules refuse: the reason an invoice takes no cancel or
 * edit (paid, cancelled, payments to refund first) or a payment rule's code; null for any other error.
 */
export function paymentRefusalText(error: unknown, t: TFunction<'estate'>): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (reason) return t(`payments.errors.reason.${reason}`);
  return CODES.has(error.code) ? t(`payments.errors.${error.code}`, { amount: '' }) : null;
}
