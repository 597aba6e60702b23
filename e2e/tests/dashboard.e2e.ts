import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  addDays,
  DASHBOARD_TABS,
  DEMO_PASSWORD,
  demoEmailFor,
  ERROR_CODES,
  type DashboardAlerts,
  type DashboardFinancial,
  type DashboardOverview,
  type DashboardTab,
  type EstateContract,
  type EstateList,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
  type PaymentInvoice,
  type PropertyListResponse,
  type Role,
  todayInRiyadh,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { animationsDone, eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

// axe-core is evaluated in the page through the DevTools protocol, which the page's CSP does not govern.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe violations of the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      iframes: false,
    });
    return result.violations;
  })) as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens /dashboard (at `tab` when given) signed in as the demo account of `role` through the login form. */
async function openDashboard(
  role: Role,
  { language = 'en', tab, width = 1280 }: { language?: 'ar' | 'en'; tab?: DashboardTab; width?: number } = {},
) {
  const opened = await openPage(harness.browser, { language, viewport: { width, height: 900 } });
  const path = tab ? `/dashboard?tab=${tab}` : '/dashboard';
  await opened.page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(opened.page, demoEmailFor(role), DEMO_PASSWORD);
  await opened.page.getByTestId('dashboard-page').waitFor();
  return opened;
}

/** The tabs the page offers, in their order (their keys). */
const tabsShown = (page: Page) =>
  page
    .locator('[data-testid^="dashboard-tablabel-"]')
    .evaluateAll((labels) =>
      labels.map((label) => label.getAttribute('data-testid')!.replace('dashboard-tablabel-', '')),
    );

/** The tab's figures once loaded (not busy, no skeleton). */
async function tabLoaded(page: Page, testId: string) {
  await page.waitForFunction(
    (id) => {
      const tab = document.querySelector(`[data-testid="${id}"]`);
      return !!tab && !tab.hasAttribute('aria-busy') && !tab.querySelector('[data-testid="dashboard-tab-loading"]');
    },
    testId,
    { timeout: 30_000 },
  );
}

/** The raw number a figure carries (`data-value`), once it is on the page. */
async function figure(page: Page, testId: string): Promise<number> {
  const element = page.getByTestId(testId);
  await element.waitFor();
  const value = await element.getAttribute('data-value');
  expect(value).not.toBeNull();
  return Number(value);
}

/** Digits of an amount as the English page writes it ("SAR 12,345.5" shows "12,345.50"). */
const grouped = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });

/** A new property with one unit let from today for a year (rent 3,000 a month): its invoices start this month. */
async function contractFromToday(baseUrl: string) {
  const manager = await signInAs(baseUrl, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const created = async <T>(path: string, body: unknown) => {
    const response = await manager.post<T>(path, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const owner = await created<EstateOwner>('/api/estate/owners', {
    name: `مالك اللوحة ${stamp}`,
    nameEn: `Dashboard Owner ${stamp}`,
    phone: '0501234567',
    nationalId: uniqueNationalId('1'),
  });
  const property = await created<EstateProperty>('/api/estate/properties', {
    title: `عمارة اللوحة ${stamp}`,
    titleEn: `Dashboard Building ${stamp}`,
    ownerId: owner.id,
    type: 'building',
    category: 'residential',
    city: 'riyadh',
    district: 'الملقا',
    address: 'شارع الملقا',
  });
  const unit = await created<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `D-${stamp}`,
    unitType: 'apartment',
    rentPrice: 3000,
  });
  const tenant = await created<EstateTenant>('/api/estate/tenants', {
    name: `مستأجر اللوحة ${stamp}`,
    nameEn: `Dashboard Tenant ${stamp}`,
    phone: '0551234567',
    nationalId: uniqueNationalId('2'),
  });
  const today = todayInRiyadh();
  await created<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId: tenant.id,
    startDate: today,
    endDate: addDays(addDays(today, 365), -1),
    rentAmount: 3000,
    securityDeposit: 0,
    paymentFrequency: 'monthly',
  });
  return property;
}

