import type {
  AdminPropertyList,
  ApiErrorBody,
  AuctionListResponse,
  AuditLogPage,
  FieldError,
  Property,
  PropertyInput,
  PropertyListResponse,
} from '@estate/contracts';
import { ApiClient, readRefusal, refusalOf, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PDF, PNG, putObject } from './support/uploads.js';
import { validAdLicence } from './support/listings.js';

const listing = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  title: 'دوبلكس حديث في حي النرجس',
  titleEn: 'Modern duplex in Al Narjis',
  description: 'دوبلكس بمدخلين وسطح خاص، قريب من طريق الملك سلمان.',
  descriptionEn: 'A duplex with two entrances and a private roof, near King Salman Road.',
  price: 2_350_000,
  purpose: 'sale',
  type: 'villa',
  category: 'residential',
  city: 'riyadh',
  district: 'النرجس',
  address: 'شارع الثمامة',
  area: 320,
  bedrooms: 5,
  bathrooms: 4,
  parkingSpaces: 2,
  yearBuilt: 2022,
  floor: null,
  features: ['garden', 'parking'],
  images: [],
  brochureUrl: null,
  ...validAdLicence(),
  adLicenseNumber: '7100098765',
  ...overrides,
});

const INVALID = { status: 400, code: 'VALIDATION_FAILED' };
const FORBIDDEN = { status: 403, code: 'FORBIDDEN' };
const NOT_FOUND = { status: 404, code: 'NOT_FOUND' };

