import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Roles and permissions, sessions, password resets, sign-in throttling, the audit log and the mail outbox. */
export class IdentityAndAccess1795400000000 implements MigrationInterface {
  name = 'IdentityAndAccess1795400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "roles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(32) NOT NULL,
        "name_ar" varchar(120) NOT NULL,
        "description" text,
        "description_ar" text,
        "is_system" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE UNIQUE INDEX "roles_name_key" ON "roles" ("name")`);

    await db.query(`
      CREATE TABLE "permissions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(80) NOT NULL,
        "name_ar" varchar(160) NOT NULL,
        "description" varchar(300) NOT NULL,
        "description_ar" varchar(300) NOT NULL,
        "category" varchar(60) NOT NULL,
        "category_ar" varchar(120) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "permissions_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE UNIQUE INDEX "permissions_name_key" ON "permissions" ("name")`);
    await db.query(`CREATE INDEX "permissions_category_idx" ON "permissions" ("category")`);

    await db.query(`
      CREATE TABLE "role_permissions" (
        "role_id" uuid NOT NULL,
        "permission_id" uuid NOT NULL,
        CONSTRAINT "role_permissions_pkey" PRIMARY KEY ("role_id", "permission_id"),
        CONSTRAINT "role_permissions_role_id_fkey" FOREIGN KEY ("role_id")
          REFERENCES "roles" ("id") ON DELETE CASCADE,
        CONSTRAINT "role_permissions_permission_id_fkey" FOREIGN KEY ("permission_id")
          REFERENCES "permissions" ("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX "role_permissions_permission_id_idx" ON "role_permissions" ("permission_id")`);

    await db.query(`
      CREATE TABLE "sessions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "token_hash" varchar(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "ip" varchar(64),
        "user_agent" varchar(300),
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" ("token_hash")`);
    await db.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id")`);
    await db.query(`CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at")`);

    await db.query(`
      CREATE TABLE "password_resets" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "token_hash" varchar(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" ("token_hash")`);
    await db.query(`CREATE INDEX "password_resets_user_id_idx" ON "password_resets" ("user_id")`);

    await db.query(`
      CREATE TABLE "login_failures" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "key" varchar(320) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "login_failures_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE INDEX "login_failures_key_created_at_idx" ON "login_failures" ("key", "created_at")`);

    await db.query(`
      CREATE TABLE "audit_logs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid,
        "user_name" varchar(254) NOT NULL,
        "action" varchar(60) NOT NULL,
        "description" text NOT NULL,
        "target_type" varchar(40),
        "target_id" varchar(64),
        "ip" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE INDEX "audit_logs_user_id_idx" ON "audit_logs" ("user_id")`);
    await db.query(`CREATE INDEX "audit_logs_action_idx" ON "audit_logs" ("action")`);
    await db.query(`CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" ("created_at")`);

    await db.query(`
      CREATE TABLE "mail_outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "to" varchar(254) NOT NULL,
        "subject" varchar(300) NOT NULL,
        "text" text NOT NULL,
        "html" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        "error" text,
        CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" ("created_at")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "mail_outbox"`);
    await db.query(`DROP TABLE "audit_logs"`);
    await db.query(`DROP TABLE "login_failures"`);
    await db.query(`DROP TABLE "password_resets"`);
    await db.query(`DROP TABLE "sessions"`);
    await db.query(`DROP TABLE "role_permissions"`);
    await db.query(`DROP TABLE "permissions"`);
    await db.query(`DROP TABLE "roles"`);
  }
}
