import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the back office's contracts and units lists read, so a page is an index walk at 50,000 contracts and units
 * (measured with EXPLAIN ANALYZE by scripts/bench-estate.mjs):
 * - each sort of the two lists as readPage writes it (DESC NULLS LAST, or ASC NULLS FIRST walking backward), id
 *   breaking ties: the page's ids are the first rows of the index, not a sort of every match;
 * - the open contracts (not terminated) of a unit with their dates: a unit's status (occupied, reserved, vacant) is an
 *   index-only probe.
 */
const SORTED: [table: string, columns: string[]][] = [
  ['estate_contracts', ['contract_number', 'start_date', 'end_date', 'rent_amount', 'created_at']],
  ['estate_units', ['unit_number', 'unit_type', 'floor', 'area', 'rent_price', 'created_at']],
];

const INDEXES: [name: string, definition: string][] = [
  ...SORTED.flatMap(([table, columns]) =>
    columns.map((column): [string, string] => [
      `${table}_${column}_order_idx`,
      `"${table}" ("${column}" DESC NULLS LAST, "id" DESC NULLS LAST)`,
    ]),
  ),
  [
    'estate_contracts_open_unit_idx',
    `"estate_contracts" ("unit_id", "end_date") INCLUDE ("start_date") WHERE "termination_date" IS NULL`,
  ],
];

export class EstateListIndexes1796200000000 implements MigrationInterface {
  name = 'EstateListIndexes1796200000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await db.query(`CREATE INDEX "${name}" ON ${definition}`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await db.query(`DROP INDEX "${name}"`);
  }
}
