import type { AuctionEvent } from '@estate/contracts';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { postgresAvailable } from './support/database.js';
import { type Frame, openStream } from './support/event-stream.js';
import { startTestApp, type TestApp } from './support/server.js';
import { startTcpProxy } from './support/tcp-proxy.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

/** The application_name of the API's listening connection (auction-events-listener.ts). */
const LISTENER = 'estate-auction-events';

/** Resolves once `check` does, asked every 5 ms. */
async function soon(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  for (
    const deadline = Date.now() + timeoutMs;
    Date.now() < deadline;
    await new Promise((done) => setTimeout(done, 5))
  ) {
    if (await check()) return true;
  }
  return false;
}

describePostgres('live auction events when the listening connection is cut', () => {
  let app: TestApp;
  let bidders: Bidder[];
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    // The listening connection (DATABASE_DIRECT_URL) goes through a proxy the test cuts; the pool does not.
    const admin = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    app = await startTestApp((database) => {
      const direct = new URL(database.env.DATABASE_URL!);
      direct.hostname = '127.0.0.1';
      direct.port = String(proxy.port);
      return { DATABASE_DIRECT_URL: direct.toString() };
    });
    bidders = await createBidders(app, 2, 'relisten');
  });
  afterAll(async () => {
    await app?.stop();
    await proxy?.close();
  });

  const listeners = () =>
    app.database.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER],
    );

  it('passes every bid committed while it was down to an open stream, once and in order', async () => {
    const id = await createAuction(app, { startPrice: 100_000, minIncrement: 1000, depositsFor: bidders });
    const stream = await openStream(`${app.baseUrl}/api/auctions/${id}/events`);
    try {
      await stream.until((frames) => frames.some((frame) => frame.event === 'snapshot'));
      expect(await soon(async () => (await listeners()).length === 1)).toBe(true);
      let amount = 100_000;
      // Three rounds: the listening connection is cut and kept from coming back while a bid is committed, then let
      // back; none heard those commits.
      for (let round = 0; round < 3; round++) {
        const [before] = await listeners();
        proxy.cut();
        expect(await soon(async () => !(await listeners()).some((row) => row.pid === before!.pid))).toBe(true);
        const bidder = bidders[round % 2]!;
        const answer = await bidder.client.post(`/api/auctions/${id}/bids`, { amount });
        expect(answer.status).toBe(201);
        amount += 1000;
        expect(await listeners()).toEqual([]);
        proxy.restore();
        // Back to listening before the next round, so each round cuts a connection of its own.
        expect(await soon(async () => (await listeners()).length === 1)).toBe(true);
      }

      const expected = (amount - 100_000) / 1000;
      const bids = (frames: Frame[]) => frames.filter((frame) => frame.event === 'bid');
      await stream.until((frames) => bids(frames).length >= expected, 10_000);
      const amounts = bids(stream.frames).map((frame) =>
        Number((frame.data as Extract<AuctionEvent, { type: 'bid' }>).bid.amount),
      );
      expect(amounts).toEqual(Array.from({ length: expected }, (_, i) => 100_000 + i * 1000));
      const ids = bids(stream.frames).map((frame) => Number(frame.id));
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      stream.close();
    }
  });
});
