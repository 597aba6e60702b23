import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, demoEmailFor, ESTATE_COUNT_UP_TO } from '@estate/contracts';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually } from '../support/wait';

const harness = useSiteAndBrowser();

/** More units than a list counts past a page, all found by one search. */
const MANY = ESTATE_COUNT_UP_TO + 30;
const SEARCH = 'ZQX-';

/** The pager's total (the tab's one pager) and the rows shown on the units tab. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    total: document.querySelector('.ant-pagination-total-text')?.textContent ?? '',
    rows: document.querySelectorAll('[data-testid="units-table"] tbody tr.ant-table-row').length,
  }));

test('a search matching more units than the list counts says "more than" that many, in Arabic and English, and its pages still turn', async () => {
  const { database } = harness.site.app;
  const [property] = await database.query<{ id: string }>(`SELECT id FROM estate_properties LIMIT 1`);
  await database.query(
    `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price)
     SELECT $1, '${SEARCH}' || lpad(i::text, 4, '0'), 'apartment', 1, 100, 2, 1, 3000 FROM generate_series(1, $2::int) AS i`,
    [property!.id, MANY],
  );
  const expected = {
    ar: /^الإجمالي: أكثر من ١.٠٠٠$/,
    en: /^Total: more than 1,000$/,
  };
  for (const language of ['ar', 'en'] as const) {
    const { page, problems } = await openPage(harness.browser, { viewport: { width: 1366, height: 900 }, language });
    await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/estate/properties')}`);
    await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/estate/properties');
    await page.goto(`${harness.site.baseUrl}/estate/properties?tab=units&q=${SEARCH}`);
    const first = await eventually(
      () => shown(page),
      (value) => expected[language].test(value.total),
    );
    expect(first.total).toMatch(expected[language]);
    expect(first.rows).toBeGreaterThan(0);
    // The last page the count reached: its rows, and a count from there that reaches the end.
    await page.goto(`${harness.site.baseUrl}/estate/properties?tab=units&q=${SEARCH}&page=${ESTATE_COUNT_UP_TO / 20}`);
    const exact = language === 'ar' ? /^الإجمالي: ١.٠٣٠$/ : /^Total: 1,030$/;
    const later = await eventually(
      () => shown(page),
      (value) => exact.test(value.total),
    );
    expect(later.total).toMatch(exact);
    expect(later.rows).toBe(20);
    expect(problems.errors).toEqual([]);
  }
});
