/**
 * The listings API at 100,000 properties: latency and throughput of `GET /api/properties` for a filtered, sorted
 * listing, a text search and the default listing, next to the very same SQL run directly through `pg` (their ratio
 * is the API's own cost: HTTP, validation, mapping, JSON), and the query plans of that SQL.
 *
 * Database: BENCH_DATABASE_URL, else the server of DATABASE_URL (else postgres://postgres@127.0.0.1:5432/) with the
 * database `estate_bench`. It is a scratch database: migrated and seeded by the API's migration entry point, then
 * filled by one generated INSERT. It is reused when its recorded fingerprint (in the database's comment) names the
 * rows the current generator produces; otherwise it is dropped and created again. Without a reachable PostgreSQL
 * server the section is skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { countGenerated, datasetFingerprint, generateListings } from './bench-api-dataset.mjs';
import { median, percentile, startServer } from './bench-support.mjs';
import { benchEstate } from './bench-estate.mjs';
import { root } from './web-apps.mjs';

const pg = createRequire(path.join(root, 'services/package.json'))('pg');

const GENERATED = 100_000;
const CONCURRENCY = 8;
/** Rounds alternate the API and `pg`, so drift on the shared machine hits both alike. */
const ROUNDS = 3;
const WARMUP = 16;
/** Same as the API's pool (services/src/common/database/data-source.ts). */
const POOL_SIZE = 10;
/** Production logs one JSON line per request: muted, as its cost is below the noise here (see the report). */
const LOG_LEVEL = 'silent';
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/';
const BENCH_DATABASE = 'estate_bench';
/** Never dropped, whatever BENCH_DATABASE_URL says. */
const PROTECTED_DATABASES = new Set(['postgres', 'test', 'template0', 'template1']);
const HEADING = '## API: listings at 100,000 properties';

const scenarios = [
  {
    name: 'Filtered + sorted listing',
    perRound: 80,
    query: {
      city: 'الرياض',
      purpose: 'sale',
      type: 'villa',
      minPrice: '1000000',
      maxPrice: '5000000',
      bedrooms: '4',
      sort: 'price_asc',
      page: '2',
    },
  },
  // ه typed for ة, as people often do; the search folds both.
  { name: 'Text search', perRound: 80, query: { q: 'شقه مفروشه', sort: 'date_desc' } },
  // One city, dearest first: a descending sort, unpriced listings last.
  { name: 'City, highest price first', perRound: 80, query: { city: 'جدة', sort: 'price_desc' } },
  // What the listing page asks first: no filter, newest first. Fewer requests: it is the slowest by far.
  { name: 'Default listing', perRound: 25, query: {} },
];

const log = (message) => console.log(`bench-api: ${message}`);
const ms = (value) => `${value.toFixed(1)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const listPath = (query) => {
  const search = new URLSearchParams(query).toString();
  return search ? `/api/properties?${search}` : '/api/properties';
};
const databaseName = (url) => decodeURIComponent(url.pathname.slice(1));
const oneLine = (sql) => sql.replace(/\s+/g, ' ').trim();
const today = () => new Date().toISOString().slice(0, 10);

function benchDatabaseUrl() {
  if (process.env.BENCH_DATABASE_URL) return new URL(process.env.BENCH_DATABASE_URL);
  const url = new URL(process.env.DATABASE_URL || DEFAULT_SERVER);
  url.pathname = `/${BENCH_DATABASE}`;
  return url;
}

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  // A connection lost after a failed connect is reported by connect() already; unheard, it would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Why the server of `url` cannot be reached (its `postgres` database), or null when it answers. */
async function serverUnreachable(url) {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  try {
    await withClient(adminUrl, () => undefined);
    return null;
  } catch (error) {
    const code = error.code ?? error.errors?.[0]?.code;
    if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code))
      return code;
    if (/timeout|terminated/i.test(error.message)) return error.message;
    throw error;
  }
}

/** The recorded dataset of a database (its comment), or null. */
async function recordedDataset(admin, name) {
  const { rows } = await admin.query(
    `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
    [name],
  );
  if (rows.length === 0) return null;
  try {
    return JSON.parse(rows[0].note ?? 'null');
  } catch {
    return null;
  }
}

