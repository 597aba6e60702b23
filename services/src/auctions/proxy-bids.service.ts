import { BID_ERROR_CODES, BIDDER_ERROR_CODES, type ProxyBidState } from '@estate/contracts';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { bilingualRefusal } from '../common/http/refusal.js';
import { MailService, type QueuedMail } from '../common/mail/mail.service.js';
import { AuctionEventsService, type StoredAuctionEvent } from './auction-events.service.js';
import { ownAuctionSql, readLiveState } from './auction-live-state.js';
import { auctionNotFound } from './auction-views.js';
import { bidderError } from './bidders/bidder-verification.service.js';
import { depositPaidSql, verifiedBidderSql } from './bidders/bidder-sql.js';
import { BidsService } from './bids.service.js';
import { resolveProxies } from './proxy-resolution.js';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

interface LockedAuction {
  current_bid: string | null;
  leader_id: string | null;
  start_price: string;
  min_increment: string;
  open: boolean;
  /** The caller's Nafath verification is in force, and they hold a paid deposit on the auction. */
  verified: boolean;
  deposit: boolean;
}

/**
 * A bidder's maximum (proxy bid): set, changed, withdrawn, read by its owner only. Setting one locks the auction row
 * as a bid does, and places at once the proxy bid it calls for (resolveProxies), in the same transaction.
 */
@Injectable()
export class ProxyBidsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bids: BidsService,
    private readonly events: AuctionEventsService,
    private readonly mail: MailService,
  ) {}

  async mine(auctionId: string, user: AuthenticatedUser): Promise<ProxyBidState> {
    return this.stateIn(this.dataSource.manager, auctionId, user.id);
  }

  async set(auctionId: string, user: AuthenticatedUser, maximum: number): Promise<ProxyBidState> {
    const { state, events, mails } = await this.dataSource.transaction(async (manager) => {
      const auction = await this.lock(manager, auctionId, user);
      if (!auction.open) throw await this.bids.refusal(manager, auctionId, user);
      if (!auction.verified) throw new ForbiddenException(bidderError(BIDDER_ERROR_CODES.notVerified));
      if (!auction.deposit) throw new ForbiddenException(bidderError(BIDDER_ERROR_CODES.depositRequired));
      const minimum =
        auction.current_bid === null
          ? cents(auction.start_price)
          : cents(auction.current_bid) + cents(auction.min_increment);
      if (cents(maximum) < minimum) {
        const least = (minimum / 100).toFixed(2);
        throw new ConflictException(
          bilingualRefusal(
            BID_ERROR_CODES.tooLow,
            { ar: `يجب ألا يقل الحد الأقصى عن ${least} ريال`, en: `The maximum must be at least ${least} SAR` },
            { minimum: least },
          ),
        );
      }
      // A raised maximum counts from now against an equal one; a lowered one keeps its time.
      await manager.query(
        `INSERT INTO auction_proxy_bids (auction_id, bidder_id, maximum) VALUES ($1, $2, $3::numeric)
         ON CONFLICT (auction_id, bidder_id) DO UPDATE SET maximum = EXCLUDED.maximum,
           set_at = CASE WHEN EXCLUDED.maximum > auction_proxy_bids.maximum THEN now() ELSE auction_proxy_bids.set_at END`,
        [auctionId, user.id, maximum.toFixed(2)],
      );
      await this.updateTop(manager, auctionId);
      const placed = await resolveProxies(manager, auctionId, {
        current: auction.current_bid === null ? null : cents(auction.current_bid),
        leaderId: auction.leader_id,
        startPrice: cents(auction.start_price),
        step: cents(auction.min_increment),
      });
      const recorded =
        placed.length > 0
          ? await this.bids.recordAccepted(manager, auctionId, placed, null)
          : { events: [] as StoredAuctionEvent[], outbid: [] as QueuedMail[] };
      return {
        state: await this.stateIn(manager, auctionId, user.id),
        events: recorded.events,
        mails: recorded.outbid,
      };
    });
    this.events.published(events);
    if (mails.length > 0) this.mail.deliver(mails);
    return state;
  }

  /** Withdraws the caller's maximum; the bids it placed stand. */
  async remove(auctionId: string, user: AuthenticatedUser): Promise<ProxyBidState> {
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager, auctionId, user);
      await manager.query(`DELETE FROM auction_proxy_bids WHERE auction_id = $1 AND bidder_id = $2`, [
        auctionId,
        user.id,
      ]);
      await this.updateTop(manager, auctionId);
      return this.stateIn(manager, auctionId, user.id);
    });
  }

  /**
   * The auction row, locked as a bid locks it (so maximums and bids take turns), with whether it takes bids from the
   * caller now and whether they are a qualified bidder on it (read in the same statement); 404 unless approved.
   */
  private async lock(manager: EntityManager, auctionId: string, user: AuthenticatedUser): Promise<LockedAuction> {
    const [row] = (await manager.query(
      `SELECT a.current_bid, a.leader_id, a.start_price, a.min_increment,
              (a.cancelled_at IS NULL AND a.outcome IS NULL AND a.start_date <= now() AND now() < a.end_date
               AND a.paused_at IS NULL
               AND NOT ${ownAuctionSql('$2')}) AS open,
              ${verifiedBidderSql('$2')} AS verified, ${depositPaidSql('$2')} AS deposit
         FROM auctions a WHERE a.id = $1 AND a.review = 'approved' FOR UPDATE`,
      [auctionId, user.id],
    )) as LockedAuction[];
    if (!row) throw auctionNotFound();
    return row;
  }

  private async updateTop(manager: EntityManager, auctionId: string): Promise<void> {
    await manager.query(
      `UPDATE auctions SET proxy_top = (SELECT max(maximum) FROM auction_proxy_bids WHERE auction_id = $1) WHERE id = $1`,
      [auctionId],
    );
  }

  private async stateIn(manager: EntityManager, auctionId: string, userId: string): Promise<ProxyBidState> {
    const auction = await readLiveState(manager, auctionId);
    if (!auction) throw auctionNotFound();
    const [row] = (await manager.query(
      `SELECT p.maximum, p.set_at, a.leader_id FROM auctions a
         LEFT JOIN auction_proxy_bids p ON p.auction_id = a.id AND p.bidder_id = $2
        WHERE a.id = $1`,
      [auctionId, userId],
    )) as { maximum: string | null; set_at: Date | string | null; leader_id: string | null }[];
    return {
      maximum: row?.maximum ?? null,
      setAt: row?.set_at ? new Date(row.set_at).toISOString() : null,
      leading: row?.leader_id === userId,
      auction,
    };
  }
}
