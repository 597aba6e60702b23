import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  addDays,
  addMonths,
  type ContractInvoices,
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateContract,
  type EstateOwner,
  type EstateProperty,
  type EstateReport,
  type EstateTenant,
  type EstateUnit,
  todayInRiyadh,
} from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** A property of a new owner with two units, one under a year's contract from today (3,000 a month). */
async function propertyWithContract(manager: ApiClient) {
  const stamp = Date.now().toString().slice(-7);
  const created = async <T>(path: string, body: unknown) => {
    const response = await manager.post<T>(path, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const owner = await created<EstateOwner>('/api/estate/owners', {
    name: `مالك التقارير ${stamp}`,
    nameEn: `Reports Owner ${stamp}`,
    phone: '0501234567',
    nationalId: uniqueNationalId('1'),
  });
  const property = await created<EstateProperty>('/api/estate/properties', {
    title: `عمارة التقارير ${stamp}`,
    titleEn: `Reports Building ${stamp}`,
    ownerId: owner.id,
    type: 'building',
    category: 'residential',
    city: 'riyadh',
    district: 'العليا',
    address: 'شارع العليا',
  });
  const unit = await created<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `R-${stamp}`,
    unitType: 'apartment',
    rentPrice: 3000,
  });
  await created<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `R2-${stamp}`,
    unitType: 'apartment',
    rentPrice: 2000,
  });
  const tenant = await created<EstateTenant>('/api/estate/tenants', {
    name: `مستأجر التقارير ${stamp}`,
    nameEn: `Reports Tenant ${stamp}`,
    phone: '0551234567',
    nationalId: uniqueNationalId('2'),
  });
  const today = todayInRiyadh();
  const contract = await created<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId: tenant.id,
    startDate: today,
    endDate: addDays(addDays(today, 365), -1),
    rentAmount: 3000,
    securityDeposit: 0,
    paymentFrequency: 'monthly',
  });
  return { property, contract, owner, tenant };
}

/** The raw figure a KPI card holds (its formatted text aside), once the report has loaded. */
async function cardValue(page: Page, key: string): Promise<number> {
  const figure = page.getByTestId(`summary-${key}`).locator('[data-value]').first();
  await figure.waitFor();
  return Number(await figure.getAttribute('data-value'));
}

/** Where the chart's value axis stands: 'start' or 'end' of the chart box, physically left or right. */
async function valueAxisSide(page: Page, testId: string): Promise<'left' | 'right'> {
  const chart = page.getByTestId(testId);
  await chart.locator('.recharts-yAxis').first().waitFor();
  const box = (await chart.boundingBox())!;
  const axis = (await chart.locator('.recharts-yAxis').first().boundingBox())!;
  return axis.x + axis.width / 2 > box.x + box.width / 2 ? 'right' : 'left';
}

test('an accountant reads the reports: the cards are the server’s figures, the charts are drawn and mirrored in Arabic, a payment moves the revenue, and English reads in English', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const accountant = await signInAs(base, 'accountant');
  const { property, contract } = await propertyWithContract(manager);
  const today = todayInRiyadh();
  const query = `period=monthly&year=${Number(today.slice(0, 4))}&month=${Number(today.slice(5, 7))}&propertyId=${property.id}`;
  const serverReport = async () => (await accountant.get<EstateReport>(`/api/estate/reports?${query}`)).body;
  const before = await serverReport();
  // One of two units under a contract today; nothing received yet.
  expect([before.occupancyRate, before.totalRevenue, before.averageRent]).toEqual([50, 0, 3000]);

  const { page, problems } = await openPage(harness.browser);
  const path = `/estate/reports?${query}`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('reports-page').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await cardValue(page, 'occupancy')).toBe(50);
  expect(await cardValue(page, 'revenue')).toBe(0);
  expect(await cardValue(page, 'net')).toBe(before.netIncome);
  expect(await cardValue(page, 'overdue')).toBe(before.overduePayments);
  // The card shows the figure as Arabic formats it.
  expect(
    await eventually(
      () => page.getByTestId('summary-occupancy').locator('strong').innerText(),
      (text) => !!text?.includes('٥٠'),
    ),
  ).toContain('٥٠');

  // The monthly trend is a drawn chart (three months, bars and a line), its value axis on the right in Arabic.
  const trend = page.getByTestId('report-chart-trend');
  await trend.locator('svg.recharts-surface').first().waitFor();
  expect(
    await eventually(
      () => trend.locator('.recharts-bar-rectangle, .recharts-bar').count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);
  expect(await valueAxisSide(page, 'report-chart-trend')).toBe('right');

  // A payment of 1,000 today on the first invoice: the revenue card follows on the next read.
  const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
  const first = invoices.items.find((invoice) => invoice.type === 'rent')!;
  const paid = await accountant.post(`/api/estate/invoices/${first.id}/payments`, {
    amount: 1000,
    method: 'cash',
    paidOn: today,
  });
  expect(paid.status).toBeLessThan(300);
  expect((await serverReport()).totalRevenue).toBe(1000);
  await page.reload();
  await page.getByTestId('reports-page').waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="summary-revenue"] [data-value]')?.getAttribute('data-value') === '1000',
  );

  // The occupancy tab draws its trend too.
  await page.getByRole('tab', { name: 'الإشغال' }).click();
  await page.getByTestId('report-chart-occupancy').locator('svg.recharts-surface').first().waitFor();

  // English: the words, left to right, the value axis back on the left, the money in SAR.
  await page.getByTestId('language-toggle').first().click();
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await page.getByRole('heading', { name: 'Reports' }).waitFor();
  await page.getByRole('tab', { name: 'Overview' }).click();
  expect(await valueAxisSide(page, 'report-chart-trend')).toBe('left');
  expect(
    await eventually(
      () => page.getByTestId('summary-revenue').locator('strong').innerText(),
      (text) => /SAR\s*1,000/.test(text ?? ''),
    ),
  ).toMatch(/SAR\s*1,000/);
  expect(
    await eventually(
      () => page.getByTestId('summary-occupancy').innerText(),
      (text) => !!text?.includes('Occupancy rate'),
    ),
  ).toContain('Occupancy rate');
  expect(problems.errors).toEqual([]);
});