/** Creates or reuses the bench database, migrated, seeded and holding the generated listings. */
async function prepareDatabase(url) {
  const name = databaseName(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const fingerprint = datasetFingerprint(GENERATED);

  let dataset = await withClient(adminUrl, async (admin) => {
    const recorded = await recordedDataset(admin, name);
    if (recorded?.fingerprint === fingerprint) {
      const generated = await withClient(url, countGenerated).catch(() => -1);
      if (generated === GENERATED) return recorded;
    }
    log(`creating database ${name}`);
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    return null;
  });

  // Pending migrations and seed steps, through the API's own release step (also on a reused database).
  const migrate = spawnSync(process.execPath, [path.join(root, 'services/dist/migrate.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrating ${name} failed:\n${migrate.stdout}${migrate.stderr}`);

  const reused = dataset !== null;
  if (reused) {
    log(`reusing ${name}: its ${GENERATED.toLocaleString('en')} properties were generated on ${dataset.generatedOn}`);
    await withClient(url, (client) => client.query('ANALYZE properties'));
  } else {
    log(`generating ${GENERATED.toLocaleString('en')} properties`);
    const started = performance.now();
    await withClient(url, (client) => generateListings(client, GENERATED));
    dataset = { fingerprint, generationMs: performance.now() - started, generatedOn: today() };
    await withClient(adminUrl, (admin) =>
      admin.query(
        `COMMENT ON DATABASE ${admin.escapeIdentifier(name)} IS ${admin.escapeLiteral(JSON.stringify(dataset))}`,
      ),
    );
    log(`generated in ${seconds(dataset.generationMs)}`);
  }
  const total = await withClient(url, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS total FROM properties');
    return rows[0].total;
  });
  return { ...dataset, total, reused };
}

/** Servers still running, stopped if the bench is interrupted. */
const running = new Set();

async function stop(server) {
  running.delete(server);
  // A server that already died never reports its exit again: do not wait for it forever.
  await Promise.race([server.stop(), new Promise((done) => setTimeout(done, 5000).unref())]);
}

async function withServer(env, use) {
  const server = await startServer({ NODE_ENV: 'production', LOG_LEVEL, ...env });
  running.add(server);
  try {
    return await use(server.baseUrl);
  } finally {
    await stop(server);
  }
}

async function getJson(url) {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body}`);
  return JSON.parse(body);
}

/** Every statement each scenario's request sends to PostgreSQL, read from a server with the capture hook. */
async function captureQueries(databaseUrl) {
  const folder = mkdtempSync(path.join(tmpdir(), 'estate-bench-api-'));
  const file = path.join(folder, 'queries.jsonl');
  const hook = pathToFileURL(path.join(root, 'scripts/bench-api-capture.mjs')).href;
  try {
    return await withServer(
      {
        DATABASE_URL: databaseUrl,
        BENCH_API_CAPTURE_FILE: file,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
      },
      async (baseUrl) => {
        const captured = [];
        for (const scenario of scenarios) {
          const before = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
          const { total } = await getJson(baseUrl + listPath(scenario.query));
          const lines = readFileSync(file).subarray(before).toString('utf8').split('\n').filter(Boolean);
          const queries = lines.map((line) => JSON.parse(line));
          if (queries.length === 0) throw new Error(`${scenario.name}: the request sent no SQL through pg`);
          captured.push({ ...scenario, total, queries });
        }
        return captured;
      },
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs `count` tasks, CONCURRENCY at a time; each task's latency in ms, and the wall time. */
async function load(count, task) {
  const latencies = [];
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < count) {
      started += 1;
      const t0 = performance.now();
      await task();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, elapsed: performance.now() - begin };
}

function summary(runs) {
  const latencies = runs.flatMap((run) => run.latencies);
  const elapsed = runs.reduce((total, run) => total + run.elapsed, 0);
  return {
    median: median(latencies),
    p95: percentile(latencies, 95),
    throughput: (latencies.length / elapsed) * 1000,
  };
}

async function measure(baseUrl, pool, scenario) {
  const url = baseUrl + listPath(scenario.query);
  const viaApi = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  };
  // What the service does: each statement in turn, each on a connection taken from the pool.
  const direct = async () => {
    for (const { text, params } of scenario.queries) await pool.query(text, params);
  };
  await load(WARMUP, viaApi);
  await load(WARMUP, direct);
  const api = [];
  const sql = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    api.push(await load(scenario.perRound, viaApi));
    sql.push(await load(scenario.perRound, direct));
  }
  return { api: summary(api), direct: summary(sql) };
}

/** The plan of one captured statement, run with its parameters; the planning block left out. */
async function explain(pool, { text, params }) {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${text}`, params);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const planning = lines.findIndex((line) => /^Planning( Time)?:/.test(line));
  return [...lines.slice(0, planning), ...lines.filter((line) => line.startsWith('Execution Time'))];
}

/** One line on the access paths of a plan: which indexes, and any sequential scan. */
function readPlan(plan) {
  const found = (pattern) => [...new Set(plan.flatMap((line) => [...line.matchAll(pattern)].map((m) => m[1])))];
  const bitmap = found(/Bitmap Index Scan on (\S+)/g);
  const ordered = found(/Index Scan(?: Backward)? using (\S+)/g);
  const indexOnly = found(/Index Only Scan(?: Backward)? using (\S+)/g);
  const sequential = found(/Seq Scan on (\S+)/g);
  const parts = [];
  if (ordered.length) parts.push(`index scan of ${ordered.map((n) => `\`${n}\``).join(', ')}`);
  if (indexOnly.length) parts.push(`index-only scan of ${indexOnly.map((n) => `\`${n}\``).join(', ')}`);
  if (bitmap.length) {
    const combined = plan.some((line) => line.includes('BitmapAnd')) ? ' (ANDed)' : '';
    parts.push(`bitmap scan of ${bitmap.map((n) => `\`${n}\``).join(', ')}${combined}`);
  }
  parts.push(
    sequential.length ? `**sequential scan of ${sequential.map((n) => `\`${n}\``).join(', ')}**` : 'no sequential scan',
  );
  return parts.join('; ');
}

const statementName = ({ text }) => (/^\s*SELECT\s+count\(/i.test(text) ? 'Count query' : 'Page query');

/** The API's section of BENCHMARKS.md: the listings, then the estate back office's lists (bench-estate.mjs). */
export async function benchApi() {
  return [...(await benchListings()), '', ...(await benchEstate())];
}

async function benchListings() {
  const url = benchDatabaseUrl();
  const name = databaseName(url);
  const appDatabase = process.env.DATABASE_URL ? databaseName(new URL(process.env.DATABASE_URL)) : null;
  if (PROTECTED_DATABASES.has(name) || name === appDatabase) {
    throw new Error(`bench-api: refusing to use the database "${name}" (it is dropped and recreated); pick another`);
  }
  const started = performance.now();
  const unreachable = await serverUnreachable(url);
  if (unreachable) {
    const where = `${url.hostname}:${url.port || 5432}`;
    log(`skipped: no PostgreSQL server answered at ${where} (${unreachable})`);
    return [HEADING, '', `Skipped: no PostgreSQL server answered at ${where}.`];
  }
  const dataset = await prepareDatabase(url);

  const onSignal = (signal) => {
    void Promise.all([...running].map(stop)).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
  try {
    log('capturing the SQL of each scenario');
    const captured = await captureQueries(url.toString());
    const results = await withServer({ DATABASE_URL: url.toString() }, async (baseUrl) => {
      const measured = [];
      for (const scenario of captured) {
        log(`measuring "${scenario.name}" (${scenario.total} matches)`);
        measured.push({ ...scenario, ...(await measure(baseUrl, pool, scenario)) });
      }
      return measured;
    });
    log('explaining');
    for (const result of results) {
      result.plans = [];
      for (const statement of result.queries) result.plans.push(await explain(pool, statement));
    }
    log(`done in ${seconds(performance.now() - started)}`);
    return report(dataset, results);
  } finally {
    await pool.end();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** The request as a reader would type it, Arabic unescaped. */
const shownPath = (query) => {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${value}`);
  return pairs.length ? `/api/properties?${pairs.join('&')}` : '/api/properties';
};

