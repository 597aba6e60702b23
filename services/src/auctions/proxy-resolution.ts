import type { EntityManager } from 'typeorm';
import { type AcceptedBid, acceptBid } from './bid-acceptance.js';
import { depositPaidSql, verifiedBidderSql } from './bidders/bidder-sql.js';

/** How many proxy bids one resolution places at most (one or two in practice: see resolveProxies). */
const MAX_ROUNDS = 8;

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const amountOf = (value: number) => (value / 100).toFixed(2);

interface ProxyRow {
  bidder_id: string;
  maximum: string;
  set_at: Date | string;
}

interface Standing {
  /** In cents; null before the first bid. */
  current: number | null;
  leaderId: string | null;
  startPrice: number;
  step: number;
}

/** A contender: a proxy, or the leader standing on their bid (set at -Infinity: they hold it already). */
interface Contender {
  bidderId: string;
  maximum: number;
  setAt: number;
}

/**
 * The proxy bid the auction calls for as it stands, or null. Among the proxies that could bid (a maximum of at least
 * the next minimum, not the leader's) and the leader (at their own maximum, or at the current bid without one), ranked
 * by maximum and then by who set it first, the first one should lead at the least that beats the second: the second's
 * maximum plus one step, capped at the first's maximum (equal maximums: the earlier's, which then stands at it).
 * When the first already leads, their proxy raises their bid only as far as the second's maximum calls for.
 */
export function nextProxyBid(
  standing: Standing,
  proxies: readonly Contender[],
): (Contender & { amount: number }) | null {
  const minimum = standing.current === null ? standing.startPrice : standing.current + standing.step;
  const challengers = proxies.filter((p) => p.bidderId !== standing.leaderId && p.maximum >= minimum);
  if (challengers.length === 0) return null;
  const contenders: Contender[] = [...challengers];
  if (standing.leaderId !== null && standing.current !== null) {
    const own = proxies.find((p) => p.bidderId === standing.leaderId);
    contenders.push({
      bidderId: standing.leaderId,
      maximum: Math.max(standing.current, own?.maximum ?? 0),
      setAt: own && own.maximum > standing.current ? own.setAt : Number.NEGATIVE_INFINITY,
    });
  }
  contenders.sort((a, b) => b.maximum - a.maximum || a.setAt - b.setAt);
  const [first, second] = contenders as [Contender, Contender | undefined];
  const amount = second ? Math.min(first.maximum, second.maximum + standing.step) : minimum;
  if (amount < minimum) return null;
  return { ...first, amount };
}

/**
 * Places the proxy bids the auction calls for, each a normal bid through acceptBid (in the chain, flagged proxy), in
 * the caller's transaction, which holds the auction row (the bid before this, or a proxy's change, locked it).
 *
 * A maximum whose bidder may no longer bid (their verification lapsed, or their deposit is no longer held) ends: the
 * statement that reads the maximums deletes it and sets the auction's highest maximum without it, so it never bids
 * again (its owner sees no maximum and may set one anew once qualified); acceptBid checks each bid again.
 */
export async function resolveProxies(
  manager: EntityManager,
  auctionId: string,
  standing: Standing,
): Promise<AcceptedBid[]> {
  // One statement: its parts share a snapshot, so the maximums read and the new top leave the ended ones out by hand.
  const rows = (await manager.query(
    `WITH ended AS (
       DELETE FROM auction_proxy_bids p USING auctions a
        WHERE p.auction_id = $1 AND a.id = p.auction_id
          AND NOT (${verifiedBidderSql('p.bidder_id')} AND ${depositPaidSql('p.bidder_id')})
       RETURNING p.bidder_id
     ), top AS (
       UPDATE auctions SET proxy_top = (SELECT max(q.maximum) FROM auction_proxy_bids q
                                         WHERE q.auction_id = $1 AND q.bidder_id NOT IN (SELECT bidder_id FROM ended))
        WHERE id = $1 AND EXISTS (SELECT 1 FROM ended)
     )
     SELECT bidder_id, maximum, set_at FROM auction_proxy_bids
      WHERE auction_id = $1 AND maximum >= $2::numeric AND bidder_id NOT IN (SELECT bidder_id FROM ended)`,
    [auctionId, amountOf(standing.current ?? standing.startPrice)],
  )) as ProxyRow[];
  const proxies: Contender[] = rows.map((row) => ({
    bidderId: row.bidder_id,
    maximum: cents(row.maximum),
    setAt: new Date(row.set_at).getTime(),
  }));
  const placed: AcceptedBid[] = [];
  let now = standing;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = nextProxyBid(now, proxies);
    if (!next) break;
    const accepted = await acceptBid(manager, auctionId, next.bidderId, amountOf(next.amount), {
      idempotencyKey: null,
      proxy: true,
    });
    if (!accepted) break;
    placed.push(accepted);
    now = { ...now, current: next.amount, leaderId: next.bidderId };
  }
  return placed;
}

/** Standing as an accepted bid left the auction. */
export function standingAfter(accepted: AcceptedBid): Standing {
  return {
    current: cents(accepted.updated.current_bid!),
    leaderId: accepted.bidderId,
    startPrice: cents(accepted.updated.start_price),
    step: cents(accepted.updated.min_increment),
  };
}

/** Whether a proxy could be in reach of the auction as `accepted` left it (else no read is needed). */
export function proxiesInReach(accepted: AcceptedBid): boolean {
  const top = accepted.updated.proxy_top;
  if (top === null) return false;
  const standing = standingAfter(accepted);
  return cents(top) >= standing.current! + standing.step;
}
