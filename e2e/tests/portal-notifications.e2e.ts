import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateContract,
  type EstateList,
  type EstateNotificationItem,
  type EstateTenant,
  type MaintenanceTicketDetail,
  type MyNotifications,
  type UnreadNotificationCount,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { save } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();
const PHONE = { width: 390, height: 844 };

/** The demo tenant's account id, and their own unread count as the bell reads it. */
async function demoTenant(baseUrl: string) {
  const tenant = await signInAs(baseUrl, 'tenant');
  const id = (await tenant.get<{ id: string }>('/api/auth/me')).body.id;
  const unread = async () =>
    (await tenant.get<UnreadNotificationCount>('/api/me/notifications/unread-count')).body.unread;
  return { client: tenant, id, unread };
}

/** Announcements the demo admin addresses to one account through the staff API. */
async function notifyAccount(baseUrl: string, userId: string, titles: string[]) {
  const admin = await signInAs(baseUrl, 'admin');
  const made: EstateNotificationItem[] = [];
  for (const title of titles) {
    const response = await admin.post<EstateNotificationItem>('/api/estate/notifications', {
      title,
      titleAr: `${title} بالعربية`,
      message: 'The lobby will be repainted this week.',
      messageAr: 'سيعاد طلاء المدخل هذا الأسبوع.',
      priority: 'high',
      recipientType: 'specific_user',
      recipientUserId: userId,
      actionUrl: '/tenant-portal',
    });
    expect(response.status).toBe(201);
    made.push(response.body);
  }
  return made;
}

/**
 * A ticket on the demo tenant's rented unit, assigned to the maintenance user: the move to "assigned" tells the
 * tenant's account (a maintenance_status notification), as any status change does.
 */
async function ticketForDemoTenant(baseUrl: string, tenantUserId: string, title: string) {
  const manager = await signInAs(baseUrl, 'property_manager');
  const fixer = await signInAs(baseUrl, 'maintenance');
  const fixerId = (await fixer.get<{ id: string }>('/api/auth/me')).body.id;
  const tenants = await manager.get<EstateList<EstateTenant>>('/api/estate/tenants?limit=100&q=Reem');
  const record = tenants.body.items.find((tenant) => tenant.userId === tenantUserId);
  expect(record).toBeDefined();
  const contracts = await manager.get<EstateList<EstateContract>>(
    `/api/estate/contracts?tenantId=${record!.id}&status=active&limit=1`,
  );
  const contract = contracts.body.items[0]!;
  const created = await manager.post<MaintenanceTicketDetail>('/api/estate/maintenance', {
    propertyId: contract.propertyId,
    unitId: contract.unitId,
    title,
    titleAr: `${title} بالعربية`,
    description: 'The kitchen tap drips all night.',
    category: 'plumbing',
    priority: 'medium',
    assignedTo: fixerId,
  });
  expect(created.status).toBe(201);
  expect(created.body.tenantId).toBe(record!.id);
  return created.body;
}

const unreadCount = async (page: Page) => Number(await page.getByTestId('unread-count').getAttribute('data-count'));

const waitForUnread = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="unread-count"]')?.getAttribute('data-count') === String(expected),
    count,
  );

const waitForBell = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count') === String(expected),
    count,
  );

/** Nothing wider than the phone, and every button and tab of the centre at least 44 px each way. */
async function fitsPhone(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="notification-centre"]')!;
    const small = [...root.querySelectorAll('button, a')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ element }) => element.textContent || element.getAttribute('aria-label'));
    return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, small };
  });
}

