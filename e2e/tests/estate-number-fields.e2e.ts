import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  ESTATE_FIELD_ERROR_MESSAGES,
  type EstateContract,
  type EstateList,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
} from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, fillDate, save, uniqueNationalId, yearFrom } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';

const harness = useSiteAndBrowser();

async function signInAsManager(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
}

async function created<T>(request: Promise<{ status: number; body: unknown }>): Promise<T> {
  const response = await request;
  expect(response.status).toBe(201);
  return response.body as T;
}

/** An owner with a property and a vacant unit at 4,000 a month, and a tenant: what a contract needs. */
async function portfolio(manager: ApiClient, stamp: string) {
  const owner = await created<EstateOwner>(
    manager.post('/api/estate/owners', {
      name: `مالك الأرقام ${stamp}`,
      nationalId: uniqueNationalId('1'),
      phone: '0501234567',
    }),
  );
  const property = await created<EstateProperty>(
    manager.post('/api/estate/properties', {
      title: `عمارة الأرقام ${stamp}`,
      ownerId: owner.id,
      type: 'building',
      category: 'residential',
      city: 'riyadh',
      district: 'الملقا',
      address: 'طريق الملك فهد',
    }),
  );
  const unit = await created<EstateUnit>(
    manager.post('/api/estate/units', {
      propertyId: property.id,
      unitNumber: `N-${stamp}`,
      unitType: 'apartment',
      rentPrice: 4000,
    }),
  );
  const tenant = await created<EstateTenant>(
    manager.post('/api/estate/tenants', {
      name: `مستأجر الأرقام ${stamp}`,
      nationalId: uniqueNationalId('2'),
      phone: '0551234567',
    }),
  );
  return { owner, property, unit, tenant };
}

/** The error text antd shows under the form field whose input has this id (empty while there is none). */
const fieldError = (page: Page, id: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error');

/** Console errors other than the 400 a test provoked on purpose. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 400/.test(error));

test('a contract with a rent of 0 or −100 is refused on the rent field, by the form and by the server, never saved as 0; Enter in a date field does not submit', async () => {
  const stamp = Date.now().toString().slice(-7);
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const { property, unit, tenant } = await portfolio(manager, stamp);
  const { startDate, endDate } = yearFrom(10);
  const contractNumber = `CNT-${startDate.slice(0, 4)}-${stamp}`;
  const { page, problems } = await openPage(harness.browser);
  await signInAsManager(page, base, '/estate/contracts/add');
  await page.getByTestId('contract-form').waitFor();

  // Enter confirms a typed date (fillDate presses it) without sending the half-filled form.
  await page.locator('#add-contract_contractNumber').fill(contractNumber);
  await fillDate(page, 'add-contract_startDate', startDate);
  await fillDate(page, 'add-contract_endDate', endDate);
  await choose(page, 'add-contract_propertyId', property.title, stamp);
  await choose(page, 'add-contract_unitId', unit.unitNumber);
  // By now a submit by Enter would have marked the empty tenant field as required.
  expect(await fieldError(page, 'add-contract_tenantId').count()).toBe(0);
  await choose(page, 'add-contract_tenantId', tenant.name, stamp);

  // −100 stays −100 (not moved to 0) and the rent field says a rent must be more than 0; so does 0.
  const rent = page.locator('#add-contract_rentAmount');
  const positive = 'يجب أن تكون القيمة أكبر من صفر';
  for (const typed of ['-100', '0']) {
    await rent.fill(typed);
    await rent.press('Tab');
    expect(await save(page, page.getByTestId('contract-save'), 'تم حفظ العقد')).toContain(positive);
    await fieldError(page, 'add-contract_rentAmount').filter({ hasText: positive }).waitFor();
    expect(await rent.inputValue()).toBe(typed);
  }

  // The server refuses a rent of 0 on its own (here sent past the form): its answer lands on the rent field, in Arabic.
  await rent.fill('3500');
  await page.route('**/api/estate/contracts', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = { ...(request.postDataJSON() as Record<string, unknown>), rentAmount: 0 };
    return route.continue({ postData: JSON.stringify(body) });
  });
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/estate/contracts') && response.request().method() === 'POST',
  );
  const serverSaid = ESTATE_FIELD_ERROR_MESSAGES.AMOUNT_NOT_POSITIVE.ar;
  await page.getByTestId('contract-save').click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ field: 'rentAmount', code: 'AMOUNT_NOT_POSITIVE' }],
  });
  await fieldError(page, 'add-contract_rentAmount').filter({ hasText: serverSaid }).waitFor();
  await page.unroute('**/api/estate/contracts');

  // Corrected, the field's error goes, and the rent the form holds is what is saved.
  await rent.fill('3600');
  await fieldError(page, 'add-contract_rentAmount').waitFor({ state: 'detached' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/estate/contracts') && response.request().method() === 'POST',
  );
  await page.getByTestId('contract-save').click();
  expect((await saved).status()).toBe(201);
  await page.getByText('تم حفظ العقد').first().waitFor();
  const list = await manager.get<EstateList<EstateContract>>(
    `/api/estate/contracts?q=${encodeURIComponent(contractNumber)}`,
  );
  expect(list.body.items.map((contract) => [contract.contractNumber, contract.rentAmount])).toEqual([
    [contractNumber, 3600],
  ]);
  expect(unexpected(problems.errors)).toEqual([]);
});

