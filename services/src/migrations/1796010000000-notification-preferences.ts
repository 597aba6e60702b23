import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each account's notification settings: per kind of notification, whether it reaches their centre (in_app) and
 * their mail. A kind without a row has both on, so every account starts with everything on. The reader's list and
 * unread count look each row up by its primary key (user_id, kind).
 */
export class NotificationPreferences1796010000000 implements MigrationInterface {
  name = 'NotificationPreferences1796010000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_notification_preferences" (
        "user_id" uuid NOT NULL,
        "kind" varchar(32) NOT NULL,
        "in_app" boolean NOT NULL DEFAULT true,
        "email" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_notification_preferences_pkey" PRIMARY KEY ("user_id", "kind"),
        CONSTRAINT "estate_notification_preferences_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_notification_preferences_kind_check" CHECK ("kind" IN ('contract_expiry', 'payment_overdue', 'payment_reminder', 'maintenance_urgent', 'maintenance_assigned', 'maintenance_status', 'system_notification'))
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "estate_notification_preferences"`);
  }
}