test('a tenant on a phone sees their unread count, reads one, then marks all as read: the count and the header bell drop to zero (English)', async () => {
  const base = harness.site.baseUrl;
  const tenant = await demoTenant(base);
  const stamp = Date.now();
  const made = await notifyAccount(base, tenant.id, [`Lobby works ${stamp}`, `Water tank cleaning ${stamp}`]);
  const unread = await tenant.unread();
  expect(unread).toBeGreaterThanOrEqual(made.length);

  const { page, problems } = await openPage(harness.browser, { language: 'en', viewport: PHONE });
  await page.goto(`${base}/login?next=${encodeURIComponent('/notifications')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  const centre = page.getByTestId('notification-centre');
  await centre.waitFor();
  await page.getByTestId('notification-list').waitFor();
  await waitForUnread(page, unread);
  expect(await settled(() => page.getByTestId('unread-count').innerText(), unread.toLocaleString('en-US'))).toBe(
    unread.toLocaleString('en-US'),
  );
  await waitForBell(page, unread);

  // The newest first, in English, unread, with the spec's relative time.
  const newest = page.getByTestId('centre-notification').first();
  expect(await newest.getAttribute('data-id')).toBe(made[1]!.id);
  expect(await newest.getAttribute('data-read')).toBe('false');
  expect(
    await eventually(
      () => newest.locator('h2').innerText(),
      (text) => !!text?.includes(made[1]!.title),
    ),
  ).toContain(made[1]!.title);
  expect(await settled(() => newest.getByTestId('notification-time').innerText(), 'Just now')).toBe('Just now');
  expect(await fitsPhone(page)).toEqual({ overflow: 0, small: [] });

  // One read: the count and the bell follow.
  await newest.getByTestId('notification-toggle-read').click();
  await waitForUnread(page, unread - 1);
  await waitForBell(page, unread - 1);
  expect(await tenant.unread()).toBe(unread - 1);

  // Mark all as read: zero everywhere, the bell's badge gone, the button gone (nothing left unread).
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await waitForUnread(page, 0);
  await waitForBell(page, 0);
  expect(await settled(() => page.getByTestId('notification-bell-badge').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('notifications-mark-all').count(), 0)).toBe(0);
  expect(await tenant.unread()).toBe(0);
  await page.waitForFunction(() => !document.querySelector('[data-testid="centre-notification"][data-read="false"]'));

  // The unread tab is empty now: the spec's empty state.
  await page.getByTestId('notification-tab-unread').click();
  await page.getByTestId('notifications-empty').waitFor();
  expect(
    await eventually(
      () => page.getByTestId('notifications-empty').innerText(),
      (text) => !!text?.includes('No notifications'),
    ),
  ).toContain('No notifications');
  expect(await page.getByTestId('notifications-empty').innerText()).toContain(
    'All your notifications will appear here',
  );
  expect(await unreadCount(page)).toBe(0);
  expect(problems.errors).toEqual([]);
});

test('the maintenance tab lists only maintenance notifications, read from the server, in Arabic', async () => {
  const base = harness.site.baseUrl;
  const tenant = await demoTenant(base);
  const stamp = Date.now();
  const ticket = await ticketForDemoTenant(base, tenant.id, `Dripping tap ${stamp}`);
  const [announcement] = await notifyAccount(base, tenant.id, [`Parking lines ${stamp}`]);
  const serverMaintenance = (
    await tenant.client.get<MyNotifications>('/api/me/notifications?category=maintenance&limit=100')
  ).body;
  const fromTicket = serverMaintenance.items.find((item) => item.relatedEntityId === ticket.id);
  expect(fromTicket?.type).toBe('maintenance_status');
  const unread = await tenant.unread();

  const { page, problems } = await openPage(harness.browser, { language: 'ar', viewport: PHONE });
  await page.goto(`${base}/login?next=${encodeURIComponent('/notifications')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.getByTestId('notification-list').waitFor();
  await waitForUnread(page, unread);
  expect(await settled(() => page.getByTestId('unread-count').innerText(), unread.toLocaleString('ar-SA'))).toBe(
    unread.toLocaleString('ar-SA'),
  );
  // Under "all", the announcement and the ticket's notification, each in Arabic.
  const all = page.getByTestId('centre-notification');
  expect(
    await eventually(
      () => page.locator(`[data-id="${announcement!.id}"] h2`).innerText(),
      (text) => !!text?.includes(announcement!.titleAr),
    ),
  ).toContain(announcement!.titleAr);
  expect(
    await eventually(
      () => all.count(),
      (n) => n >= 2,
    ),
  ).toBeGreaterThanOrEqual(2);

  await page.getByTestId('notification-tab-maintenance').click();
  await page.waitForURL(/[?&]tab=maintenance/);
  await page.waitForFunction(
    (id) =>
      !!document.querySelector(`[data-testid="centre-notification"][data-id="${id}"]`) &&
      document.querySelector('[role="tabpanel"]')?.getAttribute('aria-busy') === 'false',
    fromTicket!.id,
  );
  // The tab's list is replaced as a whole when its page arrives: wait for the page the server holds.
  const expected = Math.min(serverMaintenance.items.length, 20);
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('[data-testid="centre-notification"]').length === count &&
      document.querySelector('[role="tabpanel"]')?.getAttribute('aria-busy') === 'false',
    expected,
  );
  const categories = await all.evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
  expect(categories.length).toBe(expected);
  expect(new Set(categories)).toEqual(new Set(['maintenance']));
  expect(await settled(() => page.locator(`[data-id="${announcement!.id}"]`).count(), 0)).toBe(0);
  const ticketItem = page.locator(`[data-id="${fromTicket!.id}"]`);
  expect(
    await eventually(
      () => ticketItem.locator('h2').innerText(),
      (text) => !!text?.includes(fromTicket!.titleAr),
    ),
  ).toContain(fromTicket!.titleAr);
  expect(await settled(() => ticketItem.getByTestId('notification-time').innerText(), 'الآن')).toBe('الآن');
  expect(await settled(() => page.getByRole('button', { name: 'تحديد الكل كمقروء' }).count(), 1)).toBe(1);
  expect(await fitsPhone(page)).toEqual({ overflow: 0, small: [] });
  expect(problems.errors).toEqual([]);
});

test('a tenant switches maintenance updates off in the centre’s settings, in Arabic: the ticket’s notice leaves the centre, and the choice survives a reload', async () => {
  const base = harness.site.baseUrl;
  const tenant = await demoTenant(base);
  const ticket = await ticketForDemoTenant(base, tenant.id, `Loose hinge ${Date.now()}`);
  const mine = await tenant.client.get<MyNotifications>('/api/me/notifications?category=maintenance&limit=100');
  const notice = mine.body.items.find((item) => item.relatedEntityId === ticket.id)!;
  expect(notice.type).toBe('maintenance_status');

  const { page, problems } = await openPage(harness.browser, { language: 'ar', viewport: PHONE });
  try {
    await page.goto(`${base}/login?next=${encodeURIComponent('/notifications')}`);
    await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
    const item = page.locator(`[data-testid="centre-notification"][data-id="${notice.id}"]`);
    await item.waitFor();

    await page.getByTestId('notification-settings-button').click();
    const drawer = page.getByTestId('notification-settings');
    const updates = drawer.getByTestId('notification-setting-maintenance_status-inApp');
    await updates.waitFor();
    expect(await updates.getAttribute('aria-label')).toBe('حالة الصيانة في مركز الإشعارات');
    expect(await settled(() => updates.getAttribute('aria-checked'), 'true')).toBe('true');
    await updates.click();
    expect(await save(page, drawer.getByTestId('notification-settings-save'), 'حُفظت إعدادات الإشعارات')).toBe('saved');
    expect(await settled(() => item.count(), 0)).toBe(0);
    await waitForUnread(page, await tenant.unread());

    await page.reload();
    await page.getByTestId('notification-centre').waitFor();
    await page.getByTestId('notification-settings-button').click();
    const reopened = page
      .getByTestId('notification-settings')
      .getByTestId('notification-setting-maintenance_status-inApp');
    await reopened.waitFor();
    expect(await settled(() => reopened.getAttribute('aria-checked'), 'false')).toBe('false');
    expect(await settled(() => item.count(), 0)).toBe(0);
    expect(problems.errors).toEqual([]);
  } finally {
    await tenant.client.put('/api/me/notification-settings', { maintenance_status: { inApp: true } });
  }
});
