import { IDEMPOTENCY_KEY_HEADER } from '@estate/contracts';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../packages/test-support/src/smtp-sink.js';
import { createAuction, createBidders } from './support/auction-bidders.js';
import { signInAs } from './support/auth.js';
import { createPostgresDatabase, postgresAvailable } from './support/database.js';
import { openStream } from './support/event-stream.js';
import {
  CONFIG_VARIABLES,
  type RunningServer,
  SERVER_ENTRY,
  spawnServer,
  startTestApp,
  type TestApp,
} from './support/server.js';
import { becomesTrue } from './support/wait.js';

/** PgBouncer's program: on the PATH, or where Debian's package puts it (/usr/sbin, not on every PATH). */
const PGBOUNCER = ['pgbouncer', '/usr/sbin/pgbouncer'].find((program) => {
  try {
    execFileSync(program, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
const pgbouncerInstalled = PGBOUNCER !== undefined;
if (!pgbouncerInstalled) console.warn('PgBouncer test skipped: pgbouncer is not installed (.ci/run installs it)');
const describePooled = postgresAvailable() && pgbouncerInstalled ? describe : describe.skip;

/** The environment of a server started by hand: none of the outer configuration, any port. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  return { ...env, PORT: '0', HOST: '127.0.0.1' };
}

/** The key of the start-up migration lock (MIGRATION_LOCK in common/database/data-source.ts). */
const MIGRATION_LOCK = 7_202_511;

/** PgBouncer in transaction mode in front of the PostgreSQL server of `databaseUrl`, for every database on it. */
async function startPgBouncer(databaseUrl: string): Promise<{ url(database: string): string; stop(): Promise<void> }> {
  const server = new URL(databaseUrl);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'estate-pgbouncer-'));
  const config = join(dir, 'pgbouncer.ini');
  const login = [
    `host=${server.hostname}`,
    `port=${server.port || 5432}`,
    `user=${decodeURIComponent(server.username)}`,
    ...(server.password ? [`password=${decodeURIComponent(server.password)}`] : []),
  ].join(' ');
  await writeFile(
    config,
    [
      '[databases]',
      `* = ${login}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'default_pool_size = 8',
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: it is then started as nobody, who must read its settings.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(dir, 0o755);
    await chmod(config, 0o644);
  }
  const child: ChildProcess = spawn(PGBOUNCER!, [...(asRoot ? ['-u', 'nobody'] : []), config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = await becomesTrue(async () => output.includes('process up'), 10_000);
  if (!listening) throw new Error(`PgBouncer did not start:\n${output}`);
  return {
    url: (database) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop: async () => {
      const exit = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exit;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describePooled('the API behind PgBouncer in transaction mode', () => {
  let app: TestApp;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let pooledUrl: string;
  let directUrl: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    await app.server.stop();
    directUrl = app.database.env.DATABASE_URL!;
    bouncer = await startPgBouncer(directUrl);
    pooledUrl = bouncer.url(new URL(directUrl).pathname.slice(1));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await bouncer?.stop();
    await app?.stop();
  });

  const start = async (env: Record<string, string>) => {
    const server = await spawnServer({ DATA_DIR: app.dataDir, ...env });
    servers.push(server);
    return server;
  };
  it('starts three processes at once on an empty database through the pooler: one migrates, none waits for good', async () => {
    const empty = await createPostgresDatabase();
    const pooled = bouncer.url(new URL(empty.env.DATABASE_URL!).pathname.slice(1));
    const dataDir = await mkdtemp(join(tmpdir(), 'estate-pooled-data-'));
    try {
      const started = await Promise.all(
        [1, 2, 3].map(() => spawnServer({ DATA_DIR: dataDir, DATABASE_URL: pooled }, 180_000)),
      );
      servers.push(...started);
      for (const server of started) expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
      const [row] = await empty.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1`,
        [MIGRATION_LOCK],
      );
      expect(Number(row!.n)).toBe(0);
      await Promise.all(started.map((server) => server.stop()));
      // Started again, each finds nothing to migrate and no lock left behind.
      const again = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: pooled }, 60_000);
      servers.push(again);
      await again.stop();
    } finally {
      await empty.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('drops the migration lock of a start killed mid-way, so the next start through the pooler migrates', async () => {
    const empty = await createPostgresDatabase();
    const pooled = bouncer.url(new URL(empty.env.DATABASE_URL!).pathname.slice(1));
    const dataDir = await mkdtemp(join(tmpdir(), 'estate-pooled-data-'));
    const locked = () =>
      empty.query<{ n: string }>(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1`, [
        MIGRATION_LOCK,
      ]);
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { ...serverEnv(), DATA_DIR: dataDir, DATABASE_URL: pooled, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    try {
      expect(await becomesTrue(async () => Number((await locked())[0]!.n) === 1, 60_000)).toBe(true);
      const exit = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exit;
      // A session-level lock would stay with PgBouncer's server connection, and the next start would wait for good.
      expect(await becomesTrue(async () => Number((await locked())[0]!.n) === 0, 10_000)).toBe(true);
      const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: pooled }, 180_000);
      servers.push(server);
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
      await server.stop();
    } finally {
      child.kill('SIGKILL');
      await empty.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  // Through the pooler LISTEN hears nothing: the live events arrive only because it is on DATABASE_DIRECT_URL.
  it('serves bids, their live events (LISTEN on DATABASE_DIRECT_URL) and payments with their keys through the pooler', async () => {
    const server = await start({ DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: directUrl });
    const [alice, bob] = await createBidders({ ...app, baseUrl: server.baseUrl }, 2, 'pooled');
    const id = await createAuction(app);
    const stream = await openStream(`${server.baseUrl}/api/auctions/${id}/events`);
    try {
      await stream.until((frames) => frames.some((frame) => frame.event === 'snapshot'));
      const bids = await Promise.all(
        [alice!, bob!].map((bidder, i) =>
          bidder.client.post(`/api/auctions/${id}/bids`, { amount: 100_000 + i * 5000 }),
        ),
      );
      const accepted = bids.filter((answer) => answer.status === 201).length;
      expect(accepted).toBeGreaterThanOrEqual(1);
      await stream.until((frames) => frames.filter((frame) => frame.event === 'bid').length === accepted, 10_000);
    } finally {
      stream.close();
    }

    const accountant = await signInAs(server.baseUrl, 'accountant');
    const [invoice] = await app.database.query<{ id: string }>(
      `SELECT id FROM estate_invoices WHERE status = 'pending' AND total_amount > 10 ORDER BY id LIMIT 1`,
    );
    const key = randomUUID();
    const pay = () =>
      accountant.post(
        `/api/estate/invoices/${invoice!.id}/payments`,
        { amount: 1, method: 'cash', paidOn: new Date().toISOString().slice(0, 10) },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
      );
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const [stored] = await app.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM estate_payments WHERE idempotency_key = $1`,
      [key],
    );
    expect(Number(stored!.n)).toBe(1);
  });
});
