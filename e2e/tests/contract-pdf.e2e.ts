import { readFile } from 'node:fs/promises';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  formatHijriDate,
  type NationalAddress,
  PORTAL_API,
  type TenantDocument,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { pdfToText } from '../../services/test/support/pdftotext';
import { openPage } from '../support/browser';
import { ownerWithTenant } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';

const harness = useSiteAndBrowser();

/** A national address in Jeddah with its building number, postal code and short address set by the test. */
const address = (buildingNumber: string, postalCode: string, shortAddress: string): NationalAddress => ({
  buildingNumber,
  street: 'طريق الأمير سلطان',
  district: 'الروضة',
  city: 'جدة',
  postalCode,
  additionalNumber: '3332',
  shortAddress,
});

test('staff download a contract as a PDF in Arabic and in English, with its Hijri dates and the national addresses', async () => {
  const base = harness.site.baseUrl;
  const { owner, property, tenant, contract, manager } = await ownerWithTenant(base);
  // The property's and both parties' national addresses, sent as typed on an Arabic keyboard (stored normalized).
  const addresses = {
    property: address('7441', '23435', 'JRSA7441'),
    owner: address('1111', '21111', 'JAAA1111'),
    tenant: address('2222', '22222', 'JTTT2222'),
  };
  for (const [path, sent] of [
    [
      `/api/estate/properties/${property.id}`,
      { ...addresses.property, buildingNumber: '٧٤٤١', shortAddress: 'jrsa7441' },
    ],
    [`/api/estate/owners/${owner.id}`, addresses.owner],
    [`/api/estate/tenants/${tenant.id}`, addresses.tenant],
  ] as const) {
    const saved = await manager.patch<{ nationalAddress: NationalAddress }>(path, { nationalAddress: sent });
    expect({ path, status: saved.status }).toEqual({ path, status: 200 });
  }

  for (const language of ['ar', 'en'] as const) {
    const { page, problems } = await openPage(harness.browser, { language });
    await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/contracts/${contract.id}`)}`);
    await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
    await page.getByTestId('contract-view-page').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('contract-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`contract-${contract.contractNumber}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.toString('latin1')).toContain(`/Lang (${language})`);
    const text = await pdfToText(bytes);

    // The start and end dates with their Umm al-Qura dates: ١٤٤٧/٠٤/٠٣ هـ in Arabic, 3/4/1447 AH in English.
    for (const day of [contract.startDate, contract.endDate]) {
      const hijri = formatHijriDate(day, language);
      if (language === 'ar') {
        expect(hijri).toMatch(/^[٠-٩]{4}\/[٠-٩]{2}\/[٠-٩]{2} هـ$/);
        expect(text).toContain(hijri.replace(' هـ', ''));
      } else {
        expect(hijri).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} AH$/);
        expect(text).toContain(hijri);
      }
    }
    expect(text).toContain(language === 'ar' ? 'هـ' : 'AH');

    // The property's and the parties' national addresses: building number, postal code and short address.
    expect(text).toContain(language === 'ar' ? 'العنوان الوطني' : 'National address');
    expect(text).toContain(language === 'ar' ? 'العنوان المختصر' : 'short address');
    for (const printed of Object.values(addresses)) {
      for (const value of [printed.buildingNumber, printed.postalCode, printed.shortAddress!]) {
        expect({ language, value, found: text.includes(value) }).toEqual({ language, value, found: true });
      }
    }
    // The Arabic words are drawn shaped and read back as letters.
    if (language === 'ar') expect(text).toContain('طريق الأمير سلطان');
    expect(problems.errors).toEqual([]);
  }
});

test('staff give a property its national address on its form: a wrong short address is said so, Arabic digits are taken', async () => {
  const base = harness.site.baseUrl;
  const { property, manager } = await ownerWithTenant(base);
  const { page, problems } = await openPage(harness.browser);
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/properties/${property.id}/edit`)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  const form = page.getByTestId('property-form');
  await form.waitFor();
  const field = (name: keyof NationalAddress) => page.locator(`#edit-property_nationalAddress_${name}`);
  await field('buildingNumber').fill('٧٤٤١');
  await field('street').fill('طريق الأمير سلطان');
  await field('district').fill('الروضة');
  await field('city').fill('جدة');
  await field('postalCode').fill('٢٣٤٣٥');
  await field('additionalNumber').fill('3332');
  await field('shortAddress').fill('JRS17441');
  await page.getByTestId('property-save').click();
  // The shared rule's Arabic message, and nothing saved.
  await form
    .locator('.ant-form-item-explain-error')
    .filter({ hasText: 'العنوان المختصر ٤ أحرف لاتينية و٤ أرقام' })
    .waitFor();
  await field('shortAddress').fill('jrsa ٧٤٤١');
  // The message folds away before the button is clicked: while it folds the button moves under the pointer.
  await form.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      new URL(response.url()).pathname === `/api/estate/properties/${property.id}`,
  );
  await page.getByTestId('property-save').click();
  expect((await saved).status()).toBe(200);
  const shown = page.getByTestId('property-national-address');
  await shown.waitFor();
  expect(await shown.innerText()).toContain('JRSA7441');
  const stored = await manager.get<{ nationalAddress: NationalAddress }>(`/api/estate/properties/${property.id}`);
  expect(stored.body.nationalAddress).toEqual(address('7441', '23435', 'JRSA7441'));
  expect(problems.errors).toEqual([]);
});

test('the tenant portal lists the tenant’s documents with their Umm al-Qura dates, in Arabic and in English', async () => {
  const base = harness.site.baseUrl;
  const tenant = await signInAs(base, 'tenant');
  const { body: documents } = await tenant.get<TenantDocument[]>(`${PORTAL_API.tenant}/documents`);
  expect(documents.length).toBeGreaterThan(0);
  const first = documents[0]!;
  for (const language of ['ar', 'en'] as const) {
    const { page, problems } = await openPage(harness.browser, { language });
    await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal?tab=documents')}`);
    await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
    // The first document of its kind's list (the page groups them by kind, each in the API's order).
    const date = page
      .locator(`[data-testid="tenant-document"][data-kind="${first.kind}"]`)
      .first()
      .getByTestId('tenant-document-date');
    await date.waitFor();
    expect(await date.innerText()).toContain(`(${formatHijriDate(first.date, language)})`);
    expect(problems.errors).toEqual([]);
  }
});
