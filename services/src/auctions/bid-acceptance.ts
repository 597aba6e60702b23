import { ANTI_SNIPING_SECONDS } from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../common/database/returned-rows.js';
import { LIVE_STATE_COLUMNS, type LiveStateRow, ownAuctionSql } from './auction-live-state.js';
import { bidderPseudonym, bidHash, genesisHash, isoSql } from './bid-chain.js';
import { depositPaidSql, verifiedBidderSql } from './bidders/bidder-sql.js';

export type UpdatedRow = LiveStateRow & {
  extended: boolean;
  leader_id: string;
  /** The highest proxy maximum set on the auction (null: none): proxies need resolving only when it is in reach. */
  proxy_top: string | null;
  /** The chain head before this bid (null before the first bid). */
  prev_hash: string | null;
  start_iso: string;
  placed_at: string;
};

/** The bid a new one outbids, with whom to tell. */
export interface PreviousBid {
  bidder_id: string | null;
  email: string | null;
  name: string | null;
  title: string;
  title_en: string | null;
}

export interface BidRow {
  id: string;
  auction_id: string;
  ordinal: number;
  amount: string;
  created_at: Date | string;
  proxy?: boolean;
}

export interface AcceptedBid {
  bidderId: string;
  updated: UpdatedRow;
  bid: BidRow;
  previous: PreviousBid | undefined;
}

/**
 * One bid: the conditional update of the auction row (which serializes the auction's bids), then the bid row with
 * its place in the hash chain (bid-chain.ts) and the auction's new chain head, in the caller's transaction. Null when
 * the update matched no row (the caller says why). Two round trips: the update, then the bid's insert, which also reads
 * the bid it outbids.
 *
 * The bidder must also be verified with the auction's deposit paid, as two more conditions of the same update
 * (bidder_verifications' primary key, the deposits' (auction, bidder) index), so the check costs no round trip of its
 * own; a proxy's bid too, for a verification may lapse (or a deposit be released) after its maximum was set.
 */
export async function acceptBid(
  manager: EntityManager,
  auctionId: string,
  bidderId: string,
  amount: string,
  options: { idempotencyKey: string | null; proxy: boolean },
): Promise<AcceptedBid | null> {
  const [updated] = returnedRows<UpdatedRow>(
    await manager.query(
      `UPDATE auctions a
        SET current_bid = $2::numeric, bid_count = a.bid_count + 1, leader_id = $3, updated_at = now(),
            end_date = GREATEST(a.end_date, now() + make_interval(secs => $4))
      WHERE a.id = $1 AND a.review = 'approved' AND a.cancelled_at IS NULL AND a.outcome IS NULL
        AND a.start_date <= now() AND now() < a.end_date AND a.paused_at IS NULL
        AND ((a.current_bid IS NULL AND $2::numeric >= a.start_price) OR a.current_bid + a.min_increment <= $2::numeric)
        AND NOT ${ownAuctionSql('$3')} AND ${verifiedBidderSql('$3')} AND ${depositPaidSql('$3')}
      RETURNING ${LIVE_STATE_COLUMNS}, a.end_date = now() + make_interval(secs => $4) AS extended, a.leader_id,
                a.proxy_top,
                a.last_bid_hash AS prev_hash, ${isoSql('a.start_date')} AS start_iso,
                ${isoSql(`date_trunc('milliseconds', now())`)} AS placed_at`,
      [auctionId, amount, bidderId, ANTI_SNIPING_SECONDS],
    ),
  );
  if (!updated) return null;

  const ordinal = Number(updated.bid_count);
  const chained = {
    auctionId,
    bidId: randomUUID(),
    bidder: bidderPseudonym(auctionId, bidderId),
    amount,
    placedAt: updated.placed_at,
    previousHash: updated.prev_hash ?? genesisHash(auctionId, updated.start_iso),
  };
  const hash = bidHash(chained);
  // The bid it outbids is read by the same statement: we hold the row lock, so the bid before ours is committed (a
  // statement after the update sees it) and no later one can exist yet.
  const [row] = (await manager.query(
    `WITH bid AS (
       INSERT INTO auction_bids (id, auction_id, bidder_id, ordinal, amount, idempotency_key, bidder_ref, prev_hash,
                                 hash, proxy, created_at)
       VALUES ($1, $2, $3, $4::int, $5::numeric, $6, $7, $8, $9, $10, date_trunc('milliseconds', now()))
       RETURNING id, auction_id, ordinal, amount, created_at, proxy
     ), head AS (UPDATE auctions SET last_bid_hash = $9 WHERE id = $2)
     SELECT bid.*,
            (SELECT json_build_object('bidder_id', b.bidder_id, 'email', u.email, 'name', u.name, 'title', a.title,
                                      'title_en', a.title_en)
               FROM auction_bids b JOIN auctions a ON a.id = b.auction_id LEFT JOIN users u ON u.id = b.bidder_id
              WHERE b.auction_id = $2 AND b.ordinal = $4::int - 1) AS previous
       FROM bid`,
    [
      chained.bidId,
      auctionId,
      bidderId,
      ordinal,
      amount,
      options.idempotencyKey,
      chained.bidder,
      chained.previousHash,
      hash,
      options.proxy,
    ],
  )) as (BidRow & { previous: PreviousBid | null })[];
  const { previous, ...bid } = row!;
  return { updated, bid, previous: previous ?? undefined, bidderId };
}
