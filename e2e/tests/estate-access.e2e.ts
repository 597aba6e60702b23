import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  ERROR_CODES,
  type EstateContract,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
  type Role,
} from '@estate/contracts';
import { refusalOf, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { uniqueNationalId, yearFrom } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** A contract on a new unit of a new property, made through the API by the property manager. */
async function aContract(): Promise<{ contract: EstateContract; property: EstateProperty; unit: EstateUnit }> {
  const manager = await signInAs(harness.site.baseUrl, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const made = async <T>(path: string, body: unknown) => {
    const response = await manager.post<T>(path, body);
    expect({ path, status: response.status }).toEqual({ path, status: 201 });
    return response.body;
  };
  const owner = await made<EstateOwner>('/api/estate/owners', {
    name: `مالك صلاحيات ${stamp}`,
    phone: '0501112233',
    nationalId: uniqueNationalId('1'),
  });
  const tenant = await made<EstateTenant>('/api/estate/tenants', {
    name: `مستأجر صلاحيات ${stamp}`,
    phone: '0502223344',
    nationalId: uniqueNationalId('2'),
  });
  const property = await made<EstateProperty>('/api/estate/properties', {
    title: `عقار صلاحيات ${stamp}`,
    ownerId: owner.id,
    type: 'building',
    category: 'residential',
    city: 'jeddah',
    district: 'الروضة',
    address: 'شارع التحلية',
  });
  const unit = await made<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `A-${stamp}`,
    unitType: 'apartment',
    rentPrice: 3000,
  });
  const contract = await made<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId: tenant.id,
    ...yearFrom(10),
    rentAmount: 3000,
    securityDeposit: 1000,
    // The company holds it, so it is billed (an apartment's would default to Ejar, which bills none here).
    depositHolder: 'company',
    paymentFrequency: 'quarterly',
  });
  return { contract, property, unit };
}

async function signIn(page: Page, role: Role, path: string) {
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor(role), DEMO_PASSWORD);
}

/** The access page shows only its message under the site's header and footer, without the back office's frame. */
async function expectDenied(page: Page, path: string, message: string) {
  await page.goto(harness.site.baseUrl + path);
  const denied = page.getByTestId('access-denied');
  await denied.waitFor();
  expect(await settled(() => denied.getByRole('heading').textContent(), message)).toBe(message);
  expect(await settled(() => page.getByTestId('estate-layout').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('site-header').isVisible(), true)).toBe(true);
}

test('an accountant sees the contracts, a contract with its invoices and a property, but no way to change them', async () => {
  const { contract, property, unit } = await aContract();
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await signIn(page, 'accountant', `/estate/contracts?q=${encodeURIComponent(contract.contractNumber)}`);
  const card = page.locator(`[data-testid="contract-card"][data-contract-number="${contract.contractNumber}"]`);
  await card.waitFor();
  expect(await settled(() => page.getByTestId('add-contract').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('contracts-import').count(), 0)).toBe(0);
  expect(await settled(() => card.getByTestId('contract-edit').count(), 0)).toBe(0);
  expect(await settled(() => card.getByTestId('contract-delete').count(), 0)).toBe(0);
  // The side navigation offers only what an accountant may open.
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  expect(await settled(() => nav.getByRole('link', { name: 'Contracts' }).count(), 1)).toBe(1);
  expect(await settled(() => nav.getByRole('link', { name: 'Properties and Units' }).count(), 0)).toBe(0);

  await card.getByTestId('contract-view').click();
  await page.getByTestId('contract-view-page').waitFor();
  // A quarterly year: four rent invoices and the deposit.
  await page.locator('[data-testid="contract-invoices"][data-count="5"]').waitFor();
  expect(await settled(() => page.getByTestId('contract-edit').count(), 0)).toBe(0);

  await page.goto(`${harness.site.baseUrl}/estate/properties/${property.id}`);
  await page.getByTestId('property-view-page').waitFor();
  expect(await settled(() => page.getByTestId('property-edit').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('property-add-unit').count(), 0)).toBe(0);
  await page.goto(`${harness.site.baseUrl}/estate/units/${unit.id}`);
  await page.getByTestId('unit-view-page').waitFor();
  expect(await settled(() => page.getByTestId('unit-edit').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('unit-publish').count(), 0)).toBe(0);

  // The edit screens say 'Unauthorized'; the properties list says 'Access denied to this page'.
  await expectDenied(page, `/estate/contracts/${contract.id}/edit`, 'Unauthorized');
  await expectDenied(page, '/estate/contracts/add', 'Unauthorized');
  await expectDenied(page, `/estate/units/${unit.id}/edit`, 'Unauthorized');
  await expectDenied(page, '/estate/properties', 'Access denied to this page');
  await expectDenied(page, `/estate/properties/${property.id}/edit`, 'Access denied to this page');

  // The server refuses the same.
  const accountant = await signInAs(harness.site.baseUrl, 'accountant');
  expect(refusalOf(await accountant.patch(`/api/estate/contracts/${contract.id}`, { notes: 'x' }))).toEqual({
    status: 403,
    code: ERROR_CODES.forbidden,
  });
  expect(problems.errors).toEqual([]);
});

test('a tenant is denied every back-office screen, in both languages', async () => {
  const { contract } = await aContract();
  const { page } = await openPage(harness.browser);
  await signIn(page, 'tenant', '/estate/properties');
  await page.getByTestId('access-denied').waitFor();
  await expectDenied(page, '/estate/properties', 'غير مصرح لك بالوصول إلى هذه الصفحة');
  await expectDenied(page, '/estate/owners', 'غير مصرح لك بالوصول إلى هذه الصفحة');
  await expectDenied(page, `/estate/contracts/${contract.id}`, 'غير مخول');
  await expectDenied(page, '/estate', 'غير مصرح لك بالوصول إلى هذه الصفحة');
  await page.getByTestId('language-toggle').first().click();
  await page.getByTestId('access-denied').getByRole('heading', { name: 'Access denied to this page' }).waitFor();
  // Nothing of the contract reached the page, and the API refuses it too.
  expect(await settled(() => page.getByText(contract.contractNumber).count(), 0)).toBe(0);
  const tenant = await signInAs(harness.site.baseUrl, 'tenant');
  expect(refusalOf(await tenant.get(`/api/estate/contracts/${contract.id}`))).toEqual({
    status: 403,
    code: ERROR_CODES.forbidden,
  });
});

test('a property manager is not offered the ledger and is denied it, by the page and the API', async () => {
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await signIn(page, 'property_manager', '/estate/payments');
  await page.getByTestId('payments-page').waitFor();
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  expect(await settled(() => nav.getByRole('link', { name: 'Payments and Invoices' }).count(), 1)).toBe(1);
  expect(await settled(() => nav.getByRole('link', { name: 'Ledger' }).count(), 0)).toBe(0);
  await expectDenied(page, '/estate/ledger', 'Access denied to this page');
  expect(await settled(() => page.getByTestId('ledger-page').count(), 0)).toBe(0);

  const manager = await signInAs(harness.site.baseUrl, 'property_manager');
  expect(refusalOf(await manager.get('/api/estate/ledger/trial-balance'))).toEqual({
    status: 403,
    code: ERROR_CODES.forbidden,
  });
  expect(problems.errors).toEqual([]);
});
