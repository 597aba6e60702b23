import {
  type AdminAuctionDeposits,
  type AuctionDepositStart,
  type AuctionDepositStatus,
  type AuctionDepositView,
  BID_ERROR_CODES,
  BIDDER_ERROR_CODES,
  type BidderStanding,
  CHECKOUT_ERROR_CODES,
  CHECKOUT_TTL_MINUTES,
  depositSandboxPagePath,
  ERROR_CODES,
  type SandboxCardInput,
} from '@estate/contracts';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { returnedRows } from '../../common/database/returned-rows.js';
import type { OutgoingMail } from '../../common/mail/mail.service.js';
import {
  PAYMENT_PROVIDER_REGISTRY,
  type PaymentProvider,
  type PaymentProviderRegistry,
  type ProviderDelivery,
  verifiedConfirmation,
} from '../../estate/portal/checkout/payment-provider.js';
import { SandboxPaymentProvider } from '../../estate/portal/checkout/sandbox-payment-provider.js';
import { NOT_OVER_SQL, ownAuctionSql } from '../auction-live-state.js';
import { balanceDueMail } from '../bid-mails.js';
import { bidderError, BidderVerificationService } from './bidder-verification.service.js';

const depositNotFound = () => new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such deposit' });

interface DepositRow {
  id: string;
  auction_id: string;
  user_id: string | null;
  status: AuctionDepositStatus;
  amount: string;
  provider: string;
  provider_reference: string;
  is_test: boolean;
  failure_code: string | null;
  expires_at: Date;
  past_expiry: boolean;
  paid_at: Date | null;
  released_at: Date | null;
  applied_at: Date | null;
}

const COLUMNS = `d.id, d.auction_id, d.user_id, d.status, d.amount, d.provider, d.provider_reference, d.is_test,
  d.failure_code, d.expires_at, d.expires_at <= now() AS past_expiry, d.paid_at, d.released_at, d.applied_at`;

