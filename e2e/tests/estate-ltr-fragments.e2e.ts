import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateContract,
  type EstateList,
  type EstateOwner,
  formatPhone,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { pdfWords } from '../../services/test/support/pdftotext';

const harness = useSiteAndBrowser();

/**
 * Where each space-separated group of an element's text stands on the screen, left to right: the groups' text in
 * the order of their boxes' left edges (a Range over each group's characters).
 */
const groupsOnScreen = (element: Locator) =>
  element.evaluate((node) => {
    const text = node.firstChild as Text;
    const groups: { group: string; left: number }[] = [];
    for (const match of (text.data ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      groups.push({ group: match[0], left: range.getBoundingClientRect().left });
    }
    return groups.sort((a, b) => a.left - b.left).map(({ group }) => group);
  });

/** The element's direction and bidi isolation as the browser computed them. */
const bidiOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { direction: style.direction, unicodeBidi: style.unicodeBidi };
  });

test('on the Arabic owners list a phone, a national ID and an e-mail read left to right, each isolated', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const nationalId = uniqueNationalId('1');
  const created = await manager.post<EstateOwner>('/api/estate/owners', {
    name: `مالك الأرقام ${stamp}`,
    nameEn: `Numbers Owner ${stamp}`,
    phone: '0552100411',
    email: `numbers.${stamp}@example.sa`,
    nationalId,
  });
  expect(created.status).toBe(201);

  const { page, problems } = await openPage(harness.browser);
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/owners?q=${stamp}`)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  const row = page.getByTestId('owners-table').locator('tr', { hasText: `مالك الأرقام ${stamp}` });
  const phone = row.getByText('٠٥٥ ٢١٠ ٠٤١١', { exact: true });
  await phone.waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  // 055 210 0411 in Arabic-Indic digits: read left to right, the groups stand 055, 210, 0411 from the left.
  expect(await groupsOnScreen(phone)).toEqual(['٠٥٥', '٢١٠', '٠٤١١']);
  expect(await bidiOf(phone)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate-override' });
  for (const fragment of [row.getByText(nationalId, { exact: true }), row.getByText(`numbers.${stamp}@example.sa`)]) {
    await fragment.waitFor();
    expect(await bidiOf(fragment)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate-override' });
  }
  expect(problems.errors).toEqual([]);
});

test("in the owner portal's tenants tab, in Arabic, each tenant's phone reads left to right", async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/owner-dashboard')}`);
  await signInWithForm(page, demoEmailFor('owner'), DEMO_PASSWORD);
  await page.getByTestId('owner-dashboard').waitFor();
  await page.getByRole('tab', { name: 'المستأجرون' }).click();
  const phone = page.getByTestId('owner-tenant').first().locator('a[href^="tel:"] bdi');
  await phone.waitFor();
  const text = await phone.innerText();
  // A Saudi mobile in the local form, in Arabic-Indic digits: ٠٥٠ ١٢٣ ٤٥٦٧.
  expect(text).toMatch(/^٠٥[٠-٩] [٠-٩]{3} [٠-٩]{4}$/);
  expect(await groupsOnScreen(phone)).toEqual(text.split(' '));
  expect(await bidiOf(phone)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate-override' });
  expect(problems.errors).toEqual([]);
});

test("the Arabic contract PDF downloaded from a contract's page draws the tenant's phone left to right", async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const { body } = await manager.get<EstateList<EstateContract>>('/api/estate/contracts?status=active');
  const contract = body.items.find((item) => item.tenantPhone)!;
  const phone = formatPhone(contract.tenantPhone!, 'ar');
  expect(phone.split(' ').length).toBeGreaterThan(1);

  const { page, problems } = await openPage(harness.browser);
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/contracts/${contract.id}`)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('contract-download').click()]);
  const words = await pdfWords(await readFile((await download.path())!));
  // The phone's digit groups, on the line where its first group is drawn, in the order they stand from the left.
  const groups = phone.split(' ');
  const first = words.find((word) => word.text === groups[0]);
  expect(first).toBeDefined();
  const line = words
    .filter((word) => word.page === first!.page && Math.abs(word.yMin - first!.yMin) < 2 && groups.includes(word.text))
    .sort((a, b) => a.xMin - b.xMin)
    .map((word) => word.text);
  expect(line).toEqual(groups);
  expect(problems.errors).toEqual([]);
});
