import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  SANDBOX_CARDS,
  todayInRiyadh,
  type ContractInvoices,
  type EstateContract,
  type EstateUnit,
  type OwnerOverview,
  type OwnerProperty,
  type TenantOverview,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

/** Nothing on the page is wider than the phone's screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The row of an invoice in the tenant's payments tab (all invoices), paging on until it shows. */
async function invoiceRow(page: Page, invoiceNumber: string) {
  const list = page.getByTestId('tenant-payments');
  const rows = list.locator('[data-testid="tenant-invoice"]');
  const row = list.locator(`[data-testid="tenant-invoice"][data-invoice-number="${invoiceNumber}"]`);
  await rows.first().waitFor();
  while ((await row.count()) === 0) {
    const first = await rows.first().getAttribute('data-invoice-number');
    await list.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(
      (shown) =>
        document.querySelector('[data-testid="tenant-invoice"]')?.getAttribute('data-invoice-number') !== shown,
      first,
    );
  }
  return row;
}

/**
 * A new unit on one of the demo owner's properties, let to the demo tenant from today: its first rent invoice is due
 * now. Found through the API, so the invoice paid is surely on a property of the owner who then looks.
 */
async function invoiceOnDemoOwnersProperty(baseUrl: string) {
  const [owner, tenant, manager] = await Promise.all([
    signInAs(baseUrl, 'owner'),
    signInAs(baseUrl, 'tenant'),
    signInAs(baseUrl, 'property_manager'),
  ]);
  const overview = (await owner.get<OwnerOverview>('/api/me/owner')).body;
  const property = (await owner.get<OwnerProperty[]>('/api/me/owner/properties')).body[0]!;
  const tenantId = (await tenant.get<TenantOverview>('/api/me/tenant')).body.tenant!.id;
  const created = async <T>(path: string, body: unknown) => {
    const response = await manager.post<T>(path, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const unit = await created<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `PAY-${Date.now().toString().slice(-6)}`,
    // A shop: residential rent is paid through Ejar only, never by card here (portal-ejar.e2e.ts). Its rent with 15%
    // VAT is a whole number of riyals (2,691), as the card page's amount is read.
    unitType: 'shop',
    rentPrice: 2340,
  });
  const today = todayInRiyadh();
  const contract = await created<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId,
    startDate: today,
    endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`,
    rentAmount: 2340,
    securityDeposit: 0,
    paymentFrequency: 'monthly',
  });
  const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
  // The first rent, due on the contract's first day.
  const invoice = invoices.items
    .filter((item) => item.type === 'rent')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
  expect(invoice.dueDate).toBe(today);
  return { owner, property, invoice, revenueBefore: overview.yearToDate.revenue };
}

test("the demo tenant pays a due invoice with a sandbox test card on a phone: a test payment, never the owner's income", async () => {
  const base = harness.site.baseUrl;
  const { owner, invoice, revenueBefore } = await invoiceOnDemoOwnersProperty(base);

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal?tab=payments')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.getByTestId('tenant-payments').waitFor();
  // The upcoming invoices (due today or later): the new one is among them, with its pay-now button.
  await page.getByTestId('tenant-payments').getByTitle('Upcoming', { exact: true }).click();
  const row = page.locator(`[data-testid="tenant-invoice"][data-invoice-number="${invoice.invoiceNumber}"]`);
  await row.waitFor();
  await row.getByRole('button', { name: 'Pay now' }).click();

  // The sandbox's card page: the invoice, its property and amount, and the test cards.
  await page.waitForURL(/\/tenant-portal\/pay\/[0-9a-f-]{36}$/);
  await page.getByTestId('checkout-form').waitFor();
  expect(await settled(() => page.getByTestId('checkout-invoice').innerText(), invoice.invoiceNumber)).toBe(
    invoice.invoiceNumber,
  );
  expect(await page.getByTestId('checkout-amount').innerText()).toContain(
    invoice.totalAmount.toLocaleString('en-US', { maximumFractionDigits: 0 }),
  );
  expect(
    await eventually(
      () => page.getByTestId('checkout-sandbox-hint').innerText(),
      (text) => !!text?.includes('Sandbox: no money moves'),
    ),
  ).toContain('Sandbox: no money moves');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // A mistyped card is caught on the page, and nothing is sent.
  await page.locator('#card-number').fill('4242 4242 4242 4241');
  await page.getByTestId('checkout-pay').click();
  await page.getByText('This card number is not valid').waitFor();

  await page.locator('#card-number').fill(SANDBOX_CARDS.approved);
  expect(await page.locator('#card-number').inputValue()).toBe('4242 4242 4242 4242');
  await page.locator('#card-expiry').pressSequentially('1239');
  expect(await page.locator('#card-expiry').inputValue()).toBe('12/39');
  await page.locator('#card-cvc').fill('123');
  await page.locator('#card-holder').fill('Reem Al-Mutairi');
  await page.getByTestId('checkout-pay').click();

  const result = page.locator('[data-testid="checkout-result"][data-status="approved"]');
  await result.waitFor();
  const receipt = await page.getByTestId('checkout-receipt').innerText();
  expect(receipt).toMatch(/^RCT-\d{4}-\d{6}$/);
  // The sandbox's approval says what it is: no money was taken, the invoice is still unpaid.
  expect(
    await eventually(
      () => page.getByTestId('checkout-test').innerText(),
      (text) => !!text?.includes('no money was taken'),
    ),
  ).toContain('no money was taken');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // Back in the portal the invoice is still to pay, its payment marked as a test.
  await page.getByTestId('checkout-back').click();
  await page.waitForURL(/\/tenant-portal$/);
  await page.goto(`${base}/tenant-portal?tab=payments`);
  const paidRow = await invoiceRow(page, invoice.invoiceNumber);
  expect(
    await eventually(
      () => paidRow.getByTestId('tenant-test-payment').innerText(),
      (text) => !!text?.includes('Test payment'),
    ),
  ).toContain('Test payment');
  expect(await settled(() => paidRow.getByTestId('tenant-pay-now').count(), 1)).toBe(1);
  expect(problems.errors).toEqual([]);

  // The owner's revenue did not grow by it.
  const after = (await owner.get<OwnerOverview>('/api/me/owner')).body;
  expect(after.yearToDate.revenue).toBeCloseTo(revenueBefore, 2);
});

test('in Arabic, without a card provider the tenant portal says how else to pay', async () => {
  const base = harness.site.baseUrl;
  // An invoice paid by card: a shop's rent (residential rent is paid through Ejar, with no card button).
  await invoiceOnDemoOwnersProperty(base);
  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'ar' });
  // The server's answer when PAYMENT_PROVIDER is none (see portal-checkout.e2e-spec.ts for the server side).
  await page.route('**/api/me/tenant/invoices/*/checkout', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        code: 'PAYMENT_PROVIDER_NOT_CONFIGURED',
        message: 'Card payments are not available',
        details: { methods: ['bank_transfer', 'cash'] },
      }),
    }),
  );
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal?tab=payments')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.getByTestId('tenant-payments').waitFor();
  // Any invoice to pay: the first one listed.
  await page.getByTestId('tenant-pay-now').first().click();
  const notice = page.getByTestId('tenant-office-payment');
  await notice.waitFor();
  const text = await notice.innerText();
  expect(text).toContain('الدفع بالبطاقة غير متاح');
  expect(text).toContain('بتحويل بنكي');
  expect(text).toContain('نقدًا في المكتب');
  expect(text).not.toContain('بشيك');
  expect(page.url()).toMatch(/\/tenant-portal/);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  // The refused start is the only failed request the browser reports.
  expect(problems.errors).toEqual([expect.stringContaining('status of 503')]);
});

test('in Arabic, a declined card leaves the invoice unpaid with the reason, and trying again opens a new card page', async () => {
  const base = harness.site.baseUrl;
  const { invoice } = await invoiceOnDemoOwnersProperty(base);
  const tenant = await signInAs(base, 'tenant');
  const started = await tenant.post<{ redirectUrl: string; checkoutId: string }>(
    `/api/me/tenant/invoices/${invoice.id}/checkout`,
  );
  expect(started.status).toBe(201);

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent(started.body.redirectUrl)}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.getByTestId('checkout-form').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(
    await eventually(
      () => page.getByTestId('checkout-sandbox-hint').innerText(),
      (text) => !!text?.includes('بيئة تجريبية'),
    ),
  ).toContain('بيئة تجريبية');
  // The amount in Arabic-Indic digits.
  expect(
    await eventually(
      () => page.getByTestId('checkout-amount').innerText(),
      (text) => /[٠-٩]/.test(text ?? ''),
    ),
  ).toMatch(/[٠-٩]/);

  await page.locator('#card-number').fill(SANDBOX_CARDS.declined);
  await page.locator('#card-expiry').fill('12/39');
  await page.locator('#card-cvc').fill('123');
  await page.locator('#card-holder').fill('ريم المطيري');
  await page.getByRole('button', { name: /ادفع/ }).click();

  await page.locator('[data-testid="checkout-result"][data-status="declined"]').waitFor();
  expect(
    await eventually(
      () => page.getByTestId('checkout-reason').innerText(),
      (text) => !!text?.includes('رفض البنك المُصدر البطاقة'),
    ),
  ).toContain('رفض البنك المُصدر البطاقة');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const invoiceNow = (
    await (
      await signInAs(base, 'accountant')
    ).get<{ status: string; paymentCount: number }>(`/api/estate/invoices/${invoice.id}`)
  ).body;
  expect(invoiceNow).toMatchObject({ status: 'pending', paymentCount: 0 });

  // Trying again starts a new checkout of the same invoice, on its own card page.
  await page.getByTestId('checkout-retry').click();
  await page.waitForURL(
    (url) => /\/tenant-portal\/pay\//.test(url.pathname) && !url.pathname.endsWith(started.body.checkoutId),
  );
  await page.getByTestId('checkout-form').waitFor();
  expect(await settled(() => page.getByTestId('checkout-invoice').innerText(), invoice.invoiceNumber)).toBe(
    invoice.invoiceNumber,
  );
  expect(problems.errors).toEqual([]);
});
