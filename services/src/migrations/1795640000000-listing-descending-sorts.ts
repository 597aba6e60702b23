import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The descending sorts (price_desc, area_desc, views_desc) read from an index in their exact order, unpriced and
 * unmeasured listings last. A backward walk of the ascending indexes gives NULLS FIRST, so without these every such
 * page sorted all active rows: ~110 ms at 100,000 properties, under 1 ms with them.
 */
export class ListingDescendingSorts1795640000000 implements MigrationInterface {
  name = 'ListingDescendingSorts1795640000000';

  async up(db: QueryRunner): Promise<void> {
    for (const column of ['price', 'area', 'views']) {
      await db.query(
        `CREATE INDEX "properties_${column}_desc_idx" ON "properties" ("${column}" DESC NULLS LAST, "created_at" DESC, "id")`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const column of ['price', 'area', 'views']) await db.query(`DROP INDEX "properties_${column}_desc_idx"`);
  }
}
