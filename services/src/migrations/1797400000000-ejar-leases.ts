import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leases as Ejar knows them (packages/contracts ejar.ts):
 * - a contract keeps its Ejar contract number (8-20 digits, unique when set), the day it was registered on Ejar, and
 *   who holds its security deposit: `ejar` or `company`. Contracts written before keep `company`: their deposits were
 *   billed and are held by the company, as the ledger says. A new contract defaults by its unit (Ejar on a
 *   residential one); a deposit Ejar holds is billed and held by no one here;
 * - rent paid through Ejar (mada in the Ejar app, SADAD 153) is a payment of method `ejar`: the ledger takes it into
 *   a clearing account of its own, 1150 "Ejar receipts in settlement" (Dr 1150 / Cr receivable, as a card payment
 *   goes to 1140), until Ejar pays it out to the company's bank;
 * - an import of Ejar's payments statement (`ejar-payments`) runs as a job like the others.
 */
export class EjarLeases1797400000000 implements MigrationInterface {
  name = 'EjarLeases1797400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "estate_contracts"
      ADD "ejar_contract_number" varchar(20),
      ADD "ejar_registered_on" date,
      ADD "deposit_holder" varchar(8) NOT NULL DEFAULT 'company',
      ADD CONSTRAINT "estate_contracts_ejar_number_check" CHECK ("ejar_contract_number" ~ '^[0-9]{8,20}$'),
      ADD CONSTRAINT "estate_contracts_deposit_holder_check" CHECK ("deposit_holder" IN ('ejar', 'company'))`);
    await db.query(`CREATE UNIQUE INDEX "estate_contracts_ejar_number_key" ON "estate_contracts" ("ejar_contract_number")
      WHERE "ejar_contract_number" IS NOT NULL`);
    await methods(db, ['cash', 'bank_transfer', 'check', 'card', 'deposit', 'ejar']);
    await db.query(`INSERT INTO "ledger_accounts" ("code", "kind", "name_ar", "name_en")
      VALUES ('1150', 'asset', 'مقبوضات إيجار تحت التسوية', 'Ejar receipts in settlement')
      ON CONFLICT ("code") DO NOTHING`);
    await db.query(cashAccount(true));
    await entities(db, [
      'properties',
      'units',
      'owners',
      'tenants',
      'contracts',
      'payments',
      'maintenance',
      'ejar-payments',
    ]);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM "estate_import_jobs" WHERE "entity" = 'ejar-payments'`);
    await entities(db, ['properties', 'units', 'owners', 'tenants', 'contracts', 'payments', 'maintenance']);
    await db.query(cashAccount(false));
    await db.query(`DELETE FROM "ledger_accounts" WHERE "code" = '1150'
      AND NOT EXISTS (SELECT 1 FROM "ledger_lines" WHERE "account_code" = '1150')`);
    await methods(db, ['cash', 'bank_transfer', 'check', 'card', 'deposit']);
    await db.query(`DROP INDEX "estate_contracts_ejar_number_key"`);
    await db.query(`ALTER TABLE "estate_contracts" DROP CONSTRAINT "estate_contracts_deposit_holder_check",
      DROP CONSTRAINT "estate_contracts_ejar_number_check", DROP COLUMN "deposit_holder",
      DROP COLUMN "ejar_registered_on", DROP COLUMN "ejar_contract_number"`);
  }
}

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

async function methods(db: QueryRunner, values: readonly string[]): Promise<void> {
  for (const [table, column] of [
    ['estate_payments', 'method'],
    ['estate_invoices', 'payment_method'],
  ] as const) {
    await db.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_${column}_check"`);
    await db.query(
      `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_check" CHECK ("${column}" IN (${list(values)}))`,
    );
  }
}

async function entities(db: QueryRunner, values: readonly string[]): Promise<void> {
  await db.query(`ALTER TABLE "estate_import_jobs" DROP CONSTRAINT "estate_import_jobs_entity_check"`);
  await db.query(
    `ALTER TABLE "estate_import_jobs" ADD CONSTRAINT "estate_import_jobs_entity_check" CHECK ("entity" IN (${list(values)}))`,
  );
}

/** Cash and bank by the payment's method (the ledger migration's), with Ejar's clearing account when `ejar`. */
const cashAccount = (ejar: boolean) => `
  CREATE OR REPLACE FUNCTION "ledger_cash_account"(method varchar) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
     SELECT CASE method WHEN 'cash' THEN '1110' WHEN 'check' THEN '1130' WHEN 'card' THEN '1140'
                        ${ejar ? `WHEN 'ejar' THEN '1150' ` : ''}WHEN 'deposit' THEN '2100' ELSE '1120' END $$`;
