import { IDEMPOTENCY_KEY_HEADER } from '@estate/contracts';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuction, createBidders } from './support/auction-bidders.js';
import { signInAs } from './support/auth.js';
import { createPostgresDatabase, postgresAvailable } from './support/database.js';
import { openStream } from './support/event-stream.js';
import { type PgBouncer, pgbouncerInstalled, startPgBouncer } from './support/pgbouncer.js';
import {
  CONFIG_VARIABLES,
  type RunningServer,
  SERVER_ENTRY,
  spawnServer,
  startTestApp,
  type TestApp,
} from './support/server.js';
import { becomesTrue } from './support/wait.js';

const describePooled = postgresAvailable() && pgbouncerInstalled ? describe : describe.skip;

/** The environment of a server started by hand: none of the outer configuration, any port. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  return { ...env, PORT: '0', HOST: '127.0.0.1' };
}

/** The key of the start-up migration lock (MIGRATION_LOCK in common/database/data-source.ts). */
const MIGRATION_LOCK = 7_202_511;

describePooled('the API behind PgBouncer in transaction mode', () => {
  let app: TestApp;
  let bouncer: PgBouncer;
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
        // pg_locks lists every database's locks: another test's server migrating its own counts for nothing here.
        `SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND objid = $1
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
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
      empty.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND objid = $1
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [MIGRATION_LOCK],
      );
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

  // Statements kept prepared are asked for on server connections the pooler hands on: the first that is missing turns
  // keeping them off for the process, and that request, like every other, is answered.
  it('answers every request when told to keep prepared statements behind the pooler: it stops keeping them', async () => {
    const server = await start({
      DATABASE_URL: pooledUrl,
      DATABASE_DIRECT_URL: directUrl,
      DATABASE_PREPARED_STATEMENTS: 'on',
    });
    const manager = await signInAs(server.baseUrl, 'property_manager');
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          manager.get(`/api/estate/${i % 2 ? 'units' : 'contracts'}?page=${round + 1}`),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(server.output()).toContain('Prepared statements are not kept on the same server connection');
  });

  // Through the pooler LISTEN hears nothing: the live events arrive only because it is on DATABASE_DIRECT_URL.
  it('serves bids, their live events (LISTEN on DATABASE_DIRECT_URL) and payments with their keys through the pooler', async () => {
    const server = await start({ DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: directUrl });
    const [alice, bob] = await createBidders({ ...app, baseUrl: server.baseUrl }, 2, 'pooled');
    const id = await createAuction(app, { depositsFor: [alice!, bob!] });
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
      // A payment may not be dated before its contract starts (paidOnRange): the seed also holds contracts yet to begin.
      `SELECT i.id FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
        WHERE i.status = 'pending' AND i.total_amount > 10 AND c.start_date < current_date
        ORDER BY i.id LIMIT 1`,
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
