import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Real auctions: review of auctions sent from the public form, cancellation, settlement (sold or unsold against the
 * reserve, with the winner), the accepted bids (numbered in the order they were accepted, a retried request found by
 * its idempotency key) and the events pushed to watchers (kept so a client that reconnects gets what it missed).
 */
export class AuctionBidding1795900000000 implements MigrationInterface {
  name = 'AuctionBidding1795900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "auctions"
        ADD COLUMN "description_en" text,
        ADD COLUMN "terms" text NOT NULL DEFAULT '',
        ADD COLUMN "terms_en" text,
        ADD COLUMN "review" varchar(16) NOT NULL DEFAULT 'approved',
        ADD COLUMN "created_by" uuid,
        ADD COLUMN "leader_id" uuid,
        ADD COLUMN "cancelled_at" timestamptz,
        ADD COLUMN "outcome" varchar(8),
        ADD COLUMN "winner_id" uuid,
        ADD COLUMN "settled_at" timestamptz,
        ADD COLUMN "announced_status" varchar(16),
        ADD CONSTRAINT "auctions_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "auctions_leader_id_fkey" FOREIGN KEY ("leader_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "auctions_winner_id_fkey" FOREIGN KEY ("winner_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD CONSTRAINT "auctions_review_check" CHECK ("review" IN ('pending', 'approved', 'rejected')),
        ADD CONSTRAINT "auctions_outcome_check" CHECK ("outcome" IN ('sold', 'unsold'))`);
    await db.query(`CREATE INDEX "auctions_review_idx" ON "auctions" ("review", "created_at")`);
    await db.query(`CREATE INDEX "auctions_created_by_idx" ON "auctions" ("created_by")`);
    // What the settlement job scans: ended, not cancelled, not yet settled.
    await db.query(
      `CREATE INDEX "auctions_unsettled_idx" ON "auctions" ("end_date") WHERE "outcome" IS NULL AND "cancelled_at" IS NULL`,
    );

    await db.query(`
      CREATE TABLE "auction_bids" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "auction_id" uuid NOT NULL,
        "bidder_id" uuid,
        "ordinal" integer NOT NULL,
        "amount" numeric(14,2) NOT NULL,
        "idempotency_key" varchar(100),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "auction_bids_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "auction_bids_auction_id_fkey" FOREIGN KEY ("auction_id")
          REFERENCES "auctions" ("id") ON DELETE CASCADE,
        CONSTRAINT "auction_bids_bidder_id_fkey" FOREIGN KEY ("bidder_id")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "auction_bids_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "auction_bids_ordinal_check" CHECK ("ordinal" > 0)
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "auction_bids_auction_ordinal_key" ON "auction_bids" ("auction_id", "ordinal")`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "auction_bids_idempotency_key" ON "auction_bids" ("bidder_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL`,
    );
    await db.query(`CREATE INDEX "auction_bids_bidder_idx" ON "auction_bids" ("bidder_id", "created_at")`);

    await db.query(`
      CREATE TABLE "auction_events" (
        "id" bigint GENERATED ALWAYS AS IDENTITY,
        "auction_id" uuid NOT NULL,
        "type" varchar(16) NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "auction_events_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "auction_events_auction_id_fkey" FOREIGN KEY ("auction_id")
          REFERENCES "auctions" ("id") ON DELETE CASCADE,
        CONSTRAINT "auction_events_type_check" CHECK ("type" IN ('bid', 'extended', 'status'))
      )`);
    await db.query(`CREATE INDEX "auction_events_auction_idx" ON "auction_events" ("auction_id", "id")`);
    await db.query(`CREATE INDEX "auction_events_created_idx" ON "auction_events" ("created_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "auction_events"`);
    await db.query(`DROP TABLE "auction_bids"`);
    await db.query(`DROP INDEX "auctions_unsettled_idx"`);
    await db.query(`DROP INDEX "auctions_created_by_idx"`);
    await db.query(`DROP INDEX "auctions_review_idx"`);
    await db.query(`
      ALTER TABLE "auctions"
        DROP CONSTRAINT "auctions_outcome_check",
        DROP CONSTRAINT "auctions_review_check",
        DROP CONSTRAINT "auctions_winner_id_fkey",
        DROP CONSTRAINT "auctions_leader_id_fkey",
        DROP CONSTRAINT "auctions_created_by_fkey",
        DROP COLUMN "announced_status",
        DROP COLUMN "settled_at",
        DROP COLUMN "winner_id",
        DROP COLUMN "outcome",
        DROP COLUMN "cancelled_at",
        DROP COLUMN "leader_id",
        DROP COLUMN "created_by",
        DROP COLUMN "review",
        DROP COLUMN "terms_en",
        DROP COLUMN "terms",
        DROP COLUMN "description_en"`);
  }
}
