import type { BidLog, BidLogVerification } from '@estate/contracts';
import { createHash } from 'node:crypto';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { ApiClient } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describePostgres("an auction's bid log (hash chain)", () => {
  let app: TestApp;
  let alice: Bidder;
  let bob: Bidder;
  let visitor: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ AUCTION_JOBS_INTERVAL_SECONDS: '1' });
    [alice, bob] = (await createBidders(app, 2, 'chain')) as [Bidder, Bidder];
    visitor = new ApiClient(app.baseUrl);
  }, 240_000);
  afterAll(() => app?.stop());

  const bid = async (bidder: Bidder, auctionId: string, amount: number) =>
    expect((await bidder.client.post(`/api/auctions/${auctionId}/bids`, { amount })).status).toBe(201);
  const verify = async (id: string) => {
    const response = await visitor.get<BidLogVerification>(`/api/auctions/${id}/bid-log/verify`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const logOf = async (id: string) => {
    const response = await visitor.get<BidLog>(`/api/auctions/${id}/bid-log`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('chains every bid from the genesis, as anyone can recompute it from the public log', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, id, 100_000);
    await bid(bob, id, 101_000);
    await bid(alice, id, 105_500.5);

    const log = await logOf(id);
    expect(log.genesisHash).toBe(sha256(`genesis-v1\n${id}\n${log.startDate}`));
    expect(log.bids.map((b) => [b.ordinal, b.amount, b.proxy])).toEqual([
      [1, '100000.00', false],
      [2, '101000.00', false],
      [3, '105500.50', false],
    ]);
    // The recipe of services/README.md, written out here without the server's code.
    let previous = log.genesisHash;
    for (const entry of log.bids) {
      expect(entry.previousHash).toBe(previous);
      const canonical = ['bid-v1', id, entry.bidId, entry.bidder, entry.amount, entry.placedAt, previous].join('\n');
      expect(entry.hash).toBe(sha256(canonical));
      previous = entry.hash;
    }
    expect(log.headHash).toBe(previous);

    // One pseudonym per bidder, telling nothing of the account.
    expect(log.bids[0]!.bidder).toBe(log.bids[2]!.bidder);
    expect(log.bids[0]!.bidder).not.toBe(log.bids[1]!.bidder);
    const text = JSON.stringify(log);
    for (const who of [alice, bob]) {
      for (const secret of [who.id, who.email, who.name]) expect(text).not.toContain(secret);
    }
    expect(await verify(id)).toEqual({ valid: true });

    const csv = await visitor.get<string>(`/api/auctions/${id}/bid-log?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const body = String(csv.body);
    expect(body).not.toContain(alice.id);
    // The CSV checks itself, with nothing else at hand: its `#` lines give the auction, its start and the chain's ends.
    const lines = body.trimEnd().split('\n');
    const named = new Map(
      lines.filter((line) => line.startsWith('# ')).map((line) => line.slice(2).split(',') as [string, string]),
    );
    expect(Object.fromEntries(named)).toEqual({
      'bid-log': 'bid-v1',
      auctionId: id,
      startDate: log.startDate,
      genesisHash: log.genesisHash,
      headHash: log.headHash,
    });
    const [header, ...rows] = lines.filter((line) => !line.startsWith('#'));
    expect(header).toBe('ordinal,bidId,bidder,amount,placedAt,proxy,previousHash,hash');
    expect(rows).toHaveLength(3);
    let chained = sha256(`genesis-v1\n${named.get('auctionId')}\n${named.get('startDate')}`);
    expect(chained).toBe(named.get('genesisHash'));
    for (const row of rows) {
      const [, bidId, bidder, amount, placedAt, , previousHash, hash] = row.split(',');
      expect(previousHash).toBe(chained);
      chained = sha256(['bid-v1', named.get('auctionId'), bidId, bidder, amount, placedAt, chained].join('\n'));
      expect(hash).toBe(chained);
    }
    expect(chained).toBe(named.get('headHash'));
  });

  it('names the bid an amount changed in the database breaks the chain at', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, id, 100_000);
    await bid(bob, id, 110_000);
    await bid(alice, id, 120_000);
    const second = (await logOf(id)).bids[1]!;

    await app.database.query(`UPDATE auction_bids SET amount = 109000 WHERE auction_id = $1 AND ordinal = 2`, [id]);
    expect(await verify(id)).toEqual({ valid: false, brokenAt: { ordinal: 2, bidId: second.bidId, reason: 'hash' } });
  });

  it('finds a removed last bid, and a rehashed bid breaks the next one', async () => {
    const removed = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, removed, 100_000);
    await bid(bob, removed, 110_000);
    await app.database.query(`DELETE FROM auction_bids WHERE auction_id = $1 AND ordinal = 2`, [removed]);
    expect(await verify(removed)).toEqual({
      valid: false,
      brokenAt: { ordinal: 2, bidId: null, reason: 'head' },
    });

    const rehashed = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, rehashed, 100_000);
    await bid(bob, rehashed, 110_000);
    const [first, next] = (await logOf(rehashed)).bids as [BidLog['bids'][0], BidLog['bids'][0]];
    const forged = sha256(
      ['bid-v1', rehashed, first.bidId, first.bidder, '90000.00', first.placedAt, first.previousHash].join('\n'),
    );
    await app.database.query(`UPDATE auction_bids SET amount = 90000, hash = $2 WHERE id = $1`, [first.bidId, forged]);
    expect(await verify(rehashed)).toEqual({
      valid: false,
      brokenAt: { ordinal: 2, bidId: next.bidId, reason: 'previousHash' },
    });
  });

  it("holds the auction's current bid and leader to the last bid, and each bid's account to its pseudonym; settles none that fail", async () => {
    const twoBids = async () => {
      const id = await createAuction(app, { depositsFor: [alice, bob] });
      await bid(alice, id, 100_000);
      await bid(bob, id, 110_000);
      return id;
    };
    const leader = await twoBids();
    await app.database.query(`UPDATE auctions SET leader_id = $2 WHERE id = $1`, [leader, alice.id]);
    expect(await verify(leader)).toEqual({ valid: false, brokenAt: { ordinal: 3, bidId: null, reason: 'leader' } });

    const currentBid = await twoBids();
    await app.database.query(`UPDATE auctions SET current_bid = 150000 WHERE id = $1`, [currentBid]);
    expect(await verify(currentBid)).toEqual({
      valid: false,
      brokenAt: { ordinal: 3, bidId: null, reason: 'currentBid' },
    });

    // The winning bid handed to another account (and the auction with it): its pseudonym no longer matches.
    const bidder = await twoBids();
    const second = (await logOf(bidder)).bids[1]!;
    await app.database.query(`UPDATE auction_bids SET bidder_id = $2 WHERE id = $1`, [second.bidId, alice.id]);
    await app.database.query(`UPDATE auctions SET leader_id = $2 WHERE id = $1`, [bidder, alice.id]);
    expect(await verify(bidder)).toEqual({
      valid: false,
      brokenAt: { ordinal: 2, bidId: second.bidId, reason: 'bidder' },
    });

    // No bids, yet a price and a leader written on the auction.
    const none = await createAuction(app, { depositsFor: [alice] });
    await app.database.query(`UPDATE auctions SET current_bid = 100000, leader_id = $2 WHERE id = $1`, [
      none,
      alice.id,
    ]);
    expect(await verify(none)).toEqual({ valid: false, brokenAt: { ordinal: 1, bidId: null, reason: 'currentBid' } });
    // Nor may the head of an auction without bids be other than its genesis.
    const headless = await createAuction(app);
    await app.database.query(`UPDATE auctions SET last_bid_hash = $2 WHERE id = $1`, [headless, sha256('forged')]);
    expect(await verify(headless)).toEqual({ valid: false, brokenAt: { ordinal: 1, bidId: null, reason: 'head' } });

    const tampered = [leader, currentBid, bidder, none, headless];
    await app.database.query(`UPDATE auctions SET end_date = now() - interval '1 second' WHERE id = ANY($1::uuid[])`, [
      tampered,
    ]);
    const rows = () =>
      app.database.query<{ outcome: string | null; winner_id: string | null; broken: boolean }>(
        `SELECT outcome, winner_id, bid_log_broken_at IS NOT NULL AS broken FROM auctions WHERE id = ANY($1::uuid[])`,
        [tampered],
      );
    expect(await becomesTrue(async () => (await rows()).every((row) => row.broken), 10_000)).toBe(true);
    expect(await rows()).toEqual(tampered.map(() => ({ outcome: null, winner_id: null, broken: true })));
    const deposits = await app.database.query<{ status: string }>(
      `SELECT DISTINCT status FROM auction_deposits WHERE auction_id = ANY($1::uuid[])`,
      [tampered],
    );
    expect(deposits).toEqual([{ status: 'paid' }]);
  });

  it('answers NOT_FOUND for an auction still waiting for review', async () => {
    const pending = await createAuction(app, { review: 'pending' });
    expect((await visitor.get(`/api/auctions/${pending}/bid-log`)).status).toBe(404);
    expect((await visitor.get(`/api/auctions/${pending}/bid-log/verify`)).status).toBe(404);
  });

  it('leaves an ended auction whose log is broken unsettled, audits it and mails staff once; settles once put right', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, id, 100_000);
    await bid(bob, id, 120_000);
    await app.database.query(`UPDATE auction_bids SET amount = 119000 WHERE auction_id = $1 AND ordinal = 2`, [id]);
    await app.database.query(`UPDATE auctions SET end_date = now() - interval '1 second' WHERE id = $1`, [id]);

    const row = async () =>
      (
        await app.database.query<{ outcome: string | null; broken: boolean }>(
          `SELECT outcome, bid_log_broken_at IS NOT NULL AS broken FROM auctions WHERE id = $1`,
          [id],
        )
      )[0]!;
    expect(await becomesTrue(async () => (await row()).broken, 10_000)).toBe(true);
    expect((await row()).outcome).toBeNull();
    const audits = await app.database.query(
      `SELECT 1 FROM audit_logs WHERE action = 'auction.bid_log_broken' AND target_id = $1`,
      [id],
    );
    expect(audits).toHaveLength(1);
    const staffMails = await app.database.query<{ to: string }>(
      `SELECT m."to" FROM mail_outbox m JOIN users u ON u.email = m."to"
        WHERE u.role IN ('admin', 'manager') AND m.text LIKE '%' || $1 || '%'`,
      [`/auctions/${id}`],
    );
    expect(staffMails.length).toBeGreaterThan(0);

    await app.database.query(`UPDATE auction_bids SET amount = 120000 WHERE auction_id = $1 AND ordinal = 2`, [id]);
    expect(await becomesTrue(async () => (await row()).outcome !== null, 10_000)).toBe(true);
    expect(await row()).toEqual({ outcome: 'sold', broken: false });
    // Told once: the runs that found it broken again wrote nothing more.
    expect(
      await app.database.query(`SELECT 1 FROM audit_logs WHERE action = 'auction.bid_log_broken' AND target_id = $1`, [
        id,
      ]),
    ).toHaveLength(1);
  });
});
