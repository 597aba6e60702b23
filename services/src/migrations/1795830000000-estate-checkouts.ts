import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Online payment of tenants' invoices: one row per checkout with a payment provider. */
export class EstateCheckouts1795830000000 implements MigrationInterface {
  name = 'EstateCheckouts1795830000000';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
