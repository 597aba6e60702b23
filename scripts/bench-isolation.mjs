#!/usr/bin/env node
/**
 * The public listing while heavy work runs: `GET /api/properties` (the default listing page) asked one at a time
 * every PACE_MS for PHASE_SECONDS, idle, then while the demo owner asks 4 yearly statements in Arabic at once (PDFs,
 * made in the documents' worker pool) and the demo property manager sends a dry-run import of a 200,000-row XLSX of
 * owners (refused at the row limit, read row by row), that round repeated until the phase ends; idle, loaded, idle,
 * loaded. Reports the listing's median, p95 and max per phase and over both phases of each kind, the ratio of the
 * loaded p95 to the idle p95 (the target: within 2×), the load average and the statements and imports completed.
 *
 * `npm run bench -- isolation` runs it and replaces only its section of BENCHMARKS.md; so does
 * `node scripts/bench-isolation.mjs` (building the API first). BENCH_ISOLATION_SECONDS sets the phase's length.
 *
 * Database: BENCH_ISOLATION_DATABASE_URL, else the server of DATABASE_URL (else postgres://postgres@127.0.0.1:5432/)
 * with the database `estate_bench_isolation`: dropped and created at each run, migrated and seeded with the demo
 * data by the API's migration entry point. Without PostgreSQL the section is skipped.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import {
  median,
  ms,
  percentile,
  reusableDatabase,
  runAlone,
  scratchDatabaseUrl,
  seconds,
  SERVER_LOG_LEVEL,
  serverUnreachable,
  signInCookie,
  skippedSection,
  stopServersOnSignal,
  today,
  withClient,
  withServer,
} from './bench-support.mjs';
import { root } from './web-apps.mjs';

export const HEADING = '## Isolation: the public listing while statements and an import run';
const ExcelJS = createRequire(path.join(root, 'services/package.json'))('exceljs');

const PHASE_SECONDS = Number(process.env.BENCH_ISOLATION_SECONDS ?? 30);
/** The listing is asked every PACE_MS, one at a time: one slower than that delays the next. */
const PACE_MS = 50;
const PHASES = ['idle', 'loaded', 'idle', 'loaded'];
const STATEMENTS_AT_ONCE = 4;
const IMPORT_ROWS = 200_000;
const LISTING = '/api/properties';
const PASSWORD = 'Demo@2025';
const OWNER = { email: 'owner@dar-estate.sa', password: PASSWORD };
const MANAGER = { email: 'property.manager@dar-estate.sa', password: PASSWORD };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const log = (message) => console.log(`bench-isolation: ${message}`);

