import type { BidLogBreak } from '@estate/contracts';
import { createHash } from 'node:crypto';

/**
 * The bid log's hash chain. Every accepted bid stores the hash of the bid before it (`prev_hash`) and its own hash
 * (`hash`) over its canonical form; the auction row keeps the last one (`last_bid_hash`). Rewriting, removing or
 * inserting a bid changes a hash that every later bid, and the auction row, depend on.
 *
 * Canonical form (version 1): these seven lines joined by "\n" (no trailing newline), UTF-8, hashed with SHA-256 and
 * written as 64 lowercase hex digits:
 *
 *   bid-v1
 *   <auction id>          lowercase UUID
 *   <bid id>              lowercase UUID
 *   <bidder>              the bidder's pseudonym (bidderPseudonym: stays when the account is deleted)
 *   <amount>              SAR with two decimals and no grouping, e.g. 250000.00
 *   <placed at>           UTC ISO 8601 with milliseconds, e.g. 2026-11-27T12:30:43.123Z
 *   <previous hash>       the previous bid's hash; for the first bid, the auction's genesis hash
 *
 * Genesis hash: SHA-256 of "genesis-v1\n<auction id>\n<auction start, UTC ISO 8601 with milliseconds>".
 *
 * Anyone can check a downloaded log (GET /api/auctions/{id}/bid-log) with this recipe: start from the genesis hash;
 * for each bid in ordinal order, its previousHash must equal the hash before it and its hash must equal SHA-256 of
 * its canonical form; the last hash must equal the log's headHash. E.g. in a shell, for one bid:
 *   printf 'bid-v1\n%s\n%s\n%s\n%s\n%s\n%s' "$AUCTION" "$BID" "$BIDDER" "$AMOUNT" "$AT" "$PREV" | sha256sum
 */

export const BID_CHAIN_VERSION = 'bid-v1';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A timestamp as the canonical form writes it, from SQL (`isoSql(...)`) so that both sides read the same text. */
export const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The hash a first bid chains to: the auction and its opening. */
export function genesisHash(auctionId: string, startIso: string): string {
  return sha256(`genesis-v1\n${auctionId.toLowerCase()}\n${startIso}`);
}

/**
 * The name a bidder goes by in an auction's public log: the same for all their bids in that auction, different
 * from one auction to another, and telling nothing of the account (a hash of the auction and the user's id).
 */
export function bidderPseudonym(auctionId: string, bidderId: string): string {
  return `B-${sha256(`bidder-v1\n${auctionId.toLowerCase()}\n${bidderId.toLowerCase()}`).slice(0, 10).toUpperCase()}`;
}

export interface ChainedBid {
  auctionId: string;
  bidId: string;
  bidder: string;
  /** Two decimals, as numeric(14,2) prints it. */
  amount: string;
  placedAt: string;
  previousHash: string;
}

export function canonicalBid(bid: ChainedBid): string {
  return [
    BID_CHAIN_VERSION,
    bid.auctionId.toLowerCase(),
    bid.bidId.toLowerCase(),
    bid.bidder,
    bid.amount,
    bid.placedAt,
    bid.previousHash,
  ].join('\n');
}

export const bidHash = (bid: ChainedBid) => sha256(canonicalBid(bid));

/** A stored bid as the check reads it. */
export interface LoggedBid {
  id: string;
  ordinal: number;
  bidder: string;
  /** The account that placed it (null once the account is deleted; the pseudonym stays). */
  bidderId: string | null;
  amount: string;
  placedAt: string;
  previousHash: string | null;
  hash: string | null;
}

/** The auction row as the check reads it: its chain head and the standing the last bid gave it. */
export interface ChainedAuction {
  id: string;
  startIso: string;
  /** The last bid's hash (null, or the genesis hash, before the first bid). */
  headHash: string | null;
  bidCount: number;
  /** The highest bid (numeric(14,2) as text; null before the first bid) and its bidder. */
  currentBid: string | null;
  leaderId: string | null;
}

/**
 * Whether an auction's bids (ordinal order) form an unbroken chain from its genesis to `headHash` (the auction row's
 * last hash, with `bidCount` its count), each bid's pseudonym is its own bidder's, and the auction's current bid and
 * leader are the last bid's amount and bidder (none before the first bid); where not, the first bid that does not
 * hold, or (bidId null) the auction row's field that does not match the log's end.
 */
export function checkChain(
  auction: ChainedAuction,
  bids: readonly LoggedBid[],
): { valid: true } | { valid: false; brokenAt: BidLogBreak } {
  const genesis = genesisHash(auction.id, auction.startIso);
  let previous = genesis;
  for (const [index, bid] of bids.entries()) {
    const at = (reason: BidLogBreak['reason']) => ({
      valid: false as const,
      brokenAt: { ordinal: Number(bid.ordinal), bidId: bid.id, reason },
    });
    if (Number(bid.ordinal) !== index + 1) return at('missing');
    if (bid.previousHash !== previous) return at('previousHash');
    const hash = bidHash({
      auctionId: auction.id,
      bidId: bid.id,
      bidder: bid.bidder,
      amount: bid.amount,
      placedAt: bid.placedAt,
      previousHash: previous,
    });
    if (bid.hash !== hash) return at('hash');
    // The hashed pseudonym ties the bid to its account: another account put on the bid no longer matches it.
    if (bid.bidderId !== null && bid.bidder !== bidderPseudonym(auction.id, bid.bidderId)) return at('bidder');
    previous = hash;
  }
  const end = (reason: BidLogBreak['reason']) => ({
    valid: false as const,
    brokenAt: { ordinal: bids.length + 1, bidId: null, reason },
  });
  const last = bids.at(-1);
  const head = auction.headHash ?? genesis;
  if (bids.length !== auction.bidCount || head !== previous) return end('head');
  if (auction.currentBid !== (last?.amount ?? null)) return end('currentBid');
  if (last ? auction.leaderId !== last.bidderId : auction.leaderId !== null) return end('leader');
  return { valid: true };
}
