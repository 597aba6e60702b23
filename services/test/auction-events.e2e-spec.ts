import { maskBidderName, type PlaceBidResponse } from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { readRefusal } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { openStream, type OpenStream } from './support/event-stream.js';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('live auction events (server-sent events)', () => {
  let app: TestApp;
  let stopped = false;
  let alice: Bidder;
  let bob: Bidder;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob] = (await createBidders(app, 2, 'watcher')) as [Bidder, Bidder];
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    if (!stopped) await app?.stop();
  });

  const watch = async (path: string, headers: Record<string, string> = {}) => {
    const stream = await openStream(`${app.baseUrl}${path}`, headers);
    open.push(stream);
    return stream;
  };
  const bid = async (bidder: Bidder, auctionId: string, amount: number) => {
    const response = await bidder.client.post<PlaceBidResponse>(`/api/auctions/${auctionId}/bids`, { amount });
    expect(response.status).toBe(201);
    return response.body;
  };

  it("streams one auction: a snapshot first, then each bid with the bidder's name masked", async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    const stream = await watch(`/api/auctions/${id}/events`, { 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    await stream.until((frames) => frames.length >= 1);
    expect(stream.raw).toMatch(/^retry: \d+\n\n/);
    expect(stream.frames[0]).toMatchObject({
      event: 'snapshot',
      data: { type: 'snapshot', auctionId: id, state: { id, currentBid: null, bidCount: 0, status: 'active' } },
    });

    const placed = await bid(alice, id, 100_000);
    const [, frame] = await stream.until((frames) => frames.length >= 2);
    expect(frame).toEqual({
      id: expect.stringMatching(/^\d+$/),
      event: 'bid',
      data: {
        type: 'bid',
        auctionId: id,
        bid: { ...placed.bid, bidder: maskBidderName(alice.name), mine: false },
        state: placed.auction,
      },
    });
    expect(maskBidderName(alice.name)).not.toBe(alice.name);
  });

  it('sends a reconnecting client what it missed (Last-Event-ID header or ?lastEventId), in order', async () => {
    const id = await createAuction(app, { endIn: 3600, depositsFor: [alice, bob] });
    const first = await watch(`/api/auctions/${id}/events`);
    await bid(alice, id, 100_000);
    const [, seen] = await first.until((frames) => frames.length >= 2);
    first.close();

    await bid(bob, id, 101_000);
    await app.database.query(`UPDATE auctions SET end_date = now() + interval '60 seconds' WHERE id = $1`, [id]);
    const late = await bid(alice, id, 102_000);
    expect(late.extended).toBe(true);

    const expected = [
      { event: 'bid', data: { bid: { amount: '101000.00', bidder: maskBidderName(bob.name) } } },
      { event: 'bid', data: { bid: { amount: '102000.00' }, state: { bidCount: 3 } } },
      { event: 'extended', data: { endDate: late.auction.endDate, state: { bidCount: 3 } } },
    ];
    const byHeader = await watch(`/api/auctions/${id}/events`, { 'last-event-id': seen!.id! });
    await byHeader.until((frames) => frames.length >= 3);
    expect(byHeader.frames).toMatchObject(expected);
    const ids = byHeader.frames.map((frame) => Number(frame.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(seen!.id));

    const byQuery = await watch(`/api/auctions/${id}/events?lastEventId=${seen!.id}`);
    await byQuery.until((frames) => frames.length >= 3);
    expect(byQuery.frames).toMatchObject(expected);

    // Live events follow the catch-up on the same stream.
    await bid(bob, id, 103_000);
    await byHeader.until((frames) => frames.length >= 4);
    expect(byHeader.frames[3]).toMatchObject({ event: 'bid', data: { bid: { amount: '103000.00' } } });
  });

  it('sends the current state when the missed events are unknown (pruned)', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, id, 100_000);
    const stream = await watch(`/api/auctions/${id}/events`, { 'last-event-id': '999999999999' });
    const [frame] = await stream.until((frames) => frames.length >= 1);
    expect(frame).toMatchObject({ event: 'snapshot', data: { state: { id, bidCount: 1, currentBid: '100000.00' } } });
  });

  it("streams every approved auction's events on /api/auctions/events", async () => {
    const one = await createAuction(app, { depositsFor: [alice, bob] });
    const two = await createAuction(app, { depositsFor: [alice, bob] });
    const stream = await watch('/api/auctions/events');
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await bid(alice, one, 100_000);
    await bid(bob, two, 200_000);
    await stream.until((frames) => frames.filter((frame) => frame.event === 'bid').length >= 2);
    const bids = stream.frames.filter((frame) => frame.event === 'bid');
    expect(bids.map((frame) => [frame.data.auctionId, frame.data.type === 'bid' && frame.data.bid.amount])).toEqual([
      [one, '100000.00'],
      [two, '200000.00'],
    ]);
    // No snapshot on a fresh connection to the global stream.
    expect(stream.frames.some((frame) => frame.event === 'snapshot')).toBe(false);
  });

  it('answers NOT_FOUND (JSON) for the stream of an unknown or unlisted auction', async () => {
    const pending = await createAuction(app, { review: 'pending' });
    for (const id of [randomUUID(), 'nope', pending]) {
      const response = await fetch(`${app.baseUrl}/api/auctions/${id}/events`);
      expect(await readRefusal(response)).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('reaches watchers of another API process on the same database (LISTEN/NOTIFY)', async () => {
    const other = await spawnServer({ ...app.database.env, DATA_DIR: app.dataDir });
    try {
      const id = await createAuction(app, { depositsFor: [alice, bob] });
      const stream = await openStream(`${other.baseUrl}/api/auctions/${id}/events`);
      open.push(stream);
      await stream.until((frames) => frames.length >= 1);
      const placed = await bid(alice, id, 100_000); // through the first process
      const [, frame] = await stream.until((frames) => frames.length >= 2);
      expect(frame).toMatchObject({ event: 'bid', data: { bid: { id: placed.bid.id, mine: false } } });
    } finally {
      for (const stream of open.splice(0)) stream.close();
      await other.stop();
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    const streams = [await watch(`/api/auctions/${id}/events`), await watch('/api/auctions/events')];
    await streams[0]!.until((frames) => frames.length >= 1);
    const started = Date.now();
    const exit = await app.server.stop();
    stopped = true;
    await Promise.all(streams.map((stream) => stream.ended));
    // A clean exit (Nest re-raises SIGTERM after closing), not the SIGKILL a server stuck on open streams gets.
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    await app.stop();
  });
});
