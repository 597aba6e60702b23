import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Test payments: `estate_payments.is_test` marks a payment taken by the sandbox provider (test cards, no money moved)
 * and the refunds of one. A test payment settles nothing and counts as no money: signedPaymentSql (estate-sql.ts)
 * counts it 0, and the dashboard's rollups, kept by the triggers of DashboardRollups1795930000000, get trigger
 * functions that leave it out the same way (revenue by paid day, what the payments of a pending invoice add up to).
 *
 * The payments the sandbox's checkouts recorded before are marked, with their refunds (a refund names the receipt it
 * gives back); an invoice those made paid is open again (what money paid on it is less than its total) and a penalty
 * invoice they issued, nothing paid on it, is cancelled.
 */

/** A payment row as money in, a test payment 0 (signedPaymentSql, as the rollups' triggers read it). */
const SIGNED = (pm: string) =>
  `(CASE WHEN ${pm}.is_test THEN 0 WHEN ${pm}.kind = 'refund' THEN -${pm}.amount ELSE ${pm}.amount END)`;
/** The same before test payments (DashboardRollups1795930000000), for `down`. */
const SIGNED_BEFORE = (pm: string) => `(CASE WHEN ${pm}.kind = 'refund' THEN -${pm}.amount ELSE ${pm}.amount END)`;

/** The rollup trigger functions of payments and invoices, with a payment row's money written by `signed`. */
function rollupFunctions(signed: (pm: string) => string, revenueOf: (row: string) => string): string[] {
  return [
    `
      CREATE OR REPLACE FUNCTION "dashboard_payments_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          IF ${revenueOf('OLD')} THEN PERFORM dashboard_add_revenue(OLD.paid_on, -${signed('OLD')}, -1); END IF;
          PERFORM dashboard_add_invoice_paid(OLD.invoice_id, -${signed('OLD')});
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          IF ${revenueOf('NEW')} THEN PERFORM dashboard_add_revenue(NEW.paid_on, ${signed('NEW')}, 1); END IF;
          PERFORM dashboard_add_invoice_paid(NEW.invoice_id, ${signed('NEW')});
        END IF;
        RETURN NULL;
      END $$`,
    `
      CREATE OR REPLACE FUNCTION "dashboard_invoices_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE paid numeric;
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
          paid := 0;
          IF OLD.status = 'pending' THEN
            SELECT coalesce(sum(${signed('pm')}), 0) INTO paid FROM estate_payments pm WHERE pm.invoice_id = OLD.id;
          END IF;
          PERFORM dashboard_add_invoice_day(OLD.due_date, -1, -OLD.total_amount,
            CASE WHEN OLD.status = 'pending' THEN -1 ELSE 0 END,
            CASE WHEN OLD.status = 'pending' THEN -OLD.total_amount ELSE 0 END, -paid);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
          paid := 0;
          IF NEW.status = 'pending' THEN
            SELECT coalesce(sum(${signed('pm')}), 0) INTO paid FROM estate_payments pm WHERE pm.invoice_id = NEW.id;
          END IF;
          PERFORM dashboard_add_invoice_day(NEW.due_date, 1, NEW.total_amount,
            CASE WHEN NEW.status = 'pending' THEN 1 ELSE 0 END,
            CASE WHEN NEW.status = 'pending' THEN NEW.total_amount ELSE 0 END, paid);
        END IF;
        RETURN NULL;
      END $$`,
  ];
}

export class TestPayments1795960000000 implements MigrationInterface {
  name = 'TestPayments1795960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_payments" ADD "is_test" boolean NOT NULL DEFAULT false`);
    for (const statement of rollupFunctions(SIGNED, (row) => `NOT ${row}.is_test`)) await db.query(statement);
    await db.query(`DROP TRIGGER "dashboard_payments_rollup_update" ON "estate_payments"`);
    await db.query(`
      CREATE TRIGGER "dashboard_payments_rollup_update" AFTER UPDATE ON "estate_payments"
      FOR EACH ROW WHEN (OLD.paid_on <> NEW.paid_on OR OLD.kind <> NEW.kind OR OLD.amount <> NEW.amount
                         OR OLD.invoice_id <> NEW.invoice_id OR OLD.is_test <> NEW.is_test)
      EXECUTE FUNCTION dashboard_payments_rollup()`);

    // What the sandbox took so far (the triggers above move the rollups as the rows change).
    await db.query(`
      UPDATE estate_payments SET is_test = true
       WHERE id IN (SELECT payment_id FROM estate_payment_checkouts WHERE provider = 'sandbox' AND payment_id IS NOT NULL)`);
    await db.query(`
      UPDATE estate_payments r SET is_test = true
        FROM estate_payments p
       WHERE r.kind = 'refund' AND p.is_test AND p.invoice_id = r.invoice_id AND r.reference = p.receipt_number`);
    await db.query(`
      WITH reopened AS (
        UPDATE estate_invoices i SET status = 'pending', paid_at = NULL, payment_method = NULL, updated_at = now()
         WHERE i.status = 'paid'
           AND EXISTS (SELECT 1 FROM estate_payments pm WHERE pm.invoice_id = i.id AND pm.is_test)
           AND i.total_amount > (SELECT coalesce(sum(${SIGNED('pm')}), 0) FROM estate_payments pm
                                  WHERE pm.invoice_id = i.id)
        RETURNING i.id
      )
      UPDATE estate_invoices pen SET status = 'cancelled', cancelled_at = now(), updated_at = now()
       WHERE pen.penalty_for_invoice_id IN (SELECT id FROM reopened) AND pen.status = 'pending'
         AND NOT EXISTS (SELECT 1 FROM estate_payments pm WHERE pm.invoice_id = pen.id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Test payments count as money again: the rollups of their rows move while the triggers still see the column.
    await db.query(`UPDATE estate_payments SET is_test = false WHERE is_test`);
    await db.query(`DROP TRIGGER "dashboard_payments_rollup_update" ON "estate_payments"`);
    await db.query(`
      CREATE TRIGGER "dashboard_payments_rollup_update" AFTER UPDATE ON "estate_payments"
      FOR EACH ROW WHEN (OLD.paid_on <> NEW.paid_on OR OLD.kind <> NEW.kind OR OLD.amount <> NEW.amount
                         OR OLD.invoice_id <> NEW.invoice_id)
      EXECUTE FUNCTION dashboard_payments_rollup()`);
    for (const statement of rollupFunctions(SIGNED_BEFORE, () => 'true')) await db.query(statement);
    await db.query(`ALTER TABLE "estate_payments" DROP COLUMN "is_test"`);
  }
}
