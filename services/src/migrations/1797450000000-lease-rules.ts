import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saudi lease rules as settings, each with its source, so a changed rule is a row changed and not a release:
 * - `estate_lease_settings`: one row: the notice window (60 days before the end), the reminder days (90, 60, 30),
 *   whether contracts with no notice renew by themselves, and how many days after its end a missed renewal is still
 *   made;
 * - `estate_rent_rules`: rent limits by city, unit types (null: all), and the contract start dates covered; seeded
 *   with the Riyadh freeze (from 2025-09-25 for five years: a contract's rent at most the unit's last one);
 * - `estate_contract_notices`: notices of non-renewal (who gave it, when, why); withdrawn ones are kept, and a
 *   contract holds one notice in force at a time;
 * - `estate_contract_reminders`: the reminders sent, once per contract, end date and threshold.
 */
export class LeaseRules1797450000000 implements MigrationInterface {
  name = 'LeaseRules1797450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_lease_settings" (
        "id" integer NOT NULL DEFAULT 1,
        "notice_days" integer NOT NULL DEFAULT 60,
        "reminder_days" integer[] NOT NULL DEFAULT '{90,60,30}',
        "auto_renew" boolean NOT NULL DEFAULT true,
        "renewal_catch_up_days" integer NOT NULL DEFAULT 7,
        "source" text NOT NULL,
        "source_url" varchar(500),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_lease_settings_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_lease_settings_one_row" CHECK ("id" = 1),
        CONSTRAINT "estate_lease_settings_days_check"
          CHECK ("notice_days" BETWEEN 0 AND 365 AND "renewal_catch_up_days" BETWEEN 0 AND 120)
      )`);
    await db.query(`
      INSERT INTO "estate_lease_settings" ("source", "source_url") VALUES (
        'Ejar: a lease renews automatically unless either party gives notice at least 60 days before its end; a contract can be renewed from 60 days before it ends to 120 days after.',
        'https://www.ejar.sa'
      )`);
    await db.query(`
      CREATE TABLE "estate_rent_rules" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code" varchar(64) NOT NULL,
        "city" varchar(100) NOT NULL,
        "unit_types" varchar(16)[],
        "valid_from" date NOT NULL,
        "valid_to" date,
        "limit_kind" varchar(32) NOT NULL,
        "name_ar" varchar(200) NOT NULL,
        "name_en" varchar(200) NOT NULL,
        "source" text NOT NULL,
        "source_url" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_rent_rules_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_rent_rules_code_key" UNIQUE ("code"),
        CONSTRAINT "estate_rent_rules_limit_kind_check" CHECK ("limit_kind" IN ('freeze_last_rent')),
        CONSTRAINT "estate_rent_rules_dates_check" CHECK ("valid_to" IS NULL OR "valid_to" >= "valid_from")
      )`);
    await db.query(`
      INSERT INTO "estate_rent_rules" ("code", "city", "unit_types", "valid_from", "valid_to", "limit_kind", "name_ar",
                                       "name_en", "source", "source_url")
      VALUES ('riyadh-rent-freeze-2025', 'riyadh', NULL, '2025-09-25', '2030-09-24', 'freeze_last_rent',
              'تجميد الإيجارات في الرياض (٢٠٢٥–٢٠٣٠)', 'Riyadh rent freeze (2025-2030)',
              'Riyadh: rents frozen for five years from 25 Sep 2025; a vacant unit is let at its last rent registered on Ejar. Fines up to 12 months'' rent. (Zawya and Gulf press reports, 2024-2025.)',
              'https://www.zawya.com')`);
    await db.query(`
      CREATE TABLE "estate_contract_notices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "contract_id" uuid NOT NULL,
        "given_by" varchar(16) NOT NULL,
        "given_on" date NOT NULL,
        "reason" text NOT NULL,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "withdrawn_at" timestamptz,
        "withdrawn_by" uuid,
        CONSTRAINT "estate_contract_notices_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_contract_notices_contract_id_fkey" FOREIGN KEY ("contract_id")
          REFERENCES "estate_contracts" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_contract_notices_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_contract_notices_withdrawn_by_fkey" FOREIGN KEY ("withdrawn_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_contract_notices_given_by_check" CHECK ("given_by" IN ('landlord', 'tenant'))
      )`);
    await db.query(`
      CREATE UNIQUE INDEX "estate_contract_notices_in_force_key" ON "estate_contract_notices" ("contract_id")
        WHERE "withdrawn_at" IS NULL`);
    await db.query(`
      CREATE TABLE "estate_contract_reminders" (
        "contract_id" uuid NOT NULL,
        "end_date" date NOT NULL,
        "days_before" integer NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_contract_reminders_pkey" PRIMARY KEY ("contract_id", "end_date", "days_before"),
        CONSTRAINT "estate_contract_reminders_contract_id_fkey" FOREIGN KEY ("contract_id")
          REFERENCES "estate_contracts" ("id") ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_contract_reminders"`);
    await db.query(`DROP TABLE "estate_contract_notices"`);
    await db.query(`DROP TABLE "estate_rent_rules"`);
    await db.query(`DROP TABLE "estate_lease_settings"`);
  }
}