describe('listing management', () => {
  let app: TestApp;
  let admin: ApiClient;
  let agent: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    [admin, agent, visitor] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'agent'),
      signInAs(app.baseUrl, 'user'),
    ]);
  });
  afterAll(() => app?.stop());

  async function upload(fileName: string, bytes: Buffer): Promise<string> {
    const signed = await newUpload(new ApiClient(app.baseUrl), fileName);
    expect((await putObject(app.baseUrl, signed.uploadURL, bytes)).status).toBe(200);
    return signed.objectURL;
  }

  const publicGet = (path: string) => fetch(`${app.baseUrl}${path}`);
  const adminList = async (query: string) =>
    (await admin.get<AdminPropertyList>(`/api/admin/properties?${query}`)).body;
  const fieldsOf = (body: unknown) => ((body as ApiErrorBody).details as FieldError[]).map((d) => d.field).sort();

  it('lets staff add a listing with photos and a brochure, shown on the public site at once', async () => {
    const photo = await upload('front.png', PNG);
    const brochure = await upload('plan.pdf', PDF);
    const created = await admin.post<Property>(
      '/api/admin/properties',
      listing({ images: [photo], brochureUrl: brochure }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'دوبلكس حديث في حي النرجس',
      city: 'الرياض',
      price: '2350000.00',
      status: 'active',
      featured: false,
      images: [photo],
      brochureUrl: brochure,
      features: ['garden', 'parking'],
      adLicenseNumber: '7100098765',
      agent: { name: expect.any(String), email: 'admin@dar-estate.sa', phone: expect.any(String) },
    });
    const id = created.body.id;

    const page = await publicGet(`/api/properties/${id}`);
    expect(page.status).toBe(200);
    // The photo is public for good now; the brochure downloads under the listing's English title.
    const image = await publicGet(photo);
    expect([image.status, image.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    const pdf = await publicGet(`/api/properties/${id}/brochure`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('modern-duplex-in-al-narjis.pdf');
    const search = (await (
      await publicGet(`/api/properties?q=${encodeURIComponent('النرجس دوبلكس')}`)
    ).json()) as PropertyListResponse;
    expect(search.properties.map((p) => p.id)).toContain(id);

    const audit = await admin.get<AuditLogPage>('/api/audit-logs?action=property.create');
    expect(audit.body.items.some((entry) => entry.description.includes('دوبلكس حديث'))).toBe(true);
  });

  it('refuses a listing with missing or bad fields, naming each one, and stores nothing', async () => {
    const before = (await adminList('limit=1')).total;
    const missing = await admin.post('/api/admin/properties', {
      ...listing(),
      title: ' ',
      district: '',
      address: undefined,
      area: 0,
      city: 'cairo',
      adLicenseNumber: 'REGA-1',
      yearBuilt: 1800,
      price: -5,
      bedrooms: 1.5,
    });
    expect(refusalOf(missing)).toEqual(INVALID);
    expect(fieldsOf(missing.body)).toEqual([
      'adLicenseNumber',
      'address',
      'area',
      'bedrooms',
      'city',
      'district',
      'price',
      'title',
      'yearBuilt',
    ]);
    const unknown = await admin.post('/api/admin/properties', { ...listing(), owner: 'someone' });
    expect(refusalOf(unknown)).toEqual(INVALID);
    expect((await adminList('limit=1')).total).toBe(before);
  });

  it('takes only uploaded images as photos and an uploaded PDF as the brochure', async () => {
    const pdf = await upload('not-a-photo.pdf', PDF);
    const photos = await admin.post<ApiErrorBody>(
      '/api/admin/properties',
      listing({ images: [await upload('ok.png', PNG), pdf, 'https://elsewhere.example/x.png'] }),
    );
    expect(photos.status).toBe(400);
    expect(photos.body).toMatchObject({
      code: 'INVALID_PROPERTY_IMAGE',
      details: [
        { field: 'images.1', index: 1, fileName: 'not-a-photo.pdf', reason: 'type_not_allowed' },
        { field: 'images.2', index: 2, fileName: null, reason: 'not_found' },
      ],
    });
    const brochure = await admin.post<ApiErrorBody>(
      '/api/admin/properties',
      listing({ brochureUrl: await upload('plan.png', PNG) }),
    );
    expect(brochure.status).toBe(400);
    expect(brochure.body).toMatchObject({
      code: 'INVALID_BROCHURE',
      details: [{ field: 'brochureUrl', fileName: 'plan.png', reason: 'type_not_allowed' }],
    });

    // A service request's attachment stays the staff's: it cannot become a public photo.
    const attachment = await upload('deed.png', PNG);
    const sent = await new ApiClient(app.baseUrl).post('/api/service-requests', {
      title: 'تقييم أرض',
      description: 'أرض سكنية في حي العارض.',
      location: 'الرياض',
      name: 'Huda',
      email: 'huda@example.sa',
      phone: '+966551230000',
      attachments: [attachment],
    });
    expect(sent.status).toBe(201);
    const taken = await admin.post<ApiErrorBody>('/api/admin/properties', listing({ images: [attachment] }));
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      code: 'INVALID_PROPERTY_IMAGE',
      details: [{ field: 'images.0', reason: 'not_found' }],
    });
    expect(await readRefusal(await publicGet(attachment))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('keeps a visitor’s listing pending, off the public site, until staff make it active', async () => {
    const sent = await visitor.post<Property>(
      '/api/properties',
      listing({ title: 'شقة للمراجعة', featured: true, status: 'active' }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'pending',
      featured: false,
      agent: { email: 'user@dar-estate.sa' },
    });
    const id = sent.body.id;
    expect(await readRefusal(await publicGet(`/api/properties/${id}`))).toEqual(NOT_FOUND);
    const pending = await adminList('status=pending');
    expect(pending.properties.map((p) => p.id)).toContain(id);
    expect(pending.properties.every((p) => p.status === 'pending')).toBe(true);

    // Visitors cannot manage listings.
    expect(refusalOf(await visitor.put(`/api/properties/${id}`, listing()))).toEqual(FORBIDDEN);
    expect(refusalOf(await visitor.get('/api/admin/properties'))).toEqual(FORBIDDEN);

    // Publishing a visitor's listing takes a manager or an admin.
    const manager = await signInAs(app.baseUrl, 'manager');
    const approved = await manager.put<Property>(`/api/properties/${id}`, {
      ...listing({ title: 'شقة للمراجعة' }),
      status: 'active',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'active', agent: { email: 'user@dar-estate.sa' } });
    expect((await publicGet(`/api/properties/${id}`)).status).toBe(200);
  });

  it('edits a seeded listing, keeping its photos and generated brochure as they are', async () => {
    const featured = (await (await publicGet('/api/properties/featured')).json()) as Property[];
    const seeded = featured.find((p) => p.brochureUrl)!;
    const cityKey = 'riyadh jeddah dammam mecca medina'.split(' ')[
      ['الرياض', 'جدة', 'الدمام', 'مكة المكرمة', 'المدينة المنورة'].indexOf(seeded.city)
    ]!;
    const manager = await signInAs(app.baseUrl, 'manager');
    const edited = await manager.put<Property>(`/api/properties/${seeded.id}`, {
      ...listing(),
      title: seeded.title,
      city: cityKey,
      price: 1_234_567,
      images: seeded.images,
      brochureUrl: seeded.brochureUrl,
      adLicenseNumber: seeded.adLicenseNumber!,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      price: '1234567.00',
      images: seeded.images,
      brochureUrl: seeded.brochureUrl,
      featured: true,
      agent: seeded.agent,
    });
    expect((await publicGet(seeded.brochureUrl!)).status).toBe(200);
    expect(refusalOf(await manager.put(`/api/properties/00000000-0000-4000-8000-000000000000`, listing()))).toEqual(
      NOT_FOUND,
    );
    // A malformed id is answered as on the other listing routes: no listing has it.
    expect(refusalOf(await manager.put('/api/properties/not-a-uuid', listing()))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('applies concurrent saves of one listing one after the other, each audited', async () => {
    const created = await admin.post<Property>('/api/admin/properties', listing({ title: 'شقة بحفظ متزامن' }));
    const id = created.body.id;
    // More saves than the API's pool has connections (10), each waiting on the same row lock.
    const prices = Array.from({ length: 12 }, (_, index) => 1_100_000 + index * 10_000);
    const photos = await Promise.all(prices.map((price) => upload(`photo-${price}.png`, PNG)));
    const saves = await Promise.all(
      prices.map((price, index) =>
        admin.put<Property>(
          `/api/properties/${id}`,
          listing({ title: 'شقة بحفظ متزامن', price, images: [photos[index]!] }),
        ),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(prices.map(() => 200));
    const [final] = (await adminList(`q=${encodeURIComponent('شقة بحفظ متزامن')}`)).properties;
    const last = saves.find((save) => save.body.price === final!.price)!;
    expect(final!.images).toEqual(last.body.images);
    // The photo the listing has is kept; each photo a later save replaced is released, no longer served.
    for (const photo of photos) {
      if (final!.images.includes(photo)) expect((await publicGet(photo)).status).toBe(200);
      else expect(await readRefusal(await publicGet(photo))).toEqual(NOT_FOUND);
    }
    const audit = await admin.get<AuditLogPage>('/api/audit-logs?action=property.update&limit=100');
    expect(audit.body.items.filter((entry) => entry.targetId === id)).toHaveLength(prices.length);
  });

  it('finds listings by text or licence number, of every status', async () => {
    const inactive = await admin.post<Property>(
      '/api/admin/properties',
      listing({ title: 'مستودع مغلق للصيانة', status: 'inactive', adLicenseNumber: '7100055555' }),
    );
    expect(inactive.status).toBe(201);
    expect((await adminList('q=7100055555')).properties.map((p) => p.id)).toEqual([inactive.body.id]);
    const byText = await adminList(`q=${encodeURIComponent('مستودع مغلق')}`);
    expect(byText.properties.map((p) => p.id)).toContain(inactive.body.id);
    const onlyInactive = await adminList('status=inactive&limit=100');
    expect(onlyInactive.properties.every((p) => p.status === 'inactive')).toBe(true);
    expect(onlyInactive.properties.map((p) => p.id)).toContain(inactive.body.id);
    expect(refusalOf(await admin.get('/api/admin/properties?status=sold'))).toEqual(INVALID);
  });

  it('deletes a listing (admin and manager only), but not one auctions are held on', async () => {
    const created = await agent.post<Property>('/api/admin/properties', listing({ title: 'أرض للحذف' }));
    const id = created.body.id;
    await visitor.put(`/api/me/favorites/${id}`);
    expect(refusalOf(await agent.delete(`/api/properties/${id}`))).toEqual(FORBIDDEN);
    expect((await admin.delete(`/api/properties/${id}`)).status).toBe(204);
    expect(await readRefusal(await publicGet(`/api/properties/${id}`))).toEqual(NOT_FOUND);
    expect(refusalOf(await admin.delete(`/api/properties/${id}`))).toEqual(NOT_FOUND);
    expect(refusalOf(await admin.delete('/api/properties/not-a-uuid'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const favorites = await visitor.get<{ propertyIds: string[] }>('/api/me/favorites');
    expect(favorites.body.propertyIds).not.toContain(id);

    const auctions = (await (await publicGet('/api/auctions')).json()) as AuctionListResponse;
    const held = auctions.auctions[0]!.propertyId;
    const refused = await admin.delete<ApiErrorBody>(`/api/properties/${held}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PROPERTY_HAS_AUCTIONS');
  });
});
