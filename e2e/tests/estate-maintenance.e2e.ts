import {
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateList,
  type EstateProperty,
  type EstateReport,
  type MaintenanceSummary,
  type MaintenanceTicket,
  type MaintenanceTicketDetail,
  type TicketStatus,
  todayInRiyadh,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { choose, save, uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** A ticket opened by the property manager and assigned to the demo maintenance user. */
async function assignedTicket(baseUrl: string, title: string) {
  const manager = await signInAs(baseUrl, 'property_manager');
  const fixer = await signInAs(baseUrl, 'maintenance');
  const fixerId = (await fixer.get<{ id: string }>('/api/auth/me')).body.id;
  const properties = await manager.get<EstateList<EstateProperty>>('/api/estate/properties?limit=1');
  const created = await manager.post<MaintenanceTicketDetail>('/api/estate/maintenance', {
    propertyId: properties.body.items[0]!.id,
    title,
    titleAr: `${title} بالعربية`,
    description: 'The split unit blows warm air.',
    category: 'hvac',
    priority: 'high',
    estimatedCost: 400,
    assignedTo: fixerId,
  });
  expect(created.status).toBe(201);
  expect(created.body.status).toBe('assigned');
  return { ticket: created.body, manager };
}

/** The status moves the drawer offers, by their buttons. */
const offeredMoves = async (page: Page) =>
  (
    await page
      .locator('[data-testid^="ticket-move-"]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')))
  ).map((id) => id!.replace('ticket-move-', '') as TicketStatus);

const waitForStatus = (page: Page, status: TicketStatus) =>
  page.locator(`[data-testid="ticket-detail"][data-status="${status}"]`).waitFor();

test('a maintenance user moves a ticket assigned → in progress → completed, never offered a skip (English)', async () => {
  const base = harness.site.baseUrl;
  const { ticket, manager } = await assignedTicket(base, `AC not cooling ${Date.now()}`);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/maintenance?ticket=${ticket.id}`)}`);
  await signInWithForm(page, demoEmailFor('maintenance'), DEMO_PASSWORD);
  await page.getByTestId('maintenance-page').waitFor();
  expect(await settled(() => page.locator('h1').first().innerText(), 'Maintenance requests')).toBe(
    'Maintenance requests',
  );

  // Assigned: in progress or cancel; not "completed".
  await waitForStatus(page, 'assigned');
  expect(await settled(() => offeredMoves(page), ['inProgress', 'cancelled'])).toEqual(['inProgress', 'cancelled']);
  await page.getByTestId('ticket-move-inProgress').click();
  await waitForStatus(page, 'inProgress');
  expect(await settled(() => offeredMoves(page), ['completed', 'cancelled'])).toEqual(['completed', 'cancelled']);

  // The month's expenses of the ticket's property, as the reports read them.
  const today = todayInRiyadh();
  const reportPath = `/estate/reports?period=monthly&year=${Number(today.slice(0, 4))}&month=${Number(
    today.slice(5, 7),
  )}&propertyId=${ticket.propertyId}`;
  const report = async () => (await manager.get<EstateReport>(`/api/${reportPath.slice(1)}`)).body;
  const before = await report();

  // Completing asks for the actual cost; left empty, it asks why there is none.
  await page.getByTestId('ticket-move-completed').click();
  const dialog = page.getByRole('dialog', { name: `Complete ticket ${ticket.ticketNumber}` });
  await dialog.waitFor();
  await dialog.getByTestId('ticket-complete-save').click();
  await dialog.getByText('Give the actual cost, or the reason there is none').waitFor();
  await dialog.getByTestId('ticket-no-cost-reason').waitFor();
  await dialog.locator('input[data-testid="ticket-actual-cost"], [data-testid="ticket-actual-cost"] input').fill('350');
  await dialog.getByTestId('ticket-no-cost-reason').waitFor({ state: 'detached' });
  await dialog.getByTestId('ticket-complete-save').click();
  await waitForStatus(page, 'completed');
  expect(await settled(() => offeredMoves(page), [])).toEqual([]);
  expect(await settled(() => page.locator('[data-testid="ticket-history"] li[data-type="status"]').count(), 3)).toBe(3);

  const saved = (await manager.get<MaintenanceTicketDetail>(`/api/estate/maintenance/${ticket.id}`)).body;
  expect(saved).toMatchObject({ status: 'completed', actualCost: 350, noCostReason: null });
  // The reports count the cost in the month's expenses, and the net card shows it.
  const after = await report();
  expect(after.totalExpenses).toBeCloseTo(before.totalExpenses + 350, 2);
  const reader = await openPage(harness.browser, { language: 'en' });
  await reader.page.goto(`${base}/login?next=${encodeURIComponent(reportPath)}`);
  await signInWithForm(reader.page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  const net = reader.page.getByTestId('summary-net').locator('[data-value]').first();
  await net.waitFor();
  expect(Number(await net.getAttribute('data-value'))).toBeCloseTo(after.netIncome, 2);
  expect(after.netIncome).toBeCloseTo(before.netIncome - 350, 2);
  expect(reader.problems.errors).toEqual([]);
  expect(saved.history.filter((event) => event.type === 'status').map((event) => event.details.to)).toEqual([
    'assigned',
    'inProgress',
    'completed',
  ]);

  // The table shows it completed with its actual cost; the completed tab lists it.
  await page.goto(`${base}/estate/maintenance?tab=completed&q=${encodeURIComponent(ticket.ticketNumber)}`);
  const row = page.locator(`[data-ticket="${ticket.ticketNumber}"]`);
  await row.waitFor();
  expect(await settled(() => row.locator('[data-testid="status-badge"][data-status="completed"]').count(), 1)).toBe(1);
  expect(
    await eventually(
      () => row.innerText(),
      (text) => !!text?.includes('350'),
    ),
  ).toContain('350');
  expect(problems.errors).toEqual([]);
});

