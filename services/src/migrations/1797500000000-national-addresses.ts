import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The national address is whole everywhere it is kept (packages/contracts national-address.ts):
 * - estate properties carry one (`national_address` jsonb, as owners and tenants do), printed on their contracts;
 * - the e-invoice seller's settings take the short address (4 Latin capitals and 4 digits, e.g. RRRD2929), printed on
 *   its tax invoices. The demo seller's is filled.
 */
export class NationalAddresses1797500000000 implements MigrationInterface {
  name = 'NationalAddresses1797500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_properties" ADD "national_address" jsonb`);
    await db.query(`ALTER TABLE "estate_einvoice_settings" ADD "short_address" varchar(8),
      ADD CONSTRAINT "estate_einvoice_settings_short_address_check" CHECK ("short_address" ~ '^[A-Z]{4}[0-9]{4}$')`);
    await db.query(`UPDATE "estate_einvoice_settings" SET "short_address" = 'RRRD2322'
      WHERE "building_number" = '2322' AND "postal_code" = '13521'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_einvoice_settings" DROP CONSTRAINT "estate_einvoice_settings_short_address_check",
      DROP COLUMN "short_address"`);
    await db.query(`ALTER TABLE "estate_properties" DROP COLUMN "national_address"`);
  }
}
