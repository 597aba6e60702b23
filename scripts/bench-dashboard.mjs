#!/usr/bin/env node
/**
 * The staff dashboard's tabs at 100,000 listings (about 1,000,000 view rows over a year, 20,000 inquiries and
 * favorites) and 50,000 contracts (600,000 rent invoices, 300,000 payments and refunds, 50,000 maintenance tickets):
 * each `GET /api/dashboard…` route as an admin (and an agent where their figures differ) asks it, through the API,
 * one request at a time, median and p95 of each.
 *
 * `npm run bench -- dashboard` runs it and replaces only its section of BENCHMARKS.md; so does
 * `node scripts/bench-dashboard.mjs` (building the API first).
 *
 * Database: BENCH_DASHBOARD_DATABASE_URL, else the server of DATABASE_URL (else postgres://postgres@127.0.0.1:5432/)
 * with the database `estate_bench_dashboard`: a scratch database, migrated and seeded by the API's migration entry
 * point, then filled by set-based INSERTs over generate_series (dated back from the day it is generated), with the
 * triggers off (session_replication_role) and the dashboard's rollups then filled as their migration does. It is
 * reused while its recorded fingerprint names the rows this generator makes; otherwise it is dropped and made again.
 * Without PostgreSQL the section is skipped.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  generatedDataset,
  median,
  ms,
  percentile,
  runAlone,
  scratchDatabaseUrl,
  seconds,
  serverUnreachable,
  signInCookie,
  skippedSection,
  stopServersOnSignal,
  withClient,
  withServer,
} from './bench-support.mjs';
import { root } from './web-apps.mjs';

export const HEADING = '## Dashboard: its tabs at 100,000 listings and 50,000 contracts';
const LISTINGS = 100_000;
const CONTRACTS = 50_000;
/** Requests of each route before the measured ones (connections, plans), then the measured ones. */
const WARMUP = 3;
const RUNS = 21;
const PASSWORD = 'Demo@2025';
/** The account of the generated owner who holds 20 properties (signed in with the demo password). */
export const OWNER_OF_20 = 'owner20@bench.example';

/** Each route, who asks it and what it is called in the report. */
const ROUTES = [
  ['overview', '/api/dashboard', 'admin'],
  ['overview (agent)', '/api/dashboard', 'agent'],
  ['property management', '/api/dashboard/property-management', 'admin'],
  ['property management (agent)', '/api/dashboard/property-management', 'agent'],
  ['website', '/api/dashboard/website', 'admin'],
  ['analytics', '/api/dashboard/analytics', 'admin'],
  ['alerts', '/api/dashboard/alerts', 'admin'],
  ['financial', '/api/dashboard/financial', 'admin'],
];

/**
 * The rows, in order: listings over the seeded areas (30% assigned to the two agents) with 2,740 views a day for a
 * year, inquiries and favorites; 5,000 estate properties of 10 units, a contract on 9 units in 10 and an ended one on
 * 1 in 10, 12 monthly invoices each, paid but for 1 in 25 (some of those partly), a few refunds; tickets; auctions.
 */
