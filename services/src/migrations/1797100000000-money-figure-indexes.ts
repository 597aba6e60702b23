import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money figures read from an index alone (measured by scripts/bench-money.mjs at 50,000 contracts and 600,000
 * invoices):
 * - the contracts by unit, with the dates contractCovers tests: the occupancy on each month's end
 *   (occupiedUnitsOnDaysSql) groups the contracts by unit as they come, instead of hashing 50,000 of them;
 * - the contracts by property and unit, with those dates and the rent: each property's units covered on a day and
 *   their rent (the reports' property rows) count the distinct units of each property as they come, instead of
 *   sorting every covering contract by property;
 * - the pending invoices by due date now carry their status too: the late fee (invoiceLateFeeSql) tests it, so
 *   without it the overdue amount read every overdue invoice from the table (5,600 pages for 12,000 invoices).
 */
const INDEXES: [name: string, definition: string][] = [
  [
    'estate_contracts_unit_cover_idx',
    `"estate_contracts" ("unit_id") INCLUDE ("property_id", "start_date", "end_date", "termination_date")`,
  ],
  [
    'estate_contracts_property_cover_idx',
    `"estate_contracts" ("property_id", "unit_id") INCLUDE ("start_date", "end_date", "termination_date", "rent_amount")`,
  ],
];

const lateFeeIndex = (columns: string) =>
  `CREATE INDEX "estate_invoices_pending_late_fee_idx" ON "estate_invoices" ("due_date")
     INCLUDE (${columns}) WHERE "status" = 'pending'`;

export class MoneyFigureIndexes1797100000000 implements MigrationInterface {
  name = 'MoneyFigureIndexes1797100000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await db.query(`CREATE INDEX "${name}" ON ${definition}`);
    await db.query(`DROP INDEX "estate_invoices_pending_late_fee_idx"`);
    await db.query(lateFeeIndex(`"total_amount", "type", "late_fee_base", "late_fee_from", "status"`));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "estate_invoices_pending_late_fee_idx"`);
    await db.query(lateFeeIndex(`"total_amount", "type", "late_fee_base", "late_fee_from"`));
    for (const [name] of [...INDEXES].reverse()) await db.query(`DROP INDEX "${name}"`);
  }
}
