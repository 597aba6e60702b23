import { ERROR_CODES } from '@estate/contracts';
import { NotFoundException } from '@nestjs/common';

/**
 * A payment provider as the checkout sees it: it starts a payment of an amount (answering its own reference and
 * where to send the payer) and it vouches for the outcome in a confirmation it signs, delivered to
 * POST /api/checkout/confirm/<name> (a real provider's webhook; the sandbox sends its own the same way). A real
 * provider is added as one more implementation registered under PAYMENT_PROVIDERS.
 */
export interface PaymentProvider {
  /** Its name in the config (PAYMENT_PROVIDER), the checkouts' rows and the confirmation route. */
  readonly name: string;
  /** A test provider (no money moves): what it approves is recorded as a test payment, which settles nothing. */
  readonly test: boolean;
  start(request: ProviderStartRequest): Promise<ProviderStart>;
  /**
   * Reads a confirmation as it arrived (headers and parsed body). Throws when it is not the provider's (a bad
   * signature, a malformed body): nothing is recorded from it.
   */
  verify(delivery: ProviderDelivery): Promise<ProviderConfirmation>;
  /** Gives back (all of) an approved payment to the card it came from: mada takes purchase and refund only. */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund>;
}

export interface ProviderRefundRequest {
  /** The provider's reference of the payment refunded. */
  reference: string;
  /** SAR, two decimals: what was paid. */
  amount: number;
}

export interface ProviderRefund {
  /** The provider's id of the refund. */
  reference: string;
}

export interface ProviderStartRequest {
  checkoutId: string;
  /** SAR, two decimals. */
  amount: number;
  currency: 'SAR';
  /** What the payer sees on the provider's page (the invoice number). */
  description: string;
  /** Our own page where the payer enters the card with a test provider (the sandbox); its own default otherwise. */
  payPagePath?: string;
}

export interface ProviderStart {
  /** The provider's id of the payment, named by its confirmations. */
  reference: string;
  /** Where the payer goes to pay: a path of ours or the provider's absolute URL. */
  redirectUrl: string;
}

export interface ProviderDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type ProviderOutcome = 'approved' | 'declined';

export interface ProviderConfirmation {
  reference: string;
  outcome: ProviderOutcome;
  /** SAR the provider took (approved) or was asked for (declined). */
  amount: number;
  /** Why it was declined (CARD_DECLINED, CARD_INVALID...); null when approved. */
  failureCode: string | null;
}

/** The providers the server knows, by name (the one PAYMENT_PROVIDER picks starts new checkouts). */
export const PAYMENT_PROVIDER_REGISTRY = Symbol('PAYMENT_PROVIDER_REGISTRY');
export type PaymentProviderRegistry = ReadonlyMap<string, PaymentProvider>;

/**
 * A confirmation delivered for `providerName`, verified by that provider: only the provider in use (PAYMENT_PROVIDER,
 * `active`) is heard, any other name is 404 as an unknown route. Checkouts and auction deposits both take theirs so.
 */
export async function verifiedConfirmation(
  providers: PaymentProviderRegistry,
  active: string | null,
  providerName: string,
  delivery: ProviderDelivery,
): Promise<{ provider: PaymentProvider; confirmation: ProviderConfirmation }> {
  const provider = providers.get(providerName);
  if (!provider || provider.name !== active) {
    throw new NotFoundException({ code: ERROR_CODES.notFound, message: `No payment provider ${providerName}` });
  }
  return { provider, confirmation: await provider.verify(delivery) };
}
