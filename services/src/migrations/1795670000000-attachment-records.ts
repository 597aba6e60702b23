import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each claimed object names the record that keeps it (kind and id), so the record lets go of exactly its own
 * files when it drops one or is deleted, and one person besides the reader roles may read it (`reader_id`: the
 * tenant of a ticket photo, the payer of a receipt). The files of the listings and service requests already
 * stored are given their record.
 */
export class AttachmentRecords1795670000000 implements MigrationInterface {
  name = 'AttachmentRecords1795670000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "stored_objects" ADD "reader_id" uuid`);
    await db.query(`ALTER TABLE "stored_objects" ADD "record_kind" varchar(40)`);
    await db.query(`ALTER TABLE "stored_objects" ADD "record_id" uuid`);
    await db.query(`
      UPDATE "stored_objects" o SET "record_kind" = 'listing', "record_id" = p."id"
        FROM "properties" p
       WHERE o."generator" IS NULL AND o."claimed_at" IS NOT NULL
         AND ('/api/objects/' || o."key" = ANY(p."images") OR '/api/objects/' || o."key" = p."brochure_url")`);
    await db.query(`
      UPDATE "stored_objects" o SET "record_kind" = 'service-request', "record_id" = s."id"
        FROM "service_requests" s
       WHERE o."generator" IS NULL AND o."claimed_at" IS NOT NULL AND o."record_kind" IS NULL
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(s."attachments") a WHERE a->>'url' = '/api/objects/' || o."key")`);
    await db.query(
      `CREATE INDEX "stored_objects_record_idx" ON "stored_objects" ("record_kind", "record_id")
        WHERE "record_kind" IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "stored_objects_record_idx"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "record_id"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "record_kind"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "reader_id"`);
  }
}