const isoOrNull = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Auction entry deposits: a verified bidder pays the auction's deposit through the configured payment provider
 * (a checkout of CHECKOUT_TTL_MINUTES, confirmed once under its row lock); the database's posting rule holds it in
 * the ledger. At settlement (settle, in the auctions job's transaction) the losers' deposits and those of cancelled
 * auctions are released (the ledger reverses them) and then refunded through the provider after the commit; the
 * winner's is applied to the price. A deposit is its bidder's: anyone else is answered 404.
 */
@Injectable()
export class AuctionDepositsService {
  private readonly logger = new Logger('AuctionDeposits');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER_REGISTRY) private readonly providers: PaymentProviderRegistry,
    private readonly sandbox: SandboxPaymentProvider,
    private readonly verification: BidderVerificationService,
  ) {}

  private get active(): PaymentProvider {
    const provider = this.config.paymentProvider ? this.providers.get(this.config.paymentProvider) : undefined;
    if (!provider) {
      throw new ServiceUnavailableException({
        code: CHECKOUT_ERROR_CODES.providerNotConfigured,
        message: 'Card payments are not available',
      });
    }
    return provider;
  }

  /** What the caller needs before bidding on an auction. */
  async standing(auctionId: string, userId: string): Promise<BidderStanding> {
    const [auction] = (await this.dataSource.query(
      `SELECT a.deposit_amount FROM auctions a WHERE a.id = $1 AND a.review = 'approved'`,
      [auctionId],
    )) as { deposit_amount: string }[];
    if (!auction) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such auction' });
    const verifiedUntil = await this.verification.verifiedUntil(userId);
    const [latest] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM auction_deposits d WHERE d.auction_id = $1 AND d.user_id = $2
        ORDER BY d.created_at DESC LIMIT 1`,
      [auctionId, userId],
    )) as DepositRow[];
    const deposit = latest ? this.view(latest) : null;
    const depositAmount = Number(auction.deposit_amount);
    return {
      verified: verifiedUntil !== null,
      verifiedUntil,
      depositAmount,
      deposit,
      canBid: verifiedUntil !== null && (depositAmount === 0 || deposit?.status === 'paid'),
    };
  }

  /** Starts paying the auction's deposit (the same pending checkout again while it runs). */
  async start(auctionId: string, userId: string): Promise<AuctionDepositStart> {
    await this.verification.assertVerified(userId);
    const provider = this.active;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`deposit:${auctionId}:${userId}`]);
      const [auction] = (await manager.query(
        `SELECT a.title, a.deposit_amount, ${ownAuctionSql('$2')} AS own,
                (a.cancelled_at IS NULL AND a.outcome IS NULL AND ${NOT_OVER_SQL}) AS open
           FROM auctions a WHERE a.id = $1 AND a.review = 'approved'`,
        [auctionId, userId],
      )) as { title: string; deposit_amount: string; own: boolean; open: boolean }[];
      if (!auction) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such auction' });
      if (auction.own) {
        throw new ForbiddenException({
          code: BID_ERROR_CODES.ownAuction,
          message: 'You cannot bid on your own auction or a listing you are the agent of',
        });
      }
      if (!auction.open || Number(auction.deposit_amount) === 0) {
        throw new ConflictException(bidderError(BIDDER_ERROR_CODES.depositClosed));
      }
      await manager.query(
        `UPDATE auction_deposits SET status = 'expired', failure_code = $3, updated_at = now()
          WHERE auction_id = $1 AND user_id = $2 AND status = 'pending' AND expires_at <= now()`,
        [auctionId, userId, CHECKOUT_ERROR_CODES.expired],
      );
      const [live] = (await manager.query(
        `SELECT ${COLUMNS} FROM auction_deposits d
          WHERE d.auction_id = $1 AND d.user_id = $2 AND d.status IN ('pending', 'paid', 'released', 'applied')`,
        [auctionId, userId],
      )) as DepositRow[];
      if (live && live.status !== 'pending') throw new ConflictException(bidderError(BIDDER_ERROR_CODES.depositClosed));
      const payPagePath = (id: string) => depositSandboxPagePath(auctionId, id);
      if (live) {
        return {
          depositId: live.id,
          provider: live.provider,
          amount: Number(live.amount),
          redirectUrl: payPagePath(live.id),
        };
      }
      const id = randomUUID();
      const amount = Number(auction.deposit_amount);
      const started = await provider.start({
        checkoutId: id,
        amount,
        currency: 'SAR',
        description: `Auction entry deposit: ${auction.title}`,
        payPagePath: payPagePath(id),
      });
      await manager.query(
        `INSERT INTO auction_deposits (id, auction_id, user_id, amount, provider, provider_reference, is_test, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
        [
          id,
          auctionId,
          userId,
          amount.toFixed(2),
          provider.name,
          started.reference,
          provider.test,
          CHECKOUT_TTL_MINUTES,
        ],
      );
      return { depositId: id, provider: provider.name, amount, redirectUrl: started.redirectUrl };
    });
  }

  /** One of the caller's deposits. */
  async get(id: string, userId: string): Promise<AuctionDepositView> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM auction_deposits d WHERE d.id = $1 AND d.user_id = $2`,
      [id, userId],
    )) as DepositRow[];
    if (!row) throw depositNotFound();
    return this.view(row);
  }

  /** The sandbox's card page of a deposit: charges the card and delivers the sandbox's signed confirmation. */
  async paySandbox(id: string, userId: string, card: SandboxCardInput): Promise<AuctionDepositView> {
    const deposit = await this.get(id, userId);
    if (deposit.provider !== this.sandbox.name) throw depositNotFound();
    this.sandbox.checkCard(card);
    if (deposit.status === 'paid') return deposit;
    if (deposit.status !== 'pending') {
      throw new ConflictException({
        code: CHECKOUT_ERROR_CODES.alreadyDone,
        message: `The deposit is ${deposit.status}`,
      });
    }
    const [row] = (await this.dataSource.query(`SELECT provider_reference FROM auction_deposits WHERE id = $1`, [
      id,
    ])) as { provider_reference: string }[];
    await this.confirm(this.sandbox.name, this.sandbox.pay(row!.provider_reference, deposit.amount, card.cardNumber));
    return this.get(id, userId);
  }

  /** A provider's confirmation of a deposit, verified by the provider and applied once under the deposit's row lock. */
  async confirm(
    providerName: string,
    delivery: ProviderDelivery,
  ): Promise<{ depositId: string; status: AuctionDepositStatus }> {
    const { provider, confirmation } = await verifiedConfirmation(
      this.providers,
      this.config.paymentProvider,
      providerName,
      delivery,
    );
    const result = await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT ${COLUMNS} FROM auction_deposits d WHERE d.provider = $1 AND d.provider_reference = $2 FOR UPDATE`,
        [provider.name, confirmation.reference],
      )) as DepositRow[];
      if (!row) throw depositNotFound();
      if (row.status !== 'pending') return { depositId: row.id, status: row.status };
      if (row.past_expiry) {
        await this.settleCheckout(manager, row.id, 'expired', CHECKOUT_ERROR_CODES.expired);
        return 'expired' as const;
      }
      if (Math.round(confirmation.amount * 100) !== Math.round(Number(row.amount) * 100)) {
        throw new BadRequestException({
          code: CHECKOUT_ERROR_CODES.badSignature,
          message: 'The confirmation is not for the amount of its deposit',
        });
      }
      if (confirmation.outcome === 'declined') {
        await this.settleCheckout(
          manager,
          row.id,
          'declined',
          confirmation.failureCode ?? CHECKOUT_ERROR_CODES.declined,
        );
        return { depositId: row.id, status: 'declined' as const };
      }
      // The ledger's posting rule holds it (Dr card payments in settlement / Cr bidders' deposits held).
      await manager.query(
        `UPDATE auction_deposits SET status = 'paid', paid_at = now(), failure_code = NULL, updated_at = now() WHERE id = $1`,
        [row.id],
      );
      return { depositId: row.id, status: 'paid' as const };
    });
    if (result === 'expired') {
      throw new ConflictException({
        code: CHECKOUT_ERROR_CODES.expired,
        message: `The checkout has expired (${CHECKOUT_TTL_MINUTES} minutes); start a new one`,
      });
    }
    return result;
  }

  private settleCheckout(manager: EntityManager, id: string, status: 'declined' | 'expired', failureCode: string) {
    return manager.query(
      `UPDATE auction_deposits SET status = $2, failure_code = $3, updated_at = now() WHERE id = $1`,
      [id, status, failureCode],
    );
  }

  /**
   * In the auctions job's transaction, after its settlement: the winner's deposit of a sold auction is applied to the
   * price, every other paid deposit of a settled or cancelled auction is released (both posted by the ledger's rule);
   * a sold auction's balance falls due its balance_due_hours after settlement. Answers the deposits released, to
   * refund after the commit.
   */
  async settle(manager: EntityManager): Promise<{ applied: number; released: number }> {
    const applied = returnedRows<unknown>(
      await manager.query(
        `UPDATE auction_deposits d SET status = 'applied', applied_at = now(), updated_at = now()
           FROM auctions a
          WHERE a.id = d.auction_id AND d.status = 'paid' AND a.outcome = 'sold' AND d.user_id = a.winner_id
          RETURNING d.id`,
      ),
    ).length;
    const released = returnedRows<unknown>(
      await manager.query(
        `UPDATE auction_deposits d SET status = 'released', released_at = now(), updated_at = now()
           FROM auctions a
          WHERE a.id = d.auction_id AND d.status = 'paid'
            AND (a.cancelled_at IS NOT NULL OR (a.outcome IS NOT NULL AND d.user_id IS DISTINCT FROM a.winner_id))
          RETURNING d.id`,
      ),
    ).length;
    await manager.query(
      `UPDATE auctions SET balance_due_at = settled_at + make_interval(hours => balance_due_hours)
        WHERE outcome = 'sold' AND balance_due_at IS NULL AND settled_at IS NOT NULL`,
    );
    return { applied, released };
  }

  /**
   * The reminders of balances due: once per sold auction, when half its term is left (24 hours of 48) and before
   * it is due, marked sent in the job's transaction with the mails it queues.
   */
  async balanceReminders(manager: EntityManager, linkOf: (auctionId: string) => string): Promise<OutgoingMail[]> {
    const rows = returnedRows<{
      id: string;
      title: string;
      title_en: string | null;
      current_bid: string;
      deposit: string | null;
      balance_due_at: Date;
      name: string | null;
      email: string | null;
    }>(
      await manager.query(
        `UPDATE auctions a SET balance_reminder_sent_at = now()
           FROM users w
          WHERE w.id = a.winner_id AND a.outcome = 'sold' AND a.balance_reminder_sent_at IS NULL
            AND a.balance_due_at IS NOT NULL AND now() < a.balance_due_at
            AND now() >= a.balance_due_at - make_interval(hours => a.balance_due_hours) / 2
          RETURNING a.id, a.title, a.title_en, a.current_bid, a.balance_due_at, w.name, w.email,
                    (SELECT d.amount FROM auction_deposits d
                      WHERE d.auction_id = a.id AND d.user_id = a.winner_id AND d.status = 'applied') AS deposit`,
      ),
    );
    return rows
      .filter((row) => row.email)
      .map((row) => ({
        to: row.email!,
        ...balanceDueMail(
          row.name ?? row.email!,
          { title: row.title, titleEn: row.title_en, link: linkOf(row.id) },
          { price: row.current_bid, deposit: row.deposit ?? '0', dueAt: new Date(row.balance_due_at) },
        ),
      }));
  }

  /** The refunds under way in this process (one pass at a time: a run finding one under way leaves it be). */
  private refunding: Promise<number> | null = null;

  /**
   * Refunds through their provider the released deposits not refunded yet: called after every run of the auctions'
   * job, so a refund that failed is tried again at the next run whatever that run did. Each deposit is refunded in a
   * transaction that holds its row (FOR UPDATE SKIP LOCKED) from the check that it still waits until its refund's
   * reference is written, so two runs at once (two processes, or a slow pass and the next) never refund it twice.
   */
  refundReleased(): Promise<number> {
    this.refunding ??= this.refundPass()
      .catch((error: unknown) => {
        this.logger.warn(`Refunds of released deposits not read, retried at the next run: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.refunding = null;
      });
    return this.refunding;
  }

  private async refundPass(): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT id FROM auction_deposits
        WHERE status = 'released' AND refund_reference IS NULL ORDER BY released_at LIMIT 100`,
    )) as { id: string }[];
    let refunded = 0;
    for (const { id } of due) {
      try {
        const done = await this.dataSource.transaction(async (manager) => {
          const [row] = (await manager.query(
            `SELECT id, provider, provider_reference, amount FROM auction_deposits
              WHERE id = $1 AND status = 'released' AND refund_reference IS NULL FOR UPDATE SKIP LOCKED`,
            [id],
          )) as { id: string; provider: string; provider_reference: string; amount: string }[];
          const provider = row ? this.providers.get(row.provider) : undefined;
          if (!row || !provider) return false;
          const refund = await provider.refund({ reference: row.provider_reference, amount: Number(row.amount) });
          await manager.query(`UPDATE auction_deposits SET refund_reference = $2, updated_at = now() WHERE id = $1`, [
            row.id,
            refund.reference,
          ]);
          return true;
        });
        if (done) refunded += 1;
      } catch (error) {
        this.logger.warn(`Refund of deposit ${id} failed, retried at the next run: ${(error as Error).message}`);
      }
    }
    return refunded;
  }

  /** An auction's deposits and the winner's balance due, for staff. */
  async forStaff(auctionId: string): Promise<AdminAuctionDeposits> {
    const [auction] = (await this.dataSource.query(
      `SELECT deposit_amount, balance_due_at, balance_reminder_sent_at FROM auctions WHERE id = $1`,
      [auctionId],
    )) as { deposit_amount: string; balance_due_at: Date | null; balance_reminder_sent_at: Date | null }[];
    if (!auction) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such auction' });
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS}, u.name AS bidder_name FROM auction_deposits d LEFT JOIN users u ON u.id = d.user_id
        WHERE d.auction_id = $1 AND d.status IN ('paid', 'released', 'applied') ORDER BY d.paid_at, d.id`,
      [auctionId],
    )) as (DepositRow & { bidder_name: string | null })[];
    return {
      depositAmount: Number(auction.deposit_amount),
      balanceDueAt: isoOrNull(auction.balance_due_at),
      balanceReminderSentAt: isoOrNull(auction.balance_reminder_sent_at),
      deposits: rows.map((row) => ({
        id: row.id,
        bidderId: row.user_id,
        bidderName: row.bidder_name,
        status: row.status,
        amount: Number(row.amount),
        test: row.is_test,
        paidAt: isoOrNull(row.paid_at),
        releasedAt: isoOrNull(row.released_at),
        appliedAt: isoOrNull(row.applied_at),
      })),
    };
  }

  private view(row: DepositRow): AuctionDepositView {
    const expired = row.status === 'pending' && row.past_expiry;
    return {
      id: row.id,
      auctionId: row.auction_id,
      status: expired ? 'expired' : row.status,
      amount: Number(row.amount),
      provider: row.provider,
      test: row.is_test,
      failureCode: expired ? CHECKOUT_ERROR_CODES.expired : row.failure_code,
      expiresAt: new Date(row.expires_at).toISOString(),
      paidAt: isoOrNull(row.paid_at),
      releasedAt: isoOrNull(row.released_at),
      appliedAt: isoOrNull(row.applied_at),
    };
  }
}
