import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type PaymentInvoiceDetail,
  type PaymentSummary,
  todayInRiyadh,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { ownerWithTenant, payFirstRent, save } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** The figure a summary card shows (its value element's text). */
const card = (page: Page, key: string) => page.getByTestId(`summary-${key}`).locator('strong').innerText();

/** Digits of an amount as en-US groups them ("36,000"), as the card shows it in English. */
const grouped = (amount: number) => amount.toLocaleString('en-US', { maximumFractionDigits: 2 });

test('an accountant records a partial and then a full payment: the invoice turns paid and the cards follow', async () => {
  const base = harness.site.baseUrl;
  const { property, contract } = await ownerWithTenant(base);
  const accountant = await signInAs(base, 'accountant');
  const summaryOf = async () =>
    (await accountant.get<PaymentSummary>(`/api/estate/payments/summary?propertyId=${property.id}`)).body;
  const before = await summaryOf();
  expect(before).toMatchObject({ totalCount: 12, paidAmount: 0, pendingAmount: 36_000, overdueAmount: 0 });

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const path = `/estate/payments?propertyId=${property.id}&tab=due`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('payments-page').waitFor();
  const rows = page.getByTestId('payments-table').locator('tbody tr[data-invoice]');
  await rows.first().waitFor();
  expect(await settled(() => rows.count(), 1)).toBe(1);
  const invoiceNumber = await rows.first().getAttribute('data-invoice');
  expect(
    await eventually(
      () => rows.first().innerText(),
      (text) => !!text?.includes(contract.contractNumber),
    ),
  ).toContain(contract.contractNumber);

  // The cards before: 12 invoices, nothing paid, 36,000 pending.
  await page.waitForFunction(() => !document.querySelector('.estate-summary[aria-busy]'));
  expect(await card(page, 'total')).toContain('12');
  expect(await card(page, 'paid')).toMatch(/\b0(\.00)?\b/);
  expect(await card(page, 'pending')).toContain(grouped(before.pendingAmount));

  // A partial payment of 1,000: the dialog offers the outstanding 3,000.
  await rows.first().getByTestId('invoice-record').click();
  await page.getByTestId('payment-form').waitFor();
  const amount = page.locator('#record-payment_amount');
  expect(await amount.inputValue()).toMatch(/^3,?000(\.00)?$/);
  await amount.fill('1000');
  // With the transfer slip as its receipt file (a PDF), uploaded as soon as it is picked.
  await page.getByTestId('payment-receipt-input').setInputFiles({
    name: 'transfer-slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByTestId('payment-receipt-item').locator('a').waitFor();
  expect(await save(page, page.getByTestId('payment-save'), 'Payment recorded')).toBe('saved');
  await page.getByTestId('payment-form').waitFor({ state: 'detached' });
  const partial = await summaryOf();
  expect(partial).toMatchObject({ paidAmount: 1_000, pendingAmount: 35_000, totalCount: 12 });
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="summary-paid"] strong')?.textContent?.includes(text),
    grouped(1_000),
  );
  expect(await card(page, 'pending')).toContain(grouped(35_000));
  expect(await rows.first().getAttribute('data-status')).toBe('pending');
  expect(
    await eventually(
      () => rows.first().innerText(),
      (text) => !!text?.includes('Paid'),
    ),
  ).toContain('Paid');

  // The rest: the dialog now offers 2,000, and paying it turns the invoice paid (it leaves the due tab).
  await rows.first().getByTestId('invoice-record').click();
  await page.getByTestId('payment-form').waitFor();
  expect(await amount.inputValue()).toMatch(/^2,?000(\.00)?$/);
  expect(await save(page, page.getByTestId('payment-save'), 'The invoice is paid')).toBe('saved');
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="summary-paid"] strong')?.textContent?.includes(text),
    grouped(3_000),
  );
  expect(await card(page, 'pending')).toContain(grouped(33_000));
  expect(await summaryOf()).toMatchObject({ paidAmount: 3_000, pendingAmount: 33_000, totalCount: 12 });

  // On the paid tab: the invoice is paid, with both payments and their receipts in its drawer.
  await page.getByTestId('payments-tabs').getByRole('tab', { name: 'Paid' }).click();
  const paidRow = page.getByTestId('payments-table').locator(`tbody tr[data-invoice="${invoiceNumber}"]`);
  await paidRow.waitFor();
  expect(await paidRow.getAttribute('data-status')).toBe('paid');
  await paidRow.getByTestId('invoice-view').click();
  await page.getByTestId('invoice-drawer').waitFor();
  await page.getByTestId('invoice-payments').waitFor();
  expect(await settled(() => page.getByTestId('invoice-payment').count(), 2)).toBe(2);
  // The first payment keeps its receipt file, served to staff who read payments.
  const slip = page.getByTestId('invoice-payment').getByRole('link', { name: 'Attached receipt' });
  expect(await settled(() => slip.count(), 1)).toBe(1);
  const slipResponse = await page.request.get(new URL((await slip.getAttribute('href'))!, page.url()).href);
  expect(slipResponse.status()).toBe(200);
  expect((await slipResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await page.getByTestId('invoice-detail').getAttribute('data-status')).toBe('paid');
  expect(page.url()).toContain('invoice=');
  expect(problems.errors).toEqual([]);
});

