import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each contract's rent billed: the sum of total_amount of its rent invoices not cancelled, kept in
 * `estate_contract_totals` by a trigger on the invoices (a row written, edited, cancelled, moved or deleted adds or
 * takes back its part in one upsert, so two writers on one contract add up). The contracts summary's active value
 * reads it instead of summing every active contract's invoices. A contract gets its row with its first rent invoice.
 */
export class ContractInvoiceTotals1796400000000 implements MigrationInterface {
  name = 'ContractInvoiceTotals1796400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "estate_contract_totals" (
        "contract_id" uuid NOT NULL,
        "rent_total" numeric(14,2) NOT NULL DEFAULT 0,
        CONSTRAINT "estate_contract_totals_pkey" PRIMARY KEY ("contract_id"),
        CONSTRAINT "estate_contract_totals_contract_id_fkey" FOREIGN KEY ("contract_id")
          REFERENCES "estate_contracts" ("id") ON DELETE CASCADE
      )`);
    // Adds `amount` to a contract's total; nothing once the contract itself is gone (its invoices deleted with it).
    await db.query(`
      CREATE FUNCTION "estate_contract_totals_add"(contract uuid, amount numeric) RETURNS void LANGUAGE sql AS $$
        INSERT INTO estate_contract_totals (contract_id, rent_total)
        SELECT contract, amount WHERE EXISTS (SELECT 1 FROM estate_contracts WHERE id = contract)
        ON CONFLICT (contract_id) DO UPDATE SET rent_total = estate_contract_totals.rent_total + EXCLUDED.rent_total
      $$`);
    await db.query(`
      CREATE FUNCTION "estate_contract_totals_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE was numeric := 0; now_is numeric := 0;
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.type = 'rent' AND OLD.status <> 'cancelled' THEN was := OLD.total_amount; END IF;
        IF TG_OP <> 'DELETE' AND NEW.type = 'rent' AND NEW.status <> 'cancelled' THEN now_is := NEW.total_amount; END IF;
        IF TG_OP = 'UPDATE' AND OLD.contract_id = NEW.contract_id THEN
          IF now_is <> was THEN PERFORM estate_contract_totals_add(NEW.contract_id, now_is - was); END IF;
          RETURN NULL;
        END IF;
        IF was <> 0 THEN PERFORM estate_contract_totals_add(OLD.contract_id, -was); END IF;
        IF now_is <> 0 THEN PERFORM estate_contract_totals_add(NEW.contract_id, now_is); END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "estate_invoices_contract_totals"
      AFTER INSERT OR UPDATE OF "status", "total_amount", "type", "contract_id" OR DELETE ON "estate_invoices"
      FOR EACH ROW EXECUTE FUNCTION estate_contract_totals_trigger()`);
    await db.query(CONTRACT_TOTALS_BACKFILL);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "estate_invoices_contract_totals" ON "estate_invoices"`);
    await db.query(`DROP FUNCTION "estate_contract_totals_trigger"()`);
    await db.query(`DROP FUNCTION "estate_contract_totals_add"(uuid, numeric)`);
    await db.query(`DROP TABLE "estate_contract_totals"`);
  }
}

/**
 * Every contract's total computed afresh from its invoices (a row for each contract, 0 without rent invoices),
 * replacing what is kept. The migration fills the table with it; a benchmark whose invoices were written with triggers
 * off runs it after them.
 */
export const CONTRACT_TOTALS_BACKFILL = `
  INSERT INTO estate_contract_totals (contract_id, rent_total)
  SELECT c.id, coalesce(sum(i.total_amount) FILTER (WHERE i.type = 'rent' AND i.status <> 'cancelled'), 0)
    FROM estate_contracts c LEFT JOIN estate_invoices i ON i.contract_id = c.id
   GROUP BY c.id
  ON CONFLICT (contract_id) DO UPDATE SET rent_total = EXCLUDED.rent_total`;
