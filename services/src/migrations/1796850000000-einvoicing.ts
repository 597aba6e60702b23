import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ZATCA e-invoicing, kept by the database like the ledger, so that no writer of invoices (the contract invoice
 * writer, payments, imports, checkout, the seed) can forget it:
 * - `estate_einvoice_settings`: the one seller row (legal names, VAT and CR numbers, national address, the sandbox
 *   gateway's mode, and the signing key and certificate, PEM, made the first time a document is signed);
 * - `estate_einvoice_chain`: the one chain head (last counter, last hash), locked FOR UPDATE by the issuer while it
 *   numbers documents, so two API processes never give out the same number or counter;
 * - buyers' VAT and CR numbers and national address on tenants and owners (a buyer with a VAT or CR number and a
 *   national address gets standard B2B documents; everyone else simplified ones);
 * - `estate_einvoices`: one row per tax invoice or credit note, queued (no number yet) in the same transaction as its
 *   event by triggers: an invoice written with VAT (vat_amount > 0: commercial rent, anything else that carries VAT);
 *   a credit note for such an invoice cancelled (what is left after the credit notes before it) or for a refund of a
 *   payment on it (the amount refunded). A credit note names the e-invoice it corrects. Once issued, a row's number,
 *   counter, UUID, hashes, XML and QR never change and the row is never deleted (a trigger refuses); the XML is stored
 *   once. Numbers come from the chain head: never reused.
 */
