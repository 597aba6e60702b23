import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What resisting abuse needs in the database:
 * - `rate_limit_events`: one table of counted events for every allowance (sign-in failures, registrations,
 *   reset mails, forms, listings), replacing `login_failures` and `request_submissions`.
 * - `agent_requests`: asking for an agent account at registration; an admin approves or refuses it.
 * - `properties.assigned_agent_id` (the agent who works a listing) and `submitted_by` (who sent it).
 * - `stored_objects.requested_by_user` (daily upload allowance per account) and `released_at` (a photo removed
 *   from its listing, or the files of a deleted one, are swept like abandoned uploads).
 * - `property_views`: one view per visitor, listing and day.
 */
export class AbuseResistance1795650000000 implements MigrationInterface {
  name = 'AbuseResistance1795650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "rate_limit_events" (
        "id" bigserial NOT NULL,
        "key" varchar(160) NOT NULL,
        "weight" bigint NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "rate_limit_events_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE INDEX "rate_limit_events_key_created_at_idx" ON "rate_limit_events" ("key", "created_at")`);
    await db.query(`CREATE INDEX "rate_limit_events_created_at_idx" ON "rate_limit_events" ("created_at")`);
    await db.query(`DROP TABLE "login_failures"`);
    await db.query(`DROP TABLE "request_submissions"`);

    await db.query(`
      CREATE TABLE "agent_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "decided_by" uuid,
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "agent_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "agent_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'refused')),
        CONSTRAINT "agent_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "agent_requests_decided_by_fkey" FOREIGN KEY ("decided_by")
          REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await db.query(`CREATE INDEX "agent_requests_status_created_at_idx" ON "agent_requests" ("status", "created_at")`);
    await db.query(`CREATE INDEX "agent_requests_user_id_idx" ON "agent_requests" ("user_id")`);

    await db.query(`ALTER TABLE "properties" ADD "assigned_agent_id" uuid`);
    await db.query(`ALTER TABLE "properties" ADD "submitted_by" uuid`);
    await db.query(`ALTER TABLE "properties" ADD CONSTRAINT "properties_assigned_agent_id_fkey"
      FOREIGN KEY ("assigned_agent_id") REFERENCES "users" ("id") ON DELETE SET NULL`);
    await db.query(`ALTER TABLE "properties" ADD CONSTRAINT "properties_submitted_by_fkey"
      FOREIGN KEY ("submitted_by") REFERENCES "users" ("id") ON DELETE SET NULL`);
    await db.query(
      `CREATE INDEX "properties_assigned_agent_id_idx" ON "properties" ("assigned_agent_id", "created_at")`,
    );
    await db.query(`CREATE INDEX "properties_submitted_by_idx" ON "properties" ("submitted_by")`);

    await db.query(`ALTER TABLE "stored_objects" ADD "requested_by_user" uuid`);
    await db.query(`ALTER TABLE "stored_objects" ADD "released_at" timestamptz`);
    await db.query(
      `CREATE INDEX "stored_objects_requested_by_user_created_at_idx" ON "stored_objects" ("requested_by_user", "created_at")`,
    );
    await db.query(`DROP INDEX "stored_objects_unclaimed_idx"`);
    await db.query(
      `CREATE INDEX "stored_objects_unclaimed_idx" ON "stored_objects" ("created_at")
        WHERE "claimed_at" IS NULL AND "generator" IS NULL AND "released_at" IS NULL`,
    );
    await db.query(
      `CREATE INDEX "stored_objects_released_idx" ON "stored_objects" ("released_at")
        WHERE "claimed_at" IS NULL AND "generator" IS NULL AND "released_at" IS NOT NULL`,
    );

    // Service-request attachments are for admins and managers only now, not agents.
    await db.query(
      `UPDATE "stored_objects" SET "readers" = ARRAY['admin', 'manager'] WHERE "readers" = ARRAY['admin', 'manager', 'agent']`,
    );

    await db.query(`
      CREATE TABLE "property_views" (
        "property_id" uuid NOT NULL,
        "day" date NOT NULL,
        "visitor" varchar(80) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "property_views_pkey" PRIMARY KEY ("property_id", "day", "visitor"),
        CONSTRAINT "property_views_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "properties" ("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX "property_views_day_idx" ON "property_views" ("day")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "property_views"`);
    await db.query(
      `UPDATE "stored_objects" SET "readers" = ARRAY['admin', 'manager', 'agent'] WHERE "readers" = ARRAY['admin', 'manager']`,
    );
    await db.query(`DROP INDEX "stored_objects_released_idx"`);
    await db.query(`DROP INDEX "stored_objects_unclaimed_idx"`);
    await db.query(
      `CREATE INDEX "stored_objects_unclaimed_idx" ON "stored_objects" ("created_at")
        WHERE "claimed_at" IS NULL AND "generator" IS NULL`,
    );
    await db.query(`DROP INDEX "stored_objects_requested_by_user_created_at_idx"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "released_at"`);
    await db.query(`ALTER TABLE "stored_objects" DROP COLUMN "requested_by_user"`);
    await db.query(`DROP INDEX "properties_submitted_by_idx"`);
    await db.query(`DROP INDEX "properties_assigned_agent_id_idx"`);
    await db.query(`ALTER TABLE "properties" DROP CONSTRAINT "properties_submitted_by_fkey"`);
    await db.query(`ALTER TABLE "properties" DROP CONSTRAINT "properties_assigned_agent_id_fkey"`);
    await db.query(`ALTER TABLE "properties" DROP COLUMN "submitted_by"`);
    await db.query(`ALTER TABLE "properties" DROP COLUMN "assigned_agent_id"`);
    await db.query(`DROP TABLE "agent_requests"`);
    await db.query(`
      CREATE TABLE "request_submissions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "key" varchar(120) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "request_submissions_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(
      `CREATE INDEX "request_submissions_key_created_at_idx" ON "request_submissions" ("key", "created_at")`,
    );
    await db.query(`CREATE INDEX "request_submissions_created_at_idx" ON "request_submissions" ("created_at")`);
    await db.query(`
      CREATE TABLE "login_failures" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "key" varchar(320) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "login_failures_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE INDEX "login_failures_key_created_at_idx" ON "login_failures" ("key", "created_at")`);
    await db.query(`DROP TABLE "rate_limit_events"`);
  }
}
