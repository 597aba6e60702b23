#!/usr/bin/env node
/**
 * The estate back office's lists at 10,000 properties, 50,000 units and 50,000 contracts (with their 600,000 rent
 * invoices): `GET /api/estate/contracts` and `GET /api/estate/units` (default pages, filters, sorts, searches) as a
 * property manager asks them, next to the very same SQL sent straight through `pg` (captured from the API's `pg`
 * client), medians and throughput of each.
 *
 * `npm run bench -- api` runs it after the listings benchmark (bench-api.mjs); `node scripts/bench-estate.mjs` runs
 * it alone (building the API first) and replaces only its section of BENCHMARKS.md.
 *
 * Database: BENCH_ESTATE_DATABASE_URL, else the server of DATABASE_URL (else postgres://postgres@127.0.0.1:5432/)
 * with the database `estate_bench_portfolio`: a scratch database, migrated and seeded by the API's migration entry
 * point, then filled by set-based INSERTs over generate_series (the invoices with triggers off: the dashboard's
 * rollups and the ledger do not hold them). It is reused while its recorded fingerprint names the rows this generator
 * makes; otherwise it is dropped and made again. Without PostgreSQL the section is skipped.
 */
import { CONTRACT_EXPIRING_SOON_DAYS, todayInRiyadh } from '@estate/contracts';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compareWithPg,
  generatedDataset,
  ms,
  pg,
  runAlone,
  scratchDatabaseUrl,
  seconds,
  SERVER_LOG_LEVEL,
  serverUnreachable,
  signInCookie,
  skippedSection,
  stopServersOnSignal,
  withCapturingServer,
  withClient,
  withServer,
} from './bench-support.mjs';
import { root } from './web-apps.mjs';

const HEADING = '## API: estate lists at 10,000 properties, 50,000 units and 50,000 contracts';
const PROPERTIES = 10_000;
const UNITS_PER_PROPERTY = 5;
const OWNERS = 2_000;
const CONTRACTS = PROPERTIES * UNITS_PER_PROPERTY;
const CONCURRENCY = 8;
const ROUNDS = 3;
const WARMUP = 8;
const PER_ROUND = 40;
/** Same as the API's pool. */
const POOL_SIZE = 10;
/** The demo property manager (seeded with the demo password). */
const SIGN_IN = { email: 'property.manager@dar-estate.sa', password: 'Demo@2025' };

const FIRST_NAMES = ['محمد', 'عبدالله', 'فهد', 'سعود', 'خالد', 'نورة', 'سارة', 'ريم', 'هند', 'ماجد', 'تركي', 'ليلى'];
const FAMILY_NAMES = [
  'القحطاني',
  'العتيبي',
  'الدوسري',
  'الحربي',
  'الشمري',
  'المطيري',
  'الغامدي',
  'الزهراني',
  'العنزي',
  'السبيعي',
];
const BUILDINGS = ['برج', 'عمارة', 'مجمع', 'مركز', 'أبراج'];
const DISTRICTS = [
  'الياسمين',
  'النرجس',
  'الملقا',
  'الروضة',
  'الشاطئ',
  'الحمراء',
  'العزيزية',
  'الفيصلية',
  'النخيل',
  'الخالدية',
];
const CITIES = ['riyadh', 'jeddah', 'dammam', 'mecca', 'medina'];
const UNIT_TYPES = ['apartment', 'apartment', 'apartment', 'office', 'shop'];

