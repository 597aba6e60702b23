import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-invoices follow every change of what a tax invoice charges, are issued when their invoice falls due, and the
 * seller's certificates are kept:
 *
 * - a tenant's invoice's tax invoice is issued on its due date (`issue_on`, a Riyadh day; the ledger posts the
 *   invoice's VAT on that day too), not when the contract is written: a document waits in the queue until then (a
 *   note, and a fee invoice's tax invoice, from the day queued); an edit of a queued invoice's due date moves it;
 *
 * - an invoice whose tax invoice is still queued (not issued, nothing corrects it) changes the queued document: it
 *   takes the invoice's new amount, and a cancelled invoice's queued document goes (nothing was issued to correct);
 *   if the issuer issued it meanwhile, the change is corrected by a note as below;
 * - an issued tax invoice whose net is raised (an edit of its amount) gets a debit note (`debit_note`, InvoiceTypeCode
 *   383) of the increase at its VAT rate, naming it (`credited_id`), reason `increase`; what is left to credit is its
 *   net plus its debit notes less its credit notes, so a cancellation after an increase credits the whole;
 * - a document that cannot be issued (its text cannot be signed, say) waits with its reason (`state_code`,
 *   `state_reason_*`) and is tried again after `next_attempt_at`, while the rest of the queue is issued;
 * - a refund's management-fee entry whose payment's fee was invoiced in a fee tax invoice is credited by a credit note
 *   of that tax invoice (reason `fee_refund`; fee-invoices.ts), linked as `estate_fee_invoice_entries.credit_note_id`;
 * - `estate_einvoice_certificates` lists every certificate the seller has signed with (generated or given), from the
 *   day it was first used: the chain check accepts a document signed with one of them only.
 */
export class EinvoiceDebitNotes1797900000000 implements MigrationInterface {
  name = 'EinvoiceDebitNotes1797900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_einvoices"
      ADD "issue_on" date NOT NULL DEFAULT ((now() AT TIME ZONE 'Asia/Riyadh')::date)`);
    await db.query(`
      UPDATE "estate_einvoices" e SET "issue_on" = i."due_date"
        FROM "estate_invoices" i WHERE i."id" = e."invoice_id" AND e."kind" = 'invoice' AND e."number" IS NULL`);
    await db.query(`DROP INDEX "estate_einvoices_queue_idx"`);
    await db.query(`CREATE INDEX "estate_einvoices_queue_idx" ON "estate_einvoices" ("issue_on", "queue_seq")
      WHERE "number" IS NULL`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP CONSTRAINT "estate_einvoices_kind_check"`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD CONSTRAINT "estate_einvoices_kind_check"
      CHECK ("kind" IN ('invoice', 'credit_note', 'debit_note'))`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP CONSTRAINT "estate_einvoices_credit_check"`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD CONSTRAINT "estate_einvoices_credit_check"
      CHECK (("kind" <> 'invoice') = ("credited_id" IS NOT NULL))`);
    await db.query(`
      CREATE OR REPLACE FUNCTION "estate_einvoice_queue_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE issued estate_einvoices; remaining numeric; net numeric; refund uuid;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM estate_einvoices WHERE invoice_id = OLD.id AND "number" IS NULL;
          RETURN OLD;
        END IF;
        SELECT * INTO issued FROM estate_einvoices WHERE invoice_id = NEW.id AND kind = 'invoice';
        IF NOT FOUND THEN
          IF NEW.vat_amount > 0 AND NEW.status <> 'cancelled' THEN
            INSERT INTO estate_einvoices (kind, invoice_id, net_amount, vat_percent, issue_on)
            VALUES ('invoice', NEW.id, NEW.net_amount, NEW.vat_percent, NEW.due_date);
          END IF;
          RETURN NEW;
        END IF;
        IF TG_OP <> 'UPDATE' OR (NEW.status = OLD.status AND NEW.net_amount = OLD.net_amount
                                 AND NEW.due_date = OLD.due_date) THEN
          RETURN NEW;
        END IF;
        -- Still queued and corrected by nothing: the queued document is what the invoice now charges.
        IF issued."number" IS NULL AND NOT EXISTS (SELECT 1 FROM estate_einvoices WHERE credited_id = issued.id) THEN
          IF NEW.status = 'cancelled' THEN
            DELETE FROM estate_einvoices WHERE id = issued.id AND "number" IS NULL;
          ELSE
            UPDATE estate_einvoices SET net_amount = NEW.net_amount, issue_on = NEW.due_date, updated_at = now()
             WHERE id = issued.id AND "number" IS NULL;
          END IF;
          IF FOUND THEN RETURN NEW; END IF;
          -- The issuer issued it meanwhile: the change is corrected by a note.
          SELECT * INTO issued FROM estate_einvoices WHERE id = issued.id;
        END IF;
        SELECT issued.net_amount
               + coalesce(sum(CASE WHEN kind = 'debit_note' THEN net_amount ELSE -net_amount END), 0)
          INTO remaining FROM estate_einvoices WHERE credited_id = issued.id;
        IF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
          IF remaining > 0 THEN
            INSERT INTO estate_einvoices (kind, invoice_id, credited_id, net_amount, vat_percent, reason)
            VALUES ('credit_note', NEW.id, issued.id, remaining, issued.vat_percent, 'cancelled');
          END IF;
        ELSIF NEW.status <> 'cancelled' AND NEW.net_amount < OLD.net_amount THEN
          net := least(OLD.net_amount - NEW.net_amount, remaining);
          IF net > 0 THEN
            refund := nullif(current_setting('estate.credited_refund', true), '')::uuid;
            INSERT INTO estate_einvoices (kind, invoice_id, credited_id, refund_id, net_amount, vat_percent, reason)
            VALUES ('credit_note', NEW.id, issued.id, refund, net, issued.vat_percent,
                    CASE WHEN refund IS NULL THEN 'edit' ELSE 'refund' END);
          END IF;
        ELSIF NEW.status <> 'cancelled' AND NEW.net_amount > OLD.net_amount THEN
          INSERT INTO estate_einvoices (kind, invoice_id, credited_id, net_amount, vat_percent, reason)
          VALUES ('debit_note', NEW.id, issued.id, NEW.net_amount - OLD.net_amount, issued.vat_percent, 'increase');
        END IF;
        RETURN NEW;
      END $$`);
    // A refund's fee entry credited by a credit note of the fee invoice its payment's fee was invoiced in.
    await db.query(`ALTER TABLE "estate_fee_invoice_entries" ADD "credit_note_id" uuid`);
    await db.query(`ALTER TABLE "estate_fee_invoice_entries" ADD CONSTRAINT "estate_fee_invoice_entries_credit_note_id_fkey"
      FOREIGN KEY ("credit_note_id") REFERENCES "estate_einvoices" ("id") ON DELETE RESTRICT`);
    await db.query(`
      CREATE TABLE "estate_einvoice_certificates" (
        "certificate_pem" text NOT NULL,
        "generated" boolean NOT NULL,
        "first_used_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_einvoice_certificates_pkey" PRIMARY KEY ("certificate_pem")
      )`);
    await db.query(`
      INSERT INTO "estate_einvoice_certificates" ("certificate_pem", "generated")
      SELECT "certificate_pem", "certificate_generated" FROM "estate_einvoice_settings" WHERE "certificate_pem" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_einvoice_certificates"`);
    await db.query(`DELETE FROM "estate_fee_invoice_entries" WHERE "credit_note_id" IS NOT NULL`);
    await db.query(`ALTER TABLE "estate_fee_invoice_entries" DROP COLUMN "credit_note_id"`);
    await db.query(`ALTER TABLE "estate_einvoices" DISABLE TRIGGER "estate_einvoices_no_change"`);
    await db.query(`DELETE FROM "estate_einvoices" WHERE "kind" = 'debit_note' OR "reason" = 'fee_refund'`);
    await db.query(`ALTER TABLE "estate_einvoices" ENABLE TRIGGER "estate_einvoices_no_change"`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP CONSTRAINT "estate_einvoices_credit_check"`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD CONSTRAINT "estate_einvoices_credit_check"
      CHECK (("kind" = 'credit_note') = ("credited_id" IS NOT NULL))`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP CONSTRAINT "estate_einvoices_kind_check"`);
    await db.query(`ALTER TABLE "estate_einvoices" ADD CONSTRAINT "estate_einvoices_kind_check"
      CHECK ("kind" IN ('invoice', 'credit_note'))`);
    await db.query(CREDITED_REFUNDS_QUEUE);
    await db.query(`DROP INDEX "estate_einvoices_queue_idx"`);
    await db.query(`ALTER TABLE "estate_einvoices" DROP COLUMN "issue_on"`);
    await db.query(
      `CREATE INDEX "estate_einvoices_queue_idx" ON "estate_einvoices" ("queue_seq") WHERE "number" IS NULL`,
    );
  }
}

/** The queue function as 1797300000000-einvoice-credited-refunds.ts left it (what `down` restores). */
const CREDITED_REFUNDS_QUEUE = `
      CREATE OR REPLACE FUNCTION "estate_einvoice_queue_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE issued estate_einvoices; credited numeric; net numeric; refund uuid;
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
        IF TG_OP <> 'UPDATE' THEN RETURN NEW; END IF;
        SELECT coalesce(sum(net_amount), 0) INTO credited FROM estate_einvoices WHERE credited_id = issued.id;
        IF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
          IF issued.net_amount - credited > 0 THEN
            INSERT INTO estate_einvoices (kind, invoice_id, credited_id, net_amount, vat_percent, reason)
            VALUES ('credit_note', NEW.id, issued.id, issued.net_amount - credited, issued.vat_percent,
                    'cancelled');
          END IF;
        ELSIF NEW.status <> 'cancelled' AND NEW.net_amount < OLD.net_amount THEN
          net := least(OLD.net_amount - NEW.net_amount, issued.net_amount - credited);
          IF net > 0 THEN
            refund := nullif(current_setting('estate.credited_refund', true), '')::uuid;
            INSERT INTO estate_einvoices (kind, invoice_id, credited_id, refund_id, net_amount, vat_percent, reason)
            VALUES ('credit_note', NEW.id, issued.id, refund, net, issued.vat_percent,
                    CASE WHEN refund IS NULL THEN 'edit' ELSE 'refund' END);
          END IF;
        END IF;
        RETURN NEW;
      END $$`;
