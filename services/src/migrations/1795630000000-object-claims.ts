import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which objects are in use and who may read them. An object is claimed when something keeps it (a service
 * request's attachment, a generated brochure); objects nobody claimed are swept a while after their upload.
 * `readers` lists the roles that may download an object; null means anyone holding its URL.
 */
export class ObjectClaims1795630000000 implements MigrationInterface {
  name = 'ObjectClaims1795630000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "stored_objects" ADD "claimed_at" timestamptz`);
    await db.query(`ALTER TABLE "stored_objects" ADD "readers" text[]`);
    // What the server generated (brochures) is in use by definition.
    await db.query(
      `UPDATE "stored_objects" SET "claimed_at" = coalesce("stored_at", "created_at") WHERE "generator" IS NOT NULL`,
    );
    // Attachments of the service requests already received: kept, and readable by the staff who work them.
    await db.query(`
      UPDATE "stored_objects" o SET "claimed_at" = now(), "readers" = ARRAY['admin', 'manager', 'agent']
       WHERE EXISTS (
         SELECT 1 FROM "service_requests" s, jsonb_array_elements(s."attachments") a
          WHERE a->>'url' = '/api/objects/' || o."key")`);
    await db.query(`
      UPDATE "stored_objects" o SET "claimed_at" = coalesce(o."claimed_at", now())
       WHERE EXISTS (SELECT 1 FROM "properties" p WHERE p."brochure_url" = '/api/objects/' || o."key")`);
    await db.query(
      `CREATE INDEX "stored_objects_unclaimed_idx" ON "stored_objects" ("created_at")
        WHERE "claimed_at" IS NULL AND "generator" IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "stored_objects_unclaimed_idx"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "readers"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "claimed_at"`);
  }
}
