import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inquiries, contact messages and service requests from the public site (worked by staff through their
 * status), the per-address count of sent forms that holds back floods, and signed-in users' favorites.
 * An inquiry outlives its property (the link becomes null); a favorite does not.
 */
export class RequestsAndFavorites1795610000000 implements MigrationInterface {
  name = 'RequestsAndFavorites1795610000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "inquiries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid,
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "message" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'new',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "inquiries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "inquiries_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "properties" ("id") ON DELETE SET NULL,
        CONSTRAINT "inquiries_status_check" CHECK ("status" IN ('new', 'in_progress', 'closed'))
      )`);
    await db.query(`CREATE INDEX "inquiries_status_created_at_idx" ON "inquiries" ("status", "created_at")`);
    await db.query(`CREATE INDEX "inquiries_created_at_idx" ON "inquiries" ("created_at")`);
    await db.query(`CREATE INDEX "inquiries_property_id_idx" ON "inquiries" ("property_id")`);

    await db.query(`
      CREATE TABLE "contact_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "subject" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'new',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "contact_messages_status_check" CHECK ("status" IN ('new', 'in_progress', 'closed'))
      )`);
    await db.query(
      `CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" ("status", "created_at")`,
    );
    await db.query(`CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" ("created_at")`);

    await db.query(`
      CREATE TABLE "service_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(16),
        "category" varchar(100),
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "budget" varchar(100),
        "timeline" varchar(16),
        "location" varchar(200) NOT NULL,
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30) NOT NULL,
        "preferred_contact" varchar(16) NOT NULL DEFAULT 'phone',
        "attachments" jsonb NOT NULL DEFAULT '[]',
        "status" varchar(16) NOT NULL DEFAULT 'new',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "service_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "service_requests_status_check" CHECK ("status" IN ('new', 'in_progress', 'closed')),
        CONSTRAINT "service_requests_type_check"
          CHECK ("type" IN ('marketing', 'sale', 'investment', 'rent', 'valuation', 'auction')),
        CONSTRAINT "service_requests_timeline_check" CHECK ("timeline" IN ('urgent', 'normal', 'flexible')),
        CONSTRAINT "service_requests_preferred_contact_check"
          CHECK ("preferred_contact" IN ('phone', 'email', 'whatsapp'))
      )`);
    await db.query(
      `CREATE INDEX "service_requests_status_created_at_idx" ON "service_requests" ("status", "created_at")`,
    );
    await db.query(`CREATE INDEX "service_requests_created_at_idx" ON "service_requests" ("created_at")`);

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
      CREATE TABLE "favorites" (
        "user_id" uuid NOT NULL,
        "property_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "favorites_pkey" PRIMARY KEY ("user_id", "property_id"),
        CONSTRAINT "favorites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "favorites_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "properties" ("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX "favorites_user_id_created_at_idx" ON "favorites" ("user_id", "created_at")`);
    await db.query(`CREATE INDEX "favorites_property_id_idx" ON "favorites" ("property_id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "favorites"`);
    await db.query(`DROP TABLE "request_submissions"`);
    await db.query(`DROP TABLE "service_requests"`);
    await db.query(`DROP TABLE "contact_messages"`);
    await db.query(`DROP TABLE "inquiries"`);
  }
}
