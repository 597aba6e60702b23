import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax invoices to owners for the management fee. The fee is charged in the ledger on each payment collected (a `fee`
 * entry: owners' payable debited, fee income 4300 and VAT payable 2200 credited; a refund's fee entry the reverse).
 * Once a month has ended, each owner gets one invoice of the month's fee entries not yet invoiced
 * (`estate_fee_invoices`, numbered `MF-YYYYMM-NNNNNN` from one sequence), linked entry by entry in
 * `estate_fee_invoice_entries` (an entry is invoiced once: its key); an entry posted late into a month already
 * invoiced is invoiced at the next month's billing, in an invoice of its own month (`estate_fee_billing` keeps the
 * month billed, so the job reads the entries once a month). A month whose fees net to zero or less
 * (refunds above the fees) makes no invoice and its entries wait.
 *
 * An invoice with VAT is a tax invoice: it is queued as an e-invoice (`estate_einvoices.fee_invoice_id`; an e-invoice
 * now belongs to a tenant's invoice or to a fee invoice, exactly one) and issued, signed and reported as the tenants'
 * are. Its VAT is the month's net fee at the rate, rounded once, as the XML states it; where the ledger's VAT (rounded
 * per payment) differs by halalas, the billing posts the difference (a `fee` entry of the invoice: owners' payable
 * against VAT payable), so the ledger's VAT payable equals the tax documents'.
 *
 * `estate_einvoice_documents` gives every e-invoice what its document and screens show: the invoice's number, type
 * and period, the unit, and the buyer (the tenant of a tenant's invoice, the owner of a fee invoice).
 */
export class ManagementFeeTaxInvoices1797700000000 implements MigrationInterface {
  name = 'ManagementFeeTaxInvoices1797700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE "estate_fee_invoice_number_seq"`);
    await db.query(`
      CREATE TABLE "estate_fee_invoices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "invoice_number" varchar(24) NOT NULL,
        "owner_id" uuid NOT NULL,
        "period_start" date NOT NULL,
        "period_end" date NOT NULL,
        "net_amount" numeric(14,2) NOT NULL,
        "vat_percent" numeric(5,2) NOT NULL,
        "vat_amount" numeric(14,2) NOT NULL,
        "total_amount" numeric(14,2) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_fee_invoices_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_fee_invoices_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "estate_owners" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_fee_invoices_amounts_check"
          CHECK ("net_amount" > 0 AND "vat_amount" >= 0 AND "total_amount" = "net_amount" + "vat_amount"),
        CONSTRAINT "estate_fee_invoices_period_check" CHECK ("period_end" >= "period_start")
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_fee_invoices_invoice_number_key" ON "estate_fee_invoices" ("invoice_number")`,
    );
    await db.query(
      `CREATE INDEX "estate_fee_invoices_owner_id_idx" ON "estate_fee_invoices" ("owner_id", "period_start" DESC)`,
    );
    await db.query(`
      CREATE TABLE "estate_fee_invoice_entries" (
        "entry_id" uuid NOT NULL,
        "fee_invoice_id" uuid NOT NULL,
        CONSTRAINT "estate_fee_invoice_entries_pkey" PRIMARY KEY ("entry_id"),
        CONSTRAINT "estate_fee_invoice_entries_entry_id_fkey" FOREIGN KEY ("entry_id")
          REFERENCES "ledger_entries" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_fee_invoice_entries_fee_invoice_id_fkey" FOREIGN KEY ("fee_invoice_id")
          REFERENCES "estate_fee_invoices" ("id") ON DELETE RESTRICT
      )`);
    await db.query(
      `CREATE INDEX "estate_fee_invoice_entries_fee_invoice_id_idx" ON "estate_fee_invoice_entries" ("fee_invoice_id")`,
    );
    // Months are invoiced once each: the first run of the job in a new month invoices what the months before left.
    await db.query(`
      CREATE TABLE "estate_fee_billing" (
        "id" smallint NOT NULL DEFAULT 1,
        "invoiced_before" date,
        CONSTRAINT "estate_fee_billing_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_fee_billing_one_row_check" CHECK ("id" = 1)
      )`);
    await db.query(`INSERT INTO "estate_fee_billing" ("id") VALUES (1)`);
    // The fee entries by day: what the billing reads.
    await db.query(
      `CREATE INDEX "ledger_entries_fee_posted_on_idx" ON "ledger_entries" ("posted_on") WHERE "source_type" = 'fee'`,
    );

    await db.query(`ALTER TABLE "estate_einvoices" ALTER COLUMN "invoice_id" DROP NOT NULL`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD "fee_invoice_id" uuid`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD CONSTRAINT "estate_einvoices_fee_invoice_id_fkey"
      FOREIGN KEY ("fee_invoice_id") REFERENCES "estate_fee_invoices" ("id") ON DELETE RESTRICT`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD CONSTRAINT "estate_einvoices_source_check"
      CHECK (num_nonnulls("invoice_id", "fee_invoice_id") = 1)`);
    await db.query(`CREATE UNIQUE INDEX "estate_einvoices_one_fee_invoice_key" ON "estate_einvoices" ("fee_invoice_id")
      WHERE "kind" = 'invoice' AND "fee_invoice_id" IS NOT NULL`);
    // The issued record's source never changes either (the refusal trigger compares invoice_id; add the other).
    await db.query(`
      CREATE FUNCTION "estate_einvoice_keep_fee_source"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."number" IS NOT NULL AND NEW."fee_invoice_id" IS DISTINCT FROM OLD."fee_invoice_id" THEN
          RAISE EXCEPTION 'e-invoice % is issued: its source never changes', OLD."number" USING ERRCODE = '55000';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_keep_fee_source" BEFORE UPDATE ON "estate_einvoices"
      FOR EACH ROW EXECUTE FUNCTION estate_einvoice_keep_fee_source()`);
    // A fee invoice with VAT is queued as a tax invoice in the transaction that makes it.
    await db.query(`
      CREATE FUNCTION "estate_einvoice_queue_fee_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.vat_amount > 0 THEN
          INSERT INTO estate_einvoices (kind, fee_invoice_id, net_amount, vat_percent)
          VALUES ('invoice', NEW.id, NEW.net_amount, NEW.vat_percent);
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_queue_fee_invoice" AFTER INSERT ON "estate_fee_invoices"
      FOR EACH ROW EXECUTE FUNCTION estate_einvoice_queue_fee_invoice()`);

    await db.query(`
      CREATE VIEW "estate_einvoice_documents" AS
      SELECT e.id AS einvoice_id, i.id AS source_id, 'tenant_invoice'::varchar AS source_kind, i.invoice_number,
             i.type AS invoice_type, i.period_start, i.period_end, i.due_date, i.payment_method, u.unit_number,
             t.name AS buyer_name, t.name_en AS buyer_name_en, t.vat_number AS buyer_vat, t.cr_number AS buyer_cr,
             t.national_address AS buyer_address, k.tenant_id, k.owner_id
        FROM estate_einvoices e
        JOIN estate_invoices i ON i.id = e.invoice_id
        JOIN estate_contracts k ON k.id = i.contract_id
        JOIN estate_units u ON u.id = k.unit_id
        JOIN estate_tenants t ON t.id = k.tenant_id
      UNION ALL
      SELECT e.id, f.id, 'fee_invoice', f.invoice_number, 'management_fee', f.period_start, f.period_end,
             f.period_end, NULL, NULL, o.name, o.name_en, o.vat_number, o.cr_number, o.national_address, NULL,
             f.owner_id
        FROM estate_einvoices e
        JOIN estate_fee_invoices f ON f.id = e.fee_invoice_id
        JOIN estate_owners o ON o.id = f.owner_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW "estate_einvoice_documents"`);
    await db.query(`DROP TRIGGER "estate_einvoices_queue_fee_invoice" ON "estate_fee_invoices"`);
    await db.query(`DROP FUNCTION "estate_einvoice_queue_fee_invoice"()`);
    await db.query(`DROP TRIGGER "estate_einvoices_keep_fee_source" ON "estate_einvoices"`);
    await db.query(`DROP FUNCTION "estate_einvoice_keep_fee_source"()`);
    await db.query(`DROP INDEX "estate_einvoices_one_fee_invoice_key"`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP CONSTRAINT "estate_einvoices_source_check"`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP CONSTRAINT "estate_einvoices_fee_invoice_id_fkey"`);
    // The owners' tax invoices go with their table (an issued one is otherwise never deleted).
    await db.query(`ALTER TABLE "estate_einvoices" DISABLE TRIGGER "estate_einvoices_no_change"`);
    await db.query(`DELETE FROM "estate_einvoices" WHERE "fee_invoice_id" IS NOT NULL`);
    await db.query(`ALTER TABLE "estate_einvoices" ENABLE TRIGGER "estate_einvoices_no_change"`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP COLUMN "fee_invoice_id"`);
    await db.query(`ALTER TABLE "estate_einvoices" ALTER COLUMN "invoice_id" SET NOT NULL`);
    await db.query(`DROP INDEX "ledger_entries_fee_posted_on_idx"`);
    await db.query(`DROP TABLE "estate_fee_billing"`);
    await db.query(`DROP TABLE "estate_fee_invoice_entries"`);
    await db.query(`DROP TABLE "estate_fee_invoices"`);
    await db.query(`DROP SEQUENCE "estate_fee_invoice_number_seq"`);
  }
}