/** Scenarios: what the screens ask, on the contracts and units tabs. */
const scenarios = [
  { name: 'Contracts, default page', path: '/api/estate/contracts', perRound: PER_ROUND },
  {
    name: 'Contracts, active, ending first',
    path: '/api/estate/contracts?status=active&sort=endDate&order=asc&page=3',
    perRound: PER_ROUND,
  },
  { name: 'Contracts, expiring soon tab', path: '/api/estate/contracts?tab=expiring', perRound: PER_ROUND },
  { name: 'Contracts, search by tenant name', path: '/api/estate/contracts?q=القحطاني', perRound: PER_ROUND },
  { name: 'Contracts, search by number', path: '/api/estate/contracts?q=CNT-2026-81', perRound: PER_ROUND },
  { name: 'Contracts, search for a name nobody has', path: '/api/estate/contracts?q=زمرد', perRound: PER_ROUND },
  { name: 'Contracts, summary cards', path: '/api/estate/contracts/summary', perRound: PER_ROUND },
  { name: 'Units, default page', path: '/api/estate/units', perRound: PER_ROUND },
  {
    name: 'Units, vacant in a city, dearest first',
    path: '/api/estate/units?city=jeddah&status=vacant&sort=rentPrice&order=desc',
    perRound: PER_ROUND,
  },
  { name: 'Units, search by property name', path: '/api/estate/units?q=برج الياسمين', perRound: PER_ROUND },
];

/**
 * Each scenario's API and `pg` medians (ms) before the lists counted from kept numbers and stopped counting early:
 * commit 12ee52c, this benchmark with the periodic jobs off, on 2026-11-27 (load average 10.1 before, 15.1 after).
 */
const BEFORE = {
  'Contracts, default page': [175.9, 63.2],
  'Contracts, active, ending first': [143.6, 49.3],
  'Contracts, expiring soon tab': [125.0, 55.6],
  'Contracts, search by tenant name': [270.8, 199.3],
  'Contracts, search by number': [145.9, 90.3],
  'Contracts, search for a name nobody has': [266.8, 225.0],
  'Contracts, summary cards': [360.3, 311.0],
  'Units, default page': [74.7, 38.5],
  'Units, vacant in a city, dearest first': [259.2, 174.7],
  'Units, search by property name': [140.5, 86.3],
};

const log = (message) => console.log(`bench-estate: ${message}`);

/**
 * The API's environment: the bench database, and the periodic jobs off (the notifications' run writes a notice for
 * each of thousands of contracts ending soon on the API's pool, for minutes after each start, which is not what a
 * list costs).
 */
const serverEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  ESTATE_JOBS_INTERVAL_SECONDS: '0',
  AUCTION_JOBS_INTERVAL_SECONDS: '0',
});
const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * The generated portfolio, set-based and repeatable (every value follows from the row number): owners, tenants,
 * properties over the five cities, five units each, one contract per unit (a mix of active, expiring, expired,
 * pending and terminated, dated from the day of generation; every tenth unit vacant, another tenth with an earlier
 * tenancy besides its current one) and twelve monthly rent invoices per contract.
 */
