import type {
  AdminAuction,
  AdminAuctionBid,
  AdminAuctionInput,
  AdminAuctionList,
  AdminPropertyList,
  ApiErrorBody,
  AuctionDetail,
  AuctionListResponse,
  AuditLogPage,
  FieldError,
  Property,
  PublicAuctionInput,
  Role,
  StatsResponse,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { dayFromToday, minimalListing, validAdLicence } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PNG, putObject } from './support/uploads.js';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const publicForm = (overrides: Partial<PublicAuctionInput> = {}): PublicAuctionInput => ({
  title: 'Villa in Al Narjis',
  titleAr: 'فيلا في حي النرجس',
  description: 'A villa of five bedrooms near King Salman Road.',
  descriptionAr: 'فيلا بخمس غرف نوم قريبة من طريق الملك سلمان.',
  startingPrice: 1_200_000,
  reservePrice: 1_500_000,
  // Approved only with AUCTION_NOTICE_DAYS (5 by default) of notice before the start.
  startDate: inHours(6 * 24),
  endDate: inHours(8 * 24),
  category: 'villa',
  city: 'riyadh',
  district: 'النرجس',
  area: 400,
  bedrooms: 5,
  bathrooms: 4,
  terms: 'Bids are binding.',
  termsAr: 'المزايدات ملزمة.',
  ...overrides,
});

const INVALID = { status: 400, code: 'VALIDATION_FAILED' };
const DATES_INVALID = { status: 400, code: 'AUCTION_DATES_INVALID' };
const PROPERTY_INVALID = { status: 400, code: 'AUCTION_PROPERTY_INVALID' };
const HAS_BIDS = { status: 409, code: 'AUCTION_HAS_BIDS' };
const CLOSED = { status: 409, code: 'AUCTION_CLOSED' };
const FORBIDDEN = { status: 403, code: 'FORBIDDEN' };
const NOT_FOUND = { status: 404, code: 'NOT_FOUND' };

const fieldsOf = (body: unknown) => ((body as ApiErrorBody).details as FieldError[]).map((d) => d.field).sort();

