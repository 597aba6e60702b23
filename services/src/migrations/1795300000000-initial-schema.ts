import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(32),
        "role" varchar(32) NOT NULL DEFAULT 'user',
        "department" varchar(120),
        "employee_id" varchar(40),
        "password_hash" text NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true,
        "last_login" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"))`);
    await db.query(
      `CREATE UNIQUE INDEX "users_employee_id_key" ON "users" ("employee_id") WHERE "employee_id" IS NOT NULL`,
    );
    await db.query(`CREATE INDEX "users_role_idx" ON "users" ("role")`);

    await db.query(`
      CREATE TABLE "properties" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(200) NOT NULL,
        "title_en" varchar(200),
        "description" text NOT NULL DEFAULT '',
        "description_en" text,
        "price" numeric(14,2),
        "purpose" varchar(16) NOT NULL,
        "type" varchar(20) NOT NULL,
        "category" varchar(20) NOT NULL,
        "city" varchar(80) NOT NULL,
        "district" varchar(120),
        "address" varchar(300),
        "area" integer,
        "bedrooms" smallint,
        "bathrooms" smallint,
        "parking_spaces" smallint,
        "year_built" smallint,
        "floor" smallint,
        "views" integer NOT NULL DEFAULT 0,
        "features" text[] NOT NULL DEFAULT '{}',
        "images" text[] NOT NULL DEFAULT '{}',
        "brochure_url" text,
        "agent" jsonb,
        "featured" boolean NOT NULL DEFAULT false,
        "status" varchar(16) NOT NULL DEFAULT 'active',
        "ad_license_number" varchar(40),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "properties_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "properties_price_check" CHECK ("price" >= 0),
        CONSTRAINT "properties_area_check" CHECK ("area" > 0),
        CONSTRAINT "properties_rooms_check" CHECK ("bedrooms" >= 0 AND "bathrooms" >= 0 AND "parking_spaces" >= 0),
        CONSTRAINT "properties_views_check" CHECK ("views" >= 0)
      )`);
    for (const column of ['city', 'district', 'purpose', 'type', 'category', 'price', 'area', 'created_at']) {
      await db.query(`CREATE INDEX "properties_${column}_idx" ON "properties" ("${column}")`);
    }
    await db.query(
      `CREATE INDEX "properties_featured_idx" ON "properties" ("created_at") WHERE "featured" AND "status" = 'active'`,
    );

    await db.query(`
      CREATE TABLE "auctions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "property_id" uuid NOT NULL,
        "title" varchar(200) NOT NULL,
        "title_en" varchar(200),
        "description" text NOT NULL DEFAULT '',
        "start_price" numeric(14,2) NOT NULL,
        "reserve_price" numeric(14,2),
        "current_bid" numeric(14,2),
        "bid_count" integer NOT NULL DEFAULT 0,
        "min_increment" numeric(14,2) NOT NULL DEFAULT 1000,
        "start_date" timestamptz NOT NULL,
        "end_date" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "auctions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "auctions_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "properties" ("id") ON DELETE RESTRICT,
        CONSTRAINT "auctions_prices_check"
          CHECK ("start_price" >= 0 AND "reserve_price" >= 0 AND "current_bid" >= 0 AND "min_increment" > 0),
        CONSTRAINT "auctions_bid_count_check" CHECK ("bid_count" >= 0),
        CONSTRAINT "auctions_dates_check" CHECK ("end_date" > "start_date")
      )`);
    await db.query(`CREATE INDEX "auctions_property_id_idx" ON "auctions" ("property_id")`);
    await db.query(`CREATE INDEX "auctions_start_date_idx" ON "auctions" ("start_date")`);
    await db.query(`CREATE INDEX "auctions_end_date_idx" ON "auctions" ("end_date")`);

    await db.query(`
      CREATE TABLE "seed_runs" (
        "name" varchar(120) NOT NULL,
        "applied_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "seed_runs_pkey" PRIMARY KEY ("name")
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "seed_runs"`);
    await db.query(`DROP TABLE "auctions"`);
    await db.query(`DROP TABLE "properties"`);
    await db.query(`DROP TABLE "users"`);
  }
}
