import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A queued mail records when the relay last handed it to SMTP (`attempted_at`): a message whose delivery never
 * started (its process stopped between the commit and the send) is sent by the relay, at most once per its wait.
 */
export class MailRelay1796600000000 implements MigrationInterface {
  name = 'MailRelay1796600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "mail_outbox" ADD "attempted_at" timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "mail_outbox" DROP COLUMN "attempted_at"`);
  }
}
