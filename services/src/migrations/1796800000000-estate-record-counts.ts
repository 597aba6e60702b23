import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows are counted in `estate_record_counts` (one row each, named after the table). */
export const COUNTED_TABLES = ['estate_contracts', 'estate_units'] as const;

/**
 * The number of contracts and units, kept in `estate_record_counts` (one row per table) by statement-level triggers
 * on each table: an INSERT adds the rows it wrote, a DELETE takes back those it removed (cascades included), a
 * TRUNCATE sets 0, in the writer's transaction. The contracts and units lists answer it as the total of an unfiltered
 * page instead of counting 50,000 records on every request. A statement that writes rows updates the one row of its
 * table, so writers of the same table wait on each other from that statement to their commit.
 */
export class EstateRecordCounts1796800000000 implements MigrationInterface {
  name = 'EstateRecordCounts1796800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_record_counts" (
        "table_name" text NOT NULL,
        "records" bigint NOT NULL,
        CONSTRAINT "estate_record_counts_pkey" PRIMARY KEY ("table_name"),
        CONSTRAINT "estate_record_counts_records_check" CHECK ("records" >= 0)
      )`);
    await db.query(`
      CREATE FUNCTION "estate_record_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE estate_record_counts SET records = records + (SELECT count(*) FROM added) WHERE table_name = TG_TABLE_NAME;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE estate_record_counts SET records = records - (SELECT count(*) FROM removed) WHERE table_name = TG_TABLE_NAME;
        ELSE
          UPDATE estate_record_counts SET records = 0 WHERE table_name = TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of COUNTED_TABLES) {
      // Written while the table is locked against writers, so no row is counted twice or missed.
      await db.query(`LOCK TABLE "${table}" IN SHARE ROW EXCLUSIVE MODE`);
      await db.query(`
        CREATE TRIGGER "${table}_count_insert" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION estate_record_counts_trigger()`);
      await db.query(`
        CREATE TRIGGER "${table}_count_delete" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION estate_record_counts_trigger()`);
      await db.query(`
        CREATE TRIGGER "${table}_count_truncate" AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION estate_record_counts_trigger()`);
      await db.query(`INSERT INTO estate_record_counts (table_name, records) SELECT $1, count(*) FROM "${table}"`, [
        table,
      ]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [...COUNTED_TABLES].reverse()) {
      for (const event of ['truncate', 'delete', 'insert'])
        await db.query(`DROP TRIGGER "${table}_count_${event}" ON "${table}"`);
    }
    await db.query(`DROP FUNCTION "estate_record_counts_trigger"()`);
    await db.query(`DROP TABLE "estate_record_counts"`);
  }
}
