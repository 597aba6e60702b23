import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPgliteDatabase, createPostgresDatabase, detectPostgres, type TestDatabase } from './database.js';
import { seededTemplate } from './template.js';

/** The checkout these tests run in. */
export const REPO_ROOT = resolve(__dirname, '../../..');

/** The built API (`node scripts/build-services.mjs`); every test server is this file in a process of its own. */
export const SERVER_ENTRY = join(REPO_ROOT, 'services/dist/main.js');

/**
 * Variables the server reads (services/src/common/config); the outer environment's values never leak into a test
 * server. A new variable of the API belongs here.
 */
export const CONFIG_VARIABLES: readonly string[] = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'DATABASE_PREPARED_STATEMENTS',
  'DATA_DIR',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'PUBLIC_URL',
  'WEB_ROOT',
  'MFE_CONFIG_FILE',
  'REMOTES_DIR',
  'MFE_PUBLIC_URL',
  'MFE_ADMIN_URL',
  'MFE_ESTATE_URL',
  'MFE_PORTALS_URL',
  'SESSION_IDLE_MINUTES',
  'SESSION_ABSOLUTE_HOURS',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_RELAY_SECONDS',
  'MAIL_RELAY_AFTER_SECONDS',
  'OBJECT_STORE_DIR',
  'OBJECT_STORE_S3_ENDPOINT',
  'OBJECT_STORE_S3_BUCKET',
  'OBJECT_STORE_S3_REGION',
  'OBJECT_STORE_S3_ACCESS_KEY_ID',
  'OBJECT_STORE_S3_SECRET_ACCESS_KEY',
  'OBJECT_UNCLAIMED_HOURS',
  'OBJECT_SWEEP_SECONDS',
  'TRUST_PROXY',
  'UPLOAD_DAILY_COUNT',
  'UPLOAD_DAILY_MB',
  'LISTINGS_PER_DAY',
  'AUCTION_STREAMS_PER_ADDRESS',
  'AUCTION_STREAMS_MAX',
  'AUCTION_STREAM_MAX_SECONDS',
  'CLIENT_TIMEOUT_SECONDS',
  'UPLOAD_MIN_BYTES_PER_SECOND',
  'SHUTDOWN_DRAIN_SECONDS',
  'LATE_FEE_PERCENT',
  'ESTATE_JOBS_INTERVAL_SECONDS',
  'EINVOICE_ISSUE_SECONDS',
  'AUCTION_JOBS_INTERVAL_SECONDS',
  'AUCTION_NOTICE_DAYS',
  'AUCTION_TRANSACTION_TAX_PERCENT',
  'AUCTION_COMMISSION_PERCENT',
  'AD_LICENCE_JOB_SECONDS',
  'IDENTITY_PROVIDER',
  'PAYMENT_PROVIDER',
  'PAYMENT_SANDBOX_SECRET',
  'DOCUMENT_WORKERS',
  'DOCUMENT_QUEUE',
  'DOCUMENT_JOB_WAIT_MS',
];

export interface RunningServer {
  baseUrl: string;
  /** The server's process id. */
  pid: number;
  /** Sends a signal (SIGKILL: a crash) and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** What a failed test left running is stopped (and its database dropped) after its file. */
const running = new Set<RunningServer>();
const openApps = new Set<TestApp>();
afterAll(async () => {
  await Promise.all([...openApps].map((app) => app.stop()));
  await Promise.all([...running].map((server) => server.stop()));
});

function serverEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete base[name];
  const merged: NodeJS.ProcessEnv = { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

/** Runs `node services/dist/main.js` on a free port and resolves when it prints where it listens. */
export function spawnServer(env: Record<string, string | undefined>, timeoutMs = 45_000): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_ENTRY], { env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let started = false;
  const stop = async () => {
    running.delete(server);
    const exit = exited(child);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    try {
      return await exit;
    } finally {
      clearTimeout(timer);
    }
  };

  const kill = (signal: NodeJS.Signals) => {
    running.delete(server);
    const exit = exited(child);
    child.kill(signal);
    return exit;
  };

  const server: RunningServer = { baseUrl: '', pid: child.pid!, output: () => output, stop, kill };

  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/localhost:(\d+))/.exec(output);
      if (match && !started) {
        started = true;
        clearTimeout(timer);
        server.baseUrl = `http://127.0.0.1:${match[2]}`;
        running.add(server);
        ready(server);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`server exited (code ${code}, signal ${signal}) before listening:\n${output}`));
    });
  });
}

/** Migrates and seeds a template database: the server's own start, stopped once it listens. */
async function seedTemplate(env: Record<string, string>): Promise<void> {
  const server = await spawnServer(env, 120_000);
  await server.stop();
}

export interface TestApp {
  baseUrl: string;
  database: TestDatabase;
  dataDir: string;
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * Starts the built server against a fresh database (PostgreSQL when reachable, else PGlite) with its own
 * temporary DATA_DIR. `stop()` stops it and drops the database.
 */
export async function startTestApp(
  /** Variables for the server; as a function, of the test's database (its own variables, e.g. DATABASE_URL). */
  env: Record<string, string | undefined> | ((database: TestDatabase) => Record<string, string | undefined>) = {},
): Promise<TestApp> {
  const postgres = await detectPostgres();
  const template = postgres ? await seededTemplate(join(REPO_ROOT, 'services/dist'), seedTemplate) : null;
  const database = postgres ? await createPostgresDatabase(template?.database) : await createPgliteDatabase();
  const dataDir = database.env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'estate-data-')));
  try {
    // The files the template's seed stored (pictures, brochures) come with its rows.
    if (template) await cp(template.dataDir, dataDir, { recursive: true });
    const server = await spawnServer({
      DATA_DIR: dataDir,
      ...database.env,
      ...(typeof env === 'function' ? env(database) : env),
    });
    const app: TestApp = {
      baseUrl: server.baseUrl,
      database,
      dataDir,
      server,
      stop: async () => {
        openApps.delete(app);
        await server.stop();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    openApps.add(app);
    return app;
  } catch (error) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
