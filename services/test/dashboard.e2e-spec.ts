import {
  addDays,
  type AdminProperty,
  type ContractInvoices,
  DASHBOARD_DEMAND_DAYS,
  DASHBOARD_MONTHS,
  DASHBOARD_TABS,
  type DashboardAlerts,
  type DashboardAnalytics,
  type DashboardFinancial,
  type DashboardOverview,
  type DashboardPropertyManagement,
  type DashboardTab,
  type DashboardWebsite,
  dashboardTabsFor,
  type EstateContract,
  type EstateInvoice,
  type MaintenanceTicketDetail,
  type PaymentInvoiceDetail,
  type Role,
  ROLES,
  type SessionUser,
  todayInRiyadh,
  type UserDto,
  DEMO_PASSWORD,
} from '@estate/contracts';
import { createAuction, payDeposit, verifyBidder } from './support/auction-bidders.js';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { makeContract, makeOwner, makeProperty, makeTenant, makeUnit } from './support/estate.js';
import { minimalListing } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';

/** Each tab's route under /api/dashboard. */
const ROUTES: Record<Exclude<DashboardTab, 'profile' | 'notifications'>, string> = {
  overview: '/api/dashboard',
  propertyManagement: '/api/dashboard/property-management',
  websiteManagement: '/api/dashboard/website',
  analytics: '/api/dashboard/analytics',
  alerts: '/api/dashboard/alerts',
  financial: '/api/dashboard/financial',
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The dashboard's figures against a hand-built set: every assertion compares the figures before and after writes
 * made here (a contract, its invoices and payments, tickets, an inquiry, a view, listings and an auction), so the
 * seeded data does not matter; and each role's answers against what that role may see.
 */
describe('staff dashboard', () => {
  let app: TestApp;
  const clients = {} as Record<Role, ApiClient>;
  let secondAgent: ApiClient;
  const today = todayInRiyadh();
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearStart = `${today.slice(0, 4)}-01-01`;

  const read = async <T>(client: ApiClient, path: string): Promise<T> => {
    const response = await client.get<T>(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return response.body;
  };
  const overviewOf = (client: ApiClient) => read<DashboardOverview>(client, ROUTES.overview);
  const financial = () => read<DashboardFinancial>(clients.accountant, ROUTES.financial);
  // The admin may read every screen, so every group and series is there.
  const analytics = () => read<Required<DashboardAnalytics>>(clients.admin, ROUTES.analytics);
  const alerts = () => read<Required<DashboardAlerts>>(clients.admin, ROUTES.alerts);
  const website = (client: ApiClient) => read<DashboardWebsite>(client, ROUTES.websiteManagement);
  const userIdOf = async (client: ApiClient) => (await client.get<{ id: string }>('/api/auth/me')).body.id;

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of ROLES) clients[role] = await signInAs(app.baseUrl, role);
    secondAgent = await new ApiClient(app.baseUrl).signIn('hind.alshammari@dar-estate.sa');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('answers each role its tabs only: 403 FORBIDDEN on the others, 401 signed out', async () => {
    const visitor = new ApiClient(app.baseUrl);
    for (const path of Object.values(ROUTES)) {
      expect(refusalOf(await visitor.get(path))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    }
    for (const role of ROLES) {
      const overview = await overviewOf(clients[role]);
      const { permissions = [] } = (await clients[role].get<SessionUser>('/api/auth/me')).body;
      expect(overview.role).toBe(role);
      expect(overview.tabs).toEqual(dashboardTabsFor(role, permissions));
      for (const tab of DASHBOARD_TABS) {
        if (!(tab in ROUTES)) continue;
        const response = await clients[role].get(ROUTES[tab as keyof typeof ROUTES]);
        if (overview.tabs.includes(tab)) expect([role, tab, response.status]).toEqual([role, tab, 200]);
        else expect([role, tab, refusalOf(response)]).toEqual([role, tab, { status: 403, code: 'FORBIDDEN' }]);
      }
    }
  });

  it('gives each role only the counts it may see; an agent gets no revenue anywhere', async () => {
    const admin = await overviewOf(clients.admin);
    expect(Object.keys(admin.counts).sort()).toEqual(
      [
        'activeBids',
        'auctions',
        'estateProperties',
        'listings',
        'occupancy',
        'occupiedUnits',
        'openTickets',
        'units',
        'unreadNotifications',
        'unreadRequests',
      ].sort(),
    );
    const agent = await overviewOf(clients.agent);
    expect(Object.keys(agent.counts).sort()).toEqual(
      ['activeBids', 'listings', 'unreadNotifications', 'unreadRequests'].sort(),
    );
    for (const role of ['user', 'owner', 'tenant'] as const) {
      const own = await overviewOf(clients[role]);
      expect(Object.keys(own.counts).sort()).toEqual(['activeBids', 'unreadNotifications']);
      const bell = await clients[role].get<{ unread: number }>('/api/me/notifications/unread-count');
      expect(own.counts.unreadNotifications).toBe(bell.body.unread);
    }
    const accountant = await overviewOf(clients.accountant);
    expect(accountant.counts.estateProperties).toBeGreaterThan(0);
    expect(accountant.counts.listings).toBeUndefined();
    expect(accountant.counts.unreadRequests).toBeUndefined();

    // Nothing an agent reads carries money.
    const agentAnswers = await Promise.all(
      [ROUTES.overview, ROUTES.propertyManagement, ROUTES.websiteManagement].map(async (path) =>
        JSON.stringify((await clients.agent.get(path)).body),
      ),
    );
    for (const text of agentAnswers) expect(text).not.toMatch(/revenue|expenses|collection|invoice/i);
    const pm = await read<DashboardPropertyManagement>(clients.agent, ROUTES.propertyManagement);
    expect(pm.estate).toBeUndefined();
    const inbox = await website(clients.agent);
    expect(inbox.contactMessages).toBeUndefined();
    expect(inbox.serviceRequests).toBeUndefined();
    expect(inbox.pendingListings).toBeUndefined();
    expect(inbox.pendingAuctions).toBeUndefined();
    expect(inbox.latest.every((item) => item.kind === 'inquiry')).toBe(true);
  });

  it('gives each figure only to those who may open its screen: no estate money to a manager or maintenance worker', async () => {
    // A second account of each role, made now, reads what the demo one reads.
    const second = async (role: 'manager' | 'maintenance') => {
      const made = await clients.admin.post<UserDto>('/api/users', {
        name: `${role} الثاني`,
        email: `${role}.second.${Date.now()}@example.sa`,
        role,
        password: DEMO_PASSWORD,
      });
      expect(made.status).toBe(201);
      return new ApiClient(app.baseUrl).signIn(made.body.email, DEMO_PASSWORD);
    };
    const managers = [clients.manager, await second('manager')];
    const workers = [clients.maintenance, await second('maintenance')];
    const money = /revenue|expenses|overdue|invoice|INV-|contract|CNT-/i;

    for (const manager of managers) {
      // Both get 403 on the payments screen itself, so its money is not theirs by the dashboard either.
      expect(refusalOf(await manager.get('/api/estate/payments'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(refusalOf(await manager.get(ROUTES.financial))).toEqual({ status: 403, code: 'FORBIDDEN' });
      const overview = await overviewOf(manager);
      expect(overview.tabs).not.toContain('financial');
      expect(overview.counts.estateProperties).toBeUndefined();
      expect(overview.counts.openTickets).toBeUndefined();
      const alertsSeen = await read<DashboardAlerts>(manager, ROUTES.alerts);
      expect(Object.keys(alertsSeen)).toEqual(['auctionsEndingToday']);
      const trends = await read<DashboardAnalytics>(manager, ROUTES.analytics);
      expect(trends.months).toBeUndefined();
      expect(trends.maintenance).toBeUndefined();
      expect(trends.demand).toBeDefined();
      const listings = await read<DashboardPropertyManagement>(manager, ROUTES.propertyManagement);
      expect(listings.estate).toBeUndefined();
      for (const path of [ROUTES.overview, ROUTES.alerts, ROUTES.analytics]) {
        expect(JSON.stringify((await manager.get(path)).body)).not.toMatch(money);
      }
    }
    for (const worker of workers) {
      expect(refusalOf(await worker.get('/api/estate/payments'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      const alertsSeen = await read<DashboardAlerts>(worker, ROUTES.alerts);
      // Their tickets stay; the invoices and contracts go.
      expect(Object.keys(alertsSeen).sort()).toEqual(['auctionsEndingToday', 'urgentTickets']);
      expect(JSON.stringify(alertsSeen)).not.toMatch(money);
      expect((await overviewOf(worker)).counts.openTickets).toBeGreaterThanOrEqual(0);
    }
    // Those who read payments and contracts keep every group.
    const accountant = await read<DashboardAlerts>(clients.accountant, ROUTES.alerts);
    expect(accountant.overdueInvoices?.count).toBeGreaterThan(0);
    expect(accountant.expiringContracts).toBeDefined();
    expect((await read<DashboardAnalytics>(clients.accountant, ROUTES.analytics)).months).toHaveLength(
      DASHBOARD_MONTHS,
    );
  });

  it('moves revenue, expenses, overdue, collection and occupancy by exactly what was recorded', async () => {
    const manager = clients.property_manager;
    const accountant = clients.accountant;
    const moneyBefore = await financial();
    const alertsBefore = await alerts();
    const analyticsBefore = await analytics();
    const estateBefore = await overviewOf(clients.admin);

    // A property with three units: C1 starts today on u1 (its first rent due today), C2 started 40 days ago on u2
    // (two rents past due) and ends in 20 days; u3 stays vacant.
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id, { title: 'برج اللوحة', titleEn: 'Dashboard Tower' });
    const [u1, u2] = [await makeUnit(manager, property.id), await makeUnit(manager, property.id)];
    await makeUnit(manager, property.id);
    const tenant = await makeTenant(manager);
    const terms = { securityDeposit: 0, paymentFrequency: 'monthly' as const, tenantId: tenant.id };
    const c1 = await makeContract(manager, {
      ...terms,
      unitId: u1.id,
      startDate: today,
      endDate: addDays(today, 364),
      rentAmount: 3000,
    });
    const c2 = await makeContract(manager, {
      ...terms,
      unitId: u2.id,
      startDate: addDays(today, -40),
      endDate: addDays(today, 20),
      rentAmount: 2000,
    });
    const invoicesOf = async (contract: EstateContract) =>
      (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    const invoices = [...(await invoicesOf(c1)), ...(await invoicesOf(c2))];
    const dueBetween = (list: EstateInvoice[], from: string) =>
      round2(
        list
          .filter((invoice) => invoice.dueDate >= from && invoice.dueDate <= today)
          .reduce((sum, invoice) => sum + invoice.totalAmount, 0),
      );
    const firstOfC1 = invoices.find((invoice) => invoice.contractId === c1.id && invoice.dueDate === today)!;
    const pastDue = invoices.filter((invoice) => invoice.contractId === c2.id && invoice.dueDate < today);
    expect(firstOfC1).toBeDefined();
    expect(pastDue).toHaveLength(2);

    const unpaid = await financial();
    expect(round2(unpaid.month.invoiced - moneyBefore.month.invoiced)).toBe(dueBetween(invoices, monthStart));
    expect(round2(unpaid.year.invoiced - moneyBefore.year.invoiced)).toBe(dueBetween(invoices, yearStart));

    // Paid today: C1's first rent in full (on time: no late fee), 400 of C2's oldest.
    const pay = async (invoice: EstateInvoice, amount: number) => {
      const response = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}/payments`, {
        amount,
        method: 'bank_transfer',
        paidOn: today,
      });
      expect(response.status).toBe(201);
    };
    await pay(firstOfC1, firstOfC1.totalAmount);
    const oldest = pastDue.sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    await pay(oldest, 400);
    const received = round2(firstOfC1.totalAmount + 400);

    // A ticket completed today for 750.50.
    const opened = await manager.post<MaintenanceTicketDetail>('/api/estate/maintenance', {
      propertyId: property.id,
      title: 'Broken lift',
      titleAr: 'المصعد معطل',
      description: 'The lift stops between floors.',
      category: 'electrical',
      priority: 'medium',
      estimatedCost: 900,
    });
    expect(opened.status).toBe(201);
    const assignees = await manager.get<{ id: string }[]>('/api/estate/maintenance/assignees');
    const ticket = opened.body.id;
    expect(
      (await manager.post(`/api/estate/maintenance/${ticket}/assign`, { assignedTo: assignees.body[0]!.id })).status,
    ).toBe(200);
    expect((await manager.post(`/api/estate/maintenance/${ticket}/status`, { status: 'inProgress' })).status).toBe(200);
    const done = await manager.post(`/api/estate/maintenance/${ticket}/status`, {
      status: 'completed',
      actualCost: 750.5,
    });
    expect(done.status).toBe(200);

    // An urgent ticket opened two days ago and still open: past its one-day SLA.
    const urgent = await manager.post<MaintenanceTicketDetail>('/api/estate/maintenance', {
      propertyId: property.id,
      title: 'Water leak',
      titleAr: 'تسرب مياه',
      description: 'Water comes through the ceiling.',
      category: 'plumbing',
      priority: 'urgent',
    });
    expect(urgent.status).toBe(201);
    await app.database.query(
      `UPDATE estate_maintenance_tickets SET created_at = now() - interval '2 days' WHERE id = $1`,
      [urgent.body.id],
    );

    const money = await financial();
    expect(round2(money.month.revenue - moneyBefore.month.revenue)).toBe(received);
    expect(round2(money.year.revenue - moneyBefore.year.revenue)).toBe(received);
    expect(round2(money.month.expenses - moneyBefore.month.expenses)).toBe(750.5);
    expect(round2(money.month.net - moneyBefore.month.net)).toBe(round2(received - 750.5));
    expect(money.months).toHaveLength(DASHBOARD_MONTHS);
    expect(money.months.at(-1)!.month).toBe(today.slice(0, 7));
    expect(round2(money.months.at(-1)!.revenue - moneyBefore.months.at(-1)!.revenue)).toBe(received);
    // The payments collected what was invoiced: the rate rises, the amount invoiced does not move.
    expect(money.month.invoiced).toBe(unpaid.month.invoiced);
    expect(money.month.collectionRate!).toBeGreaterThan(unpaid.month.collectionRate ?? 0);
    // A year's rate is written to one decimal: a few thousand riyals against millions invoiced may not move it.
    expect(money.year.collectionRate!).toBeGreaterThanOrEqual(unpaid.year.collectionRate ?? 0);
    // Overdue: C2's two past rents, less the 400 paid, plus their late fees today (2 and 1 started periods).
    const overdueAmount = round2(pastDue.reduce((sum, invoice) => sum + invoice.totalAmount, 0) - 400);
    const fees: number[] = [];
    for (const invoice of pastDue) {
      fees.push((await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}`)).body.lateFee);
    }
    expect(fees.every((fee) => fee > 0)).toBe(true);
    const lateFees = round2(fees.reduce((sum, fee) => sum + fee, 0));
    expect(money.overdue.count - moneyBefore.overdue.count).toBe(2);
    expect(round2(money.overdue.amount - moneyBefore.overdue.amount)).toBe(round2(overdueAmount + lateFees));
    // One overdue amount: the payments card and the reports show the same figure.
    const [card, report] = (
      await Promise.all([
        accountant.get<{ overdueAmount: number }>('/api/estate/payments/summary'),
        accountant.get<{ overdueAmount: number; overduePayments: number }>(
          `/api/estate/reports?period=yearly&year=${today.slice(0, 4)}`,
        ),
      ])
    ).map((response) => response.body) as [
      { overdueAmount: number },
      { overdueAmount: number; overduePayments: number },
    ];
    expect(card.overdueAmount).toBe(money.overdue.amount);
    expect(report).toMatchObject({ overdueAmount: money.overdue.amount, overduePayments: money.overdue.count });

    const after = await alerts();
    expect(after.overdueInvoices.count - alertsBefore.overdueInvoices.count).toBe(2);
    // The alerts show the same overdue amount: what is left on the overdue invoices plus their late fees.
    expect(round2(after.overdueInvoices.amount - alertsBefore.overdueInvoices.amount)).toBe(
      round2(overdueAmount + lateFees),
    );
    expect(after.overdueInvoices.amount).toBe(money.overdue.amount);
    // Each listed invoice with its own late fee, as the payments screen shows it.
    for (const item of after.overdueInvoices.items) {
      const invoice = (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${item.id}`)).body;
      expect(item.amount).toBe(round2(invoice.outstandingAmount + invoice.lateFee));
    }
    expect(after.expiringContracts.count - alertsBefore.expiringContracts.count).toBe(1);
    expect(after.urgentTickets.count - alertsBefore.urgentTickets.count).toBe(1);

    const trends = await analytics();
    expect(round2(trends.months.at(-1)!.revenue - analyticsBefore.months.at(-1)!.revenue)).toBe(received);
    expect(round2(trends.months.at(-1)!.expenses - analyticsBefore.months.at(-1)!.expenses)).toBe(750.5);
    const maintenance = trends.maintenance.at(-1)!;
    const maintenanceBefore = analyticsBefore.maintenance.at(-1)!;
    expect(maintenance.completed - maintenanceBefore.completed).toBe(1);
    expect(round2(maintenance.cost - maintenanceBefore.cost)).toBe(750.5);
    // The two tickets opened now (the urgent one's day moved back two days may fall in the previous month).
    const openedNow = addDays(today, -2) >= monthStart ? 2 : 1;
    expect(maintenance.opened - maintenanceBefore.opened).toBe(openedNow);

    const estate = await overviewOf(clients.admin);
    expect(estate.counts.estateProperties! - estateBefore.counts.estateProperties!).toBe(1);
    expect(estate.counts.units! - estateBefore.counts.units!).toBe(3);
    expect(estate.counts.occupiedUnits! - estateBefore.counts.occupiedUnits!).toBe(2);
    expect(estate.counts.openTickets! - estateBefore.counts.openTickets!).toBe(1);
    const pm = await read<DashboardPropertyManagement>(clients.property_manager, ROUTES.propertyManagement);
    expect(pm.estate!.map.find((entry) => entry.id === property.id)).toMatchObject({
      name: 'برج اللوحة',
      nameEn: 'Dashboard Tower',
      units: 3,
      occupiedUnits: 2,
      state: 'partial',
    });
    expect(pm.estate!.units).toBe(estate.counts.units);
    expect(pm.estate!.occupiedUnits).toBe(estate.counts.occupiedUnits);
    expect(pm.estate!.occupancy).toBe(estate.counts.occupancy);
  });

  it('counts an inquiry in the inbox and, with a view, in the demand of its listing’s area', async () => {
    const before = await analytics();
    // A listing of the busiest area (or any active one when there is no demand yet), so it stays in the top areas.
    const top = before.demand[0];
    const [listing] = await app.database.query<{ id: string; city: string; district: string | null }>(
      `SELECT id, city, district FROM properties WHERE status = 'active'
         ${top ? 'AND city = $1 AND district IS NOT DISTINCT FROM $2' : ''} ORDER BY created_at LIMIT 1`,
      top ? [top.city, top.district] : [],
    );
    const area = (result: DashboardAnalytics) =>
      result.demand.find((entry) => entry.city === listing!.city && entry.district === listing!.district) ?? {
        views: 0,
        inquiries: 0,
        favorites: 0,
      };
    const inboxBefore = await website(clients.admin);

    const visitor = new ApiClient(app.baseUrl);
    const sent = await visitor.post('/api/inquiries', {
      name: 'سعد الحربي',
      email: 'saad.dashboard@example.sa',
      message: 'هل العقار متاح للمعاينة هذا الأسبوع؟',
      propertyId: listing!.id,
    });
    expect(sent.status).toBe(201);
    const viewed = await new ApiClient(app.baseUrl).post<{ counted: boolean }>(`/api/properties/${listing!.id}/views`);
    expect([200, 201]).toContain(viewed.status);
    const favorite = await clients.user.put(`/api/me/favorites/${listing!.id}`);
    expect([200, 201, 204]).toContain(favorite.status);

    const inbox = await website(clients.admin);
    expect(inbox.inquiries.new - inboxBefore.inquiries.new).toBe(1);
    expect(inbox.inquiries.total - inboxBefore.inquiries.total).toBe(1);
    expect(inbox.latest[0]).toMatchObject({ kind: 'inquiry' });

    const after = await analytics();
    expect(area(after).inquiries - area(before).inquiries).toBe(1);
    expect(area(after).favorites - area(before).favorites).toBe(1);
    const counted = viewed.body.counted ? 1 : 0;
    expect(area(after).views - area(before).views).toBe(counted);
    const total = (result: DashboardAnalytics) => result.views.reduce((sum, entry) => sum + entry.views, 0);
    expect(total(after) - total(before)).toBe(counted);
    expect(after.views).toHaveLength(DASHBOARD_DEMAND_DAYS);
    expect(after.views.at(-1)!.day).toBe(today);
    expect(after.views[0]!.day).toBe(addDays(today, -(DASHBOARD_DEMAND_DAYS - 1)));
  });

  it('counts for an agent only the listings assigned to them and the inquiries about those', async () => {
    const [agentId, otherId] = [await userIdOf(clients.agent), await userIdOf(secondAgent)];
    const assignedCount = async (id: string) =>
      Number(
        (
          await app.database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM properties WHERE assigned_agent_id = $1`,
            [id],
          )
        )[0]!.n,
      );
    const first = await overviewOf(clients.agent);
    const second = await overviewOf(secondAgent);
    const all = await overviewOf(clients.admin);
    expect(first.counts.listings!.total).toBe(await assignedCount(agentId));
    expect(second.counts.listings!.total).toBe(await assignedCount(otherId));
    expect(all.counts.listings!.total).toBeGreaterThan(first.counts.listings!.total);

    // A new active listing assigned to the first agent, and an inquiry about it.
    const created = await clients.admin.post<AdminProperty>('/api/admin/properties', {
      ...minimalListing({ title: 'شقة الوسيط', adLicenseNumber: '7100077777' }),
      status: 'active',
      assignedAgentId: agentId,
    });
    expect(created.status).toBe(201);
    const firstInbox = await website(clients.agent);
    const secondInbox = await website(secondAgent);
    expect(
      (
        await new ApiClient(app.baseUrl).post('/api/inquiries', {
          name: 'نورة القحطاني',
          email: 'noura.dashboard@example.sa',
          message: 'أرغب في معرفة السعر النهائي.',
          propertyId: created.body.id,
        })
      ).status,
    ).toBe(201);

    const firstAfter = await overviewOf(clients.agent);
    const secondAfter = await overviewOf(secondAgent);
    expect(firstAfter.counts.listings!.total - first.counts.listings!.total).toBe(1);
    expect(firstAfter.counts.listings!.active! - (first.counts.listings!.active ?? 0)).toBe(1);
    expect(firstAfter.counts.unreadRequests! - first.counts.unreadRequests!).toBe(1);
    expect(secondAfter.counts).toEqual(second.counts);
    expect(firstAfter.counts.listings).not.toEqual(secondAfter.counts.listings);
    expect((await overviewOf(clients.admin)).counts.listings!.total - all.counts.listings!.total).toBe(1);

    expect((await website(clients.agent)).inquiries.new - firstInbox.inquiries.new).toBe(1);
    expect(await website(secondAgent)).toEqual(secondInbox);
    const recent = await read<DashboardPropertyManagement>(clients.agent, ROUTES.propertyManagement);
    expect(recent.recentListings[0]!.id).toBe(created.body.id);
    const ids = recent.recentListings.map((listing) => listing.id);
    const [row] = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties WHERE id = ANY($1::uuid[]) AND assigned_agent_id IS DISTINCT FROM $2`,
      [ids, agentId],
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('counts one’s bids on running auctions and the auctions ending today', async () => {
    const before = await overviewOf(clients.user);
    const alertsBefore = await alerts();
    // Ends within the Riyadh day (at most an hour from now, before midnight in Riyadh).
    const riyadhMidnight = Date.parse(`${addDays(today, 1)}T00:00:00+03:00`);
    const endIn = Math.max(60, Math.min(3600, Math.floor((riyadhMidnight - Date.now()) / 2000)));
    const running = await createAuction(app, { endIn });
    // A bidder verified with Nafath, with each auction's deposit paid.
    await verifyBidder(clients.user);
    await payDeposit(clients.user, running);
    const bid = await clients.user.post(`/api/auctions/${running}/bids`, { amount: 100_000 });
    expect(bid.status).toBe(201);
    // A bid on an auction that has ended does not count.
    const ended = await createAuction(app, { startIn: -7200, endIn: 3600 });
    await payDeposit(clients.user, ended);
    expect((await clients.user.post(`/api/auctions/${ended}/bids`, { amount: 100_000 })).status).toBe(201);
    await app.database.query(`UPDATE auctions SET end_date = now() - interval '1 minute' WHERE id = $1`, [ended]);

    const after = await overviewOf(clients.user);
    expect(after.counts.activeBids - before.counts.activeBids).toBe(1);
    const ending = await alerts();
    if (todayInRiyadh() === today) {
      expect(ending.auctionsEndingToday.count - alertsBefore.auctionsEndingToday.count).toBe(1);
      expect(ending.auctionsEndingToday.items.map((item) => item.id)).toContain(running);
    }
    const staff = await overviewOf(clients.manager);
    expect(staff.counts.auctions!.active).toBeGreaterThanOrEqual(1);
    expect(staff.counts.auctions!.total).toBe(
      (staff.counts.auctions!.upcoming ?? 0) +
        (staff.counts.auctions!.active ?? 0) +
        (staff.counts.auctions!.ended ?? 0) +
        (staff.counts.auctions!.cancelled ?? 0),
    );
  });

  it('keeps its rollups equal to the events, payments and invoices through inserts, updates and deletes', async () => {
    const sql = app.database.query.bind(app.database);
    // Each rollup, and the same figures from the raw tables, sorted.
    const rollups = async () => ({
      demand: await sql(
        `SELECT day::text AS day, city, CASE WHEN has_district THEN district END AS district,
                views, inquiries, favorites
           FROM dashboard_area_demand ORDER BY 1, 2, 3`,
      ),
      invoices: await sql(
        `SELECT due_date::text AS due_date, invoices, invoiced, pending, pending_total, pending_paid
           FROM dashboard_invoice_days ORDER BY 1`,
      ),
    });
    const riyadhDay = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '3 hours')::date`;
    const signed = `(CASE WHEN pm.kind = 'refund' THEN -pm.amount ELSE pm.amount END)`;
    const raw = async () => ({
      demand: await sql(
        `SELECT e.day::text AS day, p.city, p.district, sum(e.views)::int AS views,
                sum(e.inquiries)::int AS inquiries, sum(e.favorites)::int AS favorites
           FROM (SELECT property_id, day, 1 AS views, 0 AS inquiries, 0 AS favorites FROM property_views
                 UNION ALL SELECT property_id, ${riyadhDay('created_at')}, 0, 1, 0 FROM inquiries
                 UNION ALL SELECT property_id, ${riyadhDay('created_at')}, 0, 0, 1 FROM favorites) e
           JOIN properties p ON p.id = e.property_id
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      ),
      invoices: await sql(
        `SELECT i.due_date::text AS due_date, count(*)::int AS invoices, sum(i.total_amount)::numeric(16,2) AS invoiced,
                count(*) FILTER (WHERE i.status = 'pending')::int AS pending,
                coalesce(sum(i.total_amount) FILTER (WHERE i.status = 'pending'), 0)::numeric(16,2) AS pending_total,
                coalesce(sum(paid.net) FILTER (WHERE i.status = 'pending'), 0)::numeric(16,2) AS pending_paid
           FROM estate_invoices i
           LEFT JOIN (SELECT pm.invoice_id, sum(${signed}) AS net FROM estate_payments pm GROUP BY 1) paid
             ON paid.invoice_id = i.id
          WHERE i.status <> 'cancelled' GROUP BY 1 ORDER BY 1`,
      ),
    });
    const expectInStep = async () => expect(await rollups()).toEqual(await raw());
    await expectInStep();

    // Listing events: views, an inquiry and a favorite of a listing, which then moves district, loses its district,
    // moves city; a view and the favorite removed, the inquiry moved to another day; another listing deleted.
    const [listing, other] = await sql<{ id: string; city: string; district: string | null }>(
      `SELECT id, city, district FROM properties p WHERE status = 'active' AND district IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM auctions a WHERE a.property_id = p.id)
        ORDER BY created_at LIMIT 2`,
    );
    const userId = await userIdOf(clients.owner);
    for (const [id, day, visitor] of [
      [listing!.id, today, 'rollup:a'],
      [listing!.id, today, 'rollup:b'],
      [listing!.id, addDays(today, -3), 'rollup:a'],
      [other!.id, addDays(today, -1), 'rollup:c'],
    ]) {
      await sql(`INSERT INTO property_views (property_id, day, visitor) VALUES ($1, $2, $3)`, [id, day, visitor]);
    }
    const [inquiry] = await sql<{ id: string }>(
      `INSERT INTO inquiries (property_id, name, email, message) VALUES ($1, 'Rollup', 'rollup@example.sa', 'Hello?')
       RETURNING id`,
      [listing!.id],
    );
    await sql(`INSERT INTO favorites (user_id, property_id) VALUES ($1, $2), ($1, $3)`, [
      userId,
      listing!.id,
      other!.id,
    ]);
    await expectInStep();
    await sql(`UPDATE properties SET district = 'حي الاختبار' WHERE id = $1`, [listing!.id]);
    await expectInStep();
    await sql(`UPDATE properties SET district = NULL WHERE id = $1`, [listing!.id]);
    await expectInStep();
    await sql(`UPDATE properties SET city = 'rollup-city' WHERE id = $1`, [listing!.id]);
    await sql(`UPDATE inquiries SET created_at = created_at - interval '2 days', status = 'closed' WHERE id = $1`, [
      inquiry!.id,
    ]);
    await sql(`DELETE FROM property_views WHERE property_id = $1 AND visitor = 'rollup:b'`, [listing!.id]);
    await sql(`DELETE FROM favorites WHERE user_id = $1 AND property_id = $2`, [userId, listing!.id]);
    await expectInStep();
    // The listing alone in its city: its events of the window, under its area (the earlier tests' ones included).
    const from = addDays(today, -(DASHBOARD_DEMAND_DAYS - 1));
    const since = `(($2::date)::timestamp - interval '3 hours') AT TIME ZONE 'UTC'`;
    const [own] = await sql<{ views: number; inquiries: number; favorites: number }>(
      `SELECT (SELECT count(*)::int FROM property_views WHERE property_id = $1 AND day BETWEEN $2::date AND $3::date)
                AS views,
              (SELECT count(*)::int FROM inquiries WHERE property_id = $1 AND created_at >= ${since}) AS inquiries,
              (SELECT count(*)::int FROM favorites WHERE property_id = $1 AND created_at >= ${since}) AS favorites`,
      [listing!.id, from, today],
    );
    expect(own!.views).toBeGreaterThanOrEqual(2);
    expect((await analytics()).demand.find((area) => area.city === 'rollup-city')).toEqual({
      city: 'rollup-city',
      district: null,
      ...own,
    });
    await sql(`UPDATE inquiries SET property_id = $2 WHERE id = $1`, [inquiry!.id, other!.id]);
    await sql(`DELETE FROM properties WHERE id = $1`, [other!.id]);
    await expectInStep();
    await sql(`UPDATE properties SET city = $2, district = $3 WHERE id = $1`, [
      listing!.id,
      listing!.city,
      listing!.district,
    ]);
    await expectInStep();

    // Money: a payment, a refund of part of it, its amount and day edited, moved to another invoice, deleted; an
    // invoice paid, one cancelled, one's due date and total changed, one added and one deleted.
    const [first, second, third] = await sql<{ id: string; contract_id: string }>(
      `SELECT id, contract_id FROM estate_invoices WHERE status = 'pending' ORDER BY due_date, id LIMIT 3`,
    );
    const receipt = (n: number) => `RCT-ROLLUP-${n}`;
    const payment = async (n: number, invoiceId: string, kind: string, amount: number, day: string) =>
      (
        await sql<{ id: string }>(
          `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on)
           VALUES ($1, $2, $3, $4, 'cash', $5) RETURNING id`,
          [receipt(n), invoiceId, kind, amount, day],
        )
      )[0]!.id;
    const paid = await payment(1, first!.id, 'payment', 500, today);
    const refund = await payment(2, first!.id, 'refund', 120.25, today);
    await expectInStep();
    await sql(`UPDATE estate_payments SET amount = 650.5, paid_on = $2 WHERE id = $1`, [paid, addDays(today, -5)]);
    await sql(`UPDATE estate_payments SET invoice_id = $2 WHERE id = $1`, [refund, second!.id]);
    await expectInStep();
    await sql(`UPDATE estate_invoices SET status = 'paid', paid_at = now() WHERE id = $1`, [first!.id]);
    await sql(`UPDATE estate_payments SET amount = 700 WHERE id = $1`, [paid]);
    await expectInStep();
    await sql(`UPDATE estate_invoices SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [second!.id]);
    await sql(
      `UPDATE estate_invoices SET due_date = due_date + 3, net_amount = net_amount + 10, total_amount = total_amount + 10
        WHERE id = $1`,
      [third!.id],
    );
    await payment(3, third!.id, 'payment', 42, addDays(today, -1));
    await expectInStep();
    await sql(`DELETE FROM estate_payments WHERE id = $1`, [refund]);
    await sql(`UPDATE estate_invoices SET status = 'pending', paid_at = NULL WHERE id = $1`, [first!.id]);
    await expectInStep();
    const [added] = await sql<{ id: string }>(
      `INSERT INTO estate_invoices (invoice_number, contract_id, type, due_date, net_amount, total_amount)
       VALUES ('INV-ROLLUP-1', $1, 'maintenance', $2, 300, 300) RETURNING id`,
      [third!.contract_id, addDays(today, -2)],
    );
    await expectInStep();
    await sql(`DELETE FROM estate_invoices WHERE id = $1`, [added!.id]);
    await sql(`DELETE FROM estate_payments WHERE receipt_number LIKE 'RCT-ROLLUP-%'`);
    await expectInStep();
  });
});
