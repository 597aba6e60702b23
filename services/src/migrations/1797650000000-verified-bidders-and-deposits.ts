import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified bidders and auction entry deposits (packages/contracts auction-bidders.ts):
 * - a Nafath request per try (the national ID, the number shown, the numbers the app offers, its status and expiry),
 *   and per user the verification in force (the national ID, verified once per account, and when it lapses);
 * - an auction's entry deposit (at most 5% of its start price, that by default; an edit of the start price that
 *   leaves an untouched deposit above 5% brings it down to 5%), the hours the winner has for the balance (48 by
 *   default) and, once sold, when the balance is due and when its reminder went out;
 * - a bidder's deposit on an auction, paid through the payment provider. The ledger holds it as a liability:
 *   paid, Dr 1140 card payments in settlement / Cr 2400 bidders' deposits held; released (refunded) at
 *   settlement, the reversal of that entry; applied to the winner's price, Dr 2400 / Cr 2410 auction deposits
 *   applied to prices (held toward the sale until the seller is paid). Unlike a tenant's test payment, a
 *   sandbox deposit posts: it admits its bidder as a real one does.
 */
export class VerifiedBiddersAndDeposits1797650000000 implements MigrationInterface {
  name = 'VerifiedBiddersAndDeposits1797650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "nafath_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "national_id" varchar(10) NOT NULL,
        "provider" varchar(32) NOT NULL,
        "number" smallint NOT NULL,
        "choices" smallint array NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "expires_at" timestamptz NOT NULL,
        "answered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "nafath_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "nafath_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "nafath_requests_number_check" CHECK ("number" BETWEEN 10 AND 99),
        CONSTRAINT "nafath_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'expired'))
      )`);
    await db.query(`CREATE INDEX "nafath_requests_user_idx" ON "nafath_requests" ("user_id", "created_at")`);
    await db.query(`
      CREATE TABLE "bidder_verifications" (
        "user_id" uuid NOT NULL,
        "national_id" varchar(10) NOT NULL,
        "provider" varchar(32) NOT NULL,
        "verified_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "bidder_verifications_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "bidder_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "bidder_verifications_dates_check" CHECK ("expires_at" > "verified_at")
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "bidder_verifications_national_id_key" ON "bidder_verifications" ("national_id")`,
    );

    await db.query(`ALTER TABLE "auctions"
      ADD "deposit_amount" numeric(14,2),
      ADD "balance_due_hours" smallint NOT NULL DEFAULT 48,
      ADD "balance_due_at" timestamptz,
      ADD "balance_reminder_sent_at" timestamptz`);
    await db.query(`UPDATE "auctions" SET "deposit_amount" = floor("start_price" * 5) / 100`);
    await db.query(`ALTER TABLE "auctions" ALTER "deposit_amount" SET NOT NULL,
      ADD CONSTRAINT "auctions_deposit_check" CHECK ("deposit_amount" >= 0 AND "deposit_amount" * 100 <= "start_price" * 5),
      ADD CONSTRAINT "auctions_balance_due_hours_check" CHECK ("balance_due_hours" BETWEEN 1 AND 720)`);
    await db.query(`
      CREATE FUNCTION "auction_deposit_default"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.deposit_amount IS NULL OR (TG_OP = 'UPDATE' AND NEW.deposit_amount = OLD.deposit_amount
                                          AND NEW.deposit_amount * 100 > NEW.start_price * 5) THEN
          NEW.deposit_amount := floor(NEW.start_price * 5) / 100;
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER "auctions_deposit_default" BEFORE INSERT OR UPDATE OF "start_price", "deposit_amount"
      ON "auctions" FOR EACH ROW EXECUTE FUNCTION auction_deposit_default()`);

    await db.query(`CREATE SEQUENCE "auction_deposit_number_seq"`);
    // The next deposit number, AD-0000001 on: the column's default (a function, which TypeORM reads back as written).
    await db.query(`
      CREATE FUNCTION "auction_deposit_number"() RETURNS varchar LANGUAGE sql VOLATILE AS $$
        SELECT 'AD-' || lpad(nextval('auction_deposit_number_seq')::text, 7, '0') $$`);
    await db.query(`
      CREATE TABLE "auction_deposits" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "deposit_number" varchar(20) NOT NULL DEFAULT auction_deposit_number(),
        "auction_id" uuid NOT NULL,
        "user_id" uuid,
        "amount" numeric(14,2) NOT NULL,
        "provider" varchar(32) NOT NULL,
        "provider_reference" varchar(100) NOT NULL,
        "is_test" boolean NOT NULL DEFAULT false,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "failure_code" varchar(40),
        "refund_reference" varchar(100),
        "expires_at" timestamptz NOT NULL,
        "paid_at" timestamptz,
        "released_at" timestamptz,
        "applied_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "auction_deposits_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "auction_deposits_auction_id_fkey" FOREIGN KEY ("auction_id") REFERENCES "auctions" ("id") ON DELETE RESTRICT,
        CONSTRAINT "auction_deposits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "auction_deposits_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "auction_deposits_status_check"
          CHECK ("status" IN ('pending', 'paid', 'declined', 'expired', 'released', 'applied'))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "auction_deposits_deposit_number_key" ON "auction_deposits" ("deposit_number")`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "auction_deposits_reference_key" ON "auction_deposits" ("provider", "provider_reference")`,
    );
    // One live deposit per bidder and auction: the bid's check finds it by this index.
    await db.query(`CREATE UNIQUE INDEX "auction_deposits_bidder_key" ON "auction_deposits" ("auction_id", "user_id")
      WHERE "status" IN ('pending', 'paid', 'released', 'applied')`);
    await db.query(`CREATE INDEX "auction_deposits_user_idx" ON "auction_deposits" ("user_id")`);

    await db.query(`INSERT INTO "ledger_accounts" ("code", "kind", "name_ar", "name_en") VALUES
      ('2400', 'liability', 'تأمينات المزايدين المحتجزة', 'Bidders'' deposits held'),
      ('2410', 'liability', 'تأمينات مزادات مطبقة على الأثمان', 'Auction deposits applied to prices')
      ON CONFLICT ("code") DO NOTHING`);
    await sourceTypes(db, [...SOURCE_TYPES, 'auction_deposit']);
    for (const statement of POSTING) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "auction_deposits_ledger" ON "auction_deposits"`);
    await db.query(`DROP FUNCTION "ledger_auction_deposit_trigger"()`);
    await db.query(`DROP FUNCTION "ledger_post_auction_deposit"(auction_deposits, varchar)`);
    await db.query(`DROP TABLE "auction_deposits"`);
    await db.query(`DROP FUNCTION "auction_deposit_number"()`);
    await db.query(`DROP SEQUENCE "auction_deposit_number_seq"`);
    // Entries are never deleted: the ledger keeps what the deposits posted (its accounts, the wider list of sources).
    await db.query(`DELETE FROM "ledger_accounts" a WHERE a."code" IN ('2400', '2410')
      AND NOT EXISTS (SELECT 1 FROM "ledger_lines" l WHERE l."account_code" = a."code")`);
    await db.query(`DROP TRIGGER "auctions_deposit_default" ON "auctions"`);
    await db.query(`DROP FUNCTION "auction_deposit_default"()`);
    await db.query(`ALTER TABLE "auctions" DROP CONSTRAINT "auctions_balance_due_hours_check",
      DROP CONSTRAINT "auctions_deposit_check", DROP COLUMN "balance_reminder_sent_at", DROP COLUMN "balance_due_at",
      DROP COLUMN "balance_due_hours", DROP COLUMN "deposit_amount"`);
    await db.query(`DROP TABLE "bidder_verifications"`);
    await db.query(`DROP TABLE "nafath_requests"`);
  }
}

const SOURCE_TYPES = ['invoice', 'payment', 'refund', 'ticket_cost', 'fee', 'payout', 'deposit'] as const;

async function sourceTypes(db: QueryRunner, values: readonly string[]): Promise<void> {
  await db.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_type_check"`);
  await db.query(`ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_type_check"
    CHECK ("source_type" IN (${values.map((value) => `'${value}'`).join(', ')}))`);
}

