import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a reopened invoice's late fee is reckoned on. A refund that reopens a paid invoice sets `late_fee_from` (the
 * refund's day, or the due date if that is later) and `late_fee_base` (the amount reopened): the lateness already
 * charged as a penalty is not charged again, and the late fee runs on what was given back from the day it was. Both
 * stay null on an invoice never reopened (its total from its due date). An invoice may then have one penalty invoice
 * per late settlement: the penalty link is unique per day of the settlement (the penalty's due date) instead of per
 * invoice, so recording the same settlement twice still issues one.
 */
export class LateFeeAfterRefund1795985000000 implements MigrationInterface {
  name = 'LateFeeAfterRefund1795985000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_invoices" ADD "late_fee_from" date`);
    await db.query(`ALTER TABLE "estate_invoices" ADD "late_fee_base" numeric(14,2)`);
    await db.query(`
      ALTER TABLE "estate_invoices" ADD CONSTRAINT "estate_invoices_late_fee_base_check"
        CHECK ("late_fee_base" IS NULL OR ("late_fee_base" >= 0 AND "late_fee_base" <= "total_amount"))`);
    await db.query(`DROP INDEX "estate_invoices_penalty_for_invoice_id_key"`);
    await db.query(`
      CREATE UNIQUE INDEX "estate_invoices_penalty_for_invoice_id_key"
        ON "estate_invoices" ("penalty_for_invoice_id", "due_date") WHERE "penalty_for_invoice_id" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "estate_invoices_penalty_for_invoice_id_key"`);
    await db.query(`
      CREATE UNIQUE INDEX "estate_invoices_penalty_for_invoice_id_key" ON "estate_invoices" ("penalty_for_invoice_id")
        WHERE "penalty_for_invoice_id" IS NOT NULL`);
    await db.query(`ALTER TABLE "estate_invoices" DROP CONSTRAINT "estate_invoices_late_fee_base_check"`);
    await db.query(`ALTER TABLE "estate_invoices" DROP COLUMN "late_fee_base"`);
    await db.query(`ALTER TABLE "estate_invoices" DROP COLUMN "late_fee_from"`);
  }
}
