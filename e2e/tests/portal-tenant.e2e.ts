import { readFile } from 'node:fs/promises';
import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EInvoiceBrief,
  type EstateList,
  formatHijriDate,
  type MaintenanceTicket,
  type MaintenanceTicketDetail,
  type PaymentInvoice,
  type TenantInvoice,
  type TenantOverview,
  toAsciiDigits,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { choose, ownerWithTenant } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

/** Two whole 1×1 PNGs with different bytes: the object store goes by a file's content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photos = [
  { name: 'leak-1.png', mimeType: 'image/png', buffer: PNG },
  { name: 'leak-2.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from([0])]) },
];

/** Nothing on the page is wider than the phone's screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The visible controls of a part of the page smaller than 44 px in either direction (name and size). */
const smallTapTargets = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent?.trim() || element.getAttribute('aria-label'), w: box.width, h: box.height };
      })
      .filter((box) => box.w < 44 || box.h < 44),
  );

/** Fills the request form's text fields and category (the ids every page using the form shares). */
async function fillRequest(page: Page, fields: { title: string; phone?: string; address?: string; category: string }) {
  await page.locator('#request-title').fill(fields.title);
  await page.locator('#request-description').fill('Water drips under the kitchen sink since yesterday evening.');
  await choose(page, 'request-category', fields.category);
  if (fields.phone !== undefined) await page.locator('#request-phone').fill(fields.phone);
  if (fields.address !== undefined) await page.locator('#request-address').fill(fields.address);
}

test('a tenant on a phone sends a request with two photos from the portal, sees it listed, and the maintenance user sees it on /estate/maintenance', async () => {
  const base = harness.site.baseUrl;
  const title = `Kitchen leak ${Date.now()}`;
  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await page.getByTestId('tenant-overview').waitFor();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(page, '[data-testid="tenant-portal"] [role="tab"]')).toEqual([]);

  await page.getByRole('tab', { name: 'Maintenance requests' }).click();
  await page.getByTestId('tenant-new-request').click();
  await page.getByTestId('maintenance-request-form').waitFor();
  // Priority is medium unless chosen; a tenant may leave the address (their unit's is used).
  expect(await page.locator('#request-priority').evaluate((input) => input.closest('.ant-select')?.textContent)).toBe(
    'Medium',
  );
  await fillRequest(page, { title, phone: '0551234567', category: 'Plumbing' });
  await page.getByTestId('request-photos').locator('input[type=file]').setInputFiles(photos);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="request-photo"][data-status="done"]').length === 2,
  );
  expect(await settled(() => page.locator('[data-testid="request-photo"] img').count(), 2)).toBe(2);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await smallTapTargets(page, '[data-testid="request-photo-remove"], [data-testid="request-submit"]')).toEqual(
    [],
  );

  await page.getByTestId('request-submit').click();
  const sent = page.getByTestId('request-success');
  await sent.waitFor();
  expect(
    await eventually(
      () => sent.innerText(),
      (text) => !!text?.includes('Maintenance request submitted successfully'),
    ),
  ).toContain('Maintenance request submitted successfully');
  const ticketNumber = (await sent.getAttribute('data-ticket'))!;
  expect(ticketNumber).toMatch(/^MNT-\d{4}-\d{6}$/);
  // The form is empty again, ready for another request.
  expect(await page.locator('#request-title').inputValue()).toBe('');
  expect(await settled(() => page.getByTestId('request-photo').count(), 0)).toBe(0);

  // Their list shows it, open, with its priority; opening it shows its history.
  const row = page.locator(`[data-testid="tenant-request"][data-ticket="${ticketNumber}"]`);
  await row.waitFor();
  expect(await row.getAttribute('data-status')).toBe('open');
  expect(
    await eventually(
      () => row.innerText(),
      (text) => !!text?.includes(title),
    ),
  ).toContain(title);
  expect(await settled(() => row.locator('[data-testid="request-priority-badge"]').innerText(), 'Medium')).toBe(
    'Medium',
  );
  await row.getByTestId('tenant-request-view').click();
  await page.locator('[data-testid="request-history"] li[data-type="created"]').waitFor();
  expect(await settled(() => page.locator('[data-testid="request-detail"] .tenant-photos img').count(), 2)).toBe(2);

  // The ticket is on the tenant's unit with both photos, and the maintenance user finds it on their screen.
  const fixer = await signInAs(base, 'maintenance');
  const found = await fixer.get<EstateList<MaintenanceTicket>>(
    `/api/estate/maintenance?q=${encodeURIComponent(ticketNumber)}`,
  );
  expect(found.status).toBe(200);
  expect(found.body.items).toHaveLength(1);
  const ticket = (await fixer.get<MaintenanceTicketDetail>(`/api/estate/maintenance/${found.body.items[0]!.id}`)).body;
  expect(ticket).toMatchObject({
    source: 'tenant',
    priority: 'medium',
    category: 'plumbing',
    contactPhone: expect.any(String),
  });
  expect(ticket.unitId).not.toBeNull();
  expect(ticket.photos).toHaveLength(2);

  const staff = await openPage(harness.browser, { language: 'en' });
  await staff.page.goto(
    `${base}/login?next=${encodeURIComponent(`/estate/maintenance?q=${encodeURIComponent(ticketNumber)}`)}`,
  );
  await signInWithForm(staff.page, demoEmailFor('maintenance'), DEMO_PASSWORD);
  await staff.page.getByTestId('maintenance-page').waitFor();
  const staffRow = staff.page.locator(`[data-ticket="${ticketNumber}"]`);
  await staffRow.waitFor();
  expect(
    await eventually(
      () => staffRow.innerText(),
      (text) => !!text?.includes(title),
    ),
  ).toContain(title);
  expect(problems.errors).toEqual([]);
  expect(staff.problems.errors).toEqual([]);
});