test('in English, a property’s area −50 and year 1700 are refused on their fields as typed, and an ID whose check digit fails says so', async () => {
  const stamp = Date.now().toString().slice(-7);
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const { owner } = await portfolio(manager, stamp);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await signInAsManager(page, base, '/estate/properties/add');
  await page.getByTestId('property-form').waitFor();
  await page.locator('#add-property_title').fill(`Numbers Building ${stamp}`);
  await choose(page, 'add-property_ownerId', owner.name, stamp);
  await choose(page, 'add-property_type', 'Building');
  await choose(page, 'add-property_city', 'Riyadh');
  await page.locator('#add-property_district').fill('Al Malqa');
  await page.locator('#add-property_address').fill('King Fahd Road');
  const area = page.locator('#add-property_area');
  const year = page.locator('#add-property_yearBuilt');
  await area.fill('-50');
  await year.fill('1700');
  await year.press('Tab');
  expect(await save(page, page.getByTestId('property-save'), 'Property saved')).toContain('Enter a number from');
  await fieldError(page, 'add-property_area').filter({ hasText: 'Enter a number from 0.01 to' }).waitFor();
  await fieldError(page, 'add-property_yearBuilt').filter({ hasText: 'Enter a number from 1900 to' }).waitFor();
  expect([await area.inputValue(), await year.inputValue()]).toEqual(['-50', '1700']);

  // A national ID shaped as one (ten digits from 1) whose Luhn check digit fails is told apart from a malformed one.
  await page.goto(`${base}/estate/owners`);
  await page.getByTestId('owners-page').waitFor();
  await page.getByTestId('add-owner').click();
  await page.getByTestId('owner-form').waitFor();
  await page.locator('#add-owner_name').fill(`Check Digit ${stamp}`);
  await page.locator('#add-owner_phone').fill('0501234567');
  const nationalId = page.locator('#add-owner_nationalId');
  await nationalId.fill('1098765432');
  expect(await save(page, page.getByTestId('owner-save'), 'Owner saved')).toContain('check digit');
  await fieldError(page, 'add-owner_nationalId').filter({ hasText: 'its check digit' }).waitFor();
  await nationalId.fill('3098765432');
  await fieldError(page, 'add-owner_nationalId').filter({ hasText: '10 digits starting with 1 or 2' }).waitFor();
  expect(problems.errors).toEqual([]);
});
