import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, demoEmailFor, type EstateList, type EstateOwner, type EstateProperty } from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { save } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

const ARABIC = /[\u0600-\u06FF]/;

async function signInAsManager(page: Page, path: string) {
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
}

/** The district cells of the estate properties list, once it shows rows. */
async function districtCells(page: Page, expected: string[]) {
  const cells = page.getByTestId('properties-table').getByTestId('property-district');
  return settled(() => cells.allTextContents(), expected);
}

test('the estate properties list names the districts in English on English pages and in Arabic on Arabic pages', async () => {
  const manager = await signInAs(harness.site.baseUrl, 'property_manager');
  const seeded = await manager.get<EstateList<EstateProperty>>('/api/estate/properties?q=Olaya&limit=50');
  expect(seeded.status).toBe(200);
  const count = seeded.body.items.length;
  expect(count).toBeGreaterThan(0);

  // Searched by the English district name, every row shows it in English and no Arabic.
  const english = await openPage(harness.browser, { language: 'en' });
  await signInAsManager(english.page, '/estate/properties?q=Olaya');
  const shown = await districtCells(english.page, Array<string>(count).fill('Al Olaya'));
  expect(shown).toEqual(Array<string>(count).fill('Al Olaya'));
  expect(shown.some((text) => ARABIC.test(text))).toBe(false);
  expect(english.problems.errors).toEqual([]);

  const arabic = await openPage(harness.browser, { language: 'ar' });
  await signInAsManager(arabic.page, '/estate/properties?q=Olaya');
  expect(await districtCells(arabic.page, Array<string>(count).fill('العليا'))).toEqual(
    Array<string>(count).fill('العليا'),
  );
  expect(arabic.problems.errors).toEqual([]);
});

test('the property form saves an English district, which the property page then shows in English only', async () => {
  const manager = await signInAs(harness.site.baseUrl, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const owners = await manager.get<EstateList<EstateOwner>>('/api/estate/owners?limit=1');
  const ownerId = owners.body.items[0]!.id;
  const created = await manager.post<EstateProperty>('/api/estate/properties', {
    title: `عمارة الحي ${stamp}`,
    ownerId,
    type: 'building',
    category: 'residential',
    city: 'riyadh',
    district: 'حي التجربة',
    address: 'شارع الاختبار',
  });
  expect(created.status).toBe(201);
  expect(created.body.districtEn).toBeNull();

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  // Without an English name, the English page falls back to the Arabic one.
  await signInAsManager(page, `/estate/properties/${created.body.id}`);
  const district = page.getByTestId('property-view-page').getByTestId('info-district').locator('dd');
  expect(await settled(() => district.textContent(), 'حي التجربة')).toBe('حي التجربة');

  await page.goto(`${harness.site.baseUrl}/estate/properties/${created.body.id}/edit`);
  await page.getByTestId('property-form').waitFor();
  await page.getByTestId('property-district-en').fill(`Test Gardens ${stamp}`);
  expect(await save(page, page.getByTestId('property-save'), 'Property updated')).toBe('saved');

  await page.goto(`${harness.site.baseUrl}/estate/properties/${created.body.id}`);
  const named = page.getByTestId('property-view-page').getByTestId('info-district').locator('dd');
  expect(await settled(() => named.textContent(), `Test Gardens ${stamp}`)).toBe(`Test Gardens ${stamp}`);
  const stored = await manager.get<EstateProperty>(`/api/estate/properties/${created.body.id}`);
  expect(stored.body).toMatchObject({ district: 'حي التجربة', districtEn: `Test Gardens ${stamp}` });
  expect(problems.errors).toEqual([]);
});

test('property management lists the vacant units with their district and city in English on English pages', async () => {
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await signInAsManager(page, '/property-management');
  const places = page.locator('[data-testid="pm-vacant-unit"] .portal-row-main .portal-muted');
  const shown = await eventually(
    () => places.allTextContents(),
    (texts) => texts.length > 0 && texts.every((text) => !ARABIC.test(text)),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((text) => ARABIC.test(text))).toEqual([]);
  expect(problems.errors).toEqual([]);
});
