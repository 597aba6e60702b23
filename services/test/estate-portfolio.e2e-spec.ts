import {
  type AccountOption,
  type ApiErrorBody,
  type AuditLogPage,
  type ContractInvoices,
  type ContractStatus,
  demoEmailFor,
  type EstateContract,
  type EstateList,
  type EstateOwner,
  type EstatePartyLocked,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
  type OwnerSummary,
  type PropertyOption,
  type PropertyOwnershipPeriod,
  type Role,
  type UnitOption,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import {
  fromToday,
  invalidFields,
  makeAccount,
  makeContract,
  makeOwner,
  makeProperty,
  makeTenant,
  makeUnit,
  nationalId,
  nextSerial,
  ownerInput,
  propertyInput,
  tenantInput,
  unitInput,
} from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';

const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

describe('estate portfolio: owners, tenants, properties and units', () => {
  let app: TestApp;
  let manager: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, admin] = await Promise.all([signInAs(app.baseUrl, 'property_manager'), signInAs(app.baseUrl, 'admin')]);
  });
  afterAll(() => app?.stop());

  const get = async <T>(client: ApiClient, path: string) => (await client.get<T>(path)).body;
  const accountId = async (email: string) =>
    (await admin.get<UserDto[]>(`/api/users?search=${encodeURIComponent(email)}`)).body.find(
      (user) => user.email === email,
    )!.id;

  it('takes a national ID or iqama by its check digit, in Arabic-Indic digits too, and phones by the shared rule', async () => {
    const n = nextSerial();
    const typed = await manager.post<EstateOwner>(
      '/api/estate/owners',
      ownerInput({ nationalId: toArabicDigits(nationalId(1, n)), phone: '٠٥٠ ١٢٣ ٤٥٦٧', city: 'جدة' }),
    );
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({
      nationalId: nationalId(1, n),
      phone: '+966501234567',
      city: 'jeddah',
      status: 'active',
      propertiesCount: 0,
      occupancyRate: 0,
    });

    const valid = nationalId(2, nextSerial());
    const wrongCheckDigit = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    for (const bad of [wrongCheckDigit, '3000000001', '12345', '']) {
      const refused = await manager.post('/api/estate/tenants', tenantInput({ nationalId: bad }));
      expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(refused.body)).toEqual(['nationalId']);
    }
    // A number shaped as an ID whose check digit fails says so, apart from one that is not shaped as an ID.
    const checkDigit = await manager.post<ApiErrorBody>('/api/estate/owners', ownerInput({ nationalId: '1098765432' }));
    expect(checkDigit.body.details).toEqual([
      { field: 'nationalId', messages: [expect.stringContaining('check digit')], code: 'NATIONAL_ID_CHECK_DIGIT' },
    ]);
    const shape = await manager.post<ApiErrorBody>('/api/estate/owners', ownerInput({ nationalId: '3000000001' }));
    expect(shape.body.details).toEqual([
      { field: 'nationalId', messages: [expect.stringContaining('10 digits')], code: 'INVALID_NATIONAL_ID' },
    ]);
    const badPhones = await manager.post(
      '/api/estate/tenants',
      tenantInput({ phone: '1------', emergencyPhone: '12', email: 'not-an-email' }),
    );
    expect(invalidFields(badPhones.body)).toEqual(['email', 'emergencyPhone', 'phone']);

    // One record per national ID among owners, and among tenants.
    const taken = await manager.post('/api/estate/owners', ownerInput({ nationalId: nationalId(1, n) }));
    expect(refusalOf(taken)).toEqual({ status: 409, code: 'NATIONAL_ID_TAKEN' });
    expect(taken.body).toMatchObject({ details: { id: typed.body.id } });
    const edited = await manager.patch(`/api/estate/owners/${typed.body.id}`, { nationalId: wrongCheckDigit });
    expect(invalidFields(edited.body)).toEqual(['nationalId']);
    const blanked = await manager.patch(`/api/estate/owners/${typed.body.id}`, { name: null });
    expect(invalidFields(blanked.body)).toEqual(['name']);
  });

  it('refuses a property’s numbers out of range naming the field, never moving them into range', async () => {
    const owner = await makeOwner(manager);
    const refused = await manager.post(
      '/api/estate/properties',
      propertyInput(owner.id, { area: -50, yearBuilt: 1700, purchasePrice: -1, currentValue: 1.234 }),
    );
    expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(refused.body)).toEqual(['area', 'currentValue', 'purchasePrice', 'yearBuilt']);
    for (const [field, value] of [
      ['area', 0],
      ['yearBuilt', 1899],
      ['yearBuilt', new Date().getFullYear() + 6],
      ['yearBuilt', 2000.5],
    ] as const) {
      const one = await manager.post('/api/estate/properties', propertyInput(owner.id, { [field]: value }));
      expect(refusalOf(one)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(one.body)).toEqual([field]);
    }
    const property = await makeProperty(manager, owner.id);
    const edited = await manager.patch(`/api/estate/properties/${property.id}`, { area: -50, yearBuilt: 1700 });
    expect(invalidFields(edited.body)).toEqual(['area', 'yearBuilt']);
    expect(await get<EstateProperty>(manager, `/api/estate/properties/${property.id}`)).toMatchObject({
      area: property.area,
      yearBuilt: property.yearBuilt,
    });
  });

  it('links an owner or tenant to one account of that role, for the portals', async () => {
    const ownerAccount = await accountId(demoEmailFor('owner'));
    const tenantAccount = await accountId(demoEmailFor('tenant'));

    // The seed linked the demo accounts already.
    const seeded = await get<EstateList<EstateOwner>>(manager, '/api/estate/owners?limit=100');
    expect(seeded.items.some((owner) => owner.userId === ownerAccount)).toBe(true);

    const wrongRole = await manager.post('/api/estate/owners', ownerInput({ userId: tenantAccount }));
    expect(refusalOf(wrongRole)).toEqual({ status: 400, code: 'ESTATE_INVALID_USER_LINK' });
    expect(invalidFields(wrongRole.body)).toEqual(['userId']);
    const linkedTwice = await manager.post('/api/estate/owners', ownerInput({ userId: ownerAccount }));
    expect(refusalOf(linkedTwice)).toEqual({ status: 409, code: 'ESTATE_USER_ALREADY_LINKED' });
    const tenantTwice = await manager.post('/api/estate/tenants', tenantInput({ userId: tenantAccount }));
    expect(refusalOf(tenantTwice)).toEqual({ status: 409, code: 'ESTATE_USER_ALREADY_LINKED' });
  });

  it('offers the writers the accounts of a role to link, free ones first, and refuses a second record on one', async () => {
    const marker = `picker${nextSerial()}`;
    const ownerAccount = await makeAccount(admin, 'owner', `${marker} مالك`);
    const tenantAccount = await makeAccount(admin, 'tenant', `${marker} مستأجر`);
    const options = async (client: ApiClient, query: string) =>
      client.get<AccountOption[]>(`/api/estate/accounts/options?${query}`);
    const found = async (role: 'owner' | 'tenant', q: string) =>
      (await options(manager, `role=${role}&q=${encodeURIComponent(q)}`)).body;

    // Only the accounts of the role asked, by name or email, with the record linked to them.
    expect(await found('owner', marker)).toEqual([
      {
        id: ownerAccount.id,
        label: ownerAccount.name,
        hint: ownerAccount.email,
        name: ownerAccount.name,
        email: ownerAccount.email,
        linkedTo: null,
      },
    ]);
    expect((await found('tenant', marker)).map((account) => account.id)).toEqual([tenantAccount.id]);
    expect((await found('tenant', ownerAccount.email)).map((account) => account.id)).toEqual([]);
    const demoOwner = await found('owner', demoEmailFor('owner'));
    expect(demoOwner).toEqual([
      expect.objectContaining({ linkedTo: expect.objectContaining({ id: expect.any(String) }) }),
    ]);
    expect(await found('owner', demoEmailFor('tenant'))).toEqual([]);
    const everyOwner = (await options(manager, 'role=owner')).body;
    expect(everyOwner.map((account) => account.id)).toContain(ownerAccount.id);
    expect(everyOwner.map((account) => account.id)).not.toContain(tenantAccount.id);
    // Free accounts come before the linked ones.
    const firstLinked = everyOwner.findIndex((account) => account.linkedTo !== null);
    expect(firstLinked).toBeGreaterThan(0);
    expect(everyOwner.slice(firstLinked).every((account) => account.linkedTo !== null)).toBe(true);

    // Linked, the record shows its account and the picker names the record; a second record on it is refused.
    const owner = await makeOwner(manager, { userId: ownerAccount.id, nameEn: `Owner ${marker}` });
    expect(owner.account).toEqual({ id: ownerAccount.id, name: ownerAccount.name, email: ownerAccount.email });
    expect((await found('owner', marker))[0]!.linkedTo).toEqual({
      id: owner.id,
      name: owner.name,
      nameEn: owner.nameEn,
    });
    const second = await manager.post('/api/estate/owners', ownerInput({ userId: ownerAccount.id }));
    expect(refusalOf(second)).toEqual({ status: 409, code: 'ESTATE_USER_ALREADY_LINKED' });
    expect(second.body).toMatchObject({ details: { id: owner.id, field: 'userId' } });
    const tenant = await makeTenant(manager);
    const linked = await manager.patch<EstateTenant>(`/api/estate/tenants/${tenant.id}`, { userId: tenantAccount.id });
    expect(linked.body.account).toEqual({ id: tenantAccount.id, name: tenantAccount.name, email: tenantAccount.email });
    const other = await makeTenant(manager);
    expect(refusalOf(await manager.patch(`/api/estate/tenants/${other.id}`, { userId: tenantAccount.id }))).toEqual({
      status: 409,
      code: 'ESTATE_USER_ALREADY_LINKED',
    });
    // Unlinked, the account is free again.
    const unlinked = await manager.patch<EstateOwner>(`/api/estate/owners/${owner.id}`, { userId: null });
    expect(unlinked.body).toMatchObject({ userId: null, account: null });
    expect((await found('owner', marker))[0]!.linkedTo).toBeNull();

    // A role that no record links to is refused by name.
    expect(invalidFields((await manager.get('/api/estate/accounts/options?role=admin')).body)).toEqual(['role']);
    expect(invalidFields((await manager.get('/api/estate/accounts/options')).body)).toEqual(['role']);

    // Those who do not write owners and tenants do not list accounts.
    expect((await options(admin, 'role=tenant')).status).toBe(200);
    for (const role of ['accountant', 'manager', 'maintenance', 'owner', 'tenant', 'user'] satisfies Role[]) {
      const client = await signInAs(app.baseUrl, role);
      expect(refusalOf(await options(client, 'role=owner'))).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it('finds owners and tenants by name in either language, phone or national ID, with filters, pages and sorting', async () => {
    const marker = `مرجع${nextSerial()}`;
    const first = await makeOwner(manager, { name: `${marker} أحمد`, nameEn: 'Ahmad Zed', city: 'mecca' });
    const second = await makeOwner(manager, {
      name: `${marker} بدر`,
      nameEn: 'Badr Zed',
      city: 'mecca',
      status: 'suspended',
    });
    const search = async (query: string) =>
      (await get<EstateList<EstateOwner>>(manager, `/api/estate/owners?${query}`)).items.map((owner) => owner.id);
    expect(await search(`q=${encodeURIComponent(marker)}&sort=name&order=asc`)).toEqual([first.id, second.id]);
    expect(await search(`q=${encodeURIComponent(marker)}&sort=name&order=desc`)).toEqual([second.id, first.id]);
    expect(await search(`q=${encodeURIComponent(marker)}&status=suspended`)).toEqual([second.id]);
    expect(await search(`q=${first.nationalId}`)).toEqual([first.id]);
    expect(await search(`q=${encodeURIComponent(first.phone.replace('+966', '0'))}`)).toEqual([first.id]);
    const page = await get<EstateList<EstateOwner>>(
      manager,
      `/api/estate/owners?q=${encodeURIComponent(marker)}&limit=1&page=2&sort=name&order=asc`,
    );
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ id: second.id }] });
    const summary = await get<OwnerSummary>(manager, `/api/estate/owners/summary?q=${encodeURIComponent(marker)}`);
    expect(summary).toEqual({ totalOwners: 2, activeOwners: 1, totalMonthlyIncome: 0, totalProperties: 0 });
    const badSort = await manager.get('/api/estate/owners?sort=password');
    expect(invalidFields(badSort.body)).toEqual(['sort']);

    const tenant = await makeTenant(manager, { nameEn: `Zed ${marker}` });
    expect(
      (await get<EstateList<EstateTenant>>(manager, `/api/estate/tenants?q=zed`)).items.map((t) => t.id),
    ).toContain(tenant.id);
    expect(await get<EstateTenant>(manager, `/api/estate/tenants/${tenant.id}`)).toMatchObject({
      status: 'inactive',
      paymentStatus: 'current',
      contract: null,
      outstandingBalance: 0,
    });
  });

  it('keeps a unit number once per property, whatever its case, and reads a unit’s status from its contracts', async () => {
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id);
    const unit = await makeUnit(manager, property.id, { unitNumber: 'A-101' });
    const twice = await manager.post('/api/estate/units', unitInput(property.id, { unitNumber: 'a-101' }));
    expect(refusalOf(twice)).toEqual({ status: 409, code: 'UNIT_NUMBER_TAKEN' });
    expect(twice.body).toMatchObject({ details: { unitId: unit.id } });
    const elsewhere = await makeProperty(manager, owner.id);
    expect((await manager.post('/api/estate/units', unitInput(elsewhere.id, { unitNumber: 'A-101' }))).status).toBe(
      201,
    );
    const invalid = await manager.post(
      '/api/estate/units',
      unitInput(property.id, { rentPrice: -10, floor: 500, unitType: 'castle' as never }),
    );
    expect(invalidFields(invalid.body)).toEqual(['floor', 'rentPrice', 'unitType']);
    const outOfRange = await manager.post(
      '/api/estate/units',
      unitInput(property.id, { rentPrice: 0, area: -50, bedrooms: 51, floor: 2.5 }),
    );
    expect(refusalOf(outOfRange)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(outOfRange.body)).toEqual(['area', 'bedrooms', 'floor', 'rentPrice']);
    const orphan = await manager.post('/api/estate/units', unitInput('00000000-0000-4000-8000-000000000000'));
    expect(refusalOf(orphan)).toEqual({ status: 400, code: 'ESTATE_RECORD_NOT_FOUND' });

    expect(unit).toMatchObject({ status: 'vacant', contract: null, listingId: null, category: 'residential' });
    const works = await manager.patch<EstateUnit>(`/api/estate/units/${unit.id}`, { underMaintenance: true });
    expect(works.body.status).toBe('maintenance');
    const tenant = await makeTenant(manager);
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(-10),
      endDate: fromToday(355),
      rentAmount: 3500,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    expect(await get<EstateUnit>(manager, `/api/estate/units/${unit.id}`)).toMatchObject({
      status: 'occupied',
      contract: { id: contract.id, tenantName: tenant.name, tenantPhone: tenant.phone, rentAmount: 3500 },
    });
    const occupied = await get<EstateList<EstateUnit>>(
      manager,
      `/api/estate/units?propertyId=${property.id}&status=occupied`,
    );
    expect(occupied.items.map((u) => u.id)).toEqual([unit.id]);
    const vacantPicker = await get<UnitOption[]>(
      manager,
      `/api/estate/units/options?propertyId=${property.id}&available=true`,
    );
    expect(vacantPicker).toEqual([]);
    // A unit with contracts stays in its property.
    const moved = await manager.patch(`/api/estate/units/${unit.id}`, { propertyId: elsewhere.id });
    expect(refusalOf(moved)).toEqual({ status: 409, code: 'UNIT_HAS_CONTRACTS' });

    // Becoming a shop puts 15% VAT on the contract's future invoices.
    await manager.patch(`/api/estate/units/${unit.id}`, { unitType: 'shop' });
    const invoices = (
      await manager.get<{ items: { periodStart: string | null; vatPercent: number; status: string }[] }>(
        `/api/estate/contracts/${contract.id}/invoices`,
      )
    ).body.items;
    expect(invoices.filter((i) => i.periodStart! > fromToday(0)).every((i) => i.vatPercent === 15)).toBe(true);
    expect(invoices.filter((i) => i.periodStart! <= fromToday(0)).every((i) => i.vatPercent === 0)).toBe(true);
  });

  it("filters units by status from the last day a unit's contracts run, kept as contracts are made, ended and deleted", async () => {
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id, { city: 'dammam' });
    const free = await makeUnit(manager, property.id);
    const lived = await makeUnit(manager, property.id);
    const booked = await makeUnit(manager, property.id);
    const works = await makeUnit(manager, property.id, { underMaintenance: true });
    const past = await makeUnit(manager, property.id);
    const tenant = await makeTenant(manager);
    const lease = (unitId: string, startDate: string, endDate: string) =>
      makeContract(manager, {
        unitId,
        tenantId: tenant.id,
        startDate,
        endDate,
        rentAmount: 3000,
        securityDeposit: 0,
        paymentFrequency: 'monthly',
      });
    const living = await lease(lived.id, fromToday(-10), fromToday(355));
    const coming = await lease(booked.id, fromToday(20), fromToday(384));
    await lease(past.id, fromToday(-400), fromToday(-35));

    /** Each status's list of the property's units, and each unit's own status (read from its contract). */
    const lists = async () => {
      const byFilter: Record<string, string[]> = {};
      for (const status of ['vacant', 'occupied', 'reserved', 'maintenance']) {
        const page = await get<EstateList<EstateUnit>>(
          manager,
          `/api/estate/units?propertyId=${property.id}&status=${status}`,
        );
        byFilter[status] = page.items.map((unit) => unit.id).sort();
      }
      const own: Record<string, string[]> = { vacant: [], occupied: [], reserved: [], maintenance: [] };
      for (const unit of (await get<EstateList<EstateUnit>>(manager, `/api/estate/units?propertyId=${property.id}`))
        .items) {
        own[unit.status]!.push(unit.id);
      }
      for (const ids of Object.values(own)) ids.sort();
      return { byFilter, own };
    };
    /** The units whose kept last day differs from their contracts' (none, when the trigger kept up). */
    const drift = async () =>
      (await app.database.query(
        `SELECT u.id FROM estate_units u
          WHERE u.property_id = $1
            AND u.open_until IS DISTINCT FROM (SELECT max(c.end_date) FROM estate_contracts c
                                                WHERE c.unit_id = u.id AND c.termination_date IS NULL)`,
        [property.id],
      )) as unknown[];
    const sorted = (...units: { id: string }[]) => units.map((unit) => unit.id).sort();

    let now = await lists();
    expect(now.byFilter).toEqual({
      vacant: sorted(free, past),
      occupied: sorted(lived),
      reserved: sorted(booked),
      maintenance: sorted(works),
    });
    expect(now.byFilter).toEqual(now.own);
    expect(await drift()).toEqual([]);

    // Terminated, the occupied unit is vacant; deleted, the reserved one's contract no longer holds it.
    const ended = await manager.post(`/api/estate/contracts/${living.id}/terminate`, {
      terminationDate: fromToday(-1),
    });
    expect(ended.status).toBe(200);
    expect((await manager.delete(`/api/estate/contracts/${coming.id}`)).status).toBe(204);
    // A contract on the unit under maintenance makes it reserved, as it does any unit.
    await lease(works.id, fromToday(5), fromToday(369));
    now = await lists();
    expect(now.byFilter).toEqual({
      vacant: sorted(free, lived, booked, past),
      occupied: [],
      reserved: sorted(works),
      maintenance: [],
    });
    expect(now.byFilter).toEqual(now.own);
    expect(await drift()).toEqual([]);
  });

  it('finds units by their number’s start or their property’s title, with the city, status and sort asked', async () => {
    const owner = await makeOwner(manager);
    const token = `zircon${Date.now().toString(36)}`;
    const tower = await makeProperty(manager, owner.id, { titleEn: `Tower ${token}`, city: 'mecca' });
    const elsewhere = await makeProperty(manager, owner.id, { city: 'medina' });
    const cheap = await makeUnit(manager, tower.id, { rentPrice: 2000 });
    const dear = await makeUnit(manager, tower.id, { rentPrice: 9000 });
    const numbered = await makeUnit(manager, elsewhere.id, { unitNumber: `${token}-1`, rentPrice: 5000 });
    const tenant = await makeTenant(manager);
    await makeContract(manager, {
      unitId: cheap.id,
      tenantId: tenant.id,
      startDate: fromToday(-30),
      endDate: fromToday(334),
      rentAmount: 2000,
      securityDeposit: 2000,
      paymentFrequency: 'monthly',
    });
    const found = async (query: string) =>
      (await get<EstateList<EstateUnit>>(manager, `/api/estate/units?${query}`)).items.map((u) => u.id);
    const q = `q=${encodeURIComponent(token)}`;
    expect(await found(`${q}&sort=rentPrice&order=desc`)).toEqual([dear.id, numbered.id, cheap.id]);
    expect(await found(`${q}&sort=rentPrice&order=asc`)).toEqual([cheap.id, numbered.id, dear.id]);
    expect(await found(`q=${encodeURIComponent(`Tower ${token}`)}&sort=rentPrice`)).toEqual([cheap.id, dear.id]);
    expect(await found(`q=${encodeURIComponent(`${token}-1`)}`)).toEqual([numbered.id]);
    expect(await found(`${q}&city=mecca&status=vacant&sort=rentPrice&order=desc`)).toEqual([dear.id]);
    expect(await found(`${q}&city=medina`)).toEqual([numbered.id]);
    const page = await get<EstateList<EstateUnit>>(manager, `/api/estate/units?${q}&sort=rentPrice&limit=2&page=2`);
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.items.map((u) => u.id)).toEqual([dear.id]);
  });

  it('lists properties by city and status with their figures, and offers them to the pickers with their owner', async () => {
    const owner = await makeOwner(manager);
    const title = `برج ${nextSerial()}`;
    const property = await makeProperty(manager, owner.id, { title, city: 'medina', status: 'maintenance' });
    const invalid = await manager.post(
      '/api/estate/properties',
      propertyInput(owner.id, { city: 'paris', purchasePrice: -1, type: 'castle' as never }),
    );
    expect(invalidFields(invalid.body)).toEqual(['city', 'purchasePrice', 'type']);
    const unknownOwner = await manager.post(
      '/api/estate/properties',
      propertyInput('00000000-0000-4000-8000-000000000000'),
    );
    expect(refusalOf(unknownOwner)).toEqual({ status: 400, code: 'ESTATE_RECORD_NOT_FOUND' });

    const list = await get<EstateList<EstateProperty>>(
      manager,
      `/api/estate/properties?q=${encodeURIComponent(title)}&city=medina&status=maintenance`,
    );
    expect(list.items).toEqual([expect.objectContaining({ id: property.id, ownerName: owner.name, totalUnits: 0 })]);
    expect(
      (
        await get<EstateList<EstateProperty>>(
          manager,
          `/api/estate/properties?q=${encodeURIComponent(title)}&city=riyadh`,
        )
      ).total,
    ).toBe(0);
    const options = await get<PropertyOption[]>(
      manager,
      `/api/estate/properties/options?q=${encodeURIComponent(title)}`,
    );
    expect(options).toEqual([
      expect.objectContaining({ id: property.id, label: title, ownerId: owner.id, city: 'medina' }),
    ]);
    const saved = await manager.patch<EstateProperty>(`/api/estate/properties/${property.id}`, {
      status: 'active',
      currentValue: null,
    });
    expect(saved.body).toMatchObject({ status: 'active', currentValue: null, annualYield: null, title });
  });

  it('shows one occupancy for a property on every screen: 23 of 40 units is 58%, never 57%', async () => {
    // 23 / 40 × 100 is 57.49999… in floating point: the rate must be rounded from 2,300 / 40 = 57.5.
    const account = await makeAccount(admin, 'owner');
    const owner = await makeOwner(manager, { userId: account.id });
    const property = await makeProperty(manager, owner.id, { title: `برج الإشغال ${nextSerial()}` });
    const units: EstateUnit[] = [];
    for (let index = 0; index < 40; index += 1) units.push(await makeUnit(manager, property.id));
    const tenant = await makeTenant(manager);
    for (const unit of units.slice(0, 23)) {
      await makeContract(manager, {
        unitId: unit.id,
        tenantId: tenant.id,
        startDate: fromToday(-30),
        endDate: fromToday(335),
        rentAmount: 3000,
        securityDeposit: 0,
        paymentFrequency: 'yearly',
      });
    }

    const listed = await get<EstateList<EstateProperty>>(manager, `/api/estate/properties?ownerId=${owner.id}`);
    expect(listed.items).toEqual([
      expect.objectContaining({ id: property.id, totalUnits: 40, occupiedUnits: 23, occupancyRate: 58 }),
    ]);
    expect(await get<EstateProperty>(manager, `/api/estate/properties/${property.id}`)).toMatchObject({
      occupancyRate: 58,
    });
    expect(
      await get<{ occupancyRate: number }>(manager, `/api/estate/properties/summary?ownerId=${owner.id}`),
    ).toMatchObject({ occupiedUnits: 23, occupancyRate: 58 });
    const owners = await get<EstateList<EstateOwner>>(
      manager,
      `/api/estate/owners?q=${encodeURIComponent(owner.nationalId)}`,
    );
    expect(owners.items).toEqual([expect.objectContaining({ id: owner.id, occupiedUnits: 23, occupancyRate: 58 })]);
    const today = fromToday(0);
    const report = await get<{ occupancyRate: number; properties: { occupancyRate: number }[] }>(
      admin,
      `/api/estate/reports?period=monthly&year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}&propertyId=${property.id}`,
    );
    expect(report.occupancyRate).toBe(58);
    expect(report.properties.map((row) => row.occupancyRate)).toEqual([58]);
    const portal = await new ApiClient(app.baseUrl).signIn(account.email);
    expect(await get<{ occupancyRate: number }>(portal, '/api/me/owner')).toMatchObject({ occupancyRate: 58 });
  });

  it('seeds a living portfolio over the five cities, with contracts in every status and the demo accounts linked', async () => {
    const properties = await get<EstateList<EstateProperty>>(manager, '/api/estate/properties?limit=100');
    const cities = new Set(properties.items.map((property) => property.city));
    expect([...cities].sort()).toEqual(['dammam', 'jeddah', 'mecca', 'medina', 'riyadh']);
    expect(properties.total).toBeGreaterThanOrEqual(25);
    const count = async (query: string) =>
      (await get<EstateList<EstateContract>>(manager, `/api/estate/contracts?limit=1&${query}`)).total;
    for (const status of ['pending', 'active', 'expired', 'terminated'] satisfies ContractStatus[]) {
      expect(await count(`status=${status}`)).toBeGreaterThan(0);
    }
    expect(await count('tab=expiring')).toBeGreaterThan(0);
    expect(await count('tab=renewal')).toBeGreaterThan(0);
    const tenants = await get<EstateList<EstateTenant>>(manager, '/api/estate/tenants?q=Reem%20Sultan');
    expect(tenants.items[0]).toMatchObject({ status: 'active', rentAmount: 2500, userId: expect.any(String) });
  });

  describe('access', () => {
    const paths = (ids: { owner: string; tenant: string; property: string; unit: string }) => [
      `/api/estate/properties/${ids.property}`,
      `/api/estate/units/${ids.unit}`,
      `/api/estate/owners/${ids.owner}`,
      `/api/estate/tenants/${ids.tenant}`,
    ];

    it.each<[Role, boolean, boolean]>([
      ['admin', true, true],
      ['property_manager', true, true],
      ['accountant', true, false],
      ['manager', false, false],
      ['agent', false, false],
      ['maintenance', false, false],
      ['owner', false, false],
      ['tenant', false, false],
      ['user', false, false],
    ])('%s: reads %s, writes %s', async (role, reads, writes) => {
      const client = await signInAs(app.baseUrl, role);
      const owner = await makeOwner(manager);
      const property = await makeProperty(manager, owner.id);
      const unit = await makeUnit(manager, property.id);
      const tenant = await makeTenant(manager);
      for (const path of paths({ owner: owner.id, tenant: tenant.id, property: property.id, unit: unit.id })) {
        const read = await client.get(path);
        expect(read.status === 200 ? 'allowed' : refusalOf(read)).toEqual(
          reads ? 'allowed' : { status: 403, code: 'FORBIDDEN' },
        );
        const write = await client.patch(path, { notes: 'x' });
        if (writes) expect(write.status).not.toBe(403);
        else expect(refusalOf(write)).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
      const create = await client.post('/api/estate/owners', ownerInput());
      expect(create.status === 201 ? 'allowed' : refusalOf(create)).toEqual(
        writes ? 'allowed' : { status: 403, code: 'FORBIDDEN' },
      );
    });

    it('gives an owner-linked account no staff route, not even to its own record, nor another owner’s', async () => {
      const second = { id: await accountId('omar.bawazir@example.sa'), email: 'omar.bawazir@example.sa' };
      const secondOwner = (await get<EstateList<EstateOwner>>(manager, '/api/estate/owners?limit=100')).items.find(
        (owner) => owner.userId === second.id,
      )!;
      const demoOwner = (await get<EstateList<EstateOwner>>(manager, '/api/estate/owners?limit=100')).items.find(
        (owner) => owner.userId !== null && owner.id !== secondOwner.id,
      )!;
      const ownerClient = await signInAs(app.baseUrl, 'owner');
      const otherOwnerClient = await new ApiClient(app.baseUrl).signIn(second.email);
      for (const client of [ownerClient, otherOwnerClient]) {
        for (const id of [demoOwner.id, secondOwner.id]) {
          expect(refusalOf(await client.get(`/api/estate/owners/${id}`))).toEqual({ status: 403, code: 'FORBIDDEN' });
          expect(refusalOf(await client.patch(`/api/estate/owners/${id}`, { userId: null }))).toEqual({
            status: 403,
            code: 'FORBIDDEN',
          });
        }
        expect(refusalOf(await client.get(`/api/estate/contracts?ownerId=${secondOwner.id}`))).toEqual({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      // The link stayed as staff set it.
      expect((await get<EstateOwner>(manager, `/api/estate/owners/${secondOwner.id}`)).userId).toBe(second.id);
    });

    it('answers 401 to a visitor and 404 with the record’s code for a malformed or unknown id', async () => {
      const visitor = new ApiClient(app.baseUrl);
      expect(refusalOf(await visitor.get('/api/estate/contracts'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(refusalOf(await manager.get('/api/estate/contracts/not-a-uuid'))).toEqual({
        status: 404,
        code: 'CONTRACT_NOT_FOUND',
      });
      expect(refusalOf(await manager.get('/api/estate/owners/00000000-0000-4000-8000-000000000000'))).toEqual({
        status: 404,
        code: 'OWNER_NOT_FOUND',
      });
      expect(refusalOf(await manager.delete('/api/estate/properties/00000000-0000-4000-8000-000000000000'))).toEqual({
        status: 404,
        code: 'ESTATE_PROPERTY_NOT_FOUND',
      });
    });
  });
  describe('ownership of a property', () => {
    const payOnce = async (contract: EstateContract, paidOn = fromToday(0)) => {
      const invoices = await get<ContractInvoices>(admin, `/api/estate/contracts/${contract.id}/invoices`);
      const invoice = invoices.items.find((item) => item.type === 'rent')!;
      const paid = await admin.post(`/api/estate/invoices/${invoice.id}/payments`, {
        amount: 100,
        method: 'cash',
        paidOn,
      });
      expect(paid.status).toBe(201);
    };
    const setUp = async () => {
      const [first, second] = [await makeOwner(manager), await makeOwner(manager)];
      const property = await makeProperty(manager, first.id, { title: `عمارة الملكية ${nextSerial()}` });
      const unit = await makeUnit(manager, property.id);
      const contract = await makeContract(manager, {
        unitId: unit.id,
        tenantId: (await makeTenant(manager)).id,
        startDate: fromToday(-90),
        endDate: fromToday(275),
        rentAmount: 2000,
        securityDeposit: 0,
        paymentFrequency: 'monthly',
      });
      return { first, second, property, contract };
    };
    const latestAudit = async (action: string, targetId: string) =>
      (await get<AuditLogPage>(admin, `/api/audit-logs?action=${action}&limit=20`)).items.find(
        (entry) => entry.targetId === targetId,
      );

    it('corrects the owner by an edit while no money has moved, its open period and contracts with it', async () => {
      const { second, property, contract } = await setUp();
      expect(await get<EstateProperty>(manager, `/api/estate/properties/${property.id}`)).toMatchObject({
        ownerLocked: false,
      });
      const saved = await manager.patch<EstateProperty>(`/api/estate/properties/${property.id}`, {
        ownerId: second.id,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.ownerId).toBe(second.id);
      expect(await get<PropertyOwnershipPeriod[]>(manager, `/api/estate/properties/${property.id}/ownership`)).toEqual([
        expect.objectContaining({ ownerId: second.id, fromDate: null, toDate: null }),
      ]);
      expect((await get<EstateContract>(manager, `/api/estate/contracts/${contract.id}`)).ownerId).toBe(second.id);
    });

    it('refuses an owner change by an edit once money has moved (409 PROPERTY_OWNER_LOCKED), in both languages', async () => {
      const { first, second, property } = await setUp();
      await payOnce(
        (await get<EstateList<EstateContract>>(manager, `/api/estate/contracts?propertyId=${property.id}`)).items[0]!,
      );
      expect(await get<EstateProperty>(manager, `/api/estate/properties/${property.id}`)).toMatchObject({
        ownerLocked: true,
      });
      const refused = await manager.patch<ApiErrorBody>(`/api/estate/properties/${property.id}`, {
        ownerId: second.id,
      });
      expect(refusalOf(refused)).toEqual({ status: 409, code: 'PROPERTY_OWNER_LOCKED' });
      const details = refused.body.details as EstatePartyLocked;
      expect(details.payments).toBe(1);
      expect(details.message.ar).toContain('نقل الملكية');
      expect(details.message.en).toContain('Transfer ownership');
      expect((await get<EstateProperty>(manager, `/api/estate/properties/${property.id}`)).ownerId).toBe(first.id);
      // Other fields still save, and the same owner sent again is no change.
      const edited = await manager.patch<EstateProperty>(`/api/estate/properties/${property.id}`, {
        ownerId: first.id,
        district: 'النخيل',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.district).toBe('النخيل');
    });

    it('transfers on a dated day: not in the future, after the last transfer, to another owner; the history kept and audited', async () => {
      const { first, second, property, contract } = await setUp();
      await payOnce(contract, fromToday(-60));
      const transfer = (body: Record<string, unknown>) =>
        manager.post<PropertyOwnershipPeriod[]>(`/api/estate/properties/${property.id}/transfer`, body);
      for (const [body, field] of [
        [{ ownerId: second.id, effectiveDate: fromToday(1) }, 'effectiveDate'],
        [{ ownerId: second.id, effectiveDate: '1999-12-31' }, 'effectiveDate'],
        [{ ownerId: second.id, effectiveDate: 'soon' }, 'effectiveDate'],
        [{ ownerId: first.id, effectiveDate: fromToday(-30) }, 'ownerId'],
      ] as const) {
        const refused = await transfer(body);
        expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
        expect(invalidFields(refused.body)).toEqual([field]);
      }
      expect(
        refusalOf(await transfer({ ownerId: '00000000-0000-4000-8000-000000000000', effectiveDate: fromToday(-30) })),
      ).toEqual({ status: 400, code: 'ESTATE_RECORD_NOT_FOUND' });
      expect(
        refusalOf(
          await manager.post(`/api/estate/properties/00000000-0000-4000-8000-000000000000/transfer`, {
            ownerId: second.id,
            effectiveDate: fromToday(-30),
          }),
        ),
      ).toEqual({ status: 404, code: 'ESTATE_PROPERTY_NOT_FOUND' });

      const moved = await transfer({ ownerId: second.id, effectiveDate: fromToday(-30) });
      expect(moved.status).toBe(201);
      expect(moved.body).toEqual([
        expect.objectContaining({ ownerId: first.id, fromDate: null, toDate: fromToday(-30) }),
        expect.objectContaining({
          ownerId: second.id,
          ownerNameEn: second.nameEn,
          fromDate: fromToday(-30),
          toDate: null,
        }),
      ]);
      expect(await get<PropertyOwnershipPeriod[]>(manager, `/api/estate/properties/${property.id}/ownership`)).toEqual(
        moved.body,
      );
      expect((await get<EstateProperty>(manager, `/api/estate/properties/${property.id}`)).ownerId).toBe(second.id);
      // The contract keeps the owner it was signed with.
      expect((await get<EstateContract>(manager, `/api/estate/contracts/${contract.id}`)).ownerId).toBe(first.id);
      expect((await latestAudit('estate_property.transfer', property.id))?.description).toContain(fromToday(-30));

      // Back to the first owner: after the last transfer only.
      for (const day of [fromToday(-30), fromToday(-45)]) {
        const refused = await transfer({ ownerId: first.id, effectiveDate: day });
        expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
        expect(invalidFields(refused.body)).toEqual(['effectiveDate']);
      }
      expect(
        (await transfer({ ownerId: first.id, effectiveDate: fromToday(0) })).body.map((period) => period.ownerId),
      ).toEqual([first.id, second.id, first.id]);
      // Staff without the write permission cannot transfer; readers read the history.
      const accountant = await signInAs(app.baseUrl, 'accountant');
      expect(
        refusalOf(
          await accountant.post(`/api/estate/properties/${property.id}/transfer`, {
            ownerId: second.id,
            effectiveDate: fromToday(0),
          }),
        ),
      ).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect((await accountant.get(`/api/estate/properties/${property.id}/ownership`)).status).toBe(200);
      // An owner who held it once keeps their history: deleting them is refused like deleting a current owner.
      expect(refusalOf(await manager.delete(`/api/estate/owners/${second.id}`))).toEqual({
        status: 409,
        code: 'ESTATE_DELETE_BLOCKED',
      });
    });
  });
});
