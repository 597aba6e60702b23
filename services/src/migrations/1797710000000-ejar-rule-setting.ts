import { EJAR_RENT_RULE } from '@estate/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rule of where residential rent is paid (Ejar's channels since 15 January 2024, SADAD biller 153) becomes a stored
 * setting beside the other lease rules (`estate_lease_settings`), with its source, so it can change without a release:
 * the day it applies from, Ejar's SADAD biller, the invoice types it covers and its source in Arabic and English,
 * written here with the values the code held (EJAR_RENT_RULE).
 */
export class EjarRuleSetting1797710000000 implements MigrationInterface {
  name = 'EjarRuleSetting1797710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "estate_lease_settings"
        ADD "ejar_rent_since" date NOT NULL DEFAULT '${EJAR_RENT_RULE.since}',
        ADD "ejar_sadad_biller" varchar(10) NOT NULL DEFAULT '${EJAR_RENT_RULE.sadadBiller}',
        ADD "ejar_invoice_types" varchar(16)[] NOT NULL DEFAULT '{${EJAR_RENT_RULE.invoiceTypes.join(',')}}',
        ADD "ejar_source_ar" text,
        ADD "ejar_source_en" text`);
    await db.query(`UPDATE "estate_lease_settings" SET "ejar_source_ar" = $1, "ejar_source_en" = $2`, [
      EJAR_RENT_RULE.source.ar,
      EJAR_RENT_RULE.source.en,
    ]);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "estate_lease_settings"
        DROP COLUMN "ejar_rent_since",
        DROP COLUMN "ejar_sadad_biller",
        DROP COLUMN "ejar_invoice_types",
        DROP COLUMN "ejar_source_ar",
        DROP COLUMN "ejar_source_en"`);
  }
}
