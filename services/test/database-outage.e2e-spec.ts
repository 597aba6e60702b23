import { IDEMPOTENCY_KEY_HEADER, type PlaceBidResponse } from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { postgresAvailable } from './support/database.js';
import { type Frame, watchLikeABrowser } from './support/event-stream.js';
import { type PrivatePostgres, privatePostgresAvailable, startPrivatePostgres } from './support/private-postgres.js';
import { spawnServer, type RunningServer, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

if (!privatePostgresAvailable()) {
  console.warn('database outage test skipped: no PostgreSQL server binaries under /usr/lib/postgresql');
}
const describeOutage = postgresAvailable() && privatePostgresAvailable() ? describe : describe.skip;

describeOutage('PostgreSQL stopped for 8 seconds under load', () => {
  let database: PrivatePostgres;
  let dataDir: string;
  let servers: RunningServer[] = [];

  const query = async <Row>(sql: string, params: unknown[] = []): Promise<Row[]> => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as Row[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await startPrivatePostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'estate-outage-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    // The first start migrates and seeds the new server; the second finds it done.
    servers.push(await spawnServer(env, 170_000));
    servers.push(await spawnServer(env));
    // A server of its own, migrated and seeded from nothing: minutes on a busy machine, not the default minute.
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await database?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no bid event on open streams, and both processes answer again without a restart', async () => {
    const [writer, reader] = servers as [RunningServer, RunningServer];
    const app = { baseUrl: writer.baseUrl, database: { query } } as unknown as TestApp;
    const bidders: Bidder[] = await createBidders(app, 10, 'outage');
    const auctionId = await createAuction(app, {
      startPrice: 100_000,
      minIncrement: 1000,
      endIn: 3600,
      depositsFor: bidders,
    });

    // Watchers on the process that records no bid: every event reaches them through PostgreSQL.
    const watchers = [
      watchLikeABrowser(`${reader.baseUrl}/api/auctions/${auctionId}/events`),
      watchLikeABrowser(`${reader.baseUrl}/api/auctions/events`),
      watchLikeABrowser(`${writer.baseUrl}/api/auctions/${auctionId}/events`),
    ];
    expect(await becomesTrue(async () => watchers.every((watcher) => watcher.connected()), 10_000)).toBe(true);

    let acknowledged = 0;
    let highest = 99_000;
    let stopAt = Date.now() + 90_000;
    const bidding = bidders.map(async (bidder, index) => {
      while (Date.now() < stopAt) {
        const key = randomUUID();
        const amount = highest + 1000 * (1 + (index % 3));
        for (let attempt = 0; Date.now() < stopAt + 30_000; attempt += 1) {
          let status = 0;
          try {
            const response = await bidder.client.post<PlaceBidResponse>(
              `/api/auctions/${auctionId}/bids`,
              { amount },
              { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
            );
            status = response.status;
            if (status === 201) {
              acknowledged += 1;
              highest = Math.max(highest, Number(response.body.bid.amount));
            } else if (status === 409) {
              const minimum = (response.body as unknown as { details?: { minimum?: string } }).details?.minimum;
              if (minimum) highest = Math.max(highest, Number(minimum) - 1000);
            }
          } catch {
            // no answer
          }
          if (status > 0 && status < 500) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    });

    const outage = (async () => {
      expect(await becomesTrue(async () => acknowledged >= 10, 30_000)).toBe(true);
      await database.halt();
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await database.start();
      const before = acknowledged;
      // Bids go on after the database is back, until some have been taken.
      expect(await becomesTrue(async () => acknowledged >= before + 10, 60_000)).toBe(true);
      stopAt = Date.now();
    })();

    await Promise.all([...bidding, outage]);

    const stored = await query<{ id: string }>(`SELECT id FROM auction_bids WHERE auction_id = $1 ORDER BY ordinal`, [
      auctionId,
    ]);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged);
    const bidIds = stored.map((row) => row.id);
    const seenBy = (frames: Frame[]) =>
      new Set(
        frames.filter((frame) => frame.event === 'bid').map((frame) => (frame.data as { bid: { id: string } }).bid.id),
      );
    // Every stored bid reaches every watcher, each once.
    const missedBy = (frames: Frame[]) => bidIds.filter((id) => !seenBy(frames).has(id));
    try {
      for (const watcher of watchers) {
        await becomesTrue(async () => missedBy(watcher.frames()).length === 0, 20_000);
        expect(missedBy(watcher.frames())).toEqual([]);
      }
    } finally {
      for (const watcher of watchers) await watcher.stop();
    }
    for (const watcher of watchers) {
      const bids = watcher.frames().filter((frame) => frame.event === 'bid');
      expect(bids).toHaveLength(new Set(bids.map((frame) => frame.id)).size);
    }

    for (const server of servers) expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