test('in Arabic, a seeded ticket reads its days open in Arabic digits and its description in Arabic', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const overdue = await manager.get<EstateList<MaintenanceTicket>>(
    '/api/estate/maintenance?tab=overdue&sort=createdAt&order=asc&limit=1',
  );
  const seeded = overdue.body.items[0]!;
  expect(seeded.daysOpen).toBeGreaterThan(2);
  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  const path = `/estate/maintenance?q=${encodeURIComponent(seeded.ticketNumber)}&ticket=${seeded.id}`;
  await page.goto(`${base}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  const daysOpen = page.locator(`[data-ticket="${seeded.ticketNumber}"]`).getByText(/^مفتوحة منذ/);
  await daysOpen.waitFor();
  const text = await daysOpen.innerText();
  expect(text).toContain(`مفتوحة منذ ${seeded.daysOpen.toLocaleString('ar-SA')} `);
  expect(text).not.toMatch(/[0-9]/);
  const description = page.getByTestId('ticket-detail').locator('p').first();
  await description.waitFor();
  expect(
    await eventually(
      () => description.innerText(),
      (text) => /^[\u0600-\u06FF]/.test(text ?? ''),
    ),
  ).toMatch(/^[\u0600-\u06FF]/);
  expect(problems.errors).toEqual([]);
});

test('the maintenance screen reads in Arabic, right to left, and offers no skip there either', async () => {
  const base = harness.site.baseUrl;
  const { ticket } = await assignedTicket(base, `Leak ${Date.now()}`);
  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent(`/estate/maintenance?ticket=${ticket.id}`)}`);
  await signInWithForm(page, demoEmailFor('maintenance'), DEMO_PASSWORD);
  await page.getByTestId('maintenance-page').waitFor();
  expect(await settled(() => page.locator('h1').first().innerText(), 'طلبات الصيانة')).toBe('طلبات الصيانة');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await waitForStatus(page, 'assigned');
  expect(await settled(() => page.getByTestId('ticket-move-completed').count(), 0)).toBe(0);
  expect(await settled(() => page.getByTestId('ticket-move-inProgress').innerText(), 'نقل إلى: قيد التنفيذ')).toBe(
    'نقل إلى: قيد التنفيذ',
  );
  expect(problems.errors).toEqual([]);
});

