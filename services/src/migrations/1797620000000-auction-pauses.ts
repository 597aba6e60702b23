import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff may pause a running auction: `paused_at` is set while it is paused (no bids), cleared on resuming; watchers
 * are told by `paused` and `resumed` events.
 */
export class AuctionPauses1797620000000 implements MigrationInterface {
  name = 'AuctionPauses1797620000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auctions" ADD "paused_at" timestamptz`);
    await db.query(`ALTER TABLE "auction_events" DROP CONSTRAINT "auction_events_type_check"`);
    await db.query(`ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_type_check"
      CHECK ("type" IN ('bid', 'extended', 'status', 'paused', 'resumed'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM "auction_events" WHERE "type" IN ('paused', 'resumed')`);
    await db.query(`ALTER TABLE "auction_events" DROP CONSTRAINT "auction_events_type_check"`);
    await db.query(`ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_type_check"
      CHECK ("type" IN ('bid', 'extended', 'status'))`);
    await db.query(`ALTER TABLE "auctions" DROP "paused_at"`);
  }
}
