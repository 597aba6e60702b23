import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rollups the staff dashboard reads instead of the event tables, kept by the database itself (triggers) so they are
 * right whichever API process writes and however writes interleave, and filled from the rows already there:
 * - `dashboard_area_demand`: listing views (property_views rows, by their day), inquiries and favorites (by the Riyadh
 *   day they were made) by day and the listing's city and district (`has_district` false and `district` '' for a
 *   listing without one). Kept on those rows inserted, deleted or moved to another listing or day, and on a listing
 *   moved to another city or district (its events move with it) or deleted (its events go before the cascade removes
 *   them or, for inquiries, unlinks them).
 * - `dashboard_daily_revenue`: payments minus refunds (signedPaymentSql) and the number of payment rows, by paid day.
 * - `dashboard_invoice_days`: by due date, the invoices not cancelled and their totals, and the pending ones, their
 *   totals and what their payments add up to net of refunds (what is left to pay on them is the difference).
 *
 * Each writer of a rollup first takes a share lock on the row its figure depends on (the listing of a view, the
 * invoice of a payment), and a change of that row (a listing's area, an invoice's status, due date or total) waits for
 * those locks and then reads the committed events: a concurrent view or payment is counted under the area or due day
 * it ends up with. A rollup row whose counts fall to zero is removed, so the rollups match the raw tables exactly.
 */