const GENERATOR = [
  `INSERT INTO estate_owners (name, phone, national_id, email, city, status, join_date)
   SELECT (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(FAMILY_NAMES)})[1 + (i * 7) % ${FAMILY_NAMES.length}],
          '+9665' || lpad((10000000 + i)::text, 8, '0'), '1' || lpad((800000000 + i)::text, 9, '0'),
          'owner' || i || '@bench.example', (${sqlArray(CITIES)})[1 + i % 5], 'active', current_date - (i % 900)
     FROM generate_series(1, ${OWNERS}) AS i`,
  `INSERT INTO estate_tenants (name, phone, national_id, email, city)
   SELECT (${sqlArray(FIRST_NAMES)})[1 + (i * 5) % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(FAMILY_NAMES)})[1 + (i * 3) % ${FAMILY_NAMES.length}],
          '+9665' || lpad((20000000 + i)::text, 8, '0'), '2' || lpad((800000000 + i)::text, 9, '0'),
          'tenant' || i || '@bench.example', (${sqlArray(CITIES)})[1 + (i * 3) % 5]
     FROM generate_series(1, ${CONTRACTS}) AS i`,
  `INSERT INTO estate_properties (title, title_en, owner_id, type, category, status, city, district, address, area,
                                  year_built, current_value)
   SELECT (${sqlArray(BUILDINGS)})[1 + i % ${BUILDINGS.length}] || ' ' || (${sqlArray(DISTRICTS)})[1 + (i * 7) % ${DISTRICTS.length}] || ' ' || i,
          'Building ' || i, o.id, 'building', 'mixed', (ARRAY['active', 'active', 'active', 'inactive', 'maintenance'])[1 + i % 5],
          (${sqlArray(CITIES)})[1 + (i * 3) % 5], (${sqlArray(DISTRICTS)})[1 + (i * 7) % ${DISTRICTS.length}],
          'شارع ' || (i % 300), 400 + (i * 37) % 3000, 1990 + i % 35, 1000000 + (i * 7919) % 9000000
     FROM generate_series(1, ${PROPERTIES}) AS i
     JOIN (SELECT id, row_number() OVER (ORDER BY national_id) AS n FROM estate_owners
            WHERE email LIKE '%@bench.example') o ON o.n = 1 + i % ${OWNERS}`,
  `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price)
   SELECT p.id, chr(64 + j) || '-' || (100 + j), (${sqlArray(UNIT_TYPES)})[j], j, 60 + (p.n * j * 13) % 240,
          1 + (p.n + j) % 5, 1 + j % 3, 1500 + ((p.n * 31 + j * 17) % 120) * 100
     FROM (SELECT id, row_number() OVER (ORDER BY title_en) AS n FROM estate_properties
            WHERE title_en LIKE 'Building %') p
    CROSS JOIN generate_series(1, ${UNITS_PER_PROPERTY}) AS j`,
  // Contract k's dates: active (start 0..330 days ago, a year long), expiring (ends within 30 days), expired,
  // pending (starts within 60 days), terminated 10 days ago. Every 10th unit stays vacant for a later contract.
  `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                 rent_amount, security_deposit, payment_frequency, termination_date, notes)
   SELECT 'CNT-' || to_char(d.start_date, 'YYYY') || '-' || lpad((800000 + u.n)::text, 6, '0'), u.property_id, u.id,
          u.owner_id, t.id, d.start_date, d.start_date + 364, u.rent_price, u.rent_price,
          (ARRAY['monthly', 'quarterly', 'semi_annual', 'yearly'])[1 + u.n % 4],
          CASE WHEN u.n % 10 = 8 THEN current_date - 10 END, 'bench'
     FROM (SELECT u.id, u.property_id, p.owner_id, u.rent_price, row_number() OVER (ORDER BY u.property_id, u.unit_number) AS n
             FROM estate_units u JOIN estate_properties p ON p.id = u.property_id
            WHERE p.title_en LIKE 'Building %') u
     JOIN (SELECT id, row_number() OVER (ORDER BY national_id) AS n FROM estate_tenants
            WHERE email LIKE '%@bench.example') t ON t.n = u.n
    CROSS JOIN LATERAL (SELECT CASE
            WHEN u.n % 10 IN (0, 1, 2, 3) THEN current_date - ((u.n * 7) % 330)::int
            WHEN u.n % 10 = 8 THEN current_date - 30 - ((u.n * 7) % 300)::int
            WHEN u.n % 10 = 4 THEN current_date - 364 + ((u.n % 30) + 1)::int
            WHEN u.n % 10 IN (5, 6) THEN current_date - 400 - ((u.n * 11) % 600)::int
            ELSE current_date + ((u.n % 60) + 1)::int END AS start_date) d
    WHERE u.n % 10 <> 9`,
  // One unit in ten has an earlier tenancy, long over, besides its current one: 50,000 contracts in all.
  `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                 rent_amount, security_deposit, payment_frequency, notes)
   SELECT 'CNT-' || to_char(current_date - 1200 + (u.n % 100)::int, 'YYYY') || '-' || lpad((900000 + u.n)::text, 6, '0'),
          u.property_id, u.id, u.owner_id, t.id, current_date - 1200 + (u.n % 100)::int,
          current_date - 1200 + (u.n % 100)::int + 364, u.rent_price, u.rent_price, 'yearly', 'bench'
     FROM (SELECT u.id, u.property_id, p.owner_id, u.rent_price, row_number() OVER (ORDER BY u.property_id, u.unit_number) AS n
             FROM estate_units u JOIN estate_properties p ON p.id = u.property_id
            WHERE p.title_en LIKE 'Building %') u
     JOIN (SELECT id, row_number() OVER (ORDER BY national_id) AS n FROM estate_tenants
            WHERE email LIKE '%@bench.example') t ON t.n = u.n
    WHERE u.n % 10 = 0`,
  `INSERT INTO estate_invoices (invoice_number, contract_id, type, period_start, period_end, due_date, net_amount,
                                vat_percent, vat_amount, total_amount, status, paid_at, payment_method)
   SELECT 'INV-' || to_char(c.start_date + k * interval '1 month', 'YYYY') || '-' || lpad(nextval('estate_invoice_number_seq')::text, 7, '0'),
          c.id, 'rent', (c.start_date + k * interval '1 month')::date, (c.start_date + (k + 1) * interval '1 month')::date - 1,
          (c.start_date + k * interval '1 month')::date, c.rent_amount, 0, 0, c.rent_amount,
          CASE WHEN (c.start_date + k * interval '1 month')::date < current_date - 20 THEN 'paid' ELSE 'pending' END,
          CASE WHEN (c.start_date + k * interval '1 month')::date < current_date - 20
               THEN (c.start_date + k * interval '1 month') + interval '2 days' END,
          CASE WHEN (c.start_date + k * interval '1 month')::date < current_date - 20 THEN 'bank_transfer' END
     FROM estate_contracts c CROSS JOIN generate_series(0, 11) AS k
    WHERE c.notes = 'bench'`,
];

