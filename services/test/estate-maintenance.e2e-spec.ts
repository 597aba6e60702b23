import {
  DEMO_PASSWORD,
  type EstateList,
  type EstateReport,
  type MaintenanceSummary,
  type MaintenanceTicket,
  type MaintenanceTicketDetail,
  type TicketAssigneeOption,
  type UserDto,
  todayInRiyadh,
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
  nextSerial,
  portfolio,
} from './support/estate.js';
import { csv, importFile } from './support/imports.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PNG, putObject } from './support/uploads.js';

describe('estate maintenance tickets', () => {
  let app: TestApp;
  let manager: ApiClient;
  let admin: ApiClient;
  let fixer: ApiClient;
  let fixerId: string;
  let otherFixer: ApiClient;
  let otherFixerId: string;

  /** A new maintenance account, signed in. */
  async function maintenanceAccount(): Promise<{ client: ApiClient; user: UserDto }> {
    const n = nextSerial();
    const email = `fixer.${n}@example.sa`;
    const made = await admin.post<UserDto>('/api/users', {
      name: `فني ${n}`,
      email,
      role: 'maintenance',
      password: DEMO_PASSWORD,
    });
    expect(made.status).toBe(201);
    return { client: await new ApiClient(app.baseUrl).signIn(email, DEMO_PASSWORD), user: made.body };
  }

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
    admin = await signInAs(app.baseUrl, 'admin');
    ({
      client: fixer,
      user: { id: fixerId },
    } = await maintenanceAccount());
    ({
      client: otherFixer,
      user: { id: otherFixerId },
    } = await maintenanceAccount());
  });
  afterAll(() => app?.stop());

  const ticketInput = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
    propertyId,
    title: 'Leaking tap',
    titleAr: 'تسرب في الصنبور',
    description: 'Water drips from the kitchen tap.',
    category: 'plumbing',
    priority: 'medium',
    estimatedCost: 300,
    ...overrides,
  });
  const open = async (client: ApiClient, input: Record<string, unknown>) => {
    const response = await client.post<MaintenanceTicketDetail>('/api/estate/maintenance', input);
    expect(response.status).toBe(201);
    return response.body;
  };
  const moveTo = (client: ApiClient, id: string, status: string, extra: Record<string, unknown> = {}) =>
    client.post<MaintenanceTicketDetail>(`/api/estate/maintenance/${id}/status`, { status, ...extra });
  const get = async (id: string) => (await manager.get<MaintenanceTicketDetail>(`/api/estate/maintenance/${id}`)).body;

  it('numbers a ticket MNT-<year>-<6 digits>, links the unit’s current tenant and checks the unit’s property', async () => {
    const { property, unit, tenant } = await portfolio(manager);
    await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(-30),
      endDate: fromToday(300),
      rentAmount: 3000,
      securityDeposit: 3000,
      paymentFrequency: 'monthly',
    });
    const ticket = await open(manager, ticketInput(property.id, { unitId: unit.id }));
    expect(ticket.ticketNumber).toMatch(/^MNT-\d{4}-\d{6}$/);
    expect(ticket).toMatchObject({
      tenantId: tenant.id,
      tenantName: tenant.name,
      unitNumber: unit.unitNumber,
      status: 'open',
      assignedTo: null,
      allowedMoves: ['assigned', 'cancelled'],
      daysOpen: 0,
      slaStatus: 'onTime',
      slaDays: 7,
      source: 'staff',
    });
    expect(ticket.history.map((event) => event.type)).toEqual(['created']);

    const other = await portfolio(manager);
    const mismatch = await manager.post('/api/estate/maintenance', ticketInput(property.id, { unitId: other.unit.id }));
    expect(refusalOf(mismatch)).toEqual({ status: 400, code: 'ESTATE_RECORD_MISMATCH' });
    expect(invalidFields(mismatch.body)).toEqual(['unitId']);
    const negative = await manager.post('/api/estate/maintenance', ticketInput(property.id, { estimatedCost: -1 }));
    expect(refusalOf(negative)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(negative.body)).toEqual(['estimatedCost']);

    // The search finds it by number, by the Arabic title and by the tenant's name.
    for (const q of [ticket.ticketNumber, 'تسرب في', tenant.name]) {
      const found = await manager.get<EstateList<MaintenanceTicket>>(
        `/api/estate/maintenance?q=${encodeURIComponent(q)}&propertyId=${property.id}`,
      );
      expect(found.body.items.map((item) => item.id)).toEqual([ticket.id]);
    }
  });

  it('moves only open → assigned → inProgress → completed, refusing skips with the allowed moves', async () => {
    const { property } = await portfolio(manager);
    const ticket = await open(manager, ticketInput(property.id));

    const skip = await moveTo(manager, ticket.id, 'inProgress');
    expect(refusalOf(skip)).toEqual({ status: 409, code: 'INVALID_TICKET_TRANSITION' });
    expect((skip.body as unknown as { details: unknown }).details).toEqual({
      from: 'open',
      to: 'inProgress',
      allowed: ['assigned', 'cancelled'],
    });
    // "assigned" needs an assignee: it comes through the assign route.
    expect(refusalOf(await moveTo(manager, ticket.id, 'assigned'))).toEqual({
      status: 409,
      code: 'INVALID_TICKET_TRANSITION',
    });

    const assigned = await manager.post<MaintenanceTicketDetail>(`/api/estate/maintenance/${ticket.id}/assign`, {
      assignedTo: fixerId,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'assigned', assignedTo: fixerId });
    expect(refusalOf(await moveTo(fixer, ticket.id, 'completed'))).toEqual({
      status: 409,
      code: 'INVALID_TICKET_TRANSITION',
    });
    expect((await moveTo(fixer, ticket.id, 'inProgress')).body.status).toBe('inProgress');
    const done = await moveTo(fixer, ticket.id, 'completed', { actualCost: 275.5 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', actualCost: 275.5, allowedMoves: [] });
    expect(done.body.completedAt).not.toBeNull();
    for (const status of ['cancelled', 'open', 'inProgress']) {
      expect(refusalOf(await moveTo(manager, ticket.id, status))).toEqual({
        status: 409,
        code: 'INVALID_TICKET_TRANSITION',
      });
    }

    // Every change is in the history, with its actor.
    const detail = await get(ticket.id);
    expect(detail.history.map((event) => [event.type, event.details.from ?? null, event.details.to ?? null])).toEqual([
      ['created', null, null],
      ['assigned', null, fixerId],
      ['status', 'open', 'assigned'],
      ['status', 'assigned', 'inProgress'],
      ['status', 'inProgress', 'completed'],
    ]);
    expect(detail.history[3]!.actorId).toBe(fixerId);

    // Cancelled from open, assigned or in progress; a completed ticket cannot be deleted, a cancelled one can.
    const second = await open(manager, ticketInput(property.id));
    expect((await moveTo(manager, second.id, 'cancelled')).body.status).toBe('cancelled');
    expect(refusalOf(await manager.delete(`/api/estate/maintenance/${ticket.id}`))).toEqual({
      status: 409,
      code: 'TICKET_DELETE_BLOCKED',
    });
    expect((await manager.delete(`/api/estate/maintenance/${second.id}`)).status).toBe(204);
    expect(refusalOf(await manager.get(`/api/estate/maintenance/${second.id}`))).toEqual({
      status: 404,
      code: 'TICKET_NOT_FOUND',
    });
  });

  it('completing asks for the actual cost, or the reason there is none, and the month’s expenses take the cost', async () => {
    const { property } = await portfolio(manager);
    const accountant = await signInAs(app.baseUrl, 'accountant');
    const today = todayInRiyadh();
    const expenses = async () => {
      const query = `period=monthly&year=${Number(today.slice(0, 4))}&month=${Number(today.slice(5, 7))}`;
      const report = await accountant.get<EstateReport>(`/api/estate/reports?${query}&propertyId=${property.id}`);
      expect(report.status).toBe(200);
      return report.body.totalExpenses;
    };
    const working = async () => {
      const ticket = await open(manager, ticketInput(property.id));
      expect((await manager.post(`/api/estate/maintenance/${ticket.id}/assign`, { assignedTo: fixerId })).status).toBe(
        200,
      );
      expect((await moveTo(fixer, ticket.id, 'inProgress')).status).toBe(200);
      return ticket;
    };
    const before = await expenses();

    // Neither a cost nor a reason: refused, naming the reason, and the ticket stays in progress.
    const unpriced = await working();
    for (const extra of [{}, { actualCost: null, noCostReason: '   ' }]) {
      const refused = await moveTo(fixer, unpriced.id, 'completed', extra);
      expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(refused.body)).toEqual(['noCostReason']);
    }
    expect((await get(unpriced.id)).status).toBe('inProgress');
    // With the reason: completed without a cost, the reason kept.
    const free = await moveTo(fixer, unpriced.id, 'completed', { noCostReason: 'Fixed under the supplier’s warranty' });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({
      status: 'completed',
      actualCost: null,
      noCostReason: 'Fixed under the supplier’s warranty',
    });
    expect(await expenses()).toBe(before);

    // With the cost: kept, no reason, and the month's expenses grow by it.
    const priced = await working();
    const paid = await moveTo(fixer, priced.id, 'completed', { actualCost: 480.25, noCostReason: 'ignored' });
    expect(paid.body).toMatchObject({ status: 'completed', actualCost: 480.25, noCostReason: null });
    expect(await expenses()).toBeCloseTo(before + 480.25, 2);

    // A cost saved before completing is the actual cost: no reason asked.
    const saved = await working();
    expect((await fixer.patch(`/api/estate/maintenance/${saved.id}`, { actualCost: 120 })).status).toBe(200);
    expect((await moveTo(fixer, saved.id, 'completed')).body).toMatchObject({
      status: 'completed',
      actualCost: 120,
      noCostReason: null,
    });
    expect(await expenses()).toBeCloseTo(before + 600.25, 2);
  });

  it('assigns only active maintenance staff; a maintenance user works their own tickets and takes unassigned ones', async () => {
    const { property } = await portfolio(manager);
    const ticket = await open(manager, ticketInput(property.id));
    const accountant = await signInAs(app.baseUrl, 'accountant');
    const accountantId = (await accountant.get<{ id: string }>('/api/auth/me')).body.id;
    for (const assignedTo of [accountantId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await manager.post(`/api/estate/maintenance/${ticket.id}/assign`, { assignedTo });
      expect(refusalOf(refused)).toEqual({ status: 400, code: 'INVALID_TICKET_ASSIGNEE' });
    }
    // A deactivated maintenance account is no assignee either, nor offered.
    const { user: retired } = await maintenanceAccount();
    expect((await admin.patch(`/api/users/${retired.id}/status`, { isActive: false })).status).toBe(200);
    expect(
      refusalOf(await manager.post(`/api/estate/maintenance/${ticket.id}/assign`, { assignedTo: retired.id })),
    ).toEqual({ status: 400, code: 'INVALID_TICKET_ASSIGNEE' });
    const options = (await manager.get<TicketAssigneeOption[]>('/api/estate/maintenance/assignees')).body;
    expect(options.map((option) => option.id)).not.toContain(retired.id);
    expect(options.map((option) => option.id)).toEqual(expect.arrayContaining([fixerId, otherFixerId]));
    expect(options.map((option) => option.id)).not.toContain(accountantId);

    // The first maintenance user takes the unassigned ticket; the second can neither take it nor move it.
    const taken = await fixer.post<MaintenanceTicketDetail>(`/api/estate/maintenance/${ticket.id}/assign`, {
      assignedTo: fixerId,
    });
    expect(taken.body).toMatchObject({ status: 'assigned', assignedTo: fixerId });
    expect(
      refusalOf(await otherFixer.post(`/api/estate/maintenance/${ticket.id}/assign`, { assignedTo: otherFixerId })),
    ).toEqual({ status: 403, code: 'TICKET_NOT_YOURS' });
    expect(refusalOf(await moveTo(otherFixer, ticket.id, 'inProgress'))).toEqual({
      status: 403,
      code: 'TICKET_NOT_YOURS',
    });
    expect(refusalOf(await otherFixer.patch(`/api/estate/maintenance/${ticket.id}`, { actualCost: 10 }))).toEqual({
      status: 403,
      code: 'TICKET_NOT_YOURS',
    });
    // The assignee changes costs, not the ticket's other fields; only managers delete or assign others.
    const costs = await fixer.patch<MaintenanceTicketDetail>(`/api/estate/maintenance/${ticket.id}`, {
      estimatedCost: 420,
    });
    expect(costs.body.estimatedCost).toBe(420);
    expect(refusalOf(await fixer.patch(`/api/estate/maintenance/${ticket.id}`, { priority: 'low' }))).toEqual({
      status: 403,
      code: 'TICKET_FIELDS_RESTRICTED',
    });
    expect(
      refusalOf(await fixer.post(`/api/estate/maintenance/${ticket.id}/assign`, { assignedTo: otherFixerId })),
    ).toEqual({ status: 403, code: 'TICKET_NOT_YOURS' });
    expect(refusalOf(await fixer.delete(`/api/estate/maintenance/${ticket.id}`))).toEqual({
      status: 403,
      code: 'TICKET_NOT_YOURS',
    });
    // A manager hands it to the other one: the ticket keeps its status.
    const handed = await manager.post<MaintenanceTicketDetail>(`/api/estate/maintenance/${ticket.id}/assign`, {
      assignedTo: otherFixerId,
    });
    expect(handed.body).toMatchObject({ status: 'assigned', assignedTo: otherFixerId });
    expect((await moveTo(otherFixer, ticket.id, 'inProgress')).body.status).toBe('inProgress');

    const history = (await get(ticket.id)).history.filter((event) => event.type === 'updated');
    expect(history.map((event) => event.details.fields)).toEqual([['estimatedCost']]);
  });

  it('reads the SLA from the priority and age, and the overdue tab and summary from it', async () => {
    const { property } = await portfolio(manager);
    const onTime = await open(manager, ticketInput(property.id, { priority: 'medium' }));
    const delayed = await open(manager, ticketInput(property.id, { priority: 'medium' }));
    const overdue = await open(manager, ticketInput(property.id, { priority: 'medium', title: 'Old leak' }));
    const resolved = await open(manager, ticketInput(property.id, { priority: 'high', assignedTo: fixerId }));
    // Medium is 7 days: delayed from 5.25 days (75%), overdue after 7.
    const backdate = (id: string, hours: number) =>
      app.database.query(
        `UPDATE estate_maintenance_tickets SET created_at = now() - $2 * interval '1 hour' WHERE id = $1`,
        [id, hours],
      );
    await backdate(onTime.id, 5.25 * 24 - 1);
    await backdate(delayed.id, 5.25 * 24 + 1);
    await backdate(overdue.id, 7 * 24 + 1);
    await backdate(resolved.id, 36);
    await moveTo(fixer, resolved.id, 'inProgress');
    await moveTo(fixer, resolved.id, 'completed', { actualCost: 100 });

    expect((await get(onTime.id)).slaStatus).toBe('onTime');
    expect(await get(delayed.id)).toMatchObject({ slaStatus: 'delayed', daysOpen: expect.any(Number) });
    expect((await get(overdue.id)).slaStatus).toBe('overdue');
    expect((await get(overdue.id)).daysOpen).toBeGreaterThanOrEqual(7);
    expect((await get(resolved.id)).slaStatus).toBe('onTime');

    const tab = await manager.get<EstateList<MaintenanceTicket>>(
      `/api/estate/maintenance?tab=overdue&propertyId=${property.id}`,
    );
    expect(tab.body.items.map((item) => item.id)).toEqual([overdue.id]);
    const summary = (await manager.get<MaintenanceSummary>(`/api/estate/maintenance/summary?propertyId=${property.id}`))
      .body;
    // The urgent card counts what its tab lists: urgent or high, the completed high one too.
    expect(summary).toEqual({ total: 4, open: 3, urgent: 1, averageResolutionDays: 1.5 });
    const urgentTab = await manager.get<EstateList<MaintenanceTicket>>(
      `/api/estate/maintenance?tab=urgent&propertyId=${property.id}`,
    );
    expect(urgentTab.body.items.map((item) => item.id)).toEqual([resolved.id]);
    expect(urgentTab.body.total).toBe(summary.urgent);
    const completedTab = await manager.get<EstateList<MaintenanceTicket>>(
      `/api/estate/maintenance?tab=completed&propertyId=${property.id}`,
    );
    expect(completedTab.body.total).toBe(1);
  });

  it('counts on the urgent card what the urgent tab lists: urgent or high priority, whatever the status', async () => {
    const { property } = await portfolio(manager);
    const urgent = await open(manager, ticketInput(property.id, { priority: 'urgent' }));
    const high = await open(manager, ticketInput(property.id, { priority: 'high' }));
    const dropped = await open(manager, ticketInput(property.id, { priority: 'high' }));
    await open(manager, ticketInput(property.id, { priority: 'medium' }));
    expect((await moveTo(manager, dropped.id, 'cancelled')).body.status).toBe('cancelled');

    const summary = (await manager.get<MaintenanceSummary>(`/api/estate/maintenance/summary?propertyId=${property.id}`))
      .body;
    const tab = (
      await manager.get<EstateList<MaintenanceTicket>>(`/api/estate/maintenance?tab=urgent&propertyId=${property.id}`)
    ).body;
    expect(tab.items.map((item) => item.id).sort()).toEqual([urgent.id, high.id, dropped.id].sort());
    expect(summary).toMatchObject({ total: 4, open: 3, urgent: 3 });
    expect(summary.urgent).toBe(tab.total);
  });

  it('keeps at most five photos, claimed for the ticket, each added or removed in the history', async () => {
    const { property } = await portfolio(manager);
    const upload = async () => {
      const signed = await newUpload(manager, 'leak.png');
      expect((await putObject(app.baseUrl, signed.uploadURL, PNG)).status).toBe(200);
      return signed.objectURL;
    };
    const six = await Promise.all(Array.from({ length: 6 }, upload));
    const tooMany = await manager.post('/api/estate/maintenance', ticketInput(property.id, { photos: six }));
    expect(refusalOf(tooMany)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(tooMany.body)).toEqual(['photos']);

    const ticket = await open(manager, ticketInput(property.id, { photos: six.slice(0, 2) }));
    expect(ticket.photos).toHaveLength(2);
    const fetched = await fetch(`${app.baseUrl}${ticket.photos[0]!.url}`, {
      headers: { cookie: fixer.cookieHeader() },
    });
    expect(fetched.status).toBe(200);
    const kept = await manager.patch<MaintenanceTicketDetail>(`/api/estate/maintenance/${ticket.id}`, {
      photos: [ticket.photos[1]!.url],
    });
    expect(kept.body.photos.map((photo) => photo.url)).toEqual([ticket.photos[1]!.url]);
    expect(kept.body.history.map((event) => event.type)).toEqual([
      'created',
      'photo_added',
      'photo_added',
      'photo_removed',
    ]);
    const notImage = await manager.patch(`/api/estate/maintenance/${ticket.id}`, { photos: ['/api/objects/nothing'] });
    expect(refusalOf(notImage)).toEqual({ status: 400, code: 'INVALID_TICKET_PHOTO' });
  });

  it('tells managers and maintenance staff of an urgent ticket once, and the assignee of an assignment', async () => {
    const { property } = await portfolio(manager);
    const ticket = await open(manager, ticketInput(property.id, { priority: 'urgent' }));
    await manager.patch(`/api/estate/maintenance/${ticket.id}`, { priority: 'high' });
    await manager.patch(`/api/estate/maintenance/${ticket.id}`, { priority: 'urgent' });
    await manager.post(`/api/estate/maintenance/${ticket.id}/assign`, { assignedTo: fixerId });
    const rows = await app.database.query<{ event_key: string; recipient_type: string; recipient_user_id: string }>(
      `SELECT event_key, recipient_type, recipient_user_id FROM estate_notifications
        WHERE related_entity_id = $1 ORDER BY event_key`,
      [ticket.id],
    );
    expect(rows).toEqual([
      {
        event_key: `ticket-assigned:${ticket.id}:${fixerId}`,
        recipient_type: 'specific_user',
        recipient_user_id: fixerId,
      },
      { event_key: `ticket-urgent:${ticket.id}`, recipient_type: 'all_managers', recipient_user_id: null },
      {
        event_key: `ticket-urgent:${ticket.id}:maintenance`,
        recipient_type: 'maintenance_staff',
        recipient_user_id: null,
      },
    ]);
    const audit = await app.database.query<{ action: string }>(
      `SELECT action FROM audit_logs WHERE target_id = $1 ORDER BY created_at`,
      [ticket.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'estate_ticket.create',
      'estate_ticket.update',
      'estate_ticket.update',
      'estate_ticket.assign',
      'estate_ticket.status',
    ]);
  });

  it('tells the tenant’s linked account of each status change of a ticket on their unit, once per change', async () => {
    const account = await makeAccount(admin, 'tenant');
    const tenant = await makeTenant(manager, { userId: account.id });
    const { property, unit } = await portfolio(manager);
    await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(-10),
      endDate: fromToday(200),
      rentAmount: 2000,
      securityDeposit: 2000,
      paymentFrequency: 'monthly',
    });
    const ticket = await open(manager, ticketInput(property.id, { unitId: unit.id, assignedTo: fixerId }));
    expect(ticket.tenantId).toBe(tenant.id);
    await moveTo(fixer, ticket.id, 'inProgress');
    const statusEvents = (await get(ticket.id)).history.filter((event) => event.type === 'status');
    const rows = await app.database.query<{ event_key: string }>(
      `SELECT event_key FROM estate_notifications WHERE recipient_user_id = $1 ORDER BY created_at, event_key`,
      [account.id],
    );
    expect(rows.map((row) => row.event_key).sort()).toEqual(
      statusEvents.map((event) => `ticket-status:${event.id}`).sort(),
    );
    expect(rows).toHaveLength(2);
  });

  it('exports the filtered list as CSV (with a byte-order mark) or XLSX, words in the language asked', async () => {
    const { property } = await portfolio(manager);
    const ticket = await open(manager, ticketInput(property.id, { priority: 'high', estimatedCost: 640 }));
    const csv = await fetch(
      `${app.baseUrl}/api/estate/maintenance/export?propertyId=${property.id}&lang=en&format=csv`,
      { headers: { cookie: manager.cookieHeader() } },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('maintenance-export.csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    // Every text cell quoted, numbers bare.
    expect(lines[0]!.startsWith('"Ticket number","Title","Category","Priority","Status","Service level"')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${ticket.ticketNumber}","Leaking tap","Plumbing","High","Open","On time"`);
    expect(lines[1]).toContain(',640,');
    const xlsx = await fetch(`${app.baseUrl}/api/estate/maintenance/export?propertyId=${property.id}&format=xlsx`, {
      headers: { cookie: manager.cookieHeader() },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect([...Buffer.from(await xlsx.arrayBuffer()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('seeds tickets in every status, priority and category, some past their SLA, with their history', async () => {
    const [seeded] = await app.database.query<Record<string, number>>(
      `SELECT count(*)::int AS total, count(DISTINCT status)::int AS statuses, count(DISTINCT priority)::int AS priorities,
              count(DISTINCT category)::int AS categories,
              count(*) FILTER (WHERE status = 'completed' AND actual_cost IS NULL)::int AS completed_without_cost,
              count(*) FILTER (WHERE description !~ '^[\u0600-\u06FF]')::int AS not_in_arabic,
              (SELECT count(DISTINCT ticket_id)::int FROM estate_ticket_events) AS with_history
         FROM estate_maintenance_tickets WHERE ticket_number IN
           (SELECT ticket_number FROM estate_maintenance_tickets ORDER BY ticket_number LIMIT 40)`,
    );
    // Titles in both languages; the one description in Arabic, the site's default language.
    expect(seeded).toMatchObject({
      total: 40,
      statuses: 5,
      priorities: 4,
      categories: 9,
      completed_without_cost: 0,
      not_in_arabic: 0,
    });
    expect(seeded!.with_history).toBeGreaterThanOrEqual(40);
    const overdue = await manager.get<EstateList<MaintenanceTicket>>('/api/estate/maintenance?tab=overdue&limit=5');
    expect(overdue.body.total).toBeGreaterThan(0);
  });

  it('refuses the roles without the maintenance screen', async () => {
    const { property } = await portfolio(manager);
    for (const role of ['accountant', 'tenant', 'owner', 'agent'] as const) {
      const client = await signInAs(app.baseUrl, role);
      expect(refusalOf(await client.get('/api/estate/maintenance'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(refusalOf(await client.post('/api/estate/maintenance', ticketInput(property.id)))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  describe('tickets import', () => {
    /** A property with a name of its own and one unit, let to a tenant. */
    async function namedProperty() {
      const n = nextSerial();
      const owner = await makeOwner(manager);
      const property = await makeProperty(manager, owner.id, {
        title: `برج الصيانة ${n}`,
        titleEn: `Service Tower ${n}`,
      });
      const unit = await makeUnit(manager, property.id);
      const tenant = await makeTenant(manager);
      await makeContract(manager, {
        unitId: unit.id,
        tenantId: tenant.id,
        startDate: fromToday(-30),
        endDate: fromToday(300),
        rentAmount: 3000,
        securityDeposit: 0,
        paymentFrequency: 'monthly',
      });
      return { property, unit, tenant };
    }
    const header = [
      'العقار',
      'رقم الوحدة',
      'العنوان بالعربية',
      'العنوان بالإنجليزية',
      'الوصف',
      'الفئة',
      'الأولوية',
      'التكلفة التقديرية',
    ];

    it('opens each row as the screen opens a ticket, and reports bad rows by field', async () => {
      const { property, unit, tenant } = await namedProperty();
      const file = csv([
        header,
        [property.title, unit.unitNumber, 'تسرب مياه', 'Water leak', 'Under the sink', 'سباكة', 'عاجلة', 250],
        [property.titleEn!, '', 'إنارة الدرج', 'Stair lights', 'Out on floor 2', 'Electrical', 'low', ''],
        ['برج لا يوجد', '', 'x', 'x', 'x', 'plumbing', 'low', ''],
        [property.title, 'Z-404', 'x', 'x', 'x', 'plumbing', 'low', ''],
        [property.title, '', 'x', 'x', 'x', 'roofing', 'low', ''],
        [property.title, '', 'x', 'x', 'x', 'plumbing', 'someday', ''],
        [property.title, '', 'x', 'x', 'x', 'plumbing', 'low', -5],
        [property.title, '', '', 'x', 'x', 'plumbing', 'low', ''],
      ]);
      const checked = await importFile(manager, 'maintenance', 'dry-run', file);
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({ totalRows: 8, validRows: 2, invalidRows: 6, imported: 0 });
      expect(checked.body.errors.map((error) => [error.row, error.field, error.code])).toEqual([
        [3, 'property', 'UNKNOWN_REFERENCE'],
        [4, 'unitNumber', 'UNKNOWN_REFERENCE'],
        [5, 'category', 'INVALID_CHOICE'],
        [6, 'priority', 'INVALID_CHOICE'],
        [7, 'estimatedCost', 'NEGATIVE_AMOUNT'],
        [8, 'titleAr', 'REQUIRED'],
      ]);

      const committed = await importFile(manager, 'maintenance', 'commit', file);
      expect(committed.body).toMatchObject({ imported: 2 });
      const listed = (
        await manager.get<EstateList<MaintenanceTicket>>(
          `/api/estate/maintenance?propertyId=${property.id}&sort=ticketNumber&order=asc`,
        )
      ).body.items;
      expect(listed.map((ticket) => [ticket.titleAr, ticket.category, ticket.priority, ticket.estimatedCost])).toEqual([
        ['تسرب مياه', 'plumbing', 'urgent', 250],
        ['إنارة الدرج', 'electrical', 'low', null],
      ]);
      const leak = await get(listed[0]!.id);
      expect(leak).toMatchObject({ unitId: unit.id, tenantId: tenant.id, status: 'open', source: 'staff' });
      expect(leak.history.map((event) => event.type)).toEqual(['created']);
    });

    it('lets the maintenance writers import, and refuses the others', async () => {
      const { property } = await namedProperty();
      const file = csv([header, [property.title, '', 'عطل', 'Fault', 'Broken', 'other', 'medium', '']]);
      const byFixer = await importFile(fixer, 'maintenance', 'commit', file);
      expect(byFixer.body).toMatchObject({ imported: 1 });
      for (const role of ['accountant', 'tenant', 'agent'] as const) {
        const client = await signInAs(app.baseUrl, role);
        expect(refusalOf(await importFile(client, 'maintenance', 'dry-run', file))).toEqual({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      const missing = await importFile(
        manager,
        'maintenance',
        'dry-run',
        csv([
          ['property', 'title'],
          ['x', 'y'],
        ]),
      );
      expect(refusalOf(missing)).toEqual({ status: 400, code: 'IMPORT_FILE_INVALID' });
      expect(missing.body).toMatchObject({
        details: { missingColumns: ['titleAr', 'description', 'category', 'priority'] },
      });
    });
  });
});
