import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment keeps the Idempotency-Key its recorder sent and the fingerprint of that request, unique per recorder, so
 * a payment request sent again (a lost answer, a double click) records one payment.
 */
export class PaymentIdempotencyKeys1796500000000 implements MigrationInterface {
  name = 'PaymentIdempotencyKeys1796500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "estate_payments" ADD "idempotency_key" varchar(100), ADD "idempotency_fingerprint" varchar(64)`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "estate_payments_idempotency_key" ON "estate_payments" ("recorded_by", "idempotency_key") WHERE "idempotency_key" IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "estate_payments_idempotency_key"`);
    await db.query(
      `ALTER TABLE "estate_payments" DROP COLUMN "idempotency_fingerprint", DROP COLUMN "idempotency_key"`,
    );
  }
}
