import type { AuctionEvent } from '@estate/contracts';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { postgresAvailable } from './support/database.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('auction settlement and start announcements (the auctions job)', () => {
  let app: TestApp;
  let alice: Bidder;
  let bob: Bidder;
  let agent: Bidder;

  beforeAll(async () => {
    // The job is off in test servers unless asked for; every second here.
    app = await startTestApp({ AUCTION_JOBS_INTERVAL_SECONDS: '1' });
    [alice, bob, agent] = (await createBidders(app, 3, 'settle')) as [Bidder, Bidder, Bidder];
  });
  afterAll(() => app?.stop());

  const bid = async (bidder: Bidder, auctionId: string, amount: number) =>
    expect((await bidder.client.post(`/api/auctions/${auctionId}/bids`, { amount })).status).toBe(201);
  const endNow = (id: string) =>
    app.database.query(`UPDATE auctions SET end_date = now() - interval '1 second' WHERE id = $1`, [id]);
  const settled = async (id: string) => {
    expect(await becomesTrue(async () => (await row(id)).outcome !== null, 10_000)).toBe(true);
    return row(id);
  };
  const row = async (id: string) =>
    (
      await app.database.query<{ outcome: string | null; winner_id: string | null; settled_at: Date | null }>(
        `SELECT outcome, winner_id, settled_at FROM auctions WHERE id = $1`,
        [id],
      )
    )[0]!;
  const mails = (to: string, id: string) =>
    app.database.query<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND text LIKE '%' || $2 || '%' ORDER BY created_at`,
      [to, `/auctions/${id}`],
    );
  const statusEvents = (id: string) =>
    app.database.query<{ data: AuctionEvent }>(
      `SELECT data FROM auction_events WHERE auction_id = $1 AND type = 'status' ORDER BY id`,
      [id],
    );

  it('sells to the highest bidder when the reserve is met, and mails the winner and the agent', async () => {
    const id = await createAuction(app, { reservePrice: 150_000, agentId: agent.id, depositsFor: [alice, bob] });
    await bid(alice, id, 140_000);
    await bid(bob, id, 150_000);
    await endNow(id);
    expect(await settled(id)).toMatchObject({ outcome: 'sold', winner_id: bob.id });

    expect(await mails(bob.email, id)).toEqual([
      { subject: expect.stringMatching(/فزت بمزاد.*\| You won the auction Test auction/), text: expect.any(String) },
    ]);
    expect((await mails(bob.email, id))[0]!.text).toContain('150,000.00 SAR');
    const toAgent = await mails(agent.email, id);
    expect(toAgent).toHaveLength(1);
    expect(toAgent[0]!.subject).toContain('Sold at auction');
    expect(toAgent[0]!.text).toContain(bob.email);
    expect(await mails(alice.email, id)).toHaveLength(1); // only the outbid mail, no outcome
    const [last] = (await statusEvents(id)).slice(-1);
    expect(last!.data).toMatchObject({ type: 'status', auctionId: id, state: { status: 'ended', outcome: 'sold' } });
  });

  it('writes the outcome mails in the settlement: none when it rolls back, exactly one of each once it commits', async () => {
    const id = await createAuction(app, {
      reservePrice: null,
      agentEmail: 'rollback.desk@example.sa',
      depositsFor: [alice, bob],
    });
    await bid(alice, id, 120_000);
    // The agent's mail fails to be written, once counted by a sequence (which no rollback takes back).
    await app.database.query(`CREATE SEQUENCE settlement_mail_refusals`);
    await app.database.query(`
      CREATE FUNCTION refuse_settlement_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."to" = 'rollback.desk@example.sa' THEN
          PERFORM nextval('settlement_mail_refusals');
          RAISE EXCEPTION 'mail refused';
        END IF;
        RETURN NEW;
      END $$`);
    await app.database.query(
      `CREATE TRIGGER refuse_settlement_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_settlement_mail()`,
    );
    try {
      await endNow(id);
      const refusals = async () =>
        Number((await app.database.query<{ n: string }>(`SELECT last_value AS n FROM settlement_mail_refusals`))[0]!.n);
      // Two refused runs: the first one's rollback has surely ended once the second one was refused.
      expect(await becomesTrue(async () => (await refusals()) >= 2, 10_000)).toBe(true);
      expect((await row(id)).outcome).toBeNull();
      expect(await mails(alice.email, id)).toHaveLength(0);
      expect((await statusEvents(id)).filter((event) => event.data.state.status === 'ended')).toHaveLength(0);
    } finally {
      await app.database.query(`DROP TRIGGER refuse_settlement_mail ON mail_outbox`);
      await app.database.query(`DROP FUNCTION refuse_settlement_mail()`);
      await app.database.query(`DROP SEQUENCE settlement_mail_refusals`);
    }
    expect(await settled(id)).toMatchObject({ outcome: 'sold', winner_id: alice.id });
    expect(await mails(alice.email, id)).toEqual([
      { subject: expect.stringContaining('You won'), text: expect.any(String) },
    ]);
    expect(await mails('rollback.desk@example.sa', id)).toEqual([
      { subject: expect.stringContaining('Sold at auction'), text: expect.any(String) },
    ]);
  });

  it('ends unsold below the reserve (agent told from the listing), and sold with no reserve', async () => {
    const below = await createAuction(app, {
      reservePrice: 500_000,
      agentEmail: 'listing.desk@example.sa',
      depositsFor: [alice, bob],
    });
    const noReserve = await createAuction(app, { reservePrice: null, depositsFor: [alice, bob] });
    const noBids = await createAuction(app, { reservePrice: null, depositsFor: [alice, bob] });
    await bid(alice, below, 400_000);
    await bid(alice, noReserve, 100_000);
    await Promise.all([below, noReserve, noBids].map(endNow));

    expect(await settled(below)).toMatchObject({ outcome: 'unsold', winner_id: null });
    expect(await settled(noReserve)).toMatchObject({ outcome: 'sold', winner_id: alice.id });
    expect(await settled(noBids)).toMatchObject({ outcome: 'unsold', winner_id: null });
    expect(await mails(alice.email, below)).toHaveLength(0);
    expect(await mails(alice.email, noReserve)).toHaveLength(1);
    const desk = await mails('listing.desk@example.sa', below);
    expect(desk).toHaveLength(1);
    expect(desk[0]!.text).toContain('did not reach the reserve price');
  });

  it('settles once: later runs leave the outcome, the time and the events as they are', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, id, 100_000);
    await endNow(id);
    const first = await settled(id);
    const events = (await statusEvents(id)).length;
    await new Promise((done) => setTimeout(done, 2500)); // at least two more runs of the 1 s job
    expect(await row(id)).toEqual(first);
    expect(await statusEvents(id)).toHaveLength(events);
    expect(await mails(alice.email, id)).toHaveLength(1);
  });

  it('refuses bids once ended, even before the job has run', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await endNow(id);
    const response = await alice.client.post(`/api/auctions/${id}/bids`, { amount: 500_000 });
    expect(response).toMatchObject({ status: 409, body: { code: 'AUCTION_ENDED' } });
  });

  it('announces a start once, as a status event', async () => {
    const id = await createAuction(app, { startIn: 1, endIn: 3600, depositsFor: [alice, bob] });
    expect(await statusEvents(id)).toHaveLength(0);
    expect(await becomesTrue(async () => (await statusEvents(id)).length > 0, 10_000)).toBe(true);
    await new Promise((done) => setTimeout(done, 2000));
    const events = await statusEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ type: 'status', auctionId: id, state: { status: 'active' } });
  });

  it('prunes events older than a day', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    await bid(alice, id, 100_000);
    await app.database.query(
      `UPDATE auction_events SET created_at = now() - interval '25 hours' WHERE auction_id = $1 AND type = 'bid'`,
      [id],
    );
    expect(
      await becomesTrue(
        async () =>
          (await app.database.query(`SELECT 1 FROM auction_events WHERE auction_id = $1 AND type = 'bid'`, [id]))
            .length === 0,
        10_000,
      ),
    ).toBe(true);
  });
});