/** The Riyadh day of a timestamptz (riyadhDaySql). */
const RIYADH_DAY = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '3 hours')::date`;

/** The tables of a listing's events, the kind each counts and the column its day comes from. */
const EVENT_TABLES: [table: string, kind: string, day: string][] = [
  ['property_views', 'view', 'day'],
  ['inquiries', 'inquiry', 'created_at'],
  ['favorites', 'favorite', 'created_at'],
];

/** Every listing event (of the listing `listing`, else all) with its listing, day and kind as 0/1 counts. */
const LISTING_EVENTS = (listing?: string) => {
  const of = (alias: string) => (listing ? `WHERE ${alias}.property_id = ${listing}` : '');
  return `SELECT v.property_id, v.day, 1 AS views, 0 AS inquiries, 0 AS favorites FROM property_views v ${of('v')}
          UNION ALL
          SELECT t.property_id, ${RIYADH_DAY('t.created_at')}, 0, 1, 0 FROM inquiries t
           ${listing ? of('t') : 'WHERE t.property_id IS NOT NULL'}
          UNION ALL
          SELECT f.property_id, ${RIYADH_DAY('f.created_at')}, 0, 0, 1 FROM favorites f ${of('f')}`;
};

const SIGNED = (pm: string) => `(CASE WHEN ${pm}.kind = 'refund' THEN -${pm}.amount ELSE ${pm}.amount END)`;

/**
 * Fills the rollups from the rows there (empty rollups; the writers locked out or the triggers off), as the
 * migration does: also used by the dashboard's benchmark after generating its rows with the triggers off.
 */
export const DASHBOARD_ROLLUP_BACKFILL = [
  `
      INSERT INTO dashboard_area_demand (day, city, has_district, district, views, inquiries, favorites)
      SELECT e.day, p.city, p.district IS NOT NULL, coalesce(p.district, ''),
             sum(e.views)::int, sum(e.inquiries)::int, sum(e.favorites)::int
        FROM (${LISTING_EVENTS()}) e JOIN properties p ON p.id = e.property_id
       GROUP BY e.day, p.city, p.district IS NOT NULL, coalesce(p.district, '')`,
  `
      INSERT INTO dashboard_daily_revenue (day, amount, payments)
      SELECT pm.paid_on, sum(${SIGNED('pm')}), count(*)::int FROM estate_payments pm GROUP BY pm.paid_on`,
  `
      INSERT INTO dashboard_invoice_days (due_date, invoices, invoiced, pending, pending_total, pending_paid)
      SELECT i.due_date, count(*)::int, sum(i.total_amount),
             count(*) FILTER (WHERE i.status = 'pending')::int,
             coalesce(sum(i.total_amount) FILTER (WHERE i.status = 'pending'), 0),
             coalesce(sum(paid.net) FILTER (WHERE i.status = 'pending'), 0)
        FROM estate_invoices i
        LEFT JOIN (
          SELECT pm.invoice_id, sum(${SIGNED('pm')}) AS net FROM estate_payments pm GROUP BY pm.invoice_id
        ) paid ON paid.invoice_id = i.id
       WHERE i.status <> 'cancelled'
       GROUP BY i.due_date`,
];

export class DashboardRollups1795930000000 implements MigrationInterface {
  name = 'DashboardRollups1795930000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "dashboard_area_demand" (
        "day" date NOT NULL,
        "city" varchar(80) NOT NULL,
        "has_district" boolean NOT NULL,
        "district" varchar(120) NOT NULL,
        "views" integer NOT NULL,
        "inquiries" integer NOT NULL,
        "favorites" integer NOT NULL,
        CONSTRAINT "dashboard_area_demand_pkey" PRIMARY KEY ("day", "city", "has_district", "district")
      )`);
    await db.query(`
      CREATE TABLE "dashboard_daily_revenue" (
        "day" date NOT NULL,
        "amount" numeric(16,2) NOT NULL,
        "payments" integer NOT NULL,
        CONSTRAINT "dashboard_daily_revenue_pkey" PRIMARY KEY ("day")
      )`);
    await db.query(`
      CREATE TABLE "dashboard_invoice_days" (
        "due_date" date NOT NULL,
        "invoices" integer NOT NULL,
        "invoiced" numeric(16,2) NOT NULL,
        "pending" integer NOT NULL,
        "pending_total" numeric(16,2) NOT NULL,
        "pending_paid" numeric(16,2) NOT NULL,
        CONSTRAINT "dashboard_invoice_days_pkey" PRIMARY KEY ("due_date")
      )`);

    /* --------------------------------------------------------------------------------------- demand by area */
    await db.query(`
      CREATE FUNCTION "dashboard_add_area_demand"(p_day date, p_city varchar, p_district varchar, p_views integer,
        p_inquiries integer, p_favorites integer)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF p_views = 0 AND p_inquiries = 0 AND p_favorites = 0 THEN RETURN; END IF;
        INSERT INTO dashboard_area_demand AS r (day, city, has_district, district, views, inquiries, favorites)
        VALUES (p_day, p_city, p_district IS NOT NULL, coalesce(p_district, ''), p_views, p_inquiries, p_favorites)
        ON CONFLICT (day, city, has_district, district) DO UPDATE SET views = r.views + EXCLUDED.views,
          inquiries = r.inquiries + EXCLUDED.inquiries, favorites = r.favorites + EXCLUDED.favorites;
        IF p_views < 0 OR p_inquiries < 0 OR p_favorites < 0 THEN
          DELETE FROM dashboard_area_demand
           WHERE day = p_day AND city = p_city AND has_district = (p_district IS NOT NULL)
             AND district = coalesce(p_district, '') AND views = 0 AND inquiries = 0 AND favorites = 0;
        END IF;
      END $$`);
    // One event (a view, an inquiry or a favorite: TG_ARGV[0]) of a listing counted (1) or taken away (-1) under
    // the listing's area; an event without a listing, or whose listing is being deleted, is not (the listing's own
    // trigger took its events away before the cascade).
    await db.query(`
      CREATE FUNCTION "dashboard_add_listing_event"(p_kind text, p_listing uuid, p_day date, p_sign integer)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE listing record;
      BEGIN
        IF p_listing IS NULL THEN RETURN; END IF;
        SELECT city, district INTO listing FROM properties WHERE id = p_listing FOR SHARE;
        IF NOT FOUND THEN RETURN; END IF;
        PERFORM dashboard_add_area_demand(p_day, listing.city, listing.district,
          CASE WHEN p_kind = 'view' THEN p_sign ELSE 0 END,
          CASE WHEN p_kind = 'inquiry' THEN p_sign ELSE 0 END,
          CASE WHEN p_kind = 'favorite' THEN p_sign ELSE 0 END);
      END $$`);
    await db.query(`
      CREATE FUNCTION "dashboard_listing_events_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE event_day date;
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          IF TG_ARGV[0] = 'view' THEN event_day := OLD.day; ELSE event_day := ${RIYADH_DAY('OLD.created_at')}; END IF;
          PERFORM dashboard_add_listing_event(TG_ARGV[0], OLD.property_id, event_day, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          IF TG_ARGV[0] = 'view' THEN event_day := NEW.day; ELSE event_day := ${RIYADH_DAY('NEW.created_at')}; END IF;
          PERFORM dashboard_add_listing_event(TG_ARGV[0], NEW.property_id, event_day, 1);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, kind, day] of EVENT_TABLES) {
      await db.query(`
        CREATE TRIGGER "dashboard_${table}_rollup" AFTER INSERT OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION dashboard_listing_events_rollup('${kind}')`);
      await db.query(`
        CREATE TRIGGER "dashboard_${table}_rollup_update" AFTER UPDATE ON "${table}"
        FOR EACH ROW WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id OR OLD.${day} <> NEW.${day})
        EXECUTE FUNCTION dashboard_listing_events_rollup('${kind}')`);
    }
    await db.query(`
      CREATE FUNCTION "dashboard_listing_area_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE by_day record;
      BEGIN
        FOR by_day IN
          SELECT e.day, sum(e.views)::int AS views, sum(e.inquiries)::int AS inquiries,
                 sum(e.favorites)::int AS favorites
            FROM (${LISTING_EVENTS('OLD.id')}) e GROUP BY e.day
        LOOP
          PERFORM dashboard_add_area_demand(by_day.day, OLD.city, OLD.district,
            -by_day.views, -by_day.inquiries, -by_day.favorites);
          IF TG_OP = 'UPDATE' THEN
            PERFORM dashboard_add_area_demand(by_day.day, NEW.city, NEW.district,
              by_day.views, by_day.inquiries, by_day.favorites);
          END IF;
        END LOOP;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "dashboard_listing_area_moved" AFTER UPDATE ON "properties"
      FOR EACH ROW WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.district IS DISTINCT FROM NEW.district)
      EXECUTE FUNCTION dashboard_listing_area_rollup()`);
    await db.query(`
      CREATE TRIGGER "dashboard_listing_deleted" BEFORE DELETE ON "properties"
      FOR EACH ROW EXECUTE FUNCTION dashboard_listing_area_rollup()`);

    /* ---------------------------------------------------------------------------------- payments and invoices */
    await db.query(`
      CREATE FUNCTION "dashboard_add_invoice_day"(p_due date, p_invoices integer, p_invoiced numeric,
        p_pending integer, p_pending_total numeric, p_pending_paid numeric)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO dashboard_invoice_days AS r (due_date, invoices, invoiced, pending, pending_total, pending_paid)
        VALUES (p_due, p_invoices, p_invoiced, p_pending, p_pending_total, p_pending_paid)
        ON CONFLICT (due_date) DO UPDATE SET
          invoices = r.invoices + EXCLUDED.invoices, invoiced = r.invoiced + EXCLUDED.invoiced,
          pending = r.pending + EXCLUDED.pending, pending_total = r.pending_total + EXCLUDED.pending_total,
          pending_paid = r.pending_paid + EXCLUDED.pending_paid;
        IF p_invoices < 0 THEN
          DELETE FROM dashboard_invoice_days WHERE due_date = p_due AND invoices = 0;
        END IF;
      END $$`);
    // What the payments of a pending invoice add up to moves with them; a paid or cancelled one's do not count.
    await db.query(`
      CREATE FUNCTION "dashboard_add_invoice_paid"(p_invoice uuid, p_amount numeric) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE invoice record;
      BEGIN
        SELECT status, due_date INTO invoice FROM estate_invoices WHERE id = p_invoice FOR SHARE;
        IF FOUND AND invoice.status = 'pending' THEN
          UPDATE dashboard_invoice_days SET pending_paid = pending_paid + p_amount WHERE due_date = invoice.due_date;
        END IF;
      END $$`);
    await db.query(`
      CREATE FUNCTION "dashboard_add_revenue"(p_day date, p_amount numeric, p_payments integer) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO dashboard_daily_revenue AS r (day, amount, payments) VALUES (p_day, p_amount, p_payments)
        ON CONFLICT (day) DO UPDATE SET amount = r.amount + EXCLUDED.amount, payments = r.payments + EXCLUDED.payments;
        IF p_payments < 0 THEN DELETE FROM dashboard_daily_revenue WHERE day = p_day AND payments = 0; END IF;
      END $$`);
    await db.query(`
      CREATE FUNCTION "dashboard_payments_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM dashboard_add_revenue(OLD.paid_on, -${SIGNED('OLD')}, -1);
          PERFORM dashboard_add_invoice_paid(OLD.invoice_id, -${SIGNED('OLD')});
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM dashboard_add_revenue(NEW.paid_on, ${SIGNED('NEW')}, 1);
          PERFORM dashboard_add_invoice_paid(NEW.invoice_id, ${SIGNED('NEW')});
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "dashboard_payments_rollup" AFTER INSERT OR DELETE ON "estate_payments"
      FOR EACH ROW EXECUTE FUNCTION dashboard_payments_rollup()`);
    await db.query(`
      CREATE TRIGGER "dashboard_payments_rollup_update" AFTER UPDATE ON "estate_payments"
      FOR EACH ROW WHEN (OLD.paid_on <> NEW.paid_on OR OLD.kind <> NEW.kind OR OLD.amount <> NEW.amount
                         OR OLD.invoice_id <> NEW.invoice_id)
      EXECUTE FUNCTION dashboard_payments_rollup()`);
    // An invoice counts by its due date unless cancelled; a pending one also with its total and its payments so far.
    await db.query(`
      CREATE FUNCTION "dashboard_invoices_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE paid numeric;
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
          paid := 0;
          IF OLD.status = 'pending' THEN
            SELECT coalesce(sum(${SIGNED('pm')}), 0) INTO paid FROM estate_payments pm WHERE pm.invoice_id = OLD.id;
          END IF;
          PERFORM dashboard_add_invoice_day(OLD.due_date, -1, -OLD.total_amount,
            CASE WHEN OLD.status = 'pending' THEN -1 ELSE 0 END,
            CASE WHEN OLD.status = 'pending' THEN -OLD.total_amount ELSE 0 END, -paid);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
          paid := 0;
          IF NEW.status = 'pending' THEN
            SELECT coalesce(sum(${SIGNED('pm')}), 0) INTO paid FROM estate_payments pm WHERE pm.invoice_id = NEW.id;
          END IF;
          PERFORM dashboard_add_invoice_day(NEW.due_date, 1, NEW.total_amount,
            CASE WHEN NEW.status = 'pending' THEN 1 ELSE 0 END,
            CASE WHEN NEW.status = 'pending' THEN NEW.total_amount ELSE 0 END, paid);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER "dashboard_invoices_rollup" AFTER INSERT OR DELETE ON "estate_invoices"
      FOR EACH ROW EXECUTE FUNCTION dashboard_invoices_rollup()`);
    await db.query(`
      CREATE TRIGGER "dashboard_invoices_rollup_update" AFTER UPDATE ON "estate_invoices"
      FOR EACH ROW WHEN (OLD.status <> NEW.status OR OLD.due_date <> NEW.due_date
                         OR OLD.total_amount <> NEW.total_amount OR OLD.id <> NEW.id)
      EXECUTE FUNCTION dashboard_invoices_rollup()`);

    /* -------------------------------------------------------------------------------------------- backfill */
    // The tables are locked against writes first, so no event lands between the backfill and the triggers' start.
    await db.query(
      `LOCK TABLE "properties", "property_views", "inquiries", "favorites", "estate_invoices", "estate_payments" IN SHARE MODE`,
    );
    for (const statement of DASHBOARD_ROLLUP_BACKFILL) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER "dashboard_invoices_rollup_update" ON "estate_invoices"`);
    await db.query(`DROP TRIGGER "dashboard_invoices_rollup" ON "estate_invoices"`);
    await db.query(`DROP TRIGGER "dashboard_payments_rollup_update" ON "estate_payments"`);
    await db.query(`DROP TRIGGER "dashboard_payments_rollup" ON "estate_payments"`);
    await db.query(`DROP TRIGGER "dashboard_listing_deleted" ON "properties"`);
    await db.query(`DROP TRIGGER "dashboard_listing_area_moved" ON "properties"`);
    for (const [table] of [...EVENT_TABLES].reverse()) {
      await db.query(`DROP TRIGGER "dashboard_${table}_rollup_update" ON "${table}"`);
      await db.query(`DROP TRIGGER "dashboard_${table}_rollup" ON "${table}"`);
    }
    await db.query(`DROP FUNCTION "dashboard_invoices_rollup"()`);
    await db.query(`DROP FUNCTION "dashboard_payments_rollup"()`);
    await db.query(`DROP FUNCTION "dashboard_add_revenue"(date, numeric, integer)`);
    await db.query(`DROP FUNCTION "dashboard_add_invoice_paid"(uuid, numeric)`);
    await db.query(`DROP FUNCTION "dashboard_add_invoice_day"(date, integer, numeric, integer, numeric, numeric)`);
    await db.query(`DROP FUNCTION "dashboard_listing_area_rollup"()`);
    await db.query(`DROP FUNCTION "dashboard_listing_events_rollup"()`);
    await db.query(`DROP FUNCTION "dashboard_add_listing_event"(text, uuid, date, integer)`);
    await db.query(`DROP FUNCTION "dashboard_add_area_demand"(date, varchar, varchar, integer, integer, integer)`);
    await db.query(`DROP TABLE "dashboard_invoice_days"`);
    await db.query(`DROP TABLE "dashboard_daily_revenue"`);
    await db.query(`DROP TABLE "dashboard_area_demand"`);
  }
}