const fingerprint = () =>
  createHash('sha256')
    .update(JSON.stringify({ GENERATOR, v: 1 }))
    .digest('hex')
    .slice(0, 16);

async function generatedContracts(client) {
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM estate_contracts WHERE notes = 'bench'`);
  return rows[0].n;
}

/** Creates or reuses the bench database, migrated, seeded and holding the generated portfolio. */
async function prepareDatabase(url) {
  const print = fingerprint();
  const complete = async (client) => (await generatedContracts(client)) === CONTRACTS;
  const dataset = await generatedDataset(url, {
    fingerprint: print,
    complete,
    what: 'the portfolio',
    log,
    generate: () =>
      withClient(url, async (client) => {
        await client.query(`SET synchronous_commit = off`);
        for (const statement of GENERATOR) {
          // The invoices without their triggers (the dashboard's rollups and the ledger's postings, neither read by
          // these lists): 600,000 postings row by row would take most of an hour.
          const invoices = /^\s*INSERT INTO estate_invoices/.test(statement);
          if (invoices) await client.query(`SET session_replication_role = replica`);
          await client.query(statement);
          if (invoices) await client.query(`SET session_replication_role = DEFAULT`);
        }
        // The contracts' rent totals (the summary cards' value), which the invoices' trigger keeps row by row.
        const { CONTRACT_TOTALS_BACKFILL } = await import(
          pathToFileURL(path.join(root, 'services/dist/migrations/1796400000000-contract-invoice-totals.js')).href
        );
        await client.query(CONTRACT_TOTALS_BACKFILL);
        await client.query('VACUUM ANALYZE');
      }),
  });
  const counts = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM estate_properties)::int AS properties, (SELECT count(*) FROM estate_units)::int AS units,
              (SELECT count(*) FROM estate_contracts)::int AS contracts, (SELECT count(*) FROM estate_invoices)::int AS invoices`,
    );
    return rows[0];
  });
  return { ...dataset, counts };
}

