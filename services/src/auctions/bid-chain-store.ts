import { bidderPseudonym, bidHash, genesisHash, isoSql } from './bid-chain.js';

/** How many bids one UPDATE writes. */
const BATCH = 500;

/** Anything that runs SQL: a QueryRunner (migrations), an EntityManager (seed). */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Chains an auction's stored bids in ordinal order (bid-chain.ts) and sets the auction's head: for bids written
 * without the chain (those before it existed, and the demo data), never for bids placed through BidsService, which
 * chains each as it is accepted. The pseudonym of a bid whose account is gone is made from the bid's own id.
 */
export async function chainStoredBids(db: Queryable, auctionId: string): Promise<void> {
  const [auction] = (await db.query(`SELECT ${isoSql('start_date')} AS start_iso FROM auctions WHERE id = $1`, [
    auctionId,
  ])) as { start_iso: string }[];
  if (!auction) return;
  const bids = (await db.query(
    `SELECT id, bidder_id, amount::text AS amount, ${isoSql('created_at')} AS placed_at
       FROM auction_bids WHERE auction_id = $1 ORDER BY ordinal`,
    [auctionId],
  )) as { id: string; bidder_id: string | null; amount: string; placed_at: string }[];
  let previous = genesisHash(auctionId, auction.start_iso);
  const rows: { id: string; bidder: string; prev: string; hash: string }[] = [];
  for (const bid of bids) {
    const bidder = bidderPseudonym(auctionId, bid.bidder_id ?? bid.id);
    const hash = bidHash({
      auctionId,
      bidId: bid.id,
      bidder,
      amount: bid.amount,
      placedAt: bid.placed_at,
      previousHash: previous,
    });
    rows.push({ id: bid.id, bidder, prev: previous, hash });
    previous = hash;
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await db.query(
      `UPDATE auction_bids b SET bidder_ref = v.bidder, prev_hash = v.prev, hash = v.hash
         FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::text[]) AS bidder, unnest($3::text[]) AS prev,
                      unnest($4::text[]) AS hash) v
        WHERE b.id = v.id`,
      [batch.map((r) => r.id), batch.map((r) => r.bidder), batch.map((r) => r.prev), batch.map((r) => r.hash)],
    );
  }
  await db.query(`UPDATE auctions SET last_bid_hash = $2 WHERE id = $1`, [
    auctionId,
    rows.length > 0 ? previous : null,
  ]);
}
