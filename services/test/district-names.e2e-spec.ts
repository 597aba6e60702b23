import {
  type ApiErrorBody,
  type AuctionListResponse,
  type DashboardPropertyManagement,
  type EstateList,
  type EstateProperty,
  type EstateUnit,
  type Property,
  type PropertyListResponse,
} from '@estate/contracts';
import { fillDistrictNamesEn } from '../src/migrations/1796050000000-district-english-names.js';
import { type ApiClient, refusalOf, signInAs } from './support/auth.js';
import { invalidFields, makeOwner, makeProperty, makeUnit, propertyInput } from './support/estate.js';
import { minimalListing } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';

describe('district names in English beside the Arabic ones', () => {
  let app: TestApp;
  let manager: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, admin] = await Promise.all([signInAs(app.baseUrl, 'property_manager'), signInAs(app.baseUrl, 'admin')]);
  });
  afterAll(() => app?.stop());

  it('gives the seeded estate properties their English district in the list, the detail and the units', async () => {
    const list = (await manager.get<EstateList<EstateProperty>>('/api/estate/properties?limit=100')).body;
    const olaya = list.items.find((property) => property.district === 'العليا');
    expect(olaya).toBeDefined();
    expect(olaya!.districtEn).toBe('Al Olaya');
    const salamah = list.items.find((property) => property.district === 'السلامة');
    expect(salamah?.districtEn).toBe('As Salamah');

    const detail = (await manager.get<EstateProperty>(`/api/estate/properties/${olaya!.id}`)).body;
    expect(detail).toMatchObject({ district: 'العليا', districtEn: 'Al Olaya' });

    const units = (await manager.get<EstateList<EstateUnit>>(`/api/estate/units?propertyId=${olaya!.id}`)).body;
    expect(units.items.length).toBeGreaterThan(0);
    expect(units.items.every((unit) => unit.districtEn === 'Al Olaya')).toBe(true);
  });

  const ids = async (q: string) =>
    (
      await manager.get<EstateList<EstateProperty>>(`/api/estate/properties?q=${encodeURIComponent(q)}&limit=100`)
    ).body.items.map((property) => property.id);

  it('finds a property by its English district name', async () => {
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id, { district: 'النخيل', districtEn: 'An Nakhil Gardens' });
    expect(await ids('Nakhil Gardens')).toEqual([property.id]);
    await manager.patch(`/api/estate/properties/${property.id}`, { districtEn: 'Palm Quarter' });
    expect(await ids('Nakhil Gardens')).toEqual([]);
    expect(await ids('Palm Quarter')).toEqual([property.id]);
  });

  it('fills the English name of rows stored without one from the dictionary, keeps a typed one, and searches by it', async () => {
    const owner = await makeOwner(manager);
    const unnamed = await makeProperty(manager, owner.id, { district: 'العليا', titleEn: 'Fill Test Building' });
    const typed = await makeProperty(manager, owner.id, { district: 'العليا', districtEn: 'Olaya Typed' });
    expect(unnamed.districtEn).toBeNull();
    expect(await ids('Fill Test Olaya')).toEqual([]);
    const [listing] = await app.database.query<{ id: string }>(
      `UPDATE properties SET district_en = NULL WHERE district = 'الملقا' RETURNING id`,
    );
    expect(listing).toBeDefined();

    await fillDistrictNamesEn(app.database);
    expect((await manager.get<EstateProperty>(`/api/estate/properties/${unnamed.id}`)).body.districtEn).toBe(
      'Al Olaya',
    );
    expect((await manager.get<EstateProperty>(`/api/estate/properties/${typed.id}`)).body.districtEn).toBe(
      'Olaya Typed',
    );
    expect(await ids('Fill Test Olaya')).toEqual([unnamed.id]);
    const read = (await fetch(`${app.baseUrl}/api/properties/${listing!.id}`).then((r) => r.json())) as Property;
    expect(read.districtEn).toBe('Al Malqa');
  });

  it('saves an English district on create and edit, optional and no longer than the Arabic one may be', async () => {
    const owner = await makeOwner(manager);
    const created = await makeProperty(manager, owner.id, { district: 'النخيل', districtEn: 'An Nakhil' });
    expect(created.districtEn).toBe('An Nakhil');
    expect((await manager.get<EstateProperty>(`/api/estate/properties/${created.id}`)).body.districtEn).toBe(
      'An Nakhil',
    );
    await makeUnit(manager, created.id);
    const units = (await manager.get<EstateList<EstateUnit>>(`/api/estate/units?propertyId=${created.id}`)).body;
    expect(units.items[0]?.districtEn).toBe('An Nakhil');

    const edited = await manager.patch<EstateProperty>(`/api/estate/properties/${created.id}`, {
      districtEn: 'Al Nakheel',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ district: 'النخيل', districtEn: 'Al Nakheel' });
    // Editing another field keeps it.
    const retitled = await manager.patch<EstateProperty>(`/api/estate/properties/${created.id}`, {
      title: 'عمارة النخيل',
    });
    expect(retitled.body.districtEn).toBe('Al Nakheel');
    // Cleared, English pages fall back to the Arabic name.
    const cleared = await manager.patch<EstateProperty>(`/api/estate/properties/${created.id}`, { districtEn: null });
    expect(cleared.body.districtEn).toBeNull();

    const withoutEnglish = await makeProperty(manager, owner.id, { district: 'حي بلا ترجمة' });
    expect(withoutEnglish.districtEn).toBeNull();

    const tooLong = await manager.post<ApiErrorBody>('/api/estate/properties', {
      ...propertyInput(owner.id),
      districtEn: 'x'.repeat(121),
    });
    expect(refusalOf(tooLong)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(tooLong.body)).toEqual(['districtEn']);
  });

  it('carries the English district on the public listings, the auctions and the staff map', async () => {
    const listings = (await fetch(`${app.baseUrl}/api/properties?limit=50`).then((r) =>
      r.json(),
    )) as PropertyListResponse;
    const malqa = listings.properties.find((property) => property.district === 'الملقا');
    expect(malqa?.districtEn).toBe('Al Malqa');

    const auctions = (await fetch(`${app.baseUrl}/api/auctions`).then((r) => r.json())) as AuctionListResponse;
    expect(auctions.auctions.length).toBeGreaterThan(0);
    for (const auction of auctions.auctions) {
      expect(auction.property.districtEn).toBeTruthy();
      expect(auction.property.districtEn).not.toBe(auction.property.district);
    }

    const dashboard = (await admin.get<DashboardPropertyManagement>('/api/dashboard/property-management')).body;
    const mapped = dashboard.estate!.map.find((property) => property.district === 'الياسمين');
    expect(mapped?.districtEn).toBe('Al Yasmin');

    const listing = await admin.post<Property>(
      '/api/admin/properties',
      minimalListing({ districtEn: 'Al Malqa North', adLicenseNumber: '7100077001' }),
    );
    expect(listing.status).toBe(201);
    expect(listing.body.districtEn).toBe('Al Malqa North');
    const read = (await fetch(`${app.baseUrl}/api/properties/${listing.body.id}`).then((r) => r.json())) as Property;
    expect(read).toMatchObject({ district: 'الملقا', districtEn: 'Al Malqa North' });
    const found = (await fetch(`${app.baseUrl}/api/properties?q=${encodeURIComponent('Malqa North')}`).then((r) =>
      r.json(),
    )) as PropertyListResponse;
    expect(found.properties.map((property) => property.id)).toContain(listing.body.id);
  });
});
