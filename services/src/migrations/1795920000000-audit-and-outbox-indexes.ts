import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's filters and the outbox's statuses read from indexes:
 * - actor and action become (column, created_at), so a filtered page is an index walk newest first rather than a
 *   sort of every matching entry; they replace the single-column indexes they cover;
 * - (target_type, target_id, created_at) serves a record's own history (a listing, a contract, a ticket);
 * - queued and failed mail (sent_at null), the part of the outbox staff act on, newest first.
 * The description search is a substring search over what the other filters leave (no index serves '%…%').
 */
export class AuditAndOutboxIndexes1795920000000 implements MigrationInterface {
  name = 'AuditAndOutboxIndexes1795920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "audit_logs_user_id_idx"`);
    await db.query(`DROP INDEX "audit_logs_action_idx"`);
    await db.query(`CREATE INDEX "audit_logs_user_id_created_at_idx" ON "audit_logs" ("user_id", "created_at")`);
    await db.query(`CREATE INDEX "audit_logs_action_created_at_idx" ON "audit_logs" ("action", "created_at")`);
    await db.query(`CREATE INDEX "audit_logs_target_idx" ON "audit_logs" ("target_type", "target_id", "created_at")`);
    await db.query(`CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" ("created_at") WHERE "sent_at" IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "mail_outbox_unsent_idx"`);
    await db.query(`DROP INDEX "audit_logs_target_idx"`);
    await db.query(`DROP INDEX "audit_logs_action_created_at_idx"`);
    await db.query(`DROP INDEX "audit_logs_user_id_created_at_idx"`);
    await db.query(`CREATE INDEX "audit_logs_action_idx" ON "audit_logs" ("action")`);
    await db.query(`CREATE INDEX "audit_logs_user_id_idx" ON "audit_logs" ("user_id")`);
  }
}
