import { COMMERCIAL_VAT_PERCENT, LEDGER_ACCOUNTS } from '@estate/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger and owners' money: owners' management agreements (the fee on collected rent from a day),
 * payouts to owners, a chart of accounts, journal entries of balanced lines with their dimensions (owner, property,
 * unit, contract, tenant, invoice) and their source, and balances per account per day.
 *
 * The posting rules are the database's, so every writer (the screens, imports, checkout, the seed) posts in the same
 * transaction as the event, and none can forget:
 * - an invoice, when written: Dr receivable (total) / Cr its income or liability (net) / Cr VAT payable (VAT); dated
 *   its due date (a rent invoice issued for a later period is income of that period);
 * - an invoice cancelled or deleted: the reversal of its posting, dated the later of its due date and the day; an
 *   invoice edited (amounts or due date): its posting restated (the reversal on the posting's own day, then the new);
 * - a payment: Dr cash by method / Cr receivable, split into the invoice's net and VAT portions pro rata on what was
 *   paid before it in the order recorded (`ledger_paid_portion`: the one that completes an invoice completes both),
 *   dated its day; on an owner's income (rent, penalty, maintenance charges) the net portion moves to what we hold
 *   for the owner: Dr owners' share / Cr owners' payable; on a deposit it moves from deposits billed to deposits held;
 * - a refund: the same lines the other way (its method's cash, the portions given back);
 * - the management fee on an owner's collected income (net of VAT), by the owner's agreement in force on the day,
 *   with VAT on it when the agreement says so: Dr owners' payable / Cr management fee income / Cr VAT payable; a
 *   refund gives back its share of the fee by the agreement of the refund's day;
 * - a payout to an owner: Dr owners' payable / Cr the cash it was paid from;
 * - a deposit at the contract's end: applied to what the tenant owes, a payment of method `deposit` (Dr deposits held
 *   / Cr receivable, as any payment); given back, Dr deposits held / Cr the cash it was paid from;
 * - a ticket completed with a cost: Dr maintenance expense / Cr bank, and on a property, Dr owners' payable / Cr
 *   maintenance recharged to owners (the owner bears it); a corrected cost restates it, a reopened ticket reverses it
 *   that day;
 * - a transfer of a property: what was posted on the days the new owner holds it is restated for them.
 * Every line names the owner who held the property on its day. Entries and lines are never updated or deleted (a
 * trigger refuses); an entry whose debits and credits differ is refused at commit. Test payments (the sandbox's) post
 * nothing. Every invoice, payment, refund and ticket cost already written is posted here, in their order, by the same
 * functions.
 */
export class Ledger1796100000000 implements MigrationInterface {
  name = 'Ledger1796100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "ledger_accounts" (
        "code" varchar(8) NOT NULL,
        "kind" varchar(10) NOT NULL,
        "name_ar" varchar(120) NOT NULL,
        "name_en" varchar(120) NOT NULL,
        CONSTRAINT "ledger_accounts_pkey" PRIMARY KEY ("code"),
        CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" IN ('asset', 'liability', 'income', 'expense'))
      )`);
    for (const account of LEDGER_ACCOUNTS) {
      await db.query(`INSERT INTO "ledger_accounts" ("code", "kind", "name_ar", "name_en") VALUES ($1, $2, $3, $4)`, [
        account.code,
        account.kind,
        account.nameAr,
        account.nameEn,
      ]);
    }
    await db.query(`CREATE SEQUENCE "ledger_entry_number_seq"`);
    await db.query(`
      CREATE TABLE "ledger_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "entry_number" bigint NOT NULL DEFAULT nextval('ledger_entry_number_seq'),
        "posted_on" date NOT NULL,
        "source_type" varchar(16) NOT NULL,
        "source_id" uuid NOT NULL,
        "reverses_id" uuid,
        "memo" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "ledger_entries_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "ledger_entries" ("id"),
        CONSTRAINT "ledger_entries_source_type_check"
          CHECK ("source_type" IN ('invoice', 'payment', 'refund', 'ticket_cost', 'fee', 'payout', 'deposit'))
      )`);
    await db.query(`CREATE UNIQUE INDEX "ledger_entries_entry_number_key" ON "ledger_entries" ("entry_number")`);
    await db.query(`CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" ("source_id", "created_at")`);
    await db.query(`CREATE UNIQUE INDEX "ledger_entries_reverses_id_key" ON "ledger_entries" ("reverses_id")`);
    await db.query(`CREATE INDEX "ledger_entries_posted_on_idx" ON "ledger_entries" ("posted_on", "entry_number")`);
    await db.query(`
      CREATE TABLE "ledger_lines" (
        "id" bigserial NOT NULL,
        "entry_id" uuid NOT NULL,
        "posted_on" date NOT NULL,
        "account_code" varchar(8) NOT NULL,
        "debit" numeric(14,2) NOT NULL DEFAULT 0,
        "credit" numeric(14,2) NOT NULL DEFAULT 0,
        "portion" varchar(4),
        "owner_id" uuid,
        "property_id" uuid,
        "unit_id" uuid,
        "contract_id" uuid,
        "tenant_id" uuid,
        "invoice_id" uuid,
        CONSTRAINT "ledger_lines_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "ledger_lines_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "ledger_entries" ("id"),
        CONSTRAINT "ledger_lines_account_code_fkey" FOREIGN KEY ("account_code") REFERENCES "ledger_accounts" ("code"),
        CONSTRAINT "ledger_lines_amount_check"
          CHECK ("debit" >= 0 AND "credit" >= 0 AND ("debit" = 0) <> ("credit" = 0)),
        CONSTRAINT "ledger_lines_portion_check" CHECK ("portion" IN ('net', 'vat'))
      )`);
    await db.query(`CREATE INDEX "ledger_lines_entry_id_idx" ON "ledger_lines" ("entry_id")`);
    // An account's lines over days, read from the index alone (the reports' income by property and month).
    await db.query(
      `CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" ("account_code", "posted_on") INCLUDE ("property_id", "owner_id", "debit", "credit")`,
    );
    await db.query(
      `CREATE INDEX "ledger_lines_owner_idx" ON "ledger_lines" ("owner_id", "account_code", "posted_on") WHERE "owner_id" IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "ledger_lines_property_idx" ON "ledger_lines" ("property_id", "posted_on") WHERE "property_id" IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "ledger_lines_tenant_idx" ON "ledger_lines" ("tenant_id", "account_code") WHERE "tenant_id" IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX "ledger_lines_invoice_idx" ON "ledger_lines" ("invoice_id") WHERE "invoice_id" IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE "ledger_daily_balances" (
        "account_code" varchar(8) NOT NULL,
        "day" date NOT NULL,
        "debit" numeric(16,2) NOT NULL DEFAULT 0,
        "credit" numeric(16,2) NOT NULL DEFAULT 0,
        CONSTRAINT "ledger_daily_balances_pkey" PRIMARY KEY ("account_code", "day")
      )`);

    // Written once: no update, no delete (a correction is a reversal and a new entry).
    await db.query(`
      CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger % are never changed: post a reversal', TG_TABLE_NAME USING ERRCODE = 'P0001';
      END $$`);
    for (const table of ['ledger_entries', 'ledger_lines']) {
      await db.query(`
        CREATE TRIGGER "${table}_no_change" BEFORE UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
    }
    // Debits equal credits, checked at commit once the entry's lines are all written.
    await db.query(`
      CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE d numeric; c numeric; n integer;
      BEGIN
        SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) INTO d, c, n
          FROM ledger_lines WHERE entry_id = NEW.entry_id;
        IF d <> c OR n < 2 THEN
          RAISE EXCEPTION 'ledger entry % is unbalanced: debits % and credits % over % lines', NEW.entry_id, d, c, n
            USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE CONSTRAINT TRIGGER "ledger_lines_balanced" AFTER INSERT ON "ledger_lines"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()`);
    // The balances per account per day move with each line, in the posting's transaction.
    await db.query(`
      CREATE FUNCTION "ledger_roll_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ledger_daily_balances (account_code, day, debit, credit)
        VALUES (NEW.account_code, NEW.posted_on, NEW.debit, NEW.credit)
        ON CONFLICT (account_code, day) DO UPDATE
          SET debit = ledger_daily_balances.debit + EXCLUDED.debit,
              credit = ledger_daily_balances.credit + EXCLUDED.credit;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "ledger_lines_roll_balance" AFTER INSERT ON "ledger_lines"
      FOR EACH ROW EXECUTE FUNCTION ledger_roll_balance()`);

    await db.query(`
      CREATE TABLE "estate_management_agreements" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "owner_id" uuid NOT NULL,
        "fee_percent" numeric(5,2) NOT NULL,
        "vat_on_fee" boolean NOT NULL DEFAULT true,
        "from_date" date NOT NULL,
        "created_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_management_agreements_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_management_agreements_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "estate_owners" ("id") ON DELETE CASCADE,
        CONSTRAINT "estate_management_agreements_created_by_fkey" FOREIGN KEY ("created_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_management_agreements_fee_check" CHECK ("fee_percent" >= 0 AND "fee_percent" <= 100)
      )`);
    await db.query(
      `CREATE INDEX "estate_management_agreements_owner_idx" ON "estate_management_agreements" ("owner_id", "from_date")`,
    );
    await db.query(`CREATE SEQUENCE "estate_payout_number_seq"`);
    await db.query(`
      CREATE TABLE "estate_owner_payouts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "payout_number" varchar(24) NOT NULL,
        "owner_id" uuid NOT NULL,
        "amount" numeric(14,2) NOT NULL,
        "paid_on" date NOT NULL,
        "method" varchar(16) NOT NULL,
        "bank_reference" varchar(100),
        "iban" varchar(34),
        "notes" text,
        "recorded_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_owner_payouts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_owner_payouts_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "estate_owners" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_owner_payouts_recorded_by_fkey" FOREIGN KEY ("recorded_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_owner_payouts_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "estate_owner_payouts_method_check" CHECK ("method" IN ('bank_transfer', 'check', 'cash'))
      )`);
    await db.query(`CREATE UNIQUE INDEX "estate_owner_payouts_number_key" ON "estate_owner_payouts" ("payout_number")`);
    await db.query(`CREATE INDEX "estate_owner_payouts_owner_idx" ON "estate_owner_payouts" ("owner_id", "paid_on")`);

    // A deposit applied to what the tenant owes is a payment of its own method; what is left is given back.
    for (const [table, column] of [
      ['estate_payments', 'method'],
      ['estate_invoices', 'payment_method'],
    ] as const) {
      await db.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_${column}_check"`);
      await db.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_check"
           CHECK ("${column}" IN ('cash', 'bank_transfer', 'check', 'card', 'deposit'))`,
      );
    }
    await db.query(`CREATE SEQUENCE "estate_deposit_return_number_seq"`);
    await db.query(`
      CREATE TABLE "estate_deposit_returns" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "return_number" varchar(24) NOT NULL,
        "contract_id" uuid NOT NULL,
        "amount" numeric(14,2) NOT NULL,
        "returned_on" date NOT NULL,
        "method" varchar(16) NOT NULL,
        "iban" varchar(34),
        "reference" varchar(100),
        "notes" text,
        "recorded_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "estate_deposit_returns_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "estate_deposit_returns_contract_id_fkey" FOREIGN KEY ("contract_id")
          REFERENCES "estate_contracts" ("id") ON DELETE RESTRICT,
        CONSTRAINT "estate_deposit_returns_recorded_by_fkey" FOREIGN KEY ("recorded_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "estate_deposit_returns_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "estate_deposit_returns_method_check" CHECK ("method" IN ('bank_transfer', 'check', 'cash'))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "estate_deposit_returns_number_key" ON "estate_deposit_returns" ("return_number")`,
    );
    await db.query(`CREATE INDEX "estate_deposit_returns_contract_idx" ON "estate_deposit_returns" ("contract_id")`);

    for (const statement of POSTING_FUNCTIONS) await db.query(statement);

    for (const statement of LEDGER_HISTORY) await db.query(statement);

    for (const statement of POSTING_TRIGGERS) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "ledger_deposit_returns_post" ON "estate_deposit_returns"`);
    await db.query(`DROP FUNCTION "ledger_deposit_return_trigger"()`);
    await db.query(`DROP TABLE "estate_deposit_returns"`);
    await db.query(`DROP SEQUENCE "estate_deposit_return_number_seq"`);
    for (const [table, column] of [
      ['estate_payments', 'method'],
      ['estate_invoices', 'payment_method'],
    ] as const) {
      await db.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_${column}_check"`);
      await db.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_check"
           CHECK ("${column}" IN ('cash', 'bank_transfer', 'check', 'card'))`,
      );
    }
    await db.query(`DROP TRIGGER "ledger_ownerships_reattribute" ON "estate_property_ownerships"`);
    await db.query(`DROP TRIGGER "ledger_payouts_post" ON "estate_owner_payouts"`);
    await db.query(`DROP TRIGGER "ledger_tickets_post" ON "estate_maintenance_tickets"`);
    await db.query(`DROP TRIGGER "ledger_payments_post" ON "estate_payments"`);
    await db.query(`DROP TRIGGER "ledger_invoices_post" ON "estate_invoices"`);
    await db.query(`DROP TRIGGER "ledger_invoices_deleted" ON "estate_invoices"`);
    await db.query(`DROP FUNCTION "ledger_invoice_trigger"()`);
    await db.query(`DROP FUNCTION "ledger_payment_trigger"()`);
    await db.query(`DROP FUNCTION "ledger_ticket_trigger"()`);
    await db.query(`DROP FUNCTION "ledger_payout_trigger"()`);
    await db.query(`DROP FUNCTION "ledger_ownership_trigger"()`);
    await db.query(`DROP FUNCTION "ledger_reattribute"(uuid, date)`);
    await db.query(`DROP FUNCTION "ledger_post_payout"(estate_owner_payouts)`);
    await db.query(`DROP FUNCTION "ledger_post_ticket_cost"(estate_maintenance_tickets)`);
    await db.query(`DROP FUNCTION "ledger_post_payment"(estate_payments)`);
    await db.query(`DROP FUNCTION "ledger_paid_portion"(numeric, numeric, numeric)`);
    await db.query(`DROP FUNCTION "ledger_post_invoice"(estate_invoices)`);
    await db.query(`DROP FUNCTION "ledger_reverse_source"(uuid, date)`);
    await db.query(`DROP FUNCTION "ledger_line"(uuid, date, varchar, numeric, varchar, ledger_dims)`);
    await db.query(`DROP FUNCTION "ledger_new_entry"(date, varchar, uuid, varchar, uuid)`);
    await db.query(`DROP FUNCTION "ledger_invoice_dims"(uuid, date)`);
    await db.query(`DROP FUNCTION "ledger_owner_on"(uuid, date)`);
    await db.query(`DROP FUNCTION "ledger_invoice_account"(varchar)`);
    await db.query(`DROP FUNCTION "ledger_cash_account"(varchar)`);
    await db.query(`DROP TYPE "ledger_dims"`);
    await db.query(`DROP TABLE "estate_owner_payouts"`);
    await db.query(`DROP SEQUENCE "estate_payout_number_seq"`);
    await db.query(`DROP TABLE "estate_management_agreements"`);
    await db.query(`DROP TABLE "ledger_daily_balances"`);
    await db.query(`DROP TABLE "ledger_lines"`);
    await db.query(`DROP TABLE "ledger_entries"`);
    await db.query(`DROP FUNCTION "ledger_roll_balance"()`);
    await db.query(`DROP FUNCTION "ledger_check_balanced"()`);
    await db.query(`DROP FUNCTION "ledger_refuse_change"()`);
    await db.query(`DROP SEQUENCE "ledger_entry_number_seq"`);
    await db.query(`DROP TABLE "ledger_accounts"`);
  }
}

/** The Riyadh day of a moment (as riyadhDaySql writes it). */
const RIYADH_DAY = (expression: string) => `(${expression} AT TIME ZONE 'Asia/Riyadh')::date`;

/**
 * The history: every invoice (a cancelled one posted and reversed), payment and refund, and every ticket cost, in the
 * order they happened, by the posting functions. The migration posts what was written before it; a benchmark whose
 * rows were written with triggers off posts them with it too.
 */
export const LEDGER_HISTORY = [
  `SELECT ledger_post_invoice(i) FROM estate_invoices i ORDER BY i.created_at, i.id`,
  `SELECT ledger_reverse_source(i.id, greatest(i.due_date, ${RIYADH_DAY('i.cancelled_at')}))
     FROM estate_invoices i WHERE i.status = 'cancelled' ORDER BY i.cancelled_at, i.id`,
  `SELECT ledger_post_payment(p) FROM estate_payments p WHERE NOT p.is_test ORDER BY p.created_at, p.id`,
  `SELECT ledger_post_ticket_cost(t) FROM estate_maintenance_tickets t
    WHERE t.status = 'completed' AND coalesce(t.actual_cost, 0) > 0 ORDER BY t.completed_at, t.id`,
] as const;

/** The posting rules (see the class comment); the account codes are LEDGER_ACCOUNTS'. */
const POSTING_FUNCTIONS = [
  `CREATE TYPE "ledger_dims" AS (
     owner_id uuid, property_id uuid, unit_id uuid, contract_id uuid, tenant_id uuid, invoice_id uuid)`,
  // Cash and bank by the payment's method; a deposit applied is taken from the deposits held.
  `CREATE FUNCTION "ledger_cash_account"(method varchar) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
     SELECT CASE method WHEN 'cash' THEN '1110' WHEN 'check' THEN '1130' WHEN 'card' THEN '1140'
                        WHEN 'deposit' THEN '2100' ELSE '1120' END $$`,
  // What an invoice's net amount is: an owner's income, or a deposit held for the tenant.
  `CREATE FUNCTION "ledger_invoice_account"(type varchar) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
     SELECT CASE type WHEN 'deposit' THEN '2110' WHEN 'refund' THEN '2110' WHEN 'penalty' THEN '4200'
                      WHEN 'maintenance' THEN '4400' ELSE '4100' END $$`,
  // Who owned the property on the day (the ownership periods: from_date through the day before to_date).
  `CREATE FUNCTION "ledger_owner_on"(property uuid, on_day date) RETURNS uuid LANGUAGE sql STABLE AS $$
     SELECT owner_id FROM estate_property_ownerships
      WHERE property_id = property AND (from_date IS NULL OR from_date <= on_day)
        AND (to_date IS NULL OR on_day < to_date)
      ORDER BY from_date DESC NULLS LAST LIMIT 1 $$`,
  `CREATE FUNCTION "ledger_invoice_dims"(invoice uuid, on_day date) RETURNS ledger_dims LANGUAGE sql STABLE AS $$
     SELECT ROW(ledger_owner_on(u.property_id, on_day), u.property_id, u.id, c.id, c.tenant_id, i.id)::ledger_dims
       FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id JOIN estate_units u ON u.id = c.unit_id
      WHERE i.id = invoice $$`,
  `CREATE FUNCTION "ledger_new_entry"(on_day date, source_type varchar, source_id uuid, memo varchar, reverses uuid)
     RETURNS uuid LANGUAGE sql AS $$
     INSERT INTO ledger_entries (posted_on, source_type, source_id, memo, reverses_id)
     VALUES (on_day, source_type, source_id, memo, reverses) RETURNING id $$`,
  // A line of `amount` (positive: a debit; negative: a credit); none for 0.
  `CREATE FUNCTION "ledger_line"(entry uuid, on_day date, account varchar, amount numeric, part varchar, dims ledger_dims)
     RETURNS void LANGUAGE sql AS $$
     INSERT INTO ledger_lines (entry_id, posted_on, account_code, debit, credit, portion, owner_id, property_id,
                               unit_id, contract_id, tenant_id, invoice_id)
     SELECT entry, on_day, account, greatest(amount, 0), greatest(-amount, 0), part, dims.owner_id, dims.property_id,
            dims.unit_id, dims.contract_id, dims.tenant_id, dims.invoice_id
      WHERE amount <> 0 $$`,
  // Reverses the standing entries of a source (those not reversed yet: an invoice's posting, a payment's and its
  // fee's), each dated the later of on_day and its own day; false when none stands.
  `CREATE FUNCTION "ledger_reverse_source"(source uuid, on_day date) RETURNS boolean LANGUAGE plpgsql AS $$
     DECLARE standing ledger_entries; reversal uuid; found_any boolean := false;
     BEGIN
       FOR standing IN
         SELECT e.* FROM ledger_entries e
          WHERE e.source_id = source AND e.reverses_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
          ORDER BY e.entry_number
       LOOP
         found_any := true;
         reversal := ledger_new_entry(greatest(on_day, standing.posted_on), standing.source_type, source,
                                      'reversal of ' || standing.entry_number, standing.id);
         INSERT INTO ledger_lines (entry_id, posted_on, account_code, debit, credit, portion, owner_id, property_id,
                                   unit_id, contract_id, tenant_id, invoice_id)
         SELECT reversal, greatest(on_day, standing.posted_on), account_code, credit, debit, portion, owner_id,
                property_id, unit_id, contract_id, tenant_id, invoice_id
           FROM ledger_lines WHERE entry_id = standing.id ORDER BY id;
       END LOOP;
       RETURN found_any;
     END $$`,
  // An invoice's posting: Dr receivable / Cr its account (net) / Cr VAT payable, dated its due date.
  `CREATE FUNCTION "ledger_post_invoice"(inv estate_invoices) RETURNS void
     LANGUAGE plpgsql AS $$
     DECLARE dims ledger_dims := ledger_invoice_dims(inv.id, inv.due_date); entry uuid;
     BEGIN
       IF dims IS NULL OR inv.total_amount = 0 THEN RETURN; END IF;
       entry := ledger_new_entry(inv.due_date, 'invoice', inv.id, inv.invoice_number, NULL);
       PERFORM ledger_line(entry, inv.due_date, '1200', inv.total_amount, NULL, dims);
       PERFORM ledger_line(entry, inv.due_date, ledger_invoice_account(inv.type), -inv.net_amount, NULL, dims);
       PERFORM ledger_line(entry, inv.due_date, '2200', -inv.vat_amount, NULL, dims);
     END $$`,
  // The net part of what has been paid on an invoice: paid × net / total, to the halala; the payment that completes
  // the invoice completes its net exactly. A payment's portion is the difference before and after it.
  `CREATE FUNCTION "ledger_paid_portion"(paid numeric, net numeric, total numeric) RETURNS numeric
     LANGUAGE sql IMMUTABLE AS $$
     SELECT CASE WHEN total = 0 THEN 0 WHEN paid >= total THEN net ELSE round(paid * net / total, 2) END $$`,
  `CREATE FUNCTION "ledger_post_payment"(pay estate_payments) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE
       inv estate_invoices; dims ledger_dims; entry uuid; before numeric; after numeric; sign integer;
       net_part numeric; owners_income boolean;
       agreement estate_management_agreements; fee numeric; fee_vat numeric; fee_entry uuid;
     BEGIN
       IF pay.is_test THEN RETURN; END IF;
       SELECT * INTO inv FROM estate_invoices WHERE id = pay.invoice_id;
       dims := ledger_invoice_dims(inv.id, pay.paid_on);
       sign := CASE WHEN pay.kind = 'refund' THEN -1 ELSE 1 END;
       SELECT coalesce(sum(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END), 0) INTO before
         FROM estate_payments p
        WHERE p.invoice_id = inv.id AND NOT p.is_test AND (p.created_at, p.id) < (pay.created_at, pay.id);
       after := before + sign * pay.amount;
       net_part := ledger_paid_portion(after, inv.net_amount, inv.total_amount)
                 - ledger_paid_portion(before, inv.net_amount, inv.total_amount);
       entry := ledger_new_entry(pay.paid_on, pay.kind, pay.id, pay.receipt_number, NULL);
       PERFORM ledger_line(entry, pay.paid_on, ledger_cash_account(pay.method), sign * pay.amount, NULL, dims);
       PERFORM ledger_line(entry, pay.paid_on, '1200', -net_part, 'net', dims);
       PERFORM ledger_line(entry, pay.paid_on, '1200', -(sign * pay.amount - net_part), 'vat', dims);
       owners_income := inv.type IN ('rent', 'penalty', 'maintenance');
       IF owners_income AND dims.owner_id IS NOT NULL THEN
         PERFORM ledger_line(entry, pay.paid_on, '5900', net_part, NULL, dims);
         PERFORM ledger_line(entry, pay.paid_on, '2300', -net_part, NULL, dims);
         -- The management fee on it, by the owner's agreement in force that day, with its VAT.
         SELECT * INTO agreement FROM estate_management_agreements
          WHERE owner_id = dims.owner_id AND from_date <= pay.paid_on
          ORDER BY from_date DESC, created_at DESC LIMIT 1;
         IF FOUND THEN
           fee := round(net_part * agreement.fee_percent / 100, 2);
           fee_vat := CASE WHEN agreement.vat_on_fee THEN round(fee * ${COMMERCIAL_VAT_PERCENT} / 100, 2) ELSE 0 END;
           IF fee <> 0 THEN
             fee_entry := ledger_new_entry(pay.paid_on, 'fee', pay.id, pay.receipt_number, NULL);
             PERFORM ledger_line(fee_entry, pay.paid_on, '2300', fee + fee_vat, NULL, dims);
             PERFORM ledger_line(fee_entry, pay.paid_on, '4300', -fee, NULL, dims);
             PERFORM ledger_line(fee_entry, pay.paid_on, '2200', -fee_vat, NULL, dims);
           END IF;
         END IF;
       ELSIF ledger_invoice_account(inv.type) = '2110' THEN
         -- A deposit received is held for the tenant (a refund gives it back).
         PERFORM ledger_line(entry, pay.paid_on, '2110', net_part, NULL, dims);
         PERFORM ledger_line(entry, pay.paid_on, '2100', -net_part, NULL, dims);
       END IF;
     END $$`,
  // A completed ticket's cost: the expense paid from the bank, borne by the property's owner on the day.
  `CREATE FUNCTION "ledger_post_ticket_cost"(ticket estate_maintenance_tickets) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE
       on_day date := ${RIYADH_DAY('coalesce(ticket.completed_at, now())')};
       dims ledger_dims; entry uuid;
     BEGIN
       IF ticket.status <> 'completed' OR coalesce(ticket.actual_cost, 0) <= 0 THEN RETURN; END IF;
       dims := ROW(CASE WHEN ticket.property_id IS NULL THEN NULL ELSE ledger_owner_on(ticket.property_id, on_day) END,
                   ticket.property_id, ticket.unit_id, NULL, ticket.tenant_id, NULL)::ledger_dims;
       entry := ledger_new_entry(on_day, 'ticket_cost', ticket.id, ticket.ticket_number, NULL);
       PERFORM ledger_line(entry, on_day, '5100', ticket.actual_cost, NULL, dims);
       PERFORM ledger_line(entry, on_day, '1120', -ticket.actual_cost, NULL, dims);
       IF dims.owner_id IS NOT NULL THEN
         PERFORM ledger_line(entry, on_day, '2300', ticket.actual_cost, NULL, dims);
         PERFORM ledger_line(entry, on_day, '4500', -ticket.actual_cost, NULL, dims);
       END IF;
     END $$`,
  // A payout: Dr owners' payable / Cr the cash it was paid from.
  `CREATE FUNCTION "ledger_post_payout"(payout estate_owner_payouts) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE dims ledger_dims := ROW(payout.owner_id, NULL, NULL, NULL, NULL, NULL)::ledger_dims; entry uuid;
     BEGIN
       entry := ledger_new_entry(payout.paid_on, 'payout', payout.id, payout.payout_number, NULL);
       PERFORM ledger_line(entry, payout.paid_on, '2300', payout.amount, NULL, dims);
       PERFORM ledger_line(entry, payout.paid_on, ledger_cash_account(payout.method), -payout.amount, NULL, dims);
     END $$`,
  // A deposit given back: Dr deposits held / Cr the cash it was paid from, on the contract's lines.
  `CREATE FUNCTION "ledger_deposit_return_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE dims ledger_dims; entry uuid;
     BEGIN
       dims := (SELECT ROW(ledger_owner_on(u.property_id, NEW.returned_on), u.property_id, u.id, c.id, c.tenant_id,
                           NULL)::ledger_dims
                  FROM estate_contracts c JOIN estate_units u ON u.id = c.unit_id WHERE c.id = NEW.contract_id);
       entry := ledger_new_entry(NEW.returned_on, 'deposit', NEW.id, NEW.return_number, NULL);
       PERFORM ledger_line(entry, NEW.returned_on, '2100', NEW.amount, NULL, dims);
       PERFORM ledger_line(entry, NEW.returned_on, ledger_cash_account(NEW.method), -NEW.amount, NULL, dims);
       RETURN NULL;
     END $$`,
  `CREATE FUNCTION "ledger_payout_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM ledger_post_payout(NEW);
       RETURN NULL;
     END $$`,
  `CREATE FUNCTION "ledger_invoice_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE today date := ${RIYADH_DAY('now()')};
     BEGIN
       IF TG_OP = 'INSERT' THEN
         IF NEW.status <> 'cancelled' THEN PERFORM ledger_post_invoice(NEW); END IF;
       ELSIF TG_OP = 'DELETE' THEN
         PERFORM ledger_reverse_source(OLD.id, greatest(OLD.due_date, today));
         RETURN OLD;
       ELSIF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
         PERFORM ledger_reverse_source(NEW.id, greatest(NEW.due_date, today));
       ELSIF NEW.status <> 'cancelled' AND (NEW.total_amount, NEW.net_amount, NEW.vat_amount, NEW.due_date, NEW.type)
             IS DISTINCT FROM (OLD.total_amount, OLD.net_amount, OLD.vat_amount, OLD.due_date, OLD.type) THEN
         -- An edit corrects the invoice: its posting is restated (reversed on its own day, posted anew).
         PERFORM ledger_reverse_source(NEW.id, '-infinity'::date);
         PERFORM ledger_post_invoice(NEW);
       END IF;
       RETURN NULL;
     END $$`,
  `CREATE FUNCTION "ledger_payment_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM ledger_post_payment(NEW);
       RETURN NULL;
     END $$`,
  `CREATE FUNCTION "ledger_ticket_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE today date := ${RIYADH_DAY('now()')};
     BEGIN
       IF TG_OP = 'INSERT' THEN
         PERFORM ledger_post_ticket_cost(NEW);
         RETURN NULL;
       END IF;
       IF (NEW.status, NEW.actual_cost, NEW.property_id) IS NOT DISTINCT FROM (OLD.status, OLD.actual_cost, OLD.property_id) THEN
         RETURN NULL;
       END IF;
       -- A completed ticket's cost or property corrected restates its posting; a ticket reopened reverses it today.
       PERFORM ledger_reverse_source(NEW.id, CASE WHEN NEW.status = 'completed' AND OLD.status = 'completed'
                                                 THEN '-infinity'::date ELSE today END);
       PERFORM ledger_post_ticket_cost(NEW);
       RETURN NULL;
     END $$`,
  // A transfer of a property (a new ownership period, or one closed or corrected) moves what was posted on its days
  // to who held it then: each source with a line of the property on or after `from_day` that names another owner
  // than the day's is restated (its entries reversed on their own days and posted again: a fee by the new owner's
  // agreement).
  `CREATE FUNCTION "ledger_reattribute"(property uuid, from_day date) RETURNS void LANGUAGE plpgsql AS $$
     DECLARE source record;
     BEGIN
       FOR source IN
         SELECT DISTINCT e.source_id FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
          WHERE l.property_id = property AND l.posted_on >= from_day AND e.reverses_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)
            AND l.owner_id IS DISTINCT FROM ledger_owner_on(property, l.posted_on)
       LOOP
         PERFORM ledger_reverse_source(source.source_id, '-infinity'::date);
         PERFORM ledger_post_invoice(i) FROM estate_invoices i WHERE i.id = source.source_id AND i.status <> 'cancelled';
         PERFORM ledger_post_payment(p) FROM estate_payments p WHERE p.id = source.source_id;
         PERFORM ledger_post_ticket_cost(t) FROM estate_maintenance_tickets t WHERE t.id = source.source_id;
       END LOOP;
     END $$`,
  `CREATE FUNCTION "ledger_ownership_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM ledger_reattribute(NEW.property_id, coalesce(least(NEW.from_date, OLD.from_date), '-infinity'::date));
       RETURN NULL;
     END $$`,
];

const POSTING_TRIGGERS = [
  `CREATE TRIGGER "ledger_deposit_returns_post" AFTER INSERT ON "estate_deposit_returns"
   FOR EACH ROW EXECUTE FUNCTION ledger_deposit_return_trigger()`,
  // At commit, once a transfer has closed one period and opened the next.
  `CREATE CONSTRAINT TRIGGER "ledger_ownerships_reattribute" AFTER INSERT OR UPDATE ON "estate_property_ownerships"
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_ownership_trigger()`,
  `CREATE TRIGGER "ledger_payouts_post" AFTER INSERT ON "estate_owner_payouts"
   FOR EACH ROW EXECUTE FUNCTION ledger_payout_trigger()`,
  `CREATE TRIGGER "ledger_invoices_post" AFTER INSERT OR UPDATE ON "estate_invoices"
   FOR EACH ROW EXECUTE FUNCTION ledger_invoice_trigger()`,
  `CREATE TRIGGER "ledger_invoices_deleted" BEFORE DELETE ON "estate_invoices"
   FOR EACH ROW EXECUTE FUNCTION ledger_invoice_trigger()`,
  `CREATE TRIGGER "ledger_payments_post" AFTER INSERT ON "estate_payments"
   FOR EACH ROW EXECUTE FUNCTION ledger_payment_trigger()`,
  `CREATE TRIGGER "ledger_tickets_post" AFTER INSERT OR UPDATE ON "estate_maintenance_tickets"
   FOR EACH ROW EXECUTE FUNCTION ledger_ticket_trigger()`,
];
