import type { MigrationInterface, QueryRunner } from 'typeorm';

const TICKET_INDEXES: [string, string][] = [
  ['status', '"status", "created_at"'],
  ['priority', '"priority", "created_at"'],
  ['category', '"category"'],
  ['property_id', '"property_id"'],
  ['unit_id', '"unit_id"'],
  ['tenant_id', '"tenant_id"'],
  ['assigned_to', '"assigned_to", "status"'],
  ['created_at', '"created_at"'],
  ['completed_at', '"completed_at"'],
  ['scheduled_date', '"scheduled_date"'],
];

/**
 * Estate maintenance tickets (numbered MNT-<year>-<6 digits> from a sequence) and the history of their changes.
 * Days open and the SLA status are read from the clock, not stored. Deleting a property, unit, tenant or user keeps
 * its tickets, unlinked; deleting a ticket deletes its history. Indexes serve the list's filters and sorts.
 */
export class EstateMaintenance1795810000000 implements MigrationInterface {
  name = 'EstateMaintenance1795810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE "estate_ticket_number_seq"`);
    await db.query(`
      CREATE TABLE "estate_maintenance_tickets" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "ticket_number" varchar(24) NOT NULL,
        "property_id" uuid,
        "unit_id" uuid,
        "tenant_id" uuid,
        "title" varchar(200) NOT NULL,
        "title_ar" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "category" varchar(16) NOT NULL,
        "priority" varchar(8) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'open',
        "assigned_to" uuid,
        "estimated_cost" numeric(14,2),
        "actual_cost" numeric(14,2),
        "scheduled_date" date,
        "completed_at" timestamptz,
        "cancelled_at" timestamptz,
        "source" varchar(8) NOT NULL DEFAULT 'staff',
        "contact_phone" varchar(20),
        "property_address" varchar(300),
        "photos" jsonb NOT NULL DEFAULT '[]',
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_maintenance_tickets_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_maintenance_tickets_property_id_fkey" FOREIGN KEY ("property_id")
          REFERENCES "estate_properties" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_maintenance_tickets_unit_id_fkey" FOREIGN KEY ("unit_id")
          REFERENCES "estate_units" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_maintenance_tickets_tenant_id_fkey" FOREIGN KEY ("tenant_id")
          REFERENCES "estate_tenants" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_maintenance_tickets_assigned_to_fkey" FOREIGN KEY ("assigned_to")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_maintenance_tickets_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_maintenance_tickets_category_check" CHECK ("category" IN
          ('plumbing', 'electrical', 'hvac', 'structural', 'appliances', 'cleaning', 'pest', 'security', 'other')),
        CONSTRAINT "estate_maintenance_tickets_priority_check" CHECK ("priority" IN ('urgent', 'high', 'medium', 'low')),
        CONSTRAINT "estate_maintenance_tickets_status_check"
          CHECK ("status" IN ('open', 'assigned', 'inProgress', 'completed', 'cancelled')),
        CONSTRAINT "estate_maintenance_tickets_source_check" CHECK ("source" IN ('staff', 'tenant', 'visitor')),
        CONSTRAINT "estate_maintenance_tickets_costs_check" CHECK (
          ("estimated_cost" IS NULL OR "estimated_cost" >= 0) AND ("actual_cost" IS NULL OR "actual_cost" >= 0))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_maintenance_tickets_ticket_number_key" ON "estate_maintenance_tickets" ("ticket_number")`,
    );
    for (const [name, columns] of TICKET_INDEXES) {
      await db.query(
        `CREATE INDEX "estate_maintenance_tickets_${name}_idx" ON "estate_maintenance_tickets" (${columns})`,
      );
    }

    await db.query(`
      CREATE TABLE "estate_ticket_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "ticket_id" uuid NOT NULL,
        "type" varchar(16) NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}',
        "actor_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_ticket_events_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_ticket_events_ticket_id_fkey" FOREIGN KEY ("ticket_id")
          REFERENCES "estate_maintenance_tickets" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_ticket_events_actor_id_fkey" FOREIGN KEY ("actor_id")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_ticket_events_type_check"
          CHECK ("type" IN ('created', 'updated', 'assigned', 'status', 'photo_added', 'photo_removed'))
      )`);
    await db.query(
      `CREATE INDEX "estate_ticket_events_ticket_id_idx" ON "estate_ticket_events" ("ticket_id", "created_at")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_ticket_events"`);
    await db.query(`DROP TABLE "estate_maintenance_tickets"`);
    await db.query(`DROP SEQUENCE "estate_ticket_number_seq"`);
  }
}
