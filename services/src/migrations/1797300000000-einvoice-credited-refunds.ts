import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes follow what an invoice charges, as the ledger does (1796850000000-einvoicing.ts queued one for every
 * refund, where a refund re-opens its invoice and the ledger keeps its VAT):
 * - a plain refund (the money given back, the invoice owed again) queues no credit note: the supply's value is
 *   unchanged;
 * - a tax invoice whose amounts are reduced (an edit of its amount, or a refund with a credit, which takes the amount
 *   refunded off the invoice's net and VAT pro rata) gets a credit note for the reduction of its net, at its VAT
 *   rate, never more than is left to credit; the ledger restates the invoice's posting in the same update, so VAT
 *   payable and income fall by the same amounts. A refund with a credit names itself in the transaction's setting
 *   `estate.credited_refund` while it reduces the invoice: its credit note carries the refund (reason `refund`);
 *   any other reduction's reason is `edit`.
 * A cancellation's credit note is as before (what the credit notes before it left).
 */
export class EinvoiceCreditedRefunds1797300000000 implements MigrationInterface {
  name = 'EinvoiceCreditedRefunds1797300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
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
        -- What the credit notes before it have not taken back yet.
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
      END $$`);
    await db.query(`DROP TRIGGER "estate_einvoices_queue_refund" ON "estate_payments"`);
    await db.query(`DROP FUNCTION "estate_einvoice_queue_refund"()`);
  }

  async down(db: QueryRunner): Promise<void> {
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
    await db.query(`
      CREATE OR REPLACE FUNCTION "estate_einvoice_queue_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  }
}