async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body}`);
  return JSON.parse(body);
}

/** The statements of the list a request runs (the session check and any sweep left out). */
const isListStatement = (text) => /\bestate_/.test(text) && !/^\s*(UPDATE|INSERT|WITH withdrawn)/i.test(text);

/** Every statement each scenario's request sends through `pg`, from a server with the capture hook. */
function captureQueries(databaseUrl) {
  return withCapturingServer(serverEnv(databaseUrl), async (baseUrl, sent) => {
    const cookie = await signInCookie(baseUrl, SIGN_IN);
    const captured = [];
    for (const scenario of scenarios) {
      const { result, statements } = await sent(() => getJson(baseUrl + encodeURI(scenario.path), cookie));
      const queries = statements.filter((query) => isListStatement(query.text));
      if (queries.length === 0) throw new Error(`${scenario.name}: the request sent no list SQL through pg`);
      // A list answers its total; the summary cards, the contracts they count.
      captured.push({
        ...scenario,
        total: result.total ?? result.totalContracts,
        capped: result.totalCapped === true,
        queries,
      });
    }
    return captured;
  });
}

async function measure(baseUrl, cookie, pool, scenario) {
  return compareWithPg({
    url: baseUrl + encodeURI(scenario.path),
    headers: { cookie },
    pool,
    queries: scenario.queries,
    warmup: WARMUP,
    rounds: ROUNDS,
    perRound: scenario.perRound,
    concurrency: CONCURRENCY,
  });
}

/**
 * Each count the lists and the summary cards answer from kept numbers (estate_record_counts, the contracts' calendar)
 * next to the same count over every record: [name, kept, counted].
 */
async function keptCountsAgree(baseUrl, cookie, pool) {
  const total = async (path) => (await getJson(`${baseUrl}${path}`, cookie)).total;
  const summary = await getJson(`${baseUrl}/api/estate/contracts/summary`, cookie);
  const { rows } = await pool.query(
    `WITH today AS (SELECT $1::date AS d)
     SELECT (SELECT count(*) FROM estate_units)::int AS units, count(*)::int AS contracts,
            (count(*) FILTER (WHERE c.termination_date IS NULL AND c.start_date <= d AND c.end_date >= d))::int AS active,
            (count(*) FILTER (WHERE c.termination_date IS NULL AND c.start_date > d))::int AS pending,
            (count(*) FILTER (WHERE c.termination_date IS NULL AND c.end_date < d))::int AS expired,
            (count(*) FILTER (WHERE c.termination_date IS NOT NULL))::int AS terminated,
            (count(*) FILTER (WHERE c.termination_date IS NULL AND c.start_date <= d AND c.end_date > d
                               AND c.end_date <= d + ${CONTRACT_EXPIRING_SOON_DAYS}))::int AS expiring,
            coalesce(sum(i.rent) FILTER (WHERE c.termination_date IS NULL AND c.start_date <= d AND c.end_date >= d), 0)::float8
              AS value
       FROM today, estate_contracts c
       LEFT JOIN (SELECT contract_id, sum(total_amount) AS rent FROM estate_invoices
                   WHERE type = 'rent' AND status <> 'cancelled' GROUP BY contract_id) i ON i.contract_id = c.id`,
    [todayInRiyadh()],
  );
  const counted = rows[0];
  return [
    ['units', await total('/api/estate/units?limit=1'), counted.units],
    ['contracts', await total('/api/estate/contracts?limit=1'), counted.contracts],
    ['active', await total('/api/estate/contracts?limit=1&status=active'), counted.active],
    ['pending', await total('/api/estate/contracts?limit=1&status=pending'), counted.pending],
    ['expired', await total('/api/estate/contracts?limit=1&status=expired'), counted.expired],
    ['terminated', await total('/api/estate/contracts?limit=1&status=terminated'), counted.terminated],
    ['expiring soon', await total('/api/estate/contracts?limit=1&tab=expiring'), counted.expiring],
    ['summary: contracts', summary.totalContracts, counted.contracts],
    ['summary: active', summary.activeContracts, counted.active],
    ['summary: expiring soon', summary.expiringSoon, counted.expiring],
    ['summary: active value (SAR)', summary.activeContractsValue, counted.value],
  ];
}

/** The access paths of a statement's plan, in a few words. */
async function accessPaths(pool, { text, params }) {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT TEXT) ${text}`, params);
  const plan = rows.map((row) => row['QUERY PLAN']);
  const found = (pattern) => [...new Set(plan.flatMap((line) => [...line.matchAll(pattern)].map((m) => m[1])))];
  const indexes = found(/(?:Index|Index Only|Bitmap Index) Scan(?: Backward)? (?:using|on) (\S+)/g);
  const sequential = found(/Seq Scan on (\S+)/g);
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  return `${indexes.length ? indexes.map((name) => `\`${name}\``).join(', ') : 'no index'}${
    sequential.length ? `; **sequential scan of ${sequential.map((name) => `\`${name}\``).join(', ')}**` : ''
  } (${time})`;
}

