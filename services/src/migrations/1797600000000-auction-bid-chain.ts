import type { MigrationInterface, QueryRunner } from 'typeorm';
import { chainStoredBids } from '../auctions/bid-chain-store.js';

/**
 * The bid log's hash chain (services/src/auctions/bid-chain.ts): each bid keeps its bidder's pseudonym, the previous
 * bid's hash and its own; the auction keeps the last hash; `proxy` marks a bid placed up to a bidder's maximum;
 * `bid_log_broken_at` marks an auction whose log failed its check at settlement (left unsettled for staff).
 * Existing bids are chained here, auction by auction in ordinal order.
 */
export class AuctionBidChain1797600000000 implements MigrationInterface {
  name = 'AuctionBidChain1797600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auction_bids" ADD "bidder_ref" varchar(16), ADD "prev_hash" char(64),
      ADD "hash" char(64), ADD "proxy" boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE "auctions" ADD "last_bid_hash" char(64), ADD "bid_log_broken_at" timestamptz`);

    const auctions = (await db.query(`SELECT DISTINCT auction_id AS id FROM auction_bids ORDER BY auction_id`)) as {
      id: string;
    }[];
    for (const auction of auctions) await chainStoredBids(db, auction.id);

    await db.query(`ALTER TABLE "auction_bids" ALTER "bidder_ref" SET NOT NULL, ALTER "prev_hash" SET NOT NULL,
      ALTER "hash" SET NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auctions" DROP "bid_log_broken_at", DROP "last_bid_hash"`);
    await db.query(`ALTER TABLE "auction_bids" DROP "proxy", DROP "hash", DROP "prev_hash", DROP "bidder_ref"`);
  }
}