const GENERATOR = [
  `CREATE TEMP TABLE areas AS SELECT DISTINCT city, district FROM properties WHERE district IS NOT NULL`,
  `CREATE TEMP TABLE agents AS SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'agent'`,
  `INSERT INTO properties (title, title_en, purpose, type, category, city, district, status, price, area,
                        assigned_agent_id, created_at, updated_at)
SELECT 'عقار ' || g, 'Listing ' || g, CASE WHEN g % 3 = 0 THEN 'rent' ELSE 'sale' END, 'apartment', 'residential',
       a.city, a.district,
       CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 10 = 1 THEN 'inactive' ELSE 'active' END,
       500000 + (g % 1000) * 1000, 100 + g % 400,
       CASE WHEN g % 10 < 3 THEN (SELECT id FROM agents WHERE n = 1 + g % 2) END,
       now() - (g % 700) * interval '1 day', now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
  FROM generate_series(1, 100000) g
  CROSS JOIN LATERAL (SELECT city, district FROM areas OFFSET (g % (SELECT count(*) FROM areas)) LIMIT 1) a`,
  `CREATE TEMP TABLE listing_ids AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM properties`,
  `CREATE INDEX ON listing_ids (n)`,
  `INSERT INTO property_views (property_id, day, visitor)
SELECT l.id, current_date - d, 'v' || g
  FROM generate_series(0, 364) d CROSS JOIN generate_series(1, 2740) g
  JOIN listing_ids l ON l.n = 1 + ((g * 7919 + d * 104729) % 100000)
ON CONFLICT DO NOTHING`,
  `INSERT INTO inquiries (property_id, name, email, message, status, created_at)
SELECT l.id, 'Visitor ' || g, 'v' || g || '@example.sa', 'Is it available?',
       CASE WHEN g % 3 = 0 THEN 'new' WHEN g % 3 = 1 THEN 'in_progress' ELSE 'closed' END,
       now() - (g % 365) * interval '1 day'
  FROM generate_series(1, 20000) g JOIN listing_ids l ON l.n = 1 + (g * 37) % 100000`,
  `INSERT INTO favorites (user_id, property_id, created_at)
SELECT u.id, l.id, now() - (g % 365) * interval '1 day'
  FROM generate_series(1, 20000) g
  JOIN listing_ids l ON l.n = 1 + (g * 53) % 100000
  CROSS JOIN LATERAL (SELECT id FROM users ORDER BY id OFFSET g % 14 LIMIT 1) u
ON CONFLICT DO NOTHING`,
  // An owner with an account (the demo owner's password) who holds 20 of the properties: a statement's size.
  `INSERT INTO users (name, email, role, password_hash)
SELECT 'مالك عشرين عقارًا', '${OWNER_OF_20}', 'owner', password_hash FROM users WHERE email = 'owner@dar-estate.sa'`,
  `INSERT INTO estate_owners (name, name_en, email, phone, national_id, city, status, join_date, user_id)
SELECT 'مالك عشرين عقارًا', 'Owner of twenty', '${OWNER_OF_20}', '+966500000020', '1000000020', 'riyadh', 'active',
       current_date - 900, id
  FROM users WHERE email = '${OWNER_OF_20}'`,
  `INSERT INTO estate_properties (title, title_en, owner_id, type, category, city, district, address)
SELECT 'عقار أملاك ' || g, 'Estate ' || g,
       CASE WHEN g % 250 = 0 THEN (SELECT id FROM estate_owners WHERE email = '${OWNER_OF_20}')
            ELSE (SELECT id FROM estate_owners WHERE email IS DISTINCT FROM '${OWNER_OF_20}' ORDER BY id OFFSET g % 10 LIMIT 1) END,
       'building', 'residential', (ARRAY['riyadh','jeddah','dammam','mecca','medina'])[1 + g % 5], 'حي ' || (g % 40), 'Street ' || g
  FROM generate_series(1, 5000) g`,
  `CREATE TEMP TABLE eprops AS SELECT id, owner_id, row_number() OVER (ORDER BY id) AS n FROM estate_properties WHERE title LIKE 'عقار أملاك %'`,
  `INSERT INTO estate_units (property_id, unit_number, unit_type, rent_price)
SELECT p.id, 'B' || k, 'apartment', 3000 + k * 100 FROM eprops p, generate_series(1, 10) k`,
  `CREATE TEMP TABLE tenant_ids AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM estate_tenants`,
  `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                              rent_amount, payment_frequency, termination_date)
SELECT 'BN-' || lpad(x.n::text, 7, '0'), x.property_id, x.id, x.owner_id,
       (SELECT id FROM tenant_ids WHERE tenant_ids.n = 1 + x.n % 90),
       current_date - (x.n % 340)::int + 20, current_date - (x.n % 340)::int + 20 + 364, 4000, 'monthly',
       CASE WHEN x.n % 20 = 0 THEN current_date - (x.n % 30)::int END
  FROM (SELECT u.id, u.property_id, p.owner_id, row_number() OVER (ORDER BY u.id) AS n
          FROM estate_units u JOIN eprops p ON p.id = u.property_id) x
 WHERE x.n % 10 <> 0
UNION ALL
SELECT 'BX-' || lpad(x.n::text, 7, '0'), x.property_id, x.id, x.owner_id,
       (SELECT id FROM tenant_ids WHERE tenant_ids.n = 1 + x.n % 90),
       current_date - 800 + (x.n % 300)::int, current_date - 440 + (x.n % 300)::int, 3500, 'monthly', NULL
  FROM (SELECT u.id, u.property_id, p.owner_id, row_number() OVER (ORDER BY u.id) AS n
          FROM estate_units u JOIN eprops p ON p.id = u.property_id) x
 WHERE x.n % 10 < 1`,
  `INSERT INTO estate_invoices (invoice_number, contract_id, type, due_date, period_start, period_end, net_amount,
                             total_amount, status, paid_at)
SELECT 'BI-' || c.contract_number || '-' || k, c.id, 'rent', (c.start_date + (k || ' months')::interval)::date,
       (c.start_date + (k || ' months')::interval)::date, (c.start_date + ((k + 1) || ' months')::interval)::date - 1,
       c.rent_amount, c.rent_amount,
       CASE WHEN (c.start_date + (k || ' months')::interval)::date < current_date AND (hashtext(c.id::text) + k) % 25 <> 0
            THEN 'paid' ELSE 'pending' END,
       CASE WHEN (c.start_date + (k || ' months')::interval)::date < current_date AND (hashtext(c.id::text) + k) % 25 <> 0
            THEN (c.start_date + (k || ' months')::interval) + interval '3 days' END
  FROM estate_contracts c, generate_series(0, 11) k
 WHERE c.contract_number LIKE 'B%'`,
  `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on)
SELECT 'BR-' || row_number() OVER (), i.id, 'payment', i.total_amount, 'bank_transfer', (i.paid_at)::date
  FROM estate_invoices i WHERE i.status = 'paid' AND i.invoice_number LIKE 'BI-%'`,
  `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on)
SELECT 'BP-' || row_number() OVER (), i.id, 'payment', 1000, 'cash', i.due_date + 2
  FROM estate_invoices i WHERE i.status = 'pending' AND i.due_date < current_date AND hashtext(i.id::text) % 3 = 0`,
  `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on)
SELECT 'BF-' || row_number() OVER (), p.invoice_id, 'refund', 100, 'cash', p.paid_on + 1
  FROM estate_payments p WHERE p.receipt_number LIKE 'BR-%' AND hashtext(p.id::text) % 50 = 0`,
  `INSERT INTO estate_maintenance_tickets (ticket_number, title, title_ar, description, category, priority, status,
                                        property_id, actual_cost, created_at, completed_at)
SELECT 'BMNT-' || g, 'Leak ' || g, 'تسرب ' || g, 'Water', 'plumbing',
       (ARRAY['urgent','high','medium','low'])[1 + g % 4],
       CASE WHEN g % 4 = 0 THEN (ARRAY['open','assigned','inProgress'])[1 + g % 3] WHEN g % 4 = 3 THEN 'cancelled' ELSE 'completed' END,
       (SELECT id FROM eprops WHERE eprops.n = 1 + g % 5000),
       CASE WHEN g % 4 IN (1, 2) THEN 100 + g % 900 END,
       now() - (g % 365) * interval '1 day',
       CASE WHEN g % 4 IN (1, 2) THEN now() - (g % 365) * interval '1 day' + interval '2 days' END
  FROM generate_series(1, 50000) g`,
  // Its deposit as the auctions' trigger would set it (5% of the start price): the triggers are off here.
  `INSERT INTO auctions (property_id, title, title_en, start_price, deposit_amount, start_date, end_date, review)
SELECT l.id, 'مزاد ' || g, 'Auction ' || g, 100000, 5000, now() - (g % 365) * interval '1 day' + interval '10 days',
       now() - (g % 365) * interval '1 day' + interval '12 days' + (g % 24) * interval '1 hour',
       CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'approved' END
  FROM generate_series(1, 2000) g JOIN listing_ids l ON l.n = g * 41`,
];