/** Runs the benchmark; answers its section of BENCHMARKS.md as lines. */
export async function benchEstate() {
  const url = scratchDatabaseUrl({
    bench: 'bench-estate',
    variable: 'BENCH_ESTATE_DATABASE_URL',
    database: 'estate_bench_portfolio',
    fate: 'it is dropped and recreated',
    protect: ['estate_bench'],
  });
  const unreachable = await serverUnreachable(url);
  if (unreachable) return skippedSection(HEADING, url, unreachable, log);
  const started = performance.now();
  const dataset = await prepareDatabase(url);
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
  const stopListening = stopServersOnSignal();
  try {
    log('capturing the SQL of each scenario');
    const captured = await captureQueries(url.toString());
    // What the API's start migrated (counts kept by triggers fill their tables row by row) settled, as autovacuum
    // leaves a live database.
    await pool.query('VACUUM ANALYZE');
    const loadBefore = os.loadavg()[0];
    const { results, agreement } = await withServer(serverEnv(url.toString()), async (baseUrl) => {
      const cookie = await signInCookie(baseUrl, SIGN_IN);
      const measured = [];
      for (const scenario of captured) {
        log(`measuring "${scenario.name}" (${scenario.total} matches)`);
        measured.push({ ...scenario, ...(await measure(baseUrl, cookie, pool, scenario)) });
      }
      log('checking the kept counts against a count of every record');
      return { results: measured, agreement: await keptCountsAgree(baseUrl, cookie, pool) };
    });
    for (const result of results) {
      result.paths = [];
      for (const statement of result.queries) result.paths.push(await accessPaths(pool, statement));
    }
    const load = [loadBefore, os.loadavg()[0]];
    log(`done in ${seconds(performance.now() - started)}`);
    return report(dataset, results, load, agreement);
  } finally {
    await pool.end();
    stopListening();
  }
}

