import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_TTL_MINUTES,
  type CheckoutStart,
  type CheckoutStatus,
  type CheckoutView,
  ERROR_CODES,
  OFFICE_PAYMENT_METHODS,
  PAYMENT_ERROR_CODES,
  type SandboxCardInput,
  todayInRiyadh,
} from '@estate/contracts';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user.js';
import type { AppConfig } from '../../../common/config/app-config.js';
import { APP_CONFIG } from '../../../common/config/config.module.js';
import { PaymentQueries } from '../../payments/payment-queries.js';
import { PaymentsService } from '../../payments/payments.service.js';
import { refuseCardWhenEjar } from '../../payments/ejar-channel.js';
import { halalas, iso, num, type Row, str, strOrNull } from '../../shared/estate-sql.js';
import {
  PAYMENT_PROVIDER_REGISTRY,
  type PaymentProvider,
  type PaymentProviderRegistry,
  type ProviderConfirmation,
  type ProviderDelivery,
  verifiedConfirmation,
} from './payment-provider.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

/** What a confirmation answers the provider: the checkout it settled and how. */
export interface CheckoutConfirmationResult {
  checkoutId: string;
  status: CheckoutStatus;
  paymentId: string | null;
}

const checkoutNotFound = () => new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such checkout' });
const invoiceNotFound = () =>
  new NotFoundException({ code: PAYMENT_ERROR_CODES.invoiceNotFound, message: 'No such invoice' });
const expired = () =>
  new ConflictException({
    code: CHECKOUT_ERROR_CODES.expired,
    message: `The checkout has expired (${CHECKOUT_TTL_MINUTES} minutes); start a new one`,
  });
const completed = (status: CheckoutStatus) =>
  new ConflictException({ code: CHECKOUT_ERROR_CODES.alreadyDone, message: `The checkout is ${status} already` });

const VIEW = `SELECT k.id, k.provider, k.provider_reference, k.status, k.amount, k.invoice_id, k.user_id, k.failure_code,
         k.payment_id, k.expires_at, k.expires_at <= now() AS past_expiry, i.invoice_number, c.contract_number,
         p.title AS property_title, p.title_en AS property_title_en, pm.receipt_number
    FROM estate_payment_checkouts k
    JOIN estate_invoices i ON i.id = k.invoice_id
    JOIN estate_contracts c ON c.id = i.contract_id
    JOIN estate_properties p ON p.id = c.property_id
    LEFT JOIN estate_payments pm ON pm.id = k.payment_id`;

