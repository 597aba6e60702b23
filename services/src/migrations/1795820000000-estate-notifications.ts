import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Estate notifications. */
export class EstateNotifications1795820000000 implements MigrationInterface {
  name = 'EstateNotifications1795820000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
