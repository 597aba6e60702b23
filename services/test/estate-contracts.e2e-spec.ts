import {
  addDays,
  type ApiErrorBody,
  type AuditLogPage,
  type ContractInvoices,
  type ContractSummary,
  type EstateContract,
  type EstateList,
  type EstatePartyLocked,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
  type PaymentInvoiceDetail,
} from '@estate/contracts';
import { ApiClient, readRefusal, refusalOf, signInAs } from './support/auth.js';
import {
  fromToday,
  invalidFields,
  makeAccount,
  makeContract,
  makeTenant,
  makeUnit,
  portfolio,
} from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';
import { CONTRACT_TOTALS_BACKFILL } from '../src/migrations/1796400000000-contract-invoice-totals.js';
import { newUpload, PDF, PNG, putObject } from './support/uploads.js';

describe('estate contracts and their invoices', () => {
  let app: TestApp;
  let manager: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
  });
  afterAll(() => app?.stop());

  const invoicesOf = async (id: string, all = false) =>
    (await manager.get<ContractInvoices>(`/api/estate/contracts/${id}/invoices${all ? '?includeCancelled=true' : ''}`))
      .body;
  const get = async <T>(path: string) => (await manager.get<T>(path)).body;
  const terms = (unitId: string, tenantId: string, overrides: Record<string, unknown> = {}) => ({
    unitId,
    tenantId,
    startDate: fromToday(-30),
    endDate: fromToday(334),
    rentAmount: 3000,
    securityDeposit: 6000,
    paymentFrequency: 'monthly' as const,
    ...overrides,
  });

  it('numbers a contract CNT-<start year>-<number> when none is given, one after the other', async () => {
    const { unit, tenant } = await portfolio(manager);
    const second = await makeUnit(manager, unit.propertyId);
    const first = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: '2033-01-01', endDate: '2033-12-31' }),
    );
    const next = await makeContract(
      manager,
      terms(second.id, tenant.id, { startDate: '2033-03-01', endDate: '2034-02-28' }),
    );
    expect([first.contractNumber, next.contractNumber]).toEqual(['CNT-2033-0001', 'CNT-2033-0002']);

    // A number typed in lower case or Arabic-Indic digits is stored in the pattern; a taken one is refused.
    const third = await makeUnit(manager, unit.propertyId);
    const typed = await manager.post<EstateContract>(
      '/api/estate/contracts',
      terms(third.id, tenant.id, { contractNumber: 'cnt-٢٠٣٣-٠٠٤٥', startDate: '2033-01-01', endDate: '2033-06-30' }),
    );
    expect(typed.status).toBe(201);
    expect(typed.body.contractNumber).toBe('CNT-2033-0045');
    const taken = await manager.post(
      '/api/estate/contracts',
      terms(third.id, tenant.id, {
        contractNumber: 'CNT-2033-0045',
        startDate: '2034-01-01',
        endDate: '2034-06-30',
      }),
    );
    expect(refusalOf(taken)).toEqual({ status: 409, code: 'CONTRACT_NUMBER_TAKEN' });
    // The next generated number follows the highest of the year.
    const fourth = await makeUnit(manager, unit.propertyId);
    const after = await makeContract(
      manager,
      terms(fourth.id, tenant.id, { startDate: '2033-05-01', endDate: '2033-12-31' }),
    );
    expect(after.contractNumber).toBe('CNT-2033-0046');
    const malformed = await manager.post(
      '/api/estate/contracts',
      terms(fourth.id, tenant.id, { contractNumber: 'C-1' }),
    );
    expect(refusalOf(malformed)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(malformed.body)).toEqual(['contractNumber']);
  });

  it('refuses dates out of order, negative amounts and records that do not fit, naming the field', async () => {
    const { unit, tenant, owner } = await portfolio(manager);
    const backwards = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { endDate: fromToday(-31) }),
    );
    expect(refusalOf(backwards)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(backwards.body)).toEqual(['endDate']);
    const sameDay = await manager.post('/api/estate/contracts', terms(unit.id, tenant.id, { endDate: fromToday(-30) }));
    expect(invalidFields(sameDay.body)).toEqual(['endDate']);

    const negative = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { rentAmount: -1, securityDeposit: -5, startDate: '2031-02-30' }),
    );
    expect(refusalOf(negative)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(negative.body)).toEqual(['rentAmount', 'securityDeposit', 'startDate']);

    // A rent must be more than 0: 0 and −100 are refused naming the rent (never turned into 0 and saved); a deposit
    // of 0 is none.
    for (const rentAmount of [0, -100]) {
      const noRent = await manager.post('/api/estate/contracts', terms(unit.id, tenant.id, { rentAmount }));
      expect(refusalOf(noRent)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(noRent.body)).toEqual(['rentAmount']);
    }
    const zeroRent = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { rentAmount: 0, securityDeposit: 0 }),
    );
    expect((zeroRent.body as ApiErrorBody).details).toEqual([
      { field: 'rentAmount', messages: ['rentAmount must be more than 0'], code: 'AMOUNT_NOT_POSITIVE' },
    ]);

    const unknownUnit = await manager.post(
      '/api/estate/contracts',
      terms('00000000-0000-4000-8000-000000000000', tenant.id),
    );
    expect(refusalOf(unknownUnit)).toEqual({ status: 400, code: 'ESTATE_RECORD_NOT_FOUND' });
    expect(invalidFields(unknownUnit.body)).toEqual(['unitId']);
    const unknownTenant = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, '00000000-0000-4000-8000-000000000000'),
    );
    expect(refusalOf(unknownTenant)).toEqual({ status: 400, code: 'ESTATE_RECORD_NOT_FOUND' });

    const other = await portfolio(manager);
    const wrongProperty = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { propertyId: other.property.id }),
    );
    expect(refusalOf(wrongProperty)).toEqual({ status: 400, code: 'ESTATE_RECORD_MISMATCH' });
    expect(invalidFields(wrongProperty.body)).toEqual(['propertyId']);
    const wrongOwner = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { ownerId: other.owner.id }),
    );
    expect(invalidFields(wrongOwner.body)).toEqual(['ownerId']);

    // The owner defaults to the property's.
    const made = await makeContract(manager, terms(unit.id, tenant.id));
    expect(made).toMatchObject({ ownerId: owner.id, propertyId: unit.propertyId, status: 'active' });
  });

  it('keeps two contracts off one unit on the same days, naming the one that holds it', async () => {
    const { unit, tenant } = await portfolio(manager);
    const held = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: '2032-01-01', endDate: '2032-12-31' }),
    );
    const overlapping = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { startDate: '2032-12-31', endDate: '2033-06-30' }),
    );
    expect(refusalOf(overlapping)).toEqual({ status: 409, code: 'CONTRACT_OVERLAP' });
    expect(overlapping.body).toMatchObject({
      details: {
        contractId: held.id,
        contractNumber: held.contractNumber,
        startDate: '2032-01-01',
        endDate: '2032-12-31',
      },
    });
    const inside = await manager.post(
      '/api/estate/contracts',
      terms(unit.id, tenant.id, { startDate: '2032-03-01', endDate: '2032-04-30' }),
    );
    expect(refusalOf(inside)).toEqual({ status: 409, code: 'CONTRACT_OVERLAP' });
    // From the day after, the unit is free; moving a contract onto taken days is refused too.
    const next = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: '2033-01-01', endDate: '2033-12-31' }),
    );
    const moved = await manager.patch(`/api/estate/contracts/${next.id}`, { startDate: '2032-06-01' });
    expect(refusalOf(moved)).toEqual({ status: 409, code: 'CONTRACT_OVERLAP' });
  });

  it('reads statuses from the clock: pending, active, expired; the unit and property follow', async () => {
    const { unit, tenant, property } = await portfolio(manager, { rentPrice: 4000 });
    const pending = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: fromToday(40), endDate: fromToday(400) }),
    );
    expect(pending).toMatchObject({ status: 'pending', daysToExpiry: 400 });
    expect(await get<EstateUnit>(`/api/estate/units/${unit.id}`)).toMatchObject({
      status: 'reserved',
      contract: { id: pending.id, status: 'pending' },
    });

    const expired = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: fromToday(-400), endDate: fromToday(-35) }),
    );
    expect(expired).toMatchObject({ status: 'expired', daysToExpiry: -35 });

    const active = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: fromToday(-34), endDate: fromToday(10), rentAmount: 4200 }),
    );
    expect(active).toMatchObject({ status: 'active', daysToExpiry: 10, durationMonths: 1 });
    expect(await get<EstateUnit>(`/api/estate/units/${unit.id}`)).toMatchObject({
      status: 'occupied',
      contract: { id: active.id, tenantId: tenant.id, tenantName: tenant.name, endDate: fromToday(10) },
    });
    expect(await get<EstateProperty>(`/api/estate/properties/${property.id}`)).toMatchObject({
      totalUnits: 1,
      occupiedUnits: 1,
      vacantUnits: 0,
      occupancyRate: 100,
      monthlyIncome: 4200,
      annualYield: Math.round(((4200 * 12) / 4_800_000) * 1000) / 10,
    });
    expect(await get<EstateTenant>(`/api/estate/tenants/${tenant.id}`)).toMatchObject({
      status: 'active',
      rentAmount: 4200,
      contract: { id: active.id },
      contractsCount: 3,
    });

    // The tabs: expiring soon holds it (0 < 10 <= 30), expired the old one, the status filter each.
    const list = async (query: string) =>
      (await get<EstateList<EstateContract>>(`/api/estate/contracts?unitId=${unit.id}&${query}`)).items.map(
        (c) => c.id,
      );
    expect(await list('tab=expiring')).toEqual([active.id]);
    expect(await list('tab=expired')).toEqual([expired.id]);
    expect(await list('status=pending')).toEqual([pending.id]);
    expect(await list('sort=startDate&order=asc')).toEqual([expired.id, active.id, pending.id]);
    const summary = await get<ContractSummary>(`/api/estate/contracts/summary?unitId=${unit.id}`);
    expect(summary).toMatchObject({ totalContracts: 3, activeContracts: 1, expiringSoon: 1 });
    expect(summary.activeContractsValue).toBe(
      (await get<EstateContract>(`/api/estate/contracts/${active.id}`)).totalValue,
    );
  });

  it('values the active contracts at their rent invoices not cancelled, through a cancellation and an edit', async () => {
    const accountant = await signInAs(app.baseUrl, 'accountant');
    const { unit, tenant, owner } = await portfolio(manager);
    const active = await makeContract(manager, terms(unit.id, tenant.id));
    const second = await portfolio(manager);
    const otherActive = await makeContract(manager, terms(second.unit.id, second.tenant.id, { rentAmount: 2500 }));
    const later = await makeUnit(manager, second.property.id);
    await makeContract(
      manager,
      terms(later.id, second.tenant.id, { startDate: fromToday(40), endDate: fromToday(400), rentAmount: 9000 }),
    );
    // The figure the cards must show: the rent invoices not cancelled of the active contracts, as their screens list.
    const rentBilled = async (contractIds: string[]) => {
      let sum = 0;
      for (const id of contractIds) {
        for (const invoice of (await invoicesOf(id, true)).items) {
          if (invoice.type === 'rent' && invoice.status !== 'cancelled') sum += invoice.totalAmount;
        }
      }
      return Math.round(sum * 100) / 100;
    };
    const valueOf = async (query: string) =>
      (await get<ContractSummary>(`/api/estate/contracts/summary?${query}`)).activeContractsValue;

    expect([active.status, otherActive.status]).toEqual(['active', 'active']);
    const initially = await rentBilled([active.id]);
    expect(initially).toBeGreaterThan(0);
    expect(await valueOf(`unitId=${unit.id}`)).toBe(initially);
    // The owner's pending contract on another unit is not counted.
    expect(await valueOf(`ownerId=${second.owner.id}`)).toBe(await rentBilled([otherActive.id]));

    const [cancelled, edited] = (await invoicesOf(active.id)).items.filter(
      (invoice) => invoice.type === 'rent' && invoice.status === 'pending',
    );
    expect((await accountant.delete(`/api/estate/invoices/${cancelled!.id}`)).status).toBe(204);
    const afterCancel = await rentBilled([active.id]);
    expect(afterCancel).toBe(Math.round((initially - cancelled!.totalAmount) * 100) / 100);
    expect(await valueOf(`ownerId=${owner.id}`)).toBe(afterCancel);

    const patched = await accountant.patch<PaymentInvoiceDetail>(`/api/estate/invoices/${edited!.id}`, {
      netAmount: 1234.5,
      dueDate: edited!.dueDate,
      notes: null,
    });
    expect(patched.status).toBe(200);
    const afterEdit = await rentBilled([active.id]);
    expect(afterEdit).not.toBe(afterCancel);
    expect(await valueOf(`unitId=${unit.id}`)).toBe(afterEdit);

    // What the trigger kept over every write of this suite, then the migration's backfill, each against a fresh sum.
    const drift = () =>
      app.database.query<{ contract_id: string }>(
        `SELECT coalesce(t.contract_id, f.contract_id) AS contract_id
           FROM estate_contract_totals t
           FULL JOIN (SELECT contract_id, sum(total_amount) AS rent_total FROM estate_invoices
                       WHERE type = 'rent' AND status <> 'cancelled' GROUP BY contract_id) f
             ON f.contract_id = t.contract_id
          WHERE coalesce(t.rent_total, 0) <> coalesce(f.rent_total, 0)`,
      );
    expect(await drift()).toEqual([]);
    await app.database.query(`UPDATE estate_contract_totals SET rent_total = rent_total + 1 WHERE contract_id = $1`, [
      active.id,
    ]);
    expect(await drift()).toEqual([{ contract_id: active.id }]);
    await app.database.query(CONTRACT_TOTALS_BACKFILL);
    expect(await drift()).toEqual([]);
    expect(await valueOf(`unitId=${unit.id}`)).toBe(afterEdit);
  });

  it('finds contracts by their number (whole, its start or a part), tenant or owner name and unit number', async () => {
    const { unit, tenant, owner } = await portfolio(manager);
    const token = `zircon${Date.now().toString(36)}`;
    const named = await makeTenant(manager, { nameEn: `Reem ${token}` });
    const other = await makeUnit(manager, unit.propertyId, { unitNumber: `${token}-7` });
    const first = await makeContract(manager, terms(unit.id, named.id));
    const second = await makeContract(manager, terms(other.id, tenant.id));
    const found = async (q: string) =>
      (
        await get<EstateList<EstateContract>>(
          `/api/estate/contracts?propertyId=${unit.propertyId}&sort=contractNumber&order=asc&q=${encodeURIComponent(q)}`,
        )
      ).items.map((c) => c.id);
    expect(await found(first.contractNumber)).toEqual([first.id]);
    expect(await found(first.contractNumber.toLowerCase())).toEqual([first.id]);
    expect(await found(first.contractNumber.slice(1))).toEqual([first.id]);
    expect(await found(second.contractNumber.slice(-6))).toEqual([second.id]);
    expect(await found('CNT-')).toEqual([first.id, second.id]);
    expect(await found(token)).toEqual([first.id, second.id]);
    expect(await found(`Reem ${token}`)).toEqual([first.id]);
    expect(await found(`${token}-7`)).toEqual([second.id]);
    expect(await found(owner.name)).toEqual([first.id, second.id]);
    expect(await found(`C${token}`)).toEqual([]);
  });

  it('bills a commercial unit quarterly with 15% VAT, a prorated last quarter and the deposit apart', async () => {
    const { unit, tenant } = await portfolio(manager, { unitType: 'shop', bedrooms: null });
    const contract = await makeContract(
      manager,
      terms(unit.id, tenant.id, {
        startDate: '2031-01-01',
        endDate: '2031-11-15',
        rentAmount: 10_000,
        securityDeposit: 20_000,
        paymentFrequency: 'quarterly',
      }),
    );
    expect(contract.vatPercent).toBe(15);
    const { items, totals } = await invoicesOf(contract.id);
    expect(
      items.map((i) => [
        i.type,
        i.periodStart,
        i.periodEnd,
        i.dueDate,
        i.netAmount,
        i.vatAmount,
        i.totalAmount,
        i.prorated,
      ]),
    ).toEqual([
      ['deposit', null, null, '2031-01-01', 20_000, 0, 20_000, false],
      ['rent', '2031-01-01', '2031-03-31', '2031-01-01', 30_000, 4500, 34_500, false],
      ['rent', '2031-04-01', '2031-06-30', '2031-04-01', 30_000, 4500, 34_500, false],
      ['rent', '2031-07-01', '2031-09-30', '2031-07-01', 30_000, 4500, 34_500, false],
      // 1 October to 15 November: 46 of the quarter's 92 days.
      ['rent', '2031-10-01', '2031-11-15', '2031-10-01', 15_000, 2250, 17_250, true],
    ]);
    expect(items.every((i) => i.status === 'pending' && /^INV-2031-\d{6}$/.test(i.invoiceNumber))).toBe(true);
    expect(totals).toMatchObject({
      netAmount: 125_000,
      vatAmount: 15_750,
      totalAmount: 140_750,
      paid: 0,
      outstanding: 0,
    });
    expect((await get<EstateContract>(`/api/estate/contracts/${contract.id}`)).totalValue).toBe(120_750);
  });

  it.each([
    ['monthly', 12, 3000, '2031-12-01', Math.round(((3000 * 15) / 31) * 100) / 100],
    ['quarterly', 4, 9000, '2031-10-01', Math.round(((9000 * 76) / 92) * 100) / 100],
    ['semi_annual', 2, 18_000, '2031-07-01', Math.round(((18_000 * 168) / 184) * 100) / 100],
    ['yearly', 1, 36_000, '2031-01-01', Math.round(((36_000 * 349) / 365) * 100) / 100],
  ] as const)(
    'bills a residential unit %s in %i periods without VAT, the last one by days',
    async (frequency, count, full, lastStart, last) => {
      const { unit, tenant } = await portfolio(manager);
      const contract = await makeContract(
        manager,
        terms(unit.id, tenant.id, {
          startDate: '2031-01-01',
          endDate: '2031-12-15',
          paymentFrequency: frequency,
          securityDeposit: 0,
        }),
      );
      const { items } = await invoicesOf(contract.id);
      expect(items).toHaveLength(count);
      expect(items.every((i) => i.type === 'rent' && i.vatAmount === 0 && i.vatPercent === 0)).toBe(true);
      expect(items.slice(0, -1).every((i) => i.netAmount === full && !i.prorated)).toBe(true);
      expect(items.at(-1)).toMatchObject({
        periodStart: lastStart,
        periodEnd: '2031-12-15',
        netAmount: last,
        totalAmount: last,
        prorated: true,
      });
    },
  );

  it('re-issues only the unpaid invoices of future periods when the money terms change', async () => {
    const { unit, tenant } = await portfolio(manager);
    const contract = await makeContract(
      manager,
      terms(unit.id, tenant.id, {
        startDate: fromToday(-45),
        endDate: fromToday(320),
        rentAmount: 2000,
        securityDeposit: 4000,
      }),
    );
    const before = (await invoicesOf(contract.id)).items;
    const rents = before.filter((i) => i.type === 'rent');
    // A future period paid ahead stays; so do the periods already begun.
    const prepaid = rents.find((i) => i.periodStart! > fromToday(40))!;
    await app.database.query(`UPDATE estate_invoices SET status = 'paid', paid_at = now() WHERE id = $1`, [prepaid.id]);
    const begun = rents.filter((i) => i.periodStart! <= fromToday(0));
    expect(begun.length).toBeGreaterThanOrEqual(2);

    const saved = await manager.patch<EstateContract>(`/api/estate/contracts/${contract.id}`, {
      rentAmount: 2500,
      securityDeposit: 5000,
    });
    expect(saved.status).toBe(200);
    const after = await invoicesOf(contract.id, true);
    const byId = new Map(after.items.map((i) => [i.id, i]));
    for (const invoice of begun)
      expect(byId.get(invoice.id)).toMatchObject({ netAmount: 2000, status: invoice.status });
    expect(byId.get(prepaid.id)).toMatchObject({ netAmount: 2000, status: 'paid' });
    const future = rents.filter((i) => i.periodStart! > fromToday(0) && i.id !== prepaid.id);
    for (const invoice of future) expect(byId.get(invoice.id)!.status).toBe('cancelled');
    // The new invoices bill the days no kept invoice bills, at the new rent: the term is billed once, day by day.
    const live = after.items.filter((i) => i.type === 'rent' && i.status !== 'cancelled');
    const issued = live.filter((i) => !rents.some((r) => r.id === i.id));
    expect(issued.length).toBe(future.length);
    expect(issued.every((i) => i.netAmount === 2500 || i.prorated)).toBe(true);
    const ordered = [...live].sort((a, b) => a.periodStart!.localeCompare(b.periodStart!));
    expect(ordered[0]!.periodStart).toBe(fromToday(-45));
    expect(ordered.at(-1)!.periodEnd).toBe(fromToday(320));
    ordered.slice(1).forEach((invoice, index) => {
      expect(invoice.periodStart).toBe(addDays(ordered[index]!.periodEnd!, 1));
    });
    // The unpaid deposit is issued again at the new amount.
    const deposits = after.items.filter((i) => i.type === 'deposit');
    expect(deposits.map((i) => [i.netAmount, i.status]).sort()).toEqual([
      [4000, 'cancelled'],
      [5000, 'overdue'],
    ]);
    // Notes alone re-issue nothing.
    const counted = after.items.length;
    await manager.patch(`/api/estate/contracts/${contract.id}`, { notes: 'تم التواصل مع المستأجر' });
    expect((await invoicesOf(contract.id, true)).items).toHaveLength(counted);
  });

  it('terminates a contract: the unit is free, its unpaid invoices from that day are cancelled', async () => {
    const { unit, tenant } = await portfolio(manager);
    const contract = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: fromToday(-60), endDate: fromToday(300) }),
    );
    const before = (await invoicesOf(contract.id)).items;
    const paid = before.find((i) => i.type === 'rent')!;
    await app.database.query(`UPDATE estate_invoices SET status = 'paid', paid_at = now() WHERE id = $1`, [paid.id]);

    const future = await manager.post(`/api/estate/contracts/${contract.id}/terminate`, {
      terminationDate: fromToday(1),
    });
    expect(refusalOf(future)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    const ended = await manager.post<EstateContract>(`/api/estate/contracts/${contract.id}/terminate`, {
      terminationDate: fromToday(-5),
      reason: 'إخلاء بالتراضي',
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      status: 'terminated',
      terminationDate: fromToday(-5),
      terminationReason: 'إخلاء بالتراضي',
    });
    expect((await get<EstateUnit>(`/api/estate/units/${unit.id}`)).status).toBe('vacant');
    const after = new Map((await invoicesOf(contract.id, true)).items.map((i) => [i.id, i]));
    expect(after.get(paid.id)!.status).toBe('paid');
    for (const invoice of before) {
      if (invoice.id === paid.id) continue;
      expect(after.get(invoice.id)!.status).toBe(invoice.dueDate >= fromToday(-5) ? 'cancelled' : 'overdue');
    }
    expect(refusalOf(await manager.post(`/api/estate/contracts/${contract.id}/terminate`, {}))).toEqual({
      status: 409,
      code: 'CONTRACT_CLOSED',
    });
    expect(refusalOf(await manager.patch(`/api/estate/contracts/${contract.id}`, { rentAmount: 1 }))).toEqual({
      status: 409,
      code: 'CONTRACT_CLOSED',
    });
    expect((await manager.patch(`/api/estate/contracts/${contract.id}`, { notes: 'أغلق الملف' })).status).toBe(200);
    // The unit takes a new contract from the termination day.
    expect(
      (await manager.post('/api/estate/contracts', terms(unit.id, tenant.id, { startDate: fromToday(-5) }))).status,
    ).toBe(201);
  });

  it('renews into a linked contract from the day after, billing only the deposit it adds', async () => {
    const { unit, tenant } = await portfolio(manager);
    const contract = await makeContract(
      manager,
      terms(unit.id, tenant.id, { startDate: fromToday(-300), endDate: fromToday(20), securityDeposit: 6000 }),
    );
    const renewal = await manager.post<EstateContract>(`/api/estate/contracts/${contract.id}/renew`, {
      endDate: fromToday(385),
      rentAmount: 3150,
      securityDeposit: 6300,
    });
    expect(renewal.status).toBe(201);
    expect(renewal.body).toMatchObject({
      startDate: fromToday(21),
      endDate: fromToday(385),
      renewedFromId: contract.id,
      isRenewal: true,
      status: 'pending',
      rentAmount: 3150,
      paymentFrequency: 'monthly',
      unitId: unit.id,
      tenantId: tenant.id,
    });
    expect((await get<EstateContract>(`/api/estate/contracts/${contract.id}`)).renewedById).toBe(renewal.body.id);
    const deposits = (await invoicesOf(renewal.body.id)).items.filter((i) => i.type === 'deposit');
    expect(deposits.map((i) => i.netAmount)).toEqual([300]);
    const again = await manager.post(`/api/estate/contracts/${contract.id}/renew`, { endDate: fromToday(500) });
    expect(refusalOf(again)).toEqual({ status: 409, code: 'CONTRACT_ALREADY_RENEWED' });
    expect(again.body).toMatchObject({ details: { contractId: renewal.body.id } });
    const freeRenewal = await manager.post(`/api/estate/contracts/${renewal.body.id}/renew`, {
      endDate: fromToday(800),
      rentAmount: 0,
    });
    expect(refusalOf(freeRenewal)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(freeRenewal.body)).toEqual(['rentAmount']);
    const tooShort = await manager.post(`/api/estate/contracts/${renewal.body.id}/renew`, { endDate: fromToday(385) });
    expect(invalidFields(tooShort.body)).toEqual(['endDate']);
    const renewals = await get<EstateList<EstateContract>>(`/api/estate/contracts?tab=renewal&unitId=${unit.id}`);
    expect(renewals.items.map((c) => c.id)).toEqual([renewal.body.id]);
  });

  it('counts what a tenant owes: late within 30 days past due, overdue beyond', async () => {
    const { unit, tenant } = await portfolio(manager);
    const contract = await makeContract(
      manager,
      terms(unit.id, tenant.id, {
        startDate: fromToday(-75),
        endDate: fromToday(290),
        rentAmount: 2000,
        securityDeposit: 0,
      }),
    );
    const due = (await invoicesOf(contract.id)).items.filter((i) => i.dueDate <= fromToday(0));
    expect(due.length).toBe(3);
    const owed = due.reduce((sum, i) => sum + i.totalAmount, 0);
    expect(await get<EstateTenant>(`/api/estate/tenants/${tenant.id}`)).toMatchObject({
      paymentStatus: 'overdue',
      outstandingBalance: owed,
    });
    expect(await get<EstateContract>(`/api/estate/contracts/${contract.id}`)).toMatchObject({
      paymentStatus: 'overdue',
      outstandingAmount: owed,
      totalPaid: 0,
    });
    // Pay all but the latest (due 15 days ago): late.
    const [latest] = due.slice(-1);
    await app.database.query(
      `UPDATE estate_invoices SET status = 'paid', paid_at = now() WHERE contract_id = $1 AND due_date < $2`,
      [contract.id, latest!.dueDate],
    );
    const tenantNow = await get<EstateTenant>(`/api/estate/tenants/${tenant.id}`);
    expect(tenantNow).toMatchObject({ paymentStatus: 'late', outstandingBalance: latest!.totalAmount });
    const late = await get<EstateList<EstateTenant>>(
      `/api/estate/tenants?paymentStatus=late&q=${encodeURIComponent(tenant.nationalId)}`,
    );
    expect(late.items.map((t) => t.id)).toEqual([tenant.id]);
  });

  it('keeps the files uploaded for a contract, for its readers only, refuses another record’s and releases a removed one', async () => {
    const admin = await signInAs(app.baseUrl, 'admin');
    const upload = async (fileName: string, bytes: Buffer) => {
      const signed = await newUpload(manager, fileName);
      expect((await putObject(app.baseUrl, signed.uploadURL, bytes)).status).toBe(200);
      return signed.objectURL;
    };
    const download = (url: string, client?: ApiClient) =>
      fetch(`${app.baseUrl}${url}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
    const claimOf = async (url: string) =>
      (
        (await app.database.query(
          `SELECT record_kind, record_id, released_at IS NOT NULL AS released FROM stored_objects WHERE key = $1`,
          [url.slice('/api/objects/'.length)],
        )) as { record_kind: string | null; record_id: string | null; released: boolean }[]
      )[0];

    const { unit, tenant } = await portfolio(manager);
    const account = await makeAccount(admin, 'tenant');
    await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: account.id });
    const signed = await upload('signed-contract.pdf', PDF);
    const scan = await upload('id-scan.png', PNG);
    const contract = await makeContract(manager, { ...terms(unit.id, tenant.id), documents: [signed, scan] });
    expect(contract.documents).toEqual([
      { url: signed, fileName: 'signed-contract.pdf', contentType: 'application/pdf', size: PDF.length },
      { url: scan, fileName: 'id-scan.png', contentType: 'image/png', size: PNG.length },
    ]);
    expect(await claimOf(signed)).toEqual({ record_kind: 'estate-contract', record_id: contract.id, released: false });

    // Staff who read contracts and the tenant's account download it; a visitor and another tenant do not.
    const accountant = await signInAs(app.baseUrl, 'accountant');
    const tenantClient = await new ApiClient(app.baseUrl).signIn(account.email);
    for (const reader of [manager, accountant, tenantClient]) expect((await download(signed, reader)).status).toBe(200);
    expect(await readRefusal(await download(signed))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    const otherTenant = await signInAs(app.baseUrl, 'tenant');
    expect(await readRefusal(await download(signed, otherTenant))).toEqual({ status: 403, code: 'FORBIDDEN' });

    // Another contract cannot take a file this one keeps, nor name something never uploaded.
    const second = await makeUnit(manager, unit.propertyId);
    const taken = await manager.post('/api/estate/contracts', { ...terms(second.id, tenant.id), documents: [scan] });
    expect(refusalOf(taken)).toEqual({ status: 400, code: 'INVALID_CONTRACT_DOCUMENT' });
    expect(taken.body).toMatchObject({ details: [{ field: 'documents.0', index: 0, reason: 'not_found' }] });
    const unknown = await manager.post('/api/estate/contracts', {
      ...terms(second.id, tenant.id),
      documents: ['/api/objects/not-a-file'],
    });
    expect(refusalOf(unknown)).toEqual({ status: 400, code: 'INVALID_CONTRACT_DOCUMENT' });
    expect(await claimOf(scan)).toMatchObject({ record_id: contract.id, released: false });

    // A document left out of an edit is released: no longer served; the kept one stays, a new one joins.
    const annex = await upload('annex.pdf', PDF);
    const edited = await manager.patch<EstateContract>(`/api/estate/contracts/${contract.id}`, {
      documents: [signed, annex],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.documents.map((document) => document.fileName)).toEqual(['signed-contract.pdf', 'annex.pdf']);
    expect(await claimOf(scan)).toMatchObject({ released: true });
    expect(await readRefusal(await download(scan, manager))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await download(annex, tenantClient)).status).toBe(200);

    // A new tenant's account reads the documents in place of the old one's.
    const { tenant: newTenant } = await portfolio(manager);
    const newAccount = await makeAccount(admin, 'tenant');
    await manager.patch(`/api/estate/tenants/${newTenant.id}`, { userId: newAccount.id });
    expect((await manager.patch(`/api/estate/contracts/${contract.id}`, { tenantId: newTenant.id })).status).toBe(200);
    const newTenantClient = await new ApiClient(app.baseUrl).signIn(newAccount.email);
    expect((await download(signed, newTenantClient)).status).toBe(200);
    expect(await readRefusal(await download(signed, tenantClient))).toEqual({ status: 403, code: 'FORBIDDEN' });

    // Deleted, the contract lets go of every file.
    expect((await manager.delete(`/api/estate/contracts/${contract.id}`)).status).toBe(204);
    expect(await claimOf(signed)).toMatchObject({ released: true });
  });

  it('refuses to delete what would orphan records, with the reason, and audits every change', async () => {
    const { unit, tenant, owner, property } = await portfolio(manager);
    const contract = await makeContract(manager, terms(unit.id, tenant.id));
    const blocked = async (path: string) => {
      const response = await manager.delete(path);
      return { ...refusalOf(response), reason: (response.body as { details?: { reason?: string } }).details?.reason };
    };
    expect(await blocked(`/api/estate/units/${unit.id}`)).toEqual({
      status: 409,
      code: 'ESTATE_DELETE_BLOCKED',
      reason: 'active_contracts',
    });
    expect(await blocked(`/api/estate/properties/${property.id}`)).toEqual({
      status: 409,
      code: 'ESTATE_DELETE_BLOCKED',
      reason: 'active_contracts',
    });
    expect(await blocked(`/api/estate/tenants/${tenant.id}`)).toEqual({
      status: 409,
      code: 'ESTATE_DELETE_BLOCKED',
      reason: 'tenant_contracts',
    });
    expect(await blocked(`/api/estate/owners/${owner.id}`)).toEqual({
      status: 409,
      code: 'ESTATE_DELETE_BLOCKED',
      reason: 'properties',
    });

    const [first] = (await invoicesOf(contract.id)).items;
    await app.database.query(`UPDATE estate_invoices SET status = 'paid', paid_at = now() WHERE id = $1`, [first!.id]);
    expect(await blocked(`/api/estate/contracts/${contract.id}`)).toEqual({
      status: 409,
      code: 'ESTATE_DELETE_BLOCKED',
      reason: 'paid_invoices',
    });
    await app.database.query(`UPDATE estate_invoices SET status = 'pending', paid_at = NULL WHERE id = $1`, [
      first!.id,
    ]);
    expect((await manager.delete(`/api/estate/contracts/${contract.id}`)).status).toBe(204);
    expect(refusalOf(await manager.get(`/api/estate/contracts/${contract.id}/invoices`))).toEqual({
      status: 404,
      code: 'CONTRACT_NOT_FOUND',
    });
    // With no contract left, the property goes with its units, then the owner and the tenant.
    expect((await manager.delete(`/api/estate/properties/${property.id}`)).status).toBe(204);
    expect(refusalOf(await manager.get(`/api/estate/units/${unit.id}`))).toEqual({
      status: 404,
      code: 'UNIT_NOT_FOUND',
    });
    expect((await manager.delete(`/api/estate/owners/${owner.id}`)).status).toBe(204);
    expect((await manager.delete(`/api/estate/tenants/${tenant.id}`)).status).toBe(204);

    const admin = await signInAs(app.baseUrl, 'admin');
    const audited = async (action: string) =>
      (await admin.get<AuditLogPage>(`/api/audit-logs?action=${action}&limit=100`)).body.items.map((e) => e.targetId);
    expect(await audited('estate_contract.create')).toContain(contract.id);
    expect(await audited('estate_contract.delete')).toContain(contract.id);
    expect(await audited('estate_property.delete')).toContain(property.id);
    expect(await audited('estate_owner.delete')).toContain(owner.id);
    expect(await audited('estate_tenant.delete')).toContain(tenant.id);
  });
  it('keeps the tenant the receipts were issued to: another tenant only until money moves (409 CONTRACT_TENANT_LOCKED)', async () => {
    const admin = await signInAs(app.baseUrl, 'admin');
    const [accountA, accountB] = [await makeAccount(admin, 'tenant'), await makeAccount(admin, 'tenant')];
    const { unit } = await portfolio(manager);
    const tenantA = await makeTenant(manager, { nameEn: 'First Tenant', userId: accountA.id });
    const tenantB = await makeTenant(manager, { nameEn: 'Second Tenant', userId: accountB.id });
    const contract = await makeContract(manager, terms(unit.id, tenantB.id));
    // A correction before any payment: the right tenant.
    const corrected = await manager.patch<EstateContract>(`/api/estate/contracts/${contract.id}`, {
      tenantId: tenantA.id,
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.tenantId).toBe(tenantA.id);

    const rent = (await invoicesOf(contract.id)).items.find((invoice) => invoice.type === 'rent')!;
    const paid = await admin.post<PaymentInvoiceDetail>(`/api/estate/invoices/${rent.id}/payments`, {
      amount: 3000,
      method: 'cash',
      paidOn: fromToday(0),
    });
    expect(paid.status).toBe(201);
    const receipt = paid.body.payments.at(-1)!;

    const refused = await manager.patch<ApiErrorBody>(`/api/estate/contracts/${contract.id}`, {
      tenantId: tenantB.id,
      notes: 'Handed over',
    });
    expect(refusalOf(refused)).toEqual({ status: 409, code: 'CONTRACT_TENANT_LOCKED' });
    const details = refused.body.details as EstatePartyLocked;
    expect(details.payments).toBe(1);
    expect(details.message.en).toContain('End the contract');
    expect(details.message.ar).toContain('أنهِ العقد');
    // Nothing was saved; other fields still save without a new tenant.
    expect(await get<EstateContract>(`/api/estate/contracts/${contract.id}`)).toMatchObject({
      tenantId: tenantA.id,
      notes: null,
    });
    expect(
      (await manager.patch(`/api/estate/contracts/${contract.id}`, { tenantId: tenantA.id, notes: 'Kept' })).status,
    ).toBe(200);
    // Nor does it move to a unit of another property (its payments would move with it); one of the same still can.
    const elsewhere = await portfolio(manager);
    expect(
      refusalOf(await manager.patch(`/api/estate/contracts/${contract.id}`, { unitId: elsewhere.unit.id })),
    ).toEqual({ status: 409, code: 'CONTRACT_PROPERTY_LOCKED' });
    const sameProperty = await makeUnit(manager, unit.propertyId);
    expect((await manager.patch(`/api/estate/contracts/${contract.id}`, { unitId: sameProperty.id })).status).toBe(200);

    // The receipt stays with the tenant it was issued to; the other tenant account is refused it.
    const [first, second] = await Promise.all(
      [accountA, accountB].map((account) => new ApiClient(app.baseUrl).signIn(account.email)),
    );
    expect((await first!.get(`/api/me/tenant/payments/${receipt.id}/receipt?lang=en`)).status).toBe(200);
    expect(refusalOf(await second!.get(`/api/me/tenant/payments/${receipt.id}/receipt?lang=en`))).toEqual({
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
    const invoicesOfB = await second!.get<EstateList<{ contractId: string }>>('/api/me/tenant/invoices');
    expect(invoicesOfB.body.items.some((invoice) => invoice.contractId === contract.id)).toBe(false);
  });
});
