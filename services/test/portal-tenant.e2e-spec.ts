import {
  addDays,
  type ContractInvoices,
  DEMO_PASSWORD,
  type EstateContract,
  type EstateList,
  type EstateTenant,
  type MaintenanceRequestResult,
  type MaintenanceTicket,
  type MaintenanceTicketDetail,
  type MyNotifications,
  type NonRenewalNotice,
  type NoticeTooLate,
  type PaymentInvoiceDetail,
  type TenantContract,
  type TenantDocument,
  type TenantInvoice,
  type TenantOverview,
  type TenantTicket,
  type TicketEvent,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import {
  fromToday,
  invalidFields,
  makeAccount,
  makeContract,
  makeTenant,
  nextSerial,
  portfolio,
} from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PDF, PNG, putObject } from './support/uploads.js';

type TenantTicketDetail = TenantTicket & { history: TicketEvent[] };

/** The public forms' allowance per address in their window (SUBMISSION_LIMIT of properties/requests). */
const SUBMISSION_LIMIT = 20;

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('tenant portal and maintenance requests', () => {
  let app: TestApp;
  let manager: ApiClient;
  let admin: ApiClient;
  let accountant: ApiClient;

  /** A tenant record linked to a new tenant account, with a monthly contract of 3,000 started 20 days ago. */
  interface PortalTenant {
    client: ApiClient;
    account: UserDto;
    tenant: EstateTenant;
    contract: EstateContract;
    propertyAddress: string;
    rents: ContractInvoices['items'];
  }

  async function portalTenant(): Promise<PortalTenant> {
    const account = await makeAccount(admin, 'tenant');
    const { property, unit } = await portfolio(manager);
    const tenant = await makeTenant(manager, { userId: account.id });
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(-20),
      endDate: fromToday(344),
      rentAmount: 3000,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const rents = invoices.items.filter((invoice) => invoice.type === 'rent');
    const client = await new ApiClient(app.baseUrl).signIn(account.email, DEMO_PASSWORD);
    return { client, account, tenant, contract, propertyAddress: property.address, rents };
  }

  const upload = async (client: ApiClient, bytes: Buffer, name: string) => {
    const signed = await newUpload(client, name);
    expect((await putObject(app.baseUrl, signed.uploadURL, bytes)).status).toBe(200);
    return signed.objectURL;
  };

  const request = (overrides: Record<string, unknown> = {}) => ({
    title: 'تسرب في صنبور المطبخ',
    description: 'الماء يتسرب من صنبور المطبخ منذ يومين.',
    category: 'plumbing',
    tenantContact: '0501234567',
    ...overrides,
  });

  const ticketCount = async (where = 'true', params: unknown[] = []) =>
    Number(
      (
        await app.database.query<{ n: string }>(
          `SELECT count(*) AS n FROM estate_maintenance_tickets WHERE ${where}`,
          params,
        )
      )[0]!.n,
    );

  const staffTicket = async (id: string) =>
    (await manager.get<MaintenanceTicketDetail>(`/api/estate/maintenance/${id}`)).body;

  let a: PortalTenant;
  let b: PortalTenant;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
    admin = await signInAs(app.baseUrl, 'admin');
    accountant = await signInAs(app.baseUrl, 'accountant');
    [a, b] = [await portalTenant(), await portalTenant()];
  });
  afterAll(() => app?.stop());

  it('answers the overview and lists of the linked tenant, privately, and empty ones to an unlinked account', async () => {
    const overview = await a.client.get<TenantOverview>('/api/me/tenant');
    expect(overview.status).toBe(200);
    expect(overview.headers.get('cache-control')).toBe('private, no-store');
    expect(overview.body).toMatchObject({
      linked: true,
      tenant: { id: a.tenant.id, name: a.tenant.name },
      currentContract: { id: a.contract.id, monthlyRent: 3000, status: 'active', unitNumber: a.contract.unitNumber },
    });
    const contracts = await a.client.get<TenantContract[]>('/api/me/tenant/contracts');
    expect(contracts.headers.get('cache-control')).toBe('private, no-store');
    expect(contracts.body.map((contract) => contract.id)).toEqual([a.contract.id]);

    const unlinked = await makeAccount(admin, 'tenant');
    const stranger = await new ApiClient(app.baseUrl).signIn(unlinked.email, DEMO_PASSWORD);
    expect((await stranger.get<TenantOverview>('/api/me/tenant')).body).toEqual({
      linked: false,
      tenant: null,
      currentContract: null,
      nextInvoice: null,
      overdueAmount: 0,
      overdueCount: 0,
      owedNowAmount: 0,
      remainingAmount: 0,
      openRequests: 0,
    });
    expect((await stranger.get('/api/me/tenant/contracts')).body).toEqual([]);
    expect((await stranger.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices')).body).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await stranger.get('/api/me/tenant/documents')).body).toEqual([]);
    expect((await stranger.get<EstateList<TenantTicket>>('/api/me/tenant/maintenance')).body.items).toEqual([]);
    expect(refusalOf(await stranger.get(`/api/me/tenant/contracts/${a.contract.id}/document`))).toEqual({
      status: 404,
      code: 'CONTRACT_NOT_FOUND',
    });

    // Signed out: the portal is for signed-in accounts.
    expect((await new ApiClient(app.baseUrl).get('/api/me/tenant')).status).toBe(401);
  });

  it('tells paid, cancelled, overdue (with the late fee) and upcoming invoices apart, the spec’s states', async () => {
    const [overdue, due, paidEarly, cancelled, ...later] = a.rents;
    // Overdue for 31 days: two started 30-day periods at 5% of 3,000.
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [overdue!.id, fromToday(-31)]);
    expect(due!.dueDate > fromToday(0) && due!.dueDate <= fromToday(30)).toBe(true);
    const partial = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${due!.id}/payments`, {
      amount: 1000,
      method: 'bank_transfer',
      paidOn: fromToday(0),
    });
    expect(partial.status).toBe(201);
    const full = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${paidEarly!.id}/payments`, {
      amount: 3000,
      method: 'cash',
      paidOn: fromToday(0),
    });
    expect(full.body.status).toBe('paid');
    expect((await accountant.delete(`/api/estate/invoices/${cancelled!.id}`)).status).toBe(204);

    const list = await a.client.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?limit=100');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.total).toBe(a.rents.length);
    expect(list.body.items.every((invoice) => invoice.contractId === a.contract.id)).toBe(true);
    // Newest due first.
    const dues = list.body.items.map((invoice) => invoice.dueDate);
    expect(dues).toEqual([...dues].sort().reverse());
    const byId = new Map(list.body.items.map((invoice) => [invoice.id, invoice]));
    expect(byId.get(overdue!.id)).toMatchObject({
      state: 'overdue',
      status: 'overdue',
      daysOverdue: 31,
      lateFee: 300,
      outstandingAmount: 3000,
      // An apartment's rent is paid through Ejar (SADAD 153, mada in the Ejar app), not by card here.
      payable: false,
      ejarPayment: { ejarContractNumber: null, sadadBiller: '153' },
    });
    // Due in ten days: upcoming (the spec's states are paid, overdue and upcoming; there is no "due").
    expect(byId.get(due!.id)).toMatchObject({
      state: 'upcoming',
      status: 'pending',
      paidAmount: 1000,
      outstandingAmount: 2000,
      lateFee: 0,
      payable: false,
    });
    expect(byId.get(due!.id)!.payments).toMatchObject([{ kind: 'payment', amount: 1000, method: 'bank_transfer' }]);
    expect(byId.get(paidEarly!.id)).toMatchObject({
      state: 'paid',
      paidAmount: 3000,
      outstandingAmount: 0,
      paidDate: fromToday(0),
      payable: false,
    });
    expect(byId.get(cancelled!.id)).toMatchObject({ state: 'cancelled', outstandingAmount: 0, payable: false });
    for (const invoice of later) expect(byId.get(invoice.id)).toMatchObject({ state: 'upcoming', payable: false });

    const ids = async (state: string) =>
      (await a.client.get<EstateList<TenantInvoice>>(`/api/me/tenant/invoices?state=${state}&limit=100`)).body.items
        .map((invoice) => invoice.id)
        .sort();
    expect(await ids('overdue')).toEqual([overdue!.id]);
    expect(await ids('paid')).toEqual([paidEarly!.id]);
    expect(await ids('cancelled')).toEqual([cancelled!.id]);
    expect(await ids('upcoming')).toEqual([due!.id, ...later.map((invoice) => invoice.id)].sort());
    // What is to come reads soonest first (the list of all reads latest first).
    const upcomingDates = (
      await a.client.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?state=upcoming&limit=100')
    ).body.items.map((invoice) => invoice.dueDate);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    expect(upcomingDates.length).toBeGreaterThan(1);
    const paged = (await a.client.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?page=2&limit=2')).body;
    expect(paged).toMatchObject({ page: 2, limit: 2, total: a.rents.length });
    expect(paged.items.map((invoice) => invoice.id)).toEqual(list.body.items.slice(2, 4).map((invoice) => invoice.id));
    for (const state of ['late', 'due']) {
      expect(refusalOf(await a.client.get(`/api/me/tenant/invoices?state=${state}`))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }

    const overview = (await a.client.get<TenantOverview>('/api/me/tenant')).body;
    expect(overview).toMatchObject({ overdueAmount: 3300, overdueCount: 1, nextInvoice: { id: overdue!.id } });

    // B's list holds only B's invoices.
    const other = (await b.client.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?limit=100')).body;
    expect(other.total).toBe(b.rents.length);
    expect(other.items.some((invoice) => byId.has(invoice.id))).toBe(false);
  });

  it('shows what is owed now (due today or before, late fees included) apart from what is still to come', async () => {
    const c = await portalTenant();
    const [overdue, dueToday, partly, ...later] = c.rents;
    // Overdue for 31 days (two started periods: a 300 fee), one due today, one due later and partly paid.
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [overdue!.id, fromToday(-31)]);
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [dueToday!.id, fromToday(0)]);
    expect(partly!.dueDate > fromToday(0)).toBe(true);
    const paid = await accountant.post(`/api/estate/invoices/${partly!.id}/payments`, {
      amount: 1000,
      method: 'cash',
      paidOn: fromToday(0),
    });
    expect(paid.status).toBe(201);

    const overview = (await c.client.get<TenantOverview>('/api/me/tenant')).body;
    const laterTotal = later.reduce((sum, invoice) => sum + Math.round(invoice.totalAmount * 100), 0) / 100;
    expect(laterTotal).toBeGreaterThan(0);
    expect(overview).toMatchObject({
      overdueAmount: 3300,
      owedNowAmount: 3000 + 300 + 3000,
      remainingAmount: 2000 + laterTotal,
    });
    expect(overview).not.toHaveProperty('outstandingAmount');
  });

  it('hands the tenant their receipts and contract as PDFs, and another tenant’s as unknown ones', async () => {
    const paid = (
      await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${b.rents[1]!.id}/payments`, {
        amount: 500,
        method: 'cash',
        paidOn: fromToday(0),
      })
    ).body;
    const bPayment = paid.payments[0]!;

    // A signed copy kept with A's contract.
    const signed = await upload(manager, PDF, 'signed-contract.pdf');
    const kept = await manager.patch<EstateContract>(`/api/estate/contracts/${a.contract.id}`, { documents: [signed] });
    expect(kept.status).toBe(200);

    const documents = await a.client.get<TenantDocument[]>('/api/me/tenant/documents');
    expect(documents.headers.get('cache-control')).toBe('private, no-store');
    const receipts = documents.body.filter((document) => document.kind === 'receipt');
    expect(receipts.length).toBeGreaterThanOrEqual(2);
    expect(documents.body).toContainEqual({
      kind: 'contract',
      id: a.contract.id,
      name: a.contract.contractNumber,
      url: `/api/me/tenant/contracts/${a.contract.id}/document`,
      date: a.contract.startDate,
    });
    expect(documents.body.some((document) => document.id === bPayment.id || document.id === b.contract.id)).toBe(false);

    const file = documents.body.find((document) => document.kind === 'contractFile');
    expect(file).toEqual({
      kind: 'contractFile',
      id: a.contract.id,
      name: 'signed-contract.pdf',
      url: `/api/me/tenant/contracts/${a.contract.id}/files/0`,
      date: a.contract.startDate,
    });
    const copy = await a.client.get<string>(file!.url);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/pdf');
    expect(copy.body.startsWith('%PDF')).toBe(true);
    expect(refusalOf(await b.client.get(file!.url))).toEqual({ status: 404, code: 'CONTRACT_NOT_FOUND' });
    expect(refusalOf(await a.client.get(`/api/me/tenant/contracts/${a.contract.id}/files/1`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });

    for (const lang of ['ar', 'en']) {
      const receipt = await fetch(`${app.baseUrl}${receipts[0]!.url}?lang=${lang}`, {
        headers: { cookie: a.client.cookieHeader() },
      });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('application/pdf');
      expect(receipt.headers.get('cache-control')).toBe('private, no-store');
      expect(
        Buffer.from(await receipt.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('%PDF');

      const contract = await fetch(`${app.baseUrl}/api/me/tenant/contracts/${a.contract.id}/document?lang=${lang}`, {
        headers: { cookie: a.client.cookieHeader() },
      });
      expect(contract.status).toBe(200);
      expect(contract.headers.get('cache-control')).toBe('private, no-store');
      expect(
        Buffer.from(await contract.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('%PDF');
    }

    // B's receipt and contract, an unknown id and a malformed one all answer the same 404.
    for (const id of [bPayment.id, NO_ID, 'not-an-id']) {
      expect(refusalOf(await a.client.get(`/api/me/tenant/payments/${id}/receipt`))).toEqual({
        status: 404,
        code: 'PAYMENT_NOT_FOUND',
      });
    }
    for (const id of [b.contract.id, NO_ID, 'not-an-id']) {
      expect(refusalOf(await a.client.get(`/api/me/tenant/contracts/${id}/document`))).toEqual({
        status: 404,
        code: 'CONTRACT_NOT_FOUND',
      });
    }
    // B reads their own.
    expect((await b.client.get(`/api/me/tenant/payments/${bPayment.id}/receipt`)).status).toBe(200);
  });

  it('takes the tenant’s own notice of non-renewal 60 days or more before the end, shown to them and to staff', async () => {
    const owner = await portalTenant();
    const other = await portalTenant();
    const give = (client: ApiClient, id: string, body: Record<string, unknown> = { reason: 'سأنتقل إلى مدينة أخرى' }) =>
      client.post<NonRenewalNotice>(`/api/me/tenant/contracts/${id}/notice`, body);
    const mine = async (client: ApiClient, id: string) =>
      (await client.get<TenantContract[]>('/api/me/tenant/contracts')).body.find((contract) => contract.id === id)!;

    // The window: a contract ending in 344 days takes it until 60 days before its end.
    const before = await mine(owner.client, owner.contract.id);
    expect(before).toMatchObject({ nonRenewalNotice: null, lastNoticeDay: addDays(owner.contract.endDate, -60) });

    // Another tenant's contract, or an unknown one, is unknown to them; a bad body is refused field by field.
    expect(refusalOf(await give(other.client, owner.contract.id))).toEqual({ status: 404, code: 'CONTRACT_NOT_FOUND' });
    expect(refusalOf(await give(other.client, NO_ID))).toEqual({ status: 404, code: 'CONTRACT_NOT_FOUND' });
    const unlinked = await new ApiClient(app.baseUrl).signIn((await makeAccount(admin, 'tenant')).email, DEMO_PASSWORD);
    expect(refusalOf(await give(unlinked, owner.contract.id))).toEqual({ status: 404, code: 'CONTRACT_NOT_FOUND' });
    const blank = await give(owner.client, owner.contract.id, { reason: '  ' });
    expect(refusalOf(blank)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(blank.body)).toEqual(['reason']);
    expect(
      (await manager.get<EstateContract>(`/api/estate/contracts/${owner.contract.id}`)).body.nonRenewalNotice,
    ).toBeNull();

    // Given: by the tenant, today, with why; recorded as their account's, and one at a time.
    const taken = await give(owner.client, owner.contract.id, { reason: 'Moving to Jeddah' });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({
      givenBy: 'tenant',
      givenOn: fromToday(0),
      reason: 'Moving to Jeddah',
      createdByName: owner.account.name,
    });
    expect(refusalOf(await give(owner.client, owner.contract.id))).toEqual({ status: 409, code: 'NOTICE_EXISTS' });
    expect((await mine(owner.client, owner.contract.id)).nonRenewalNotice).toMatchObject({ givenBy: 'tenant' });
    expect(
      (await manager.get<EstateContract>(`/api/estate/contracts/${owner.contract.id}`)).body.nonRenewalNotice,
    ).toMatchObject({
      givenBy: 'tenant',
      reason: 'Moving to Jeddah',
      createdByName: owner.account.name,
    });
    const [audited] = await app.database.query<{ user_id: string; description: string }>(
      `SELECT user_id, description FROM audit_logs WHERE target_id = $1 AND action = 'estate_contract.notice'`,
      [owner.contract.id],
    );
    expect(audited?.user_id).toBe(owner.account.id);
    expect(audited?.description).toContain('Moving to Jeddah');

    // Inside the window it is refused with the rule: at least 60 days, the last allowed day named in both languages.
    await app.database.query(`UPDATE estate_contracts SET end_date = $2 WHERE id = $1`, [
      other.contract.id,
      fromToday(59),
    ]);
    const late = await give(other.client, other.contract.id);
    expect(refusalOf(late)).toEqual({ status: 422, code: 'NOTICE_TOO_LATE' });
    const details = (late.body as unknown as { details: NoticeTooLate }).details;
    expect(details).toMatchObject({ lastAllowedDay: fromToday(-1), noticeDays: 60 });
    expect(details.message.en).toMatch(/at least 60 days/);
    expect(details.message.ar).toContain('إشعار عدم التجديد');
  });

  it('lets the tenant withdraw their own notice up to its last day, and no one else’s', async () => {
    const mine = await portalTenant();
    const other = await portalTenant();
    const url = (id: string) => `/api/me/tenant/contracts/${id}/notice`;
    const notice = async () =>
      (await manager.get<EstateContract>(`/api/estate/contracts/${mine.contract.id}`)).body.nonRenewalNotice;

    // Nothing to withdraw yet.
    expect(refusalOf(await mine.client.delete(url(mine.contract.id)))).toEqual({
      status: 404,
      code: 'NOTICE_NOT_FOUND',
    });
    expect((await mine.client.post(url(mine.contract.id), { reason: 'Moving to Jeddah' })).status).toBe(201);

    // Another tenant, or an account linked to no tenant, cannot touch it: the contract is unknown to them.
    expect(refusalOf(await other.client.delete(url(mine.contract.id)))).toEqual({
      status: 404,
      code: 'CONTRACT_NOT_FOUND',
    });
    const unlinked = await new ApiClient(app.baseUrl).signIn((await makeAccount(admin, 'tenant')).email, DEMO_PASSWORD);
    expect(refusalOf(await unlinked.delete(url(mine.contract.id)))).toEqual({
      status: 404,
      code: 'CONTRACT_NOT_FOUND',
    });
    expect(await notice()).toMatchObject({ givenBy: 'tenant', reason: 'Moving to Jeddah' });

    // Their own: withdrawn, audited as theirs, and the contract renews again (a new notice can be given).
    const withdrawn = await mine.client.delete(url(mine.contract.id));
    expect(withdrawn.status).toBe(204);
    expect(await notice()).toBeNull();
    const [audited] = await app.database.query<{ user_id: string; description: string }>(
      `SELECT user_id, description FROM audit_logs WHERE target_id = $1 AND action = 'estate_contract.notice_withdraw'`,
      [mine.contract.id],
    );
    expect(audited?.user_id).toBe(mine.account.id);
    expect(audited?.description).toContain('tenant portal');

    // The landlord's notice is the landlord's: refused with the reason in both languages, and kept.
    const landlord = await manager.post(`/api/estate/contracts/${mine.contract.id}/notice`, {
      givenBy: 'landlord',
      reason: 'The owner will live in the unit',
    });
    expect(landlord.status).toBe(201);
    const notYours = await mine.client.delete(url(mine.contract.id));
    expect(refusalOf(notYours)).toEqual({ status: 403, code: 'NOTICE_NOT_YOURS' });
    const message = (notYours.body as unknown as { details: { message: { ar: string; en: string } } }).details.message;
    expect(message.en).toMatch(/landlord/);
    expect(message.ar).toContain('المؤجر');
    expect(await notice()).toMatchObject({ givenBy: 'landlord' });

    // Past the last allowed day, their own stays too.
    expect((await manager.delete(`/api/estate/contracts/${mine.contract.id}/notice`)).status).toBe(200);
    expect((await mine.client.post(url(mine.contract.id), { reason: 'Moving to Jeddah' })).status).toBe(201);
    await app.database.query(`UPDATE estate_contracts SET end_date = $2 WHERE id = $1`, [
      mine.contract.id,
      fromToday(59),
    ]);
    const late = await mine.client.delete(url(mine.contract.id));
    expect(refusalOf(late)).toEqual({ status: 422, code: 'NOTICE_WITHDRAW_TOO_LATE' });
    expect(await notice()).toMatchObject({ givenBy: 'tenant' });
  });

  it('opens a tenant’s request on their unit, and each staff status change reaches them', async () => {
    const photos = [await upload(a.client, PNG, 'leak-1.png'), await upload(a.client, PNG, 'leak-2.png')];
    const sent = await a.client.post<MaintenanceRequestResult>(
      '/api/me/tenant/maintenance',
      request({ images: photos }),
    );
    expect(sent.status).toBe(201);
    expect(sent.headers.get('cache-control')).toBe('private, no-store');
    expect(sent.body).toMatchObject({ status: 'open', linked: true });
    expect(sent.body.ticketNumber).toMatch(/^MNT-\d{4}-\d{6}$/);

    // Staff see it in the maintenance list, on the tenant's unit.
    const found = await manager.get<EstateList<MaintenanceTicket>>(
      `/api/estate/maintenance?q=${encodeURIComponent(sent.body.ticketNumber)}`,
    );
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({
      id: sent.body.id,
      source: 'tenant',
      propertyId: a.contract.propertyId,
      unitId: a.contract.unitId,
      tenantId: a.tenant.id,
      title: 'تسرب في صنبور المطبخ',
      titleAr: 'تسرب في صنبور المطبخ',
      category: 'plumbing',
      priority: 'medium',
      status: 'open',
      contactPhone: '+966501234567',
      propertyAddress: a.propertyAddress,
    });
    expect(found.body.items[0]!.photos).toHaveLength(2);
    // The tenant reads their photos.
    const photo = await a.client.get(found.body.items[0]!.photos[0]!.url);
    expect(photo.status).toBe(200);

    // The tenant's list and detail; B sees neither.
    const mine = (await a.client.get<EstateList<TenantTicket>>('/api/me/tenant/maintenance')).body;
    expect(mine.items.map((ticket) => ticket.id)).toContain(sent.body.id);
    expect((await b.client.get<EstateList<TenantTicket>>('/api/me/tenant/maintenance')).body.items).toEqual([]);
    for (const id of [sent.body.id, NO_ID, 'nope']) {
      expect(refusalOf(await b.client.get(`/api/me/tenant/maintenance/${id}`))).toEqual({
        status: 404,
        code: 'TICKET_NOT_FOUND',
      });
    }
    expect((await a.client.get<TenantOverview>('/api/me/tenant')).body.openRequests).toBe(1);

    const statusNotes = async () =>
      (await a.client.get<MyNotifications>('/api/me/notifications?limit=100')).body.items.filter(
        (note) => note.type === 'maintenance_status' && note.relatedEntityId === sent.body.id,
      );
    expect(await statusNotes()).toHaveLength(0);

    const fixer = await admin.post<UserDto>('/api/users', {
      name: `فني ${nextSerial()}`,
      email: `fixer.${nextSerial()}@example.sa`,
      role: 'maintenance',
      password: DEMO_PASSWORD,
    });
    expect(fixer.status).toBe(201);
    const steps: [string, () => Promise<{ status: number }>][] = [
      ['assigned', () => manager.post(`/api/estate/maintenance/${sent.body.id}/assign`, { assignedTo: fixer.body.id })],
      ['inProgress', () => manager.post(`/api/estate/maintenance/${sent.body.id}/status`, { status: 'inProgress' })],
      [
        'completed',
        () => manager.post(`/api/estate/maintenance/${sent.body.id}/status`, { status: 'completed', actualCost: 250 }),
      ],
    ];
    for (const [index, [status, step]] of steps.entries()) {
      expect((await step()).status).toBe(200);
      const detail = await a.client.get<TenantTicketDetail>(`/api/me/tenant/maintenance/${sent.body.id}`);
      expect(detail.headers.get('cache-control')).toBe('private, no-store');
      expect(detail.body.status).toBe(status);
      expect(await statusNotes()).toHaveLength(index + 1);
    }
    const detail = (await a.client.get<TenantTicketDetail>(`/api/me/tenant/maintenance/${sent.body.id}`)).body;
    expect(detail.completedAt).not.toBeNull();
    expect(detail.history.filter((event) => event.type === 'status').map((event) => event.details.to)).toEqual([
      'assigned',
      'inProgress',
      'completed',
    ]);
    // The assignee's name is told, not the staff's account ids.
    const assigned = detail.history.find((event) => event.type === 'assigned')!;
    expect(assigned.details).toEqual({ fromName: null, toName: fixer.body.name });
    expect(detail.history.every((event) => event.actorId === null || event.actorId === a.account.id)).toBe(true);
    expect((await a.client.get<TenantOverview>('/api/me/tenant')).body.openRequests).toBe(0);

    // The public form, sent by a signed-in tenant, is linked to their unit as well.
    const viaForm = await a.client.post<MaintenanceRequestResult>(
      '/api/maintenance-requests',
      request({ priority: 'high' }),
    );
    expect(viaForm.status).toBe(201);
    expect(viaForm.body.linked).toBe(true);
    expect(await staffTicket(viaForm.body.id)).toMatchObject({
      source: 'tenant',
      tenantId: a.tenant.id,
      unitId: a.contract.unitId,
      priority: 'high',
    });
  });

  it('makes a visitor’s request, or a non-tenant’s, an unlinked ticket for staff to match', async () => {
    const visitor = new ApiClient(app.baseUrl);
    const photo = await upload(visitor, PNG, 'crack.png');
    const sent = await visitor.post<MaintenanceRequestResult>(
      '/api/maintenance-requests',
      request({
        title: 'Cracked window',
        category: 'structural',
        priority: 'urgent',
        tenantContact: '+966 55 123 4567',
        propertyAddress: 'الرياض، حي النرجس، شارع الثمامة',
        images: [photo],
      }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'open', linked: false });
    expect(await staffTicket(sent.body.id)).toMatchObject({
      source: 'visitor',
      propertyId: null,
      unitId: null,
      tenantId: null,
      title: 'Cracked window',
      titleAr: 'Cracked window',
      priority: 'urgent',
      contactPhone: '+966551234567',
      propertyAddress: 'الرياض، حي النرجس، شارع الثمامة',
      createdBy: null,
    });
    expect((await staffTicket(sent.body.id)).photos).toHaveLength(1);

    // An account with no tenant record, on either route: unlinked too.
    const owner = await makeAccount(admin, 'owner');
    const ownerClient = await new ApiClient(app.baseUrl).signIn(owner.email, DEMO_PASSWORD);
    for (const path of ['/api/maintenance-requests', '/api/me/tenant/maintenance']) {
      const unlinked = await ownerClient.post<MaintenanceRequestResult>(
        path,
        request({ propertyAddress: 'جدة، حي الروضة' }),
      );
      expect(unlinked.status).toBe(201);
      expect(unlinked.body.linked).toBe(false);
      expect(await staffTicket(unlinked.body.id)).toMatchObject({
        source: 'visitor',
        tenantId: null,
        propertyId: null,
        createdBy: owner.id,
      });
    }
  });

  it('refuses bad requests field by field and opens nothing', async () => {
    const before = await ticketCount();
    const pdf = await upload(a.client, PDF, 'notes.pdf');
    const six = await Promise.all(Array.from({ length: 6 }, (_, index) => upload(a.client, PNG, `p${index}.png`)));
    const visitor = new ApiClient(app.baseUrl);
    const cases: [ApiClient, string, Record<string, unknown>, string, string[]][] = [
      [
        a.client,
        '/api/me/tenant/maintenance',
        request({ tenantContact: undefined }),
        'VALIDATION_FAILED',
        ['tenantContact'],
      ],
      [
        a.client,
        '/api/me/tenant/maintenance',
        request({ tenantContact: '12345' }),
        'VALIDATION_FAILED',
        ['tenantContact'],
      ],
      // A landline is a phone number, not a mobile one.
      [
        a.client,
        '/api/me/tenant/maintenance',
        request({ tenantContact: '0112345678' }),
        'VALIDATION_FAILED',
        ['tenantContact'],
      ],
      [a.client, '/api/me/tenant/maintenance', request({ images: six }), 'VALIDATION_FAILED', ['images']],
      [a.client, '/api/me/tenant/maintenance', request({ images: [pdf] }), 'INVALID_TICKET_PHOTO', ['images.0']],
      [
        a.client,
        '/api/me/tenant/maintenance',
        request({ title: ' ', description: '', category: 'roof', priority: 'soon' }),
        'VALIDATION_FAILED',
        ['category', 'description', 'priority', 'title'],
      ],
      [
        a.client,
        '/api/me/tenant/maintenance',
        request({ contractId: b.contract.id }),
        'VALIDATION_FAILED',
        ['contractId'],
      ],
      [visitor, '/api/maintenance-requests', request(), 'VALIDATION_FAILED', ['propertyAddress']],
      [
        visitor,
        '/api/maintenance-requests',
        request({ propertyAddress: 'الدمام', tenantContact: '' }),
        'VALIDATION_FAILED',
        ['tenantContact'],
      ],
      [
        visitor,
        '/api/maintenance-requests',
        request({ propertyAddress: 'الدمام', images: [pdf] }),
        'INVALID_TICKET_PHOTO',
        ['images.0'],
      ],
    ];
    for (const [client, path, body, code, fields] of cases) {
      const answer = await client.post(path, body);
      expect({ path, body, ...refusalOf(answer) }).toEqual({ path, body, status: 400, code });
      expect(invalidFields(answer.body)).toEqual(fields);
    }
    expect(await ticketCount()).toBe(before);

    // The images the tenant may send: five of them, uploaded images.
    const five = await a.client.post<MaintenanceRequestResult>(
      '/api/me/tenant/maintenance',
      request({ images: six.slice(0, 5), contractId: a.contract.id }),
    );
    expect(five.status).toBe(201);
    expect((await staffTicket(five.body.id)).photos).toHaveLength(5);
    expect(await ticketCount()).toBe(before + 1);
  });
  it('holds back a flood of public requests from one address as the other public forms are', async () => {
    const visitor = new ApiClient(app.baseUrl);
    const before = await ticketCount();
    let accepted = 0;
    let refused: Awaited<ReturnType<ApiClient['post']>> | undefined;
    for (let attempt = 0; attempt <= SUBMISSION_LIMIT && !refused; attempt += 1) {
      const answer = await visitor.post('/api/maintenance-requests', request({ propertyAddress: 'الخبر، حي العليا' }));
      if (answer.status === 201) accepted += 1;
      else refused = answer;
    }
    expect(refused && refusalOf(refused)).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(SUBMISSION_LIMIT);
    expect(await ticketCount()).toBe(before + accepted);
  });
});
