import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payment of tenants' invoices: one row per checkout with a payment provider, unique by the provider's
 * reference (a confirmation finds its checkout by it) and by the payment an approved one recorded (once).
 */
export class EstateCheckouts1795830000000 implements MigrationInterface {
  name = 'EstateCheckouts1795830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_payment_checkouts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "invoice_id" uuid NOT NULL,
        "tenant_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "provider" varchar(32) NOT NULL,
        "provider_reference" varchar(100) NOT NULL,
        "amount" numeric(14,2) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "failure_code" varchar(40),
        "payment_id" uuid,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_payment_checkouts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_payment_checkouts_invoice_id_fkey" FOREIGN KEY ("invoice_id")
          REFERENCES "estate_invoices" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_payment_checkouts_tenant_id_fkey" FOREIGN KEY ("tenant_id")
          REFERENCES "estate_tenants" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_payment_checkouts_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_payment_checkouts_payment_id_fkey" FOREIGN KEY ("payment_id")
          REFERENCES "estate_payments" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_payment_checkouts_status_check" CHECK ("status" IN ('pending', 'approved', 'declined', 'expired')),
        CONSTRAINT "estate_payment_checkouts_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "estate_payment_checkouts_payment_check" CHECK (("status" = 'approved') = ("payment_id" IS NOT NULL))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_payment_checkouts_provider_reference_key" ON "estate_payment_checkouts" ("provider", "provider_reference")`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "estate_payment_checkouts_payment_id_key" ON "estate_payment_checkouts" ("payment_id")`,
    );
    await db.query(
      `CREATE INDEX "estate_payment_checkouts_invoice_id_idx" ON "estate_payment_checkouts" ("invoice_id", "created_at")`,
    );
    await db.query(
      `CREATE INDEX "estate_payment_checkouts_user_id_idx" ON "estate_payment_checkouts" ("user_id", "created_at")`,
    );
    await db.query(`CREATE INDEX "estate_payment_checkouts_tenant_id_idx" ON "estate_payment_checkouts" ("tenant_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_payment_checkouts"`);
  }
}
