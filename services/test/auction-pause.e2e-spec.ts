import {
  AUCTION_PAUSE_ERROR_CODES,
  BID_ERROR_CODES,
  type AdminAuction,
  type ApiErrorBody,
  type AuctionDetail,
  type AuctionListResponse,
  type AuctionLiveState,
} from '@estate/contracts';
import { type Bidder, createAuction, createBidders } from './support/auction-bidders.js';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { openStream } from './support/event-stream.js';
import { startTestApp, type TestApp } from './support/server.js';

const describePostgres = postgresAvailable() ? describe : describe.skip;

describePostgres('pausing and resuming an auction (staff), and the notice before an approved one starts', () => {
  let app: TestApp;
  let manager: ApiClient;
  let admin: ApiClient;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, admin] = await Promise.all([signInAs(app.baseUrl, 'manager'), signInAs(app.baseUrl, 'admin')]);
    [alice, bob] = (await createBidders(app, 2, 'pause')) as [Bidder, Bidder];
  }, 240_000);
  afterAll(() => app?.stop());

  const endOf = async (id: string) =>
    (
      await app.database.query<{ end_date: Date; paused_at: Date | null }>(
        `SELECT end_date, paused_at FROM auctions WHERE id = $1`,
        [id],
      )
    )[0]!;
  const bid = (bidder: Bidder, id: string, amount: number) =>
    bidder.client.post(`/api/auctions/${id}/bids`, { amount });

  it('refuses bids while paused, tells watchers live, and moves the end on by the time paused; both audited', async () => {
    const id = await createAuction(app, { depositsFor: [alice, bob] });
    expect((await bid(alice, id, 100_000)).status).toBe(201);
    const stream = await openStream(`${app.baseUrl}/api/auctions/${id}/events`);
    try {
      await stream.until((frames) => frames.some((f) => f.event === 'snapshot'));
      const before = await endOf(id);

      const paused = await manager.post<AuctionLiveState>(`/api/admin/auctions/${id}/pause`, {
        reason: 'Technical fault',
      });
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ paused: true, status: 'active' });
      const frames = await stream.until((all) => all.some((f) => f.event === 'paused'));
      expect(frames.find((f) => f.event === 'paused')!.data).toMatchObject({
        type: 'paused',
        auctionId: id,
        reason: 'Technical fault',
        state: { paused: true },
      });

      const refused = await bid(bob, id, 101_000);
      expect(refusalOf(refused)).toEqual({ status: 409, code: BID_ERROR_CODES.paused });
      expect((refused.body as ApiErrorBody).details).toMatchObject({ message: { ar: expect.any(String) } });
      expect(refusalOf(await bob.client.put(`/api/auctions/${id}/proxy`, { maximum: 200_000 }))).toEqual({
        status: 409,
        code: BID_ERROR_CODES.paused,
      });
      expect(refusalOf(await manager.post(`/api/admin/auctions/${id}/pause`, { reason: 'Again' }))).toEqual({
        status: 409,
        code: AUCTION_PAUSE_ERROR_CODES.notPausable,
      });

      // Paused for 90 seconds, as if: the end moves on by them at resuming.
      await app.database.query(`UPDATE auctions SET paused_at = paused_at - interval '90 seconds' WHERE id = $1`, [id]);
      const resumed = await admin.post<AuctionLiveState>(`/api/admin/auctions/${id}/resume`, { reason: 'Fixed' });
      expect(resumed.status).toBe(200);
      const after = await endOf(id);
      expect(after.paused_at).toBeNull();
      const moved = (after.end_date.getTime() - before.end_date.getTime()) / 1000;
      expect(moved).toBeGreaterThanOrEqual(90);
      expect(moved).toBeLessThan(120);
      expect(resumed.body).toMatchObject({ paused: false, endDate: after.end_date.toISOString() });
      const resumedFrame = (await stream.until((all) => all.some((f) => f.event === 'resumed'))).find(
        (f) => f.event === 'resumed',
      )!;
      expect(resumedFrame.data).toMatchObject({ reason: 'Fixed', endDate: after.end_date.toISOString() });

      expect((await bid(bob, id, 101_000)).status).toBe(201);
      expect(refusalOf(await manager.post(`/api/admin/auctions/${id}/resume`, { reason: 'Again' }))).toEqual({
        status: 409,
        code: AUCTION_PAUSE_ERROR_CODES.notPaused,
      });
      const audits = await app.database.query<{ action: string; description: string }>(
        `SELECT action, description FROM audit_logs WHERE target_id = $1 ORDER BY created_at`,
        [id],
      );
      expect(audits.map((a) => a.action)).toEqual(['auction.pause', 'auction.resume']);
      expect(audits[0]!.description).toContain('Technical fault');
    } finally {
      stream.close();
    }
  });

  it('keeps an auction paused past its end paused, with its reason, until resumed; then the time left runs on', async () => {
    const id = await createAuction(app, { startIn: -3 * 3600, depositsFor: [alice, bob] });
    expect((await bid(alice, id, 100_000)).status).toBe(201);
    const reason = 'عطل فني في خادم المزايدة — Technical fault';
    expect((await manager.post(`/api/admin/auctions/${id}/pause`, { reason })).status).toBe(200);
    // Paused two hours ago with an hour left: the end it had is an hour past.
    await app.database.query(
      `UPDATE auctions SET paused_at = now() - interval '2 hours', end_date = now() - interval '1 hour' WHERE id = $1`,
      [id],
    );
    const visitor = new ApiClient(app.baseUrl);
    const page = (await visitor.get<AuctionDetail>(`/api/auctions/${id}`)).body;
    expect(page).toMatchObject({ status: 'active', paused: true, pauseReason: reason, isActive: true });
    expect(Math.abs(page.timeRemaining - 3600)).toBeLessThanOrEqual(2);
    const listed = async (status: string) =>
      (await visitor.get<AuctionListResponse>(`/api/auctions?status=${status}`)).body.auctions.some((a) => a.id === id);
    expect([await listed('active'), await listed('ended')]).toEqual([true, false]);
    const refused = await bid(bob, id, 101_000);
    expect(refusalOf(refused)).toEqual({ status: 409, code: BID_ERROR_CODES.paused });
    expect(refusalOf(await bob.client.post(`/api/auctions/${id}/deposit`))).toEqual({
      status: 409,
      code: 'DEPOSIT_CLOSED',
    });

    const resumed = await manager.post<AuctionLiveState>(`/api/admin/auctions/${id}/resume`, { reason: 'Fixed' });
    expect(resumed.body).toMatchObject({ status: 'active', paused: false });
    expect(resumed.body).not.toHaveProperty('pauseReason');
    const left = (Date.parse(resumed.body.endDate) - Date.now()) / 1000;
    expect(left).toBeGreaterThan(3500);
    expect(left).toBeLessThanOrEqual(3600);
    expect((await visitor.get<AuctionDetail>(`/api/auctions/${id}`)).body).toMatchObject({ paused: false });
    expect((await bid(bob, id, 101_000)).status).toBe(201);
  });

  it('refuses pausing an auction not started yet, or over, each with its code', async () => {
    const pause = (id: string) => manager.post(`/api/admin/auctions/${id}/pause`, { reason: 'Technical fault' });
    const upcoming = await createAuction(app, { startIn: 3600, endIn: 7200 });
    const ended = await createAuction(app, { startIn: -7200, endIn: -60 });
    const cancelled = await createAuction(app, { cancelled: true });
    const upcomingRefusal = await pause(upcoming);
    expect(refusalOf(upcomingRefusal)).toEqual({ status: 409, code: AUCTION_PAUSE_ERROR_CODES.notStarted });
    expect((upcomingRefusal.body as ApiErrorBody).details).toMatchObject({
      message: { ar: expect.any(String), en: expect.stringContaining('not started') },
    });
    expect(refusalOf(await pause(ended))).toEqual({ status: 409, code: AUCTION_PAUSE_ERROR_CODES.over });
    expect(refusalOf(await pause(cancelled))).toEqual({ status: 409, code: AUCTION_PAUSE_ERROR_CODES.over });
    const paused = await app.database.query(
      `SELECT 1 FROM auctions WHERE id = ANY($1::uuid[]) AND paused_at IS NOT NULL`,
      [[upcoming, ended, cancelled]],
    );
    expect(paused).toEqual([]);
  });

  it('refuses pausing to others than staff, and without a reason', async () => {
    const id = await createAuction(app);
    for (const role of ['user', 'agent'] as const) {
      const client = await signInAs(app.baseUrl, role);
      expect(refusalOf(await client.post(`/api/admin/auctions/${id}/pause`, { reason: 'Technical fault' }))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(refusalOf(await manager.post(`/api/admin/auctions/${id}/pause`, {}))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await endOf(id)).paused_at).toBeNull();
  });

  it('approves an auction only to start AUCTION_NOTICE_DAYS (5) days after approval, naming the earliest start', async () => {
    const soon = await createAuction(app, { review: 'pending', startIn: 3 * 86_400, endIn: 9 * 86_400 });
    const refused = await manager.post<ApiErrorBody>(`/api/admin/auctions/${soon}/review`, { decision: 'approved' });
    expect(refusalOf(refused)).toEqual({ status: 422, code: AUCTION_PAUSE_ERROR_CODES.noticeTooShort });
    const earliest = new Date((refused.body.details as { earliestStart: string }).earliestStart).getTime();
    expect(Math.abs(earliest - (Date.now() + 5 * 86_400_000))).toBeLessThan(60_000);
    const row = await app.database.query<AdminAuction>(`SELECT review FROM auctions WHERE id = $1`, [soon]);
    expect(row).toEqual([{ review: 'pending' }]);
  });

  it('lists staff’s own auction only to start AUCTION_NOTICE_DAYS (5) days after its creation, nor moves it sooner', async () => {
    const [listing] = await app.database.query<{ id: string }>(
      `INSERT INTO properties (title, purpose, type, category, city, status)
       VALUES ('فيلا لمزاد بإعلان مسبق', 'auction', 'villa', 'residential', 'riyadh', 'active') RETURNING id`,
    );
    const form = (startInDays: number) => ({
      propertyId: listing!.id,
      title: 'مزاد بإعلان مسبق',
      startPrice: 400_000,
      startDate: new Date(Date.now() + startInDays * 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      licenseNumber: '1450012345',
      licenseDate: new Date().toISOString().slice(0, 10),
      licenseDurationDays: 30,
    });
    const refused = await manager.post<ApiErrorBody>('/api/admin/auctions', form(4));
    expect(refusalOf(refused)).toEqual({ status: 422, code: AUCTION_PAUSE_ERROR_CODES.noticeTooShort });
    const details = refused.body.details as { earliestStart: string; message: { ar: string; en: string } };
    expect(Math.abs(Date.parse(details.earliestStart) - (Date.now() + 5 * 86_400_000))).toBeLessThan(60_000);
    expect(details.message.ar).toContain('5');
    // Nothing was kept of the refused one.
    const kept = await app.database.query(`SELECT 1 FROM auctions WHERE property_id = $1`, [listing!.id]);
    expect(kept).toEqual([]);

    const created = await manager.post<AdminAuction>('/api/admin/auctions', form(6));
    expect(created.status).toBe(201);
    const moved = await manager.patch<ApiErrorBody>(`/api/admin/auctions/${created.body.id}`, form(2));
    expect(refusalOf(moved)).toEqual({ status: 422, code: AUCTION_PAUSE_ERROR_CODES.noticeTooShort });
    const [row] = await app.database.query<{ start_date: Date }>(`SELECT start_date FROM auctions WHERE id = $1`, [
      created.body.id,
    ]);
    expect(new Date(row!.start_date).toISOString()).toBe(created.body.startDate);
  });
});
