import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type OwnerFeeInvoice,
  type OwnerOverview,
  type OwnerPayout,
  type OwnerProperty,
} from '@estate/contracts';
import { ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

const PHONE = { width: 390, height: 844 };
/** The second owner account of the seed, linked to another owner record (identity.seed.ts). */
const OTHER_OWNER = 'omar.bawazir@example.sa';

/** An amount as the English page writes it: "SAR 235,100" (no-break space, whole riyals). */
const sar = (value: number) => `SAR\u00A0${Math.round(value).toLocaleString('en-US')}`;

async function openAs(page: Page, email: string, path: string) {
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, email, DEMO_PASSWORD);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the demo owner on a phone is greeted by name and reads the figures of GET /api/me/owner', async () => {
  const owner = await signInAs(harness.site.baseUrl, 'owner');
  const { body: overview } = await owner.get<OwnerOverview>('/api/me/owner');
  expect(overview.linked).toBe(true);

  // Arabic, the default: the greeting carries the owner's Arabic name, and nothing scrolls sideways.
  const arabic = await openPage(harness.browser, { viewport: PHONE });
  await openAs(arabic.page, demoEmailFor('owner'), '/owner-dashboard');
  await arabic.page.getByTestId('owner-dashboard').waitFor();
  await arabic.page.getByTestId('owner-monthly-income').waitFor();
  expect(
    await eventually(
      () => arabic.page.getByTestId('owner-greeting').innerText(),
      (text) => !!text?.includes(overview.owner!.name),
    ),
  ).toContain(overview.owner!.name);
  expect(await sidewaysScroll(arabic.page)).toBeLessThanOrEqual(0);
  expect(arabic.problems.errors).toEqual([]);

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await openAs(page, demoEmailFor('owner'), '/owner-dashboard');
  await page.getByTestId('owner-monthly-income').waitFor();
  expect(await page.getByTestId('owner-greeting').innerText()).toContain(
    overview.owner!.nameEn ?? overview.owner!.name,
  );
  expect(await settled(() => page.getByTestId('owner-monthly-income').innerText(), sar(overview.monthlyIncome))).toBe(
    sar(overview.monthlyIncome),
  );
  expect(
    await settled(() => page.getByTestId('owner-rented').innerText(), overview.occupiedUnits.toLocaleString('en-US')),
  ).toBe(overview.occupiedUnits.toLocaleString('en-US'));
  expect(
    await settled(() => page.getByTestId('owner-vacant').innerText(), overview.vacantUnits.toLocaleString('en-US')),
  ).toBe(overview.vacantUnits.toLocaleString('en-US'));
  expect(await settled(() => page.getByTestId('owner-occupancy').innerText(), `${overview.occupancyRate}%`)).toBe(
    `${overview.occupancyRate}%`,
  );
  // Each recent event is a row; a payment's row names its receipt.
  const rows = page.getByTestId('owner-activity');
  expect(await settled(() => rows.count(), overview.recentActivity.length)).toBe(overview.recentActivity.length);
  const payment = overview.recentActivity.find((activity) => activity.kind === 'payment');
  if (payment) await rows.filter({ hasText: payment.reference }).first().waitFor();

  // The tabs are 44 px tap targets; the financial tab's year-to-date revenue is the API's.
  const tab = page.getByRole('tab', { name: 'Financial' });
  expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await tab.click();
  await page.getByTestId('owner-ytd-revenue').waitFor();
  expect(await settled(() => page.getByTestId('owner-ytd-revenue').innerText(), sar(overview.yearToDate.revenue))).toBe(
    sar(overview.yearToDate.revenue),
  );
  // What the company holds for the owner, from the ledger, as the API answers it.
  expect(overview.money.held).toBeGreaterThan(0);
  expect(await settled(() => page.getByTestId('owner-held').innerText(), sar(overview.money.held))).toBe(
    sar(overview.money.held),
  );
  expect(await settled(() => page.getByTestId('owner-collected').innerText(), sar(overview.money.collected))).toBe(
    sar(overview.money.collected),
  );
  // The seed gives the demo owner a management agreement and two payouts: the fees and what was paid out this year
  // show as the API answers them, and the payouts are listed.
  expect(overview.money.fees > 0).toBe(overview.money.collected > 0);
  expect(await settled(() => page.getByTestId('owner-fees').innerText(), sar(overview.money.fees))).toBe(
    sar(overview.money.fees),
  );
  expect(await settled(() => page.getByTestId('owner-paid-out').innerText(), sar(overview.money.payouts))).toBe(
    sar(overview.money.payouts),
  );
  const payouts = (await owner.get<OwnerPayout[]>('/api/me/owner/payouts')).body;
  expect(payouts).toHaveLength(2);
  expect(await settled(() => page.getByTestId('owner-payout').count(), 2)).toBe(2);
  // The management fee's monthly tax invoices, as the API lists them, each with its e-invoice's QR.
  const feeInvoices = (await owner.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body;
  expect(feeInvoices.length).toBeGreaterThan(0);
  const feeRows = page.getByTestId('owner-fee-invoice');
  expect(await settled(() => feeRows.count(), feeInvoices.length)).toBe(feeInvoices.length);
  const latest = feeRows.first();
  expect(await latest.getAttribute('data-number')).toBe(feeInvoices[0]!.invoiceNumber);
  expect(await latest.getByTestId('owner-fee-invoice-total').innerText()).toBe(
    `SAR\u00A0${feeInvoices[0]!.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await latest.locator('summary').click();
  await latest.getByTestId('portal-einvoice-qr').waitFor();
  expect(await latest.getByTestId('portal-einvoice-qr').getAttribute('data-qr')).toBe(feeInvoices[0]!.einvoice!.qr);
  expect(await settled(() => page.getByTestId('owner-trend-month').count(), overview.months.length)).toBe(
    overview.months.length,
  );
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(problems.errors).toEqual([]);
});

test('the owner statement downloads as a PDF in the page’s language, for this month and for a year', async () => {
  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await openAs(page, demoEmailFor('owner'), '/owner-dashboard');
  await page.getByTestId('owner-monthly-income').waitFor();

  // A statement is made in the document workers, behind whatever else is being made: its download is waited for.
  const [monthly] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByTestId('owner-download-statement').click(),
  ]);
  expect(monthly.suggestedFilename()).toMatch(/\.pdf$/);
  const file = join(tmpdir(), `owner-statement-${Date.now()}.pdf`);
  await monthly.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/Lang (en)');

  // Generate report: a whole year.
  await page.getByTestId('owner-generate-report').click();
  const [yearly] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByTestId('owner-statement-download').click(),
  ]);
  expect(yearly.suggestedFilename()).toMatch(/\.pdf$/);
  expect(yearly.suggestedFilename()).not.toBe(monthly.suggestedFilename());
  expect(problems.errors).toEqual([]);
});

test('a second owner sees their own properties, none of the demo owner’s', async () => {
  const base = harness.site.baseUrl;
  const demo = await signInAs(base, 'owner');
  const other = await new ApiClient(base).signIn(OTHER_OWNER, DEMO_PASSWORD);
  const mine = (await demo.get<OwnerProperty[]>('/api/me/owner/properties')).body.map((property) => property.id);
  const theirs = (await other.get<OwnerProperty[]>('/api/me/owner/properties')).body.map((property) => property.id);
  expect(theirs.length).toBeGreaterThan(0);
  expect(theirs.filter((id) => mine.includes(id))).toEqual([]);

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await openAs(page, OTHER_OWNER, '/owner-dashboard');
  await page.getByTestId('owner-monthly-income').waitFor();
  await page.getByRole('tab', { name: 'Properties' }).click();
  await page.getByTestId('owner-property').first().waitFor();
  const shown = await settled(
    async () =>
      (
        await page
          .getByTestId('owner-property')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-property-id')))
      ).sort(),
    [...theirs].sort(),
  );
  expect(shown.sort()).toEqual([...theirs].sort());
  // Their first property opens its units.
  await page.getByTestId('owner-property-units-toggle').first().click();
  await page.getByTestId('owner-units').or(page.getByText('This property has no units yet')).first().waitFor();
  expect(problems.errors).toEqual([]);
});

test('a tenant opening /property-management is refused; a property manager sees the dashboard', async () => {
  const tenant = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await openAs(tenant.page, demoEmailFor('tenant'), '/property-management');
  await tenant.page.getByTestId('access-denied').waitFor();
  expect(await settled(() => tenant.page.getByTestId('property-management').count(), 0)).toBe(0);

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await openAs(page, demoEmailFor('property_manager'), '/property-management');
  await page.getByTestId('pm-total-properties').waitFor({ timeout: 30_000 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(problems.errors).toEqual([]);
});

test('/property-management names contracted rent and money collected apart, in both languages', async () => {
  const labelOf = (page: Page, testId: string) =>
    page
      .locator('.summary-card', { has: page.getByTestId(testId) })
      .locator('.summary-card-label')
      .innerText();
  const labels = async (language: 'en' | 'ar') => {
    const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language });
    await openAs(page, demoEmailFor('property_manager'), '/property-management');
    await page.getByTestId('pm-monthly-revenue').waitFor({ timeout: 30_000 });
    const overview = await labelOf(page, 'pm-monthly-revenue');
    await page.goto(`${harness.site.baseUrl}/property-management?tab=financials`);
    await page.getByTestId('pm-fin-revenue').waitFor({ timeout: 30_000 });
    const financials = await labelOf(page, 'pm-fin-revenue');
    expect(problems.errors).toEqual([]);
    return [overview, financials];
  };
  expect(await labels('en')).toEqual(['Monthly rent under contract', 'Collected this month']);
  expect(await labels('ar')).toEqual(['الإيجار الشهري المتعاقد عليه', 'المحصّل هذا الشهر']);
});
