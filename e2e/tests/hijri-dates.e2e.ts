import {
  addDays,
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateContract,
  type EstateList,
  formatHijriDate,
  todayInRiyadh,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { fillDate, ownerWithTenant, payFirstRent } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';

const harness = useSiteAndBrowser();

test('in Arabic, a contract’s page shows its start date with the Umm al-Qura date, and its form shows the Hijri date of the day chosen', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const { body } = await manager.get<EstateList<EstateContract>>('/api/estate/contracts?status=active');
  const contract = body.items[0]!;
  const hijri = formatHijriDate(contract.startDate, 'ar');
  // e.g. ١٤٤٧/٠٣/١٠ هـ: year/month/day in Arabic-Indic digits.
  expect(hijri).toMatch(/^[٠-٩]{4}\/[٠-٩]{2}\/[٠-٩]{2} هـ$/);

  const { page, problems } = await openPage(harness.browser);
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/contracts/${contract.id}`)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  const start = page.getByTestId('contract-start');
  await start.waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const text = await start.innerText();
  expect(text).toContain(`(${hijri})`);
  // The Gregorian date stays first, in Arabic-Indic digits.
  expect(text.indexOf('(')).toBeGreaterThan(0);
  expect(text.slice(0, text.indexOf('('))).toContain(String.fromCharCode(0x0660 + Number(contract.startDate[3])));

  // The form's date pickers: the chosen day's Hijri date under the field, following a new day picked.
  await page.goto(`${base}/estate/contracts/${contract.id}/edit`);
  const startHijri = page.getByTestId('hijri-startDate');
  await startHijri.waitFor();
  expect(await startHijri.innerText()).toBe(hijri);
  const input = page.locator('#edit-contract_startDate');
  await input.click();
  await input.fill('2025-09-25');
  await input.press('Enter');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="hijri-startDate"]')?.textContent === '١٤٤٧/٠٤/٠٣ هـ',
  );
  expect(problems.errors).toEqual([]);
});

/** Waits until the Hijri date shown under a date field (by its test id) reads `text`. */
async function hijriShows(page: Page, testId: string, text: string) {
  await page
    .waitForFunction(([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === expected, [
      testId,
      text,
    ] as const)
    .catch(async (error: unknown) => {
      const shown = await page
        .getByTestId(testId)
        .textContent()
        .catch(() => null);
      throw new Error(`${testId} shows "${shown}", not "${text}"`, { cause: error });
    });
}

test('in Arabic, the renewal and termination dialogs show the Hijri date of the day chosen, and the contract’s invoices show a paid date’s Hijri date', async () => {
  const base = harness.site.baseUrl;
  const { contract, property } = await ownerWithTenant(base);
  const accountant = await signInAs(base, 'accountant');
  await payFirstRent(accountant, property.id);
  const today = todayInRiyadh();

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/contracts/${contract.id}`)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);

  // The invoices list: the paid invoice's paid date, its Hijri date under it.
  const paid = page.getByTestId('contract-invoices').getByTestId('invoice-paid-hijri');
  await paid.first().waitFor();
  expect(await paid.count()).toBe(1);
  expect(await paid.innerText()).toBe(formatHijriDate(today, 'ar'));

  // Renewal: the new end date's Hijri date under the picker, following the day typed.
  await page.getByTestId('contract-renew').click();
  const renewal = page.locator('.ant-modal').filter({ has: page.locator('#renew-contract_endDate') });
  await renewal.waitFor();
  expect(await renewal.getByTestId('hijri-endDate').count()).toBe(0);
  const end = addDays(contract.endDate, 365);
  await fillDate(page, 'renew-contract_endDate', end);
  await hijriShows(page, 'hijri-endDate', formatHijriDate(end, 'ar'));
  expect(formatHijriDate(end, 'ar')).toMatch(/^[٠-٩]{4}\/[٠-٩]{2}\/[٠-٩]{2} هـ$/);
  await renewal.locator('.ant-modal-footer button:not(.ant-btn-primary)').click();
  await renewal.waitFor({ state: 'detached' });

  // Termination: today's Hijri date first (the day it starts from), then the day chosen.
  await page.getByTestId('contract-terminate').click();
  await hijriShows(page, 'hijri-terminationDate', formatHijriDate(today, 'ar'));
  const last = addDays(today, 20);
  await fillDate(page, 'terminate-contract_terminationDate', last);
  await hijriShows(page, 'hijri-terminationDate', formatHijriDate(last, 'ar'));
  expect(problems.errors).toEqual([]);
});

test('in Arabic, the ledger’s day filter shows the Hijri date of the day in the address, and of a day chosen', async () => {
  const base = harness.site.baseUrl;
  const first = addDays(todayInRiyadh(), -40);
  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/ledger?asOf=${first}`)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('trial-balance').waitFor();
  await hijriShows(page, 'hijri-ledger-as-of', formatHijriDate(first, 'ar'));

  const chosen = addDays(first, 10);
  await fillDate(page, 'ledger-as-of', chosen);
  await hijriShows(page, 'hijri-ledger-as-of', formatHijriDate(chosen, 'ar'));
  await page.waitForURL((url) => url.searchParams.get('asOf') === chosen);
  expect(problems.errors).toEqual([]);
});
