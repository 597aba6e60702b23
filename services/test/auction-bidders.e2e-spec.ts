import {
  type AdminAuction,
  type AdminAuctionDeposits,
  type AuctionDepositStart,
  type AuctionDepositView,
  BIDDER_API,
  BIDDER_ERROR_MESSAGES,
  type BidderStanding,
  type EstateList,
  type LedgerEntry,
  type NafathRequestView,
  type NafathSandboxView,
  SESSION_COOKIE,
  type TrialBalance,
} from '@estate/contracts';
import {
  APPROVED_CARD,
  type Bidder,
  createAuction,
  createBidders,
  newNationalId,
  payDeposit,
  verifyBidder,
} from './support/auction-bidders.js';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

/** An entry's lines as `[account, debit, credit]`, in the order written. */
const linesOf = (entry: LedgerEntry) => entry.lines.map((line) => [line.accountCode, line.debit, line.credit] as const);

describePostgres('verified bidders and auction deposits', () => {
  let app: TestApp;
  let accountant: ApiClient;

  beforeAll(async () => {
    // The auctions job settles every second here.
    app = await startTestApp({ AUCTION_JOBS_INTERVAL_SECONDS: '1' });
    accountant = await signInAs(app.baseUrl, 'accountant');
  });
  afterEach(async () => {
    // The books balance after every test, entries dated later included.
    const ever = (await accountant.get<TrialBalance>('/api/estate/ledger/trial-balance?asOf=2100-01-01')).body;
    expect(ever.totalDebit).toBe(ever.totalCredit);
  });
  afterAll(() => app?.stop());

  const bid = (bidder: Bidder, auctionId: string, amount: number) =>
    bidder.client.post(`/api/auctions/${auctionId}/bids`, { amount });
  const startRequest = (bidder: Bidder, nationalId = newNationalId()) =>
    bidder.client.post<NafathRequestView>(BIDDER_API.nafathRequests, { nationalId });
  const entriesOf = async (sourceId: string) => {
    const response = await accountant.get<EstateList<LedgerEntry>>(`/api/estate/ledger/entries?sourceId=${sourceId}`);
    expect(response.status).toBe(200);
    return [...response.body.items].sort((a, b) => a.entryNumber - b.entryNumber);
  };

  it('refuses a bidder not verified with BIDDER_NOT_VERIFIED, and a verified one without the deposit with DEPOSIT_REQUIRED', async () => {
    const [newcomer] = await createBidders(app, 1, 'unverified', { verified: false });
    const id = await createAuction(app);
    const refused = await bid(newcomer!, id, 100_000);
    expect(refusalOf(refused)).toEqual({ status: 403, code: 'BIDDER_NOT_VERIFIED' });
    expect((refused.body as { details: unknown }).details).toEqual(BIDDER_ERROR_MESSAGES.BIDDER_NOT_VERIFIED);
    // Named so whatever the amount: a bid too low is refused for the bidder first.
    expect(refusalOf(await bid(newcomer!, id, 50_000))).toEqual({ status: 403, code: 'BIDDER_NOT_VERIFIED' });
    // Nor may they pay a deposit before they are verified.
    expect(refusalOf(await newcomer!.client.post(BIDDER_API.deposit(id)))).toEqual({
      status: 403,
      code: 'BIDDER_NOT_VERIFIED',
    });

    await verifyBidder(newcomer!.client);
    const noDeposit = await bid(newcomer!, id, 100_000);
    expect(refusalOf(noDeposit)).toEqual({ status: 403, code: 'DEPOSIT_REQUIRED' });
    expect((noDeposit.body as { details: unknown }).details).toEqual(BIDDER_ERROR_MESSAGES.DEPOSIT_REQUIRED);
    expect(refusalOf(await bid(newcomer!, id, 50_000))).toEqual({ status: 403, code: 'DEPOSIT_REQUIRED' });
    const before = (await newcomer!.client.get<BidderStanding>(BIDDER_API.standing(id))).body;
    expect(before).toMatchObject({ verified: true, depositAmount: 5_000, deposit: null, canBid: false });

    const deposit = await payDeposit(newcomer!.client, id);
    expect(deposit).toMatchObject({ status: 'paid', amount: 5_000, test: true });
    expect((await newcomer!.client.get<BidderStanding>(BIDDER_API.standing(id))).body.canBid).toBe(true);
    expect((await bid(newcomer!, id, 100_000)).status).toBe(201);
    // Neither refusal moved the auction: one bid counted.
    const [row] = await app.database.query<{ bid_count: number }>(`SELECT bid_count FROM auctions WHERE id = $1`, [id]);
    expect(row!.bid_count).toBe(1);
    // A second deposit on the same auction is refused.
    expect(refusalOf(await newcomer!.client.post(BIDDER_API.deposit(id)))).toEqual({
      status: 409,
      code: 'DEPOSIT_CLOSED',
    });
  });

  it('approves the right number in the sandbox app, rejects another number or a refusal, and expires an unanswered request', async () => {
    const [bidder] = await createBidders(app, 1, 'nafath', { verified: false });
    const client = bidder!.client;
    const poll = async (id: string) => (await client.get<NafathRequestView>(BIDDER_API.nafathRequest(id))).body;

    // A national ID whose check digit fails is refused by the shared rule.
    expect(refusalOf(await startRequest(bidder!, '1000000009'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });

    // Rejected in the app.
    const rejected = (await startRequest(bidder!)).body;
    expect(rejected).toMatchObject({ status: 'pending', sandboxUrl: `/auctions/nafath-sandbox/${rejected.id}` });
    expect(rejected.number).toBeGreaterThanOrEqual(10);
    expect(rejected.number).toBeLessThanOrEqual(99);
    const app1 = (await client.get<NafathSandboxView>(BIDDER_API.nafathSandbox(rejected.id))).body;
    expect(app1.choices).toHaveLength(3);
    expect(app1.choices).toContain(rejected.number);
    expect((await client.post(BIDDER_API.nafathSandbox(rejected.id), { reject: true })).status).toBe(200);
    expect((await poll(rejected.id)).status).toBe('rejected');

    // Another number picked: rejected too.
    const wrong = (await startRequest(bidder!)).body;
    const other = (await client.get<NafathSandboxView>(BIDDER_API.nafathSandbox(wrong.id))).body.choices.find(
      (n) => n !== wrong.number,
    );
    await client.post(BIDDER_API.nafathSandbox(wrong.id), { number: other });
    expect((await poll(wrong.id)).status).toBe('rejected');

    // Unanswered until its expiry (moved to the past, as the clock would).
    const late = (await startRequest(bidder!)).body;
    expect((await poll(late.id)).status).toBe('pending');
    await app.database.query(`UPDATE nafath_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      late.id,
    ]);
    expect((await poll(late.id)).status).toBe('expired');
    expect(refusalOf(await client.post(BIDDER_API.nafathSandbox(late.id), { number: late.number }))).toEqual({
      status: 409,
      code: 'NAFATH_REQUEST_CLOSED',
    });
    expect((await client.get<BidderStanding>(BIDDER_API.standing(await createAuction(app)))).body.verified).toBe(false);

    // Approved: verified for BIDDER_VERIFICATION_DAYS (365).
    const approved = (await startRequest(bidder!)).body;
    await client.post(BIDDER_API.nafathSandbox(approved.id), { number: approved.number });
    expect((await poll(approved.id)).status).toBe('approved');
    const [verification] = await app.database.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - verified_at) / 86400)::int AS days
         FROM bidder_verifications WHERE user_id = $1`,
      [bidder!.id],
    );
    expect(verification!.days).toBe(365);
    // An answered request takes no second answer.
    expect(refusalOf(await client.post(BIDDER_API.nafathSandbox(approved.id), { reject: true }))).toEqual({
      status: 409,
      code: 'NAFATH_REQUEST_CLOSED',
    });
  });

  it('verifies nobody without an identity provider (IDENTITY_PROVIDER=none): 503 IDENTITY_PROVIDER_UNAVAILABLE', async () => {
    const [bidder] = await createBidders(app, 1, 'no-provider', { verified: false });
    // A request started while the sandbox was the provider, then the API run with none on the same database.
    const earlier = (await startRequest(bidder!)).body;
    const none = await spawnServer({ ...app.database.env, DATA_DIR: app.dataDir, IDENTITY_PROVIDER: 'none' });
    try {
      const client = new ApiClient(none.baseUrl);
      client.setCookie(SESSION_COOKIE, bidder!.client.sessionToken!);
      const refused = await client.post(BIDDER_API.nafathRequests, { nationalId: newNationalId() });
      expect(refusalOf(refused)).toEqual({ status: 503, code: 'IDENTITY_PROVIDER_UNAVAILABLE' });
      expect((refused.body as { details: unknown }).details).toEqual(
        BIDDER_ERROR_MESSAGES.IDENTITY_PROVIDER_UNAVAILABLE,
      );
      // The sandbox's app is gone: the earlier request takes no answer, and stays unanswered.
      for (const response of [
        await client.get(BIDDER_API.nafathSandbox(earlier.id)),
        await client.post(BIDDER_API.nafathSandbox(earlier.id), { number: earlier.number }),
      ]) {
        expect(refusalOf(response)).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
      expect((await client.get<NafathRequestView>(BIDDER_API.nafathRequest(earlier.id))).body).toMatchObject({
        status: 'pending',
        sandboxUrl: null,
      });
      const id = await createAuction(app);
      expect((await client.get<BidderStanding>(BIDDER_API.standing(id))).body.verified).toBe(false);
      expect(refusalOf(await client.post(`/api/auctions/${id}/bids`, { amount: 100_000 }))).toEqual({
        status: 403,
        code: 'BIDDER_NOT_VERIFIED',
      });
    } finally {
      await none.stop();
    }
    const [verifications] = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bidder_verifications WHERE user_id = $1`,
      [bidder!.id],
    );
    expect(verifications!.n).toBe(0);
  });

  it("keeps a user's verification requests and deposits their own, and a national ID to one account", async () => {
    const [owner, stranger] = await createBidders(app, 2, 'whose', { verified: false });
    const nationalId = newNationalId();
    const request = (await startRequest(owner!, nationalId)).body;
    for (const response of [
      await stranger!.client.get(BIDDER_API.nafathRequest(request.id)),
      await stranger!.client.get(BIDDER_API.nafathSandbox(request.id)),
      await stranger!.client.post(BIDDER_API.nafathSandbox(request.id), { number: request.number }),
    ]) {
      expect(refusalOf(response)).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await owner!.client.get<NafathRequestView>(BIDDER_API.nafathRequest(request.id))).body.status).toBe(
      'pending',
    );
    await owner!.client.post(BIDDER_API.nafathSandbox(request.id), { number: request.number });
    // The same national ID for another account is refused.
    expect(refusalOf(await startRequest(stranger!, nationalId))).toEqual({ status: 409, code: 'NATIONAL_ID_TAKEN' });

    await verifyBidder(stranger!.client);
    const id = await createAuction(app);
    const started = (await owner!.client.post<AuctionDepositStart>(BIDDER_API.deposit(id))).body;
    expect(started.redirectUrl).toBe(`/auctions/${id}/deposit/${started.depositId}`);
    expect(refusalOf(await stranger!.client.get(BIDDER_API.depositView(started.depositId)))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      refusalOf(await stranger!.client.post(BIDDER_API.depositSandboxPay(started.depositId), APPROVED_CARD)),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
    // The stranger's attempt paid nothing: the owner's deposit is pending, and the stranger still may not bid.
    const view = (await owner!.client.get<AuctionDepositView>(BIDDER_API.depositView(started.depositId))).body;
    expect(view.status).toBe('pending');
    expect(refusalOf(await bid(stranger!, id, 100_000))).toEqual({ status: 403, code: 'DEPOSIT_REQUIRED' });
    // Staff only read an auction's deposits.
    expect(refusalOf(await owner!.client.get(BIDDER_API.adminDeposits(id)))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it("releases the losers' deposits, applies the winner's to the price in the ledger, and reminds the winner of the balance", async () => {
    const [alice, bob, carol] = await createBidders(app, 3, 'settle-deposit');
    const id = await createAuction(app, { startPrice: 200_000, depositsFor: [alice!, bob!, carol!] });
    expect((await bid(alice!, id, 200_000)).status).toBe(201);
    expect((await bid(bob!, id, 210_000)).status).toBe(201);
    await app.database.query(`UPDATE auctions SET end_date = now() - interval '1 second' WHERE id = $1`, [id]);

    const admin = await signInAs(app.baseUrl, 'admin');
    const staffView = async () => (await admin.get<AdminAuctionDeposits>(BIDDER_API.adminDeposits(id))).body;
    expect(await becomesTrue(async () => (await staffView()).balanceDueAt !== null, 15_000)).toBe(true);
    const [auction] = await app.database.query<{ outcome: string; winner_id: string; hours: number }>(
      `SELECT outcome, winner_id, round(extract(epoch FROM balance_due_at - settled_at) / 3600)::int AS hours
         FROM auctions WHERE id = $1`,
      [id],
    );
    expect(auction).toEqual({ outcome: 'sold', winner_id: bob!.id, hours: 48 });
    const deposits = await staffView();
    expect(deposits.depositAmount).toBe(10_000);
    const status = (bidder: Bidder) => deposits.deposits.find((deposit) => deposit.bidderId === bidder.id)?.status;
    expect([status(alice!), status(bob!), status(carol!)]).toEqual(['released', 'applied', 'released']);

    // Refunded through the provider after the commit.
    const refunded = async () =>
      (
        await app.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auction_deposits WHERE auction_id = $1 AND refund_reference LIKE 'sbr_%'`,
          [id],
        )
      )[0]!.n;
    expect(await becomesTrue(async () => (await refunded()) === 2, 10_000)).toBe(true);

    // The ledger, line by line: held when paid; a loser's taken back; the winner's applied to the price.
    const byBidder = async (bidder: Bidder) =>
      (
        await app.database.query<{ id: string }>(
          `SELECT id FROM auction_deposits WHERE auction_id = $1 AND user_id = $2`,
          [id, bidder.id],
        )
      )[0]!.id;
    const [paid, released, ...more] = await entriesOf(await byBidder(alice!));
    expect(more).toEqual([]);
    expect(paid).toMatchObject({ sourceType: 'auction_deposit', reversesId: null });
    expect(linesOf(paid!)).toEqual([
      ['1140', 10_000, 0],
      ['2400', 0, 10_000],
    ]);
    expect(released!.reversesId).toBe(paid!.id);
    expect(linesOf(released!)).toEqual([
      ['1140', 0, 10_000],
      ['2400', 10_000, 0],
    ]);
    const [bobPaid, applied, ...bobMore] = await entriesOf(await byBidder(bob!));
    expect(bobMore).toEqual([]);
    expect(linesOf(bobPaid!)).toEqual([
      ['1140', 10_000, 0],
      ['2400', 0, 10_000],
    ]);
    expect(applied).toMatchObject({ sourceType: 'auction_deposit', reversesId: null });
    expect(linesOf(applied!)).toEqual([
      ['2400', 10_000, 0],
      ['2410', 0, 10_000],
    ]);

    // Once half the term is left, the winner is reminded once of the balance (210,000 less the 10,000 applied).
    await app.database.query(`UPDATE auctions SET balance_due_at = now() + interval '20 hours' WHERE id = $1`, [id]);
    const reminders = () =>
      app.database.query<{ subject: string; text: string }>(
        `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND subject LIKE '%balance%'`,
        [bob!.email],
      );
    expect(await becomesTrue(async () => (await reminders()).length > 0, 10_000)).toBe(true);
    expect((await reminders())[0]!.text).toContain('200,000.00 SAR');
    expect((await staffView()).balanceReminderSentAt).not.toBeNull();
    // A later run (one that settles another auction) sends no second reminder.
    const later = await createAuction(app, { endIn: 1 });
    const outcome = async () =>
      (await app.database.query<{ outcome: string | null }>(`SELECT outcome FROM auctions WHERE id = $1`, [later]))[0]!
        .outcome;
    expect(await becomesTrue(async () => (await outcome()) !== null, 15_000)).toBe(true);
    expect(await reminders()).toHaveLength(1);
  });

  it('tries a failed refund again at the next run, though that run releases nothing, and refunds it once', async () => {
    const [winner, loser] = await createBidders(app, 2, 'refund-retry');
    const id = await createAuction(app, { depositsFor: [winner!, loser!] });
    expect((await bid(winner!, id, 100_000)).status).toBe(201);
    const [deposit] = await app.database.query<{ id: string; provider_reference: string }>(
      `SELECT id, provider_reference FROM auction_deposits WHERE auction_id = $1 AND user_id = $2`,
      [id, loser!.id],
    );
    // The provider refuses the first refund (a payment it does not know).
    await app.database.query(`UPDATE auction_deposits SET provider_reference = 'sbx_unknown' WHERE id = $1`, [
      deposit!.id,
    ]);
    await app.database.query(`UPDATE auctions SET end_date = now() - interval '1 second' WHERE id = $1`, [id]);
    const failed = `Refund of deposit ${deposit!.id} failed`;
    expect(await becomesTrue(async () => app.server.output().includes(failed), 15_000)).toBe(true);
    const row = async () =>
      (
        await app.database.query<{ status: string; refund_reference: string | null }>(
          `SELECT status, refund_reference FROM auction_deposits WHERE id = $1`,
          [deposit!.id],
        )
      )[0]!;
    expect(await row()).toEqual({ status: 'released', refund_reference: null });

    // Put right: a later run, with nothing left to settle or release, refunds it.
    await app.database.query(`UPDATE auction_deposits SET provider_reference = $2 WHERE id = $1`, [
      deposit!.id,
      deposit!.provider_reference,
    ]);
    expect(await becomesTrue(async () => (await row()).refund_reference !== null, 10_000)).toBe(true);
    const first = (await row()).refund_reference;
    expect(first).toMatch(/^sbr_/);
    // A later run (one that settles another auction) leaves it refunded once: the same refund.
    const later = await createAuction(app, { endIn: 1 });
    const settledLater = async () =>
      (await app.database.query<{ outcome: string | null }>(`SELECT outcome FROM auctions WHERE id = $1`, [later]))[0]!
        .outcome !== null;
    expect(await becomesTrue(settledLater, 15_000)).toBe(true);
    expect((await row()).refund_reference).toBe(first);
  });

  it("takes the deposit and the balance's term in staff's auction form, refusing a deposit above 5% with DEPOSIT_TOO_HIGH", async () => {
    const admin = await signInAs(app.baseUrl, 'admin');
    const [listing] = await app.database.query<{ id: string }>(
      `INSERT INTO properties (title, purpose, type, category, city, status)
       VALUES ('فيلا لمزاد بتأمين', 'auction', 'villa', 'residential', 'riyadh', 'active') RETURNING id`,
    );
    const form = {
      propertyId: listing!.id,
      title: 'مزاد بتأمين',
      startPrice: 300_000,
      // Staff's auction is listed at once: announced AUCTION_NOTICE_DAYS (5) ahead.
      startDate: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      licenseNumber: '1450012345',
      licenseDate: new Date().toISOString().slice(0, 10),
      licenseDurationDays: 30,
    };
    const refused = await admin.post('/api/admin/auctions', { ...form, depositAmount: 15_000.01 });
    expect(refusalOf(refused)).toEqual({ status: 422, code: 'DEPOSIT_TOO_HIGH' });
    expect((refused.body as { details: unknown[] }).details[0]).toMatchObject({
      field: 'depositAmount',
      maximum: '15000.00',
      message: BIDDER_ERROR_MESSAGES.DEPOSIT_TOO_HIGH,
    });
    const created = await admin.post<AdminAuction>('/api/admin/auctions', {
      ...form,
      depositAmount: 12_000,
      balanceDueHours: 72,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ depositAmount: '12000.00', balanceDueHours: 72, balanceDueAt: null });
    // Not given: 5% of the start price, and 48 hours.
    const edited = await admin.patch<AdminAuction>(`/api/admin/auctions/${created.body.id}`, {
      ...form,
      startPrice: 200_000,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ depositAmount: '10000.00', balanceDueHours: 72 });
  });

  it("caps an auction's deposit at 5% of its start price, and brings an untouched one down when the price drops", async () => {
    const id = await createAuction(app, { startPrice: 100_000, depositAmount: 2_000 });
    const refused = await app.database.query(`UPDATE auctions SET deposit_amount = 5000.01 WHERE id = $1`, [id]).then(
      () => 'updated',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/auctions_deposit_check/);
    await app.database.query(`UPDATE auctions SET start_price = 20000 WHERE id = $1`, [id]);
    const [row] = await app.database.query<{ deposit_amount: string }>(
      `SELECT deposit_amount FROM auctions WHERE id = $1`,
      [id],
    );
    expect(Number(row!.deposit_amount)).toBe(1_000);
  });
});
