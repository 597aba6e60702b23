import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger at a real portfolio's size (measured by scripts/bench-money.mjs):
 * - the posting's smallest steps (who owned a property on a day, an invoice's dimensions, a new entry, a line) are
 *   PL/pgSQL, whose statements keep their plans for the session, where a SQL function called from PL/pgSQL is planned
 *   again on every call: what they do is unchanged, and posting an invoice or a payment takes about half the time;
 * - an owner's lines of an account over days carry their property, debit and credit in the index, so an owner's
 *   balance, statement and income by property and month are read from the index alone.
 */
export class LedgerPostingAndOwnerReads1796300000000 implements MigrationInterface {
  name = 'LedgerPostingAndOwnerReads1796300000000';

  async up(db: QueryRunner): Promise<void> {
    for (const statement of PLPGSQL_STEPS) await db.query(statement);
    await db.query(`DROP INDEX "ledger_lines_owner_idx"`);
    await db.query(
      `CREATE INDEX "ledger_lines_owner_idx" ON "ledger_lines" ("owner_id", "account_code", "posted_on")
         INCLUDE ("property_id", "debit", "credit") WHERE "owner_id" IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "ledger_lines_owner_idx"`);
    await db.query(
      `CREATE INDEX "ledger_lines_owner_idx" ON "ledger_lines" ("owner_id", "account_code", "posted_on") WHERE "owner_id" IS NOT NULL`,
    );
    for (const statement of SQL_STEPS) await db.query(statement);
  }
}

/** The steps as PL/pgSQL (same arguments, same results). */
const PLPGSQL_STEPS = [
  `CREATE OR REPLACE FUNCTION "ledger_owner_on"(property uuid, on_day date) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
     BEGIN
       RETURN (SELECT owner_id FROM estate_property_ownerships
                WHERE property_id = property AND (from_date IS NULL OR from_date <= on_day)
                  AND (to_date IS NULL OR on_day < to_date)
                ORDER BY from_date DESC NULLS LAST LIMIT 1);
     END $$`,
  `CREATE OR REPLACE FUNCTION "ledger_invoice_dims"(invoice uuid, on_day date) RETURNS ledger_dims
     LANGUAGE plpgsql STABLE AS $$
     BEGIN
       RETURN (SELECT ROW(ledger_owner_on(u.property_id, on_day), u.property_id, u.id, c.id, c.tenant_id, i.id)::ledger_dims
                 FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
                 JOIN estate_units u ON u.id = c.unit_id
                WHERE i.id = invoice);
     END $$`,
  `CREATE OR REPLACE FUNCTION "ledger_new_entry"(on_day date, source_type varchar, source_id uuid, memo varchar,
                                                 reverses uuid)
     RETURNS uuid LANGUAGE plpgsql AS $$
     DECLARE entry uuid;
     BEGIN
       INSERT INTO ledger_entries (posted_on, source_type, source_id, memo, reverses_id)
       VALUES (on_day, source_type, source_id, memo, reverses) RETURNING id INTO entry;
       RETURN entry;
     END $$`,
  // A line of `amount` (positive: a debit; negative: a credit); none for 0.
  `CREATE OR REPLACE FUNCTION "ledger_line"(entry uuid, on_day date, account varchar, amount numeric, part varchar,
                                            dims ledger_dims)
     RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       IF amount <> 0 THEN
         INSERT INTO ledger_lines (entry_id, posted_on, account_code, debit, credit, portion, owner_id, property_id,
                                   unit_id, contract_id, tenant_id, invoice_id)
         VALUES (entry, on_day, account, greatest(amount, 0), greatest(-amount, 0), part, dims.owner_id,
                 dims.property_id, dims.unit_id, dims.contract_id, dims.tenant_id, dims.invoice_id);
       END IF;
     END $$`,
];

/** The steps as the ledger migration wrote them (SQL functions), for down(). */
const SQL_STEPS = [
  `CREATE OR REPLACE FUNCTION "ledger_owner_on"(property uuid, on_day date) RETURNS uuid LANGUAGE sql STABLE AS $$
     SELECT owner_id FROM estate_property_ownerships
      WHERE property_id = property AND (from_date IS NULL OR from_date <= on_day)
        AND (to_date IS NULL OR on_day < to_date)
      ORDER BY from_date DESC NULLS LAST LIMIT 1 $$`,
  `CREATE OR REPLACE FUNCTION "ledger_invoice_dims"(invoice uuid, on_day date) RETURNS ledger_dims
     LANGUAGE sql STABLE AS $$
     SELECT ROW(ledger_owner_on(u.property_id, on_day), u.property_id, u.id, c.id, c.tenant_id, i.id)::ledger_dims
       FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id JOIN estate_units u ON u.id = c.unit_id
      WHERE i.id = invoice $$`,
  `CREATE OR REPLACE FUNCTION "ledger_new_entry"(on_day date, source_type varchar, source_id uuid, memo varchar,
                                                 reverses uuid)
     RETURNS uuid LANGUAGE sql AS $$
     INSERT INTO ledger_entries (posted_on, source_type, source_id, memo, reverses_id)
     VALUES (on_day, source_type, source_id, memo, reverses) RETURNING id $$`,
  `CREATE OR REPLACE FUNCTION "ledger_line"(entry uuid, on_day date, account varchar, amount numeric, part varchar,
                                            dims ledger_dims)
     RETURNS void LANGUAGE sql AS $$
     INSERT INTO ledger_lines (entry_id, posted_on, account_code, debit, credit, portion, owner_id, property_id,
                               unit_id, contract_id, tenant_id, invoice_id)
     SELECT entry, on_day, account, greatest(amount, 0), greatest(-amount, 0), part, dims.owner_id, dims.property_id,
            dims.unit_id, dims.contract_id, dims.tenant_id, dims.invoice_id
      WHERE amount <> 0 $$`,
];
