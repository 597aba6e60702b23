import { BID_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, type MyBidList, type PlaceBidResponse } from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { ApiClient, refusalOf } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { startTestApp, type TestApp } from './support/server.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('bidding on auctions (PostgreSQL)', () => {
  let app: TestApp;
  let bidders: Bidder[];

  beforeAll(async () => {
    app = await startTestApp();
    bidders = await createBidders(app, 60);
  });
  afterAll(() => app?.stop());

  const first = () => bidders[0]!;
  const second = () => bidders[1]!;
  const bid = (bidder: Bidder, auctionId: string, amount: unknown, headers: Record<string, string> = {}) =>
    bidder.client.post<PlaceBidResponse>(`/api/auctions/${auctionId}/bids`, { amount }, { headers });
  const auctionRow = async (id: string) =>
    (
      await app.database.query<{ current_bid: string | null; bid_count: number; end_date: Date; leader_id: string }>(
        `SELECT current_bid, bid_count, end_date, leader_id FROM auctions WHERE id = $1`,
        [id],
      )
    )[0]!;

  describe('refusals', () => {
    it('needs a signed-in caller', async () => {
      const id = await createAuction(app);
      const response = await new ApiClient(app.baseUrl).post(`/api/auctions/${id}/bids`, { amount: 200_000 });
      expect(refusalOf(response)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    });

    it.each([
      ['a negative amount', -5],
      ['zero', 0],
      ['three decimals', 100_000.123],
      ['a string', '100000'],
      ['more than numeric(14,2) holds', 1_000_000_000_000],
      ['nothing', undefined],
    ])('refuses %s as VALIDATION_FAILED naming the amount', async (_what, amount) => {
      const id = await createAuction(app);
      const response = await bid(first(), id, amount);
      expect(refusalOf(response)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(response.body)).toContain('amount');
    });

    it('answers NOT_FOUND for a malformed id, an unknown auction and one still waiting for review', async () => {
      const pending = await createAuction(app, { review: 'pending' });
      for (const id of ['not-a-uuid', randomUUID(), pending]) {
        expect(refusalOf(await bid(first(), id, 200_000))).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
    });

    it('refuses a cancelled, an upcoming and an ended auction with their own codes', async () => {
      const cancelled = await createAuction(app, { cancelled: true });
      const upcoming = await createAuction(app, { startIn: 600, endIn: 7200 });
      const ended = await createAuction(app, { startIn: -7200, endIn: -1 });
      expect(refusalOf(await bid(first(), cancelled, 200_000))).toEqual({
        status: 409,
        code: BID_ERROR_CODES.cancelled,
      });
      expect(refusalOf(await bid(first(), upcoming, 200_000))).toEqual({
        status: 409,
        code: BID_ERROR_CODES.notStarted,
      });
      expect(refusalOf(await bid(first(), ended, 200_000))).toEqual({ status: 409, code: BID_ERROR_CODES.ended });
      for (const id of [cancelled, upcoming, ended]) expect((await auctionRow(id)).bid_count).toBe(0);
    });

    it("refuses the auction's creator and the listing's agent (OWN_AUCTION), not others", async () => {
      const mine = await createAuction(app, { createdBy: first().id, depositsFor: [second()] });
      const agents = await createAuction(app, { agentId: second().id, depositsFor: [first()] });
      expect(refusalOf(await bid(first(), mine, 200_000))).toEqual({ status: 403, code: BID_ERROR_CODES.ownAuction });
      expect(refusalOf(await bid(second(), agents, 200_000))).toEqual({
        status: 403,
        code: BID_ERROR_CODES.ownAuction,
      });
      expect((await bid(second(), mine, 200_000)).status).toBe(201);
      expect((await bid(first(), agents, 200_000)).status).toBe(201);
    });
  });

  it('takes a first bid of at least the start price, then steps of at least the increment', async () => {
    const id = await createAuction(app, { startPrice: 500_000, minIncrement: 5000, depositsFor: [first(), second()] });
    const low = await bid(first(), id, 499_999.99);
    expect(refusalOf(low)).toEqual({ status: 409, code: BID_ERROR_CODES.tooLow });
    expect(low.body).toMatchObject({
      details: {
        minimum: '500000.00',
        message: { ar: 'يجب ألا يقل العرض عن 500000.00 ريال', en: 'The bid must be at least 500000.00 SAR' },
      },
    });

    const opening = await bid(first(), id, 500_000);
    expect(opening.status).toBe(201);
    expect(opening.body).toEqual({
      bid: {
        id: expect.any(String),
        ordinal: 1,
        amount: '500000.00',
        bidder: first().name,
        mine: true,
        createdAt: expect.any(String),
      },
      auction: expect.objectContaining({
        id,
        currentBid: '500000.00',
        bidCount: 1,
        minimumBid: '505000.00',
        status: 'active',
        outcome: null,
        reserveMet: true,
      }),
      extended: false,
    });

    const short = await bid(second(), id, 504_999.99);
    expect(refusalOf(short)).toEqual({ status: 409, code: BID_ERROR_CODES.tooLow });
    expect(short.body).toMatchObject({ details: { minimum: '505000.00' } });
    const step = await bid(second(), id, 505_000.5);
    expect(step.status).toBe(201);
    expect(step.body.bid).toMatchObject({ ordinal: 2, amount: '505000.50' });
    expect(await auctionRow(id)).toMatchObject({ current_bid: '505000.50', bid_count: 2, leader_id: second().id });
  });

  describe('anti-sniping', () => {
    it('moves an end 299 s away to 300 s after the bid', async () => {
      const id = await createAuction(app, { endIn: 299, depositsFor: [first()] });
      const before = Date.now();
      const response = await bid(first(), id, 100_000);
      expect(response.status).toBe(201);
      expect(response.body.extended).toBe(true);
      const end = Date.parse(response.body.auction.endDate);
      expect(end).toBeGreaterThanOrEqual(before + 299_000);
      expect(end).toBeLessThanOrEqual(Date.now() + 300_000);
      expect((await auctionRow(id)).end_date.getTime()).toBe(end);
    });

    it('leaves an end 301 s away where it is', async () => {
      const id = await createAuction(app, { endIn: 301, depositsFor: [first()] });
      const end = (await auctionRow(id)).end_date.getTime();
      const response = await bid(first(), id, 100_000);
      expect(response.status).toBe(201);
      expect(response.body.extended).toBe(false);
      expect(Date.parse(response.body.auction.endDate)).toBe(end);
      expect((await auctionRow(id)).end_date.getTime()).toBe(end);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retried request again (200, Idempotent-Replayed) without a second bid', async () => {
      const id = await createAuction(app, { depositsFor: [first()] });
      const key = randomUUID();
      const placed = await bid(first(), id, 150_000, { [IDEMPOTENCY_KEY_HEADER]: key });
      expect(placed.status).toBe(201);
      const again = await bid(first(), id, 150_000, { [IDEMPOTENCY_KEY_HEADER]: key });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(placed.body);
      expect((await auctionRow(id)).bid_count).toBe(1);
    });

    it('counts one bid when the same request arrives ten times at once', async () => {
      const id = await createAuction(app, { depositsFor: [first()] });
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => bid(first(), id, 120_000, { [IDEMPOTENCY_KEY_HEADER]: key })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.bid.id)).size).toBe(1);
      expect((await auctionRow(id)).bid_count).toBe(1);
    });

    it('refuses the key for another amount or auction (IDEMPOTENCY_KEY_REUSED), and a malformed key', async () => {
      const id = await createAuction(app, { depositsFor: [first(), second()] });
      const other = await createAuction(app, { depositsFor: [first()] });
      const key = randomUUID();
      expect((await bid(first(), id, 100_000, { [IDEMPOTENCY_KEY_HEADER]: key })).status).toBe(201);
      expect(refusalOf(await bid(first(), id, 101_000, { [IDEMPOTENCY_KEY_HEADER]: key }))).toEqual({
        status: 422,
        code: BID_ERROR_CODES.keyReused,
      });
      expect(refusalOf(await bid(first(), other, 100_000, { [IDEMPOTENCY_KEY_HEADER]: key }))).toEqual({
        status: 422,
        code: BID_ERROR_CODES.keyReused,
      });
      // Another bidder's key is theirs alone.
      expect((await bid(second(), id, 101_000, { [IDEMPOTENCY_KEY_HEADER]: key })).status).toBe(201);
      expect(refusalOf(await bid(first(), id, 150_000, { [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(101) }))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    });
  });

  it('mails the outbid leader (in both languages), not a bidder who raises their own bid', async () => {
    const id = await createAuction(app, { depositsFor: [first(), second()] });
    const mailsTo = async (email: string) =>
      app.database.query<{ subject: string; text: string }>(
        `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND text LIKE '%' || $2 || '%'`,
        [email, `/auctions/${id}`],
      );
    expect((await bid(first(), id, 100_000)).status).toBe(201);
    expect((await bid(first(), id, 101_000)).status).toBe(201);
    expect(await mailsTo(first().email)).toHaveLength(0);
    expect((await bid(second(), id, 102_000)).status).toBe(201);
    const mails = await mailsTo(first().email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/تمت المزايدة.*\| You have been outbid on Test auction/);
    expect(mails[0]!.text).toContain('102,000.00 SAR');
    expect(mails[0]!.text).toContain('103,000.00 ر.س');
    expect(await mailsTo(second().email)).toHaveLength(0);
  });

  it("lists the caller's bids with their standing, and only theirs", async () => {
    const [alice, bob] = await createBidders(app, 2, 'standing');
    const leading = await createAuction(app, { depositsFor: [alice!] });
    const outbid = await createAuction(app, { depositsFor: [alice!, bob!] });
    const ended = await createAuction(app, { endIn: 120, depositsFor: [alice!] });
    const cancelled = await createAuction(app, { depositsFor: [alice!] });
    expect((await bid(alice!, leading, 100_000)).status).toBe(201);
    expect((await bid(alice!, outbid, 100_000)).status).toBe(201);
    expect((await bid(bob!, outbid, 101_000)).status).toBe(201);
    expect((await bid(alice!, ended, 100_000)).status).toBe(201);
    expect((await bid(alice!, cancelled, 100_000)).status).toBe(201);
    expect((await bid(alice!, cancelled, 105_000)).status).toBe(201);
    await app.database.query(`UPDATE auctions SET end_date = now() - interval '1 second' WHERE id = $1`, [ended]);
    await app.database.query(`UPDATE auctions SET cancelled_at = now() WHERE id = $1`, [cancelled]);

    const mine = await alice!.client.get<MyBidList>('/api/me/bids');
    expect(mine.status).toBe(200);
    const standing = Object.fromEntries(mine.body.bids.map((row) => [row.auctionId, row.standing]));
    // Ended with alice leading and no reserve: won (before and after settlement alike).
    expect(standing).toEqual({ [leading]: 'leading', [outbid]: 'outbid', [ended]: 'won', [cancelled]: 'lost' });
    expect(mine.body.bids[0]).toMatchObject({ auctionId: cancelled, myHighestBid: '105000.00', myBidCount: 2 });
    expect(mine.body.bids.find((row) => row.auctionId === outbid)).toMatchObject({
      myHighestBid: '100000.00',
      currentBid: '101000.00',
      bidCount: 2,
      minimumBid: '102000.00',
      status: 'active',
    });

    const bobs = await bob!.client.get<MyBidList>('/api/me/bids');
    expect(bobs.body.bids.map((row) => [row.auctionId, row.standing])).toEqual([[outbid, 'leading']]);
    expect(refusalOf(await new ApiClient(app.baseUrl).get('/api/me/bids'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('loses no bid when 50 bidders bid at once, round after round', async () => {
    const crowd = bidders.slice(10, 60);
    const id = await createAuction(app, { startPrice: 1_000_000, minIncrement: 1000, depositsFor: crowd });
    let accepted = 0;
    let refused = 0;
    const started = Date.now();
    const rounds = 5;
    for (let round = 1; round <= rounds; round++) {
      const { current_bid: current } = await auctionRow(id);
      const minimum = current === null ? 1_000_000 : Number(current) + 1000;
      const steps = () => 1000 * Math.floor(Math.random() * 5);
      // Each bidder bids the minimum plus 0-4 steps; refused, once more from the minimum the refusal told.
      const answers = (
        await Promise.all(
          crowd.map(async (bidder) => {
            const tried = [await bid(bidder, id, minimum + steps())];
            const refusal = tried[0]!.body as unknown as { details?: { minimum?: string } };
            if (tried[0]!.status === 409 && refusal.details?.minimum) {
              tried.push(await bid(bidder, id, Number(refusal.details.minimum) + steps()));
            }
            return tried;
          }),
        )
      ).flat();

      const placed = answers.filter((answer) => answer.status === 201);
      const others = answers.filter((answer) => answer.status !== 201);
      expect(placed.length).toBeGreaterThan(0);
      // Every refusal was a bid that another one overtook.
      expect(new Set(others.map((answer) => JSON.stringify(refusalOf(answer))))).toEqual(
        others.length ? new Set([JSON.stringify({ status: 409, code: BID_ERROR_CODES.tooLow })]) : new Set(),
      );
      accepted += placed.length;
      refused += others.length;

      const rows = await app.database.query<{ id: string; ordinal: number; amount: string; bidder_id: string }>(
        `SELECT id, ordinal, amount, bidder_id FROM auction_bids WHERE auction_id = $1 ORDER BY ordinal`,
        [id],
      );
      expect(rows.map((row) => row.ordinal)).toEqual(rows.map((_row, i) => i + 1));
      for (let i = 1; i < rows.length; i++) {
        expect(Number(rows[i]!.amount)).toBeGreaterThanOrEqual(Number(rows[i - 1]!.amount) + 1000);
      }
      expect(rows).toHaveLength(accepted);
      const auction = await auctionRow(id);
      expect(auction.bid_count).toBe(rows.length);
      expect(auction.current_bid).toBe(rows.at(-1)!.amount);
      expect(Math.max(...rows.map((row) => Number(row.amount)))).toBe(Number(auction.current_bid));
      expect(auction.leader_id).toBe(rows.at(-1)!.bidder_id);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const answer of placed) {
        expect(byId.get(answer.body.bid.id)).toMatchObject({
          ordinal: answer.body.bid.ordinal,
          amount: answer.body.bid.amount,
        });
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `concurrency: ${rounds} rounds x ${crowd.length} bidders: ${accepted} accepted, ${refused} refused (BID_TOO_LOW) in ${seconds.toFixed(2)} s`,
    );
    expect(accepted + refused).toBeGreaterThan(rounds * crowd.length);
  });
});
