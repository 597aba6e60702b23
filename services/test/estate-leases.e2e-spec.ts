import {
  addDays,
  type ContractInvoices,
  DEMO_PASSWORD,
  type EstateContract,
  type EstateList,
  type LeaseJobResult,
  type LeaseRules,
  type MyNotifications,
  type NoticeTooLate,
  type RentAboveFrozen,
  type RentLimit,
  type RentRule,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import {
  fromToday,
  invalidFields,
  makeAccount,
  makeContract,
  makeProperty,
  makeTenant,
  makeUnit,
  portfolio,
} from './support/estate.js';
import { importFile } from './support/imports.js';
import { startTestApp, type TestApp } from './support/server.js';

/** An Ejar contract number no other test run took: 12 digits. */
let ejarSerial = (Date.now() + 500_000) % 1_000_000;
const ejarNumber = () => `30${String(++ejarSerial).padStart(10, '0')}`;

describe('Saudi lease rules: notices of non-renewal, automatic renewal, reminders, the Riyadh rent freeze', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;
  let accountant: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    [admin, manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
  });
  afterAll(() => app?.stop());

  const signIn = (user: UserDto) => new ApiClient(app.baseUrl).signIn(user.email, DEMO_PASSWORD);

  /** A monthly contract on a new unit (of a new property in `city`) ending on `endDate`. */
  async function contractEnding(endDate: string, options: { city?: string; tenantUserId?: string } = {}) {
    const made = await portfolio(manager);
    let unitId = made.unit.id;
    if (options.city) {
      const property = await makeProperty(manager, made.owner.id, { city: options.city });
      unitId = (await makeUnit(manager, property.id)).id;
    }
    const tenant = options.tenantUserId ? await makeTenant(manager, { userId: options.tenantUserId }) : made.tenant;
    const contract = await makeContract(manager, {
      unitId,
      tenantId: tenant.id,
      startDate: addDays(endDate, -364),
      endDate,
      rentAmount: 3000,
      securityDeposit: 6000,
      paymentFrequency: 'monthly',
    });
    return { ...made, tenant, unitId, contract };
  }

  const notice = (client: ApiClient, id: string, body: Record<string, unknown> = {}) =>
    client.post<EstateContract>(`/api/estate/contracts/${id}/notice`, {
      givenBy: 'tenant',
      reason: 'يرغب المستأجر في الانتقال',
      ...body,
    });
  const run = async () => {
    const response = await manager.post<LeaseJobResult>('/api/estate/lease-rules/run', {});
    expect(response.status).toBe(200);
    return response.body;
  };
  const renewalsOf = (id: string) =>
    app.database.query<{ id: string; rent_amount: string; start_date: string; end_date: string }>(
      `SELECT id, rent_amount, start_date::text AS start_date, end_date::text AS end_date
         FROM estate_contracts WHERE renewed_from_id = $1`,
      [id],
    );

  it('reads the rules with their sources: a 60-day notice, reminders at 90, 60 and 30 days, the Riyadh freeze', async () => {
    const response = await accountant.get<LeaseRules>('/api/estate/lease-rules');
    expect(response.status).toBe(200);
    expect(response.body.settings).toMatchObject({ noticeDays: 60, reminderDays: [90, 60, 30], autoRenew: true });
    expect(response.body.settings.source).toMatch(/Ejar/);
    const riyadh = response.body.rentRules.find((rule) => rule.code === 'riyadh-rent-freeze-2025');
    expect(riyadh).toMatchObject({
      city: 'riyadh',
      unitTypes: null,
      validFrom: '2025-09-25',
      validTo: '2030-09-24',
      limit: 'freeze_last_rent',
    });
    expect(riyadh?.name.ar).toContain('الرياض');
    expect(riyadh?.source).toMatch(/five years/);
  });

  it('refuses a notice with fewer than 60 days left, naming the last allowed day; takes one 60 days before', async () => {
    const late = await contractEnding(fromToday(59));
    const refused = await notice(manager, late.contract.id);
    expect(refusalOf(refused)).toEqual({ status: 422, code: 'NOTICE_TOO_LATE' });
    const details = (refused.body as unknown as { details: NoticeTooLate }).details;
    expect(details).toMatchObject({ lastAllowedDay: fromToday(-1), endDate: fromToday(59), noticeDays: 60 });
    expect(details.message.ar).toContain(fromToday(-1));
    expect(details.message.en).toContain(fromToday(-1));

    const { contract } = await contractEnding(fromToday(60));
    const given = await notice(manager, contract.id, { givenBy: 'landlord', reason: 'The owner will live in it' });
    expect(given.status).toBe(201);
    expect(given.body.nonRenewalNotice).toMatchObject({
      givenBy: 'landlord',
      givenOn: fromToday(0),
      reason: 'The owner will live in it',
      lastAllowedDay: fromToday(0),
    });
    // The list and the record show it.
    const list = await manager.get<EstateList<EstateContract>>(
      `/api/estate/contracts?q=${encodeURIComponent(contract.contractNumber)}`,
    );
    expect(list.body.items.find((item) => item.id === contract.id)?.nonRenewalNotice?.givenBy).toBe('landlord');
    // One in force at a time.
    expect(refusalOf(await notice(manager, contract.id))).toEqual({ status: 409, code: 'NOTICE_EXISTS' });
    expect(refusalOf(await notice(manager, contract.id, { givenBy: 'neighbour' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });

    // Withdrawn (still inside the window), then none to withdraw; both steps are in the audit log.
    const withdrawn = await manager.delete<EstateContract>(`/api/estate/contracts/${contract.id}/notice`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.nonRenewalNotice).toBeNull();
    expect(refusalOf(await manager.delete(`/api/estate/contracts/${contract.id}/notice`))).toEqual({
      status: 404,
      code: 'NOTICE_NOT_FOUND',
    });
    const audited = await app.database.query<{ action: string }>(
      `SELECT action FROM audit_logs WHERE target_id = $1 AND action LIKE 'estate_contract.notice%' ORDER BY created_at`,
      [contract.id],
    );
    expect(audited.map((row) => row.action)).toEqual(['estate_contract.notice', 'estate_contract.notice_withdraw']);
  });

  it('keeps a notice once the window has passed: withdrawing it is refused with the last day', async () => {
    const { contract } = await contractEnding(fromToday(30));
    await app.database.query(
      `INSERT INTO estate_contract_notices (contract_id, given_by, given_on, reason) VALUES ($1, 'tenant', $2, 'x')`,
      [contract.id, fromToday(-40)],
    );
    const refused = await manager.delete(`/api/estate/contracts/${contract.id}/notice`);
    expect(refusalOf(refused)).toEqual({ status: 422, code: 'NOTICE_WITHDRAW_TOO_LATE' });
    expect((refused.body as { details: NoticeTooLate }).details.lastAllowedDay).toBe(fromToday(-30));
  });

  it('lets only those who write contracts give or withdraw a notice, and run the job', async () => {
    const { contract } = await contractEnding(fromToday(200));
    const tenantAccount = await makeAccount(admin, 'tenant');
    const [tenant, maintenance] = await Promise.all([signIn(tenantAccount), signInAs(app.baseUrl, 'maintenance')]);
    for (const client of [accountant, tenant, maintenance]) {
      expect(refusalOf(await notice(client, contract.id))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(refusalOf(await client.delete(`/api/estate/contracts/${contract.id}/notice`))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(refusalOf(await client.post('/api/estate/lease-rules/run', {}))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(refusalOf(await tenant.get('/api/estate/lease-rules'))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await admin.get(`/api/estate/contracts/${contract.id}`)).body).toMatchObject({ nonRenewalNotice: null });
    expect((await notice(admin, contract.id)).status).toBe(201);
  });

  it('renews a contract that reached its end with no notice exactly once, on its terms; not one with a notice', async () => {
    const plain = await contractEnding(fromToday(0));
    const withNotice = await contractEnding(fromToday(0));
    await app.database.query(
      `INSERT INTO estate_contract_notices (contract_id, given_by, given_on, reason) VALUES ($1, 'landlord', $2, 'x')`,
      [withNotice.contract.id, fromToday(-90)],
    );
    const terminated = await contractEnding(fromToday(0));
    expect((await manager.post(`/api/estate/contracts/${terminated.contract.id}/terminate`, {})).status).toBe(200);
    const running = await contractEnding(fromToday(10));

    // Two runs at once, then a third: one renewal.
    const results = await Promise.all([run(), run()]);
    expect(results.some((result) => result.ran)).toBe(true);
    await run();

    const [renewal, ...more] = await renewalsOf(plain.contract.id);
    expect(more).toEqual([]);
    const renewed = (await manager.get<EstateContract>(`/api/estate/contracts/${renewal!.id}`)).body;
    expect(renewed).toMatchObject({
      unitId: plain.unitId,
      tenantId: plain.tenant.id,
      rentAmount: 3000,
      securityDeposit: 6000,
      paymentFrequency: 'monthly',
      startDate: fromToday(1),
      endDate: fromToday(365),
      renewedFromId: plain.contract.id,
    });
    // Its invoices are issued as the renew screen issues them: twelve months of rent.
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${renewal!.id}/invoices`)).body;
    expect(invoices.items.filter((invoice) => invoice.type === 'rent')).toHaveLength(12);
    const audit = await app.database.query<{ user_name: string }>(
      `SELECT user_name FROM audit_logs WHERE target_id = $1 AND action = 'estate_contract.renew'`,
      [plain.contract.id],
    );
    expect(audit).toHaveLength(1);

    expect(await renewalsOf(withNotice.contract.id)).toEqual([]);
    expect(await renewalsOf(terminated.contract.id)).toEqual([]);
    expect(await renewalsOf(running.contract.id)).toEqual([]);
    // Renewing it by hand now is refused: it was renewed once.
    const again = await manager.post(`/api/estate/contracts/${plain.contract.id}/renew`, { endDate: fromToday(400) });
    expect(refusalOf(again)).toEqual({ status: 409, code: 'CONTRACT_ALREADY_RENEWED' });
  });

  it('reminds the managers and the tenant 90, 60 and 30 days before the end, once each', async () => {
    const accounts = await Promise.all([90, 60, 30, 100].map(() => makeAccount(admin, 'tenant')));
    const made = await Promise.all(
      [90, 60, 30, 100].map((days, index) => contractEnding(fromToday(days), { tenantUserId: accounts[index]!.id })),
    );
    await run();
    await run();
    const sent = await app.database.query<{ contract_id: string; days_before: number }>(
      `SELECT contract_id, days_before FROM estate_contract_reminders WHERE contract_id = ANY($1::uuid[])`,
      [made.map((item) => item.contract.id)],
    );
    const byContract = Object.fromEntries(sent.map((row) => [row.contract_id, row.days_before]));
    expect(sent).toHaveLength(3);
    expect(byContract[made[0]!.contract.id]).toBe(90);
    expect(byContract[made[1]!.contract.id]).toBe(60);
    expect(byContract[made[2]!.contract.id]).toBe(30);
    expect(byContract[made[3]!.contract.id]).toBeUndefined();

    for (const [index, days] of [90, 60, 30].entries()) {
      const { contract, tenant } = made[index]!;
      const key = `lease-reminder:${contract.id}:${contract.endDate}:${days}`;
      const notes = await app.database.query<{ event_key: string; recipient_type: string }>(
        `SELECT event_key, recipient_type FROM estate_notifications WHERE event_key LIKE $1 ORDER BY event_key`,
        [`${key}%`],
      );
      expect(notes).toEqual([
        { event_key: key, recipient_type: 'all_managers' },
        { event_key: `${key}:tenant`, recipient_type: 'specific_user' },
      ]);
      const mails = await app.database.query<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE "to" = $1`, [
        tenant.email,
      ]);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(contract.contractNumber);
    }
    // The tenant reads theirs in their notification centre; the manager sees the managers' one.
    const asTenant = await signIn(accounts[2]!);
    const theirs = (await asTenant.get<MyNotifications>('/api/me/notifications?limit=100')).body.items;
    const reminder = theirs.find((item) => item.relatedEntityId === made[2]!.contract.id);
    expect(reminder?.message).toMatch(/renews automatically/);
    expect(reminder?.messageAr).toMatch(/يتجدد تلقائيًا/);
    const managers = (await manager.get<MyNotifications>('/api/me/notifications?limit=100')).body.items;
    expect(managers.some((item) => item.relatedEntityId === made[0]!.contract.id)).toBe(true);
  });

  it('takes a renewal’s own Ejar number and registration day, checked as the contract form checks them', async () => {
    const { contract } = await contractEnding(fromToday(100));
    const renew = (body: Record<string, unknown>) =>
      manager.post<EstateContract>(`/api/estate/contracts/${contract.id}/renew`, {
        endDate: addDays(fromToday(100), 365),
        ...body,
      });
    for (const bad of ['1234567', 'EJ12345678', '123456789012345678901']) {
      const refused = await renew({ ejarContractNumber: bad });
      expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(refused.body)).toEqual(['ejarContractNumber']);
    }
    const badDay = await renew({ ejarRegisteredOn: '2026-02-30' });
    expect(refusalOf(badDay)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(badDay.body)).toEqual(['ejarRegisteredOn']);
    // Another contract's Ejar number is refused; the renewal is not made.
    const taken = ejarNumber();
    const other = await contractEnding(fromToday(100));
    expect(
      (await manager.patch(`/api/estate/contracts/${other.contract.id}`, { ejarContractNumber: taken })).status,
    ).toBe(200);
    expect(refusalOf(await renew({ ejarContractNumber: taken }))).toEqual({
      status: 409,
      code: 'EJAR_CONTRACT_NUMBER_TAKEN',
    });
    expect(await renewalsOf(contract.id)).toEqual([]);

    const number = ejarNumber();
    const arabicDigits = number.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const renewed = await renew({ ejarContractNumber: arabicDigits, ejarRegisteredOn: fromToday(95) });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({
      ejarContractNumber: number,
      ejarRegisteredOn: fromToday(95),
      renewedFromId: contract.id,
    });
    // The renewed contract keeps its own registration.
    const old = (await manager.get<EstateContract>(`/api/estate/contracts/${contract.id}`)).body;
    expect(old.ejarContractNumber).not.toBe(number);
  });

  describe('the Riyadh rent freeze', () => {
    /** A first contract of a new unit in `city` for 2027, at 3,000 a month. */
    async function firstContract(city: string) {
      const made = await portfolio(manager);
      const property = await makeProperty(manager, made.owner.id, { city });
      const unit = await makeUnit(manager, property.id);
      const contract = await makeContract(manager, {
        unitId: unit.id,
        tenantId: made.tenant.id,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        rentAmount: 3000,
        securityDeposit: 6000,
        paymentFrequency: 'monthly',
      });
      return { ...made, property, unit, contract };
    }

    it('refuses a renewal above the last rent with the rule and the maximum; takes it at the same rent', async () => {
      const { contract, unit, tenant } = await firstContract('riyadh');
      const above = await manager.post(`/api/estate/contracts/${contract.id}/renew`, {
        endDate: '2028-12-31',
        rentAmount: 3300,
      });
      expect(refusalOf(above)).toEqual({ status: 422, code: 'RENT_ABOVE_FROZEN' });
      const details = (above.body as { details: RentAboveFrozen }).details;
      expect(details).toMatchObject({
        rule: 'riyadh-rent-freeze-2025',
        maximum: 3000,
        lastContractNumber: contract.contractNumber,
        field: 'rentAmount',
      });
      expect(details.message.en).toMatch(/Riyadh rent freeze/);
      expect(details.message.en).toMatch(/3,000/);
      expect(details.message.ar).toContain('تجميد الإيجارات في الرياض');

      const limit = await manager.get<RentLimit>(
        `/api/estate/lease-rules/rent-limit?unitId=${unit.id}&startDate=2028-01-01`,
      );
      expect(limit.body).toMatchObject({ maximum: 3000, rule: { code: 'riyadh-rent-freeze-2025' } });

      const equal = await manager.post<EstateContract>(`/api/estate/contracts/${contract.id}/renew`, {
        endDate: '2028-12-31',
      });
      expect(equal.status).toBe(201);
      expect(equal.body.rentAmount).toBe(3000);
      // Raising the renewal's rent afterwards is refused the same way.
      expect(refusalOf(await manager.patch(`/api/estate/contracts/${equal.body.id}`, { rentAmount: 3100 }))).toEqual({
        status: 422,
        code: 'RENT_ABOVE_FROZEN',
      });
      // A new contract of the unit later (another tenant) is held to the same last rent, lower is fine.
      const next = { unitId: unit.id, tenantId: tenant.id, startDate: '2029-01-01', endDate: '2029-12-31' };
      const terms = { securityDeposit: 0, paymentFrequency: 'monthly' };
      expect(refusalOf(await manager.post('/api/estate/contracts', { ...next, ...terms, rentAmount: 3001 }))).toEqual({
        status: 422,
        code: 'RENT_ABOVE_FROZEN',
      });
      expect((await manager.post('/api/estate/contracts', { ...next, ...terms, rentAmount: 2900 })).status).toBe(201);
    });

    it('refuses an imported contract above the last rent as the route does, counting a renewal earlier in the file', async () => {
      const { contract, property, unit, owner, tenant } = await firstContract('riyadh');
      // A name of its own (the owner's other property has the same one).
      const title = `عمارة التجميد ${contract.contractNumber}`;
      await app.database.query(`UPDATE estate_properties SET title = $2 WHERE id = $1`, [property.id, title]);
      const header =
        'property,ownerNationalId,unitNumber,tenantNationalId,startDate,endDate,rentAmount,securityDeposit,paymentFrequency';
      const line = (start: string, end: string, rent: number) =>
        [title, owner.nationalId, unit.unitNumber, tenant.nationalId, start, end, rent, 0, 'monthly'].join(',');
      // Above the recorded contract's 3,000, and a renewal in the file at 2,800 followed by one above that.
      const file = [
        header,
        line('2028-01-01', '2028-12-31', 3_300),
        line('2029-01-01', '2029-12-31', 2_800),
        line('2030-01-01', '2030-06-30', 2_900),
      ].join('\r\n');
      const dryRun = await importFile(manager, 'contracts', 'dry-run', file);
      expect(dryRun.status).toBe(200);
      expect(dryRun.body).toMatchObject({ totalRows: 3, validRows: 1, invalidRows: 2 });
      const refused = dryRun.body.errors.filter((error) => error.code === 'RENT_ABOVE_FROZEN');
      expect(refused.map((error) => [error.row, error.field])).toEqual([
        [1, 'rentAmount'],
        [3, 'rentAmount'],
      ]);
      expect(refused[0]!.message.en).toMatch(/Riyadh rent freeze.*3,000/);
      expect(refused[0]!.message.en).toContain(contract.contractNumber);
      expect(refused[1]!.message.en).toMatch(/2,800/);
      expect(refused[0]!.message.ar).toContain('تجميد الإيجارات في الرياض');
      // Committed: the row within the limit only.
      const committed = await importFile(manager, 'contracts', 'commit', file);
      expect(committed.body).toMatchObject({ imported: 1 });
      const rows = await app.database.query<{ rent_amount: string }>(
        `SELECT rent_amount FROM estate_contracts WHERE unit_id = $1 ORDER BY start_date`,
        [unit.id],
      );
      expect(rows.map((row) => Number(row.rent_amount))).toEqual([3_000, 2_800]);
    });

    it('matches the city written in Arabic too', async () => {
      const { contract, property } = await firstContract('riyadh');
      await app.database.query(`UPDATE estate_properties SET city = 'الرياض' WHERE id = $1`, [property.id]);
      const above = await manager.post(`/api/estate/contracts/${contract.id}/renew`, {
        endDate: '2028-12-31',
        rentAmount: 3500,
      });
      expect(refusalOf(above)).toEqual({ status: 422, code: 'RENT_ABOVE_FROZEN' });
    });

    it('does not limit a unit outside Riyadh, nor a unit with no earlier contract', async () => {
      const jeddah = await firstContract('jeddah');
      const renewed = await manager.post<EstateContract>(`/api/estate/contracts/${jeddah.contract.id}/renew`, {
        endDate: '2028-12-31',
        rentAmount: 4000,
      });
      expect(renewed.status).toBe(201);
      const limit = await manager.get<RentLimit>(
        `/api/estate/lease-rules/rent-limit?unitId=${jeddah.unit.id}&startDate=2028-01-01`,
      );
      expect(limit.body).toEqual({ rule: null, maximum: null, lastContractNumber: null });

      // A Riyadh unit let for the first time: any rent.
      const made = await portfolio(manager);
      const property = await makeProperty(manager, made.owner.id, { city: 'riyadh' });
      const unit = await makeUnit(manager, property.id);
      const first = await manager.post<EstateContract>('/api/estate/contracts', {
        unitId: unit.id,
        tenantId: made.tenant.id,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        rentAmount: 9000,
        securityDeposit: 0,
        paymentFrequency: 'monthly',
      });
      expect(first.status).toBe(201);
    });

    it('seeds its renewals under the rule: none in Riyadh above the unit’s last rent, elsewhere 5% dearer', async () => {
      const seeded = await app.database.query<{
        id: string;
        unit_id: string;
        start_date: string;
        rent_amount: string;
        last_rent: string;
        city: string;
      }>(
        `SELECT r.id, r.unit_id, r.start_date::text AS start_date, r.rent_amount, c.rent_amount AS last_rent, p.city
           FROM estate_contracts r
           JOIN estate_contracts c ON c.id = r.renewed_from_id
           JOIN estate_properties p ON p.id = r.property_id
          WHERE r.created_by IS NULL -- written by the seed: the API audits the contracts it makes
            AND NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.target_id = r.id::text)`,
      );
      const riyadh = seeded.filter((row) => row.city === 'riyadh');
      expect(riyadh.length).toBeGreaterThan(0);
      for (const row of riyadh) {
        // The rule the renew screen reads covers it, and its rent is within the maximum the rule allows.
        const limit = await manager.get<RentLimit>(
          `/api/estate/lease-rules/rent-limit?unitId=${row.unit_id}&startDate=${row.start_date}&contractId=${row.id}`,
        );
        expect(limit.body.rule?.code).toBe('riyadh-rent-freeze-2025');
        expect(Number(row.rent_amount)).toBeLessThanOrEqual(limit.body.maximum!);
        expect(Number(row.rent_amount)).toBeLessThanOrEqual(Number(row.last_rent));
      }
      // Outside a rule the seed's renewals are dearer, so the check above reads the rule, not equal rents.
      const elsewhere = seeded.filter((row) => row.city !== 'riyadh');
      expect(elsewhere.some((row) => Number(row.rent_amount) > Number(row.last_rent))).toBe(true);
    });

    it('lets the automatic renewal of a Riyadh contract through: it keeps the rent', async () => {
      const { contract } = await contractEnding(fromToday(0), { city: 'riyadh' });
      await run();
      const renewals = await renewalsOf(contract.id);
      expect(renewals).toHaveLength(1);
      expect(Number(renewals[0]!.rent_amount)).toBe(3000);
    });
  });
  describe('the rules as an admin changes them', () => {
    const settingsPath = '/api/estate/lease-rules/settings';
    const rulesPath = '/api/estate/lease-rules/rent-rules';

    it('lets an admin change the settings, each field checked and audited; other roles are refused', async () => {
      try {
        for (const client of [manager, accountant, await signInAs(app.baseUrl, 'manager')]) {
          expect(refusalOf(await client.patch(settingsPath, { noticeDays: 30 }))).toEqual({
            status: 403,
            code: 'FORBIDDEN',
          });
        }
        const bad = await admin.patch(settingsPath, {
          noticeDays: 400,
          reminderDays: [30, 30],
          renewalCatchUpDays: -1,
          source: '  ',
          sourceUrl: 'ftp://example.sa',
          ejarSadadBiller: '15a',
          ejarInvoiceTypes: [],
          ejarRentSince: '2024-02-30',
        });
        expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
        expect(invalidFields(bad.body)).toEqual([
          'ejarInvoiceTypes',
          'ejarRentSince',
          'ejarSadadBiller',
          'noticeDays',
          'reminderDays',
          'renewalCatchUpDays',
          'source',
          'sourceUrl',
        ]);
        expect((await accountant.get<LeaseRules>('/api/estate/lease-rules')).body.settings.noticeDays).toBe(60);

        const changed = await admin.patch<LeaseRules>(settingsPath, {
          noticeDays: 45,
          reminderDays: [14, 120, 45],
          source: 'Ejar (changed by the admin for a test): 45 days',
          ejarSadadBiller: '154',
        });
        expect(changed.status).toBe(200);
        expect(changed.body.settings).toMatchObject({
          noticeDays: 45,
          reminderDays: [120, 45, 14],
          autoRenew: true,
          source: 'Ejar (changed by the admin for a test): 45 days',
        });
        expect(changed.body.ejarRule.sadadBiller).toBe('154');
        const [audited] = await app.database.query<{ description: string }>(
          `SELECT description FROM audit_logs WHERE action = 'estate_lease_settings.update' ORDER BY created_at DESC LIMIT 1`,
        );
        expect(audited?.description).toContain('noticeDays: 60 → 45');

        // The rules follow the stored window: a notice 50 days before the end is now in time.
        const { contract } = await contractEnding(fromToday(50));
        expect((await notice(manager, contract.id)).status).toBe(201);
      } finally {
        await app.database.query(
          `UPDATE estate_lease_settings SET notice_days = 60, reminder_days = '{90,60,30}', ejar_sadad_biller = '153',
                  source = 'Ejar: a lease renews automatically unless either party gives notice at least 60 days before its end; a contract can be renewed from 60 days before it ends to 120 days after.'
            WHERE id = 1`,
        );
      }
    });

    it('lets an admin add, change and remove a rent rule, each keeping its source; other roles are refused', async () => {
      const code = `jeddah-test-freeze-${Date.now()}`;
      const input = {
        code,
        city: 'جدة',
        unitTypes: ['apartment'],
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
        limit: 'freeze_last_rent',
        nameAr: 'تجميد تجريبي في جدة',
        nameEn: 'Jeddah test freeze',
        source: 'A test rule with its source text',
        sourceUrl: 'https://example.sa/rule',
      };
      expect(refusalOf(await manager.post(rulesPath, input))).toEqual({ status: 403, code: 'FORBIDDEN' });
      const bad = await admin.post(rulesPath, {
        ...input,
        code: 'Not A Code',
        city: 'Atlantis',
        unitTypes: ['castle'],
        source: '',
        limit: 'cap',
      });
      expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(bad.body)).toEqual(['city', 'code', 'limit', 'source', 'unitTypes']);
      const backwards = await admin.post(rulesPath, { ...input, validTo: '2026-12-31' });
      expect(refusalOf(backwards)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(backwards.body)).toEqual(['validTo']);

      const created = await admin.post<RentRule>(rulesPath, input);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ code, city: 'jeddah', unitTypes: ['apartment'], source: input.source });
      const taken = await admin.post(rulesPath, input);
      expect(refusalOf(taken)).toEqual({ status: 409, code: 'RENT_RULE_CODE_TAKEN' });
      expect((taken.body as { details: { message: { ar: string } } }).details.message.ar).toContain(code);

      // It applies at once: a Jeddah apartment's renewal in 2027 is held to its last rent.
      const made = await portfolio(manager);
      const property = await makeProperty(manager, made.owner.id, { city: 'jeddah' });
      const unit = await makeUnit(manager, property.id, { unitType: 'apartment' });
      const first = await makeContract(manager, {
        unitId: unit.id,
        tenantId: made.tenant.id,
        startDate: '2026-12-01',
        endDate: '2027-02-28',
        rentAmount: 3000,
        securityDeposit: 0,
        paymentFrequency: 'monthly',
      });
      const above = await manager.post(`/api/estate/contracts/${first.id}/renew`, {
        endDate: '2027-12-31',
        rentAmount: 3100,
      });
      expect(refusalOf(above)).toEqual({ status: 422, code: 'RENT_ABOVE_FROZEN' });

      expect(refusalOf(await admin.patch(`${rulesPath}/${created.body.id}`, { source: ' ' }))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      const changed = await admin.patch<RentRule>(`${rulesPath}/${created.body.id}`, {
        validTo: null,
        source: 'The test rule, its source changed',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ validTo: null, source: 'The test rule, its source changed' });
      expect(refusalOf(await accountant.delete(`${rulesPath}/${created.body.id}`))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect((await admin.delete(`${rulesPath}/${created.body.id}`)).status).toBe(204);
      expect(refusalOf(await admin.delete(`${rulesPath}/${created.body.id}`))).toEqual({
        status: 404,
        code: 'RENT_RULE_NOT_FOUND',
      });
      const actions = await app.database.query<{ action: string }>(
        `SELECT action FROM audit_logs WHERE target_id = $1 ORDER BY created_at`,
        [created.body.id],
      );
      expect(actions.map((row) => row.action)).toEqual([
        'estate_rent_rule.create',
        'estate_rent_rule.update',
        'estate_rent_rule.delete',
      ]);
    });
  });
});
