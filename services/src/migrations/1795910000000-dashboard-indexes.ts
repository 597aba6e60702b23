import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the staff dashboard's figures read, so each tab answers in a few index range reads at 100,000 listings and
 * 50,000 contracts (measured with EXPLAIN ANALYZE; see system/dashboard):
 * - payments by paid day with their kind and amount: the revenue by month without the table;
 * - invoices by due date with their status and total: what was invoiced in the month and the year without the table;
 * - the pending invoices by due date with their id and total: overdue and what is left to collect;
 * - listing views by day with their listing: the views per day and the demand by area without the table;
 * - favorites by the time they were added: the demand of the last 30 days;
 * - listings by last update (all, and an agent's with their status): the recent listings and an agent's counts;
 * - open tickets by priority and age: urgent tickets past their SLA, and completed tickets by completion time with
 *   their cost: expenses and maintenance by month.
 */
const INDEXES: [name: string, definition: string][] = [
  ['estate_payments_paid_on_amount_idx', `"estate_payments" ("paid_on") INCLUDE ("kind", "amount")`],
  ['estate_invoices_due_amount_idx', `"estate_invoices" ("due_date") INCLUDE ("status", "total_amount")`],
  [
    'estate_invoices_pending_due_idx',
    `"estate_invoices" ("due_date") INCLUDE ("id", "total_amount") WHERE "status" = 'pending'`,
  ],
  ['property_views_day_property_idx', `"property_views" ("day", "property_id")`],
  ['favorites_created_at_idx', `"favorites" ("created_at")`],
  ['properties_updated_at_idx', `"properties" ("updated_at" DESC, "id" DESC)`],
  [
    'properties_agent_updated_idx',
    `"properties" ("assigned_agent_id", "updated_at" DESC, "id" DESC) INCLUDE ("status")`,
  ],
  [
    'estate_maintenance_tickets_open_idx',
    `"estate_maintenance_tickets" ("priority", "created_at") WHERE "status" IN ('open', 'assigned', 'inProgress')`,
  ],
  [
    'estate_maintenance_tickets_completed_idx',
    `"estate_maintenance_tickets" ("completed_at") INCLUDE ("actual_cost") WHERE "status" = 'completed'`,
  ],
];

export class DashboardIndexes1795910000000 implements MigrationInterface {
  name = 'DashboardIndexes1795910000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition] of INDEXES) await db.query(`CREATE INDEX "${name}" ON ${definition}`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [name] of [...INDEXES].reverse()) await db.query(`DROP INDEX "${name}"`);
  }
}
