import type { Browser, Page } from 'playwright-core';
import {
  cityName,
  DEMO_ADMIN,
  type ActiveSession,
  type PropertyListResponse,
  type RegisterResponse,
} from '@estate/contracts';
import { ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** One account registered for this file (registration is rate limited per address: one is enough). */
const account = {
  name: 'ريم القحطاني',
  email: `profile.security.${Date.now()}@example.sa`,
  password: 'First@2025',
  newPassword: 'Second@2025x',
};

beforeAll(async () => {
  const response = await new ApiClient(harness.site.baseUrl).post<RegisterResponse>('/api/auth/register', {
    name: account.name,
    email: account.email,
    phone: '0501234567',
    password: account.password,
    role: 'user',
  });
  expect(response.status).toBe(202);
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A browser (Arabic, the default) signed in as the account through the login form, on the dashboard's profile tab. */
async function signedInOnProfile(browser: Browser, password: string) {
  const opened = await openPage(browser);
  await opened.page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/dashboard?tab=profile')}`);
  await signInWithForm(opened.page, account.email, password);
  await opened.page.getByTestId('dashboard-tab-Profile').waitFor();
  return opened;
}

/** The account's sessions as the API lists them, read with a session of its own. */
async function sessionsOf(client: ApiClient) {
  return (await client.get<ActiveSession[]>('/api/me/sessions')).body;
}

test('a user edits their name and phone, changes their password (others signed out) and ends another device’s session', async () => {
  const a = await signedInOnProfile(harness.browser, account.password);
  const b = await signedInOnProfile(harness.browser, account.password);
  const { page } = a;

  // The profile: the name is saved and the header shows it at once; a phone that is not a Saudi mobile is refused.
  const profile = page.getByTestId('profile-form');
  expect(await profile.getByLabel('الاسم').inputValue()).toBe(account.name);
  expect(await settled(() => page.getByTestId('profile-email').textContent(), account.email)).toBe(account.email);
  const newName = 'ريم عبدالله القحطاني';
  await profile.getByLabel('الاسم').fill(newName);
  await page.getByTestId('profile-save').click();
  await page.getByText('تم حفظ الملف الشخصي').waitFor();
  await page.waitForFunction(
    (name) => document.querySelector('[data-testid="header-user"]')?.textContent?.includes(name),
    newName,
  );

  await profile.getByLabel('رقم الجوال').fill('0123');
  await page.getByTestId('profile-save').click();
  await profile.getByText('أدخل رقم جوال سعوديًا صحيحًا (05X XXX XXXX).').waitFor();
  // Refused on this side: the name typed before is what the account keeps.
  const api = await new ApiClient(harness.site.baseUrl).signIn(account.email, account.password);
  expect((await api.get<{ name: string }>('/api/auth/me')).body.name).toBe(newName);

  // Sessions: this device is marked; the other browser and the API client are listed too.
  const rows = page.getByTestId('session-row');
  await eventually(
    () => rows.count(),
    (count) => count === 3,
  );
  await page.getByTestId('sessions-refresh').click();
  await eventually(
    () => rows.count(),
    (count) => count === 3,
  );
  expect(await settled(() => page.locator('[data-testid="session-row"][data-current="true"]').count(), 1)).toBe(1);
  expect(await settled(() => page.getByTestId('session-current').textContent(), 'هذا الجهاز')).toBe('هذا الجهاز');

  // A wrong current password is explained; the right one changes it and the other devices are signed out.
  const password = page.getByTestId('password-form');
  await password.getByLabel('كلمة المرور الحالية').fill('Wrong@2025');
  await password.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(account.newPassword);
  await password.getByLabel('تأكيد كلمة المرور الجديدة').fill(account.newPassword);
  await page.getByTestId('password-save').click();
  await password.getByText('كلمة المرور الحالية غير صحيحة. اكتب كلمة المرور التي تسجّل الدخول بها الآن.').waitFor();
  expect(await settled(() => page.getByTestId('password-changed').count(), 0)).toBe(0);

  await password.getByLabel('كلمة المرور الحالية').fill(account.password);
  await page.getByTestId('password-save').click();
  await page.getByTestId('password-changed').getByText('تم تسجيل خروج أجهزتك الأخرى').waitFor();
  expect(await password.getByLabel('كلمة المرور الحالية').inputValue()).toBe('');
  // The list is read again: only this device is left.
  await eventually(
    () => rows.count(),
    (count) => count === 1,
  );
  expect(await rows.first().getAttribute('data-current')).toBe('true');
  expect((await api.get('/api/auth/me')).status).toBe(401);

  // The other browser is signed out: its next visit to the dashboard goes to the login page.
  await b.page.goto(`${harness.site.baseUrl}/dashboard`);
  await b.page.waitForURL((url) => url.pathname === '/login');

  // Signed in again there (with the new password), it shows in this device's list and is ended from here.
  await signInWithForm(b.page, account.email, account.newPassword);
  await b.page.getByTestId('dashboard-page').waitFor();
  expect(pathOf(b.page)).toBe('/dashboard');
  await page.getByTestId('sessions-refresh').click();
  await eventually(
    () => rows.count(),
    (count) => count === 2,
  );
  const other = page.locator('[data-testid="session-row"][data-current="false"]');
  const otherId = await other.getAttribute('data-session-id');
  await other.getByTestId('session-end').click();
  await page.locator('[data-testid="session-end-confirm"]').click();
  await page.getByText('تم إنهاء الجلسة').waitFor();
  await eventually(
    () => rows.count(),
    (count) => count === 1,
  );
  const verify = await new ApiClient(harness.site.baseUrl).signIn(account.email, account.newPassword);
  expect((await sessionsOf(verify)).map((session) => session.id)).not.toContain(otherId);

  await b.page.goto(`${harness.site.baseUrl}/dashboard`);
  await b.page.waitForURL((url) => url.pathname === '/login');

  // The wrong current password's 400 is the one failed request the browser reports, as expected.
  const wrongPassword = /status of 400 .*\/api\/me\/password\)$/;
  expect(a.problems.errors.filter((error) => !wrongPassword.test(error))).toEqual([]);
  expect(a.problems.errors.filter((error) => wrongPassword.test(error))).toHaveLength(1);
});

test('the admin’s analytics tab draws its four charts in Arabic, each named and with its figures as a table', async () => {
  // A visitor views a listing today: the views and the demand of its area have a figure to draw.
  const visitor = await signInAs(harness.site.baseUrl, 'user');
  const listing = (await visitor.get<PropertyListResponse>('/api/properties?limit=1')).body.properties[0]!;
  expect((await visitor.post(`/api/properties/${listing.id}/views`)).status).toBe(200);

  const { page, problems } = await openPage(harness.browser);
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/dashboard?tab=analytics')}`);
  await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const tab = page.getByTestId('dashboard-tab-Analytics');
  await tab.waitFor();

  for (const [id, name] of [
    ['money', 'الإيرادات والمصروفات حسب الشهر'],
    ['demand', 'الطلب حسب المنطقة (آخر ٣٠ يومًا)'],
    ['views', 'مشاهدات العقارات يوميًا'],
    ['maintenance', 'الصيانة حسب الشهر'],
  ] as const) {
    const section = tab.getByRole('region', { name });
    await section.waitFor();
    expect(await section.getAttribute('data-testid')).toBe(`analytics-${id}`);
  }
  // The seeded site has payments, tickets and listing views: every chart is drawn, none is empty.
  const charts = tab.getByTestId('analytics-chart');
  await eventually(
    () => tab.locator('svg.recharts-surface').count(),
    (count) => count >= 4,
  );
  expect(await settled(() => charts.count(), 4)).toBe(4);
  for (const name of await charts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))) {
    expect(name).toMatch(/^(الإيرادات|الطلب|مشاهدات|الصيانة).+\. .+/);
  }
  expect(await settled(() => tab.locator('[data-testid$="-empty"]').count(), 0)).toBe(0);
  // Each chart's figures for screen readers: the money table has a row per month, written in Arabic digits.
  const money = tab.getByTestId('analytics-money-table');
  expect(await settled(() => money.locator('tbody tr').count(), 12)).toBe(12);
  expect(
    await eventually(
      () => money.locator('tbody tr').first().locator('td').first().textContent(),
      (text) => /ر\.س\./.test(text ?? ''),
    ),
  ).toMatch(/ر\.س\./);

  // The viewed listing's area is named with its district and the city in Arabic, its view counted.
  const area = [listing.district, cityName(listing.city, 'ar')].filter(Boolean).join('، ');
  const demandRows = tab.getByTestId('analytics-demand-table').locator('tbody tr');
  expect(
    await eventually(
      () => demandRows.locator('th').allTextContents(),
      (areas) => areas.includes(area),
    ),
  ).toContain(area);
  const views = tab.getByTestId('analytics-views-table').locator('tbody tr');
  expect(await settled(() => views.count(), 30)).toBe(30);
  expect(await views.last().locator('td').textContent()).not.toBe('٠');

  // Mirrored: the values' axis of the money chart stands on its right, and the months run right to left.
  const moneyChart = tab.getByTestId('analytics-money');
  const box = (await moneyChart.locator('.recharts-wrapper > svg.recharts-surface').boundingBox())!;
  const axis = (await moneyChart.locator('.recharts-yAxis').boundingBox())!;
  expect(axis.x).toBeGreaterThan(box.x + box.width / 2);
  const ticks = moneyChart.locator('.recharts-xAxis .recharts-cartesian-axis-tick');
  const first = (await ticks.first().boundingBox())!;
  const last = (await ticks.last().boundingBox())!;
  expect(first.x).toBeGreaterThan(last.x);

  expect(problems.errors).toEqual([]);
  expect(pathOf(page)).toBe('/dashboard');
});
