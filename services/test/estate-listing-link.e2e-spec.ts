import { type AuditLogPage, type EstateUnit, type Property, type UnitListing, todayInRiyadh } from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { fromToday, makeContract, makeOwner, makeProperty, makeTenant, makeUnit } from './support/estate.js';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';
import { validAdLicence } from './support/listings.js';
import { becomesTrue } from './support/wait.js';

describe('a unit published as a rent listing', () => {
  let app: TestApp;
  let manager: ApiClient;
  let visitor: ApiClient;
  let propertyId: string;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
    visitor = new ApiClient(app.baseUrl);
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id, {
      title: 'عمارة النخيل',
      titleEn: 'Al Nakheel Building',
      city: 'riyadh',
      district: 'النخيل',
      address: 'طريق الأمير تركي',
      yearBuilt: 2019,
    });
    propertyId = property.id;
  });
  afterAll(() => app?.stop());

  const vacantUnit = (overrides: Parameters<typeof makeUnit>[2] = {}) =>
    makeUnit(manager, propertyId, {
      unitType: 'apartment',
      floor: 3,
      area: 145.5,
      bedrooms: 3,
      bathrooms: 2,
      rentPrice: 5200,
      ...overrides,
    });
  /** Published with its ad licence (REGA), which a listing needs to go on the site. */
  const publish = (unitId: string, body: Record<string, unknown> = {}) =>
    manager.post<UnitListing>(`/api/estate/units/${unitId}/listing`, { ...validAdLicence(), ...body });
  const publicListing = (id: string) => visitor.get<Property>(`/api/properties/${id}`);
  const contractOn = async (unitId: string, startDate: string) =>
    makeContract(manager, {
      unitId,
      tenantId: (await makeTenant(manager)).id,
      startDate,
      endDate: fromToday(365),
      rentAmount: 5200,
      securityDeposit: 5200,
      paymentFrequency: 'monthly',
    });

  it("publishes a vacant unit in one action, with the unit's facts, and the unit shows its listing", async () => {
    const unit = await vacantUnit({ description: 'شقة واسعة بإطلالة', descriptionEn: 'A wide flat with a view' });
    // Not without its ad licence: the missing fields are named, and nothing is listed.
    const bare = await manager.post<{ code: string; details: { field: string }[] }>(
      `/api/estate/units/${unit.id}/listing`,
      { adLicenseNumber: '7100012345' },
    );
    expect([bare.status, bare.body.code]).toEqual([422, 'AD_LICENCE_REQUIRED']);
    expect(bare.body.details.map((d) => d.field)).toEqual([
      'advertiserName',
      'advertiserCapacity',
      'falLicenseNumber',
      'adLicenseExpiresOn',
      'plotNumber',
    ]);
    expect((await manager.get<EstateUnit>(`/api/estate/units/${unit.id}`)).body.listingId).toBeNull();
    const published = await publish(unit.id);
    expect(published.status).toBe(201);
    const { listingId } = published.body;
    expect(published.body).toEqual({ unitId: unit.id, listingId, url: `/property/${listingId}` });

    expect((await manager.get<EstateUnit>(`/api/estate/units/${unit.id}`)).body.listingId).toBe(listingId);
    const listing = await publicListing(listingId);
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({
      id: listingId,
      purpose: 'rent',
      type: 'apartment',
      category: 'residential',
      city: 'الرياض',
      district: 'النخيل',
      address: 'طريق الأمير تركي',
      area: 146,
      bedrooms: 3,
      bathrooms: 2,
      floor: 3,
      yearBuilt: 2019,
      status: 'active',
      description: 'شقة واسعة بإطلالة',
      descriptionEn: 'A wide flat with a view',
    });
    expect(Number(listing.body.price)).toBe(5200);
    expect(listing.body.title).toContain('عمارة النخيل');
    expect(listing.body.titleEn).toContain('Al Nakheel Building');

    const admin = await signInAs(app.baseUrl, 'admin');
    const audit = (await admin.get<AuditLogPage>('/api/audit-logs?action=estate_unit.publish')).body.items;
    expect(audit.map((entry) => entry.targetId)).toContain(unit.id);

    // From the listing's page back to the unit; a listing of no unit has none.
    expect((await manager.get(`/api/estate/listings/${listingId}/unit`)).body).toEqual({ unitId: unit.id });
    const other = (
      await manager.get<{ properties: { id: string }[] }>('/api/properties?limit=50')
    ).body.properties.find((property) => property.id !== listingId)!;
    expect((await manager.get(`/api/estate/listings/${other.id}/unit`)).body).toEqual({ unitId: null });
  });

  it('takes what staff send over the facts (titles, price)', async () => {
    const unit = await vacantUnit({ unitType: 'shop' });
    const published = await publish(unit.id, {
      title: 'محل على شارع تجاري',
      titleEn: 'Shop on a high street',
      price: 6000,
    });
    const listing = (await publicListing(published.body.listingId)).body;
    expect(listing).toMatchObject({
      title: 'محل على شارع تجاري',
      titleEn: 'Shop on a high street',
      category: 'commercial',
    });
    expect(Number(listing.price)).toBe(6000);
  });

  it('refuses a unit published already, let, reserved or under maintenance (409 with the reason)', async () => {
    const listed = await vacantUnit();
    const { listingId } = (await publish(listed.id)).body;
    const again = await publish(listed.id);
    expect(refusalOf(again)).toEqual({ status: 409, code: 'UNIT_NOT_PUBLISHABLE' });
    expect(again.body).toMatchObject({ details: { reason: 'listed', listingId } });

    const occupied = await vacantUnit();
    await contractOn(occupied.id, fromToday(-5));
    expect((await publish(occupied.id)).body).toMatchObject({
      code: 'UNIT_NOT_PUBLISHABLE',
      details: { reason: 'occupied' },
    });

    const reserved = await vacantUnit();
    await contractOn(reserved.id, fromToday(20));
    expect((await publish(reserved.id)).body).toMatchObject({ details: { reason: 'reserved' } });

    const works = await vacantUnit({ underMaintenance: true });
    expect((await publish(works.id)).body).toMatchObject({ details: { reason: 'maintenance' } });

    const noArea = await vacantUnit({ area: null });
    const refused = await publish(noArea.id);
    expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refused.body).toMatchObject({ details: [{ field: 'area' }] });

    expect(refusalOf(await publish('00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      code: 'UNIT_NOT_FOUND',
    });
  });

  it('leaves the public site as soon as a contract covering today is written on the unit', async () => {
    const unit = await vacantUnit();
    const { listingId } = (await publish(unit.id)).body;
    expect((await publicListing(listingId)).status).toBe(200);

    await contractOn(unit.id, todayInRiyadh());
    expect(refusalOf(await publicListing(listingId))).toEqual({ status: 404, code: 'NOT_FOUND' });
    // The unit keeps its listing (staff still cross to it), off the public site.
    expect((await manager.get<EstateUnit>(`/api/estate/units/${unit.id}`)).body).toMatchObject({
      listingId,
      status: 'occupied',
    });
    const admin = await signInAs(app.baseUrl, 'admin');
    const audit = (await admin.get<AuditLogPage>('/api/audit-logs?action=estate_unit.withdraw')).body.items;
    expect(audit.find((entry) => entry.targetId === unit.id)?.description).toMatch(/runs on the unit/);
  });

  it('stays listed while a contract is pending, and leaves when the contract is moved to start today', async () => {
    const unit = await vacantUnit();
    const { listingId } = (await publish(unit.id)).body;
    const pending = await contractOn(unit.id, fromToday(15));
    expect((await publicListing(listingId)).status).toBe(200);
    const moved = await manager.patch(`/api/estate/contracts/${pending.id}`, { startDate: todayInRiyadh() });
    expect(moved.status).toBe(200);
    expect((await publicListing(listingId)).status).toBe(404);
  });

  it('is withdrawn by staff and published again as the same listing', async () => {
    const unit = await vacantUnit();
    const { listingId } = (await publish(unit.id)).body;
    const withdrawn = await manager.delete(`/api/estate/units/${unit.id}/listing`);
    expect(withdrawn.status).toBe(204);
    expect((await publicListing(listingId)).status).toBe(404);
    // Withdrawing again changes nothing.
    expect((await manager.delete(`/api/estate/units/${unit.id}/listing`)).status).toBe(204);

    await manager.patch(`/api/estate/units/${unit.id}`, { rentPrice: 4800 });
    const again = await publish(unit.id);
    expect(again.status).toBe(201);
    expect(again.body.listingId).toBe(listingId);
    const listing = await publicListing(listingId);
    expect(listing.status).toBe(200);
    expect(Number(listing.body.price)).toBe(4800);
  });

  it('is published and withdrawn by estate writers only', async () => {
    const unit = await vacantUnit();
    for (const role of ['accountant', 'maintenance', 'agent', 'owner', 'tenant'] as const) {
      const client = await signInAs(app.baseUrl, role);
      expect(refusalOf(await client.post(`/api/estate/units/${unit.id}/listing`, {}))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(refusalOf(await client.delete(`/api/estate/units/${unit.id}/listing`))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    const admin = await signInAs(app.baseUrl, 'admin');
    expect((await admin.post(`/api/estate/units/${unit.id}/listing`, validAdLicence())).status).toBe(201);
  });

  it('is withdrawn by the sweep when a pending contract reaches its start while nothing wrote it', async () => {
    if (app.database.kind !== 'postgres') return;
    const unit = await vacantUnit();
    const { listingId } = (await publish(unit.id)).body;
    const pending = await contractOn(unit.id, fromToday(3));
    // The calendar reaching the start writes nothing (the trigger is kept out of this change, as the clock is).
    await app.database.query(`ALTER TABLE estate_contracts DISABLE TRIGGER estate_contracts_withdraw_listing_trg`);
    try {
      await app.database.query(`UPDATE estate_contracts SET start_date = $2 WHERE id = $1`, [
        pending.id,
        todayInRiyadh(),
      ]);
    } finally {
      await app.database.query(`ALTER TABLE estate_contracts ENABLE TRIGGER estate_contracts_withdraw_listing_trg`);
    }
    expect((await publicListing(listingId)).status).toBe(200);

    // An API process sweeps when it starts (then every few minutes).
    const next = await spawnServer({ DATA_DIR: app.dataDir, ...app.database.env });
    try {
      const check = new ApiClient(next.baseUrl);
      expect(await becomesTrue(async () => (await check.get(`/api/properties/${listingId}`)).status === 404)).toBe(
        true,
      );
    } finally {
      await next.stop();
    }
  });
});
