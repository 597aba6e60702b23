import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who owned a property when (estate_property_ownerships): one open period (to_date null) per property, filled here
 * from each property's current owner since it was recorded (from_date null), and kept by a trigger for properties
 * written later. A change of owner once money has moved becomes a dated transfer that closes the open period and opens
 * the next.
 */
export class PropertyOwnershipPeriods1795970000000 implements MigrationInterface {
  name = 'PropertyOwnershipPeriods1795970000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_property_ownerships" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "from_date" date,
        "to_date" date,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_property_ownerships_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_property_ownerships_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "estate_properties" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_property_ownerships_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "estate_owners" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_property_ownerships_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_property_ownerships_dates_check"
          CHECK ("to_date" IS NULL OR "from_date" IS NULL OR "to_date" > "from_date")
      )`);
    await db.query(
      `CREATE INDEX "estate_property_ownerships_property_id_idx" ON "estate_property_ownerships" ("property_id", "from_date")`,
    );
    await db.query(
      `CREATE INDEX "estate_property_ownerships_owner_id_idx" ON "estate_property_ownerships" ("owner_id")`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "estate_property_ownerships_open_key" ON "estate_property_ownerships" ("property_id")
        WHERE "to_date" IS NULL`,
    );
    await db.query(
      `INSERT INTO "estate_property_ownerships" ("property_id", "owner_id") SELECT "id", "owner_id" FROM "estate_properties"`,
    );
    // Kept by the database, whoever writes the property (the screens, the import, the seed): a new property opens its
    // first period, and an owner_id that no longer matches the open period's (a correction, where no money has
    // moved) corrects that period. A transfer opens the new owner's period before it sets owner_id: nothing to do then.
    await db.query(`
      CREATE FUNCTION "estate_property_ownership_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "estate_property_ownerships" ("property_id", "owner_id") VALUES (NEW."id", NEW."owner_id");
        ELSIF NEW."owner_id" IS DISTINCT FROM OLD."owner_id" THEN
          UPDATE "estate_property_ownerships" SET "owner_id" = NEW."owner_id"
           WHERE "property_id" = NEW."id" AND "to_date" IS NULL AND "owner_id" <> NEW."owner_id";
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_property_ownership_sync" AFTER INSERT OR UPDATE OF "owner_id" ON "estate_properties"
        FOR EACH ROW EXECUTE FUNCTION "estate_property_ownership_sync"()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "estate_property_ownership_sync" ON "estate_properties"`);
    await db.query(`DROP FUNCTION "estate_property_ownership_sync"()`);
    await db.query(`DROP TABLE "estate_property_ownerships"`);
  }
}
