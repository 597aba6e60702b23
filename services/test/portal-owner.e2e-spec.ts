import {
  addDays,
  addMonths,
  type ContractInvoices,
  type EstateContract,
  type EstateInvoice,
  type EstateList,
  type EstateReport,
  type ManagementAgreement,
  type MaintenanceTicketDetail,
  OWNER_TREND_MONTHS,
  type OwnerOverview,
  type OwnerPayout,
  type OwnerProperty,
  type OwnerPropertyDetail,
  type OwnerStatement,
  type OwnerTenant,
  type OwnerTicket,
  type PaymentInvoiceDetail,
  todayInRiyadh,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { makeAccount, makeContract, makeOwner, makeProperty, makeTenant, makeUnit } from './support/estate.js';
import { latinTextOf } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/server.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The calendar day in Riyadh (UTC+3) of an instant. */
const riyadhDay = (at: string) => new Date(Date.parse(at) + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The owner portal against a hand-built data set, dated from today so that the six months and the year to date
 * hold known money. Owner A (an account of their own, linked to a new owner record) has:
 * - property P1 (value 1,150,000, bought for 1,000,000) with units u1, u2, u3: contract A1 on u1 (5,000 a month
 *   from the first day of the month five months ago), contract A2 on u2 (3,000 a month billed quarterly from three
 *   months ago), u3 vacant;
 * - property P2 (value 700,000, no price known) with units v1, v2: contract B1 on v1 (2,500 a month from the
 *   first of this month), contract E on v2 (4,000 a month, over two months ago: not covering today).
 * Payments are recorded through the payments screen's routes on known days, one refunded in part; tickets are
 * completed with actual costs through the maintenance routes (one's completion day moved two months back, as the
 * reports test dates its tickets). Owner B has one property with one contract and one payment.
 */
describe('owner portal', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;
  let accountant: ApiClient;
  let ownerA: ApiClient;
  let ownerB: ApiClient;
  let unlinked: ApiClient;
  let accountA: UserDto;
  let p1: string;
  let p2: string;
  let q1: string;
  let contractA1: EstateContract;
  let contractA2: EstateContract;
  let contractB1: EstateContract;
  const received: { paidOn: string; amount: number; receiptNumber: string }[] = [];
  const spent: { month: string; amount: number }[] = [];
  const today = todayInRiyadh();
  const thisMonth = today.slice(0, 7);
  /** The first day of the month `offset` months from this one. */
  const monthStart = (offset: number) => addMonths(`${thisMonth}-01`, offset);
  const months = Array.from({ length: OWNER_TREND_MONTHS }, (_, index) =>
    monthStart(index - OWNER_TREND_MONTHS + 1).slice(0, 7),
  );
  const ownerAName = { name: 'عبدالله بن فهد الراشد', nameEn: 'Abdullah Fahd Al-Rashed' };

  const signedIn = (account: UserDto) => new ApiClient(app.baseUrl).signIn(account.email);
  const invoicesOf = async (contract: EstateContract) =>
    (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items.filter(
      (invoice) => invoice.type === 'rent',
    );
  const dueIn = (invoices: EstateInvoice[], day: string) => invoices.find((invoice) => invoice.dueDate === day)!;
  const pay = async (invoice: EstateInvoice, amount: number, paidOn: string) => {
    const response = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}/payments`, {
      amount,
      method: 'bank_transfer',
      paidOn,
    });
    expect(response.status).toBe(201);
    const payment = response.body.payments.at(-1)!;
    received.push({ paidOn, amount, receiptNumber: payment.receiptNumber });
    return payment;
  };
  const completeTicket = async (propertyId: string, actualCost: number) => {
    const opened = await manager.post<MaintenanceTicketDetail>('/api/estate/maintenance', {
      propertyId,
      title: 'Leaking tap',
      titleAr: 'تسرب في الصنبور',
      description: 'Water drips from the kitchen tap.',
      category: 'plumbing',
      priority: 'medium',
      estimatedCost: 300,
    });
    expect(opened.status).toBe(201);
    const assignees = await manager.get<{ id: string }[]>('/api/estate/maintenance/assignees');
    const id = opened.body.id;
    expect(
      (await manager.post(`/api/estate/maintenance/${id}/assign`, { assignedTo: assignees.body[0]!.id })).status,
    ).toBe(200);
    expect((await manager.post(`/api/estate/maintenance/${id}/status`, { status: 'inProgress' })).status).toBe(200);
    const done = await manager.post<MaintenanceTicketDetail>(`/api/estate/maintenance/${id}/status`, {
      status: 'completed',
      actualCost,
    });
    expect(done.status).toBe(200);
    return done.body;
  };
  const overviewOf = async (client: ApiClient) => {
    const response = await client.get<OwnerOverview>('/api/me/owner');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return response.body;
  };
  const statement = async (client: ApiClient, query: string) => {
    const response = await fetch(`${app.baseUrl}/api/me/owner/statement?${query}`, {
      headers: { cookie: client.cookieHeader() },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      response,
      bytes,
      refusal: refusalOf({ status: response.status, body: json ? JSON.parse(bytes.toString()) : null }),
    };
  };

  beforeAll(async () => {
    app = await startTestApp();
    [admin, manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
    accountA = await makeAccount(admin, 'owner', 'عبدالله الراشد');
    const accountB = await makeAccount(admin, 'owner');
    const accountNone = await makeAccount(admin, 'tenant');
    [ownerA, ownerB, unlinked] = await Promise.all([signedIn(accountA), signedIn(accountB), signedIn(accountNone)]);

    const a = await makeOwner(manager, { ...ownerAName, userId: accountA.id });
    const b = await makeOwner(manager, { name: 'منى الزهراني', nameEn: 'Mona Al-Zahrani', userId: accountB.id });
    p1 = (
      await makeProperty(manager, a.id, {
        title: 'برج المالك',
        titleEn: 'Owner Tower',
        currentValue: 1_150_000,
        purchasePrice: 1_000_000,
      })
    ).id;
    p2 = (
      await makeProperty(manager, a.id, {
        title: 'فيلا المالك',
        titleEn: 'Owner Villa',
        currentValue: 700_000,
        purchasePrice: null,
      })
    ).id;
    q1 = (await makeProperty(manager, b.id, { title: 'عمارة منى', titleEn: 'Mona Building', currentValue: 2_000_000 }))
      .id;
    const [u1, u2] = [await makeUnit(manager, p1), await makeUnit(manager, p1), await makeUnit(manager, p1)];
    const [v1, v2] = [await makeUnit(manager, p2), await makeUnit(manager, p2)];
    const w1 = await makeUnit(manager, q1);
    const tenant1 = await makeTenant(manager, { name: 'سارة العمري', nameEn: 'Sara Al-Omari' });
    const tenant2 = await makeTenant(manager, { name: 'بدر القرني', nameEn: 'Badr Al-Qarni' });
    const tenant3 = await makeTenant(manager, { name: 'هند الشهري', nameEn: 'Hind Al-Shehri' });
    const yearAfter = (start: string) => addDays(addMonths(start, 12), -1);
    const terms = { securityDeposit: 0, paymentFrequency: 'monthly' as const };

    contractA1 = await makeContract(manager, {
      ...terms,
      unitId: u1!.id,
      tenantId: tenant1.id,
      startDate: monthStart(-5),
      endDate: yearAfter(monthStart(-5)),
      rentAmount: 5000,
    });
    contractA2 = await makeContract(manager, {
      ...terms,
      paymentFrequency: 'quarterly',
      unitId: u2!.id,
      tenantId: tenant2.id,
      startDate: monthStart(-3),
      endDate: yearAfter(monthStart(-3)),
      rentAmount: 3000,
    });
    contractB1 = await makeContract(manager, {
      ...terms,
      unitId: v1!.id,
      tenantId: tenant3.id,
      startDate: monthStart(0),
      endDate: yearAfter(monthStart(0)),
      rentAmount: 2500,
    });
    const contractE = await makeContract(manager, {
      ...terms,
      unitId: v2!.id,
      tenantId: tenant1.id,
      startDate: monthStart(-8),
      endDate: addDays(monthStart(-2), -1),
      rentAmount: 4000,
    });
    const contractQ = await makeContract(manager, {
      ...terms,
      unitId: w1.id,
      tenantId: tenant2.id,
      startDate: monthStart(0),
      endDate: yearAfter(monthStart(0)),
      rentAmount: 7000,
    });

    const a1 = await invoicesOf(contractA1);
    const a2 = await invoicesOf(contractA2);
    const b1 = await invoicesOf(contractB1);
    const e = await invoicesOf(contractE);
    const first = await pay(dueIn(a1, monthStart(-5)), 5000, monthStart(-5));
    await pay(dueIn(a1, monthStart(-3)), 5000, monthStart(-3));
    await pay(dueIn(a1, monthStart(-1)), 2000, monthStart(-1));
    await pay(dueIn(a1, monthStart(-1)), 3000, monthStart(-1));
    await pay(dueIn(a1, monthStart(0)), 5000, monthStart(0));
    await pay(dueIn(a2, monthStart(-3)), 9000, monthStart(-3));
    await pay(dueIn(b1, monthStart(0)), 2500, today);
    // Eight months ago: outside the six months, inside the year to date when the year is that old.
    await pay(dueIn(e, monthStart(-8)), 4000, monthStart(-8));
    const refund = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${first.id}/refund`, {
      amount: 500,
      reason: 'Overcharged',
    });
    expect(refund.status).toBe(200);
    const refundReceipt = refund.body.payments.find((payment) => payment.kind === 'refund')!.receiptNumber;
    received.push({ paidOn: today, amount: -500, receiptNumber: refundReceipt });

    // B's payment, on B's property only.
    const q = await invoicesOf(contractQ);
    const paidB = await accountant.post(`/api/estate/invoices/${dueIn(q, monthStart(0)).id}/payments`, {
      amount: 7000,
      method: 'cash',
      paidOn: today,
    });
    expect(paidB.status).toBe(201);

    // Maintenance: 750.50 completed now on P1, 1,200 completed two months ago on P2, one still open on P1,
    // 99 completed on B's property.
    await completeTicket(p1, 750.5);
    spent.push({ month: thisMonth, amount: 750.5 });
    const older = await completeTicket(p2, 1200);
    await app.database.query(`UPDATE estate_maintenance_tickets SET completed_at = $2 WHERE id = $1`, [
      older.id,
      `${monthStart(-2).slice(0, 7)}-10T09:00:00Z`,
    ]);
    spent.push({ month: monthStart(-2).slice(0, 7), amount: 1200 });
    expect(
      (
        await manager.post('/api/estate/maintenance', {
          propertyId: p1,
          title: 'Broken window',
          titleAr: 'نافذة مكسورة',
          description: 'The bedroom window does not close.',
          category: 'structural',
          priority: 'high',
        })
      ).status,
    ).toBe(201);
    await completeTicket(q1, 99);
  });
  afterAll(() => app?.stop());

  it("gives the owner's figures: occupancy, value, monthly income, yield, the year to date and the six months", async () => {
    const overview = await overviewOf(ownerA);
    expect(overview.linked).toBe(true);
    expect(overview.owner).toMatchObject(ownerAName);
    // Units 3 + 2; covering today: u1, u2 and v1 (E ended two months ago).
    expect([
      overview.totalProperties,
      overview.totalUnits,
      overview.occupiedUnits,
      overview.vacantUnits,
      overview.occupancyRate,
    ]).toEqual([2, 5, 3, 2, 60]);
    expect(overview.totalValue).toBe(1_850_000);
    // 5,000 + 3,000 (billed quarterly, 3,000 a month) + 2,500.
    expect(overview.monthlyIncome).toBe(10_500);
    expect(overview.openTickets).toBe(1);

    const year = today.slice(0, 4);
    const ytdRevenue = round2(
      received.filter((p) => p.paidOn.startsWith(year) && p.paidOn <= today).reduce((sum, p) => sum + p.amount, 0),
    );
    const ytdExpenses = round2(spent.filter((s) => s.month.startsWith(year)).reduce((sum, s) => sum + s.amount, 0));
    const net = round2(ytdRevenue - ytdExpenses);
    expect(overview.yearToDate).toEqual({
      year: Number(year),
      revenue: ytdRevenue,
      expenses: ytdExpenses,
      netProfit: net,
      // Over what the properties cost: 1,000,000 paid for P1, P2's current value 700,000 (no price known).
      roi: Math.round((net / 1_700_000) * 1000) / 10,
    });
    expect(overview.maintenanceCosts).toBe(ytdExpenses);

    const expected = months.map((month) => {
      const revenue = round2(received.filter((p) => p.paidOn.startsWith(month)).reduce((sum, p) => sum + p.amount, 0));
      const expenses = round2(spent.filter((s) => s.month === month).reduce((sum, s) => sum + s.amount, 0));
      return { month, revenue, expenses, net: round2(revenue - expenses) };
    });
    expect(overview.months).toEqual(expected);
    // Written out once, so a slip in the arithmetic above cannot hide one in the server.
    expect(overview.months.map((m) => m.revenue)).toEqual([5000, 0, 14000, 0, 5000, 7000]);
    expect(overview.months.map((m) => m.expenses)).toEqual([0, 0, 0, 1200, 0, 750.5]);
    expect(overview.months.at(-1)!.month).toBe(thisMonth);

    // The latest 10 events by the day they happened (all recorded today): 3 tickets opened today, 8 payments by their
    // paid day (the refund is no income), 4 contracts signed on their start day, never on the day they were recorded.
    expect(overview.recentActivity).toHaveLength(10);
    const at = overview.recentActivity.map((activity) => activity.at);
    expect(at).toEqual([...at].sort().reverse());
    const events = [
      ...[1, 2, 3].map(() => today),
      ...received.filter((p) => p.amount > 0).map((p) => p.paidOn),
      ...[contractA1, contractA2, contractB1].map((contract) => contract.startDate),
      monthStart(-8),
    ].sort((x, y) => y.localeCompare(x));
    expect(overview.recentActivity.map((activity) => riyadhDay(activity.at))).toEqual(events.slice(0, 10));
    const startOf = new Map(
      [contractA1, contractA2, contractB1].map((contract) => [contract.contractNumber, contract]),
    );
    const signed = overview.recentActivity.filter((activity) => activity.kind === 'contract');
    expect(signed.length).toBeGreaterThan(0);
    for (const activity of signed) expect(riyadhDay(activity.at)).toBe(startOf.get(activity.reference)?.startDate);
    const references = overview.recentActivity.map((activity) => activity.reference);
    const todays = received.find((p) => p.amount === 2500)!;
    expect(references).toContain(todays.receiptNumber);
    // Refunds are no income.
    expect(references).not.toContain(received.at(-1)!.receiptNumber);
  });

  it('agrees with the estate reports filtered to the owner’s properties', async () => {
    const overview = await overviewOf(ownerA);
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const report = async (query: string) => {
      const response = await accountant.get<EstateReport>(`/api/estate/reports?${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    const monthly = await Promise.all(
      [p1, p2].map((id) => report(`period=monthly&year=${year}&month=${month}&propertyId=${id}`)),
    );
    const yearly = await Promise.all([p1, p2].map((id) => report(`period=yearly&year=${year}&propertyId=${id}`)));
    const sum = (reports: EstateReport[], key: 'totalRevenue' | 'totalExpenses' | 'occupiedUnits' | 'totalUnits') =>
      round2(reports.reduce((total, r) => total + r[key], 0));
    expect(overview.months.at(-1)).toMatchObject({
      revenue: sum(monthly, 'totalRevenue'),
      expenses: sum(monthly, 'totalExpenses'),
    });
    expect(overview.yearToDate).toMatchObject({
      revenue: sum(yearly, 'totalRevenue'),
      expenses: sum(yearly, 'totalExpenses'),
    });
    expect([overview.occupiedUnits, overview.totalUnits]).toEqual([
      sum(monthly, 'occupiedUnits'),
      sum(monthly, 'totalUnits'),
    ]);
    const rows = monthly.flatMap((r) => r.properties);
    expect(rows.reduce((total, row) => total + row.monthlyRevenue, 0)).toBe(overview.monthlyIncome);
  });

  it('lists the properties with yield = monthly rent × 12 / value (one decimal), and one with its units', async () => {
    const response = await ownerA.get<OwnerProperty[]>('/api/me/owner/properties');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const byId = new Map(response.body.map((property) => [property.id, property]));
    expect([...byId.keys()].sort()).toEqual([p1, p2].sort());
    // 8,000 × 12 / 1,150,000 = 8.35 %; 2,500 × 12 / 700,000 = 4.29 %.
    expect(byId.get(p1)).toMatchObject({
      titleEn: 'Owner Tower',
      currentValue: 1_150_000,
      purchasePrice: 1_000_000,
      totalUnits: 3,
      occupiedUnits: 2,
      occupancyRate: 67,
      monthlyRent: 8000,
      annualYield: 8.3,
      tenantNames: ['بدر القرني', 'سارة العمري'].sort((x, y) => x.localeCompare(y)),
      contractEnd: contractA2.endDate < contractA1.endDate ? contractA2.endDate : contractA1.endDate,
    });
    expect(byId.get(p2)).toMatchObject({
      currentValue: 700_000,
      purchasePrice: null,
      totalUnits: 2,
      occupiedUnits: 1,
      occupancyRate: 50,
      monthlyRent: 2500,
      annualYield: 4.3,
      tenantNames: ['هند الشهري'],
      contractEnd: contractB1.endDate,
    });

    const detail = await ownerA.get<OwnerPropertyDetail>(`/api/me/owner/properties/${p1}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: p1, monthlyRent: 8000, annualYield: 8.3 });
    expect(detail.body.units).toHaveLength(3);
    const occupied = detail.body.units.filter((unit) => unit.occupied);
    expect(occupied.map((unit) => unit.tenantName).sort()).toEqual(['بدر القرني', 'سارة العمري'].sort());
    expect(detail.body.units.filter((unit) => !unit.occupied)).toEqual([
      expect.objectContaining({ tenantName: null, contractEnd: null, rentPrice: 3000 }),
    ]);
  });

  it("never shows one owner another's records: 404 for their property, figures of their own only", async () => {
    for (const path of [
      `/api/me/owner/properties/${q1}`,
      `/api/me/owner/properties/00000000-0000-4000-8000-000000000000`,
      '/api/me/owner/properties/not-a-uuid',
    ]) {
      expect(refusalOf(await ownerA.get(path))).toEqual({ status: 404, code: 'ESTATE_PROPERTY_NOT_FOUND' });
    }
    expect(refusalOf(await ownerB.get(`/api/me/owner/properties/${p1}`))).toEqual({
      status: 404,
      code: 'ESTATE_PROPERTY_NOT_FOUND',
    });
    expect((await ownerB.get(`/api/me/owner/properties/${q1}`)).status).toBe(200);

    const b = await overviewOf(ownerB);
    expect(b.owner?.nameEn).toBe('Mona Al-Zahrani');
    expect([b.totalProperties, b.totalUnits, b.occupiedUnits, b.monthlyIncome, b.totalValue]).toEqual([
      1, 1, 1, 7000, 2_000_000,
    ]);
    expect(b.months.at(-1)).toEqual({ month: thisMonth, revenue: 7000, expenses: 99, net: 6901 });
    expect(b.yearToDate).toMatchObject({ revenue: 7000, expenses: 99 });
    expect(b.recentActivity.every((activity) => activity.propertyTitleEn === 'Mona Building')).toBe(true);
    const bTickets = await ownerB.get<EstateList<OwnerTicket>>('/api/me/owner/maintenance');
    expect(bTickets.body.items.map((ticket) => ticket.propertyId)).toEqual([q1]);
    const bTenants = await ownerB.get<OwnerTenant[]>('/api/me/owner/tenants');
    expect(bTenants.body.map((tenant) => tenant.propertyTitleEn)).toEqual(['Mona Building']);
  });

  it("lists the owner's tenants newest contract first, and the maintenance on their properties", async () => {
    const tenants = await ownerA.get<OwnerTenant[]>('/api/me/owner/tenants');
    expect(tenants.status).toBe(200);
    expect(tenants.headers.get('cache-control')).toBe('private, no-store');
    expect(tenants.body.map((row) => row.contractNumber)).toHaveLength(4);
    expect(tenants.body.map((row) => row.startDate)).toEqual([
      monthStart(0),
      monthStart(-3),
      monthStart(-5),
      monthStart(-8),
    ]);
    const byContract = new Map(tenants.body.map((row) => [row.contractId, row]));
    expect(byContract.get(contractA2.id)).toMatchObject({
      name: 'بدر القرني',
      nameEn: 'Badr Al-Qarni',
      monthlyRent: 3000,
      contractStatus: 'active',
      propertyTitleEn: 'Owner Tower',
      // Its second quarter, billed on the first of this month, is not paid yet.
      outstanding: 9000,
    });
    // A1's rent of two months (the second and the fourth of the six) was never paid, and the 500 refunded on the
    // first month's reopened it.
    expect(byContract.get(contractA1.id)).toMatchObject({ contractStatus: 'active', outstanding: 10_500 });
    expect(tenants.body.find((row) => row.startDate === monthStart(-8))?.contractStatus).toBe('expired');

    const tickets = await ownerA.get<EstateList<OwnerTicket>>('/api/me/owner/maintenance');
    expect(tickets.status).toBe(200);
    expect(tickets.body.total).toBe(3);
    expect(new Set(tickets.body.items.map((ticket) => ticket.propertyId))).toEqual(new Set([p1, p2]));
    const completed = await ownerA.get<EstateList<OwnerTicket>>('/api/me/owner/maintenance?status=completed&limit=1');
    expect(completed.body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(completed.body.items).toHaveLength(1);
    expect(refusalOf(await ownerA.get('/api/me/owner/maintenance?status=lost'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('gives an account with no owner record linked:false, zero figures and empty lists', async () => {
    const overview = await overviewOf(unlinked);
    expect(overview).toMatchObject({
      linked: false,
      owner: null,
      totalProperties: 0,
      totalUnits: 0,
      occupancyRate: 0,
      totalValue: 0,
      monthlyIncome: 0,
      openTickets: 0,
      recentActivity: [],
      yearToDate: { revenue: 0, expenses: 0, netProfit: 0, roi: null },
    });
    expect(overview.months.map((m) => m.month)).toEqual(months);
    expect(overview.months.every((m) => m.revenue === 0 && m.expenses === 0 && m.net === 0)).toBe(true);
    expect((await unlinked.get('/api/me/owner/properties')).body).toEqual([]);
    expect((await unlinked.get('/api/me/owner/tenants')).body).toEqual([]);
    expect((await unlinked.get('/api/me/owner/maintenance')).body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    expect(refusalOf(await unlinked.get(`/api/me/owner/properties/${p1}`))).toEqual({
      status: 404,
      code: 'ESTATE_PROPERTY_NOT_FOUND',
    });
    expect((await statement(unlinked, `year=${today.slice(0, 4)}`)).refusal).toEqual({
      status: 404,
      code: 'OWNER_NOT_FOUND',
    });
    // Signed out: the sign-in the whole API asks for.
    expect((await new ApiClient(app.baseUrl).get('/api/me/owner')).status).toBe(401);
  });

  it('downloads the statement of a month or a year as a PDF in Arabic and English', async () => {
    const [year, month] = thisMonth.split('-');
    const english = await statement(ownerA, `year=${year}&month=${Number(month)}&lang=en`);
    expect(english.response.status).toBe(200);
    expect(english.response.headers.get('content-type')).toBe('application/pdf');
    expect(english.response.headers.get('cache-control')).toBe('private, no-store');
    expect(english.response.headers.get('content-disposition')).toContain(`owner-statement-${year}-${month}.pdf`);
    expect(english.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = latinTextOf(english.bytes);
    expect(text).toContain(ownerAName.nameEn);
    expect(text).toContain('Owner Tower');
    // This month's payments and refund are listed; last month's are not.
    for (const payment of received.filter((p) => p.paidOn.startsWith(thisMonth))) {
      expect(text).toContain(payment.receiptNumber);
    }
    for (const payment of received.filter((p) => !p.paidOn.startsWith(thisMonth))) {
      expect(text).not.toContain(payment.receiptNumber);
    }
    // 5,000 + 2,500 − 500 received, 750.50 spent.
    expect(text).toContain('SAR 7,000');
    expect(text).toContain('SAR 750.50');
    expect(text).toContain('SAR 6,249.50');

    const arabic = await statement(ownerA, `year=${year}&month=${Number(month)}&lang=ar`);
    expect(arabic.response.status).toBe(200);
    expect(arabic.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(arabic.bytes.toString('latin1')).toContain('/Lang (ar)');

    const wholeYear = await statement(ownerA, `year=${year}`);
    expect(wholeYear.response.status).toBe(200);
    expect(wholeYear.response.headers.get('content-disposition')).toContain(`owner-statement-${year}.pdf`);
    expect(wholeYear.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    for (const query of [
      '',
      'year=abc',
      `year=${year}&month=13`,
      `year=${year}&month=0`,
      'year=1999',
      `year=${year}&lang=fr`,
    ]) {
      expect((await statement(ownerA, query)).refusal).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('keeps what happened before a transfer with the previous owner and gives the new one what follows', async () => {
    const accountC = await makeAccount(admin, 'owner');
    const accountD = await makeAccount(admin, 'owner');
    const [ownerC, ownerD] = await Promise.all([signedIn(accountC), signedIn(accountD)]);
    const c = await makeOwner(manager, { name: 'فهد السالم', nameEn: 'Fahd Al-Salem', userId: accountC.id });
    const d = await makeOwner(manager, { name: 'ريم الحربي', nameEn: 'Reem Al-Harbi', userId: accountD.id });
    const r = (await makeProperty(manager, c.id, { title: 'عمارة النقل', titleEn: 'Transfer Building' })).id;
    const [r1, r2] = [await makeUnit(manager, r), await makeUnit(manager, r)];
    const tenantK = await makeTenant(manager, { name: 'ماجد الدوسري', nameEn: 'Majed Al-Dosari' });
    const tenantL = await makeTenant(manager, { name: 'لمى العنزي', nameEn: 'Lama Al-Anazi' });
    const terms = { securityDeposit: 0, paymentFrequency: 'monthly' as const, rentAmount: 1000 };
    // K runs across the transfer; L ended before it.
    const k = await makeContract(manager, {
      ...terms,
      unitId: r1!.id,
      tenantId: tenantK.id,
      startDate: monthStart(-4),
      endDate: addDays(monthStart(8), -1),
    });
    const l = await makeContract(manager, {
      ...terms,
      unitId: r2!.id,
      tenantId: tenantL.id,
      startDate: monthStart(-5),
      endDate: addDays(monthStart(-3), -1),
    });
    const transferDate = monthStart(-2);
    const receipts: { paidOn: string; receiptNumber: string }[] = [];
    const payOn = async (contract: EstateContract, due: string, paidOn: string) => {
      const response = await accountant.post<PaymentInvoiceDetail>(
        `/api/estate/invoices/${dueIn(await invoicesOf(contract), due).id}/payments`,
        { amount: 1000, method: 'bank_transfer', paidOn },
      );
      expect(response.status).toBe(201);
      receipts.push({ paidOn, receiptNumber: response.body.payments.at(-1)!.receiptNumber });
    };
    await payOn(l, monthStart(-5), monthStart(-5));
    await payOn(k, monthStart(-4), monthStart(-4));
    await payOn(k, monthStart(-3), addDays(transferDate, -1));
    // On the transfer's day and after: the new owner's.
    await payOn(k, monthStart(-2), transferDate);
    await payOn(k, monthStart(-1), monthStart(-1));
    const before = await overviewOf(ownerC);

    // The owner is no longer changed by an edit once money has moved: a dated transfer instead.
    expect(refusalOf(await manager.patch(`/api/estate/properties/${r}`, { ownerId: d.id }))).toEqual({
      status: 409,
      code: 'PROPERTY_OWNER_LOCKED',
    });
    const moved = await manager.post(`/api/estate/properties/${r}/transfer`, {
      ownerId: d.id,
      effectiveDate: transferDate,
    });
    expect(moved.status).toBe(201);

    const [afterC, afterD] = [await overviewOf(ownerC), await overviewOf(ownerD)];
    const revenueOf = (overview: OwnerOverview) => overview.months.map((m) => m.revenue);
    const expectedFor = (owns: (paidOn: string) => boolean) =>
      months.map((month) => round2(receipts.filter((p) => p.paidOn.startsWith(month) && owns(p.paidOn)).length * 1000));
    // C's revenue up to the transfer is what it was; D's starts on its day.
    expect(revenueOf(afterC)).toEqual(expectedFor((paidOn) => paidOn < transferDate));
    expect(revenueOf(afterD)).toEqual(expectedFor((paidOn) => paidOn >= transferDate));
    expect(revenueOf(afterC).map((value, index) => round2(value + revenueOf(afterD)[index]!))).toEqual(
      revenueOf(before),
    );
    for (const [index, month] of months.entries()) {
      if (`${month}-01` < transferDate.slice(0, 7)) expect(afterC.months[index]).toEqual(before.months[index]);
    }
    // Today's portfolio is D's: C keeps no units, rent or property of it.
    expect([afterC.totalProperties, afterC.totalUnits, afterC.monthlyIncome]).toEqual([0, 0, 0]);
    expect([afterD.totalProperties, afterD.totalUnits, afterD.monthlyIncome]).toEqual([1, 2, 1000]);
    expect((await ownerC.get<OwnerProperty[]>('/api/me/owner/properties')).body).toEqual([]);
    expect(refusalOf(await ownerC.get(`/api/me/owner/properties/${r}`))).toEqual({
      status: 404,
      code: 'ESTATE_PROPERTY_NOT_FOUND',
    });
    expect((await ownerD.get(`/api/me/owner/properties/${r}`)).status).toBe(200);
    // A third owner sees nothing of it, before or after.
    expect(refusalOf(await ownerB.get(`/api/me/owner/properties/${r}`))).toEqual({
      status: 404,
      code: 'ESTATE_PROPERTY_NOT_FOUND',
    });
    expect((await ownerB.get<OwnerTenant[]>('/api/me/owner/tenants')).body.some((row) => row.contractId === k.id)).toBe(
      false,
    );

    // Contracts (with the tenants' phones): C those that ran in C's time, D those running on or after the transfer.
    const contractsOf = async (client: ApiClient) =>
      (await client.get<OwnerTenant[]>('/api/me/owner/tenants')).body.map((row) => row.contractId).sort();
    expect(await contractsOf(ownerC)).toEqual([k.id, l.id].sort());
    expect(await contractsOf(ownerD)).toEqual([k.id]);
    // Activity: D's payments are from the transfer's day; C's before it.
    const receiptsIn = (overview: OwnerOverview) =>
      overview.recentActivity.filter((a) => a.kind === 'payment').map((a) => a.reference);
    expect(receiptsIn(afterD).sort()).toEqual(
      receipts
        .filter((p) => p.paidOn >= transferDate)
        .map((p) => p.receiptNumber)
        .sort(),
    );
    expect(receiptsIn(afterC).sort()).toEqual(
      receipts
        .filter((p) => p.paidOn < transferDate)
        .map((p) => p.receiptNumber)
        .sort(),
    );

    // Each owner's statement of a year lists only the receipts of their days (above its balance with us). A receipt
    // of D's days that was C's until the back-dated transfer stays in C's ledger, posted and reversed: what C's
    // ledger counts collected is the receipts of C's days.
    for (const year of new Set(receipts.map((p) => p.paidOn.slice(0, 4)))) {
      const [textC, textD] = await Promise.all(
        [ownerC, ownerD].map(async (client) => {
          const pdf = await statement(client, `year=${year}&lang=en`);
          expect(pdf.response.status).toBe(200);
          return latinTextOf(pdf.bytes).split('Your balance with us')[0]!;
        }),
      );
      const ofYear = receipts.filter((p) => p.paidOn.startsWith(year));
      for (const receipt of ofYear) {
        const ofC = receipt.paidOn < transferDate;
        expect([textC!.includes(receipt.receiptNumber), textD!.includes(receipt.receiptNumber)]).toEqual([ofC, !ofC]);
      }
      const ledgerC = (await ownerC.get<OwnerStatement>(`/api/me/owner/statement/data?year=${year}`)).body.ledger;
      expect(ledgerC.collected).toBe(ofYear.filter((p) => p.paidOn < transferDate).length * 1000);
    }
  });

  it("shows the demo owner the seed's agreement fees and payouts, on the dashboard and in the statement", async () => {
    const demo = await signInAs(app.baseUrl, 'owner');
    const overview = (await demo.get<OwnerOverview>('/api/me/owner')).body;
    const agreements = (
      await accountant.get<ManagementAgreement[]>(`/api/estate/owners/${overview.owner!.id}/agreements`)
    ).body;
    expect(agreements).toEqual([expect.objectContaining({ feePercent: 7.5, vatOnFee: true })]);
    expect(agreements[0]!.fromDate < today).toBe(true);
    // Two payouts of the seed, the 5th of three months ago and of last month, the latest first.
    const payouts = (await demo.get<OwnerPayout[]>('/api/me/owner/payouts')).body;
    const fifth = (monthsAgo: number) => addDays(addMonths(`${today.slice(0, 8)}01`, -monthsAgo), 4);
    expect(payouts.map((payout) => payout.paidOn)).toEqual([fifth(1), fifth(3)]);
    expect(payouts.every((payout) => payout.amount > 0 && payout.amount % 100 === 0)).toBe(true);
    const paidIn = (year: string) =>
      round2(
        payouts.filter((payout) => payout.paidOn.startsWith(year)).reduce((sum, payout) => sum + payout.amount, 0),
      );
    // This year's money on the dashboard: the fee with its VAT is 7.5% × 1.15 of what was collected (to the halala on
    // each collection), and this year's payouts.
    expect(overview.money.payouts).toBe(paidIn(today.slice(0, 4)));
    expect(overview.money.fees > 0).toBe(overview.money.collected > 0);
    expect(Math.abs(overview.money.fees - overview.money.collected * 0.075 * 1.15)).toBeLessThan(
      overview.money.collected * 0.0001 + 1,
    );
    // The statement of the latest payout's year carries the fees and the payouts of that year, and reconciles.
    const year = payouts[0]!.paidOn.slice(0, 4);
    const { ledger } = (await demo.get<OwnerStatement>(`/api/me/owner/statement/data?year=${year}`)).body;
    expect(ledger.payouts).toBe(paidIn(year));
    expect(ledger.fees).toBeGreaterThan(0);
    expect(ledger.lines.filter((line) => line.kind === 'payout').map((line) => line.reference)).toEqual(
      payouts
        .filter((payout) => payout.paidOn.startsWith(year))
        .map((payout) => payout.payoutNumber)
        .reverse(),
    );
    expect(round2(ledger.opening + ledger.collected - ledger.fees - ledger.expenses - ledger.payouts)).toBe(
      ledger.closing,
    );
  });
});
