import type {
  AdminAuction,
  AdminProperty,
  ApiErrorBody,
  AuctionDetail,
  AuctionListResponse,
  FieldError,
  PropertyListResponse,
} from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
import { dayFromToday, minimalListing, validAdLicence } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

/** The REGA ad licence of listings (AD_LICENCE_RULE) and of auctions, and the job that withdraws expired ads. */
describe('ad licences', () => {
  let app: TestApp;
  let admin: ApiClient;
  let agent: ApiClient;
  let otherAgent: ApiClient;

  beforeAll(async () => {
    // The ad-licence job is off in test servers unless asked for; every second here.
    app = await startTestApp({ AD_LICENCE_JOB_SECONDS: '1' });
    [admin, agent] = await Promise.all([signInAs(app.baseUrl, 'admin'), signInAs(app.baseUrl, 'agent')]);
    otherAgent = await new ApiClient(app.baseUrl).signIn('hind.alshammari@dar-estate.sa');
  });
  afterAll(() => app?.stop());

  const fieldsOf = (body: unknown) => ((body as ApiErrorBody).details as FieldError[]).map((d) => d.field);
  const noLicence = {
    advertiserName: null,
    advertiserCapacity: null,
    falLicenseNumber: null,
    adLicenseNumber: null,
    adLicenseExpiresOn: null,
    plotNumber: null,
  };
  const publicIds = async () => {
    const response = await fetch(`${app.baseUrl}/api/properties?limit=50&sort=date_desc`);
    return ((await response.json()) as PropertyListResponse).properties.map((p) => p.id);
  };

  it('refuses to publish a listing without its licence block, naming each missing field; a draft saves', async () => {
    const refused = await admin.post<ApiErrorBody>(
      '/api/admin/properties',
      minimalListing({ ...noLicence, adLicenseNumber: '7100011111', status: 'active' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('AD_LICENCE_REQUIRED');
    expect(fieldsOf(refused.body)).toEqual([
      'advertiserName',
      'advertiserCapacity',
      'falLicenseNumber',
      'adLicenseExpiresOn',
      'plotNumber',
    ]);
    expect((refused.body.details as { message: { ar: string; en: string } }[])[0]!.message).toEqual({
      ar: expect.stringContaining('اسم المعلن'),
      en: expect.stringContaining("advertiser's name"),
    });

    const draft = await admin.post<AdminProperty>(
      '/api/admin/properties',
      minimalListing({ ...noLicence, title: 'مسودة بلا ترخيص', status: 'inactive' }),
    );
    expect(draft.status).toBe(201);
    expect(await publicIds()).not.toContain(draft.body.id);

    // Publishing the draft later asks the same; with the block it goes on the site and shows it.
    const publishBare = await admin.put<ApiErrorBody>(`/api/properties/${draft.body.id}`, {
      ...minimalListing({ ...noLicence, title: 'مسودة بلا ترخيص' }),
      status: 'active',
    });
    expect([publishBare.status, publishBare.body.code]).toEqual([422, 'AD_LICENCE_REQUIRED']);
    expect(fieldsOf(publishBare.body)).toContain('adLicenseNumber');

    const licence = validAdLicence({ adLicenseNumber: '7100011112', plotNumber: '55/ب' });
    const published = await admin.put<AdminProperty>(`/api/properties/${draft.body.id}`, {
      ...minimalListing({ title: 'مسودة بلا ترخيص', ...licence }),
      status: 'active',
    });
    expect(published.status).toBe(200);
    const page = await fetch(`${app.baseUrl}/api/properties/${draft.body.id}`);
    expect(await page.json()).toMatchObject({ status: 'active', ...licence });
  });

  it('refuses an expired ad licence, and a licence number that is not digits', async () => {
    const expired = await admin.post<ApiErrorBody>(
      '/api/admin/properties',
      minimalListing({ adLicenseExpiresOn: dayFromToday(-1), status: 'active' }),
    );
    expect([expired.status, expired.body.code]).toEqual([422, 'AD_LICENCE_EXPIRED']);
    expect(fieldsOf(expired.body)).toEqual(['adLicenseExpiresOn']);
    // Valid through its last day.
    const lastDay = await admin.post('/api/admin/properties', minimalListing({ adLicenseExpiresOn: dayFromToday(0) }));
    expect(lastDay.status).toBe(201);
    const letters = await admin.post<ApiErrorBody>(
      '/api/admin/properties',
      minimalListing({ falLicenseNumber: 'FAL-1' }),
    );
    expect([letters.status, letters.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsOf(letters.body)).toEqual(['falLicenseNumber']);
  });

  it('lets an agent change the licence of their own listing only', async () => {
    const mine = await agent.post<AdminProperty>('/api/admin/properties', minimalListing({ title: 'إعلان الوسيط' }));
    expect(mine.status).toBe(201);
    const edit = { ...minimalListing({ title: 'إعلان الوسيط', plotNumber: '999' }), status: 'active' as const };
    const refused = await otherAgent.put<ApiErrorBody>(`/api/properties/${mine.body.id}`, edit);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const stored = await app.database.query<{ plot_number: string }>(
      `SELECT plot_number FROM properties WHERE id = $1`,
      [mine.body.id],
    );
    expect(stored[0]!.plot_number).toBe('1234');
    const own = await agent.put<AdminProperty>(`/api/properties/${mine.body.id}`, edit);
    expect([own.status, own.body.plotNumber]).toEqual([200, '999']);
  });

  it('withdraws a listing once its ad licence has expired, telling its agent once', async () => {
    const create = async (title: string, adLicenseNumber: string) => {
      const created = await agent.post<AdminProperty>(
        '/api/admin/properties',
        minimalListing({ title, ...validAdLicence({ adLicenseNumber }) }),
      );
      expect(created.status).toBe(201);
      return created.body.id;
    };
    const expire = (id: string) =>
      app.database.query(`UPDATE properties SET ad_license_expires_on = current_date - 2 WHERE id = $1`, [id]);
    const status = async (id: string) =>
      (
        await app.database.query<{ status: string; withdrawn: boolean }>(
          `SELECT status, ad_license_withdrawn_at IS NOT NULL AS withdrawn FROM properties WHERE id = $1`,
          [id],
        )
      )[0]!;
    const mails = (licence: string) =>
      app.database.query<{ to: string; subject: string; text: string }>(
        `SELECT "to", subject, text FROM mail_outbox WHERE text LIKE '%' || $1 || '%'`,
        [licence],
      );

    const first = await create('إعلان ينتهي ترخيصه', '7100033001');
    const second = await create('إعلان ينتهي ترخيصه لاحقاً', '7100033002');
    expect(await publicIds()).toContain(first);
    await expire(first);
    expect(await becomesTrue(async () => (await status(first)).status === 'inactive', 15_000)).toBe(true);
    // A later withdrawal proves the job ran again after the first one; the first listing is not withdrawn twice.
    await expire(second);
    expect(await becomesTrue(async () => (await status(second)).status === 'inactive', 15_000)).toBe(true);

    expect(await status(first)).toEqual({ status: 'inactive', withdrawn: true });
    expect(await publicIds()).not.toContain(first);
    expect((await fetch(`${app.baseUrl}/api/properties/${first}`)).status).toBe(404);
    const told = await mails('7100033001');
    expect(told).toHaveLength(1);
    const [assigned] = await app.database.query<{ email: string }>(
      `SELECT u.email FROM properties p JOIN users u ON u.id = p.assigned_agent_id WHERE p.id = $1`,
      [first],
    );
    expect(told[0]!.to).toBe(assigned!.email);
    expect(told[0]!.subject).toMatch(/سحب إعلان.*\| Listing withdrawn, ad licence expired/);
    const audit = await app.database.query(
      `SELECT 1 FROM audit_logs WHERE target_id = $1 AND description LIKE '%ad licence expired%'`,
      [first],
    );
    expect(audit).toHaveLength(1);

    // Published again only with a renewed licence.
    const again = await agent.put<ApiErrorBody>(`/api/properties/${first}`, {
      ...minimalListing({ title: 'إعلان ينتهي ترخيصه', adLicenseNumber: '7100033001' }),
      adLicenseExpiresOn: dayFromToday(-2),
      status: 'active',
    });
    expect([again.status, again.body.code]).toEqual([422, 'AD_LICENCE_EXPIRED']);
  });

  it('shows the auction licence in the public auction API, and lists an auction only with it', async () => {
    const active = (await (await fetch(`${app.baseUrl}/api/auctions/active`)).json()) as AuctionListResponse;
    expect(active.auctions.length).toBeGreaterThan(0);
    for (const auction of active.auctions) {
      expect(auction).toMatchObject({
        licenseNumber: expect.stringMatching(/^\d{5,20}$/),
        licenseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        licenseDurationDays: expect.any(Number),
      });
    }
    const detail = (await (
      await fetch(`${app.baseUrl}/api/auctions/${active.auctions[0]!.id}`)
    ).json()) as AuctionDetail;
    expect(detail.licenseNumber).toBe(active.auctions[0]!.licenseNumber);

    // Staff's auction is listed at once: refused without its licence, named field by field.
    const listing = await admin.post<AdminProperty>(
      '/api/admin/properties',
      minimalListing({ purpose: 'auction', adLicenseNumber: '7100044001' }),
    );
    const auction = {
      propertyId: listing.body.id,
      title: 'مزاد بترخيص',
      startPrice: 500_000,
      // Announced AUCTION_NOTICE_DAYS (5) ahead, as every auction staff list.
      startDate: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 8 * 86_400_000).toISOString(),
    };
    const refused = await admin.post<ApiErrorBody>('/api/admin/auctions', auction);
    expect([refused.status, refused.body.code]).toEqual([422, 'AUCTION_LICENCE_REQUIRED']);
    expect(fieldsOf(refused.body)).toEqual(['licenseNumber', 'licenseDate', 'licenseDurationDays']);
    const created = await admin.post<AdminAuction>('/api/admin/auctions', {
      ...auction,
      licenseNumber: '1450012345',
      licenseDate: dayFromToday(-3),
      licenseDurationDays: 30,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ licenseNumber: '1450012345', licenseDurationDays: 30 });
  });
});
