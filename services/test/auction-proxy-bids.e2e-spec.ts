import {
  BID_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  type BidLogVerification,
  type PlaceBidResponse,
  type ProxyBidState,
} from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { ApiClient, refusalOf } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { startTestApp, type TestApp } from './support/server.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('proxy bids (a maximum the platform bids up to)', () => {
  let app: TestApp;
  let alice: Bidder;
  let bob: Bidder;
  let carol: Bidder;

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = (await createBidders(app, 3, 'proxy')) as [Bidder, Bidder, Bidder];
  }, 240_000);
  afterAll(() => app?.stop());

  const auction = () =>
    createAuction(app, { startPrice: 100_000, minIncrement: 1000, depositsFor: [alice, bob, carol] });
  const setMaximum = (bidder: Bidder, id: string, maximum: number) =>
    bidder.client.put<ProxyBidState>(`/api/auctions/${id}/proxy`, { maximum });
  const bid = (bidder: Bidder, id: string, amount: number, headers: Record<string, string> = {}) =>
    bidder.client.post<PlaceBidResponse>(`/api/auctions/${id}/bids`, { amount }, { headers });
  const bidsOf = (id: string) =>
    app.database.query<{ ordinal: number; amount: string; bidder_id: string; proxy: boolean }>(
      `SELECT ordinal, amount, bidder_id, proxy FROM auction_bids WHERE auction_id = $1 ORDER BY ordinal`,
      [id],
    );
  const rowOf = async (id: string) =>
    (
      await app.database.query<{ current_bid: string; bid_count: number; leader_id: string }>(
        `SELECT current_bid, bid_count, leader_id FROM auctions WHERE id = $1`,
        [id],
      )
    )[0]!;
  const verified = async (id: string) =>
    (await new ApiClient(app.baseUrl).get<BidLogVerification>(`/api/auctions/${id}/bid-log/verify`)).body;

  it('opens at the start price, then outbids a manual bid by exactly one step, each a chained proxy bid', async () => {
    const id = await auction();
    const set = await setMaximum(alice, id, 150_000);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ maximum: '150000.00', leading: true, auction: { currentBid: '100000.00' } });

    const manual = await bid(bob, id, 110_000);
    expect(manual.status).toBe(201);
    expect(manual.body.bid).toMatchObject({ amount: '110000.00', mine: true });
    expect(manual.body.auction).toMatchObject({ currentBid: '111000.00', bidCount: 3, minimumBid: '112000.00' });

    expect(await bidsOf(id)).toEqual([
      { ordinal: 1, amount: '100000.00', bidder_id: alice.id, proxy: true },
      { ordinal: 2, amount: '110000.00', bidder_id: bob.id, proxy: false },
      { ordinal: 3, amount: '111000.00', bidder_id: alice.id, proxy: true },
    ]);
    expect(await rowOf(id)).toEqual({ current_bid: '111000.00', bid_count: 3, leader_id: alice.id });
    expect(await verified(id)).toEqual({ valid: true });
    // A bid event per bid, none carrying the maximum.
    const events = await app.database.query<{ data: unknown }>(
      `SELECT data FROM auction_events WHERE auction_id = $1 AND type = 'bid' ORDER BY id`,
      [id],
    );
    expect(events).toHaveLength(3);
    expect(JSON.stringify(events)).not.toContain('150000');
  });

  it('loses to a higher maximum, which then stands at the loser’s maximum plus a step, capped at its own', async () => {
    const id = await auction();
    await setMaximum(alice, id, 150_000);
    const higher = await setMaximum(bob, id, 200_000);
    expect(higher.body).toMatchObject({ leading: true, auction: { currentBid: '151000.00', bidCount: 2 } });
    expect(await rowOf(id)).toEqual({ current_bid: '151000.00', bid_count: 2, leader_id: bob.id });

    const capped = await auction();
    await setMaximum(alice, capped, 150_000);
    await setMaximum(bob, capped, 150_500);
    expect(await rowOf(capped)).toEqual({ current_bid: '150500.00', bid_count: 2, leader_id: bob.id });
    expect(await verified(capped)).toEqual({ valid: true });
  });

  it('gives equal maximums to the one set first', async () => {
    const id = await auction();
    await setMaximum(alice, id, 150_000);
    const later = await setMaximum(bob, id, 150_000);
    expect(later.body).toMatchObject({ leading: false, auction: { currentBid: '150000.00' } });
    expect(await rowOf(id)).toEqual({ current_bid: '150000.00', bid_count: 2, leader_id: alice.id });
    expect((await bidsOf(id)).map((b) => [b.bidder_id, b.amount])).toEqual([
      [alice.id, '100000.00'],
      [alice.id, '150000.00'],
    ]);
  });

  it('answers a retried manual bid once: the proxy is not triggered twice', async () => {
    const id = await auction();
    await setMaximum(alice, id, 150_000);
    const key = randomUUID();
    const first = await bid(bob, id, 110_000, { [IDEMPOTENCY_KEY_HEADER]: key });
    const again = await bid(bob, id, 110_000, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.bid.id).toBe(first.body.bid.id);
    expect(await rowOf(id)).toEqual({ current_bid: '111000.00', bid_count: 3, leader_id: alice.id });
  });

  it('shows a maximum to its owner only, refuses one below the next minimum, and withdraws it', async () => {
    const id = await auction();
    await setMaximum(alice, id, 150_000);
    expect((await alice.client.get<ProxyBidState>(`/api/auctions/${id}/proxy`)).body.maximum).toBe('150000.00');
    expect((await bob.client.get<ProxyBidState>(`/api/auctions/${id}/proxy`)).body.maximum).toBeNull();
    for (const client of [bob.client, new ApiClient(app.baseUrl)]) {
      const page = await client.get(`/api/auctions/${id}`);
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain('150000');
    }
    const low = await setMaximum(bob, id, 100_500);
    expect(refusalOf(low)).toEqual({ status: 409, code: BID_ERROR_CODES.tooLow });
    expect(low.body).toMatchObject({
      details: {
        minimum: '101000.00',
        message: { ar: 'يجب ألا يقل الحد الأقصى عن 101000.00 ريال', en: 'The maximum must be at least 101000.00 SAR' },
      },
    });
    expect(refusalOf(await new ApiClient(app.baseUrl).put(`/api/auctions/${id}/proxy`, { maximum: 1 }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });

    const withdrawn = await alice.client.delete<ProxyBidState>(`/api/auctions/${id}/proxy`);
    expect(withdrawn.body).toMatchObject({ maximum: null, leading: true });
    expect((await bid(bob, id, 101_000)).body.auction).toMatchObject({ currentBid: '101000.00', bidCount: 2 });
    expect(await rowOf(id)).toMatchObject({ leader_id: bob.id });
  });

  it('ends the maximum of a bidder whose verification lapsed: it bids no more, and their own bid is refused', async () => {
    const [dana, erin, fay] = (await createBidders(app, 3, 'lapse')) as [Bidder, Bidder, Bidder];
    const id = await createAuction(app, { startPrice: 100_000, minIncrement: 1000, depositsFor: [dana, erin, fay] });
    expect((await setMaximum(dana, id, 150_000)).body).toMatchObject({ leading: true });
    // Dana's Nafath verification runs out, as the clock would make it.
    await app.database.query(
      `UPDATE bidder_verifications SET verified_at = now() - interval '366 days', expires_at = now() - interval '1 second'
        WHERE user_id = $1`,
      [dana.id],
    );
    expect(refusalOf(await bid(dana, id, 120_000))).toEqual({ status: 403, code: 'BIDDER_NOT_VERIFIED' });

    // Her maximum would have answered Fay's at once (121,000); it stands aside, and Fay's leads a step above her bid.
    expect((await setMaximum(fay, id, 120_000)).body).toMatchObject({ leading: true });
    expect((await bid(erin, id, 110_000)).status).toBe(201);
    expect(await bidsOf(id)).toEqual([
      { ordinal: 1, amount: '100000.00', bidder_id: dana.id, proxy: true },
      { ordinal: 2, amount: '101000.00', bidder_id: fay.id, proxy: true },
      { ordinal: 3, amount: '110000.00', bidder_id: erin.id, proxy: false },
      { ordinal: 4, amount: '111000.00', bidder_id: fay.id, proxy: true },
    ]);
    expect(await rowOf(id)).toEqual({ current_bid: '111000.00', bid_count: 4, leader_id: fay.id });
    // Ended: its owner sees none, and none is counted as the auction's highest maximum.
    expect((await dana.client.get<ProxyBidState>(`/api/auctions/${id}/proxy`)).body.maximum).toBeNull();
    const [top] = await app.database.query<{ proxy_top: string }>(`SELECT proxy_top FROM auctions WHERE id = $1`, [id]);
    expect(top!.proxy_top).toBe('120000.00');
    expect(refusalOf(await setMaximum(dana, id, 160_000))).toEqual({ status: 403, code: 'BIDDER_NOT_VERIFIED' });
    expect(await verified(id)).toEqual({ valid: true });
  });

  it('ends the maximum of a bidder whose deposit is no longer held', async () => {
    const [gus, hal] = (await createBidders(app, 2, 'released')) as [Bidder, Bidder];
    const id = await createAuction(app, { startPrice: 100_000, minIncrement: 1000, depositsFor: [gus, hal] });
    await setMaximum(gus, id, 150_000);
    await app.database.query(
      `UPDATE auction_deposits SET status = 'released', released_at = now() WHERE auction_id = $1 AND user_id = $2`,
      [id, gus.id],
    );
    expect((await bid(hal, id, 110_000)).status).toBe(201);
    expect(await rowOf(id)).toEqual({ current_bid: '110000.00', bid_count: 2, leader_id: hal.id });
    expect(refusalOf(await bid(gus, id, 120_000))).toEqual({ status: 403, code: 'DEPOSIT_REQUIRED' });
  });

  it('refuses a maximum from a bidder not verified, and from one without the deposit, with their codes', async () => {
    const [unverified] = await createBidders(app, 1, 'proxy-unverified', { verified: false });
    const [noDeposit] = await createBidders(app, 1, 'proxy-no-deposit');
    const id = await auction();
    expect(refusalOf(await setMaximum(unverified!, id, 150_000))).toEqual({ status: 403, code: 'BIDDER_NOT_VERIFIED' });
    expect(refusalOf(await setMaximum(noDeposit!, id, 150_000))).toEqual({ status: 403, code: 'DEPOSIT_REQUIRED' });
    expect(await rowOf(id)).toEqual({ current_bid: null, bid_count: 0, leader_id: null });
    const stored = await app.database.query(`SELECT 1 FROM auction_proxy_bids WHERE auction_id = $1`, [id]);
    expect(stored).toEqual([]);
  });
});
