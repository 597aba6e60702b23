import {
  type EstateNotificationItem,
  type MyNotifications,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type NotificationType,
  notificationCategoryOf,
  notificationTypesOf,
  type NotificationList,
  type NotificationSummary,
  type UnreadNotificationCount,
  type UserDto,
  DEMO_PASSWORD,
  todayInRiyadh,
} from '@estate/contracts';
import { DataSource } from 'typeorm';
import { generateNotifications } from '../src/estate/notifications/notification-generators.js';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { postgresAvailable } from './support/database.js';
import { fromToday, invalidFields, makeAccount, makeContract, portfolio } from './support/estate.js';
import { spawnServer, startTestApp, type RunningServer, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const describeWithPostgres = postgresAvailable() ? describe : describe.skip;

/** A system notification as the staff form sends it. */
const systemInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Water cut on Sunday',
  titleAr: 'انقطاع المياه يوم الأحد',
  message: 'The water will be off from 9 to 12.',
  messageAr: 'ستنقطع المياه من التاسعة حتى الثانية عشرة.',
  priority: 'medium',
  recipientType: 'all_users',
  ...overrides,
});

describe('estate notifications', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signInAs(app.baseUrl, 'admin');
    manager = await signInAs(app.baseUrl, 'property_manager');
  });
  afterAll(() => app?.stop());

  const signIn = (user: UserDto) => new ApiClient(app.baseUrl).signIn(user.email, DEMO_PASSWORD);
  const mine = async (client: ApiClient) => {
    const response = await client.get<MyNotifications>('/api/me/notifications?limit=100');
    if (response.status !== 200) throw new Error(`my list: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const unread = async (client: ApiClient) =>
    (await client.get<UnreadNotificationCount>('/api/me/notifications/unread-count')).body.unread;
  const create = async (input: Record<string, unknown>) => {
    const response = await manager.post<EstateNotificationItem>('/api/estate/notifications', input);
    expect(response.status).toBe(201);
    return response.body;
  };

  it('seeds system notifications to groups and the generated ones, some read by the demo property manager', async () => {
    const rows = await app.database.query<{ type: string; count: number }>(
      `SELECT type, count(*)::int AS count FROM estate_notifications GROUP BY type`,
    );
    const byType = Object.fromEntries(rows.map((row) => [row.type, row.count]));
    expect(byType.system_notification).toBe(5);
    expect(byType.contract_expiry).toBeGreaterThan(0);
    expect(byType.payment_overdue).toBeGreaterThan(0);
    // Read by the demo property manager: two announcements and the two oldest overdue invoices.
    const read = await app.database.query<{ type: string; count: number }>(
      `SELECT n.type, count(*)::int AS count FROM estate_notification_states s
         JOIN estate_notifications n ON n.id = s.notification_id
         JOIN users u ON u.id = s.user_id
        WHERE u.email = 'property.manager@dar-estate.sa' AND s.read_at IS NOT NULL GROUP BY n.type ORDER BY n.type`,
    );
    expect(read).toEqual([
      { type: 'payment_overdue', count: 2 },
      { type: 'system_notification', count: 2 },
    ]);
    // One of the announcements has expired: it is under "expired" and out of the readers' lists.
    const expired = (await manager.get<NotificationList>('/api/estate/notifications?tab=expired')).body;
    expect(expired.items.map((item) => item.title)).toContain('Fire safety inspection completed');
    expect((await mine(manager)).items.map((item) => item.title)).not.toContain('Fire safety inspection completed');
  });

  it('resolves recipient groups from the reader’s role when they read', async () => {
    const tenantA = await makeAccount(admin, 'tenant');
    const owner = await makeAccount(admin, 'owner');
    const [asTenant, asOwner, accountant, maintenance] = await Promise.all([
      signIn(tenantA),
      signIn(owner),
      signInAs(app.baseUrl, 'accountant'),
      signInAs(app.baseUrl, 'maintenance'),
    ]);
    const forManagers = await create(systemInput({ recipientType: 'all_managers', title: 'For managers' }));
    const forOwners = await create(systemInput({ recipientType: 'all_owners', title: 'For owners' }));
    const forTenants = await create(systemInput({ recipientType: 'all_tenants', title: 'For tenants' }));
    const forAll = await create(systemInput({ recipientType: 'all_users', title: 'For everyone' }));
    const forOne = await create(
      systemInput({ recipientType: 'specific_user', recipientUserId: tenantA.id, title: 'For one tenant' }),
    );
    const ids = [forManagers.id, forOwners.id, forTenants.id, forAll.id, forOne.id];
    const seen = async (client: ApiClient) =>
      (await mine(client)).items
        .map((item) => item.id)
        .filter((id) => ids.includes(id))
        .sort();

    expect(await seen(manager)).toEqual([forManagers.id, forAll.id].sort());
    expect(await seen(admin)).toEqual([forManagers.id, forAll.id].sort());
    expect(await seen(asOwner)).toEqual([forOwners.id, forAll.id].sort());
    expect(await seen(asTenant)).toEqual([forTenants.id, forAll.id, forOne.id].sort());
    expect(await seen(accountant)).toEqual([forAll.id]);
    expect(await seen(maintenance)).toEqual([forAll.id]);
    expect(forOne.recipientUserName).toBe(tenantA.name);
  });

  it('brings a group only the kinds its reader may open: no money or contracts to a manager or maintenance worker', async () => {
    // One notification of each kind to each staff group, as the jobs and ticket events write them.
    const ids = {} as Record<string, Record<NotificationType, string>>;
    for (const group of ['all_managers', 'maintenance_staff'] as const) {
      ids[group] = {} as Record<NotificationType, string>;
      for (const type of NOTIFICATION_TYPES) {
        const [row] = await app.database.query<{ id: string }>(
          `INSERT INTO estate_notifications (type, priority, title, title_ar, message, message_ar, recipient_type)
           VALUES ($1, 'high', $2, $3, 'Tenant X owes 1,000 SAR', 'المستأجر س عليه ١٬٠٠٠ ريال', $4) RETURNING id`,
          [type, `Kind ${type}`, `نوع ${type}`, group],
        );
        ids[group][type] = row!.id;
      }
    }
    const secondManager = await admin.post<UserDto>('/api/users', {
      name: 'مدير ثان',
      email: `manager.second.${Date.now()}@example.sa`,
      role: 'manager',
      password: DEMO_PASSWORD,
    });
    const secondMaintenance = await admin.post<UserDto>('/api/users', {
      name: 'فني ثان',
      email: `maintenance.second.${Date.now()}@example.sa`,
      role: 'maintenance',
      password: DEMO_PASSWORD,
    });
    expect([secondManager.status, secondMaintenance.status]).toEqual([201, 201]);
    const readers = {
      admin,
      propertyManager: manager,
      manager: await signInAs(app.baseUrl, 'manager'),
      secondManager: await signIn(secondManager.body),
      maintenance: await signInAs(app.baseUrl, 'maintenance'),
      secondMaintenance: await signIn(secondMaintenance.body),
    };
    const kindsSeen = async (client: ApiClient, group: string) => {
      const own = new Map(Object.entries(ids[group]!).map(([type, id]) => [id, type]));
      return (await mine(client)).items.flatMap((item) => (own.has(item.id) ? [own.get(item.id)!] : [])).sort();
    };
    const everyKind = [...NOTIFICATION_TYPES].sort();
    expect(await kindsSeen(readers.admin, 'all_managers')).toEqual(everyKind);
    expect(await kindsSeen(readers.propertyManager, 'all_managers')).toEqual(everyKind);
    // A manager reads listings and auctions, not the estate: announcements only, for both managers.
    for (const reader of [readers.manager, readers.secondManager]) {
      expect(await kindsSeen(reader, 'all_managers')).toEqual(['system_notification']);
      const money = (await mine(reader)).items.filter((item) =>
        ['payment_overdue', 'payment_reminder', 'contract_expiry'].includes(item.type),
      );
      expect(money).toEqual([]);
      // Not readable by id either, and the bell counts none of them.
      const refused = await reader.patch(`/api/me/notifications/${ids.all_managers!.payment_overdue}/read`, {
        read: true,
      });
      expect(refusalOf(refused)).toEqual({ status: 404, code: 'NOTIFICATION_NOT_FOUND' });
    }
    const visibleUnread = (await mine(readers.manager)).items.filter((item) => !item.read).length;
    expect(await unread(readers.manager)).toBe(visibleUnread);
    // A maintenance worker gets the tickets, not the money or the contracts.
    for (const reader of [readers.maintenance, readers.secondMaintenance]) {
      expect(await kindsSeen(reader, 'maintenance_staff')).toEqual(
        ['maintenance_assigned', 'maintenance_status', 'maintenance_urgent', 'system_notification'].sort(),
      );
    }
  });

  it('keeps read state per reader, and a second reader of the same role cannot touch the first one’s', async () => {
    const first = await makeAccount(admin, 'tenant');
    const second = await makeAccount(admin, 'tenant');
    const [one, two] = await Promise.all([signIn(first), signIn(second)]);
    const shared = await create(systemInput({ recipientType: 'all_tenants', title: 'Shared by tenants' }));
    const private1 = await create(
      systemInput({ recipientType: 'specific_user', recipientUserId: first.id, title: 'Only for the first' }),
    );
    const before = { one: await unread(one), two: await unread(two) };

    // The first reads the shared one: the second still has it unread.
    const read = await one.patch<EstateNotificationItem>(`/api/me/notifications/${shared.id}/read`, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.read).toBe(true);
    expect(await unread(one)).toBe(before.one - 1);
    expect(await unread(two)).toBe(before.two);
    expect((await mine(two)).items.find((item) => item.id === shared.id)?.read).toBe(false);
    // Unread again.
    expect((await one.patch(`/api/me/notifications/${shared.id}/read`, { read: false })).status).toBe(200);
    expect(await unread(one)).toBe(before.one);

    // The second tenant never reads, marks or deletes the first one's: 404 as an unknown id.
    for (const response of [
      await two.patch(`/api/me/notifications/${private1.id}/read`, { read: true }),
      await two.delete(`/api/me/notifications/${private1.id}`),
      await two.patch(`/api/me/notifications/00000000-0000-4000-8000-000000000000/read`, {}),
      await two.patch(`/api/me/notifications/not-a-uuid/read`, {}),
    ]) {
      expect(refusalOf(response)).toEqual({ status: 404, code: 'NOTIFICATION_NOT_FOUND' });
    }
    expect((await mine(two)).items.some((item) => item.id === private1.id)).toBe(false);
    // Their mark-all leaves the first's private one unread.
    const marked = await two.post<{ marked: number }>('/api/me/notifications/read-all');
    expect(marked.body.marked).toBe(before.two);
    expect(await unread(two)).toBe(0);
    expect((await mine(one)).items.find((item) => item.id === private1.id)?.read).toBe(false);

    // Deleting for oneself: gone from the first's list, kept in the second's.
    expect((await one.delete(`/api/me/notifications/${shared.id}`)).status).toBe(204);
    expect((await mine(one)).items.some((item) => item.id === shared.id)).toBe(false);
    expect((await mine(two)).items.some((item) => item.id === shared.id)).toBe(true);
    expect(refusalOf(await one.patch(`/api/me/notifications/${shared.id}/read`, {}))).toEqual({
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    });
  });

  it('answers one’s own list privately, not stored by any cache', async () => {
    const list = await manager.get('/api/me/notifications');
    const count = await manager.get('/api/me/notifications/unread-count');
    expect([list.headers.get('cache-control'), count.headers.get('cache-control')]).toEqual([
      'private, no-store',
      'private, no-store',
    ]);
    expect((await new ApiClient(app.baseUrl).get('/api/me/notifications/unread-count')).status).toBe(401);
  });

  it('drops expired notifications from the readers’ lists; staff see them under "expired"', async () => {
    const tenant = await makeAccount(admin, 'tenant');
    const reader = await signIn(tenant);
    const soon = new Date(Date.now() + 1500).toISOString();
    const fleeting = await create(systemInput({ recipientType: 'all_tenants', title: 'Fleeting', expiresAt: soon }));
    expect((await mine(reader)).items.some((item) => item.id === fleeting.id)).toBe(true);
    const unreadBefore = await unread(reader);
    expect(
      await becomesTrue(async () => !(await mine(reader)).items.some((item) => item.id === fleeting.id), 10_000),
    ).toBe(true);
    expect(await unread(reader)).toBe(unreadBefore - 1);
    const expired = await manager.get<NotificationList>('/api/estate/notifications?tab=expired&limit=100');
    expect(expired.body.items.find((item) => item.id === fleeting.id)?.expired).toBe(true);
    const live = await manager.get<NotificationList>('/api/estate/notifications?tab=unread&limit=100');
    expect(live.body.items.some((item) => item.id === fleeting.id)).toBe(false);
  });

  it('lets staff search in the current language, filter, count and tab by their own read state', async () => {
    const tag = `Rooftop${Date.now()}`;
    const first = await create(
      systemInput({
        title: `${tag} inspection`,
        titleAr: 'فحص السطح',
        priority: 'urgent',
        recipientType: 'all_managers',
      }),
    );
    const second = await create(
      systemInput({
        title: 'Lift service',
        titleAr: `صيانة المصعد ${tag}`,
        message: `About the ${tag}`,
        priority: 'low',
      }),
    );
    const list = async (query: string) =>
      (await manager.get<NotificationList>(`/api/estate/notifications?${query}&limit=100`)).body;
    expect((await list(`q=${tag}&lang=en`)).items.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect((await list(`q=${encodeURIComponent('السطح')}&lang=ar`)).items.map((item) => item.id)).toContain(first.id);
    expect((await list(`q=${encodeURIComponent('السطح')}&lang=en`)).items.map((item) => item.id)).not.toContain(
      first.id,
    );
    expect((await list(`q=${tag}&lang=en&priority=urgent`)).items.map((item) => item.id)).toEqual([first.id]);
    expect((await list(`q=${tag}&lang=en&type=payment_overdue`)).total).toBe(0);

    const summary = async () =>
      (await manager.get<NotificationSummary>(`/api/estate/notifications/summary?q=${tag}&lang=en`)).body;
    expect(await summary()).toEqual({ total: 2, unread: 2, urgent: 1, expired: 0 });
    expect((await manager.patch(`/api/estate/notifications/${second.id}/read`, { read: true })).status).toBe(200);
    expect(await summary()).toEqual({ total: 2, unread: 1, urgent: 1, expired: 0 });
    expect((await list(`q=${tag}&lang=en&tab=read`)).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list(`q=${tag}&lang=en&tab=unread`)).items.map((item) => item.id)).toEqual([first.id]);
    // The admin's read state is their own.
    expect(
      (await admin.get<NotificationSummary>(`/api/estate/notifications/summary?q=${tag}&lang=en`)).body.unread,
    ).toBe(2);
  });

  it('lets staff create, edit and delete (for everyone), with field errors and an audit entry', async () => {
    const bad = await manager.post('/api/estate/notifications', {
      title: '',
      titleAr: 'x',
      message: 'x',
      messageAr: 'x',
      priority: 'extreme',
      recipientType: 'maintenance_staff',
      actionUrl: 'https://evil.example/phish',
      expiresAt: 'tomorrow',
    });
    expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(bad.body)).toEqual(['actionUrl', 'expiresAt', 'priority', 'recipientType', 'title']);
    for (const actionUrl of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const refused = await manager.post('/api/estate/notifications', systemInput({ actionUrl }));
      expect(invalidFields(refused.body)).toEqual(['actionUrl']);
    }
    const noUser = await manager.post('/api/estate/notifications', systemInput({ recipientType: 'specific_user' }));
    expect(refusalOf(noUser)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(noUser.body)).toEqual(['recipientUserId']);
    const unknownUser = await manager.post(
      '/api/estate/notifications',
      systemInput({ recipientType: 'specific_user', recipientUserId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(invalidFields(unknownUser.body)).toEqual(['recipientUserId']);

    const made = await create(systemInput({ actionUrl: '/estate/payments', priority: 'high' }));
    expect(made).toMatchObject({ type: 'system_notification', priority: 'high', actionUrl: '/estate/payments' });
    const edited = await manager.patch<EstateNotificationItem>(`/api/estate/notifications/${made.id}`, {
      title: 'Water cut moved to Monday',
      recipientType: 'all_tenants',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Water cut moved to Monday', recipientType: 'all_tenants' });

    const tenant = await signIn(await makeAccount(admin, 'tenant'));
    expect((await mine(tenant)).items.some((item) => item.id === made.id)).toBe(true);
    expect((await manager.delete(`/api/estate/notifications/${made.id}`)).status).toBe(204);
    expect((await mine(tenant)).items.some((item) => item.id === made.id)).toBe(false);
    expect(refusalOf(await manager.delete(`/api/estate/notifications/${made.id}`))).toEqual({
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    });
    const audit = await admin.get<{ items: { action: string; targetId: string }[] }>(
      '/api/audit-logs?limit=50&action=estate_notification.delete',
    );
    expect(audit.body.items.map((entry) => entry.targetId)).toContain(made.id);
  });

  it('refuses the staff routes to an accountant and a tenant (403), and to visitors (401)', async () => {
    const accountant = await signInAs(app.baseUrl, 'accountant');
    const tenant = await signInAs(app.baseUrl, 'tenant');
    for (const client of [accountant, tenant]) {
      expect((await client.get('/api/estate/notifications')).status).toBe(403);
      expect((await client.post('/api/estate/notifications', systemInput())).status).toBe(403);
      expect((await client.post('/api/estate/notifications/read-all')).status).toBe(403);
    }
    expect((await new ApiClient(app.baseUrl).get('/api/estate/notifications')).status).toBe(401);
  });

  it('empties the bell after mark all read, and a new notification counts again', async () => {
    await create(systemInput({ recipientType: 'all_managers', title: 'Before mark all' }));
    expect(await unread(manager)).toBeGreaterThan(0);
    const marked = await manager.post<{ marked: number }>('/api/estate/notifications/read-all');
    expect(marked.status).toBe(200);
    expect(await unread(manager)).toBe(0);
    await create(systemInput({ recipientType: 'all_managers', title: 'After mark all' }));
    expect(await unread(manager)).toBe(1);
  });

  describe('the notification centre’s own list: groups of types and the unread tab', () => {
    /** One notification of each type for the account, written as the server's events and staff write them. */
    const oneOfEachType = async (userId: string) => {
      const ids = {} as Record<NotificationType, string>;
      for (const [index, type] of NOTIFICATION_TYPES.entries()) {
        const [row] = await app.database.query<{ id: string }>(
          `INSERT INTO estate_notifications
             (type, priority, title, title_ar, message, message_ar, recipient_type, recipient_user_id, created_at)
           VALUES ($1, 'medium', $2, $3, 'A message', 'رسالة', 'specific_user', $4, now() - make_interval(mins => $5))
           RETURNING id`,
          [type, `Centre ${type}`, `المركز ${type}`, userId, index],
        );
        ids[type] = row!.id;
      }
      return ids;
    };
    const page = async (client: ApiClient, query: string) => {
      const params = new URLSearchParams({ limit: '100' });
      for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
      const response = await client.get<MyNotifications>(`/api/me/notifications?${params}`);
      expect(response.status).toBe(200);
      return response.body;
    };

    it('places every type in one group or none, system announcements in none', () => {
      expect(notificationTypesOf('property')).toEqual(['contract_expiry']);
      expect(notificationTypesOf('maintenance')).toEqual([
        'maintenance_urgent',
        'maintenance_assigned',
        'maintenance_status',
      ]);
      expect(notificationTypesOf('payments')).toEqual(['payment_overdue', 'payment_reminder']);
      expect(notificationCategoryOf('system_notification')).toBeNull();
      const grouped = NOTIFICATION_CATEGORIES.flatMap((category) => notificationTypesOf(category));
      expect([...grouped, 'system_notification'].sort()).toEqual([...NOTIFICATION_TYPES].sort());
    });

    it('filters the reader’s own by group on the server, system ones only under all, and pages each group', async () => {
      const account = await makeAccount(admin, 'tenant');
      const reader = await signIn(account);
      const ids = await oneOfEachType(account.id);
      const mineIds = new Set(Object.values(ids));
      const all = await page(reader, '');
      expect(all.items.filter((item) => mineIds.has(item.id))).toHaveLength(NOTIFICATION_TYPES.length);

      for (const category of NOTIFICATION_CATEGORIES) {
        const list = await page(reader, `category=${category}`);
        // Only that group's types (the reader's group announcements are system ones, in no group).
        expect(list.items.every((item) => notificationCategoryOf(item.type) === category)).toBe(true);
        expect(list.items.map((item) => item.id).sort()).toEqual(
          notificationTypesOf(category)
            .map((type) => ids[type])
            .sort(),
        );
        expect(list.total).toBe(notificationTypesOf(category).length);
        // The bell's count stays the reader's whole unread count whatever the group.
        expect(list.unread).toBe(all.unread);
      }
      expect(
        (await Promise.all(NOTIFICATION_CATEGORIES.map((category) => page(reader, `category=${category}`))))
          .flatMap((list) => list.items.map((item) => item.id))
          .includes(ids.system_notification),
      ).toBe(false);

      // Newest first, a page at a time; past the last page the total still counts the group.
      const first = await page(reader, 'category=maintenance&limit=2&page=1');
      const second = await page(reader, 'category=maintenance&limit=2&page=2');
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual([
        ids.maintenance_urgent,
        ids.maintenance_assigned,
        ids.maintenance_status,
      ]);
      expect([first.total, second.total]).toEqual([3, 3]);
      const beyond = await page(reader, 'category=maintenance&limit=2&page=9');
      expect([beyond.items.length, beyond.total]).toEqual([0, 3]);
      // "all" is the same as no filter.
      expect((await page(reader, 'category=all&tab=all')).total).toBe(all.total);
    });

    it('lists only the unread with tab=unread, alone or within a group, and drops one once read', async () => {
      const account = await makeAccount(admin, 'tenant');
      const reader = await signIn(account);
      const ids = await oneOfEachType(account.id);
      const unreadIds = async (query: string) =>
        (await page(reader, `tab=unread&${query}`)).items.map((item) => item.id);

      expect(await unreadIds('category=payments')).toEqual([ids.payment_overdue, ids.payment_reminder]);
      expect((await reader.patch(`/api/me/notifications/${ids.payment_overdue}/read`, { read: true })).status).toBe(
        200,
      );
      expect(await unreadIds('category=payments')).toEqual([ids.payment_reminder]);
      expect(await unreadIds('')).not.toContain(ids.payment_overdue);
      const unreadAll = await page(reader, 'tab=unread');
      expect(unreadAll.items.every((item) => !item.read)).toBe(true);
      expect(unreadAll.total).toBe(unreadAll.unread);
      // Read ones stay under their group's tab.
      expect((await page(reader, 'category=payments')).items.map((item) => item.id)).toContain(ids.payment_overdue);

      // Deleted ones leave every tab; after mark all read the unread tab is empty.
      expect((await reader.delete(`/api/me/notifications/${ids.payment_reminder}`)).status).toBe(204);
      expect(await unreadIds('category=payments')).toEqual([]);
      expect((await reader.post('/api/me/notifications/read-all')).status).toBe(200);
      const empty = await page(reader, 'tab=unread');
      expect([empty.items.length, empty.total, empty.unread]).toEqual([0, 0, 0]);
    });

    it('refuses an unknown group or tab with the field named', async () => {
      const tenant = await signInAs(app.baseUrl, 'tenant');
      const response = await tenant.get('/api/me/notifications?category=inspection&tab=expired');
      expect(refusalOf(response)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(response.body)).toEqual(['category', 'tab']);
    });
  });

  describeWithPostgres('generated by the server, once per event', () => {
    it('writes each event once when two runs go at the same time, and two API processes run the job', async () => {
      const { unit, tenant } = await portfolio(manager);
      const tenantUser = await makeAccount(admin, 'tenant');
      expect((await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: tenantUser.id })).status).toBe(200);
      const contract = await makeContract(manager, {
        unitId: unit.id,
        tenantId: tenant.id,
        startDate: fromToday(-355),
        endDate: fromToday(10),
        rentAmount: 3000,
        securityDeposit: 0,
        paymentFrequency: 'quarterly',
      });
      const overdue = await app.database.query<{ id: string }>(
        `SELECT id FROM estate_invoices WHERE contract_id = $1 AND status = 'pending' AND due_date < $2::date`,
        [contract.id, todayInRiyadh()],
      );
      expect(overdue.length).toBeGreaterThan(0);
      // The notification job tells of overdue invoices; a contract's end is the lease job's reminder alone.
      const expectedKeys = overdue
        .flatMap(({ id }) => [`invoice-overdue:${id}`, `invoice-overdue:${id}:tenant`])
        .sort();
      const reminderKeys = [
        `lease-reminder:${contract.id}:${contract.endDate}:30`,
        `lease-reminder:${contract.id}:${contract.endDate}:30:tenant`,
      ];

      // Two data sources, two transactions at once, no job lock: the event key lets one write.
      const url = app.database.env.DATABASE_URL!;
      const sources = [0, 1].map(() => new DataSource({ type: 'postgres', url, entities: [], poolSize: 1 }));
      try {
        await Promise.all(sources.map((source) => source.initialize()));
        const runs = await Promise.all(
          sources.map((source) => source.transaction((transaction) => generateNotifications(transaction))),
        );
        const written = runs.reduce((sum, run) => sum + run.invoiceOverdue, 0);
        expect(written).toBe(expectedKeys.length);
      } finally {
        await Promise.all(sources.map((source) => (source.isInitialized ? source.destroy() : undefined)));
      }
      const keys = async () =>
        (
          await app.database.query<{ event_key: string }>(
            `SELECT event_key FROM estate_notifications WHERE related_entity_id = $1 OR related_entity_id = ANY($2::uuid[])
              ORDER BY event_key`,
            [contract.id, overdue.map((row) => row.id)],
          )
        ).map((row) => row.event_key);
      expect(await keys()).toEqual(expectedKeys);

      // The texts read as the screens write: Arabic-Indic digits and Arabic month names, grouped SAR in English.
      const [overdueText] = await app.database.query<{ message: string; message_ar: string }>(
        `SELECT message, message_ar FROM estate_notifications WHERE event_key = $1`,
        [`invoice-overdue:${overdue[0]?.id}`],
      );
      expect(overdueText?.message).toMatch(/^SAR [\d,]+(\.\d{1,2})? from /);
      expect(overdueText?.message_ar).toMatch(/^مبلغ [٠-٩٬٫]+ ر\.س على /);

      // Two API processes with the jobs every second: both run them, nothing is written twice, and the contract's end
      // 10 days on is told once to each: the lease job's 30-day reminder, one mail to the tenant.
      const jobKeys = async () =>
        (await keys()).filter((key) => expectedKeys.includes(key) || key.startsWith('lease-reminder:'));
      await app.database.query(`DELETE FROM estate_notifications WHERE event_key = ANY($1)`, [expectedKeys]);
      const servers: RunningServer[] = [];
      try {
        for (let i = 0; i < 2; i++) {
          servers.push(
            await spawnServer({
              DATA_DIR: app.dataDir,
              ...app.database.env,
              ESTATE_JOBS_INTERVAL_SECONDS: '1',
              LOG_LEVEL: 'debug',
            }),
          );
        }
        const ranIn = (server: RunningServer) => /NotificationJobs.*run done/.test(server.output());
        const leaseRanIn = (server: RunningServer) => /reminder\(s\) sent/.test(server.output());
        expect(
          await becomesTrue(
            async () =>
              servers.every(ranIn) &&
              servers.some(leaseRanIn) &&
              (await jobKeys()).length === expectedKeys.length + reminderKeys.length,
            30_000,
          ),
        ).toBe(true);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      expect(await jobKeys()).toEqual([...expectedKeys, ...reminderKeys].sort());
      const ends = await app.database.query<{ event_key: string; message: string; message_ar: string }>(
        `SELECT event_key, message, message_ar FROM estate_notifications
          WHERE type = 'contract_expiry' AND related_entity_id = $1 ORDER BY event_key`,
        [contract.id],
      );
      expect(ends.map((row) => row.event_key)).toEqual(reminderKeys);
      expect(ends[0]?.message).toMatch(/ends on [A-Z][a-z]+ \d{1,2}, \d{4}, in 10 days/);
      expect(ends[0]?.message_ar).toContain('بعد ١٠ أيام');
      expect(ends[0]?.message_ar).not.toMatch(/[0-9]{4}-[0-9]{2}-[0-9]{2}/);
      const mails = await app.database.query<{ subject: string }>(
        `SELECT subject FROM mail_outbox WHERE "to" = $1 AND subject LIKE $2`,
        [tenant.email, `%${contract.contractNumber}%`],
      );
      expect(mails).toHaveLength(1);

      // The tenant's account sees its two kinds.
      const asTenant = await signIn(tenantUser);
      const tenantTypes = (await mine(asTenant)).items.map((item) => item.type);
      expect(tenantTypes).toEqual(expect.arrayContaining(['contract_expiry', 'payment_overdue']));
    });
  });
});
