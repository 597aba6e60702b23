import {
  CHECKOUT_ERROR_CODES,
  ERROR_CODES,
  SANDBOX_CARD_PROBLEM_MESSAGES,
  SANDBOX_CARDS,
  type SandboxCardInput,
  cardDigits,
  sandboxCardProblems,
  todayInRiyadh,
} from '@estate/contracts';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../common/config/app-config.js';
import { APP_CONFIG } from '../../../common/config/config.module.js';
import type {
  PaymentProvider,
  ProviderConfirmation,
  ProviderDelivery,
  ProviderOutcome,
  ProviderRefund,
  ProviderRefundRequest,
  ProviderStart,
  ProviderStartRequest,
} from './payment-provider.js';

/** The header the sandbox signs its confirmations in: HMAC-SHA256 (hex) of the confirmation's fields. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body of the sandbox's confirmation, as POST /api/checkout/confirm/sandbox takes it. */
export interface SandboxConfirmationBody {
  reference: string;
  outcome: ProviderOutcome;
  /** SAR, as a string with two decimals (what was signed). */
  amount: string;
  failureCode: string | null;
}

/** The text the signature covers: the fields in a fixed order, so no JSON spelling changes it. */
export const sandboxSignedText = (body: SandboxConfirmationBody) =>
  JSON.stringify([body.reference, body.outcome, body.amount, body.failureCode]);

export const signSandboxConfirmation = (secret: string | Buffer, body: SandboxConfirmationBody) =>
  createHmac('sha256', secret).update(sandboxSignedText(body)).digest('hex');

const badSignature = (message: string) => new BadRequestException({ code: CHECKOUT_ERROR_CODES.badSignature, message });

const invalidBody = (field: string) =>
  new BadRequestException({
    code: ERROR_CODES.validation,
    message: `Validation failed (${field}: missing or malformed)`,
    details: [{ field, messages: ['missing or malformed'] }],
  });

/**
 * The built-in provider: no money moves, and what it approves is recorded as a test payment. Its card page is ours (/tenant-portal/pay/<checkout>); the test cards of
 * SANDBOX_CARDS are approved or declined, any other card is refused as invalid. It vouches for the outcome the way a
 * real provider does, with a confirmation signed with its key (PAYMENT_SANDBOX_SECRET, else a key made at start).
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly test = true;
  private readonly secret: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = config.paymentSandboxSecret ? Buffer.from(config.paymentSandboxSecret) : randomBytes(32);
  }

  start(request: ProviderStartRequest): Promise<ProviderStart> {
    return Promise.resolve({
      reference: `sbx_${randomBytes(12).toString('hex')}`,
      redirectUrl: request.payPagePath ?? `/tenant-portal/pay/${request.checkoutId}`,
    });
  }

  /** The sandbox's bank gives back what it took: nothing moves, the refund has its own reference. */
  refund(request: ProviderRefundRequest): Promise<ProviderRefund> {
    if (!/^sbx_[0-9a-f]{24}$/.test(request.reference)) throw invalidBody('reference');
    return Promise.resolve({ reference: `sbr_${randomBytes(12).toString('hex')}` });
  }

  /** What the sandbox's bank answers for a card: the approved test card goes through, the others do not. */
  charge(cardNumber: string): { outcome: ProviderOutcome; failureCode: string | null } {
    const digits = cardDigits(cardNumber);
    if (digits === SANDBOX_CARDS.approved) return { outcome: 'approved', failureCode: null };
    if (digits === SANDBOX_CARDS.declined) return { outcome: 'declined', failureCode: CHECKOUT_ERROR_CODES.declined };
    return { outcome: 'declined', failureCode: CHECKOUT_ERROR_CODES.invalidCard };
  }

  /** The sandbox's card form checked as its page sends it: 400 VALIDATION_FAILED naming each bad field. */
  checkCard(card: SandboxCardInput): void {
    const problems = sandboxCardProblems(card, todayInRiyadh().slice(0, 7));
    if (problems.length === 0) return;
    throw new BadRequestException({
      code: ERROR_CODES.validation,
      message: `Validation failed (${problems.map((p) => `${p.field}: ${SANDBOX_CARD_PROBLEM_MESSAGES[p.problem]}`).join('; ')})`,
      details: problems.map(({ field, problem }) => ({
        field,
        messages: [SANDBOX_CARD_PROBLEM_MESSAGES[problem]],
        problem,
      })),
    });
  }

  /** Charges the card for the payment of `reference` and answers the signed confirmation its bank would deliver. */
  pay(reference: string, amount: number, cardNumber: string): ProviderDelivery {
    const charge = this.charge(cardNumber);
    return this.confirmation({
      reference,
      outcome: charge.outcome,
      amount: amount.toFixed(2),
      failureCode: charge.failureCode,
    });
  }

  /** The signed confirmation of a charge, as it is delivered to the confirmation route. */
  confirmation(body: SandboxConfirmationBody): ProviderDelivery {
    return { headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxConfirmation(this.secret, body) }, body };
  }

  verify(delivery: ProviderDelivery): Promise<ProviderConfirmation> {
    const body = (delivery.body ?? {}) as Partial<Record<keyof SandboxConfirmationBody, unknown>>;
    if (typeof body.reference !== 'string' || !/^sbx_[0-9a-f]{24}$/.test(body.reference)) {
      throw invalidBody('reference');
    }
    if (body.outcome !== 'approved' && body.outcome !== 'declined') throw invalidBody('outcome');
    if (typeof body.amount !== 'string' || !/^\d{1,12}\.\d{2}$/.test(body.amount)) throw invalidBody('amount');
    const failureCode = body.failureCode ?? null;
    if (failureCode !== null && (typeof failureCode !== 'string' || !/^[A-Z_]{1,40}$/.test(failureCode))) {
      throw invalidBody('failureCode');
    }
    if ((body.outcome === 'approved') !== (failureCode === null)) throw invalidBody('failureCode');
    const header = delivery.headers[SANDBOX_SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header : '';
    const fields: SandboxConfirmationBody = {
      reference: body.reference,
      outcome: body.outcome,
      amount: body.amount,
      failureCode,
    };
    const expected = Buffer.from(signSandboxConfirmation(this.secret, fields), 'hex');
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw badSignature('The confirmation is not signed by the sandbox');
    }
    return Promise.resolve({
      reference: fields.reference,
      outcome: fields.outcome,
      amount: Number(fields.amount),
      failureCode,
    });
  }
}