test('a property manager creates an urgent ticket assigned to the maintenance user through the dialog, and the cards count it', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const before = (await manager.get<MaintenanceSummary>('/api/estate/maintenance/summary')).body;
  const property = (await manager.get<EstateList<EstateProperty>>('/api/estate/properties?limit=1')).body.items[0]!;
  const title = `Broken lock ${Date.now()}`;

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/estate/maintenance')}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  await page.getByTestId('maintenance-page').waitFor();
  await page.waitForFunction(
    (total) => document.querySelector('[data-testid="summary-total"] strong')?.textContent?.trim() === total,
    before.total.toLocaleString('en-US'),
  );

  await page.getByTestId('add-ticket').click();
  await page.getByTestId('ticket-form').waitFor();
  await choose(page, 'add-ticket_propertyId', property.titleEn ?? property.title, property.title);
  await page.getByTestId('ticket-title').fill(title);
  await page.getByTestId('ticket-title-ar').fill('القفل مكسور');
  await page.getByTestId('ticket-description').fill('The main door lock does not turn.');
  await choose(page, 'add-ticket_priority', 'Urgent');
  const fixer = (await (await signInAs(base, 'maintenance')).get<{ name: string }>('/api/auth/me')).body;
  await choose(page, 'add-ticket_assignedTo', fixer.name);
  expect(await save(page, page.getByTestId('ticket-save'), 'Ticket created')).toBe('saved');

  const found = await manager.get<EstateList<MaintenanceTicketDetail>>(
    `/api/estate/maintenance?q=${encodeURIComponent(title)}`,
  );
  expect(found.body.items).toHaveLength(1);
  expect(found.body.items[0]).toMatchObject({ priority: 'urgent', status: 'assigned', propertyId: property.id });
  await page.waitForFunction(
    (total) => document.querySelector('[data-testid="summary-total"] strong')?.textContent?.trim() === total,
    (before.total + 1).toLocaleString('en-US'),
  );
  expect(problems.errors).toEqual([]);
});

test('a property manager imports tickets from a file: the preview names the bad row, and the good one is opened', async () => {
  const base = harness.site.baseUrl;
  const manager = await signInAs(base, 'property_manager');
  const stamp = Date.now().toString().slice(-7);
  const owner = await manager.post<{ id: string }>('/api/estate/owners', {
    name: `مالك الصيانة ${stamp}`,
    phone: '0501234567',
    nationalId: uniqueNationalId('1'),
  });
  const property = await manager.post<EstateProperty>('/api/estate/properties', {
    title: `عمارة الصيانة ${stamp}`,
    titleEn: `Maintenance Building ${stamp}`,
    ownerId: owner.body.id,
    type: 'building',
    category: 'residential',
    city: 'riyadh',
    district: 'العليا',
    address: 'شارع العليا',
  });
  expect(property.status).toBe(201);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/estate/maintenance')}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
  await page.getByTestId('maintenance-page').waitFor();
  await page.getByTestId('maintenance-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'tickets.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `property,titleAr,title,description,category,priority\r\n${property.body.titleEn},تسرب ${stamp},Leak ${stamp},Under the sink,plumbing,high\r\nNo Such Building ${stamp},x,x,x,plumbing,low\r\n`,
    ),
  });
  const preview = page.getByTestId('import-preview');
  await preview.waitFor();
  expect([await preview.getAttribute('data-valid'), await preview.getAttribute('data-invalid')]).toEqual(['1', '1']);
  expect(await page.getByTestId('import-errors').innerText()).toContain('Property');
  await page.getByTestId('import-commit').click();
  await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
  const listed = async () =>
    (await manager.get<EstateList<unknown>>(`/api/estate/maintenance?propertyId=${property.body.id}`)).body.total;
  expect(await eventually(listed, (total) => total === 1)).toBe(1);
  expect(problems.errors).toEqual([]);
});
