import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateOwner,
  type EstateProperty,
  type EstateUnit,
  type Property,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, fillDate, save, uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually } from '../support/wait';

const harness = useSiteAndBrowser();

/** A day `days` from today, YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a property manager publishes a vacant unit with its REGA ad licence, in Arabic, and the listing carries it', async () => {
  const manager = await signInAs(harness.site.baseUrl, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const owner = (
    await manager.post<EstateOwner>('/api/estate/owners', {
      name: `مالك النشر ${stamp}`,
      phone: '0501234567',
      nationalId: uniqueNationalId('1'),
    })
  ).body;
  const property = (
    await manager.post<EstateProperty>('/api/estate/properties', {
      title: `عمارة النشر ${stamp}`,
      ownerId: owner.id,
      type: 'building',
      category: 'residential',
      city: 'riyadh',
      district: 'العليا',
      address: 'شارع العليا',
    })
  ).body;
  const unit = (
    await manager.post<EstateUnit>('/api/estate/units', {
      propertyId: property.id,
      unitNumber: `P-${stamp}`,
      unitType: 'apartment',
      rentPrice: 3500,
      area: 140,
    })
  ).body;
  expect(unit.status).toBe('vacant');

  const { page, problems } = await openPage(harness.browser);
  const path = `/estate/units/${unit.id}`;
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  await page.getByTestId('unit-publish').click();
  const form = page.getByTestId('unit-publish-form');
  await form.waitFor();

  // Nothing filled: each field of the licence block says it is needed to publish, in Arabic.
  await page.getByTestId('unit-publish-save').click();
  expect(
    await eventually(
      () => form.locator('.ant-form-item-explain-error').allTextContents(),
      (texts) => (texts ?? []).filter((text) => text === 'مطلوب للنشر').length === 6,
    ),
  ).toHaveLength(6);

  await page.locator('#unit-publish_advertiserName').fill('مكتب العليا العقاري');
  await choose(page, 'unit-publish_advertiserCapacity', 'وسيط مرخص');
  await page.locator('#unit-publish_falLicenseNumber').fill('١١٠٠٠١٢٣٤٥');
  await page.locator('#unit-publish_adLicenseNumber').fill('7100012345');
  await fillDate(page, 'unit-publish_adLicenseExpiresOn', dayFromToday(120));
  await page.locator('#unit-publish_plotNumber').fill('77/ب');
  // Every field filled: the errors of the empty save are gone before this one (save reads any error it finds).
  expect(
    await eventually(
      () => form.locator('.ant-form-item-explain-error').count(),
      (count) => count === 0,
    ),
  ).toBe(0);
  expect(await save(page, page.getByTestId('unit-publish-save'), 'تم نشر الوحدة')).toBe('saved');
  await page.getByTestId('unit-listing-link').waitFor();

  // The public listing carries the licence as it was typed (the Arabic-Indic digits read as digits).
  const published = (await manager.get<EstateUnit>(`/api/estate/units/${unit.id}`)).body;
  expect(published.listingId).toBeTruthy();
  const listing = (await manager.get<Property>(`/api/properties/${published.listingId}`)).body;
  expect(listing).toMatchObject({
    advertiserName: 'مكتب العليا العقاري',
    advertiserCapacity: 'broker',
    falLicenseNumber: '1100012345',
    adLicenseNumber: '7100012345',
    plotNumber: '77/ب',
  });
  expect(problems.errors).toEqual([]);
});
