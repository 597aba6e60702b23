import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Estate payments. */
export class EstatePayments1795800000000 implements MigrationInterface {
  name = 'EstatePayments1795800000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
