import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The contracts' statuses counted without reading the contracts: `estate_contract_calendar` holds, for each day, the
 * contracts not terminated that start on it and those that end on it, each with its rent billed (`rent_total`). As a
 * contract's status follows the clock (contractStatusSql), the counts of any day are sums over the calendar: pending =
 * starting after today, expired = ending before today, active = the rest of those not terminated, terminated = all
 * contracts (estate_record_counts) less those not terminated; the active contracts' rent billed = the rent of those
 * started by today less that of those ended before it. The contracts list without filters and the summary cards read
 * them (a few hundred rows) instead of a pass over every contract.
 *
 * `estate_contract_totals` (one row per contract since this migration, written with the contract) carries the
 * contract's dates and whether it is terminated beside its rent billed (NULL on a row not yet synced, which the
 * calendar leaves out until CONTRACT_CALENDAR_BACKFILL syncs it); a trigger on it moves the row's part of the
 * calendar whenever any of them changes (an invoice's rent through the invoices' trigger, the dates through the
 * contracts' trigger, a deleted contract through the cascade). One row per contract holds its whole part, so two
 * writers of one contract wait on each other there and the calendar never drifts.
 */
export class ContractCalendar1796950000000 implements MigrationInterface {
  name = 'ContractCalendar1796950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`LOCK TABLE "estate_contracts", "estate_contract_totals" IN SHARE ROW EXCLUSIVE MODE`);
    await db.query(`
      ALTER TABLE "estate_contract_totals"
        ADD COLUMN "start_date" date, ADD COLUMN "end_date" date, ADD COLUMN "terminated" boolean`);
    // The invoices' trigger adds to the row written with the contract; the row is made here too, whole, if missing.
    await db.query(`
      CREATE OR REPLACE FUNCTION "estate_contract_totals_add"(contract uuid, amount numeric) RETURNS void LANGUAGE sql AS $$
        INSERT INTO estate_contract_totals (contract_id, rent_total, start_date, end_date, terminated)
        SELECT c.id, amount, c.start_date, c.end_date, c.termination_date IS NOT NULL
          FROM estate_contracts c WHERE c.id = contract
        ON CONFLICT (contract_id) DO UPDATE SET rent_total = estate_contract_totals.rent_total + EXCLUDED.rent_total
      $$`);
    await db.query(`
      CREATE FUNCTION "estate_contract_sync_totals_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO estate_contract_totals (contract_id, rent_total, start_date, end_date, terminated)
        VALUES (NEW.id, 0, NEW.start_date, NEW.end_date, NEW.termination_date IS NOT NULL)
        ON CONFLICT (contract_id) DO UPDATE
          SET start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, terminated = EXCLUDED.terminated
          WHERE (estate_contract_totals.start_date, estate_contract_totals.end_date, estate_contract_totals.terminated)
                IS DISTINCT FROM (EXCLUDED.start_date, EXCLUDED.end_date, EXCLUDED.terminated);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_contracts_sync_totals"
      AFTER INSERT OR UPDATE OF "start_date", "end_date", "termination_date" ON "estate_contracts"
      FOR EACH ROW EXECUTE FUNCTION estate_contract_sync_totals_trigger()`);

    await db.query(`
      CREATE TABLE "estate_contract_calendar" (
        "day" date NOT NULL,
        "starting" integer NOT NULL DEFAULT 0,
        "ending" integer NOT NULL DEFAULT 0,
        "starting_rent" numeric(16,2) NOT NULL DEFAULT 0,
        "ending_rent" numeric(16,2) NOT NULL DEFAULT 0,
        CONSTRAINT "estate_contract_calendar_pkey" PRIMARY KEY ("day")
      )`);
    // Adds `contracts` (1 or -1) with `rent` to the day a contract starts and the day it ends.
    await db.query(`
      CREATE FUNCTION "estate_contract_calendar_add"(start_day date, end_day date, contracts integer, rent numeric)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO estate_contract_calendar AS k (day, starting, starting_rent) VALUES (start_day, contracts, rent)
        ON CONFLICT (day) DO UPDATE SET starting = k.starting + EXCLUDED.starting,
                                        starting_rent = k.starting_rent + EXCLUDED.starting_rent;
        INSERT INTO estate_contract_calendar AS k (day, ending, ending_rent) VALUES (end_day, contracts, rent)
        ON CONFLICT (day) DO UPDATE SET ending = k.ending + EXCLUDED.ending, ending_rent = k.ending_rent + EXCLUDED.ending_rent;
      $$`);
    await db.query(`
      CREATE FUNCTION "estate_contract_calendar_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.start_date, OLD.end_date, OLD.terminated, OLD.rent_total)
                                IS NOT DISTINCT FROM (NEW.start_date, NEW.end_date, NEW.terminated, NEW.rent_total) THEN
          RETURN NULL;
        END IF;
        IF TG_OP <> 'INSERT' AND OLD.terminated IS FALSE THEN
          PERFORM estate_contract_calendar_add(OLD.start_date, OLD.end_date, -1, -OLD.rent_total);
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.terminated IS FALSE THEN
          PERFORM estate_contract_calendar_add(NEW.start_date, NEW.end_date, 1, NEW.rent_total);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_contract_totals_calendar" AFTER INSERT OR UPDATE OR DELETE ON "estate_contract_totals"
      FOR EACH ROW EXECUTE FUNCTION estate_contract_calendar_trigger()`);
    await db.query(CONTRACT_CALENDAR_BACKFILL);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "estate_contract_totals_calendar" ON "estate_contract_totals"`);
    await db.query(`DROP FUNCTION "estate_contract_calendar_trigger"()`);
    await db.query(`DROP FUNCTION "estate_contract_calendar_add"(date, date, integer, numeric)`);
    await db.query(`DROP TABLE "estate_contract_calendar"`);
    await db.query(`DROP TRIGGER "estate_contracts_sync_totals" ON "estate_contracts"`);
    await db.query(`DROP FUNCTION "estate_contract_sync_totals_trigger"()`);
    await db.query(`
      CREATE OR REPLACE FUNCTION "estate_contract_totals_add"(contract uuid, amount numeric) RETURNS void LANGUAGE sql AS $$
        INSERT INTO estate_contract_totals (contract_id, rent_total)
        SELECT contract, amount WHERE EXISTS (SELECT 1 FROM estate_contracts WHERE id = contract)
        ON CONFLICT (contract_id) DO UPDATE SET rent_total = estate_contract_totals.rent_total + EXCLUDED.rent_total
      $$`);
    await db.query(
      `ALTER TABLE "estate_contract_totals" DROP COLUMN "start_date", DROP COLUMN "end_date", DROP COLUMN "terminated"`,
    );
  }
}

/**
 * Every contract's row of estate_contract_totals with its dates (a row made with a rent of 0 where missing), then the
 * calendar computed afresh from them, replacing what is kept; several statements, sent without parameters. The
 * migration fills the calendar with it; a database whose contracts or invoices were written with triggers off runs it
 * after CONTRACT_TOTALS_BACKFILL.
 */
export const CONTRACT_CALENDAR_BACKFILL = `
  INSERT INTO estate_contract_totals (contract_id, rent_total) SELECT id, 0 FROM estate_contracts
  ON CONFLICT (contract_id) DO NOTHING;
  UPDATE estate_contract_totals t
     SET start_date = c.start_date, end_date = c.end_date, terminated = c.termination_date IS NOT NULL
    FROM estate_contracts c
   WHERE c.id = t.contract_id
     AND (t.start_date, t.end_date, t.terminated) IS DISTINCT FROM (c.start_date, c.end_date, c.termination_date IS NOT NULL);
  DELETE FROM estate_contract_calendar;
  INSERT INTO estate_contract_calendar (day, starting, ending, starting_rent, ending_rent)
  SELECT day, sum(starting), sum(ending), sum(starting_rent), sum(ending_rent)
    FROM (SELECT start_date AS day, 1 AS starting, 0 AS ending, rent_total AS starting_rent, 0 AS ending_rent
            FROM estate_contract_totals WHERE terminated IS FALSE
          UNION ALL
          SELECT end_date, 0, 1, 0, rent_total FROM estate_contract_totals WHERE terminated IS FALSE) AS parts
   GROUP BY day;`;
