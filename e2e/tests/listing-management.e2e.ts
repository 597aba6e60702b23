import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  type AdminPropertyList,
  DEMO_PASSWORD,
  demoEmailFor,
  type Property,
  type PropertyListResponse,
} from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { animationsDone, eventually, motionDone, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND), so the browser can draw it. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 15, 92, 77]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = onePixelPng();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let admin: Promise<ApiClient> | undefined;
/** The staff list as the demo admin reads it through the API. */
async function adminList(query: string): Promise<AdminPropertyList> {
  admin ??= signInAs(harness.site.baseUrl, 'admin');
  const response = await (await admin).get<AdminPropertyList>(`/api/admin/properties?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}
const byLicence = async (licence: string) => (await adminList(`q=${licence}`)).properties;

/** A unique ad licence number (digits only). */
const newLicence = (prefix: string) => `${prefix}${Date.now()}`.slice(0, 20);

/** Picks an option of an antd Select opened from the field with this id. */
async function choose(page: Page, fieldId: string, option: string) {
  const field = page.locator(`#${fieldId}`);
  const shown = () => field.evaluate((input) => input.closest('.ant-select')?.textContent ?? '');
  await field.scrollIntoViewIfNeeded();
  // On a busy machine a click can land while the list is still moving, or after it closed again: leave the field
  // (Escape would close the dialog too) and try again until the field shows the option.
  for (let attempt = 0; attempt < 6 && !(await shown()).includes(option); attempt += 1) {
    try {
      await animationsDone(page);
      await field.click({ timeout: 5_000 });
      const item = page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true });
      await item.waitFor({ timeout: 5_000 });
      await animationsDone(page);
      await item.click({ timeout: 5_000 });
    } catch {
      // tried again below
    }
    // A click that missed leaves the list open: leaving the field closes it. Chosen or not, the next look (or
    // attempt) waits for the list to have closed.
    if (!(await shown()).includes(option)) await field.evaluate((input) => (input as HTMLElement).blur());
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'detached' });
    await animationsDone(page);
  }
  expect(await shown()).toContain(option);
}

/**
 * Clicks a save button and answers how it went: 'saved' once `toast` shows, else the field errors or the error
 * toast the form showed instead (so a failed save says why).
 */
async function save(page: Page, button: ReturnType<Page['locator']>, toast: string): Promise<string> {
  const ALERTS = '.toast-error, .ant-notification-notice-error';
  // Error toasts already on screen (a refused file a moment ago) say nothing about this save.
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) element.setAttribute('data-before-save', '');
  }, ALERTS);
  await button.click();
  const outcome = await page.waitForFunction(
    ({ text, selector }) => {
      const shown = document.body.innerText;
      if (shown.includes(text)) return 'saved';
      const errors = [
        ...document.querySelectorAll('.ant-modal-wrap .ant-form-item-explain-error, form .ant-form-item-explain-error'),
      ]
        .map(
          (element) =>
            `${element.closest('.ant-form-item')?.querySelector('label')?.textContent?.trim() ?? '?'}: ${element.textContent?.trim()}`,
        )
        .filter(Boolean);
      const alerts = [...document.querySelectorAll(selector)]
        .filter((element) => !element.hasAttribute('data-before-save'))
        .map((element) => element.textContent?.trim())
        .filter(Boolean);
      return errors.length || alerts.length ? `not saved: ${[...errors, ...alerts].join(' | ')}` : null;
    },
    { text: toast, selector: ALERTS },
    { timeout: 45_000 },
  );
  return (await outcome.jsonValue()) as string;
}

/** The status (and content type) of a same-origin file, fetched by the page. */
const fetchFile = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const response = await fetch(u);
    await response.arrayBuffer();
    return { status: response.status, type: response.headers.get('content-type') ?? '' };
  }, url);

