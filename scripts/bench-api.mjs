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
import { countGenerated, datasetFingerprint, generateListings } from './bench-api-dataset.mjs';
import {
  SERVER_LOG_LEVEL,
  compareWithPg,
  databaseName,
  ms,
  pg,
  recordDataset,
  reusableDatabase,
  scratchDatabaseUrl,
  seconds,
  serverUnreachable,
  skippedSection,
  stopServersOnSignal,
  today,
  withCapturingServer,
  withClient,
  withServer,
} from './bench-support.mjs';
import { benchEstate } from './bench-estate.mjs';

const GENERATED = 100_000;
const CONCURRENCY = 8;
/** Rounds alternate the API and `pg`, so drift on the shared machine hits both alike. */
const ROUNDS = 3;
const WARMUP = 16;
/** Same as the API's pool (services/src/common/database/data-source.ts). */
const POOL_SIZE = 10;
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
const listPath = (query) => {
  const search = new URLSearchParams(query).toString();
  return search ? `/api/properties?${search}` : '/api/properties';
};
const oneLine = (sql) => sql.replace(/\s+/g, ' ').trim();

/** Creates or reuses the bench database, migrated, seeded and holding the generated listings. */
async function prepareDatabase(url) {
  const name = databaseName(url);
  const fingerprint = datasetFingerprint(GENERATED);
  const complete = async (client) => (await countGenerated(client)) === GENERATED;
  // Pending migrations and seed steps run through the API's own release step, also on a reused database.
  let dataset = await reusableDatabase(url, fingerprint, complete, log);
  const reused = dataset !== null;
  if (reused) {
    log(`reusing ${name}: its ${GENERATED.toLocaleString('en')} properties were generated on ${dataset.generatedOn}`);
    await withClient(url, (client) => client.query('ANALYZE properties'));
  } else {
    log(`generating ${GENERATED.toLocaleString('en')} properties`);
    const started = performance.now();
    await withClient(url, (client) => generateListings(client, GENERATED));
    dataset = { fingerprint, generationMs: performance.now() - started, generatedOn: today() };
    await recordDataset(url, dataset);
    log(`generated in ${seconds(dataset.generationMs)}`);
  }
  const total = await withClient(url, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS total FROM properties');
    return rows[0].total;
  });
  return { ...dataset, total, reused };
}

async function getJson(url) {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body}`);
  return JSON.parse(body);
}

/** Every statement each scenario's request sends to PostgreSQL, read from a server with the capture hook. */
function captureQueries(databaseUrl) {
  return withCapturingServer({ DATABASE_URL: databaseUrl }, async (baseUrl, sent) => {
    const captured = [];
    for (const scenario of scenarios) {
      const { result, statements } = await sent(() => getJson(baseUrl + listPath(scenario.query)));
      if (statements.length === 0) throw new Error(`${scenario.name}: the request sent no SQL through pg`);
      captured.push({ ...scenario, total: result.total, queries: statements });
    }
    return captured;
  });
}

async function measure(baseUrl, pool, scenario) {
  return compareWithPg({
    url: baseUrl + listPath(scenario.query),
    pool,
    queries: scenario.queries,
    warmup: WARMUP,
    rounds: ROUNDS,
    perRound: scenario.perRound,
    concurrency: CONCURRENCY,
  });
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
  const url = scratchDatabaseUrl({
    bench: 'bench-api',
    variable: 'BENCH_DATABASE_URL',
    database: 'estate_bench',
    fate: 'it is dropped and recreated',
  });
  const started = performance.now();
  const unreachable = await serverUnreachable(url);
  if (unreachable) return skippedSection(HEADING, url, unreachable, log);
  const dataset = await prepareDatabase(url);

  const stopListening = stopServersOnSignal();
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
    stopListening();
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
    `${dataset.total.toLocaleString('en')} properties in a database of their own: 100,000 generated by one \`INSERT … SELECT … FROM generate_series\` (${generation}, VACUUM ANALYZE included) plus the seed. The built API runs with \`NODE_ENV=production\` and \`LOG_LEVEL=${SERVER_LOG_LEVEL}\` (request logging costs less than the noise here). Each scenario: ${WARMUP} warm-up requests each way, then ${ROUNDS} rounds alternating the API and the same SQL sent straight through \`pg\` (a pool of ${POOL_SIZE}, like the API's), ${CONCURRENCY} requests in flight, over keep-alive with a browser's \`Accept-Encoding\` (the compressed answer read, not decoded). The SQL is what the request sent, captured from the API's \`pg\` client; a \`pg\` "request" runs those statements in turn. API / \`pg\` above 1 is the API's own cost (HTTP, validation, mapping, JSON).`,
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
