import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateNotificationItem,
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

/** A notification for every manager, written by the demo admin through the staff API. */
async function notifyManagers(baseUrl: string, title: string) {
  const admin = await signInAs(baseUrl, 'admin');
  const response = await admin.post<EstateNotificationItem>('/api/estate/notifications', {
    title,
    titleAr: `${title} بالعربية`,
    message: 'Please review the rents due this week.',
    messageAr: 'يرجى مراجعة الإيجارات المستحقة هذا الأسبوع.',
    priority: 'high',
    recipientType: 'all_managers',
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function managerUnread(baseUrl: string) {
  const manager = await signInAs(baseUrl, 'property_manager');
  return (await manager.get<UnreadNotificationCount>('/api/me/notifications/unread-count')).body.unread;
}

/** The count the bell holds (data-count, set once the server answered). */
const bellCount = async (page: Page) => {
  const bell = page.getByTestId('notification-bell');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="notification-bell"]')?.hasAttribute('data-count'),
  );
  return Number(await bell.getAttribute('data-count'));
};

const waitForBellCount = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-count') === String(expected),
    count,
  );

test('the header bell shows the property manager’s unread count, and it drops to zero after mark all read on the centre (English)', async () => {
  const base = harness.site.baseUrl;
  await notifyManagers(base, `Rent review ${Date.now()}`);
  const unread = await managerUnread(base);
  expect(unread).toBeGreaterThan(0);

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/estate/notifications')}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  await page.getByTestId('notifications-page').waitFor();
  expect(await bellCount(page)).toBe(unread);
  const bell = page.getByTestId('notification-bell');
  expect(await bell.getAttribute('aria-label')).toBe(`${unread.toLocaleString('en-US')} unread notifications`);
  expect(await page.getByTestId('notification-bell-badge').innerText()).toBe(
    unread > 99 ? '99+' : unread.toLocaleString('en-US'),
  );

  // The centre lists the new one as unread; "mark all read" there empties the bell (the shared query key).
  await page.getByTestId('notification-list').waitFor();
  expect(
    await eventually(
      () => page.locator('[data-testid="notification-item"][data-read="false"]').count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);
  await page.getByTestId('notifications-mark-all').click();
  await waitForBellCount(page, 0);
  expect(await bell.getAttribute('aria-label')).toBe('0 unread notifications');
  expect(await settled(() => page.getByTestId('notification-bell-badge').count(), 0)).toBe(0);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="summary-unread"] strong')?.textContent?.trim() === '0',
  );
  expect(await managerUnread(base)).toBe(0);
  expect(problems.errors).toEqual([]);
});

test('the bell’s own panel lists the latest and marks all read, in Arabic, on a page outside the back office', async () => {
  const base = harness.site.baseUrl;
  const made = await notifyManagers(base, `Lift inspection ${Date.now()}`);
  const unread = await managerUnread(base);
  expect(unread).toBeGreaterThan(0);

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/properties')}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  await page.waitForURL(/\/properties/);
  expect(await bellCount(page)).toBe(unread);
  const bell = page.getByTestId('notification-bell');
  const arabicDigits = unread.toLocaleString('ar-SA');
  expect(await bell.getAttribute('aria-label')).toBe(`${arabicDigits} إشعارات غير مقروءة`);

  await bell.click();
  const panel = page.getByTestId('notification-bell-panel');
  await panel.waitFor();
  await panel.getByTestId('notification-bell-item').first().waitFor();
  expect(
    await eventually(
      () => panel.getByTestId('notification-bell-item').count(),
      (n) => n <= 5,
    ),
  ).toBeLessThanOrEqual(5);
  // The newest first, in Arabic.
  expect(
    await eventually(
      () => panel.getByTestId('notification-bell-item').first().innerText(),
      (text) => !!text?.includes(made.titleAr),
    ),
  ).toContain(made.titleAr);
  expect(await panel.getByRole('link').getAttribute('href')).toBe('/estate/notifications');
  await panel.getByTestId('notification-bell-mark-all').click();
  await waitForBellCount(page, 0);
  expect(await bell.getAttribute('aria-label')).toBe(`${(0).toLocaleString('ar-SA')} إشعارات غير مقروءة`);
  expect(await managerUnread(base)).toBe(0);
  expect(problems.errors).toEqual([]);
});

test('on a phone the bell stays in the header bar beside the menu, once, and follows the window to the desktop header', async () => {
  const base = harness.site.baseUrl;
  await notifyManagers(base, `Phone check ${Date.now()}`);
  const unread = await managerUnread(base);
  const { page, problems } = await openPage(harness.browser, { language: 'ar', viewport: { width: 390, height: 800 } });
  await page.goto(`${base}/login?next=${encodeURIComponent('/')}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  await page.getByTestId('home-page').waitFor();
  expect(await bellCount(page)).toBe(unread);
  const bell = page.getByTestId('notification-bell');
  expect(await settled(() => bell.count(), 1)).toBe(1);
  const box = await bell.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(64);
  // Wider: the one bell moves into the desktop header's account actions.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.header-account [data-testid="notification-bell"]').waitFor();
  expect(await settled(() => bell.count(), 1)).toBe(1);
  expect(problems.errors).toEqual([]);
});

test('the centre’s settings switch a kind off for the signed-in account: the bell drops it, and the choice survives a reload', async () => {
  const base = harness.site.baseUrl;
  const admin = await signInAs(base, 'admin');
  const unreadNow = async () =>
    (await admin.get<UnreadNotificationCount>('/api/me/notifications/unread-count')).body.unread;
  const before = await unreadNow();

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/estate/notifications')}`);
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.getByTestId('notifications-page').waitFor();
  expect(await bellCount(page)).toBe(before);

  await page.getByTestId('notification-settings-button').click();
  const drawer = page.getByTestId('notification-settings');
  const expiry = drawer.getByTestId('notification-setting-contract_expiry-inApp');
  await expiry.waitFor();
  expect(await settled(() => expiry.getAttribute('aria-checked'), 'true')).toBe('true');
  expect(await expiry.getAttribute('aria-label')).toBe('Contract expiry in the notification centre');
  // Announcements always reach the centre; only payment reminders are mailed.
  expect(await drawer.getByTestId('notification-setting-system_notification-inApp').isDisabled()).toBe(true);
  expect(await drawer.getByTestId('notification-setting-payment_reminder-email').isDisabled()).toBe(false);
  expect(await drawer.getByTestId('notification-setting-contract_expiry-email').isDisabled()).toBe(true);
  await expiry.click();
  expect(await settled(() => expiry.getAttribute('aria-checked'), 'false')).toBe('false');
  expect(await save(page, drawer.getByTestId('notification-settings-save'), 'Notification settings saved')).toBe(
    'saved',
  );
  await drawer.waitFor({ state: 'detached' });

  // The server keeps it, and the account's unread contract notices leave the bell.
  const after = await unreadNow();
  expect(after).toBeLessThan(before);
  await waitForBellCount(page, after);

  await page.reload();
  await page.getByTestId('notifications-page').waitFor();
  await page.getByTestId('notification-settings-button').click();
  const reopened = page.getByTestId('notification-settings').getByTestId('notification-setting-contract_expiry-inApp');
  await reopened.waitFor();
  expect(await settled(() => reopened.getAttribute('aria-checked'), 'false')).toBe('false');
  expect(await bellCount(page)).toBe(after);
  expect(problems.errors).toEqual([]);
});