/** Digits in any script, as ASCII. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, '');

test('an admin, in Arabic, adds a listing with a photo and a brochure, finds it, edits its price, sees it and deletes it', async () => {
  const title = `فيلا اختبار الإدارة ${Date.now()}`;
  const licence = newLicence('72');
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/login?next=/admin/properties');
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.getByTestId('listings-page').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');

  // Add through the dialog.
  await page.getByTestId('add-listing').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('property-form').waitFor();
  // Saving an empty form shows what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'إضافة العقار', exact: true }).click();
  await dialog.locator('.ant-form-item-explain-error').first().waitFor();
  expect(
    await eventually(
      () => dialog.getByText('هذا الحقل مطلوب').count(),
      (n) => n >= 6,
    ),
  ).toBeGreaterThanOrEqual(6);
  // Publishing (active, the default) needs the REGA ad licence block: each of its fields says so.
  for (const field of ['advertiserName', 'falLicenseNumber', 'adLicenseNumber', 'adLicenseExpiresOn', 'plotNumber']) {
    await dialog
      .locator(`.ant-form-item:has(#admin-property_${field})`)
      .getByText('مطلوب لنشر الإعلان (ترخيص الإعلان من الهيئة العامة للعقار)')
      .waitFor();
  }

  await page.locator('#admin-property_title').fill(title);
  await page.locator('#admin-property_titleEn').fill('Admin test villa');
  await page.locator('#admin-property_description').fill('فيلا من دورين مع حديقة ومسبح في حي الملقا.');
  await choose(page, 'admin-property_type', 'فيلا');
  await page.locator('#admin-property_price').fill('1500000');
  await page.locator('#admin-property_area').fill('450');
  await choose(page, 'admin-property_city', 'الرياض');
  await page.locator('#admin-property_district').fill('الملقا');
  await page.locator('#admin-property_address').fill('شارع أنس بن مالك');
  await page.locator('#admin-property_bedrooms').fill('5');
  await page.locator('#admin-property_adLicenseNumber').fill(licence);
  await page.locator('#admin-property_advertiserName').fill('مكتب الملقا للعقارات');
  await choose(page, 'admin-property_advertiserCapacity', 'وسيط عقاري');
  await page.locator('#admin-property_falLicenseNumber').fill('1100012345');
  const expiry = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  await page.locator('#admin-property_adLicenseExpiresOn').fill(expiry);
  await page.locator('#admin-property_plotNumber').fill('1234');
  await dialog.getByRole('checkbox', { name: 'مسبح' }).check();
  await page
    .getByTestId('property-images-input')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByTestId('property-brochure-input')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.locator('[data-testid="property-image"][data-status="done"]').waitFor();
  await page.locator('[data-testid="property-brochure"][data-status="done"]').waitFor();
  // A picture in place of the brochure is refused by name, and the PDF stays.
  await page
    .getByTestId('property-brochure-input')
    .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('نوع ملف غير صحيح', { exact: true }).waitFor();
  await page.locator('[data-testid="property-brochure"][data-status="done"]').waitFor();

  expect(await save(page, dialog.getByRole('button', { name: 'إضافة العقار', exact: true }), 'تمت إضافة العقار')).toBe(
    'saved',
  );
  await dialog.waitFor({ state: 'hidden' });

  const [stored] = await eventually(
    () => byLicence(licence),
    (list) => list.length === 1,
  );
  expect(stored).toMatchObject({
    title,
    titleEn: 'Admin test villa',
    price: expect.stringMatching(/^1500000(\.0+)?$/),
    type: 'villa',
    purpose: 'sale',
    city: 'الرياض',
    district: 'الملقا',
    area: 450,
    bedrooms: 5,
    features: ['pool'],
    status: 'active',
    adLicenseNumber: licence,
    advertiserName: 'مكتب الملقا للعقارات',
    advertiserCapacity: 'broker',
    falLicenseNumber: '1100012345',
    adLicenseExpiresOn: expiry,
    plotNumber: '1234',
  });
  expect(stored!.images).toHaveLength(1);
  expect(stored!.brochureUrl).toBeTruthy();
  expect(await fetchFile(page, stored!.images[0]!)).toEqual({
    status: 200,
    type: expect.stringContaining('image/png'),
  });
  expect(await fetchFile(page, stored!.brochureUrl!)).toEqual({
    status: 200,
    type: expect.stringContaining('application/pdf'),
  });

  // Find it by searching; the search lands in the address.
  await page.getByLabel('البحث في العقارات').fill(title);
  await page.waitForURL((url) => url.searchParams.get('q') === title);
  const row = page.locator('tr', { hasText: title });
  await row.waitFor();
  // The previous page stays on screen until the search answers: then only this listing is left.
  expect(
    await eventually(
      () => page.locator('tbody tr.ant-table-row').count(),
      (n) => n === 1,
    ),
  ).toBe(1);
  expect(await settled(() => row.getByTestId('listing-status').textContent(), 'نشط')).toBe('نشط');
  expect(await row.getByTestId('listing-brochure').getAttribute('href')).toBe(stored!.brochureUrl);

  // Edit its price.
  await row.getByTestId('listing-edit').click();
  await page.locator('#admin-property_price').waitFor();
  expect(await page.locator('#admin-property_title').inputValue()).toBe(title);
  expect(await settled(() => page.locator('[data-testid="property-image"][data-status="done"]').count(), 1)).toBe(1);
  await page.locator('#admin-property_price').fill('1750000');
  expect(
    await save(page, page.getByRole('dialog').getByRole('button', { name: 'حفظ', exact: true }), 'تم تحديث العقار'),
  ).toBe('saved');
  const edited = await eventually(
    async () => (await byLicence(licence))[0],
    (property) => Number(property?.price) === 1_750_000,
  );
  expect(Number(edited?.price)).toBe(1_750_000);
  expect(edited?.images).toEqual(stored!.images);
  await eventually(
    async () => asciiDigits((await row.getByTestId('listing-price').textContent()) ?? ''),
    (digits) => digits === '1750000',
  );

  // It is on the public site with the new price.
  const href = await row.getByTestId('listing-view').getAttribute('href');
  expect(href).toBe(`/property/${stored!.id}`);
  await page.goto(harness.site.baseUrl + href);
  await page.getByTestId('property-detail').waitFor();
  await page.getByRole('heading', { name: title }).first().waitFor();
  expect(asciiDigits((await page.getByTestId('detail-price').textContent()) ?? '')).toContain('1750000');

  // Delete it.
  await page.goto(`${harness.site.baseUrl}/admin/properties?q=${encodeURIComponent(title)}`);
  await page.locator('tr', { hasText: title }).getByTestId('listing-delete').click();
  // The confirmation takes the click once it has opened (a click while it still moves in can be lost).
  await motionDone(page.locator('.ant-modal-confirm'));
  const confirm = page.locator('.ant-modal-confirm').getByRole('button', { name: 'حذف', exact: true });
  expect(await save(page, confirm, 'تم حذف العقار')).toBe('saved');
  await page.getByText('لا توجد عقارات تطابق البحث').waitFor();
  expect(
    await eventually(
      () => byLicence(licence),
      (list) => list.length === 0,
    ),
  ).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('a signed-in user, in English on a phone-sized window, sends a listing for review: it is stored pending and not listed', async () => {
  const title = `Review test flat ${Date.now()}`;
  const licence = newLicence('73');
  const { page, problems } = await openPage(harness.browser, {
    viewport: { width: 390, height: 844 },
    language: 'en',
  });
  await page.goto(harness.site.baseUrl + '/add-property');
  await page.waitForURL(/\/login\?next=/);
  await signInWithForm(page, demoEmailFor('user'), DEMO_PASSWORD);
  await page.getByTestId('add-property-page').waitFor();
  await page.getByText('Your listing is reviewed by our team before it appears on the site.').waitFor();
  // The agent and publishing sections are for staff.
  expect(await settled(() => page.locator('#add-property_agentName, #add-property_status').count(), 0)).toBe(0);

  await page.getByLabel('Property title (Arabic)').fill('شقة للمراجعة');
  await page.getByLabel('Property title in English').fill(title);
  await page.getByLabel('Description (Arabic)').fill('شقة من ثلاث غرف قريبة من الكورنيش.');
  await choose(page, 'add-property_purpose', 'For rent');
  await page.getByLabel('Price (SAR)').fill('4500');
  await page.getByLabel('Area (m²)').fill('140');
  await choose(page, 'add-property_city', 'Jeddah');
  await page.getByLabel('District', { exact: true }).fill('الشاطئ');
  await page.getByLabel('District (English)').fill('Ash Shati');
  await page.getByLabel('Address', { exact: true }).fill('Corniche Road');
  await page.getByLabel('Ad licence number').fill(licence);
  await page.getByRole('checkbox', { name: 'Sea view' }).check();
  await page
    .getByTestId('property-images-input')
    .setInputFiles({ name: 'living.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-testid="property-image"][data-status="done"]').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  expect(await save(page, page.getByTestId('add-property-submit'), 'Your listing was sent for review')).toBe('saved');
  await page.waitForURL((url) => url.pathname === '/properties');

  const pending = await eventually(
    async () => (await adminList(`status=pending&q=${licence}`)).properties,
    (list) => list.length === 1,
  );
  expect(pending[0]).toMatchObject({
    title: 'شقة للمراجعة',
    titleEn: title,
    purpose: 'rent',
    city: 'جدة',
    district: 'الشاطئ',
    districtEn: 'Ash Shati',
    status: 'pending',
    featured: false,
    features: ['seaView'],
    adLicenseNumber: licence,
  });
  expect(pending[0]!.images).toHaveLength(1);

  // Not on the public list while it waits.
  await page.getByTestId('property-card').first().waitFor();
  expect(await settled(() => page.getByText(title).count(), 0)).toBe(0);
  const publicList = await page.evaluate(async (q) => {
    const response = await fetch(`/api/properties?q=${encodeURIComponent(q)}`);
    return (await response.json()) as PropertyListResponse;
  }, title);
  expect(publicList.properties.map((property: Property) => property.id)).not.toContain(pending[0]!.id);
  expect(problems.errors).toEqual([]);
});
