import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './web-apps.mjs';

/** The `pg` the API loads (resolved from services/). */
export const pg = createRequire(path.join(root, 'services/package.json'))('pg');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${value.toFixed(1)} ms`;
export const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
export const today = () => new Date().toISOString().slice(0, 10);

/** Starts the built server on a free port with its own data folder; resolves its base URL. */
export function startServer(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'services/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        resolve({
          baseUrl: `http://127.0.0.1:${match[1]}`,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/* ---------------------------------------------------------------------------------------------------------------
 * The API benchmarks' scratch databases on PostgreSQL.
 * ------------------------------------------------------------------------------------------------------------- */

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/';
/** Never used as a scratch database, whatever a benchmark's variable says. */
const SERVER_DATABASES = ['postgres', 'test', 'template0', 'template1'];

export const databaseName = (url) => decodeURIComponent(url.pathname.slice(1));

/** The same server's `postgres` database, for creating, dropping and describing the others. */
const adminUrlOf = (url) => {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  return adminUrl;
};

/** Where PostgreSQL answers, as a reader would write it. */
export const serverOf = (url) => `${url.hostname}:${url.port || 5432}`;

/**
 * A benchmark's scratch database: the URL in `variable`, else the server of DATABASE_URL (else
 * postgres://postgres@127.0.0.1:5432/) with the database `database`. Refuses the server's own databases, those in
 * `protect` and the app's (DATABASE_URL's): `fate` says what the benchmark does to it.
 */
export function scratchDatabaseUrl({ bench, variable, database, fate, protect = [] }) {
  let url;
  if (process.env[variable]) url = new URL(process.env[variable]);
  else {
    url = new URL(process.env.DATABASE_URL || DEFAULT_SERVER);
    url.pathname = `/${database}`;
  }
  const name = databaseName(url);
  const appDatabase = process.env.DATABASE_URL ? databaseName(new URL(process.env.DATABASE_URL)) : null;
  if ([...SERVER_DATABASES, ...protect].includes(name) || name === appDatabase) {
    throw new Error(`${bench}: refusing to use the database "${name}" (${fate}); pick another`);
  }
  return url;
}

export async function withClient(url, use) {
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
export async function serverUnreachable(url) {
  try {
    await withClient(adminUrlOf(url), () => undefined);
    return null;
  } catch (error) {
    const code = error.code ?? error.errors?.[0]?.code;
    if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code))
      return code;
    if (/timeout|terminated/i.test(error.message)) return error.message;
    throw error;
  }
}

/** A benchmark's section when PostgreSQL does not answer, logged too. */
export function skippedSection(heading, url, reason, log) {
  log(`skipped: no PostgreSQL server answered at ${serverOf(url)} (${reason})`);
  return [heading, '', `Skipped: no PostgreSQL server answered at ${serverOf(url)}.`];
}

