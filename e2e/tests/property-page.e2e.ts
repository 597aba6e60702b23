import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type FavoritesResponse,
  type Inquiry,
  type Property,
  type PropertyListResponse,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { staffList } from '../support/staff';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

const LABELS = {
  ar: { name: 'الاسم الكامل', email: 'البريد الإلكتروني', message: 'الرسالة', sent: 'تم إرسال الاستفسار' },
  en: { name: 'Full name', email: 'Email', message: 'Message', sent: 'Inquiry sent' },
};

const LICENCE_LABELS = {
  ar: {
    title: 'ترخيص الإعلان (الهيئة العامة للعقار)',
    advertiser: 'المعلن',
    capacities: { owner: 'مالك', broker: 'وسيط عقاري', developer: 'مطوّر عقاري', authorized: 'مفوّض من المالك' },
    hijri: /\(.*هـ\)/,
  },
  en: {
    title: 'Ad licence (REGA)',
    advertiser: 'Advertiser',
    capacities: { owner: 'Owner', broker: 'Broker', developer: 'Developer', authorized: 'Authorised by the owner' },
    hijri: /\(\d+\/\d+\/\d+ AH\)/,
  },
};

/** Opens the properties list, filters it, opens the first card and returns its id. */
async function findAndOpen(page: Page, language: 'ar' | 'en'): Promise<string> {
  await page.goto(harness.site.baseUrl + '/properties?city=jeddah&purpose=rent');
  const card = page.getByTestId('property-card').first();
  await card.waitFor();
  await card.locator('a').first().click();
  await page.waitForURL(/\/property\/[0-9a-f-]{36}$/);
  await page.getByTestId('property-detail').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  return page.url().split('/').pop()!;
}

test.each([
  ['ar', { width: 1280, height: 900 }],
  ['en', { width: 390, height: 844 }],
] as const)('a visitor finds, opens and asks about a property (%s, %o)', async (language, viewport) => {
  const { page, problems } = await openPage(harness.browser, { viewport, language });
  const id = await findAndOpen(page, language);
  const labels = LABELS[language];
  // Rent is priced per month.
  expect(await page.getByTestId('detail-price').textContent()).toMatch(language === 'ar' ? /شهري/ : /monthly/i);

  // The ad's REGA licence block: advertiser, capacity, FAL licence, ad licence and its expiry with the Hijri date, plot.
  const shown = await page.evaluate(async (propertyId) => {
    const response = await fetch(`/api/properties/${propertyId}`);
    return (await response.json()) as Property;
  }, id);
  const licence = page.getByTestId('ad-licence');
  await licence.waitFor();
  const block = LICENCE_LABELS[language];
  await page.getByRole('heading', { name: block.title }).waitFor();
  const text = (await licence.textContent()) ?? '';
  expect(text).toContain(block.advertiser);
  expect(text).toContain(shown.advertiserName!);
  expect(text).toContain(block.capacities[shown.advertiserCapacity!]);
  expect(text).toContain(shown.falLicenseNumber!);
  expect(text).toContain(shown.adLicenseNumber!);
  expect(text).toContain(shown.plotNumber!);
  expect(await licence.locator('[data-licence="expiresOn"] dd').textContent()).toMatch(block.hijri);

  const message = `${language} inquiry ${Date.now()}`;
  const form = page.getByTestId('inquiry-form');
  await page.getByTestId('inquiry-submit').click();
  // Name, email and message are required: each is marked and says why, and the first takes the focus.
  expect(await settled(() => form.locator('[aria-invalid="true"]').count(), 3)).toBe(3);
  expect(await settled(() => form.locator('.field-problem').count(), 3)).toBe(3);
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
  await form.getByLabel(labels.name).fill('Nora Alqahtani');
  await form.getByLabel(labels.email, { exact: true }).fill('nora@example.com');
  await form.getByLabel(labels.message).fill(message);
  await page.getByTestId('inquiry-submit').click();
  await page.getByText(labels.sent).waitFor();
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="inquiry-form"] textarea') as HTMLTextAreaElement)?.value === '',
  );

  const stored = (await staffList<Inquiry>(harness.site.baseUrl, 'inquiries')).find(
    (inquiry) => inquiry.message === message,
  );
  expect(stored).toMatchObject({ propertyId: id, name: 'Nora Alqahtani', email: 'nora@example.com', status: 'new' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(problems.errors).toEqual([]);
});

test('a guest favorite is merged at sign-in and survives a reload', async () => {
  const { page, problems } = await openPage(harness.browser);
  const listing = (await (
    await fetch(`${harness.site.baseUrl}/api/properties?limit=1&sort=views_desc`)
  ).json()) as PropertyListResponse;
  const id = listing.properties[0].id;
  await page.goto(`${harness.site.baseUrl}/property/${id}`);
  const heart = page.getByTestId('favorite-toggle');
  await heart.waitFor();
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="favorite-toggle"]')?.getAttribute('aria-pressed') === 'true',
  );
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="favorite-toggle"]')?.getAttribute('aria-pressed') === 'true',
  );

  await page.goto(`${harness.site.baseUrl}/login?next=/property/${id}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.waitForURL(new RegExp(`/property/${id}$`));
  const tenant = await signInAs(harness.site.baseUrl, 'tenant');
  const favorites = async () => (await tenant.get<FavoritesResponse>('/api/me/favorites')).body.propertyIds;
  expect(await eventually(favorites, (ids) => ids.includes(id))).toContain(id);
  // The guest list is cleared once the merge has answered, which can be a moment after the server has it.
  await page.waitForFunction(() => window.localStorage.getItem('favorites') === null);

  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="favorite-toggle"]')?.getAttribute('aria-pressed') === 'true',
  );
  // Turned off on the page, off on the server.
  await page.getByTestId('favorite-toggle').click();
  expect(await eventually(favorites, (ids) => !ids.includes(id))).not.toContain(id);
  expect(problems.errors).toEqual([]);
});

test('an unknown property shows "Property not found" with a way back to the listing', async () => {
  const { page } = await openPage(harness.browser);
  await page.goto(`${harness.site.baseUrl}/property/00000000-0000-4000-8000-000000000000`);
  const notFound = page.getByTestId('property-not-found');
  await notFound.waitFor();
  expect(
    await eventually(
      () => notFound.textContent(),
      (text) => !!text?.includes('العقار غير موجود'),
    ),
  ).toContain('العقار غير موجود');
  await notFound.getByRole('link').first().click();
  await page.waitForURL(/\/properties$/);
});

test('leaving a property page, back to the list or into a staff area, leaves the next page working', async () => {
  const { page, problems } = await openPage(harness.browser);
  await findAndOpen(page, 'ar');
  await page.goBack();
  await page.getByTestId('property-card').first().waitFor();

  // Staff go from their area to a listing and back the same way, within the page.
  await page.goto(harness.site.baseUrl + '/dashboard');
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  const dashboard = await eventually(
    () => page.locator('main').innerText(),
    (text) => text.trim() !== '',
  );
  await page.locator('header a[href="/properties"]').first().click();
  const card = page.getByTestId('property-card').first();
  await card.waitFor();
  await card.locator('a').first().click();
  await page.getByTestId('property-detail').waitFor();
  await page.goBack();
  await page.goBack();
  await page.waitForURL(/\/dashboard$/);
  await eventually(
    () => page.locator('main').innerText(),
    (text) => text === dashboard,
  );
  expect(problems.errors).toEqual([]);
});
