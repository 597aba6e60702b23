import { type AuctionLiveState, type AuctionOutcome, type AuctionStatus, minimumNextBid } from '@estate/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Whether the auction `a`'s time has not run out: before its end, or paused (only a started auction is paused, and
 * resuming moves the end on by the time paused, so a pause that outlasts the end does not end it).
 */
export const NOT_OVER_SQL = `(now() < a.end_date OR a.paused_at IS NOT NULL)`;

/** An auction's status by the database clock (alias `a`): cancelled wins, then upcoming, active (paused too), ended. */
export const LIVE_STATUS_SQL = `CASE WHEN a.cancelled_at IS NOT NULL THEN 'cancelled' WHEN now() < a.start_date THEN 'upcoming' WHEN ${NOT_OVER_SQL} THEN 'active' ELSE 'ended' END`;

/** The columns toLiveState reads, from `auctions a`. */
export const LIVE_STATE_COLUMNS = `a.id, a.start_price, a.current_bid, a.bid_count, a.min_increment, a.reserve_price,
  a.end_date, a.outcome, a.paused_at IS NOT NULL AS paused, a.paused_at, a.pause_reason, ${LIVE_STATUS_SQL} AS status`;

/**
 * Whether `$user` may not bid on the auction `a` because it is theirs: they created it, or they are the agent the
 * listing is assigned to. `userParam` is the placeholder of the user's id (e.g. `$3`).
 */
export function ownAuctionSql(userParam: string): string {
  return `(COALESCE(a.created_by = ${userParam}, false) OR EXISTS (
    SELECT 1 FROM properties p WHERE p.id = a.property_id AND p.assigned_agent_id = ${userParam}))`;
}

export interface LiveStateRow {
  id: string;
  start_price: string;
  current_bid: string | null;
  bid_count: number | string;
  min_increment: string;
  reserve_price: string | null;
  end_date: Date | string;
  outcome: AuctionOutcome | null;
  status: AuctionStatus;
  paused?: boolean;
  paused_at?: Date | string | null;
  pause_reason?: string | null;
}

export function toLiveState(row: LiveStateRow): AuctionLiveState {
  return {
    id: row.id,
    currentBid: row.current_bid,
    bidCount: Number(row.bid_count),
    minimumBid: minimumNextBid({
      startPrice: row.start_price,
      currentBid: row.current_bid,
      minIncrement: row.min_increment,
    }).toFixed(2),
    endDate: new Date(row.end_date).toISOString(),
    status: row.status,
    outcome: row.outcome,
    reserveMet:
      row.reserve_price === null || (row.current_bid !== null && Number(row.current_bid) >= Number(row.reserve_price)),
    paused: row.paused === true,
    // While paused: since when, and why (as staff typed it).
    ...(row.paused === true && row.paused_at
      ? { pausedAt: new Date(row.paused_at).toISOString(), pauseReason: row.pause_reason ?? null }
      : {}),
  };
}

/** The live state of one approved auction, or null when there is none with that id. */
export async function readLiveState(manager: EntityManager, auctionId: string): Promise<AuctionLiveState | null> {
  const [row] = (await manager.query(
    `SELECT ${LIVE_STATE_COLUMNS} FROM auctions a WHERE a.id = $1 AND a.review = 'approved'`,
    [auctionId],
  )) as LiveStateRow[];
  return row ? toLiveState(row) : null;
}