/** The balances per account and day, and per account, property and month, summed from every journal line. */
export const LEDGER_BALANCES_FROM_LINES = `
  WITH daily AS (
    INSERT INTO ledger_daily_balances (account_code, day, debit, credit)
    SELECT account_code, posted_on, sum(debit), sum(credit) FROM ledger_lines GROUP BY 1, 2
  )
  INSERT INTO ledger_property_month_balances (account_code, month, property_id, debit, credit)
  SELECT account_code, date_trunc('month', posted_on)::date, property_id, sum(debit), sum(credit)
    FROM ledger_lines WHERE property_id IS NOT NULL GROUP BY 1, 2, 3`;

const log = (message) => console.log(`bench-dashboard: ${message}`);

const fingerprint = () =>
  createHash('sha256').update(JSON.stringify({ GENERATOR, LISTINGS, CONTRACTS })).digest('hex').slice(0, 16);

/** The dashboard's database of generated rows, reused or made (see the file's comment): its dataset and counts. */
export async function dashboardDataset(url) {
  const print = fingerprint();
  const complete = async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM properties)::int AS listings, (SELECT count(*) FROM estate_contracts)::int AS contracts`,
    );
    return rows[0].listings >= LISTINGS && rows[0].contracts >= CONTRACTS;
  };
  const dataset = await generatedDataset(url, {
    fingerprint: print,
    complete,
    what: 'the listings, their views and the portfolio',
    log,
    generate: async () => {
      const { KEPT_ROLLUPS_BACKFILL } = await import(
        pathToFileURL(path.join(root, 'services/dist/migrations/1796700000000-drop-daily-revenue-rollup.js')).href
      );
      const { LEDGER_HISTORY } = await import(
        pathToFileURL(path.join(root, 'services/dist/migrations/1796100000000-ledger.js')).href
      );
      const { CONTRACT_TOTALS_BACKFILL } = await import(
        pathToFileURL(path.join(root, 'services/dist/migrations/1796400000000-contract-invoice-totals.js')).href
      );
      const { CONTRACT_CALENDAR_BACKFILL } = await import(
        pathToFileURL(path.join(root, 'services/dist/migrations/1796950000000-contract-calendar.js')).href
      );
      await withClient(url, async (client) => {
        await client.query(`SET synchronous_commit = off`);
        // The rows are consistent by construction: no trigger per row (the rollups are filled once, after).
        await client.query(`SET session_replication_role = replica`);
        for (const statement of GENERATOR) await client.query(statement);
        await client.query(`SET session_replication_role = DEFAULT`);
        // The properties' ownership periods, which the trigger writes for each property written with triggers on.
        await client.query(
          `INSERT INTO estate_property_ownerships (property_id, owner_id)
           SELECT p.id, p.owner_id FROM estate_properties p
            WHERE NOT EXISTS (SELECT 1 FROM estate_property_ownerships po WHERE po.property_id = p.id)`,
        );
        await client.query(`TRUNCATE dashboard_area_demand, dashboard_invoice_days`);
        for (const statement of KEPT_ROLLUPS_BACKFILL) await client.query(statement);
        // What the contracts' and units' triggers keep: each contract's rent billed and dates, the contracts' calendar
        // (the contracts list's status and tab counts, the summary cards) and the lists' record counts.
        await client.query(CONTRACT_TOTALS_BACKFILL);
        await client.query(CONTRACT_CALENDAR_BACKFILL);
        await client.query(
          `UPDATE estate_record_counts k SET records = CASE k.table_name
             WHEN 'estate_contracts' THEN (SELECT count(*) FROM estate_contracts)
             WHEN 'estate_units' THEN (SELECT count(*) FROM estate_units) ELSE k.records END`,
        );
        // The ledger, posted as its migration posts the history (the money figures are read from it), by the same
        // posting functions. Each entry's balance is checked once at the end, over all of them: millions of deferred
        // checks queued in one statement make every later statement of it slower (the queue is walked at each one's
        // end). The balances kept with each line (per account and day, per account, property and month) are summed
        // from the lines once the history is posted: kept line by line, each balance row would be updated hundreds
        // of times in one transaction, every update a new version that the next one walks past.
        // The seed's management fee invoices name the entries they posted: those links go with the entries (the
        // fee invoices and their tax invoices stay, as documents).
        await client.query(
          `TRUNCATE ledger_lines, ledger_entries, ledger_daily_balances, ledger_property_month_balances,
                    estate_fee_invoice_entries`,
        );
        await client.query(`ALTER TABLE ledger_lines DISABLE TRIGGER ledger_lines_balanced`);
        await client.query(`ALTER TABLE ledger_lines DISABLE TRIGGER ledger_lines_roll_balance`);
        for (const statement of LEDGER_HISTORY) await client.query(statement);
        await client.query(LEDGER_BALANCES_FROM_LINES);
        await client.query(`ALTER TABLE ledger_lines ENABLE TRIGGER ledger_lines_roll_balance`);
        await client.query(`ALTER TABLE ledger_lines ENABLE TRIGGER ledger_lines_balanced`);
        const { rows: unbalanced } = await client.query(
          `SELECT entry_id FROM ledger_lines GROUP BY entry_id HAVING sum(debit) <> sum(credit) OR count(*) < 2 LIMIT 1`,
        );
        if (unbalanced.length) throw new Error(`ledger entry ${unbalanced[0].entry_id} is unbalanced`);
        await client.query('VACUUM ANALYZE');
      });
    },
  });
  const counts = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM properties)::int AS listings, (SELECT count(*) FROM property_views)::int AS views,
              (SELECT count(*) FROM estate_contracts)::int AS contracts, (SELECT count(*) FROM estate_invoices)::int AS invoices,
              (SELECT count(*) FROM estate_payments)::int AS payments,
              (SELECT count(*) FROM estate_maintenance_tickets)::int AS tickets`,
    );
    return rows[0];
  });
  return { ...dataset, counts };
}

