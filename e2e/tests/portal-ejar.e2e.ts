import {
  DEMO_PASSWORD,
  demoEmailFor,
  todayInRiyadh,
  type ContractInvoices,
  type EstateContract,
  type EstateUnit,
  type OwnerProperty,
  type TenantOverview,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { settled } from '../support/wait';

const harness = useSiteAndBrowser();

/**
 * A new unit of the type on one of the demo owner's properties, let to the demo tenant from today (its first rent
 * due today), registered on Ejar with `ejarNumber`: the first rent invoice.
 */
async function rentOfDemoTenant(baseUrl: string, unitType: 'apartment' | 'shop', ejarNumber: string) {
  const [owner, tenant, manager] = await Promise.all([
    signInAs(baseUrl, 'owner'),
    signInAs(baseUrl, 'tenant'),
    signInAs(baseUrl, 'property_manager'),
  ]);
  const property = (await owner.get<OwnerProperty[]>('/api/me/owner/properties')).body[0]!;
  const tenantId = (await tenant.get<TenantOverview>('/api/me/tenant')).body.tenant!.id;
  const created = async <T>(path: string, body: unknown) => {
    const response = await manager.post<T>(path, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const unit = await created<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `EJ-${unitType.slice(0, 1)}-${Date.now().toString().slice(-6)}`,
    unitType,
    rentPrice: 2100,
  });
  const today = todayInRiyadh();
  const contract = await created<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId,
    startDate: today,
    endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`,
    rentAmount: 2100,
    securityDeposit: 0,
    paymentFrequency: 'monthly',
    ejarContractNumber: ejarNumber,
    ejarRegisteredOn: today,
  });
  const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
  return invoices.items.filter((item) => item.type === 'rent').sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
}

test("in Arabic, the tenant of a residential lease is shown how to pay its rent through Ejar; a shop's rent keeps its card button", async () => {
  const base = harness.site.baseUrl;
  const stamp = Date.now().toString().slice(-9);
  const homeNumber = `30${stamp}`;
  const home = await rentOfDemoTenant(base, 'apartment', homeNumber);
  const shop = await rentOfDemoTenant(base, 'shop', `31${stamp}`);

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal?tab=payments')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.getByTestId('tenant-payments').waitFor();
  // The upcoming invoices (due today or later): both new ones are among them.
  await page.getByTestId('tenant-payments').getByTitle('قادمة', { exact: true }).click();
  const row = (invoiceNumber: string) =>
    page.locator(`[data-testid="tenant-invoice"][data-invoice-number="${invoiceNumber}"]`);
  await row(home.invoiceNumber).waitFor();
  await row(shop.invoiceNumber).waitFor();

  // The apartment's rent: Ejar's way, in Arabic, with the lease's Ejar number and SADAD's biller 153; no card button.
  const way = row(home.invoiceNumber).getByTestId('tenant-ejar-way');
  await way.waitFor();
  const text = await way.innerText();
  expect(text).toContain('إيجار');
  expect(text).toContain('مدى');
  expect(await way.getByTestId('tenant-ejar-number').innerText()).toContain(homeNumber);
  expect(await way.getByTestId('tenant-ejar-sadad').innerText()).toContain('153');
  expect(await row(home.invoiceNumber).getByTestId('tenant-pay-now').count()).toBe(0);

  // The shop's rent: the card checkout as before, and no Ejar notice.
  expect(await settled(() => row(shop.invoiceNumber).getByTestId('tenant-pay-now').count(), 1)).toBe(1);
  expect(await row(shop.invoiceNumber).getByTestId('tenant-ejar-way').count()).toBe(0);
  expect(problems.errors).toEqual([]);
});
