import { DEMO_PASSWORD, demoEmailFor, type EstateContract, type EstateList, formatHijriDate } from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
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