/**
 * Online payment of a tenant's invoice: a checkout of what is left on it with the configured provider, and the
 * provider's confirmation applied once. A test provider's (the sandbox's) approval is recorded as a test payment,
 * which settles nothing: the invoice stays owed. A confirmation locks its checkout: the first records the payment (through
 * PaymentsService, in the same transaction, so the late fee rules apply) and marks it approved; any later or
 * concurrent one finds it approved and answers the same.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER_REGISTRY) private readonly providers: PaymentProviderRegistry,
    private readonly sandbox: SandboxPaymentProvider,
    private readonly payments: PaymentsService,
    private readonly paymentQueries: PaymentQueries,
  ) {}

  /**
   * The provider new checkouts go to (PAYMENT_PROVIDER); without one, 503 PAYMENT_PROVIDER_NOT_CONFIGURED naming
   * the methods the office takes instead.
   */
  private get active(): PaymentProvider {
    const provider = this.config.paymentProvider ? this.providers.get(this.config.paymentProvider) : undefined;
    if (!provider) {
      throw new ServiceUnavailableException({
        code: CHECKOUT_ERROR_CODES.providerNotConfigured,
        message: 'Card payments are not available; pay by bank transfer, or in cash or by cheque at the office',
        details: { methods: [...OFFICE_PAYMENT_METHODS] },
      });
    }
    return provider;
  }

  /** Whether a provider of the registry is a test one (the sandbox). */
  private isTest(providerName: string): boolean {
    return this.providers.get(providerName)?.test ?? false;
  }

  /** Starts paying what is left on one of the caller's own invoices. */
  async start(invoiceId: string, user: AuthenticatedUser): Promise<CheckoutStart> {
    const [owned] = (await this.dataSource.query(
      `SELECT t.id AS tenant_id FROM estate_invoices i
         JOIN estate_contracts c ON c.id = i.contract_id
         JOIN estate_tenants t ON t.id = c.tenant_id
        WHERE i.id = $1 AND t.user_id = $2`,
      [invoiceId, user.id],
    )) as Row[];
    if (!owned) throw invoiceNotFound();
    // Residential rent counts as paid only through Ejar's channels: no card checkout of it here.
    await refuseCardWhenEjar(this.dataSource, invoiceId);
    const provider = this.active;
    const invoice = await this.paymentQueries.get(invoiceId);
    if (invoice.status === 'paid' || invoice.status === 'cancelled' || !(invoice.outstandingAmount > 0)) {
      throw new ConflictException({
        code: CHECKOUT_ERROR_CODES.notPayable,
        message: `Invoice ${invoice.invoiceNumber} has nothing to pay`,
      });
    }
    const checkoutId = randomUUID();
    const amount = invoice.outstandingAmount;
    const started = await provider.start({
      checkoutId,
      amount,
      currency: 'SAR',
      description: invoice.invoiceNumber,
    });
    await this.dataSource.query(
      `INSERT INTO estate_payment_checkouts (id, invoice_id, tenant_id, user_id, provider, provider_reference, amount,
                                             expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
      [
        checkoutId,
        invoiceId,
        str(owned.tenant_id),
        user.id,
        provider.name,
        started.reference,
        amount.toFixed(2),
        CHECKOUT_TTL_MINUTES,
      ],
    );
    return { checkoutId, provider: provider.name, amount, redirectUrl: started.redirectUrl };
  }

  /** One of the caller's own checkouts (404 for anyone else's). */
  async view(id: string, userId: string): Promise<CheckoutView> {
    const [row] = (await this.dataSource.query(`${VIEW} WHERE k.id = $1 AND k.user_id = $2`, [id, userId])) as Row[];
    if (!row) throw checkoutNotFound();
    return toView(row, this.isTest(str(row.provider)));
  }

  /**
   * The sandbox's card page: checks the card form (400 naming each bad field), charges the card in the sandbox and
   * delivers the sandbox's signed confirmation the way a provider's webhook arrives.
   */
  async paySandbox(id: string, user: AuthenticatedUser, card: SandboxCardInput, ip: string | null) {
    const checkout = await this.view(id, user.id);
    if (checkout.provider !== this.sandbox.name) throw checkoutNotFound();
    this.sandbox.checkCard(card);
    if (checkout.status === 'approved') return checkout;
    if (checkout.status === 'expired') {
      await this.expire(this.dataSource, id);
      throw expired();
    }
    if (checkout.status !== 'pending') throw completed(checkout.status);
    const [reference] = (await this.dataSource.query(
      `SELECT provider_reference FROM estate_payment_checkouts WHERE id = $1`,
      [id],
    )) as Row[];
    await this.confirm(
      this.sandbox.name,
      this.sandbox.pay(str(reference!.provider_reference), checkout.amount, card.cardNumber),
      ip,
    );
    return this.view(id, user.id);
  }

  /**
   * A provider's confirmation (its webhook, or the sandbox's own delivery): verified by the provider, then applied
   * to its checkout once under the checkout's row lock.
   */
  async confirm(
    providerName: string,
    delivery: ProviderDelivery,
    ip: string | null,
  ): Promise<CheckoutConfirmationResult> {
    const { provider, confirmation } = await verifiedConfirmation(
      this.providers,
      this.config.paymentProvider,
      providerName,
      delivery,
    );
    const outcome = await this.dataSource.transaction((manager) => this.apply(manager, provider, confirmation, ip));
    if (outcome === 'expired') throw expired();
    return outcome;
  }

  private async apply(
    manager: EntityManager,
    provider: PaymentProvider,
    confirmation: ProviderConfirmation,
    ip: string | null,
  ): Promise<CheckoutConfirmationResult | 'expired'> {
    const [row] = (await manager.query(
      `SELECT k.id, k.invoice_id, k.user_id, k.amount, k.status, k.payment_id, k.failure_code,
              k.expires_at <= now() AS past_expiry
         FROM estate_payment_checkouts k WHERE k.provider = $1 AND k.provider_reference = $2 FOR UPDATE`,
      [provider.name, confirmation.reference],
    )) as Row[];
    if (!row) throw checkoutNotFound();
    const checkoutId = str(row.id);
    const status = row.status as CheckoutStatus;
    const settled = (next: CheckoutStatus, paymentId: string | null) => ({ checkoutId, status: next, paymentId });
    if (status === 'approved') return settled(status, strOrNull(row.payment_id));
    if (status === 'declined' && confirmation.outcome === 'declined') return settled(status, null);
    if (status !== 'pending') throw completed(status);
    if (row.past_expiry === true) {
      await this.expire(manager, checkoutId);
      return 'expired';
    }
    if (Math.round(confirmation.amount * 100) !== halalas(row.amount)) {
      throw new BadRequestException({
        code: CHECKOUT_ERROR_CODES.badSignature,
        message: 'The confirmation is not for the amount of its checkout',
      });
    }
    if (confirmation.outcome === 'declined') {
      await this.settle(manager, checkoutId, 'declined', confirmation.failureCode ?? CHECKOUT_ERROR_CODES.declined);
      return settled('declined', null);
    }
    const userId = str(row.user_id);
    const [account] = (await manager.query(`SELECT name FROM users WHERE id = $1`, [userId])) as Row[];
    let paymentId: string;
    try {
      const invoice = await this.payments.record(
        str(row.invoice_id),
        { amount: confirmation.amount, method: 'card', paidOn: todayInRiyadh(), reference: confirmation.reference },
        userId,
        { id: userId, name: account ? str(account.name) : 'tenant', ip },
        undefined,
        manager,
        provider.test,
      );
      paymentId = invoice.payments.find((p) => p.kind === 'payment' && p.reference === confirmation.reference)!.id;
    } catch (error) {
      // Paid or cancelled meanwhile (at the office, or through another checkout): nothing is recorded twice.
      if (!(error instanceof ConflictException)) throw error;
      await this.settle(manager, checkoutId, 'declined', CHECKOUT_ERROR_CODES.notPayable);
      return settled('declined', null);
    }
    await manager.query(
      `UPDATE estate_payment_checkouts SET status = 'approved', payment_id = $2, failure_code = NULL, updated_at = now()
        WHERE id = $1`,
      [checkoutId, paymentId],
    );
    return settled('approved', paymentId);
  }

  private async settle(db: Pick<EntityManager, 'query'>, id: string, status: CheckoutStatus, failureCode: string) {
    await db.query(
      `UPDATE estate_payment_checkouts SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1`,
      [id, status, failureCode],
    );
  }

  private expire(db: Pick<EntityManager, 'query'>, id: string) {
    return db.query(
      `UPDATE estate_payment_checkouts SET status = 'expired', failure_code = $2, updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, CHECKOUT_ERROR_CODES.expired],
    );
  }
}

function toView(row: Row, test: boolean): CheckoutView {
  const pastExpiry = row.past_expiry === true && row.status === 'pending';
  return {
    id: str(row.id),
    provider: str(row.provider),
    status: pastExpiry ? 'expired' : (row.status as CheckoutStatus),
    amount: num(row.amount),
    currency: 'SAR',
    invoiceId: str(row.invoice_id),
    invoiceNumber: str(row.invoice_number),
    contractNumber: str(row.contract_number),
    propertyTitle: str(row.property_title),
    propertyTitleEn: strOrNull(row.property_title_en),
    expiresAt: iso(row.expires_at),
    paymentId: strOrNull(row.payment_id),
    receiptNumber: strOrNull(row.receipt_number),
    failureCode: pastExpiry ? CHECKOUT_ERROR_CODES.expired : strOrNull(row.failure_code),
    test,
  };
}
