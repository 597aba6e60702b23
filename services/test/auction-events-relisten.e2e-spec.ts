import type { AuctionEvent } from '@estate/contracts';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { postgresAvailable } from './support/database.js';
import { type Frame, openStream } from './support/event-stream.js';
import { startTestApp, type TestApp } from './support/server.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

/** The application_name of the API's listening connection (auction-events-listener.ts). */
const LISTENER = 'estate-auction-events';

/** Resolves once `check` does, asked every 5 ms (an outage of the listening connection lasts a fraction of a second). */
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

  beforeAll(async () => {
    app = await startTestApp();
    bidders = await createBidders(app, 2, 'relisten');
  });
  afterAll(() => app?.stop());

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
      let unheard = 0;
      // Rounds until three bids were committed while no connection was listening (each checked, not assumed).
      for (let round = 0; round < 30 && unheard < 3; round++) {
        const [before] = await listeners();
        await app.database.query(`SELECT pg_terminate_backend($1)`, [before!.pid]);
        expect(await soon(async () => !(await listeners()).some((row) => row.pid === before!.pid))).toBe(true);
        const bidder = bidders[round % 2]!;
        const answer = await bidder.client.post(`/api/auctions/${id}/bids`, { amount });
        expect(answer.status).toBe(201);
        amount += 1000;
        // The old connection was gone before the bid and none is back after its answer: none heard its commit.
        if ((await listeners()).length === 0) unheard += 1;
        // Back to listening before the next round, so each round cuts a connection of its own.
        expect(await soon(async () => (await listeners()).length === 1)).toBe(true);
      }
      expect(unheard).toBeGreaterThanOrEqual(3);

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