/** The posting rule of a bidder's deposit (see the class comment), and the trigger that runs it on each step. */
const POSTING = [
  // paid: Dr card payments in settlement / Cr bidders' deposits held; applied: Dr deposits held / Cr applied.
  `CREATE FUNCTION "ledger_post_auction_deposit"(dep auction_deposits, step varchar) RETURNS void
     LANGUAGE plpgsql AS $$
     DECLARE
       on_day date := (now() AT TIME ZONE 'Asia/Riyadh')::date;
       dims ledger_dims := ROW(NULL, NULL, NULL, NULL, NULL, NULL)::ledger_dims;
       entry uuid;
     BEGIN
       entry := ledger_new_entry(on_day, 'auction_deposit', dep.id, dep.deposit_number, NULL);
       IF step = 'paid' THEN
         PERFORM ledger_line(entry, on_day, '1140', dep.amount, NULL, dims);
         PERFORM ledger_line(entry, on_day, '2400', -dep.amount, NULL, dims);
       ELSIF step = 'applied' THEN
         PERFORM ledger_line(entry, on_day, '2400', dep.amount, NULL, dims);
         PERFORM ledger_line(entry, on_day, '2410', -dep.amount, NULL, dims);
       ELSE
         RAISE EXCEPTION 'no posting rule for an auction deposit %', step;
       END IF;
     END $$`,
  `CREATE FUNCTION "ledger_auction_deposit_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW.status = 'paid' THEN
         PERFORM ledger_post_auction_deposit(NEW, 'paid');
       ELSIF NEW.status = 'released' AND OLD.status = 'paid' THEN
         PERFORM ledger_reverse_source(NEW.id, (now() AT TIME ZONE 'Asia/Riyadh')::date);
       ELSIF NEW.status = 'applied' AND OLD.status = 'paid' THEN
         PERFORM ledger_post_auction_deposit(NEW, 'applied');
       END IF;
       RETURN NULL;
     END $$`,
  `CREATE TRIGGER "auction_deposits_ledger" AFTER UPDATE OF "status" ON "auction_deposits"
     FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ledger_auction_deposit_trigger()`,
];
