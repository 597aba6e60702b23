import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DASHBOARD_ROLLUP_BACKFILL } from './1795930000000-dashboard-rollups.js';

/**
 * The dashboard's revenue by paid day (`dashboard_daily_revenue`, payments less refunds) is no longer kept: revenue is
 * read from the ledger (income net of VAT, `LedgerReads.incomeByMonth`) and nothing read the rollup. Its table and its
 * writer (`dashboard_add_revenue`) go; the payments' trigger keeps only what the payments of a pending invoice add up
 * to (`dashboard_invoice_days.pending_paid`), so it no longer fires on a payment's day moved. The listings' demand and
 * the invoices by due day are kept as they were (DashboardRollups1795930000000, TestPayments1795960000000).
 */

/** A payment row as money in, a test payment 0 (signedPaymentSql, as the rollups' triggers read it). */
const SIGNED = (pm: string) =>
  `(CASE WHEN ${pm}.is_test THEN 0 WHEN ${pm}.kind = 'refund' THEN -${pm}.amount ELSE ${pm}.amount END)`;

/** The backfill of the rollups kept (the dashboard's benchmark fills them with it after generating its rows). */
export const KEPT_ROLLUPS_BACKFILL = DASHBOARD_ROLLUP_BACKFILL.filter(
  (statement) => !statement.includes('dashboard_daily_revenue'),
);

export class DropDailyRevenueRollup1796700000000 implements MigrationInterface {
  name = 'DropDailyRevenueRollup1796700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION "dashboard_payments_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM dashboard_add_invoice_paid(OLD.invoice_id, -${SIGNED('OLD')});
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM dashboard_add_invoice_paid(NEW.invoice_id, ${SIGNED('NEW')});
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`DROP TRIGGER "dashboard_payments_rollup_update" ON "estate_payments"`);
    await db.query(`
      CREATE TRIGGER "dashboard_payments_rollup_update" AFTER UPDATE ON "estate_payments"
      FOR EACH ROW WHEN (OLD.kind <> NEW.kind OR OLD.amount <> NEW.amount OR OLD.invoice_id <> NEW.invoice_id
                         OR OLD.is_test <> NEW.is_test)
      EXECUTE FUNCTION dashboard_payments_rollup()`);
    await db.query(`DROP FUNCTION "dashboard_add_revenue"(date, numeric, integer)`);
    await db.query(`DROP TABLE "dashboard_daily_revenue"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "dashboard_daily_revenue" (
        "day" date NOT NULL,
        "amount" numeric(16,2) NOT NULL,
        "payments" integer NOT NULL,
        CONSTRAINT "dashboard_daily_revenue_pkey" PRIMARY KEY ("day")
      )`);
    await db.query(`
      CREATE FUNCTION "dashboard_add_revenue"(p_day date, p_amount numeric, p_payments integer) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO dashboard_daily_revenue AS r (day, amount, payments) VALUES (p_day, p_amount, p_payments)
        ON CONFLICT (day) DO UPDATE SET amount = r.amount + EXCLUDED.amount, payments = r.payments + EXCLUDED.payments;
        IF p_payments < 0 THEN DELETE FROM dashboard_daily_revenue WHERE day = p_day AND payments = 0; END IF;
      END $$`);
    await db.query(`LOCK TABLE "estate_payments" IN SHARE MODE`);
    await db.query(`
      INSERT INTO dashboard_daily_revenue (day, amount, payments)
      SELECT pm.paid_on, sum(${SIGNED('pm')}), count(*)::int FROM estate_payments pm WHERE NOT pm.is_test
       GROUP BY pm.paid_on`);
    await db.query(`
      CREATE OR REPLACE FUNCTION "dashboard_payments_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          IF NOT OLD.is_test THEN PERFORM dashboard_add_revenue(OLD.paid_on, -${SIGNED('OLD')}, -1); END IF;
          PERFORM dashboard_add_invoice_paid(OLD.invoice_id, -${SIGNED('OLD')});
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          IF NOT NEW.is_test THEN PERFORM dashboard_add_revenue(NEW.paid_on, ${SIGNED('NEW')}, 1); END IF;
          PERFORM dashboard_add_invoice_paid(NEW.invoice_id, ${SIGNED('NEW')});
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`DROP TRIGGER "dashboard_payments_rollup_update" ON "estate_payments"`);
    await db.query(`
      CREATE TRIGGER "dashboard_payments_rollup_update" AFTER UPDATE ON "estate_payments"
      FOR EACH ROW WHEN (OLD.paid_on <> NEW.paid_on OR OLD.kind <> NEW.kind OR OLD.amount <> NEW.amount
                         OR OLD.invoice_id <> NEW.invoice_id OR OLD.is_test <> NEW.is_test)
      EXECUTE FUNCTION dashboard_payments_rollup()`);
  }
}
