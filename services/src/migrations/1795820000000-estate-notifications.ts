import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Estate notifications: one row per notification (server events once per event_key, staff ones without a key), for
 * a group resolved from the reader's role when they read or for one account, and each reader's read and deleted
 * state beside it. "My list" and the unread count read the recipient indexes newest first and look each row's
 * state up by its primary key.
 */
export class EstateNotifications1795820000000 implements MigrationInterface {
  name = 'EstateNotifications1795820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" varchar(32) NOT NULL,
        "priority" varchar(8) NOT NULL,
        "title" varchar(200) NOT NULL,
        "title_ar" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "message_ar" text NOT NULL,
        "related_entity_type" varchar(16),
        "related_entity_id" uuid,
        "action_url" varchar(500),
        "expires_at" timestamptz,
        "recipient_type" varchar(20) NOT NULL,
        "recipient_user_id" uuid,
        "event_key" varchar(200),
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_notifications_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_notifications_recipient_user_id_fkey" FOREIGN KEY ("recipient_user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_notifications_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_notifications_type_check" CHECK ("type" IN ('contract_expiry', 'payment_overdue', 'payment_reminder', 'maintenance_urgent', 'maintenance_assigned', 'maintenance_status', 'system_notification')),
        CONSTRAINT "estate_notifications_priority_check" CHECK ("priority" IN ('urgent', 'high', 'medium', 'low')),
        CONSTRAINT "estate_notifications_recipient_check" CHECK ("recipient_type" IN ('specific_user', 'all_managers', 'all_users', 'all_owners', 'all_tenants', 'maintenance_staff') AND ("recipient_type" = 'specific_user') = ("recipient_user_id" IS NOT NULL))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_notifications_event_key_key" ON "estate_notifications" ("event_key") WHERE "event_key" IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "estate_notifications_recipient_type_idx" ON "estate_notifications" ("recipient_type", "created_at")`,
    );
    await db.query(
      `CREATE INDEX "estate_notifications_recipient_user_id_idx" ON "estate_notifications" ("recipient_user_id", "created_at") WHERE "recipient_user_id" IS NOT NULL`,
    );
    await db.query(`CREATE INDEX "estate_notifications_created_at_idx" ON "estate_notifications" ("created_at")`);
    await db.query(`CREATE INDEX "estate_notifications_expires_at_idx" ON "estate_notifications" ("expires_at")`);

    await db.query(`
      CREATE TABLE "estate_notification_states" (
        "notification_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "read_at" timestamptz,
        "deleted_at" timestamptz,
        CONSTRAINT "estate_notification_states_pkey" PRIMARY KEY ("notification_id", "user_id"),
        CONSTRAINT "estate_notification_states_notification_id_fkey" FOREIGN KEY ("notification_id")
          REFERENCES "estate_notifications" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_notification_states_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await db.query(
      `CREATE INDEX "estate_notification_states_user_id_idx" ON "estate_notification_states" ("user_id", "notification_id")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_notification_states"`);
    await db.query(`DROP TABLE "estate_notifications"`);
  }
}