test('a visitor on a phone sends /maintenance-request in Arabic and is told it was received', async () => {
  const base = harness.site.baseUrl;
  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'ar' });
  await page.goto(`${base}/maintenance-request`);
  await page.getByTestId('maintenance-request-form').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.getByTestId('maintenance-request-form').getAttribute('data-sender')).toBe('visitor');
  await fillRequest(page, {
    title: `انقطاع الكهرباء ${Date.now()}`,
    phone: '0551234567',
    address: 'الرياض، حي الملقا، شارع الأمير محمد',
    category: 'كهرباء',
  });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('request-submit').click();
  const toast = page.getByTestId('toast');
  await toast.filter({ hasText: 'تم إرسال طلب الصيانة بنجاح' }).waitFor();
  expect(
    await eventually(
      () => toast.innerText(),
      (text) => !!text?.includes('سنتواصل معك قريبًا'),
    ),
  ).toContain('سنتواصل معك قريبًا');
  const ticketNumber = (await page.getByTestId('request-success').getAttribute('data-ticket'))!;

  // Staff see it unlinked, from the visitor form, with the address given.
  const manager = await signInAs(base, 'property_manager');
  const found = await manager.get<EstateList<MaintenanceTicket>>(
    `/api/estate/maintenance?q=${encodeURIComponent(ticketNumber)}`,
  );
  expect(found.body.items).toHaveLength(1);
  expect(found.body.items[0]).toMatchObject({
    source: 'visitor',
    unitId: null,
    category: 'electrical',
    propertyAddress: 'الرياض، حي الملقا، شارع الأمير محمد',
  });
  expect(problems.errors).toEqual([]);
});

test('a visitor who leaves out the phone sees the field error and keeps everything typed', async () => {
  const base = harness.site.baseUrl;
  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await page.goto(`${base}/maintenance-request`);
  await page.getByTestId('maintenance-request-form').waitFor();
  const title = `Broken window ${Date.now()}`;
  await fillRequest(page, { title, address: 'Riyadh, Al Malqa, Prince Mohammed Street', category: 'Structural' });
  await page.getByTestId('request-photos').locator('input[type=file]').setInputFiles(photos.slice(0, 1));
  await page.locator('[data-testid="request-photo"][data-status="done"]').waitFor();

  await page.getByTestId('request-submit').click();
  const phoneError = page.locator('.ant-form-item:has(#request-phone) .ant-form-item-explain-error');
  await phoneError.waitFor();
  expect(await settled(() => phoneError.innerText(), 'This field is required')).toBe('This field is required');
  expect(await page.locator('#request-title').inputValue()).toBe(title);
  expect(await page.locator('#request-address').inputValue()).toBe('Riyadh, Al Malqa, Prince Mohammed Street');
  expect(await settled(() => page.getByTestId('request-photo').count(), 1)).toBe(1);

  // A number that is not a Saudi mobile is refused too; a good one goes through with what was kept.
  await page.locator('#request-phone').fill('12345');
  await page.getByTestId('request-submit').click();
  await page.waitForFunction(
    () =>
      document.querySelector('.ant-form-item:has(#request-phone) .ant-form-item-explain-error')?.textContent ===
      'Enter a Saudi mobile number, such as 0512345678',
  );
  await page.locator('#request-phone').fill('0551234567');
  // The message folds away first: while it folds the button moves under the pointer.
  await page.locator('.ant-form-item:has(#request-phone) .ant-form-item-explain-error').waitFor({ state: 'detached' });
  await page.getByTestId('request-submit').click();
  await page.getByTestId('request-success').waitFor();
  const manager = await signInAs(base, 'property_manager');
  const found = await manager.get<EstateList<MaintenanceTicket>>(
    `/api/estate/maintenance?q=${encodeURIComponent(title)}`,
  );
  expect(found.body.items).toHaveLength(1);
  expect(found.body.items[0]!.photos).toHaveLength(1);
  expect(problems.errors).toEqual([]);
});

