import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ad licence block of a listing (REGA: an ad shows the advertiser's name, capacity and FAL licence, its ad
 * licence and the plot), the day its ad licence expires, and when the ad-licence job withdrew it; and an auction's
 * licence (number, date, duration in days). All nullable: a draft may lack them, the API refuses to publish without.
 */
export class ListingAdLicences1797550000000 implements MigrationInterface {
  name = 'ListingAdLicences1797550000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "properties"
        ADD COLUMN "advertiser_name" varchar(120),
        ADD COLUMN "advertiser_capacity" varchar(16),
        ADD COLUMN "fal_license_number" varchar(20),
        ADD COLUMN "ad_license_expires_on" date,
        ADD COLUMN "plot_number" varchar(40),
        ADD COLUMN "ad_license_withdrawn_at" timestamptz,
        ADD CONSTRAINT "properties_advertiser_capacity_check"
          CHECK ("advertiser_capacity" IN ('owner', 'broker', 'developer', 'authorized'))`);
    // The ad-licence job's question: published listings by the day their licence expires.
    await db.query(`
      CREATE INDEX "properties_ad_license_expiry_idx" ON "properties" ("ad_license_expires_on")
        WHERE "status" = 'active'`);
    await db.query(`
      ALTER TABLE "auctions"
        ADD COLUMN "license_number" varchar(20),
        ADD COLUMN "license_date" date,
        ADD COLUMN "license_duration_days" smallint,
        ADD CONSTRAINT "auctions_license_duration_check"
          CHECK ("license_duration_days" BETWEEN 1 AND 365)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "auctions" DROP CONSTRAINT "auctions_license_duration_check",
        DROP COLUMN "license_duration_days", DROP COLUMN "license_date", DROP COLUMN "license_number"`);
    await db.query(`DROP INDEX "properties_ad_license_expiry_idx"`);
    await db.query(`
      ALTER TABLE "properties" DROP CONSTRAINT "properties_advertiser_capacity_check",
        DROP COLUMN "ad_license_withdrawn_at", DROP COLUMN "plot_number", DROP COLUMN "ad_license_expires_on",
        DROP COLUMN "fal_license_number", DROP COLUMN "advertiser_capacity", DROP COLUMN "advertiser_name"`);
  }
}
