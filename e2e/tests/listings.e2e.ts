import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** Waits until the listing shows fresh data (not the previous page kept while loading) and returns its count line. */
async function settledCount(page: Page): Promise<string> {
  await page.locator('[data-testid="properties-page"] section[aria-busy="false"]').waitFor();
  return (await page.getByTestId('listing-count').textContent()) ?? '';
}

const cardPlaces = (page: Page) => page.locator('[data-testid="property-card"] .property-card-place').allTextContents();

test('filters on /properties live in the URL, change the results, and survive reload and back', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/properties');
  await page.getByRole('heading', { level: 1, name: 'العقارات' }).waitFor();
  const allCount = await settledCount(page);
  expect(await settled(() => page.getByTestId('property-card').count(), 12)).toBe(12);

  await page.getByLabel('المدينة', { exact: true }).selectOption('jeddah');
  await page.getByLabel('الغرض', { exact: true }).selectOption('sale');
  await page.getByRole('button', { name: 'تطبيق التصفية' }).click();
  await page.waitForURL(/city=jeddah/);
  expect(new URL(page.url()).searchParams.get('purpose')).toBe('sale');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="property-card"] .property-card-place')].every((el) =>
      el.textContent?.includes('جدة'),
    ),
  );
  const jeddahCount = await settledCount(page);
  expect(jeddahCount).not.toBe(allCount);
  const places = await cardPlaces(page);
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toContain('جدة');
  const forSale = places.map(() => 'للبيع');
  expect(await settled(() => page.locator('[data-testid="property-card"] .badge').allTextContents(), forSale)).toEqual(
    forSale,
  );

  await page.reload();
  expect(await settledCount(page)).toBe(jeddahCount);
  expect(await page.getByLabel('المدينة', { exact: true }).inputValue()).toBe('jeddah');
  expect(await page.getByLabel('الغرض', { exact: true }).inputValue()).toBe('sale');

  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('city='));
  await page.waitForFunction(
    (count) => document.querySelector('[data-testid="listing-count"]')?.textContent === count,
    allCount,
  );
  expect(await page.getByLabel('المدينة', { exact: true }).inputValue()).toBe('');

  await page.goForward();
  await page.waitForURL(/city=jeddah/);
  await page.waitForFunction(
    (count) => document.querySelector('[data-testid="listing-count"]')?.textContent === count,
    jeddahCount,
  );
  expect(await page.getByLabel('المدينة', { exact: true }).inputValue()).toBe('jeddah');

  await page.getByRole('button', { name: 'مسح التصفية' }).click();
  await page.waitForURL((url) => url.search === '');
  expect(problems.errors).toEqual([]);
});

test('sorting by price ascending orders the prices ascending, in English too', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/properties');
  await settledCount(page);
  await page.getByTestId('language-toggle').first().click();
  await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.waitForURL(/sort=price_asc/);
  await settledCount(page);
  await page.waitForFunction(() => {
    const prices = [...document.querySelectorAll('[data-testid="property-price"]')]
      .map((el) => el.getAttribute('data-price'))
      .filter(Boolean)
      .map(Number);
    return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
  });
  const prices = (await page.getByTestId('property-price').evaluateAll((els) => els.map((el) => el.dataset.price)))
    .filter(Boolean)
    .map(Number);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect((await page.getByTestId('property-price').first().textContent())?.replace(/\s/g, ' ')).toMatch(/SAR/);
  expect(problems.errors).toEqual([]);
});

test('/search?city=riyadh shows the count line and the cards', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/search?city=riyadh');
  const count = page.getByTestId('search-count');
  await count.waitFor();
  expect(
    await eventually(
      () => count.textContent(),
      (text) => /^عرض النتائج ١-\S+ من أصل \S+ نتيجة$/.test(text ?? ''),
    ),
  ).toMatch(/^عرض النتائج ١-\S+ من أصل \S+ نتيجة$/);
  expect(
    await eventually(
      () => page.getByTestId('property-card').count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);
  for (const place of await cardPlaces(page)) expect(place).toContain('الرياض');
  await page.getByTestId('language-toggle').first().click();
  await page.waitForFunction(() =>
    /^Showing results 1-\d+ of \d+ results$/.test(
      document.querySelector('[data-testid="search-count"]')?.textContent ?? '',
    ),
  );
  expect(problems.errors).toEqual([]);
});

test('/auctions: the status dropdown filters the cards through the API and is kept in the URL', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/auctions');
  await page.getByRole('heading', { level: 1, name: 'المزادات العقارية' }).waitFor();
  await page.getByTestId('auction-card').first().waitFor();
  const statuses = () => page.getByTestId('auction-card').evaluateAll((els) => els.map((el) => el.dataset.status));
  expect(new Set(await statuses())).toEqual(new Set(['active']));
  const activeTitles = await page.locator('[data-testid="auction-card"] h3').allTextContents();
  expect(
    await eventually(
      // The terms: the winner completes within the term each auction's page states.
      () => page.getByRole('listitem').filter({ hasText: 'خلال المدة المبينة في صفحة المزاد' }).count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);

  await page.getByLabel('حالة المزاد').selectOption('upcoming');
  await page.waitForURL(/status=upcoming/);
  await page.locator('[data-testid="auction-card"][data-status="upcoming"]').first().waitFor();
  expect(new Set(await statuses())).toEqual(new Set(['upcoming']));
  const upcomingTitles = await page.locator('[data-testid="auction-card"] h3').allTextContents();
  expect(upcomingTitles).not.toEqual(activeTitles);

  await page.reload();
  await page.locator('[data-testid="auction-card"][data-status="upcoming"]').first().waitFor();
  expect(await page.getByLabel('حالة المزاد').inputValue()).toBe('upcoming');

  await page.getByLabel('حالة المزاد').selectOption('ended');
  await page.locator('[data-testid="auction-card"][data-status="ended"]').first().waitFor();
  expect(
    await eventually(
      () => page.locator('[data-testid="auction-card"]').first().textContent(),
      (text) => !!text?.includes('انتهى'),
    ),
  ).toContain('انتهى');
  expect(await settled(() => page.getByRole('button', { name: /مزايد|bid/i }).count(), 0)).toBe(0);
  expect(problems.errors).toEqual([]);
});
