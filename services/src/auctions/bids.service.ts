import {
  type AuctionLiveState,
  type AuctionStatus,
  BID_ERROR_CODES,
  BIDDER_ERROR_CODES,
  type BidStanding,
  ERROR_CODES,
  minimumNextBid,
  type MyBid,
  type MyBidList,
  type PlaceBidResponse,
} from '@estate/contracts';
import {
  ConflictException,
  ForbiddenException,
  HttpException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { bilingualRefusal } from '../common/http/refusal.js';
import { MailService, type OutgoingMail, type QueuedMail } from '../common/mail/mail.service.js';
import { SiteOrigin } from '../common/http/site-origin.js';
import { AuctionEventsService, type StoredAuctionEvent, type StoredEventBody } from './auction-events.service.js';
import {
  LIVE_STATE_COLUMNS,
  LIVE_STATUS_SQL,
  NOT_OVER_SQL,
  type LiveStateRow,
  ownAuctionSql,
  toLiveState,
} from './auction-live-state.js';
import { type AuctionBidRow, toAuctionBid } from './auction-views.js';
import { type AcceptedBid, acceptBid, type BidRow } from './bid-acceptance.js';
import { proxiesInReach, resolveProxies, standingAfter } from './proxy-resolution.js';
import { outbidMail } from './bid-mails.js';
import { depositPaidSql, verifiedBidderSql } from './bidders/bidder-sql.js';
import { bidderError } from './bidders/bidder-verification.service.js';

/** How many of the caller's auctions GET /api/me/bids lists (most recent bid first). */
const MY_BIDS_LIMIT = 200;

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

interface Outbid {
  to: string;
  name: string;
  auction: { id: string; title: string; titleEn: string | null };
  state: AuctionLiveState;
}

type Placement =
  | { replayed: true; response: PlaceBidResponse }
  | { replayed: false; response: PlaceBidResponse; events: StoredAuctionEvent[]; outbid: QueuedMail[] };

/** A bid the caller placed, as toAuctionBid reads it. */
const placedBy = (row: BidRow, user: AuthenticatedUser): AuctionBidRow => ({
  ...row,
  bidder_id: user.id,
  bidder_name: user.name,
});

/**
 * Placing bids and the bidder's own bids. A bid is one conditional UPDATE of the auction row (active, not the
 * bidder's own, the bidder verified with the auction's deposit paid, the amount at least the minimum) that also moves
 * the end for anti-sniping; the bid, its events and their NOTIFY go in the same transaction. Concurrent bids queue on
 * the row lock and each re-checks the condition against the row as the previous one left it, so none is lost and the
 * accepted amounts rise with the ordinal.
 */
@Injectable()
export class BidsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: AuctionEventsService,
    private readonly mail: MailService,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  async place(
    auctionId: string,
    user: AuthenticatedUser,
    amount: number,
    idempotencyKey: string | null,
  ): Promise<{ replayed: boolean; response: PlaceBidResponse }> {
    const placement = await this.dataSource.transaction((manager) =>
      this.placeIn(manager, auctionId, user, amount, idempotencyKey),
    );
    if (placement.replayed) return placement;
    this.events.published(placement.events);
    if (placement.outbid.length > 0) this.mail.deliver(placement.outbid);
    return { replayed: false, response: placement.response };
  }

  private async placeIn(
    manager: EntityManager,
    auctionId: string,
    user: AuthenticatedUser,
    amount: number,
    idempotencyKey: string | null,
  ): Promise<Placement> {
    if (idempotencyKey !== null) {
      // Two requests with one key wait for each other here; the second then finds the first one's bid.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`bid:${user.id}:${idempotencyKey}`]);
      const [earlier] = (await manager.query(
        `SELECT id, auction_id, ordinal, amount, created_at FROM auction_bids WHERE bidder_id = $1 AND idempotency_key = $2`,
        [user.id, idempotencyKey],
      )) as BidRow[];
      if (earlier) {
        if (earlier.auction_id !== auctionId || cents(earlier.amount) !== cents(amount)) {
          throw new UnprocessableEntityException({
            code: BID_ERROR_CODES.keyReused,
            message: 'This Idempotency-Key was already used for another bid',
          });
        }
        return { replayed: true, response: await this.replay(manager, earlier, user) };
      }
    }

    // Only a verified bidder with the auction's deposit paid bids: conditions of the update, named by the refusal
    // (403 BIDDER_NOT_VERIFIED, DEPOSIT_REQUIRED).
    const accepted = await acceptBid(manager, auctionId, user.id, amount.toFixed(2), { idempotencyKey, proxy: false });
    if (!accepted) throw await this.refusal(manager, auctionId, user);
    // Proxies answer in the same transaction, while it holds the auction row (only when one could be in reach).
    const proxied = proxiesInReach(accepted) ? await resolveProxies(manager, auctionId, standingAfter(accepted)) : [];

    const { events, outbid, state } = await this.recordAccepted(manager, auctionId, [accepted, ...proxied], user);
    const { bid } = accepted;
    return {
      replayed: false,
      response: {
        bid: toAuctionBid(placedBy(bid, user), user.id),
        auction: state,
        extended: accepted.updated.extended === true,
      },
      events,
      outbid,
    };
  }

  /**
   * The events of bids just accepted in this transaction (a bid, and any proxy bids that answered it), each bidder
   * named as everyone sees them, and the mails to those they outbid who do not lead at the end (written with the
   * bids: told exactly when the bids that outbid them stand). The state is the auction's after the last of them.
   */
  async recordAccepted(
    manager: EntityManager,
    auctionId: string,
    accepted: readonly AcceptedBid[],
    /** The first bidder as the caller knows them (its own name, no read); the others are read when there are any. */
    first: { id: string; name: string } | null,
  ): Promise<{ events: StoredAuctionEvent[]; outbid: QueuedMail[]; state: AuctionLiveState }> {
    const unknown = [...new Set(accepted.map((a) => a.bidderId))].filter((id) => id !== first?.id);
    const names = await this.namesOf(manager, unknown);
    if (first) names.set(first.id, first.name);
    const bodies: StoredEventBody[] = [];
    let state: AuctionLiveState | null = null;
    for (const { bid, updated, bidderId } of accepted) {
      state = toLiveState(updated);
      const shown = { ...bid, bidder_id: bidderId, bidder_name: names.get(bidderId) ?? '' };
      bodies.push({ type: 'bid', auctionId, bid: toAuctionBid(shown, null), state });
      if (updated.extended === true) bodies.push({ type: 'extended', auctionId, endDate: state.endDate, state });
    }
    const events = await this.events.record(manager, bodies);

    const leader = accepted.at(-1)!.bidderId;
    const told = new Set<string>();
    const outbid: QueuedMail[] = [];
    for (const { previous, bidderId } of accepted) {
      if (!previous?.bidder_id || !previous.email || previous.bidder_id === bidderId) continue;
      if (previous.bidder_id === leader || told.has(previous.bidder_id)) continue;
      told.add(previous.bidder_id);
      const mail = this.outbidMail({
        to: previous.email,
        name: previous.name ?? previous.email,
        auction: { id: auctionId, title: previous.title, titleEn: previous.title_en },
        state: state!,
      });
      outbid.push(await this.mail.queue(manager, mail));
    }
    return { events, outbid, state: state! };
  }

  private async namesOf(manager: EntityManager, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(`SELECT id, name FROM users WHERE id = ANY($1::uuid[])`, [ids])) as {
      id: string;
      name: string;
    }[];
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * The answer to a retried request: the bid as it was accepted, with the auction as that bid left it (from its
   * event while kept, else as it is now).
   */
  private async replay(manager: EntityManager, bid: BidRow, user: AuthenticatedUser): Promise<PlaceBidResponse> {
    const events = (await manager.query(
      `SELECT type, data FROM auction_events
        WHERE auction_id = $1 AND type IN ('bid', 'extended') AND (data->'state'->>'bidCount')::int = $2`,
      [bid.auction_id, bid.ordinal],
    )) as { type: string; data: StoredEventBody }[];
    let state = events.find((event) => event.type === 'bid')?.data.state;
    if (!state) {
      const [row] = (await manager.query(`SELECT ${LIVE_STATE_COLUMNS} FROM auctions a WHERE a.id = $1`, [
        bid.auction_id,
      ])) as LiveStateRow[];
      state = toLiveState(row!);
    }
    return {
      bid: toAuctionBid(placedBy(bid, user), user.id),
      auction: state,
      extended: events.some((event) => event.type === 'extended'),
    };
  }

  /**
   * Why the conditional update matched no row, read as the auction stands now: 404, cancelled, not started, ended;
   * then, on an auction taking bids that is not the bidder's own, 403 BIDDER_NOT_VERIFIED or DEPOSIT_REQUIRED
   * (whatever the amount, and while paused too); then paused, their own, too low.
   */
  async refusal(manager: EntityManager, auctionId: string, user: AuthenticatedUser): Promise<HttpException> {
    const [row] = (await manager.query(
      `SELECT a.cancelled_at IS NOT NULL AS cancelled, now() < a.start_date AS upcoming, a.paused_at IS NOT NULL AS paused,
              (NOT ${NOT_OVER_SQL} OR a.outcome IS NOT NULL) AS ended, ${ownAuctionSql('$2')} AS own,
              ${verifiedBidderSql('$2')} AS verified, ${depositPaidSql('$2')} AS deposit,
              a.start_price, a.current_bid, a.min_increment
         FROM auctions a WHERE a.id = $1 AND a.review = 'approved'`,
      [auctionId, user.id],
    )) as {
      cancelled: boolean;
      upcoming: boolean;
      paused: boolean;
      ended: boolean;
      own: boolean;
      verified: boolean;
      deposit: boolean;
      start_price: string;
      current_bid: string | null;
      min_increment: string;
    }[];
    if (!row) return new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such auction' });
    if (row.cancelled) {
      return new ConflictException(
        bilingualRefusal(BID_ERROR_CODES.cancelled, { ar: 'أُلغي المزاد', en: 'The auction was cancelled' }),
      );
    }
    if (row.upcoming) {
      return new ConflictException(
        bilingualRefusal(BID_ERROR_CODES.notStarted, {
          ar: 'لم يبدأ المزاد بعد',
          en: 'The auction has not started yet',
        }),
      );
    }
    if (row.ended) {
      return new ConflictException(
        bilingualRefusal(BID_ERROR_CODES.ended, { ar: 'انتهى المزاد', en: 'The auction has ended' }),
      );
    }
    if (!row.own && !row.verified) return new ForbiddenException(bidderError(BIDDER_ERROR_CODES.notVerified));
    if (!row.own && !row.deposit) return new ForbiddenException(bidderError(BIDDER_ERROR_CODES.depositRequired));
    if (row.paused) {
      return new ConflictException(
        bilingualRefusal(BID_ERROR_CODES.paused, {
          ar: 'المزاد متوقف مؤقتاً؛ تُقبل العروض مجدداً عند استئنافه',
          en: 'The auction is paused; bids are taken again once it resumes',
        }),
      );
    }
    if (row.own) {
      return new ForbiddenException(
        bilingualRefusal(BID_ERROR_CODES.ownAuction, {
          ar: 'لا يمكنك المزايدة على مزادك ولا على عقار أنت وكيله',
          en: 'You cannot bid on your own auction or a listing you are the agent of',
        }),
      );
    }
    const minimum = minimumNextBid({
      startPrice: row.start_price,
      currentBid: row.current_bid,
      minIncrement: row.min_increment,
    }).toFixed(2);
    return new ConflictException(
      bilingualRefusal(
        BID_ERROR_CODES.tooLow,
        { ar: `يجب ألا يقل العرض عن ${minimum} ريال`, en: `The bid must be at least ${minimum} SAR` },
        { minimum },
      ),
    );
  }

  private outbidMail(outbid: Outbid): OutgoingMail {
    return {
      to: outbid.to,
      ...outbidMail(
        outbid.name,
        { ...outbid.auction, link: `${this.siteOrigin.get()}/auctions/${outbid.auction.id}` },
        outbid.state.currentBid ?? '0',
        outbid.state.minimumBid,
      ),
    };
  }

  /** The caller's auctions with their highest bid and where they stand, most recent bid first. */
  async mine(userId: string): Promise<MyBidList> {
    const rows = (await this.dataSource.query(
      `WITH mine AS (
         SELECT b.auction_id, max(b.amount) AS my_highest, count(*)::int AS my_count, max(b.created_at) AS last_at
           FROM auction_bids b WHERE b.bidder_id = $1 GROUP BY b.auction_id
       )
       SELECT a.id, a.title, a.title_en, a.start_price, a.current_bid, a.bid_count, a.min_increment, a.reserve_price,
              a.end_date, a.outcome, a.leader_id, a.winner_id, ${LIVE_STATUS_SQL} AS status,
              m.my_highest, m.my_count, m.last_at
         FROM mine m JOIN auctions a ON a.id = m.auction_id
        ORDER BY m.last_at DESC, a.id
        LIMIT ${MY_BIDS_LIMIT}`,
      [userId],
    )) as (LiveStateRow & {
      title: string;
      title_en: string | null;
      leader_id: string | null;
      winner_id: string | null;
      my_highest: string;
      my_count: number;
      last_at: Date | string;
    })[];
    return {
      bids: rows.map((row): MyBid => {
        const state = toLiveState(row);
        return {
          auctionId: row.id,
          title: row.title,
          titleEn: row.title_en,
          myHighestBid: row.my_highest,
          myBidCount: Number(row.my_count),
          currentBid: state.currentBid,
          bidCount: state.bidCount,
          minimumBid: state.minimumBid,
          endDate: state.endDate,
          status: state.status,
          outcome: state.outcome,
          standing: standingOf(state.status, state.outcome, state.reserveMet, row, userId),
          lastBidAt: new Date(row.last_at).toISOString(),
        };
      }),
    };
  }
}

/**
 * Leading or outbid while the auction runs; won once it ended sold to the caller (or, before the settlement job
 * has run, when the caller leads and the reserve is met: it will settle so); lost otherwise, and when cancelled.
 */
function standingOf(
  status: AuctionStatus,
  outcome: 'sold' | 'unsold' | null,
  reserveMet: boolean,
  row: { leader_id: string | null; winner_id: string | null },
  userId: string,
): BidStanding {
  if (status === 'cancelled') return 'lost';
  if (status !== 'ended') return row.leader_id === userId ? 'leading' : 'outbid';
  if (outcome === null) return row.leader_id === userId && reserveMet ? 'won' : 'lost';
  return outcome === 'sold' && row.winner_id === userId ? 'won' : 'lost';
}
