import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proxy bids: a bidder's maximum per auction (auction_proxy_bids), and on the auction the highest maximum set
 * (`proxy_top`), which tells a bid whether any proxy could answer it without reading them.
 */
export class AuctionProxyBids1797610000000 implements MigrationInterface {
  name = 'AuctionProxyBids1797610000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE "auction_proxy_bids" (
      "auction_id" uuid NOT NULL,
      "bidder_id" uuid NOT NULL,
      "maximum" numeric(14,2) NOT NULL,
      "set_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "auction_proxy_bids_maximum_check" CHECK ("maximum" > 0),
      CONSTRAINT "auction_proxy_bids_pkey" PRIMARY KEY ("auction_id", "bidder_id"),
      CONSTRAINT "auction_proxy_bids_auction_id_fkey" FOREIGN KEY ("auction_id") REFERENCES "auctions"("id") ON DELETE CASCADE,
      CONSTRAINT "auction_proxy_bids_bidder_id_fkey" FOREIGN KEY ("bidder_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await db.query(`ALTER TABLE "auctions" ADD "proxy_top" numeric(14,2)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auctions" DROP "proxy_top"`);
    await db.query(`DROP TABLE "auction_proxy_bids"`);
  }
}
