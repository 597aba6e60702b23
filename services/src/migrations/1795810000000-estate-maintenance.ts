import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Estate maintenance tickets. */
export class EstateMaintenance1795810000000 implements MigrationInterface {
  name = 'EstateMaintenance1795810000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
