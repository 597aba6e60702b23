import {
  BID_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentInvoiceDetail,
  type PlaceBidResponse,
  SESSION_COOKIE,
} from '@estate/contracts';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { ApiClient, type ApiResponse, signInAs } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { contractOnNewUnit, fromToday } from './support/estate.js';
import { type Frame, openStream, type OpenStream } from './support/event-stream.js';
import { type PgBouncer, pgbouncerInstalled, startPgBouncer } from './support/pgbouncer.js';
import { spawnServer, startTestApp, type RunningServer, type TestApp } from './support/server.js';
import { freePort } from '../../packages/test-support/src/smtp-sink.js';
import { becomesTrue } from './support/wait.js';

const haproxyInstalled = (() => {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!haproxyInstalled) console.warn('scale-out test skipped: haproxy is not installed (.ci/run installs it)');
const describeScaleOut = postgresAvailable() && haproxyInstalled ? describe : describe.skip;

/**
 * The site's own HAProxy configuration (haproxy.cfg, which docker-compose.yml runs) in front of the given servers:
 * its frontend bound to a free local port, Docker's DNS (its resolvers and server template) replaced by the servers'
 * addresses, and each checked twice a second so a killed one leaves quickly; its timeouts, retries, redispatch and
 * readiness check are the deployed ones.
 */
function balancerConfig(deployed: string, port: number, servers: string[]): string {
  const lines: string[] = [];
  let inResolvers = false;
  for (const line of deployed.split('\n')) {
    if (/^\S/.test(line)) inResolvers = line.startsWith('resolvers ');
    if (inResolvers || line.trimStart().startsWith('#')) continue;
    if (/^\s+bind /.test(line)) lines.push(`  bind 127.0.0.1:${port}`);
    else if (/^\s+default-server /.test(line)) lines.push('  default-server check inter 500ms fall 1 rise 2');
    else if (/^\s+server-template /.test(line)) lines.push(...servers.map((host, i) => `  server api${i + 1} ${host}`));
    else lines.push(line);
  }
  return lines.join('\n');
}

async function startBalancer(servers: RunningServer[]): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'estate-balancer-'));
  const config = join(dir, 'haproxy.cfg');
  const deployed = await readFile(join(__dirname, '..', '..', 'haproxy.cfg'), 'utf8');
  const hosts = servers.map((server) => new URL(server.baseUrl).host);
  await writeFile(config, balancerConfig(deployed, port, hosts));
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const up = await becomesTrue(async () => {
    try {
      return (await fetch(`${url}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 15_000);
  if (!up) throw new Error(`the balancer did not answer:\n${output}`);
  return {
    url,
    stop: async () => {
      const exit = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exit;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Sends the same request (same Idempotency-Key) until it gets an answer that is not the balancer's or a dead
 * connection's, as a client whose answer was lost does.
 */
async function untilAnswered<T>(send: () => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await send();
      if (![502, 503, 504].includes(response.status)) return response;
    } catch {
      // the connection died with its process
    }
    if (attempt > 50) throw new Error('no process answered');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The same signed-in user, asking through another address. */
const retarget = (client: ApiClient, baseUrl: string) => {
  const moved = new ApiClient(baseUrl);
  moved.setCookie(SESSION_COOKIE, client.sessionToken!);
  return moved;
};

// The same smoke directly on PostgreSQL and through PgBouncer in transaction mode (what managed PostgreSQL offers),
// LISTEN then on DATABASE_DIRECT_URL.
const modes = [
  { through: 'on PostgreSQL', pooled: false },
  ...(pgbouncerInstalled ? [{ through: 'through PgBouncer in transaction mode', pooled: true }] : []),
];

describeScaleOut.each(modes)(
  'three API processes behind a load balancer $through, one killed under load',
  ({ pooled }) => {
    let app: TestApp;
    let servers: RunningServer[] = [];
    let bouncer: PgBouncer | null = null;
    let balancer: { url: string; stop(): Promise<void> };

    beforeAll(async () => {
      // Every process runs the auctions job each second, as replicas do.
      const jobs = { AUCTION_JOBS_INTERVAL_SECONDS: '1' };
      app = await startTestApp(jobs);
      const env = { ...app.database.env, DATA_DIR: app.dataDir, ...jobs };
      if (pooled) {
        await app.server.stop();
        const direct = app.database.env.DATABASE_URL!;
        bouncer = await startPgBouncer(direct);
        const through = {
          ...env,
          DATABASE_URL: bouncer.url(new URL(direct).pathname.slice(1)),
          DATABASE_DIRECT_URL: direct,
        };
        servers = await Promise.all([0, 1, 2].map(() => spawnServer(through)));
      } else {
        servers = [app.server, ...(await Promise.all([0, 1].map(() => spawnServer(env))))];
      }
      balancer = await startBalancer(servers);
      // Three processes starting at once on a busy machine.
    }, 180_000);
    afterAll(async () => {
      await balancer?.stop();
      await Promise.all(servers.filter((server) => server !== app?.server).map((server) => server.stop()));
      await bouncer?.stop();
      await app?.stop();
    });

    it('keeps every acknowledged bid and payment once, resumes a watcher elsewhere and settles once', async () => {
      const victim = servers[1]!;
      // Through the balancer: with PgBouncer the first test server is stopped, and the bidders are verified and pay
      // their deposits through the API.
      const site = { ...app, baseUrl: balancer.url };
      const bidders: Bidder[] = (await createBidders(site, 40, 'scale')).map((bidder) => ({
        ...bidder,
        client: retarget(bidder.client, balancer.url),
      }));
      const auctionId = await createAuction(app, {
        startPrice: 100_000,
        minIncrement: 1000,
        endIn: 3600,
        depositsFor: bidders,
      });
      // An auction ending while the load runs: the job of three processes settles it once.
      const endingId = await createAuction(app, { startPrice: 50_000, depositsFor: [bidders[0]!] });
      const early = await bidders[0]!.client.post(`/api/auctions/${endingId}/bids`, { amount: 50_000 });
      expect(early.status).toBe(201);
      await app.database.query(`UPDATE auctions SET end_date = now() + interval '8 seconds' WHERE id = $1`, [endingId]);

      const manager = await signInAs(balancer.url, 'property_manager');
      const accountant = await signInAs(balancer.url, 'accountant');
      const { invoices } = await contractOnNewUnit(manager, 'apartment', { rent: 120_000, deposit: 0 });
      const invoiceIds = invoices.map((invoice) => invoice.id);

      // A watcher on the process that will be killed.
      const watched: Frame[] = [];
      let stream: OpenStream = await openStream(`${victim.baseUrl}/api/auctions/${auctionId}/events`);
      await stream.until((frames) => frames.length >= 1);

      let killed = false;
      let acknowledgedBids = 0;
      const bidIds: string[] = [];
      let highest = 99_000;
      const paymentKeys: string[] = [];
      // The load runs until some seconds after the crash (a bound, should the crash never come).
      let stopAt = Date.now() + 60_000;

      const bidding = bidders.map(async (bidder, index) => {
        for (let round = 0; Date.now() < stopAt; round += 1) {
          const key = randomUUID();
          const amount = highest + 1000 * (1 + ((index + round) % 3));
          const response = await untilAnswered(() =>
            bidder.client.post<PlaceBidResponse>(
              `/api/auctions/${auctionId}/bids`,
              { amount },
              { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
            ),
          );
          // 200: the stored bid, answered to a retry whose first attempt committed on the killed process.
          if (response.status === 201 || response.status === 200) {
            acknowledgedBids += 1;
            bidIds.push(response.body.bid.id);
            highest = Math.max(highest, Number(response.body.bid.amount));
          } else {
            // Outbid meanwhile: the only refusal a bid of a higher amount than the last seen may get.
            expect({ status: response.status, body: response.body }).toMatchObject({
              status: 409,
              body: { code: BID_ERROR_CODES.tooLow },
            });
            const minimum = (response.body as unknown as { details: { minimum: string } }).details.minimum;
            highest = Math.max(highest, Number(minimum) - 1000);
          }
        }
      });

      const paying = (async () => {
        for (let round = 0; Date.now() < stopAt; round += 1) {
          const key = randomUUID();
          const invoiceId = invoiceIds[round % invoiceIds.length]!;
          const response = await untilAnswered(() =>
            accountant.post<PaymentInvoiceDetail>(
              `/api/estate/invoices/${invoiceId}/payments`,
              { amount: 10, method: 'bank_transfer', paidOn: fromToday(0) },
              { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
            ),
          );
          // 200: the stored payment, answered to a retry whose first attempt committed on the killed process.
          expect([200, 201]).toContain(response.status);
          paymentKeys.push(key);
        }
      })();

      const crash = (async () => {
        expect(await becomesTrue(async () => acknowledgedBids >= 20, 30_000)).toBe(true);
        await victim.kill('SIGKILL');
        killed = true;
        stopAt = Math.min(stopAt, Date.now() + 6_000);
      })();

      // The watcher's stream ends with its process; it reconnects through the balancer from the last event it saw.
      const watching = (async () => {
        await stream.ended;
        watched.push(...stream.frames);
        const lastId = [...watched].reverse().find((frame) => frame.id)?.id;
        stream = await untilReconnected(balancer.url, auctionId, lastId);
      })();

      await Promise.all([...bidding, paying, crash]);
      await watching;
      expect(killed).toBe(true);

      // Every acknowledged bid is stored once; the auction's figures are its bids'.
      const stored = await app.database.query<{ id: string; amount: string; ordinal: number }>(
        `SELECT id, amount, ordinal FROM auction_bids WHERE auction_id = $1 ORDER BY ordinal`,
        [auctionId],
      );
      expect(stored).toHaveLength(acknowledgedBids);
      expect(new Set(stored.map((row) => row.id))).toEqual(new Set(bidIds));
      for (let i = 1; i < stored.length; i += 1) {
        expect(Number(stored[i]!.amount)).toBeGreaterThan(Number(stored[i - 1]!.amount));
      }
      const [auction] = await app.database.query<{ current_bid: string; bid_count: number }>(
        `SELECT current_bid, bid_count FROM auctions WHERE id = $1`,
        [auctionId],
      );
      expect(auction).toEqual({ current_bid: stored.at(-1)!.amount, bid_count: stored.length });

      // Every acknowledged payment is stored once, whichever process answered and however often it was sent.
      const [payments] = await app.database.query<{ count: number; total: string }>(
        `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::text AS total
         FROM estate_payments WHERE invoice_id = ANY($1::uuid[]) AND kind = 'payment'`,
        [invoiceIds],
      );
      expect(payments!.count).toBe(paymentKeys.length);
      expect(Number(payments!.total)).toBe(paymentKeys.length * 10);

      // The watcher saw every bid: on the killed process until it died, then the rest through another.
      await stream.until((frames) => {
        const seen = new Set([...watched, ...frames].filter((f) => f.event === 'bid').map((f) => bidOf(f)));
        return bidIds.every((id) => seen.has(id));
      }, 15_000);
      const bidFrames = [...watched, ...stream.frames].filter((frame) => frame.event === 'bid').map(bidOf);
      expect(new Set(bidFrames).size).toBe(bidFrames.length);
      stream.close();

      // The auction that ended meanwhile is settled once, one winner mail.
      expect(
        await becomesTrue(async () => {
          const [row] = await app.database.query<{ outcome: string | null }>(
            `SELECT outcome FROM auctions WHERE id = $1`,
            [endingId],
          );
          return row!.outcome !== null;
        }, 20_000),
      ).toBe(true);
      const winnerMails = await app.database.query(
        `SELECT 1 FROM mail_outbox WHERE "to" = $1 AND text LIKE '%' || $2 || '%' AND subject LIKE '%You won%'`,
        [bidders[0]!.email, `/auctions/${endingId}`],
      );
      expect(winnerMails).toHaveLength(1);
      const statusEvents = await app.database.query(
        `SELECT 1 FROM auction_events WHERE auction_id = $1 AND type = 'status' AND data->'state'->>'status' = 'ended'`,
        [endingId],
      );
      expect(statusEvents).toHaveLength(1);
    });
  },
);

const bidOf = (frame: Frame) => (frame.data as { bid: { id: string } }).bid.id;

/** Opens the auction's stream through `baseUrl` from `lastId`, trying again while no process answers. */
async function untilReconnected(baseUrl: string, auctionId: string, lastId: string | null | undefined) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const stream = await openStream(
        `${baseUrl}/api/auctions/${auctionId}/events`,
        lastId ? { 'last-event-id': lastId } : {},
      );
      if (stream.response.ok) return stream;
      stream.close();
    } catch {
      // no process answered yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the stream could not be opened again');
}