test('the contract page downloads the contract as a PDF in the page’s language', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const { contract } = await propertyWithContract(manager);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const path = `/estate/contracts/${contract.id}`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('contract-view-page').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('contract-download').click()]);
  expect(download.suggestedFilename()).toBe(`contract-${contract.contractNumber}.pdf`);
  const file = join(tmpdir(), `contract-${Date.now()}.pdf`);
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/Lang (en)');
  // The spec's toast, with the contract's number.
  await page.getByText('Contract downloaded').waitFor();
  await page.getByText(contract.contractNumber, { exact: false }).first().waitFor();
  expect(problems.errors).toEqual([]);
});

test('a contract’s card in the list downloads the contract as a PDF in the page’s language', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const { contract } = await propertyWithContract(manager);
  const { page, problems } = await openPage(harness.browser);
  const path = `/estate/contracts?q=${encodeURIComponent(contract.contractNumber)}`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('contracts-page').waitFor();
  const card = page.locator(`[data-testid="contract-card"][data-contract-number="${contract.contractNumber}"]`);
  const button = card.getByTestId('contract-download');
  await button.waitFor();
  expect(await button.getAttribute('aria-label')).toBe(`تحميل العقد ${contract.contractNumber}`);
  // The PDF comes at once, or (on a busy server) as a job the page waits for: either way one download, read below.
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`contract-${contract.contractNumber}.pdf`);
  const file = join(tmpdir(), `contract-card-${Date.now()}.pdf`);
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/Lang (ar)');
  // The spec's toast, with the contract's number.
  const toast = page.getByTestId('toast');
  expect(
    await eventually(
      () => toast.innerText(),
      (text) => !!text?.includes(contract.contractNumber),
    ),
  ).toContain('تحميل العقد');
  expect(problems.errors).toEqual([]);
});

test('a month still to come is labelled projected on the reports screen, its occupancy card too', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const accountant = await signInAs(base, 'accountant');
  const { property } = await propertyWithContract(manager);
  const today = todayInRiyadh();
  const next = addMonths(`${today.slice(0, 7)}-01`, 1);
  const query = `period=monthly&year=${Number(next.slice(0, 4))}&month=${Number(next.slice(5, 7))}&propertyId=${property.id}`;
  const report = (await accountant.get<EstateReport>(`/api/estate/reports?${query}`)).body;
  expect(report.range.projected).toBe(true);

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const path = `/estate/reports?${query}&tab=occupancy`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('reports-page').waitFor();
  expect(
    await eventually(
      () => page.getByTestId('report-occupancy-projected').innerText(),
      (text) => !!text?.includes('Projected'),
    ),
  ).toContain('Projected');
  // Of the trend's three months only the one still to come is labelled.
  const projected = page.locator('[data-projected]');
  await projected.first().waitFor();
  expect(await settled(() => projected.count(), 1)).toBe(1);
  expect(
    await eventually(
      () => projected.innerText(),
      (text) => /\(projected\)$/.test(text ?? ''),
    ),
  ).toMatch(/\(projected\)$/);
  expect(problems.errors).toEqual([]);
});
