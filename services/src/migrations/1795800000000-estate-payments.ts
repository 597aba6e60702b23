import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The invoices' columns the payments list sorts on. */
const SORTED_COLUMNS = ['due_date', 'invoice_number', 'total_amount', 'paid_at', 'created_at'] as const;

/**
 * Estate payments: the payments and refunds of invoices with their receipt numbers, the penalty invoice's link to
 * the invoice whose late fee it charges, and the indexes the payments list sorts and filters on.
 */
export class EstatePayments1795800000000 implements MigrationInterface {
  name = 'EstatePayments1795800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE "estate_receipt_number_seq"`);
    await db.query(`
      CREATE TABLE "estate_payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "receipt_number" varchar(24) NOT NULL,
        "invoice_id" uuid NOT NULL,
        "kind" varchar(8) NOT NULL,
        "amount" numeric(14,2) NOT NULL,
        "method" varchar(16) NOT NULL,
        "paid_on" date NOT NULL,
        "reference" varchar(100),
        "notes" text,
        "receipt_url" varchar(500),
        "recorded_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_payments_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_payments_invoice_id_fkey" FOREIGN KEY ("invoice_id")
          REFERENCES "estate_invoices" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_payments_recorded_by_fkey" FOREIGN KEY ("recorded_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_payments_kind_check" CHECK ("kind" IN ('payment', 'refund')),
        CONSTRAINT "estate_payments_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "estate_payments_method_check" CHECK ("method" IN ('cash', 'bank_transfer', 'check', 'card'))
      )`);
    await db.query(`CREATE UNIQUE INDEX "estate_payments_receipt_number_key" ON "estate_payments" ("receipt_number")`);
    await db.query(`CREATE INDEX "estate_payments_invoice_id_idx" ON "estate_payments" ("invoice_id")`);
    await db.query(`CREATE INDEX "estate_payments_paid_on_idx" ON "estate_payments" ("paid_on")`);

    await db.query(`ALTER TABLE "estate_invoices" ADD "penalty_for_invoice_id" uuid`);
    await db.query(`
      ALTER TABLE "estate_invoices" ADD CONSTRAINT "estate_invoices_penalty_for_invoice_id_fkey"
        FOREIGN KEY ("penalty_for_invoice_id") REFERENCES "estate_invoices" ("id") ON DELETE RESTRICT`);
    await db.query(`
      CREATE UNIQUE INDEX "estate_invoices_penalty_for_invoice_id_key" ON "estate_invoices" ("penalty_for_invoice_id")
        WHERE "penalty_for_invoice_id" IS NOT NULL`);
    // The payments list's orders as readPage writes them (DESC NULLS LAST, or ASC NULLS FIRST walking backward),
    // id breaking ties: a page of 600,000 invoices is read from the index, not sorted.
    for (const column of SORTED_COLUMNS) {
      await db.query(
        `CREATE INDEX "estate_invoices_${column}_order_idx" ON "estate_invoices" ("${column}" DESC NULLS LAST, "id" DESC NULLS LAST)`,
      );
    }
    await db.query(`CREATE INDEX "estate_invoices_type_due_date_idx" ON "estate_invoices" ("type", "due_date")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "estate_invoices_type_due_date_idx"`);
    for (const column of SORTED_COLUMNS) await db.query(`DROP INDEX "estate_invoices_${column}_order_idx"`);
    await db.query(`DROP INDEX "estate_invoices_penalty_for_invoice_id_key"`);
    await db.query(`ALTER TABLE "estate_invoices" DROP CONSTRAINT "estate_invoices_penalty_for_invoice_id_fkey"`);
    await db.query(`ALTER TABLE "estate_invoices" DROP COLUMN "penalty_for_invoice_id"`);
    await db.query(`DROP TABLE "estate_payments"`);
    await db.query(`DROP SEQUENCE "estate_receipt_number_seq"`);
  }
}
