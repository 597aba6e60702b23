import {
  type ContractInvoices,
  DEMO_PASSWORD,
  type MyNotifications,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type OutboxPage,
  type ReminderResult,
  type UnreadNotificationCount,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { fromToday, invalidFields, makeAccount, makeContract, portfolio } from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';

const SETTINGS = '/api/me/notification-settings';
const ALL_ON = Object.fromEntries(NOTIFICATION_TYPES.map((kind) => [kind, { inApp: true, email: true }]));

describe('notification settings', () => {
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
  const newTenant = async () => {
    const account = await makeAccount(admin, 'tenant');
    return { account, client: await signIn(account) };
  };
  const settingsOf = async (client: ApiClient) => {
    const response = await client.get<NotificationSettings>(SETTINGS);
    expect(response.status).toBe(200);
    return response.body;
  };
  const save = async (client: ApiClient, body: unknown) => {
    const response = await client.put<NotificationSettings>(SETTINGS, body);
    expect(response.status).toBe(200);
    return response.body;
  };
  const listed = async (client: ApiClient) =>
    (await client.get<MyNotifications>('/api/me/notifications?limit=100')).body.items.map((item) => item.id);
  const unread = async (client: ApiClient) =>
    (await client.get<UnreadNotificationCount>('/api/me/notifications/unread-count')).body.unread;
  /** A server notification of `type` written as the server writes it, to one account or a group. */
  const notification = async (type: string, recipient: { userId: string } | { group: string }) => {
    const [row] = await app.database.query<{ id: string }>(
      `INSERT INTO estate_notifications (type, priority, title, title_ar, message, message_ar, recipient_type,
                                         recipient_user_id, event_key)
       VALUES ($1, 'medium', 'A notice', 'إشعار', 'About something.', 'عن أمر ما.', $2, $3, gen_random_uuid()::text)
       RETURNING id`,
      [
        type,
        'userId' in recipient ? 'specific_user' : recipient.group,
        'userId' in recipient ? recipient.userId : null,
      ],
    );
    return row!.id;
  };

  it('answers every kind with both switches on for an account that never saved, privately', async () => {
    const { client } = await newTenant();
    const response = await client.get<NotificationSettings>(SETTINGS);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(ALL_ON);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Visitors are refused.
    expect(refusalOf(await new ApiClient(app.baseUrl).get(SETTINGS))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('saves the switches given, keeps the others, and reads them back', async () => {
    const { client } = await newTenant();
    const saved = await save(client, { contract_expiry: { email: false }, payment_overdue: { inApp: false } });
    expect(saved).toEqual({
      ...ALL_ON,
      contract_expiry: { inApp: true, email: false },
      payment_overdue: { inApp: false, email: true },
    });
    // A second change to one switch of a kind leaves its other switch as saved.
    const again = await save(client, { payment_overdue: { email: false }, contract_expiry: { inApp: true } });
    expect(again.payment_overdue).toEqual({ inApp: false, email: false });
    expect(again.contract_expiry).toEqual({ inApp: true, email: false });
    expect(await settingsOf(client)).toEqual(again);
    // Everything on again.
    expect(await save(client, ALL_ON)).toEqual(ALL_ON);
  });

  it('refuses an unknown kind, a switch that is not a boolean and announcements off in-app, naming the field', async () => {
    const { client } = await newTenant();
    const refused = async (body: unknown) => {
      const response = await client.put(SETTINGS, body);
      expect(refusalOf(response)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      return invalidFields(response.body);
    };
    expect(await refused({ inspection: { inApp: false } })).toEqual(['inspection']);
    expect(await refused({ contract_expiry: { inApp: 'no' }, payment_overdue: true })).toEqual([
      'contract_expiry.inApp',
      'payment_overdue',
    ]);
    expect(await refused({ maintenance_status: { inApp: false, sms: false } })).toEqual(['maintenance_status.sms']);
    expect(await refused({ system_notification: { inApp: false } })).toEqual(['system_notification.inApp']);
    // Nothing of a refused change was saved.
    expect(await settingsOf(client)).toEqual(ALL_ON);
    // Announcements' mail switch may change: none is mailed.
    expect((await save(client, { system_notification: { email: false } })).system_notification).toEqual({
      inApp: true,
      email: false,
    });
  });

  it('leaves a kind switched off in-app out of the account’s list, count and mark-all, and brings it back', async () => {
    const { account, client } = await newTenant();
    const status = await notification('maintenance_status', { userId: account.id });
    const announcement = await notification('system_notification', { userId: account.id });
    expect(await listed(client)).toEqual(expect.arrayContaining([status, announcement]));
    const before = await unread(client);

    await save(client, { maintenance_status: { inApp: false } });
    expect(await listed(client)).not.toContain(status);
    expect(await listed(client)).toContain(announcement);
    expect(await unread(client)).toBe(before - 1);
    expect(refusalOf(await client.patch(`/api/me/notifications/${status}/read`, { read: true }))).toEqual({
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    });
    // Mark all read reaches only what is shown: the hidden one stays unread.
    const marked = await client.post<{ marked: number }>('/api/me/notifications/read-all');
    expect(marked.body.marked).toBe(before - 1);
    expect(await unread(client)).toBe(0);

    await save(client, { maintenance_status: { inApp: true } });
    const items = (await client.get<MyNotifications>('/api/me/notifications?limit=100')).body.items;
    expect(items.find((item) => item.id === status)?.read).toBe(false);
    expect(await unread(client)).toBe(1);
  });

  it('hides a group’s notification from the one reader who switched its kind off, not from the others', async () => {
    const expiry = await notification('contract_expiry', { group: 'all_managers' });
    expect(await listed(manager)).toContain(expiry);
    expect(await listed(admin)).toContain(expiry);
    await save(manager, { contract_expiry: { inApp: false } });
    expect(await listed(manager)).not.toContain(expiry);
    expect(await listed(admin)).toContain(expiry);
    await save(manager, { contract_expiry: { inApp: true } });
    expect(await listed(manager)).toContain(expiry);
  });

  it('sends no payment reminder mail to a tenant whose account switched those mails off; the centre still has it', async () => {
    const { account, client } = await newTenant();
    const { unit, tenant } = await portfolio(manager);
    expect((await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: account.id })).status).toBe(200);
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(10),
      endDate: fromToday(374),
      rentAmount: 1_500,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const [first, second] = invoices.items.filter((invoice) => invoice.type === 'rent');
    const mailsTo = async () =>
      (await admin.get<OutboxPage>(`/api/admin/outbox?limit=50&search=${encodeURIComponent(tenant.email!)}`)).body.items
        .length;
    const remind = (invoiceId: string) => accountant.post<ReminderResult>(`/api/estate/invoices/${invoiceId}/reminder`);

    // Mail on (never saved): mailed.
    const mailed = await remind(first!.id);
    expect(mailed.body).toMatchObject({ sentTo: tenant.email, notified: true });
    expect(await mailsTo()).toBe(1);

    // Mail off: no mail, the reminder still reaches the centre.
    await save(client, { payment_reminder: { email: false } });
    const quiet = await remind(second!.id);
    expect(quiet.status).toBe(200);
    expect(quiet.body).toMatchObject({ sentTo: null, notified: true });
    expect(await mailsTo()).toBe(1);
    const reminders = (await client.get<MyNotifications>('/api/me/notifications?limit=100')).body.items.filter(
      (item) => item.type === 'payment_reminder' && item.relatedEntityId === second!.id,
    );
    expect(reminders).toHaveLength(1);
  });

  it('keeps each account’s settings its own: a second tenant neither sees nor changes the first one’s', async () => {
    const first = await newTenant();
    const second = await newTenant();
    await save(first.client, { maintenance_status: { inApp: false, email: false } });
    // The second reads only their own (all on), and their change leaves the first's as saved.
    expect(await settingsOf(second.client)).toEqual(ALL_ON);
    await save(second.client, { maintenance_status: { inApp: true, email: true }, contract_expiry: { email: false } });
    const firsts = await settingsOf(first.client);
    expect(firsts.maintenance_status).toEqual({ inApp: false, email: false });
    expect(firsts.contract_expiry).toEqual({ inApp: true, email: true });
    // There is no way to name another account: an account field is refused, and no path takes an id.
    const named = await second.client.put(SETTINGS, { userId: first.account.id, maintenance_status: { inApp: true } });
    expect(refusalOf(named)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(named.body)).toEqual(['userId']);
    expect((await second.client.get(`${SETTINGS}/${first.account.id}`)).status).toBe(404);
    expect((await settingsOf(first.client)).maintenance_status).toEqual({ inApp: false, email: false });
  });
});