test('the admin sees the eight tabs; a payment recorded through the API raises the month’s and the year’s revenue by its amount', async () => {
  const base = harness.site.baseUrl;
  const property = await contractFromToday(base);
  const accountant = await signInAs(base, 'accountant');
  const invoices = await accountant.get<EstateList<PaymentInvoice>>(
    `/api/estate/payments?propertyId=${property.id}&limit=100`,
  );
  expect(invoices.status).toBe(200);
  const month = todayInRiyadh().slice(0, 7);
  const invoice = invoices.body.items
    .filter((item) => item.dueDate.startsWith(month) && item.outstandingAmount > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  expect(invoice).toBeDefined();

  const { page, problems } = await openDashboard('admin', { tab: 'financial' });
  expect(await settled(() => tabsShown(page), [...DASHBOARD_TABS])).toEqual([...DASHBOARD_TABS]);
  expect(new URL(page.url()).searchParams.get('tab')).toBe('financial');
  await tabLoaded(page, 'dashboard-financial');
  const before = {
    month: await figure(page, 'fin-month-revenue'),
    year: await figure(page, 'fin-year-revenue'),
    net: await figure(page, 'fin-month-net'),
  };
  // The page shows what the API answers for the same role.
  const admin = await signInAs(base, 'admin');
  const answered = (await admin.get<DashboardFinancial>('/api/dashboard/financial')).body;
  expect(before.month).toBe(answered.month.revenue);
  expect(
    await eventually(
      () => page.getByTestId('fin-month-revenue').innerText(),
      (text) => !!text?.includes(grouped(answered.month.revenue)),
    ),
  ).toContain(grouped(answered.month.revenue));
  expect(await settled(() => page.getByTestId('fin-months').locator('tbody tr').count(), answered.months.length)).toBe(
    answered.months.length,
  );

  const amount = 1234.5;
  const paid = await accountant.post(`/api/estate/invoices/${invoice!.id}/payments`, {
    amount,
    method: 'bank_transfer',
    paidOn: todayInRiyadh(),
    reference: `DASH-${Date.now()}`,
  });
  expect(paid.status).toBe(201);

  await page.reload();
  await tabLoaded(page, 'dashboard-financial');
  const after = {
    month: await figure(page, 'fin-month-revenue'),
    year: await figure(page, 'fin-year-revenue'),
    net: await figure(page, 'fin-month-net'),
  };
  expect(Math.round((after.month - before.month) * 100)).toBe(amount * 100);
  expect(Math.round((after.year - before.year) * 100)).toBe(amount * 100);
  expect(Math.round((after.net - before.net) * 100)).toBe(amount * 100);
  expect(
    await eventually(
      () => page.getByTestId('fin-month-revenue').innerText(),
      (text) => !!text?.includes(grouped(after.month)),
    ),
  ).toContain(grouped(after.month));
  const row = page.getByTestId('fin-months').locator(`tr[data-month="${month}"] td`).first();
  expect(Number(await row.getAttribute('data-value'))).toBeCloseTo(after.month, 2);

  // The alerts and the overview show the API's figures; the tab is kept in the address.
  await page.getByTestId('dashboard-tablabel-alerts').click();
  await page.waitForURL(/tab=alerts/);
  await tabLoaded(page, 'dashboard-alerts');
  const alerts = (await admin.get<Required<DashboardAlerts>>('/api/dashboard/alerts')).body;
  for (const group of ['overdueInvoices', 'expiringContracts', 'urgentTickets', 'auctionsEndingToday'] as const) {
    expect(Number(await page.getByTestId(`alerts-${group}`).getAttribute('data-count'))).toBe(alerts[group].count);
  }
  if (alerts.overdueInvoices.count) {
    expect(await figure(page, 'alerts-overdue-amount')).toBeCloseTo(alerts.overdueInvoices.amount, 2);
    const first = page.getByTestId('alerts-overdueInvoices').locator('li a').first();
    expect(await first.getAttribute('href')).toBe(alerts.overdueInvoices.items[0]!.link);
  }

  await page.getByTestId('dashboard-tablabel-overview').click();
  await tabLoaded(page, 'dashboard-overview');
  expect(new URL(page.url()).searchParams.has('tab')).toBe(false);
  const overview = (await admin.get<DashboardOverview>('/api/dashboard')).body;
  expect(await figure(page, 'kpi-listings')).toBe(overview.counts.listings!.total);
  expect(await figure(page, 'kpi-estateProperties')).toBe(overview.counts.estateProperties);
  await page.getByTestId('my-bids').waitFor();
  expect(await settled(() => page.getByTestId('dashboard-link-adminUsers').count(), 1)).toBe(1);
  expect(problems.errors).toEqual([]);
});

test('an inquiry sent through the public API adds one to the website inbox', async () => {
  const base = harness.site.baseUrl;
  const { page, problems } = await openDashboard('admin', { tab: 'websiteManagement' });
  await tabLoaded(page, 'dashboard-websiteManagement');
  const before = { total: await figure(page, 'web-inquiries-total'), fresh: await figure(page, 'web-inquiries-new') };

  const listings = (await (await fetch(`${base}/api/properties?limit=1`)).json()) as PropertyListResponse;
  const visitor = new ApiClient(base);
  const sent = await visitor.post(
    '/api/inquiries',
    {
      name: 'Nora Alqahtani',
      email: 'nora.dashboard@example.com',
      message: `Is it still available? ${Date.now()}`,
      propertyId: listings.properties[0]!.id,
    },
    { headers: { 'x-requested-with': 'fetch' } },
  );
  expect(sent.status).toBe(201);

  await page.reload();
  await tabLoaded(page, 'dashboard-websiteManagement');
  expect(await figure(page, 'web-inquiries-total')).toBe(before.total + 1);
  expect(await figure(page, 'web-inquiries-new')).toBe(before.fresh + 1);
  expect(
    await eventually(
      () => page.getByTestId('web-latest').locator('li[data-kind="inquiry"]').count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);
  expect(await page.getByTestId('web-pendingListings').getAttribute('href')).toBe('/admin/properties?status=pending');
  expect(await page.getByTestId('web-pendingAuctions').getAttribute('href')).toBe('/admin/auctions?review=pending');
  expect(problems.errors).toEqual([]);
});

test('an agent sees only their tabs, a linked revenue tab falls back to the overview, and the server refuses it', async () => {
  const base = harness.site.baseUrl;
  const { page, problems } = await openDashboard('agent', { tab: 'financial' });
  const agentTabs = ['overview', 'propertyManagement', 'websiteManagement', 'profile', 'notifications'];
  expect(await settled(() => tabsShown(page), agentTabs)).toEqual(agentTabs);
  await tabLoaded(page, 'dashboard-overview');
  expect(await settled(() => page.getByTestId('dashboard-financial').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('kpi-listings').count(), 1)).toBe(1);
  expect(await settled(() => page.getByTestId('kpi-estateProperties').count(), 0)).toBe(0);

  await page.getByTestId('dashboard-tablabel-propertyManagement').click();
  await tabLoaded(page, 'dashboard-propertyManagement');
  expect(await settled(() => page.getByTestId('pm-estate').count(), 0)).toBe(0);

  const agent = await signInAs(base, 'agent');
  for (const path of ['/api/dashboard/financial', '/api/dashboard/analytics', '/api/dashboard/alerts']) {
    expect(refusalOf(await agent.get(path))).toEqual({ status: 403, code: ERROR_CODES.forbidden });
  }
  expect((await agent.get('/api/dashboard/website')).status).toBe(200);
  expect(problems.errors).toEqual([]);
});

test('in Arabic: a tenant sees the overview, profile and notifications only; the admin’s map of properties at 390 px', async () => {
  const tenant = await openDashboard('tenant', { language: 'ar' });
  expect(await tenant.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const tenantTabs = ['overview', 'profile', 'notifications'];
  expect(await settled(() => tabsShown(tenant.page), tenantTabs)).toEqual(tenantTabs);
  expect(await settled(() => tenant.page.getByTestId('dashboard-tablabel-overview').innerText(), 'نظرة عامة')).toBe(
    'نظرة عامة',
  );
  await tabLoaded(tenant.page, 'dashboard-overview');
  expect(await settled(() => tenant.page.getByTestId('kpi-listings').count(), 0)).toBe(0);
  expect(
    await eventually(
      () => tenant.page.getByTestId('kpi-unreadNotifications').innerText(),
      (text) => /[٠-٩]/.test(text ?? ''),
    ),
  ).toMatch(/[٠-٩]/);
  expect(tenant.problems.errors).toEqual([]);

  const { page, problems } = await openDashboard('admin', { language: 'ar', tab: 'propertyManagement', width: 390 });
  await tabLoaded(page, 'dashboard-propertyManagement');
  const map = page.getByTestId('dashboard-map');
  await map.waitFor();
  const tiles = map.locator('a.dashboard-map-tile');
  const mapped = await figure(page, 'pm-estate-properties');
  expect(await settled(() => tiles.count(), mapped)).toBe(mapped);
  const first = tiles.first();
  // Its accessible name is its text: the name, the units occupied and the state.
  const label = (await first.textContent())!;
  expect(label).toMatch(/[٠-٩]+ من [٠-٩]+ مشغولة/);
  expect(label).toMatch(/مشغول|شاغر/);
  expect(await first.getAttribute('href')).toBe(`/estate/properties/${await first.getAttribute('data-property')}`);
  // Each state is told by its mark as well as its colour.
  for (const state of ['occupied', 'partial', 'vacant']) {
    const marked = map.locator(`a[data-state="${state}"] .dashboard-map-mark`).first();
    if (await marked.count()) expect((await marked.innerText()).trim()).not.toBe('');
  }
  await first.focus();
  expect(await page.evaluate(() => document.activeElement?.classList.contains('dashboard-map-tile'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await first.click();
  await page.waitForURL(/\/estate\/properties\/[0-9a-f-]+$/);
  expect(problems.errors).toEqual([]);
});

test.each([
  ['ar', 390],
  ['en', 1280],
] as const)(
  'the admin’s figure tabs have no serious axe violation and do not scroll sideways (%s, %i px)',
  async (language, width) => {
    const { page, problems } = await openDashboard('admin', { language, width });
    const found: Record<string, string[]> = {};
    const overflowing: Record<string, number> = {};
    for (const tab of ['overview', 'propertyManagement', 'websiteManagement', 'alerts', 'financial'] as const) {
      await page.goto(`${harness.site.baseUrl}/dashboard?tab=${tab}`);
      await tabLoaded(page, `dashboard-${tab}`);
      await page.waitForLoadState('networkidle');
      await animationsDone(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[tab] = violations;
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) overflowing[tab] = extra;
    }
    expect(found).toEqual({});
    expect(overflowing).toEqual({});
    expect(problems.errors).toEqual([]);
  },
);
