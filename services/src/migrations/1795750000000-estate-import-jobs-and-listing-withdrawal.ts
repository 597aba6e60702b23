import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two things the estate back office's transfers and its public listings need:
 * - `estate_import_jobs`: a big import runs as a job whose progress the screen polls, from any API process (the
 *   row is what they share); only the account that started it reads it;
 * - a unit's rent listing leaves the public site as soon as a contract covering today is written on the unit
 *   (created running, or its dates or termination changed so that it runs today), whoever writes it: a trigger
 *   makes the listing `inactive` in the same transaction and audits it. A pending contract that starts later is
 *   caught by the periodic sweep of ListingLinkService. "Today" is the day in Riyadh (UTC+3), as todayInRiyadh().
 */
export class EstateImportJobsAndListingWithdrawal1795750000000 implements MigrationInterface {
  name = 'EstateImportJobsAndListingWithdrawal1795750000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_import_jobs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "entity" varchar(16) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'queued',
        "file_name" varchar(200),
        "total_rows" integer NOT NULL,
        "processed_rows" integer NOT NULL DEFAULT 0,
        "result" jsonb,
        "error" jsonb,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_import_jobs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_import_jobs_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_import_jobs_entity_check"
          CHECK ("entity" IN ('properties', 'units', 'owners', 'tenants', 'contracts')),
        CONSTRAINT "estate_import_jobs_status_check" CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
        CONSTRAINT "estate_import_jobs_rows_check" CHECK ("processed_rows" >= 0 AND "total_rows" >= 0)
      )`);
    await db.query(
      `CREATE INDEX "estate_import_jobs_created_by_idx" ON "estate_import_jobs" ("created_by", "created_at")`,
    );

    await db.query(`
      CREATE FUNCTION estate_contracts_withdraw_listing() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        today date := (now() AT TIME ZONE 'UTC' + interval '3 hours')::date;
      BEGIN
        IF NEW.termination_date IS NULL AND NEW.start_date <= today AND NEW.end_date >= today THEN
          WITH withdrawn AS (
            UPDATE properties p SET status = 'inactive', updated_at = now()
              FROM estate_units u
             WHERE u.id = NEW.unit_id AND p.id = u.listing_id AND p.status = 'active'
            RETURNING u.id AS unit_id, p.id AS listing_id
          )
          INSERT INTO audit_logs (user_id, user_name, action, description, target_type, target_id)
          SELECT NULL, 'system', 'estate_unit.withdraw',
                 'Listing ' || w.listing_id || ' withdrawn: contract ' || NEW.contract_number || ' runs on the unit',
                 'estate_unit', w.unit_id::text
            FROM withdrawn w;
        END IF;
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER "estate_contracts_withdraw_listing_trg"
      AFTER INSERT OR UPDATE OF "unit_id", "start_date", "end_date", "termination_date"
      ON "estate_contracts" FOR EACH ROW EXECUTE FUNCTION estate_contracts_withdraw_listing()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "estate_contracts_withdraw_listing_trg" ON "estate_contracts"`);
    await db.query(`DROP FUNCTION estate_contracts_withdraw_listing()`);
    await db.query(`DROP TABLE "estate_import_jobs"`);
  }
}
