import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff notes on an invoice (set by the payments screen's edit; null on every invoice before this), and import jobs
 * of payments and maintenance tickets.
 */
export class InvoiceNotesAndRecordImports1796020000000 implements MigrationInterface {
  name = 'InvoiceNotesAndRecordImports1796020000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_invoices" ADD "notes" text`);
    await db.query(`ALTER TABLE "estate_import_jobs" DROP CONSTRAINT "estate_import_jobs_entity_check"`);
    await db.query(
      `ALTER TABLE "estate_import_jobs" ADD CONSTRAINT "estate_import_jobs_entity_check"
         CHECK ("entity" IN ('properties', 'units', 'owners', 'tenants', 'contracts', 'payments', 'maintenance'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM "estate_import_jobs" WHERE "entity" IN ('payments', 'maintenance')`);
    await db.query(`ALTER TABLE "estate_import_jobs" DROP CONSTRAINT "estate_import_jobs_entity_check"`);
    await db.query(
      `ALTER TABLE "estate_import_jobs" ADD CONSTRAINT "estate_import_jobs_entity_check"
         CHECK ("entity" IN ('properties', 'units', 'owners', 'tenants', 'contracts'))`,
    );
    await db.query(`ALTER TABLE "estate_invoices" DROP COLUMN "notes"`);
  }
}