/** A workbook of owners with `rows` rows under its header, written row by row (exceljs's streaming writer). */
async function ownersWorkbook(rows) {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (chunk) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('owners');
  sheet.addRow(['name', 'phone', 'nationalId']).commit();
  for (let index = 0; index < rows; index += 1) {
    sheet.addRow([`مالك ${index}`, '0501234567', String(1_000_000_000 + index)]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * The listing asked every PACE_MS for `durationMs`: each answer's latency in ms. Asked from a worker thread of its own,
 * as a visitor's browser would be apart: the statements' PDFs and the workbook's upload that this process handles
 * meanwhile never delay the listing's requests or the reading of their answers.
 */
function listFor(baseUrl, durationMs) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
     (async () => {
       const { url, durationMs, paceMs } = workerData;
       const latencies = [];
       const until = performance.now() + durationMs;
       let next = performance.now();
       while (performance.now() < until) {
         const started = performance.now();
         const response = await fetch(url);
         await response.arrayBuffer();
         if (!response.ok) throw new Error('GET ' + url + ': ' + response.status);
         latencies.push(performance.now() - started);
         next += paceMs;
         const wait = next - performance.now();
         if (wait > 0) await sleep(wait);
         else next = performance.now();
       }
       parentPort.postMessage(latencies);
     })();`,
    { eval: true, workerData: { url: baseUrl + LISTING, durationMs, paceMs: PACE_MS } },
  );
  return new Promise((done, fail) => {
    worker.once('message', (latencies) => {
      done(latencies);
      void worker.terminate();
    });
    worker.once('error', fail);
  });
}

/** One timed request that must answer `status`; answers its time in ms. */
async function timed(url, init, status, what) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
  return { time: performance.now() - started, bytes: body.byteLength };
}

/**
 * The heavy work: rounds of 4 statements and one import at once, the next round when all have answered, until
 * `stop()` says so. The allowances per account of documents (40 in 10 minutes) and imports (30 an hour) are cleared
 * before each round: a scratch database.
 */
async function heavyWork({ baseUrl, url, ownerCookie, managerCookie, workbook, year, stop }) {
  const statementUrl = `${baseUrl}/api/me/owner/statement?year=${year}&lang=ar`;
  const done = { statements: [], imports: [], pdfBytes: 0 };
  while (!stop()) {
    await withClient(url, (client) =>
      client.query(`DELETE FROM rate_limit_events WHERE key LIKE 'imports:%' OR key LIKE 'documents:%'`),
    );
    const statements = Array.from({ length: STATEMENTS_AT_ONCE }, () =>
      timed(statementUrl, { headers: { cookie: ownerCookie } }, 200, 'owner statement').then((answer) => {
        done.statements.push(answer.time);
        done.pdfBytes = answer.bytes;
      }),
    );
    const form = new FormData();
    form.append('file', new Blob([workbook], { type: XLSX }), 'owners.xlsx');
    const importing = timed(
      `${baseUrl}/api/estate/import/owners?mode=dry-run`,
      { method: 'POST', headers: { cookie: managerCookie, origin: baseUrl }, body: form },
      400,
      'import',
    ).then((answer) => done.imports.push(answer.time));
    await Promise.all([...statements, importing]);
  }
  return done;
}

/** Runs the benchmark; answers its section of BENCHMARKS.md as lines. */
export async function benchIsolation() {
  const url = scratchDatabaseUrl({
    bench: 'bench-isolation',
    variable: 'BENCH_ISOLATION_DATABASE_URL',
    database: 'estate_bench_isolation',
    fate: 'it is dropped and recreated',
  });
  const unreachable = await serverUnreachable(url);
  if (unreachable) return skippedSection(HEADING, url, unreachable, log);
  const started = performance.now();
  // Never reused: each run starts from the demo data, with no import counted against the hourly allowance.
  await reusableDatabase(url, null, async () => false, log);
  log(`writing a workbook of ${IMPORT_ROWS.toLocaleString('en')} owners`);
  const workbook = await ownersWorkbook(IMPORT_ROWS);
  const year = today().slice(0, 4);
  const stopListening = stopServersOnSignal();
  try {
    const phases = await withServer({ DATABASE_URL: url.toString() }, async (baseUrl) => {
      const ownerCookie = await signInCookie(baseUrl, OWNER);
      const managerCookie = await signInCookie(baseUrl, MANAGER);
      // Unmeasured: the listing's first answers, one statement and one import.
      log('warming up');
      await listFor(baseUrl, 2000);
      let warm = false;
      const first = await heavyWork({
        baseUrl,
        url,
        ownerCookie,
        managerCookie,
        workbook,
        year,
        stop: () => warm || !(warm = true),
      });
      const measured = [];
      for (const kind of PHASES) {
        log(`${kind} for ${PHASE_SECONDS} s`);
        const load = [os.loadavg()[0]];
        const until = performance.now() + PHASE_SECONDS * 1000;
        const listing = listFor(baseUrl, PHASE_SECONDS * 1000);
        const work =
          kind === 'loaded'
            ? heavyWork({
                baseUrl,
                url,
                ownerCookie,
                managerCookie,
                workbook,
                year,
                stop: () => performance.now() >= until,
              })
            : null;
        // Awaited together: a failed round fails the phase (and stops the server) instead of going unheard.
        const [latencies, done] = await Promise.all([listing, work ?? { statements: [], imports: [] }]);
        load.push(os.loadavg()[0]);
        measured.push({ kind, latencies, done, load });
      }
      return { first, measured };
    });
    log(`done in ${seconds(performance.now() - started)}`);
    return report(phases, workbook.byteLength, year);
  } finally {
    stopListening();
  }
}

function report({ first, measured }, workbookBytes, year) {
  const n = (value) => Number(value).toLocaleString('en');
  const stats = (latencies) => ({
    count: latencies.length,
    median: median(latencies),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
  });
  const pooled = (kind) => stats(measured.filter((phase) => phase.kind === kind).flatMap((phase) => phase.latencies));
  const idle = pooled('idle');
  const loaded = pooled('loaded');
  const ratio = loaded.p95 / idle.p95;
  const work = measured.map((phase) => phase.done);
  const statements = work.flatMap((done) => done.statements);
  const imports = work.flatMap((done) => done.imports);
  const load = (values) => values.map((value) => value.toFixed(1)).join(' → ');
  const row = (name, s, rest) => `| ${name} | ${n(s.count)} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.max)} | ${rest}`;
  return [
    HEADING,
    '',
    `The built API with \`NODE_ENV=production\` and \`LOG_LEVEL=${SERVER_LOG_LEVEL}\` on a scratch database of the demo data, ${os.cpus().length} cores (a shared machine: other work ran on it too). The public listing (\`GET ${LISTING}\`, its default page, anonymous) is asked one request at a time every ${PACE_MS} ms (one slower than that delays the next) for ${PHASE_SECONDS} s per phase, from a worker thread of the benchmark's own (so the statements and the upload the benchmark handles meanwhile do not delay it): idle, then loaded, twice. Loaded: the demo owner asks ${STATEMENTS_AT_ONCE} statements at once (\`GET /api/me/owner/statement?year=${year}&lang=ar\`, PDFs made in the documents' worker pool) while the demo property manager sends a dry-run import of owners, an XLSX of ${n(IMPORT_ROWS)} rows (${(workbookBytes / 2 ** 20).toFixed(1)} MB, written by exceljs's streaming writer), written by the API to a temporary file as it arrives and parsed from there in the imports' background process (a child process whose scheduling group runs at nice 19) and refused at the row limit; the next round starts when all five have answered, until the phase ends. The allowances per account of documents (40 in 10 minutes) and imports (30 an hour) are cleared in the scratch database before each round. Unmeasured before the phases: 2 s of listings and one round (its statements ${ms(median(first.statements))} each, the PDF made once for the four; its import ${ms(first.imports[0])}).`,
    '',
    '| Phase | Listings | Median | p95 | Max | Statements done | Imports done | Load average (1 min) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...measured.map((phase, index) =>
      row(
        `${index + 1}. ${phase.kind}`,
        stats(phase.latencies),
        `${phase.done.statements.length} | ${phase.done.imports.length} | ${load(phase.load)} |`,
      ),
    ),
    row('Idle, both phases', idle, '| | |'),
    row('Loaded, both phases', loaded, `${statements.length} | ${imports.length} | |`),
    '',
    `Loaded p95 / idle p95: **${ratio.toFixed(2)}×** (the target: within 2×, ${ratio <= 2 ? 'met' : '**not met**'}); loaded median / idle median ${(loaded.median / idle.median).toFixed(2)}×. While loaded, a statement answered in ${ms(median(statements))} (median; the same statement asked again is served from the worker pool's kept results, so after the first round it costs the owner's figures and no PDF), an import was refused in ${ms(median(imports))} (median, max ${ms(Math.max(...imports))}).`,
  ];
}

await runAlone(import.meta.url, HEADING, benchIsolation);