test('the tenant overview shows what is owed now apart from what is still to come, and invoices as paid, overdue or upcoming', async () => {
  const base = harness.site.baseUrl;
  const tenant = await signInAs(base, 'tenant');
  const overview = (await tenant.get<TenantOverview>('/api/me/tenant')).body;
  /** An amount's digits as the English page writes them (halalas only when there are some). */
  const digits = (value: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: value % 1 ? 2 : 0, maximumFractionDigits: 2 });

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  const owedNow = page.getByTestId('tenant-owed-now');
  const remaining = page.getByTestId('tenant-remaining');
  await owedNow.waitFor();
  expect(await settled(() => owedNow.locator('h3').innerText(), 'Owed now')).toBe('Owed now');
  expect(await settled(() => remaining.locator('h3').innerText(), 'Still to come on your contract')).toBe(
    'Still to come on your contract',
  );
  if (overview.owedNowAmount > 0) expect(await owedNow.innerText()).toContain(digits(overview.owedNowAmount));
  expect(
    await eventually(
      () => remaining.innerText(),
      (text) => !!text?.includes(digits(overview.remainingAmount)),
    ),
  ).toContain(digits(overview.remainingAmount));
  expect(await settled(() => page.getByText('Outstanding in total', { exact: false }).count(), 0)).toBe(0);

  // The payments' filter offers the spec's states and no "Due".
  await page.getByRole('tab', { name: 'Payment history' }).click();
  await page.getByTestId('tenant-payments').waitFor();
  const filter = page.getByTestId('tenant-payments').locator('.ant-segmented');
  await filter.getByText('Upcoming', { exact: true }).waitFor();
  expect(await settled(() => filter.getByText('Due', { exact: true }).count(), 0)).toBe(0);
  await page.getByTestId('tenant-invoice').first().waitFor();
  const states = await page
    .getByTestId('tenant-invoice')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((state) => ['paid', 'overdue', 'upcoming', 'cancelled'].includes(state!))).toBe(true);
  expect(problems.errors).toEqual([]);

  // In Arabic the two figures carry their own names.
  const arabic = await openPage(harness.browser, { viewport: PHONE, language: 'ar' });
  await arabic.page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal')}`);
  await signInWithForm(arabic.page, demoEmailFor('tenant'), DEMO_PASSWORD);
  await arabic.page.getByTestId('tenant-owed-now').waitFor();
  expect(
    await settled(() => arabic.page.getByTestId('tenant-owed-now').locator('h3').innerText(), 'المستحق الآن'),
  ).toBe('المستحق الآن');
  expect(
    await settled(() => arabic.page.getByTestId('tenant-remaining').locator('h3').innerText(), 'المتبقي على عقدك'),
  ).toBe('المتبقي على عقدك');
  expect(arabic.problems.errors).toEqual([]);
});

