/**
 * An auction's bid log: every accepted bid chained by SHA-256 (each stores the hash of the bid before it and its own
 * hash over a canonical form), public so that anyone can check that no bid was changed, removed or inserted.
 * The canonical form and the recipe are in services/src/auctions/bid-chain.ts and services/README.md.
 */

/** One bid of the log. `bidder` is a pseudonym, the same for one bidder's bids within the auction. */
export interface BidLogEntry {
  ordinal: number;
  bidId: string;
  bidder: string;
  amount: string;
  /** UTC ISO 8601 with milliseconds, as hashed. */
  placedAt: string;
  /** Placed by the platform on the bidder's behalf, up to their maximum (a proxy bid). */
  proxy: boolean;
  previousHash: string;
  hash: string;
}

/**
 * GET /api/auctions/{id}/bid-log (JSON; `?format=csv` for CSV: `# bid-log,<version>`, `# auctionId,…`,
 * `# startDate,…`, `# genesisHash,…`, `# headHash,…` lines, then a header of BidLogEntry's fields and a row a bid).
 */
export const bidLogCsvPath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}/bid-log?format=csv`;

/** GET /api/auctions/{id}/bid-log (JSON; `?format=csv`: bidLogCsvPath). */
export interface BidLog {
  auctionId: string;
  /** The canonical form's version. */
  version: string;
  /** The hash the first bid chains to: SHA-256 of "genesis-v1\n<auction id>\n<startDate>". */
  genesisHash: string;
  startDate: string;
  /** The last bid's hash as the auction keeps it (null before the first bid). */
  headHash: string | null;
  bids: BidLogEntry[];
}

/**
 * Where a chain stops holding: the first bid that fails (`missing`: a gap in the ordinals; `previousHash`: the bid
 * before it was changed or removed; `hash`: the bid was changed; `bidder`: its account is not the one its pseudonym
 * was made from), or (bidId null) the auction row's field that does not match the log's end (`head`: the count or the
 * last hash; `currentBid`: not the last bid's amount; `leader`: not the last bid's bidder).
 */
export interface BidLogBreak {
  ordinal: number;
  bidId: string | null;
  reason: 'previousHash' | 'hash' | 'missing' | 'bidder' | 'head' | 'currentBid' | 'leader';
}

/** GET /api/auctions/{id}/bid-log/verify */
export interface BidLogVerification {
  valid: boolean;
  brokenAt?: BidLogBreak;
}

/** 409 on settlement-related staff actions: the auction's bid log does not verify (details: BidLogBreak). */
export const BID_LOG_ERROR_CODES = {
  broken: 'BID_LOG_BROKEN',
} as const;
