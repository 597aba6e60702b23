import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The object store's metadata (the bytes live on disk or in a bucket) and the secret that signs upload URLs,
 * kept in the database so every replica signs and checks alike.
 */
export class ObjectStore1795600000000 implements MigrationInterface {
  name = 'ObjectStore1795600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "stored_objects" (
        "key" varchar(32) NOT NULL,
        "file_name" varchar(255) NOT NULL,
        "content_type" varchar(100),
        "size" integer,
        "generator" varchar(40),
        "requested_by" varchar(64),
        "expires_at" timestamptz,
        "upload_started_at" timestamptz,
        "stored_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "stored_objects_pkey" PRIMARY KEY ("key")
      )`);
    await db.query(
      `CREATE INDEX "stored_objects_requested_by_created_at_idx" ON "stored_objects" ("requested_by", "created_at")`,
    );
    await db.query(`
      CREATE TABLE "object_signing_keys" (
        "id" smallint NOT NULL,
        "secret" varchar(128) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "object_signing_keys_pkey" PRIMARY KEY ("id")
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "object_signing_keys"`);
    await db.query(`DROP TABLE "stored_objects"`);
  }
}