export class Einvoicing1796850000000 implements MigrationInterface {
  name = 'Einvoicing1796850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_einvoice_settings" (
        "id" smallint NOT NULL DEFAULT 1,
        "legal_name_ar" varchar(200) NOT NULL,
        "legal_name_en" varchar(200) NOT NULL,
        "vat_number" varchar(15) NOT NULL,
        "cr_number" varchar(10) NOT NULL,
        "building_number" varchar(4) NOT NULL,
        "street" varchar(150) NOT NULL,
        "district" varchar(150) NOT NULL,
        "city" varchar(100) NOT NULL,
        "postal_code" varchar(5) NOT NULL,
        "additional_number" varchar(4) NOT NULL,
        "sandbox_mode" varchar(8) NOT NULL DEFAULT 'accept',
        "private_key_pem" text,
        "certificate_pem" text,
        "certificate_generated" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_einvoice_settings_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_einvoice_settings_one_row" CHECK ("id" = 1),
        CONSTRAINT "estate_einvoice_settings_vat_number_check" CHECK ("vat_number" ~ '^3[0-9]{13}3$'),
        CONSTRAINT "estate_einvoice_settings_sandbox_mode_check" CHECK ("sandbox_mode" IN ('accept', 'reject', 'timeout'))
      )`);
    // The demo company's; an admin sets the real ones in the settings.
    await db.query(`
      INSERT INTO "estate_einvoice_settings" ("legal_name_ar", "legal_name_en", "vat_number", "cr_number",
        "building_number", "street", "district", "city", "postal_code", "additional_number")
      VALUES ('شركة دار العقارية', 'Dar Real Estate Company', '300000000000003', '1010000000',
        '2322', 'طريق الملك فهد', 'الملقا', 'الرياض', '13521', '8228')`);

    await db.query(`
      CREATE TABLE "estate_einvoice_chain" (
        "id" smallint NOT NULL DEFAULT 1,
        "last_counter" integer NOT NULL DEFAULT 0,
        "last_hash" text NOT NULL,
        CONSTRAINT "estate_einvoice_chain_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_einvoice_chain_one_row" CHECK ("id" = 1)
      )`);
    // ZATCA's PIH of the first document: Base64 of the hex SHA-256 of "0".
    await db.query(`INSERT INTO "estate_einvoice_chain" ("last_hash") VALUES ($1)`, [
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    ]);

    for (const table of ['estate_tenants', 'estate_owners']) {
      await db.query(`ALTER TABLE "${table}" ADD "vat_number" varchar(15), ADD "cr_number" varchar(10),
        ADD "national_address" jsonb`);
      await db.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${table}_vat_number_check"
        CHECK ("vat_number" ~ '^3[0-9]{13}3$')`);
      await db.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${table}_cr_number_check"
        CHECK ("cr_number" ~ '^[0-9]{10}$')`);
    }

    await db.query(`
      CREATE TABLE "estate_einvoices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "queue_seq" bigserial NOT NULL,
        "kind" varchar(12) NOT NULL,
        "invoice_id" uuid NOT NULL,
        "credited_id" uuid,
        "refund_id" uuid,
        "reason" text,
        "net_amount" numeric(14,2) NOT NULL,
        "vat_percent" numeric(5,2) NOT NULL,
        "queued_at" timestamptz NOT NULL DEFAULT now(),
        "subtype" varchar(10),
        "number" varchar(24),
        "counter" integer,
        "uuid" uuid NOT NULL DEFAULT gen_random_uuid(),
        "previous_hash" text,
        "hash" text,
        "xml" text,
        "qr" text,
        "issued_at" timestamptz,
        "buyer_name" varchar(200),
        "buyer_vat_number" varchar(15),
        "vat_total" numeric(14,2),
        "total_with_vat" numeric(14,2),
        "state" varchar(10) NOT NULL DEFAULT 'pending',
        "state_code" varchar(60),
        "state_reason_ar" text,
        "state_reason_en" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_einvoices_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_einvoices_invoice_id_fkey" FOREIGN KEY ("invoice_id")
          REFERENCES "estate_invoices" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_einvoices_credited_id_fkey" FOREIGN KEY ("credited_id")
          REFERENCES "estate_einvoices" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_einvoices_kind_check" CHECK ("kind" IN ('invoice', 'credit_note')),
        CONSTRAINT "estate_einvoices_credit_check" CHECK (("kind" = 'credit_note') = ("credited_id" IS NOT NULL)),
        CONSTRAINT "estate_einvoices_subtype_check" CHECK ("subtype" IN ('standard', 'simplified')),
        CONSTRAINT "estate_einvoices_state_check"
          CHECK ("state" IN ('pending', 'reported', 'cleared', 'rejected', 'failed')),
        CONSTRAINT "estate_einvoices_issued_check" CHECK (("number" IS NULL) = ("xml" IS NULL)
          AND ("number" IS NULL) = ("counter" IS NULL) AND ("number" IS NULL) = ("hash" IS NULL))
      )`);
    await db.query(`CREATE UNIQUE INDEX "estate_einvoices_number_key" ON "estate_einvoices" ("number")`);
    await db.query(`CREATE UNIQUE INDEX "estate_einvoices_counter_key" ON "estate_einvoices" ("counter")`);
    await db.query(`CREATE UNIQUE INDEX "estate_einvoices_uuid_key" ON "estate_einvoices" ("uuid")`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_einvoices_one_invoice_key" ON "estate_einvoices" ("invoice_id") WHERE "kind" = 'invoice'`,
    );
    await db.query(`CREATE INDEX "estate_einvoices_invoice_id_idx" ON "estate_einvoices" ("invoice_id")`);
    await db.query(`CREATE INDEX "estate_einvoices_credited_id_idx" ON "estate_einvoices" ("credited_id")`);
    await db.query(
      `CREATE INDEX "estate_einvoices_queue_idx" ON "estate_einvoices" ("queue_seq") WHERE "number" IS NULL`,
    );
    await db.query(
      `CREATE INDEX "estate_einvoices_to_send_idx" ON "estate_einvoices" ("next_attempt_at")
        WHERE "state" IN ('pending', 'failed') AND "number" IS NOT NULL`,
    );
    await db.query(`CREATE INDEX "estate_einvoices_issued_at_idx" ON "estate_einvoices" ("issued_at" DESC, "id")`);

    // An issued document is stored once: its number, counter, UUID, hashes, XML and QR never change, and it is never
    // deleted; only its reporting state moves. A queued one (not issued yet) goes with its invoice.
    await db.query(`
      CREATE FUNCTION "estate_einvoice_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF OLD."number" IS NOT NULL THEN
            RAISE EXCEPTION 'e-invoice % is issued and is never deleted', OLD."number" USING ERRCODE = '55000';
          END IF;
          RETURN OLD;
        END IF;
        IF OLD."number" IS NOT NULL AND (NEW."number", NEW."counter", NEW."uuid", NEW."previous_hash", NEW."hash",
              NEW."xml", NEW."qr", NEW."issued_at", NEW."kind", NEW."invoice_id", NEW."credited_id")
            IS DISTINCT FROM (OLD."number", OLD."counter", OLD."uuid", OLD."previous_hash", OLD."hash",
              OLD."xml", OLD."qr", OLD."issued_at", OLD."kind", OLD."invoice_id", OLD."credited_id") THEN
          RAISE EXCEPTION 'e-invoice % is issued: its number, XML and hash never change', OLD."number"
            USING ERRCODE = '55000';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_no_change" BEFORE UPDATE OR DELETE ON "estate_einvoices"
      FOR EACH ROW EXECUTE FUNCTION estate_einvoice_refuse_change()`);

    // The queue, written with each event.
    await db.query(`
      CREATE FUNCTION "estate_einvoice_queue_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE issued estate_einvoices; credited numeric;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM estate_einvoices WHERE invoice_id = OLD.id AND "number" IS NULL;
          RETURN OLD;
        END IF;
        SELECT * INTO issued FROM estate_einvoices WHERE invoice_id = NEW.id AND kind = 'invoice';
        IF NOT FOUND THEN
          IF NEW.vat_amount > 0 AND NEW.status <> 'cancelled' THEN
            INSERT INTO estate_einvoices (kind, invoice_id, net_amount, vat_percent)
            VALUES ('invoice', NEW.id, NEW.net_amount, NEW.vat_percent);
          END IF;
          RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
          -- What the credit notes before it (refunds) have not taken back yet.
          SELECT coalesce(sum(net_amount), 0) INTO credited FROM estate_einvoices
           WHERE credited_id = issued.id;
          IF issued.net_amount - credited > 0 THEN
            INSERT INTO estate_einvoices (kind, invoice_id, credited_id, net_amount, vat_percent, reason)
            VALUES ('credit_note', NEW.id, issued.id, issued.net_amount - credited, issued.vat_percent,
                    'cancelled');
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_queue_invoice" AFTER INSERT OR UPDATE ON "estate_invoices"
      FOR EACH ROW EXECUTE FUNCTION estate_einvoice_queue_invoice()`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_queue_invoice_deleted" BEFORE DELETE ON "estate_invoices"
      FOR EACH ROW EXECUTE FUNCTION estate_einvoice_queue_invoice()`);

    // A refund of a payment on a tax invoice: a credit note of the refunded amount's net (its VAT at the invoice's
    // rate), never more than what the invoice has left to credit.
    await db.query(`
      CREATE FUNCTION "estate_einvoice_queue_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE issued estate_einvoices; inv estate_invoices; credited numeric; net numeric;
      BEGIN
        IF NEW.kind <> 'refund' OR NEW.is_test THEN RETURN NEW; END IF;
        SELECT * INTO issued FROM estate_einvoices WHERE invoice_id = NEW.invoice_id AND kind = 'invoice';
        IF NOT FOUND THEN RETURN NEW; END IF;
        SELECT * INTO inv FROM estate_invoices WHERE id = NEW.invoice_id;
        SELECT coalesce(sum(net_amount), 0) INTO credited FROM estate_einvoices WHERE credited_id = issued.id;
        net := least(round(NEW.amount * inv.net_amount / nullif(inv.total_amount, 0), 2), issued.net_amount - credited);
        IF net > 0 THEN
          INSERT INTO estate_einvoices (kind, invoice_id, credited_id, refund_id, net_amount, vat_percent, reason)
          VALUES ('credit_note', NEW.invoice_id, issued.id, NEW.id, net, issued.vat_percent, 'refund');
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_queue_refund" AFTER INSERT ON "estate_payments"
      FOR EACH ROW EXECUTE FUNCTION estate_einvoice_queue_refund()`);

    // NOTIFY estate_einvoices once the queuing transaction commits, for a listener to wake on (the issuer job itself
    // polls the queue every EINVOICE_ISSUE_SECONDS).
    await db.query(`
      CREATE FUNCTION "estate_einvoice_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('estate_einvoices', ''); RETURN NULL; END $$`);
    await db.query(`
      CREATE TRIGGER "estate_einvoices_notify" AFTER INSERT ON "estate_einvoices"
      FOR EACH STATEMENT EXECUTE FUNCTION estate_einvoice_notify()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "estate_einvoices_queue_refund" ON "estate_payments"`);
    await db.query(`DROP TRIGGER "estate_einvoices_queue_invoice_deleted" ON "estate_invoices"`);
    await db.query(`DROP TRIGGER "estate_einvoices_queue_invoice" ON "estate_invoices"`);
    await db.query(`DROP FUNCTION "estate_einvoice_queue_refund"()`);
    await db.query(`DROP FUNCTION "estate_einvoice_queue_invoice"()`);
    await db.query(`DROP TABLE "estate_einvoices"`);
    await db.query(`DROP FUNCTION "estate_einvoice_refuse_change"()`);
    await db.query(`DROP FUNCTION "estate_einvoice_notify"()`);
    for (const table of ['estate_tenants', 'estate_owners']) {
      await db.query(`ALTER TABLE "${table}" DROP COLUMN "vat_number", DROP COLUMN "cr_number",
        DROP COLUMN "national_address"`);
    }
    await db.query(`DROP TABLE "estate_einvoice_chain"`);
    await db.query(`DROP TABLE "estate_einvoice_settings"`);
  }
}
