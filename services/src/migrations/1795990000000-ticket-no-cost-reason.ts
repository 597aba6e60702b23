import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a maintenance ticket was completed without an actual cost. Completing asks for the cost; when it is left
 * empty the reason is kept here (null on a ticket completed with its cost, and on every ticket before this).
 */
export class TicketNoCostReason1795990000000 implements MigrationInterface {
  name = 'TicketNoCostReason1795990000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_maintenance_tickets" ADD "no_cost_reason" character varying(500)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_maintenance_tickets" DROP COLUMN "no_cost_reason"`);
  }
}