describe('creating, reviewing, editing and cancelling auctions', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;
  let user: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    // Staff's auctions here start at once (the notice itself is auction-pause's): no notice asked.
    app = await startTestApp({ AUCTION_NOTICE_DAYS: '0' });
    [admin, manager, user] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'manager'),
      signInAs(app.baseUrl, 'user'),
    ]);
    // A second ordinary user, who sent nothing.
    const registered = await new ApiClient(app.baseUrl).post('/api/auth/register', {
      name: 'Nasser Alotaibi',
      email: 'nasser.bidder@example.sa',
      password: 'Nasser@2025',
      role: 'user',
    });
    expect(registered.status).toBe(202);
    other = await new ApiClient(app.baseUrl).signIn('nasser.bidder@example.sa', 'Nasser@2025');
  });
  afterAll(() => app?.stop());

  const visitor = () => new ApiClient(app.baseUrl);
  const listed = async (query = '') =>
    (await visitor().get<AuctionListResponse>(`/api/auctions${query}`)).body.auctions.map((a) => a.id);
  const adminTotal = async () => (await admin.get<AdminAuctionList>('/api/admin/auctions?limit=1')).body.total;
  const stats = async () => (await visitor().get<StatsResponse>('/api/stats')).body;

  /** A new active listing for staff's auctions. */
  async function newListing(overrides: Parameters<typeof minimalListing>[0] = {}): Promise<string> {
    const licence = `71${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const created = await admin.post<Property>(
      '/api/admin/properties',
      minimalListing({ purpose: 'auction', adLicenseNumber: licence, ...overrides }),
    );
    expect(created.status).toBe(201);
    return created.body.id;
  }

  const staffForm = (propertyId: string, overrides: Partial<AdminAuctionInput> = {}): AdminAuctionInput => ({
    propertyId,
    title: 'مزاد شقة في الملقا',
    titleEn: 'Auction: apartment in Al Malqa',
    description: 'مزاد علني على شقة بثلاث غرف.',
    descriptionEn: 'A public auction of a three-bedroom apartment.',
    startPrice: 800_000,
    reservePrice: 900_000,
    minIncrement: 5000,
    startDate: inHours(0),
    endDate: inHours(72),
    terms: 'المزايدات ملزمة.',
    termsEn: 'Bids are binding.',
    licenseNumber: '1450012345',
    licenseDate: dayFromToday(-1),
    licenseDurationDays: 30,
    ...overrides,
  });

  /**
   * A bid written straight to the database as an accepted one (the numbering, the auction's highest bid, count and
   * leader moved with it): what these tests need of a bid is only that one exists. PostgreSQL only.
   */
  async function recordBid(auctionId: string, email: string, amount: number): Promise<void> {
    await app.database.query(
      `WITH bidder AS (SELECT id FROM users WHERE email = $2),
            moved AS (UPDATE auctions SET current_bid = $3, bid_count = bid_count + 1,
                        leader_id = (SELECT id FROM bidder) WHERE id = $1 RETURNING bid_count)
       INSERT INTO auction_bids (auction_id, bidder_id, ordinal, amount, bidder_ref, prev_hash, hash)
       SELECT $1, (SELECT id FROM bidder), moved.bid_count, $3, '', '', '' FROM moved`,
      [auctionId, email, amount],
    );
  }

  describe('the public add-auction form', () => {
    it('refuses an empty form, naming every required field, and stores nothing', async () => {
      const before = await adminTotal();
      const empty = await user.post('/api/auctions', {});
      expect(refusalOf(empty)).toEqual(INVALID);
      expect(fieldsOf(empty.body)).toEqual([
        'category',
        'city',
        'endDate',
        'startDate',
        'startingPrice',
        'title',
        'titleAr',
      ]);
      expect(await adminTotal()).toBe(before);
    });

    it.each(['title', 'titleAr', 'startingPrice', 'startDate', 'endDate'] as const)(
      'refuses a form without %s, naming it',
      async (field) => {
        const form: Record<string, unknown> = { ...publicForm() };
        delete form[field];
        const response = await user.post('/api/auctions', form);
        expect(refusalOf(response)).toEqual(INVALID);
        expect(fieldsOf(response.body)).toEqual([field]);
      },
    );

    it('refuses blank titles, prices of 0 or less, unknown kinds and cities, and bad numbers and dates', async () => {
      const response = await user.post('/api/auctions', {
        ...publicForm(),
        title: '  ',
        startingPrice: 0,
        reservePrice: -1,
        category: 'castle',
        city: 'cairo',
        area: 0,
        bedrooms: 1.5,
        startDate: 'next week',
      });
      expect(refusalOf(response)).toEqual(INVALID);
      expect(fieldsOf(response.body)).toEqual([
        'area',
        'bedrooms',
        'category',
        'city',
        'reservePrice',
        'startDate',
        'startingPrice',
        'title',
      ]);
      const huge = await user.post('/api/auctions', publicForm({ startingPrice: 1e13, reservePrice: 1e13 }));
      expect(fieldsOf(huge.body)).toEqual(['reservePrice', 'startingPrice']);
      const unknown = await user.post('/api/auctions', { ...publicForm(), status: 'active' });
      expect(refusalOf(unknown)).toEqual(INVALID);
    });

    it('refuses an end that is not after the start (AUCTION_DATES_INVALID naming endDate)', async () => {
      const start = inHours(24);
      for (const endDate of [inHours(2), start]) {
        const response = await user.post<ApiErrorBody>('/api/auctions', publicForm({ startDate: start, endDate }));
        expect(refusalOf(response)).toEqual(DATES_INVALID);
        expect(response.body.details).toEqual([{ field: 'endDate', messages: ['endDate must be after startDate'] }]);
      }
    });

    it('refuses a start in the past, allowing a minute of clock difference', async () => {
      const past = await user.post<ApiErrorBody>('/api/auctions', publicForm({ startDate: inHours(-2) }));
      expect(refusalOf(past)).toEqual(DATES_INVALID);
      expect(fieldsOf(past.body)).toEqual(['startDate']);
      const skewed = await user.post<AdminAuction>(
        '/api/auctions',
        publicForm({ startDate: new Date(Date.now() - 20_000).toISOString() }),
      );
      expect(skewed.status).toBe(201);
      expect(skewed.body.status).toBe('active');
    });

    it('refuses a reserve below the starting price, and takes one equal to it or none', async () => {
      const below = await user.post('/api/auctions', publicForm({ startingPrice: 1_000_000, reservePrice: 999_999 }));
      expect(refusalOf(below)).toEqual(INVALID);
      expect(fieldsOf(below.body)).toEqual(['reservePrice']);
      const equal = await user.post<AdminAuction>(
        '/api/auctions',
        publicForm({ startingPrice: 1_000_000, reservePrice: 1_000_000 }),
      );
      expect([equal.status, equal.body.reservePrice, equal.body.hasReserve]).toEqual([201, '1000000.00', true]);
      const none = await user.post<AdminAuction>('/api/auctions', publicForm({ reservePrice: null }));
      expect([none.status, none.body.reservePrice, none.body.hasReserve]).toEqual([201, null, false]);
    });

    it('takes only images uploaded here', async () => {
      const foreign = await user.post<ApiErrorBody>(
        '/api/auctions',
        publicForm({ images: ['https://elsewhere.example/villa.png'] }),
      );
      expect(refusalOf(foreign)).toEqual({ status: 400, code: 'INVALID_PROPERTY_IMAGE' });
      const signed = await newUpload(user, 'villa.png');
      expect((await putObject(app.baseUrl, signed.uploadURL, PNG)).status).toBe(200);
      const created = await user.post<AdminAuction>('/api/auctions', publicForm({ images: [signed.objectURL] }));
      expect(created.status).toBe(201);
      expect(created.body.property.images).toEqual([signed.objectURL]);
    });

    it('needs a signed-in user', async () => {
      expect(refusalOf(await visitor().post('/api/auctions', publicForm()))).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe('review', () => {
    it('lists an auction sent from the public form only once staff approve it, with its listing', async () => {
      const statsBefore = await stats();
      const sent = await user.post<AdminAuction>('/api/auctions', publicForm({ city: 'Jeddah' }));
      expect(sent.status).toBe(201);
      const auction = sent.body;
      expect(auction).toMatchObject({
        title: 'فيلا في حي النرجس',
        titleEn: 'Villa in Al Narjis',
        description: 'فيلا بخمس غرف نوم قريبة من طريق الملك سلمان.',
        descriptionEn: 'A villa of five bedrooms near King Salman Road.',
        terms: 'المزايدات ملزمة.',
        termsEn: 'Bids are binding.',
        startPrice: '1200000.00',
        reservePrice: '1500000.00',
        minIncrement: '1000.00',
        currentBid: null,
        bidCount: 0,
        review: 'pending',
        status: 'upcoming',
        createdBy: { name: expect.any(String), email: 'user@dar-estate.sa' },
        property: { title: 'فيلا في حي النرجس', titleEn: 'Villa in Al Narjis', city: 'جدة', district: 'النرجس' },
      });

      // Waiting: not listed, not readable by anyone on the public side, not counted; staff see it.
      expect(await listed()).not.toContain(auction.id);
      for (const caller of [visitor(), user, other]) {
        expect(refusalOf(await caller.get(`/api/auctions/${auction.id}`))).toEqual(NOT_FOUND);
      }
      expect(refusalOf(await visitor().get(`/api/properties/${auction.propertyId}`))).toEqual(NOT_FOUND);
      const pending = (await manager.get<AdminAuctionList>('/api/admin/auctions?review=pending&limit=100')).body;
      expect(pending.auctions.map((a) => a.id)).toContain(auction.id);
      expect(pending.auctions.every((a) => a.review === 'pending')).toBe(true);
      const listing = await admin.get<AdminPropertyList>('/api/admin/properties?status=pending&limit=100');
      expect(listing.body.properties.find((p) => p.id === auction.propertyId)).toMatchObject({
        purpose: 'auction',
        type: 'villa',
        category: 'residential',
        price: '1200000.00',
        area: 400,
        agent: { email: 'user@dar-estate.sa' },
      });

      // Approving lists the auction and publishes its listing: both need their licences, named field by field.
      const unlicensed = await manager.post<ApiErrorBody>(`/api/admin/auctions/${auction.id}/review`, {
        decision: 'approved',
      });
      expect([unlicensed.status, unlicensed.body.code]).toEqual([422, 'AUCTION_LICENCE_REQUIRED']);
      expect((unlicensed.body.details as { field: string }[]).map((d) => d.field)).toEqual([
        'licenseNumber',
        'licenseDate',
        'licenseDurationDays',
      ]);
      const licensed = await manager.patch<AdminAuction>(`/api/admin/auctions/${auction.id}`, {
        ...staffForm(auction.propertyId, {
          title: auction.title,
          titleEn: auction.titleEn,
          startPrice: Number(auction.startPrice),
          reservePrice: auction.reservePrice === null ? null : Number(auction.reservePrice),
          minIncrement: Number(auction.minIncrement),
          startDate: auction.startDate,
          endDate: auction.endDate,
          description: auction.description,
          descriptionEn: auction.descriptionEn,
          terms: auction.terms,
          termsEn: auction.termsEn,
        }),
      });
      expect(licensed.status).toBe(200);
      const adless = await manager.post<ApiErrorBody>(`/api/admin/auctions/${auction.id}/review`, {
        decision: 'approved',
      });
      expect([adless.status, adless.body.code]).toEqual([422, 'AD_LICENCE_REQUIRED']);
      const pendingListing = (
        await admin.get<AdminPropertyList>('/api/admin/properties?status=pending&limit=100')
      ).body.properties.find((p) => p.id === auction.propertyId)!;
      const completed = await admin.put(`/api/properties/${auction.propertyId}`, {
        ...minimalListing({
          title: pendingListing.title,
          titleEn: pendingListing.titleEn,
          description: pendingListing.description || 'فيلا للمزاد',
          price: Number(pendingListing.price),
          purpose: 'auction',
          type: pendingListing.type,
          category: pendingListing.category,
          city: 'jeddah',
          district: pendingListing.district ?? 'النرجس',
          area: pendingListing.area ?? 400,
          images: pendingListing.images,
          ...validAdLicence({ adLicenseNumber: '7100066001' }),
        }),
        status: 'pending',
      });
      expect(completed.status).toBe(200);

      const approved = await manager.post<AdminAuction>(`/api/admin/auctions/${auction.id}/review`, {
        decision: 'approved',
      });
      expect(approved.status).toBe(200);
      expect(approved.body.review).toBe('approved');
      expect(await listed()).toContain(auction.id);
      expect(await listed('?status=upcoming')).toContain(auction.id);
      expect((await other.get<AuctionDetail>(`/api/auctions/${auction.id}`)).status).toBe(200);
      const property = await visitor().get<Property>(`/api/properties/${auction.propertyId}`);
      expect([property.status, property.body.status]).toEqual([200, 'active']);
      expect((await stats()).totalAuctions).toBe(statsBefore.totalAuctions + 1);

      // Decided once.
      const again = await manager.post(`/api/admin/auctions/${auction.id}/review`, { decision: 'rejected' });
      expect(refusalOf(again)).toEqual({ status: 409, code: 'CONFLICT' });
      const audit = await admin.get<AuditLogPage>('/api/audit-logs?action=auction.review&limit=100');
      expect(audit.body.items.some((entry) => entry.targetId === auction.id)).toBe(true);
    });

    it('keeps a rejected auction off the site and makes its listing inactive', async () => {
      const sent = (await user.post<AdminAuction>('/api/auctions', publicForm())).body;
      const rejected = await admin.post<AdminAuction>(`/api/admin/auctions/${sent.id}/review`, {
        decision: 'rejected',
      });
      expect([rejected.status, rejected.body.review]).toEqual([200, 'rejected']);
      expect(await listed()).not.toContain(sent.id);
      expect(refusalOf(await user.get(`/api/auctions/${sent.id}`))).toEqual(NOT_FOUND);
      const inactive = await admin.get<AdminPropertyList>('/api/admin/properties?status=inactive&limit=100');
      expect(inactive.body.properties.map((p) => p.id)).toContain(sent.propertyId);
      const bad = await admin.post(`/api/admin/auctions/${sent.id}/review`, { decision: 'maybe' });
      expect(refusalOf(bad)).toEqual(INVALID);
    });
  });

  describe('staff', () => {
    it('create an approved auction of an active listing, listed at once', async () => {
      const propertyId = await newListing();
      const created = await manager.post<AdminAuction>('/api/admin/auctions', staffForm(propertyId));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        propertyId,
        review: 'approved',
        status: 'active',
        startPrice: '800000.00',
        reservePrice: '900000.00',
        minIncrement: '5000.00',
        minimumBid: '800000.00',
        createdBy: { email: 'manager@dar-estate.sa' },
        cancelledAt: null,
        winner: null,
      });
      expect(await listed('?status=active')).toContain(created.body.id);
      const audit = await admin.get<AuditLogPage>('/api/audit-logs?action=auction.create&limit=100');
      expect(audit.body.items.some((entry) => entry.targetId === created.body.id)).toBe(true);

      // One auction at a time on a listing.
      const second = await manager.post<ApiErrorBody>('/api/admin/auctions', staffForm(propertyId));
      expect(refusalOf(second)).toEqual(PROPERTY_INVALID);
      expect(fieldsOf(second.body)).toEqual(['propertyId']);
    });

    it('refuse a listing that does not exist, is not active, or has an auction still to run', async () => {
      const missing = await admin.post('/api/admin/auctions', staffForm('00000000-0000-4000-8000-000000000000'));
      expect(refusalOf(missing)).toEqual(PROPERTY_INVALID);
      const inactive = await newListing({ status: 'inactive' });
      expect(refusalOf(await admin.post('/api/admin/auctions', staffForm(inactive)))).toEqual(PROPERTY_INVALID);
      const running = (await visitor().get<AuctionListResponse>('/api/auctions?status=active')).body.auctions[0]!;
      const busy = await admin.post('/api/admin/auctions', staffForm(running.propertyId));
      expect(refusalOf(busy)).toEqual(PROPERTY_INVALID);
      const malformed = await admin.post('/api/admin/auctions', staffForm('not-an-id'));
      expect(refusalOf(malformed)).toEqual(INVALID);
    });

    it('refuse bad dates and a reserve below the start price', async () => {
      const propertyId = await newListing();
      const reversed = await admin.post<ApiErrorBody>(
        '/api/admin/auctions',
        staffForm(propertyId, { startDate: inHours(5), endDate: inHours(4) }),
      );
      expect(refusalOf(reversed)).toEqual(DATES_INVALID);
      expect(fieldsOf(reversed.body)).toEqual(['endDate']);
      const past = await admin.post('/api/admin/auctions', staffForm(propertyId, { startDate: inHours(-1) }));
      expect(refusalOf(past)).toEqual(DATES_INVALID);
      const reserve = await admin.post('/api/admin/auctions', staffForm(propertyId, { reservePrice: 1000 }));
      expect(refusalOf(reserve)).toEqual(INVALID);
      expect(fieldsOf(reserve.body)).toEqual(['reservePrice']);
      const missing = await admin.post('/api/admin/auctions', { propertyId });
      expect(fieldsOf(missing.body)).toEqual(['endDate', 'startDate', 'startPrice', 'title']);
    });

    it('edit an auction while it has no bid, and are refused once it has one', async () => {
      const propertyId = await newListing();
      const created = (await admin.post<AdminAuction>('/api/admin/auctions', staffForm(propertyId))).body;
      const edited = await admin.patch<AdminAuction>(
        `/api/admin/auctions/${created.id}`,
        staffForm(propertyId, {
          title: 'مزاد شقة مجددة في الملقا',
          startPrice: 750_000,
          reservePrice: null,
          startDate: created.startDate,
          endDate: inHours(96),
        }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        title: 'مزاد شقة مجددة في الملقا',
        startPrice: '750000.00',
        reservePrice: null,
        hasReserve: false,
        // The start already passed and was kept as it was.
        startDate: created.startDate,
      });
      const unknown = await admin.patch(
        '/api/admin/auctions/00000000-0000-4000-8000-000000000000',
        staffForm(propertyId),
      );
      expect(refusalOf(unknown)).toEqual(NOT_FOUND);
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server

      await recordBid(created.id, 'user@dar-estate.sa', 750_000);
      const afterBid = await admin.patch(
        `/api/admin/auctions/${created.id}`,
        staffForm(propertyId, { startDate: created.startDate, endDate: inHours(96), title: 'عنوان آخر' }),
      );
      expect(refusalOf(afterBid)).toEqual(HAS_BIDS);
      const current = (await admin.get<AdminAuction>(`/api/admin/auctions/${created.id}`)).body;
      expect([current.title, current.currentBid, current.bidCount]).toEqual([
        'مزاد شقة مجددة في الملقا',
        '750000.00',
        1,
      ]);
    });

    it('cancel an auction: shown as cancelled everywhere, no longer editable or cancellable', async () => {
      const propertyId = await newListing();
      const created = (await manager.post<AdminAuction>('/api/admin/auctions', staffForm(propertyId))).body;
      const cancelled = await manager.post<AdminAuction>(`/api/admin/auctions/${created.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', isActive: false, timeRemaining: 0 });
      expect(Date.parse(cancelled.body.cancelledAt!)).toBeGreaterThan(Date.now() - 60_000);

      expect(await listed('?status=cancelled')).toContain(created.id);
      expect(await listed('?status=active')).not.toContain(created.id);
      const detail = await visitor().get<AuctionDetail>(`/api/auctions/${created.id}`);
      expect([detail.status, detail.body.status]).toEqual([200, 'cancelled']);
      const staffList = await admin.get<AdminAuctionList>('/api/admin/auctions?status=cancelled&limit=100');
      expect(staffList.body.auctions.map((a) => a.id)).toContain(created.id);
      expect(staffList.body.auctions.every((a) => a.status === 'cancelled')).toBe(true);

      const edit = await manager.patch(
        `/api/admin/auctions/${created.id}`,
        staffForm(propertyId, { startDate: created.startDate, endDate: created.endDate }),
      );
      expect(refusalOf(edit)).toEqual(CLOSED);
      expect(refusalOf(await manager.post(`/api/admin/auctions/${created.id}/cancel`))).toEqual(CLOSED);
      // The listing may have another auction now.
      expect((await manager.post('/api/admin/auctions', staffForm(propertyId))).status).toBe(201);
      const audit = await admin.get<AuditLogPage>('/api/audit-logs?action=auction.cancel&limit=100');
      expect(audit.body.items.some((entry) => entry.targetId === created.id)).toBe(true);
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      // Its watchers were told.
      const events = await app.database.query<{ type: string; status: string }>(
        `SELECT type, data->'state'->>'status' AS status FROM auction_events WHERE auction_id = $1`,
        [created.id],
      );
      expect(events).toEqual([{ type: 'status', status: 'cancelled' }]);
    });

    it('cannot cancel an auction that has ended', async () => {
      const ended = (await visitor().get<AuctionListResponse>('/api/auctions?status=ended')).body.auctions[0]!;
      expect(refusalOf(await admin.post(`/api/admin/auctions/${ended.id}/cancel`))).toEqual(CLOSED);
    });

    it('search, filter and page the auctions, pending ones included, with bids and the highest bid', async () => {
      const all = (await admin.get<AdminAuctionList>('/api/admin/auctions?limit=100')).body;
      expect(all.total).toBe(all.auctions.length);
      expect(all.auctions.some((a) => a.review === 'pending')).toBe(true);
      const created = all.auctions.map((a) => Date.parse(a.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      for (const auction of all.auctions) {
        if (auction.bidCount === 0) expect(auction.currentBid).toBeNull();
        else expect(Number(auction.currentBid)).toBeGreaterThanOrEqual(Number(auction.startPrice));
      }

      const page = (await admin.get<AdminAuctionList>('/api/admin/auctions?limit=2&page=2')).body;
      expect(page.total).toBe(all.total);
      expect(page.auctions.map((a) => a.id)).toEqual(all.auctions.slice(2, 4).map((a) => a.id));

      const search = (
        await admin.get<AdminAuctionList>(`/api/admin/auctions?search=${encodeURIComponent('narjis')}&limit=100`)
      ).body;
      expect(search.total).toBeGreaterThan(0);
      expect(search.auctions.every((a) => /narjis/i.test(a.titleEn ?? ''))).toBe(true);
      const arabic = (
        await admin.get<AdminAuctionList>(`/api/admin/auctions?search=${encodeURIComponent('النرجس')}&limit=100`)
      ).body;
      expect(arabic.auctions.map((a) => a.id).sort()).toEqual(search.auctions.map((a) => a.id).sort());
      expect((await admin.get<AdminAuctionList>('/api/admin/auctions?search=%25_%25')).body.total).toBe(0);

      for (const status of ['upcoming', 'active', 'ended'] as const) {
        const filtered = (await admin.get<AdminAuctionList>(`/api/admin/auctions?status=${status}&limit=100`)).body;
        expect(filtered.total).toBe(all.auctions.filter((a) => a.status === status).length);
      }
      expect(refusalOf(await admin.get('/api/admin/auctions?status=sold'))).toEqual(INVALID);
      expect(refusalOf(await admin.get('/api/admin/auctions?review=maybe'))).toEqual(INVALID);
      expect(refusalOf(await admin.get('/api/admin/auctions?limit=0'))).toEqual(INVALID);
    });

    it('read one auction and every bid on it with the bidders named', async () => {
      const withBids = (await admin.get<AdminAuctionList>('/api/admin/auctions?status=ended&limit=100')).body.auctions
        .filter((a) => a.bidCount > 0)
        .at(0)!;
      const one = await admin.get<AdminAuction>(`/api/admin/auctions/${withBids.id}`);
      expect(one.body).toEqual(withBids);
      const bids = (await admin.get<AdminAuctionBid[]>(`/api/admin/auctions/${withBids.id}/bids`)).body;
      expect(bids).toHaveLength(withBids.bidCount);
      expect(bids.map((b) => b.ordinal)).toEqual(bids.map((_, i) => bids.length - i));
      expect(bids[0]!.amount).toBe(withBids.currentBid);
      expect(bids.every((b) => b.bidder.name.length > 1 && b.bidder.email.includes('@'))).toBe(true);
      for (const path of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
        expect(refusalOf(await admin.get(`/api/admin/auctions/${path}`))).toEqual(NOT_FOUND);
        expect(refusalOf(await admin.get(`/api/admin/auctions/${path}/bids`))).toEqual(NOT_FOUND);
      }
    });
  });

  describe('an auction’s page', () => {
    it('names the caller’s own bids, masks everyone else’s, and says who leads and who may bid', async () => {
      if (app.database.kind !== 'postgres') return; // bids are written straight to the database
      const propertyId = await newListing();
      const created = (await admin.post<AdminAuction>('/api/admin/auctions', staffForm(propertyId))).body;
      await recordBid(created.id, 'user@dar-estate.sa', 800_000);
      await recordBid(created.id, 'nasser.bidder@example.sa', 810_000);
      await recordBid(created.id, 'user@dar-estate.sa', 820_000);

      const mine = await user.get<AuctionDetail>(`/api/auctions/${created.id}`);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.body).toMatchObject({
        currentBid: '820000.00',
        bidCount: 3,
        minimumBid: '825000.00',
        reserveMet: false,
        hasReserve: true,
        terms: 'المزايدات ملزمة.',
        termsEn: 'Bids are binding.',
        propertyDetails: { type: 'apartment', category: 'residential', area: 150 },
        viewer: { leading: true, canBid: true, reason: null },
      });
      expect(mine.body).not.toHaveProperty('reservePrice');
      expect(Math.abs(Date.parse(mine.body.serverTime) - Date.now())).toBeLessThan(60_000);
      expect(mine.body.bids.map((b) => [b.ordinal, b.amount, b.bidder, b.mine])).toEqual([
        [3, '820000.00', 'أحمد خالد السبيعي', true],
        [2, '810000.00', 'N***i', false],
        [1, '800000.00', 'أحمد خالد السبيعي', true],
      ]);

      const theirs = (await other.get<AuctionDetail>(`/api/auctions/${created.id}`)).body;
      expect(theirs.viewer).toEqual({ leading: false, canBid: true, reason: null });
      expect(theirs.bids.map((b) => [b.bidder, b.mine])).toEqual([
        ['أ***ي', false],
        ['Nasser Alotaibi', true],
        ['أ***ي', false],
      ]);
      const anonymous = (await visitor().get<AuctionDetail>(`/api/auctions/${created.id}`)).body;
      expect(anonymous.viewer).toBeNull();
      expect(anonymous.bids.every((b) => !b.mine && b.bidder.includes('***'))).toBe(true);
      // Its creator may not bid on it.
      const creator = (await admin.get<AuctionDetail>(`/api/auctions/${created.id}`)).body;
      expect(creator.viewer).toEqual({ leading: false, canBid: false, reason: 'own' });
    });

    it('tells the buyer’s transaction tax (5%) and the platform’s commission (2.5%) on the price, and the total', async () => {
      const propertyId = await newListing();
      const created = (
        await admin.post<AdminAuction>('/api/admin/auctions', staffForm(propertyId, { startPrice: 812_345.67 }))
      ).body;
      const page = await visitor().get<AuctionDetail>(`/api/auctions/${created.id}`);
      expect(page.status).toBe(200);
      expect(page.body.buyerRates).toEqual({ transactionTaxPercent: 5, commissionPercent: 2.5 });
      // No bid yet: on the start price, each share rounded to the halala.
      expect(page.body.buyerCosts).toEqual({
        price: '812345.67',
        transactionTax: '40617.28',
        commission: '20308.64',
        total: '873271.59',
      });
      if (app.database.kind !== 'postgres') return; // bids are written straight to the database
      await recordBid(created.id, 'user@dar-estate.sa', 830_000);
      const bid = (await visitor().get<AuctionDetail>(`/api/auctions/${created.id}`)).body;
      expect(bid.buyerCosts).toEqual({
        price: '830000.00',
        transactionTax: '41500.00',
        commission: '20750.00',
        total: '892250.00',
      });
    });

    it('tells the listing’s agent the auction is their own', async () => {
      const agent = await signInAs(app.baseUrl, 'agent');
      const listing = await agent.post<Property>(
        '/api/admin/properties',
        minimalListing({ purpose: 'auction', adLicenseNumber: '7100077001' }),
      );
      expect(listing.status).toBe(201);
      const created = (await admin.post<AdminAuction>('/api/admin/auctions', staffForm(listing.body.id))).body;
      const seen = (await agent.get<AuctionDetail>(`/api/auctions/${created.id}`)).body;
      expect(seen.viewer).toEqual({ leading: false, canBid: false, reason: 'own' });
    });

    it('answers 404 NOT_FOUND for a malformed or unknown id', async () => {
      for (const path of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
        expect(refusalOf(await visitor().get(`/api/auctions/${path}`))).toEqual(NOT_FOUND);
      }
    });
  });

  describe('access', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/auctions'],
      ['POST', '/api/admin/auctions', {}],
      ['GET', `/api/admin/auctions/${id}`],
      ['PATCH', `/api/admin/auctions/${id}`, {}],
      ['POST', `/api/admin/auctions/${id}/cancel`],
      ['POST', `/api/admin/auctions/${id}/review`, { decision: 'approved' }],
      ['POST', `/api/admin/auctions/${id}/pause`, { reason: 'Technical fault' }],
      ['POST', `/api/admin/auctions/${id}/resume`, { reason: 'Fixed' }],
      ['GET', `/api/admin/auctions/${id}/bids`],
    ];

    it.each(['user', 'agent', 'owner', 'tenant'] as Role[])('refuses the staff routes to %s (403)', async (role) => {
      const client = await signInAs(app.baseUrl, role);
      for (const [method, path, body] of routes) {
        expect([method, path, refusalOf(await client.request(method, path, { body }))]).toEqual([
          method,
          path,
          FORBIDDEN,
        ]);
      }
    });

    it('refuses them to a visitor (401)', async () => {
      for (const [method, path, body] of routes) {
        expect(refusalOf(await visitor().request(method, path, { body })).status).toBe(401);
      }
    });

    it('lets managers and admins use them', async () => {
      for (const client of [admin, manager]) {
        expect((await client.get('/api/admin/auctions')).status).toBe(200);
        expect(refusalOf(await client.get(`/api/admin/auctions/${id}`))).toEqual(NOT_FOUND);
      }
    });
  });
});