test("in Arabic, the tenant sees the credit note of their shop rent's tax invoice with its QR and downloads its PDF", async () => {
  const base = harness.site.baseUrl;
  const tenant = await signInAs(base, 'tenant');
  const tenantId = (await tenant.get<TenantOverview>('/api/me/tenant')).body.tenant!.id;
  // A shop let to the demo tenant from today: its rent carries 15% VAT, so each invoice is a tax invoice.
  const { manager, property } = await ownerWithTenant(base, { unit: 'shop', rent: 10_000, tenantId });
  const rents = await manager.get<EstateList<PaymentInvoice>>(
    `/api/estate/payments?propertyId=${property.id}&type=rent&sort=dueDate&order=asc`,
  );
  expect(rents.status).toBe(200);
  const rent = rents.body.items[0]!;
  expect(rent.vatAmount).toBeGreaterThan(0);
  /** The invoice as the tenant's portal reads it (due today: among the upcoming, the earliest first). */
  const portalInvoice = async () =>
    (await tenant.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?state=upcoming&limit=100')).body.items.find(
      (invoice) => invoice.id === rent.id,
    );
  /** Issued and answered by the sandbox gateway (a shop's tenant without a VAT number: reported). */
  const reported = (document?: EInvoiceBrief) => document?.state === 'reported';
  const taxed = await eventually(portalInvoice, (invoice) => reported(invoice?.einvoice ?? undefined), {
    timeout: 60_000,
  });
  expect(taxed?.einvoice?.state).toBe('reported');

  // Lowered by 2,000 before VAT: a credit note of 2,300 (VAT 300) is issued against the tax invoice.
  expect((await manager.patch(`/api/estate/invoices/${rent.id}`, { netAmount: rent.netAmount - 2_000 })).status).toBe(
    200,
  );
  const lowered = await eventually(
    portalInvoice,
    (invoice) => !!invoice?.einvoice?.notes.some((note) => note.kind === 'credit_note' && reported(note)),
    { timeout: 60_000 },
  );
  const note = lowered!.einvoice!.notes.find((found) => found.kind === 'credit_note')!;
  expect(note).toMatchObject({ totalWithVat: 2_300, vatTotal: 300 });

  const { page, problems } = await openPage(harness.browser, { viewport: PHONE, language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal?tab=payments')}`);
  await signInWithForm(page, demoEmailFor('tenant'), DEMO_PASSWORD);
  const list = page.getByTestId('tenant-payments');
  await list.waitFor();
  await list.getByTitle('قادمة', { exact: true }).click();
  const row = list.locator(`[data-testid="tenant-invoice"][data-invoice-number="${rent.invoiceNumber}"]`);
  const shown = row.locator(`[data-testid="portal-einvoice-note"][data-einvoice="${note.number}"]`);
  await shown.waitFor();
  expect(await shown.getAttribute('data-kind')).toBe('credit_note');
  expect(await row.getByTestId('tenant-einvoice-pdf').isVisible()).toBe(true);
  const summary = await shown.locator('summary').innerText();
  expect(summary).toContain('إشعار دائن');
  expect(summary).toContain(note.number);
  expect(summary).toContain('تم الإبلاغ');
  // The figures in Arabic digits: the total with VAT, the VAT, and the issue day with its Hijri date beside it.
  const amount = async (testId: string) =>
    toAsciiDigits(await shown.getByTestId(testId).innerText()).replace(/[^0-9]/g, '');
  expect(await amount('portal-einvoice-note-total')).toBe('2300');
  expect(await amount('portal-einvoice-note-vat')).toBe('300');
  const issuedOn = await shown.getByTestId('portal-einvoice-note-issued').innerText();
  expect(issuedOn).toMatch(/[٠-٩]/);
  expect(issuedOn).toContain(formatHijriDate(note.issuedAt, 'ar'));

  // Opened, the note shows its own QR.
  await shown.locator('summary').click();
  const qr = shown.getByTestId('portal-einvoice-qr');
  await qr.locator('svg').waitFor();
  expect(await qr.getAttribute('data-qr')).toBe(note.qr);
  expect(note.qr).not.toBe(lowered!.einvoice!.qr);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // Its PDF, in Arabic: the file comes from the note's own address (or, when it takes longer, its document job).
  const notePdf = `/api/me/tenant/einvoices/${note.id}/pdf`;
  const pdfAnswer = page.waitForResponse(
    (response) => {
      const path = new URL(response.url()).pathname;
      return (path === notePdf && response.status() !== 202) || /^\/api\/documents\/jobs\/[^/]+\/file$/.test(path);
    },
    { timeout: 120_000 },
  );
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    shown.getByTestId('portal-einvoice-note-pdf').click(),
  ]);
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect(download.suggestedFilename()).toBe(`${note.number}-ar.pdf`);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(problems.errors).toEqual([]);
});