test('an accountant edits an invoice, records a payment from the header, and checks a payments file', async () => {
  const base = harness.site.baseUrl;
  const { property } = await ownerWithTenant(base);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const path = `/estate/payments?propertyId=${property.id}&sort=dueDate&order=asc`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  const rows = page.getByTestId('payments-table').locator('tbody tr[data-invoice]');
  expect(await settled(() => rows.count(), 12)).toBe(12);
  const first = rows.first();
  const invoiceNumber = (await first.getAttribute('data-invoice'))!;
  const second = (await rows.nth(1).getAttribute('data-invoice'))!;

  // Edit: the amount before VAT goes to 2,500, and stays so after a reload.
  await first.getByTestId('invoice-more').click();
  await page.getByRole('menuitem', { name: 'Edit invoice' }).click();
  await page.getByTestId('invoice-edit-form').waitFor();
  await page.locator('#edit-invoice_netAmount').fill('2500');
  expect(await save(page, page.getByTestId('invoice-edit-save'), 'Invoice updated')).toBe('saved');
  await page.reload();
  const edited = page.getByTestId('payments-table').locator(`tbody tr[data-invoice="${invoiceNumber}"]`);
  expect(
    await eventually(
      () => edited.innerText(),
      (text) => !!text?.includes('2,500'),
    ),
  ).toContain('2,500');

  // Record payment from the header: find the invoice by its number, and pay what is left (2,500).
  await page.getByTestId('payments-record').click();
  await page.getByTestId('invoice-picker').locator('input').fill(invoiceNumber);
  const option = page.locator('.ant-select-item-option', { hasText: invoiceNumber });
  await option.waitFor();
  // The search's answer replaces the list that was open before it: click once it has, on a list that holds
  // only what matches (an option clicked while the list is redrawn is not picked).
  const searchAnswered = ([all, matching]: number[]) => all === matching && matching! > 0;
  const counts = await eventually(
    async () => [await page.locator('.ant-select-item-option').count(), await option.count()],
    searchAnswered,
  );
  expect(searchAnswered(counts)).toBe(true);
  // A click that lands while the list is being redrawn is lost: while the form has not opened and the option is
  // still offered, it is clicked again.
  const paymentForm = page.getByTestId('payment-form');
  const opened = await eventually(
    async () => {
      if (await paymentForm.isVisible()) return true;
      if (await option.isVisible()) await option.click({ timeout: 2_000 }).catch(() => undefined);
      return paymentForm.isVisible();
    },
    (shown) => shown,
    { timeout: 30_000, interval: 500 },
  );
  expect(opened).toBe(true);
  expect(await page.locator('#record-payment_amount').inputValue()).toMatch(/^2,?500(\.00)?$/);
  expect(await save(page, page.getByTestId('payment-save'), 'The invoice is paid')).toBe('saved');
  expect(
    await eventually(
      () => edited.getAttribute('data-status'),
      (status) => status === 'paid',
    ),
  ).toBe('paid');

  // Import: the preview counts a good row and a row naming no invoice, before anything is written.
  await page.getByTestId('payments-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'payments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `invoiceNumber,amount,paidOn,method,reference\r\n${second},100,${todayInRiyadh()},cash,E2E-1\r\nINV-1999-000001,100,${todayInRiyadh()},cash,E2E-2\r\n`,
    ),
  });
  const preview = page.getByTestId('import-preview');
  await preview.waitFor();
  expect([await preview.getAttribute('data-valid'), await preview.getAttribute('data-invalid')]).toEqual(['1', '1']);
  expect(problems.errors).toEqual([]);
});

test('an accountant in Arabic refunds part of a payment and credits the invoice: it then charges that much less, still paid', async () => {
  const base = harness.site.baseUrl;
  const { property } = await ownerWithTenant(base);
  const accountant = await signInAs(base, 'accountant');
  const { invoice } = await payFirstRent(accountant, property.id);
  expect(invoice.totalAmount).toBe(3_000);

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  const path = `/estate/payments?propertyId=${property.id}&tab=paid&invoice=${invoice.id}`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('accountant'), DEMO_PASSWORD);
  await page.getByTestId('invoice-drawer').waitFor();
  await page.getByTestId('payment-refund').first().click();
  await page.locator('#refund-payment_amount').fill('500');
  await page.locator('#refund-payment_reason').fill('خصم إيجار متفق عليه');
  const credit = page.getByRole('checkbox', { name: 'خصم المبلغ من الفاتورة أيضاً (يصدر إشعار دائن)' });
  expect(await credit.isChecked()).toBe(false);
  await credit.check();
  expect(await save(page, page.getByTestId('refund-save'), 'تم تسجيل الاسترداد')).toBe('saved');

  const after = await eventually(
    async () => (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${invoice.id}`)).body,
    (detail) => detail.totalAmount === 2_500,
  );
  expect(after).toMatchObject({ status: 'paid', totalAmount: 2_500, paidAmount: 2_500, outstandingAmount: 0 });
  expect(problems.errors).toEqual([]);
});