async function timedGet(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

/** The dashboard's scratch database (BENCH_DASHBOARD_DATABASE_URL, else `estate_bench_dashboard`). */
export const dashboardDatabaseUrl = () =>
  scratchDatabaseUrl({
    bench: 'bench-dashboard',
    variable: 'BENCH_DASHBOARD_DATABASE_URL',
    database: 'estate_bench_dashboard',
    fate: 'it is dropped and recreated',
    protect: ['estate_bench'],
  });

export async function benchDashboard() {
  const url = dashboardDatabaseUrl();
  const unreachable = await serverUnreachable(url);
  if (unreachable) return skippedSection(HEADING, url, unreachable, log);
  const started = performance.now();
  const dataset = await dashboardDataset(url);
  const stopListening = stopServersOnSignal();
  const loadBefore = os.loadavg()[0];
  try {
    const results = await withServer({ DATABASE_URL: url.toString() }, async (baseUrl) => {
      const cookies = {
        admin: await signInCookie(baseUrl, { email: 'admin@dar-estate.sa', password: PASSWORD }),
        agent: await signInCookie(baseUrl, { email: 'agent@dar-estate.sa', password: PASSWORD }),
      };
      const measured = [];
      for (const [name, route, role] of ROUTES) {
        log(`measuring ${name}`);
        for (let run = 0; run < WARMUP; run += 1) await timedGet(`${baseUrl}${route}`, cookies[role]);
        const times = [];
        for (let run = 0; run < RUNS; run += 1) times.push(await timedGet(`${baseUrl}${route}`, cookies[role]));
        measured.push({ name, route, median: median(times), p95: percentile(times, 95) });
      }
      return measured;
    });
    log(`done in ${seconds(performance.now() - started)}`);
    return report(dataset, results, [loadBefore, os.loadavg()[0]]);
  } finally {
    stopListening();
  }
}

function report(dataset, results, load) {
  const n = (value) => value.toLocaleString('en');
  const { counts } = dataset;
  return [
    HEADING,
    '',
    `${n(counts.listings)} listings with ${n(counts.views)} view rows, ${n(counts.contracts)} contracts with ${n(counts.invoices)} invoices and ${n(counts.payments)} payments, ${n(counts.tickets)} tickets (${dataset.reused ? `reused, generated on ${dataset.generatedOn}` : `generated in ${seconds(dataset.generationMs)}`}). Each route ${RUNS} times one after the other through the API (after ${WARMUP} unmeasured), signed in as the role named; the figures come from indexed ranges and the rollups the database keeps (migration 1795930000000-dashboard-rollups). Load average ${load.map((value) => value.toFixed(1)).join(' → ')} on ${os.cpus().length} cores.`,
    '',
    '| Route | Asked as | Median | p95 |',
    '| --- | --- | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.name} \`${result.route}\` | ${result.name.includes('agent') ? 'agent' : 'admin'} | ${ms(result.median)} | ${ms(result.p95)} |`,
    ),
  ];
}

await runAlone(import.meta.url, HEADING, benchDashboard);