function report(dataset, results, load, agreement) {
  const { counts } = dataset;
  const generation = dataset.reused
    ? `reused: generated on ${dataset.generatedOn} in ${seconds(dataset.generationMs)}`
    : `generated in ${seconds(dataset.generationMs)}`;
  const lines = [
    HEADING,
    '',
    `${counts.properties.toLocaleString('en')} properties, ${counts.units.toLocaleString('en')} units, ${counts.contracts.toLocaleString('en')} contracts and ${counts.invoices.toLocaleString('en')} invoices in a database of their own: the seed plus a portfolio made by set-based \`INSERT … SELECT … FROM generate_series\` (${generation}, VACUUM ANALYZE included; every tenth unit vacant and another tenth with an earlier tenancy, contracts active, expiring, expired, pending and terminated, twelve monthly invoices each). The built API runs with \`NODE_ENV=production\` and \`LOG_LEVEL=${SERVER_LOG_LEVEL}\`, signed in as the demo property manager. Each scenario: ${WARMUP} warm-up requests each way, then ${ROUNDS} rounds of ${PER_ROUND} alternating the API and the same SQL straight through \`pg\` (a pool of ${POOL_SIZE}), ${CONCURRENCY} in flight. The SQL is the list's own statements as the request sent them (count, then page), captured from the API's \`pg\` client (a statement the API keeps prepared, its rows by ids, replayed prepared); the session check is left out of the \`pg\` side, so API / \`pg\` includes it with HTTP, validation, mapping and JSON. The API is asked as a browser asks: kept-alive connections, a browser's \`Accept-Encoding\`, the answer's compressed bytes read and not decoded (the client shares the API's 2 cores: decoding in undici's fetch cost about 3 ms a request there). The API's periodic jobs are off, and the database is vacuumed once the API's start has migrated it. The machine's load average (1 min) was ${load[0].toFixed(1)} before the measures and ${load[1].toFixed(1)} after: other work shares its ${os.cpus().length} cores, and at 8 in flight each request waits for the others' turns on them, so compare the \`pg\` side and the ratios rather than the API's absolute figures. The last column is the same scenario before the lists counted from kept numbers (see BEFORE in the script).`,
    '',
    '| Scenario | Matches | API median | API p95 | API req/s | `pg` median | `pg` p95 | `pg` req/s | API / `pg` median | Before: API, `pg` median |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => {
      const before = BEFORE[r.name];
      const matches = r.capped ? `more than ${r.total.toLocaleString('en')}` : r.total.toLocaleString('en');
      return `| ${r.name} | ${matches} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${r.api.throughput.toFixed(0)} | ${ms(r.direct.median)} | ${ms(r.direct.p95)} | ${r.direct.throughput.toFixed(0)} | ${(r.api.median / r.direct.median).toFixed(2)}× | ${before ? `${ms(before[0])}, ${ms(before[1])}` : ''} |`;
    }),
    '',
    `The kept counts the API answers, against a count of every record through \`pg\` (statuses by today's date, the active contracts' value summed from their invoices): ${agreement.map(([name, kept, counted]) => `${name} ${kept.toLocaleString('en')}${kept === counted ? '' : ` **but ${counted.toLocaleString('en')} counted**`}`).join(', ')}; ${agreement.every(([, kept, counted]) => kept === counted) ? 'all agree' : '**they differ**'}.`,
    '',
    ...results.map((r) => `- ${r.name}: \`GET ${r.path}\`; indexes read: ${r.paths.join(' / ')}`),
    '',
    "How a list reads (ContractQueries, UnitsQueries over `readPage`): first its total, then the page's ids, then those rows with their names, the contract a unit shows and a contract's money figures (`estate/money/contract-figures.ts`, its invoices by `estate_invoices_contract_id_idx`; a contract's names each read by key, not joined, which halves the page's planning). The total is never a visit of every match: without filters it is the number kept in `estate_record_counts` (statement triggers on the contracts and units); a contract status or the expiring and expired tabs are sums over `estate_contract_calendar` (the contracts not terminated by the day they start and end with their rent billed, a few hundred rows, kept through `estate_contract_totals`), which the summary cards without filters read as well; any other filter or search counts up to 1,000 records past the page and then answers \"more than\" (`totalCapped`, shown so in both languages); a search alone counts its parts first (the contracts of the matching owners, then tenants, then numbers; the units of the matching properties), each walked from its first match, and every match only when no part passed the cap. A count that found many matches lets the ids be walked from an index in the sort's order (`…_order_idx`, id breaking ties, a few rows for a page), which carries the columns the filters test (the contracts' dates and termination, and on created_at their owner, tenant, unit, property and number; the units' property, type, maintenance and the last day their contracts run, `open_until`: migrations EstateListCoverIndexes and UnitOpenUntil), a unit's status filtered by that day rather than a look for its contracts, a name search testing each contract's own owner and tenant by key (a page is found within a few hundred contracts when more than a thousand match); one that found few has them read by the filters' own indexes and sorted, and none reads no page. Every statement of a page is kept prepared on the API's connections (`preparedQuery`): planned once per connection where its generic plan is as cheap, else planned for its values as before. What is left is the API's own part of each request (the session check, HTTP, validation, mapping, JSON), which on 2 shared cores at 8 in flight is most of its median.",
  ];
  return lines;
}

await runAlone(import.meta.url, HEADING, benchEstate);
