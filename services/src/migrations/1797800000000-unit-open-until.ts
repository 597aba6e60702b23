import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The units' sort indexes (EstateListCoverIndexes) and the columns they carry, open_until added. */
const SORTED = ['unit_number', 'unit_type', 'floor', 'area', 'rent_price', 'created_at'];
const CARRIED = ['property_id', 'unit_type', 'under_maintenance'];

const orderIndex = (column: string, included: string[]) =>
  `CREATE INDEX "estate_units_${column}_order_idx" ON "estate_units" ("${column}" DESC NULLS LAST, "id" DESC NULLS LAST)
     INCLUDE (${included
       .filter((name) => name !== column)
       .map((name) => `"${name}"`)
       .join(', ')})`;

/**
 * A unit keeps the last day of its contracts not terminated (`open_until`, null when it has none): it has an open
 * contract on a day (openContract: not terminated, not ended) exactly when `open_until` is that day or later. A trigger
 * on the contracts keeps it in the transaction that adds, moves, ends, terminates or deletes a contract, after locking
 * the unit's row, so two contracts written at once on one unit leave the later writer to read both. The units list
 * filters its statuses (vacant, under maintenance; reserved and occupied first by it) on this column and its indexes,
 * instead of looking for a contract for each unit it passes: at 50,000 units, counting the vacant units of a city
 * looked up some 4,000 contracts.
 */
export class UnitOpenUntil1797800000000 implements MigrationInterface {
  name = 'UnitOpenUntil1797800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_units" ADD "open_until" date`);
    await db.query(`
      CREATE FUNCTION estate_units_keep_open_until(units uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM estate_units WHERE id = ANY(units) ORDER BY id FOR UPDATE;
        UPDATE estate_units u SET open_until = k.open_until
          FROM (SELECT x.id, (SELECT max(c.end_date) FROM estate_contracts c
                               WHERE c.unit_id = x.id AND c.termination_date IS NULL) AS open_until
                  FROM unnest(units) AS x(id)) k
         WHERE u.id = k.id AND u.open_until IS DISTINCT FROM k.open_until;
      END $$`);
    await db.query(`
      CREATE FUNCTION estate_contracts_keep_unit_open_until() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM estate_units_keep_open_until(ARRAY[NEW.unit_id]);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM estate_units_keep_open_until(ARRAY[OLD.unit_id]);
        ELSIF NEW.unit_id IS DISTINCT FROM OLD.unit_id OR NEW.end_date IS DISTINCT FROM OLD.end_date
              OR NEW.termination_date IS DISTINCT FROM OLD.termination_date THEN
          PERFORM estate_units_keep_open_until(ARRAY[OLD.unit_id, NEW.unit_id]);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER estate_contracts_unit_open_until
        AFTER INSERT OR DELETE OR UPDATE OF unit_id, end_date, termination_date ON estate_contracts
        FOR EACH ROW EXECUTE FUNCTION estate_contracts_keep_unit_open_until()`);
    // The contracts already there: every unit set as the trigger sets it.
    await db.query(`SELECT estate_units_keep_open_until(ARRAY(SELECT id FROM estate_units))`);
    for (const column of SORTED) {
      await db.query(`DROP INDEX "estate_units_${column}_order_idx"`);
      await db.query(orderIndex(column, [...CARRIED, 'open_until']));
    }
    await db.query(
      `CREATE INDEX "estate_units_property_open_idx" ON "estate_units" ("property_id") INCLUDE ("open_until", "under_maintenance", "unit_type")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "estate_units_property_open_idx"`);
    for (const column of [...SORTED].reverse()) {
      await db.query(`DROP INDEX "estate_units_${column}_order_idx"`);
      await db.query(orderIndex(column, CARRIED));
    }
    await db.query(`DROP TRIGGER estate_contracts_unit_open_until ON estate_contracts`);
    await db.query(`DROP FUNCTION estate_contracts_keep_unit_open_until()`);
    await db.query(`DROP FUNCTION estate_units_keep_open_until(uuid[])`);
    await db.query(`ALTER TABLE "estate_units" DROP COLUMN "open_until"`);
  }
}
