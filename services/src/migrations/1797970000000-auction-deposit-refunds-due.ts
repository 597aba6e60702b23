import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Released deposits still to refund are looked for at every run of the auctions' job (not only when the run released
 * one), so their read is kept to the few that wait: a partial index of them, oldest release first.
 */
export class AuctionDepositRefundsDue1797970000000 implements MigrationInterface {
  name = 'AuctionDepositRefundsDue1797970000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "auction_deposits_refund_due_idx" ON "auction_deposits" ("released_at")
      WHERE "status" = 'released' AND "refund_reference" IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "auction_deposits_refund_due_idx"`);
  }
}
