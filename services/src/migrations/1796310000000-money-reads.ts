import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money figures at a real portfolio's size (measured by scripts/bench-money.mjs):
 * - balances per account, property and month (`ledger_property_month_balances`), kept with each line that names a
 *   property in its posting's transaction, beside the balances per account per day: the reports' income by property
 *   and month over whole months reads a row per property and month instead of every line (a year over 5,000
 *   properties is 60,000 rows, not 300,000 lines); filled from the lines already posted;
 * - the unpaid invoices by due date carry what their overdue amount and late fee are reckoned from (total, type, the
 *   late fee's base and start), so the overdue invoices' amounts are read from the index alone.
 */
export class MoneyReads1796310000000 implements MigrationInterface {
  name = 'MoneyReads1796310000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "ledger_property_month_balances" (
        "account_code" varchar(8) NOT NULL,
        "month" date NOT NULL,
        "property_id" uuid NOT NULL,
        "debit" numeric(16,2) NOT NULL DEFAULT 0,
        "credit" numeric(16,2) NOT NULL DEFAULT 0,
        CONSTRAINT "ledger_property_month_balances_pkey" PRIMARY KEY ("account_code", "month", "property_id")
      )`);
    await db.query(`
      CREATE OR REPLACE FUNCTION "ledger_roll_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ledger_daily_balances (account_code, day, debit, credit)
        VALUES (NEW.account_code, NEW.posted_on, NEW.debit, NEW.credit)
        ON CONFLICT (account_code, day) DO UPDATE
          SET debit = ledger_daily_balances.debit + EXCLUDED.debit,
              credit = ledger_daily_balances.credit + EXCLUDED.credit;
        IF NEW.property_id IS NOT NULL THEN
          INSERT INTO ledger_property_month_balances (account_code, month, property_id, debit, credit)
          VALUES (NEW.account_code, date_trunc('month', NEW.posted_on)::date, NEW.property_id, NEW.debit, NEW.credit)
          ON CONFLICT (account_code, month, property_id) DO UPDATE
            SET debit = ledger_property_month_balances.debit + EXCLUDED.debit,
                credit = ledger_property_month_balances.credit + EXCLUDED.credit;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(
      `CREATE INDEX "estate_invoices_pending_late_fee_idx" ON "estate_invoices" ("due_date")
         INCLUDE ("total_amount", "type", "late_fee_base", "late_fee_from") WHERE "status" = 'pending'`,
    );
    await db.query(`
      INSERT INTO ledger_property_month_balances (account_code, month, property_id, debit, credit)
      SELECT account_code, date_trunc('month', posted_on)::date, property_id, sum(debit), sum(credit)
        FROM ledger_lines WHERE property_id IS NOT NULL
       GROUP BY 1, 2, 3`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "estate_invoices_pending_late_fee_idx"`);
    await db.query(`
      CREATE OR REPLACE FUNCTION "ledger_roll_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ledger_daily_balances (account_code, day, debit, credit)
        VALUES (NEW.account_code, NEW.posted_on, NEW.debit, NEW.credit)
        ON CONFLICT (account_code, day) DO UPDATE
          SET debit = ledger_daily_balances.debit + EXCLUDED.debit,
              credit = ledger_daily_balances.credit + EXCLUDED.credit;
        RETURN NULL;
      END $$`);
    await db.query(`DROP TABLE "ledger_property_month_balances"`);
  }
}