function report(dataset, results) {
  const generation = dataset.reused
    ? `reused: generated on ${dataset.generatedOn} in ${seconds(dataset.generationMs)}`
    : `generated in ${seconds(dataset.generationMs)}`;
  const lines = [
    HEADING,
    '',
    `${dataset.total.toLocaleString('en')} properties in a database of their own: 100,000 generated by one \`INSERT … SELECT … FROM generate_series\` (${generation}, VACUUM ANALYZE included) plus the seed. The built API runs with \`NODE_ENV=production\` and \`LOG_LEVEL=${LOG_LEVEL}\` (request logging costs less than the noise here). Each scenario: ${WARMUP} warm-up requests each way, then ${ROUNDS} rounds alternating the API and the same SQL sent straight through \`pg\` (a pool of ${POOL_SIZE}, like the API's), ${CONCURRENCY} requests in flight, over keep-alive. The SQL is what the request sent, captured from the API's \`pg\` client; a \`pg\` "request" runs those statements in turn. API / \`pg\` above 1 is the API's own cost (HTTP, validation, mapping, JSON).`,
    '',
    '| Scenario | Matches | Requests | API median | API p95 | API req/s | `pg` median | `pg` p95 | `pg` req/s | API / `pg` median | API / `pg` req/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.total.toLocaleString('en')} | ${ROUNDS * r.perRound} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${r.api.throughput.toFixed(0)} | ${ms(r.direct.median)} | ${ms(r.direct.p95)} | ${r.direct.throughput.toFixed(0)} | ${(r.api.median / r.direct.median).toFixed(2)}× | ${(r.api.throughput / r.direct.throughput).toFixed(2)}× |`,
    ),
    '',
    ...results.map((r) => `- ${r.name}: \`GET ${shownPath(r.query)}\``),
  ];
  for (const result of results) {
    lines.push('', `### ${result.name}: query plans`);
    result.queries.forEach((statement, index) => {
      const plan = result.plans[index];
      lines.push(
        '',
        `${statementName(statement)} with \`${JSON.stringify(statement.params)}\`: ${readPlan(plan)}.`,
        '',
        '```sql',
        oneLine(statement.text),
        '```',
        '',
        '```',
        ...plan,
        '```',
      );
    });
  }
  return lines;
}
