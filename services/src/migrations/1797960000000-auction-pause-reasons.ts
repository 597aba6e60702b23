import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paused auction keeps the reason staff gave (`pause_reason`, set with `paused_at` and cleared on resuming), so its
 * page tells visitors why it is paused, not only those who were watching when it was paused. An auction paused now
 * takes the reason of its latest `paused` event, while the events keep it (a day).
 */
export class AuctionPauseReasons1797960000000 implements MigrationInterface {
  name = 'AuctionPauseReasons1797960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auctions" ADD "pause_reason" text`);
    await db.query(`UPDATE "auctions" a SET "pause_reason" = (
        SELECT e."data"->>'reason' FROM "auction_events" e
         WHERE e."auction_id" = a."id" AND e."type" = 'paused' ORDER BY e."id" DESC LIMIT 1)
      WHERE a."paused_at" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "auctions" DROP "pause_reason"`);
  }
}