/** Pending migrations and seed steps, through the API's own release step. */
function migrate(url) {
  const result = spawnSync(process.execPath, [path.join(root, 'services/dist/migrate.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`migrating ${databaseName(url)} failed:\n${result.stdout}${result.stderr}`);
}

/** Creates the database when missing and brings it up to date through the API's release step. */
export async function prepareDatabase(url, log) {
  const name = databaseName(url);
  await withClient(adminUrlOf(url), async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      log(`creating database ${name}`);
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    }
  });
  migrate(url);
}

/** The dataset recorded in a database's comment, or null. */
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

/**
 * Readies a database of generated rows. It is reused when its comment records `fingerprint` (what the generator
 * makes) and `complete(client)` holds; otherwise it is dropped and created empty. Either way it is then brought up
 * to date by the API's release step. Answers the recorded dataset when reused, else null: the caller generates the
 * rows, then records them with recordDataset.
 */
export async function reusableDatabase(url, fingerprint, complete, log) {
  const name = databaseName(url);
  const recorded = await withClient(adminUrlOf(url), async (admin) => {
    const dataset = await recordedDataset(admin, name);
    if (dataset?.fingerprint === fingerprint && (await withClient(url, complete).catch(() => false))) return dataset;
    log(`creating database ${name}`);
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    return null;
  });
  migrate(url);
  return recorded;
}

/** Records a generated dataset (with its fingerprint) in the database's comment, for reusableDatabase. */
export function recordDataset(url, dataset) {
  return withClient(adminUrlOf(url), (admin) =>
    admin.query(
      `COMMENT ON DATABASE ${admin.escapeIdentifier(databaseName(url))} IS ${admin.escapeLiteral(JSON.stringify(dataset))}`,
    ),
  );
}

/** Signs in through the API as these credentials; answers the session's cookies as a Cookie header. */
export async function signInCookie(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${credentials.email} failed: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A bench's generated rows: the database is reused when reusableDatabase says so, else `generate()` fills it, timed,
 * and the dataset is recorded. Answers the recorded dataset and whether it was reused.
 */
export async function generatedDataset(url, { fingerprint, complete, what, generate, log }) {
  const recorded = await reusableDatabase(url, fingerprint, complete, log);
  if (recorded) {
    log(`reusing ${databaseName(url)}, generated on ${recorded.generatedOn}`);
    return { ...recorded, reused: true };
  }
  log(`generating ${what}`);
  const started = performance.now();
  await generate();
  const dataset = { fingerprint, generationMs: performance.now() - started, generatedOn: today() };
  await recordDataset(url, dataset);
  log(`generated in ${seconds(dataset.generationMs)}`);
  return { ...dataset, reused: false };
}

/* ---------------------------------------------------------------------------------------------------------------
 * The API's server during a benchmark.
 * ------------------------------------------------------------------------------------------------------------- */

/** Production logs one JSON line per request: muted, as its cost is below the noise here. */
export const SERVER_LOG_LEVEL = 'silent';

/** Servers still running, stopped if the bench is interrupted. */
const running = new Set();

async function stop(server) {
  running.delete(server);
  // A server that already died never reports its exit again: do not wait for it forever.
  await Promise.race([server.stop(), new Promise((done) => setTimeout(done, 5000).unref())]);
}

/** Runs `use(baseUrl)` against the built API (production, muted), stopped afterwards. */
export async function withServer(env, use) {
  const server = await startServer({ NODE_ENV: 'production', LOG_LEVEL: SERVER_LOG_LEVEL, ...env });
  running.add(server);
  try {
    return await use(server.baseUrl);
  } finally {
    await stop(server);
  }
}

/** Stops the running servers and exits on SIGINT or SIGTERM; answers the function that stops listening. */
export function stopServersOnSignal() {
  const onSignal = (signal) => {
    void Promise.all([...running].map(stop)).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/**
 * Runs `use(baseUrl, sent)` against a server whose `pg` client logs every statement (bench-api-capture.mjs).
 * `sent(request)` runs `request()` and answers `{ result, statements }`: what it resolved to, and each statement
 * ({ text, params }) the server sent meanwhile, in order.
 */
export async function withCapturingServer(env, use) {
  const folder = mkdtempSync(path.join(tmpdir(), 'estate-bench-capture-'));
  const file = path.join(folder, 'queries.jsonl');
  const hook = pathToFileURL(path.join(root, 'scripts/bench-api-capture.mjs')).href;
  const sent = async (request) => {
    const before = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    const result = await request();
    const lines = readFileSync(file).subarray(before).toString('utf8').split('\n').filter(Boolean);
    return { result, statements: lines.map((line) => JSON.parse(line)) };
  };
  try {
    return await withServer(
      {
        ...env,
        BENCH_API_CAPTURE_FILE: file,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
      },
      (baseUrl) => use(baseUrl, sent),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/* ---------------------------------------------------------------------------------------------------------------
 * Load and the report.
 * ------------------------------------------------------------------------------------------------------------- */

/** Runs `count` tasks, `concurrency` at a time; each task's latency in ms, and the wall time. */
async function load(count, concurrency, task) {
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
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsed: performance.now() - begin };
}

/** Median, p95 and throughput (per second) over the runs of load(). */
function summary(runs) {
  const latencies = runs.flatMap((run) => run.latencies);
  const elapsed = runs.reduce((total, run) => total + run.elapsed, 0);
  return {
    median: median(latencies),
    p95: percentile(latencies, 95),
    throughput: (latencies.length / elapsed) * 1000,
  };
}

/** What a browser accepts: the API compresses its answers as it would for one. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * `GET url` on kept-alive connections (`concurrency` of them), as a browser asks: its answer's bytes read as sent,
 * compressed, and not decoded (a page would decode them on the visitor's machine; here the client shares the API's
 * cores, and undici's fetch spent about 3 ms of them on each answer).
 */
export function requester(url, headers, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { agent, headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () =>
            response.statusCode === 200 ? resolve(bytes) : reject(new Error(`GET ${url}: ${response.statusCode}`)),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/**
 * `GET url` through the API (requester) next to the statements it sent (`queries`, as captured: a named one sent
 * named, as the API sends it) straight through `pg`, each in turn on a connection from `pool` as the service does:
 * `warmup` requests each way, then `rounds` rounds of `perRound` alternating the two (so drift on the shared machine
 * hits both alike), `concurrency` in flight. Answers the summary of each: { api, direct }.
 */
export async function compareWithPg({ url, headers = {}, pool, queries, warmup, rounds, perRound, concurrency }) {
  const client = requester(url, headers, concurrency);
  const viaApi = () => client.get();
  const direct = async () => {
    for (const { text, params, name } of queries)
      await (name ? pool.query({ name, text, values: params }) : pool.query(text, params));
  };
  await load(warmup, concurrency, viaApi);
  await load(warmup, concurrency, direct);
  const api = [];
  const sql = [];
  for (let round = 0; round < rounds; round += 1) {
    api.push(await load(perRound, concurrency, viaApi));
    sql.push(await load(perRound, concurrency, direct));
  }
  client.close();
  return { api: summary(api), direct: summary(sql) };
}

/** BENCHMARKS.md with the section under `heading` replaced (or added at the end). */
export function writeSection(heading, lines) {
  const file = path.join(root, 'BENCHMARKS.md');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${heading}`);
  const section = `${lines.join('\n')}\n`;
  let next;
  if (start < 0) next = `${text.trimEnd()}\n\n${section}`;
  else {
    // The section runs to the next top-level heading (its own ### subsections included).
    const end = text.indexOf('\n## ', start + 1);
    next = `${text.slice(0, start + 1)}${section}${end < 0 ? '' : `\n${text.slice(end + 1)}`}`;
  }
  writeFileSync(file, next);
}

/** Run as a script (`node scripts/bench-<name>.mjs`): builds the API, runs the benchmark, writes its section. */
export async function runAlone(moduleUrl, heading, bench) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-services.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  const lines = await bench();
  writeSection(heading, lines);
  console.log(lines.join('\n'));
}
