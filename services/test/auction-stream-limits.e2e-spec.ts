import { AUCTION_ERROR_CODES, ERROR_CODES, type PlaceBidResponse } from '@estate/contracts';
import { createAuction, createBidders, payDeposits } from './support/auction-bidders.js';
import { openStream, type OpenStream, watchLikeABrowser } from './support/event-stream.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const EVENTS = '/api/auctions/events';

/** A stream that is refused: its status, Retry-After and body (in the app's error shape). */
async function refusedStream(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, retryAfter: null, body: null };
  }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { code: string; details: { message: { ar: string; en: string } } },
  };
}

describe('live auction streams are bounded', () => {
  const open: OpenStream[] = [];
  let app: TestApp | undefined;

  afterEach(async () => {
    for (const stream of open.splice(0)) stream.close();
    await app?.stop();
    app = undefined;
  });

  const watch = async (headers: Record<string, string> = {}) => {
    const stream = await openStream(`${app!.baseUrl}${EVENTS}`, headers);
    open.push(stream);
    expect(stream.response.status).toBe(200);
    return stream;
  };

  it('refuses the 21st stream of one address with 429 and Retry-After, and a closed stream frees its slot', async () => {
    app = await startTestApp();
    const streams = [];
    // A stream answered 200 holds its slot: the server takes it before it sends the head.
    for (let index = 0; index < 20; index += 1) streams.push(await watch());

    const refused = await refusedStream(`${app.baseUrl}${EVENTS}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      code: ERROR_CODES.tooManyRequests,
      details: { message: { ar: expect.stringContaining('20'), en: expect.stringContaining('20') } },
    });

    // Once the server has seen a stream close, its slot is free again.
    streams[0]!.close();
    expect(
      await becomesTrue(async () => {
        const stream = await openStream(`${app!.baseUrl}${EVENTS}`);
        open.push(stream);
        return stream.response.status === 200;
      }),
    ).toBe(true);
    expect((await refusedStream(`${app.baseUrl}${EVENTS}`)).status).toBe(429);
  });

  it('counts streams by the address the server trusts, and refuses any past the process total with 503', async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback', AUCTION_STREAMS_PER_ADDRESS: '3', AUCTION_STREAMS_MAX: '5' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let index = 0; index < 3; index += 1) await watch(from('203.0.113.1'));
    expect((await refusedStream(`${app.baseUrl}${EVENTS}`, from('203.0.113.1'))).status).toBe(429);
    // Another address has slots of its own, up to what the process holds in total.
    const second = [await watch(from('203.0.113.2')), await watch(from('203.0.113.2'))];

    const busy = await refusedStream(`${app.baseUrl}${EVENTS}`, from('203.0.113.3'));
    expect(busy.status).toBe(503);
    expect(Number(busy.retryAfter)).toBeGreaterThan(0);
    expect(busy.body).toMatchObject({
      code: AUCTION_ERROR_CODES.streamsBusy,
      details: { message: { ar: expect.any(String), en: expect.any(String) } },
    });

    second[0]!.close();
    expect(
      await becomesTrue(async () => {
        const stream = await openStream(`${app!.baseUrl}${EVENTS}`, from('203.0.113.3'));
        open.push(stream);
        return stream.response.status === 200;
      }),
    ).toBe(true);
  });

  it('ends a stream at its maximum age with a retry: hint, and the client resuming with Last-Event-ID misses no bid', async () => {
    app = await startTestApp({ AUCTION_STREAM_MAX_SECONDS: '1' });
    const auctionId = await createAuction(app);
    const bidders = await createBidders(app, 2, 'stream-age');
    await payDeposits(auctionId, bidders);
    const watcher = watchLikeABrowser(`${app.baseUrl}/api/auctions/${auctionId}/events`);
    const acknowledged: string[] = [];
    let stopped = false;
    try {
      // Bids one after another, without pause, while the stream is cut at its age and resumed three times with the id
      // of the last event it had (on a loaded machine the first stream may be cut before any bid reached it, and a
      // reopening that had nothing to resume from does not count).
      const resumedThrice = () => watcher.ended.length >= 3 && watcher.resumedWith.length >= 3;
      let amount = 100_000;
      const bidding = (async () => {
        for (let index = 0; !stopped && !resumedThrice(); index += 1) {
          amount += 1000;
          const response = await bidders[index % 2]!.client.post<PlaceBidResponse>(`/api/auctions/${auctionId}/bids`, {
            amount,
          });
          expect(response.status).toBe(201);
          acknowledged.push(response.body.bid.id);
        }
      })();
      expect(await becomesTrue(async () => resumedThrice(), 30_000)).toBe(true);
      await bidding;

      // Each stream ended by the server told the client to come back soon, and it came back where it left off.
      for (const ended of watcher.ended) expect(ended.raw).toMatch(/retry: \d+\n\n$/);
      expect(watcher.resumedWith.length).toBeGreaterThanOrEqual(3);
      // Every bid acknowledged reaches the watcher, each once, across the cuts.
      const seen = () =>
        watcher
          .frames()
          .filter((frame) => frame.event === 'bid')
          .map((frame) => (frame.data as { bid: { id: string } }).bid.id);
      await becomesTrue(async () => acknowledged.every((id) => seen().includes(id)), 10_000);
      expect(acknowledged.filter((id) => !seen().includes(id))).toEqual([]);
      expect(seen()).toHaveLength(new Set(seen()).size);
      expect(acknowledged.length).toBeGreaterThan(3);
    } finally {
      stopped = true;
      await watcher.stop();
    }
  });
});
