import type { Page } from 'playwright-core';
import {
  type AdminProperty,
  type AuditLogPage,
  DEMO_PASSWORD,
  demoEmailFor,
  MAINTENANCE_ROUTES,
  type OutboxMessageDto,
  type OutboxPage,
  type PropertyInput,
} from '@estate/contracts';
import { type ApiClient, ApiClient as Client, freePort, signInAs, startSmtpSink } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { animationsDone, eventually, settled } from '../support/wait';

// Mail goes to an SMTP server that is not there yet: every delivery fails and the outbox records it as failed. The
// test starts a server on that port before resending.
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await freePort();
});
const harness = useSiteAndBrowser(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }));

let adminApi: Promise<ApiClient> | undefined;
const admin = () => (adminApi ??= signInAs(harness.site.baseUrl, 'admin'));

/** The admin's outbox through the API. */
async function outbox(query: string): Promise<OutboxPage> {
  const response = await (await admin()).get<OutboxPage>(`/api/admin/outbox?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** Asks for a reset link for `email` as a visitor and waits for its delivery to have failed. */
async function failedResetMailTo(email: string): Promise<OutboxMessageDto> {
  const asked = await new Client(harness.site.baseUrl).post('/api/auth/forgot-password', { email });
  expect(asked.status).toBe(202);
  const page = await eventually(
    () => outbox(`status=failed&search=${encodeURIComponent(email)}`),
    (found) => found.items.length > 0,
  );
  expect(page.items).toHaveLength(1);
  return page.items[0]!;
}

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
}

test('the admin sees a failed mail in the outbox, reads it, and resends it: it shows as sent', async () => {
  const tenant = demoEmailFor('tenant');
  const failed = await failedResetMailTo(tenant);
  expect(failed).toMatchObject({ to: tenant, sentAt: null, error: expect.any(String) });

  const { page, problems } = await openPage(harness.browser, { language: 'en', viewport: { width: 390, height: 844 } });
  await signInAsAdmin(page, '/admin/outbox');
  await page.getByTestId('outbox-page').waitFor();
  // The admin navigation leads here.
  expect(
    await eventually(
      () => page.getByRole('link', { name: 'Mail Outbox' }).count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);

  // Failed ones only, then the tenant's by a search: the row says failed, with the transport's error.
  await choose(page, 'outbox-status-filter', 'Failed');
  await page.waitForURL(/status=failed/);
  await page.locator('input[aria-label="Search the outbox"]').fill(tenant);
  await page.waitForURL(/search=/);
  const row = page.locator(`[data-testid="outbox-row"][data-id="${failed.id}"]`);
  await row.waitFor();
  expect(await row.getByTestId('outbox-status').getAttribute('data-status')).toBe('failed');
  expect(await settled(() => row.getByTestId('outbox-status').textContent(), 'Failed')).toBe('Failed');
  expect((await row.getByTestId('outbox-error').textContent())?.length).toBeGreaterThan(0);
  expect(await settled(() => row.getByTestId('outbox-sent-at').textContent(), 'Not sent')).toBe('Not sent');

  // The message's view: its text body as text; the HTML body only inside a sandboxed frame.
  await row.getByTestId('outbox-view').click();
  const drawer = page.getByTestId('outbox-message');
  await drawer.getByTestId('outbox-body-text').waitFor();
  await animationsDone(page);
  expect(await settled(() => drawer.getByTestId('outbox-body-text').textContent(), failed.text)).toBe(failed.text);
  if (failed.html) {
    await drawer.getByTestId('outbox-body-view').getByText('HTML', { exact: true }).click();
    expect(await drawer.getByTestId('outbox-body-html').getAttribute('sandbox')).toBe('');
  }
  await page.keyboard.press('Escape');
  await drawer.getByTestId('outbox-body-text').waitFor({ state: 'hidden' });

  // A mail server on the port now: Resend delivers it, the page says so, and the row (the filter set back to every
  // status) shows it sent.
  const sink = await startSmtpSink(smtpPort);
  try {
    await choose(page, 'outbox-status-filter', 'All statuses');
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await row.getByTestId('outbox-resend').click();
    await page.getByText('Message sent', { exact: true }).waitFor();
    await eventually(
      () => row.getByTestId('outbox-status').getAttribute('data-status'),
      (status) => status === 'sent',
    );
    expect(await settled(() => row.getByTestId('outbox-status').textContent(), 'Sent')).toBe('Sent');
    expect(await settled(() => row.getByTestId('outbox-resend').count(), 0)).toBe(0);
    expect(await row.getByTestId('outbox-sent-at').textContent()).not.toBe('Not sent');
    expect(sink.received.map((mail) => mail.to)).toContainEqual([`<${tenant}>`]);
  } finally {
    await sink.close();
  }

  // The server agrees, and resending it again is refused as already sent.
  const [stored] = (await outbox(`search=${encodeURIComponent(tenant)}`)).items.filter((m) => m.id === failed.id);
  expect(stored).toMatchObject({ sentAt: expect.any(String), error: null });
  expect(problems.errors).toEqual([]);
});

test('a listing updated through the API shows in the audit log by action, and in the listing’s History drawer', async () => {
  const licence = `88${Date.now()}`.slice(0, 12);
  const listing: PropertyInput = {
    title: 'شقة لاختبار السجل',
    description: 'شقة بثلاث غرف قريبة من الخدمات.',
    price: 900_000,
    purpose: 'sale',
    type: 'apartment',
    category: 'residential',
    city: 'riyadh',
    district: 'الملقا',
    address: 'شارع أنس بن مالك',
    area: 150,
    images: [],
    brochureUrl: null,
    adLicenseNumber: licence,
    // Published (active by default) only with the rest of its REGA ad licence block.
    advertiserName: 'مكتب الملقا للعقارات',
    advertiserCapacity: 'broker',
    falLicenseNumber: '1100012345',
    adLicenseExpiresOn: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
    plotNumber: '1234',
  };
  const api = await admin();
  const created = await api.post<AdminProperty>('/api/admin/properties', listing);
  expect(created.status).toBe(201);
  const id = created.body.id;
  const updated = await api.put(`/api/properties/${id}`, { ...listing, title: 'شقة لاختبار السجل بعد التعديل' });
  expect(updated.status).toBe(200);
  const trail = await api.get<AuditLogPage>(`/api/audit-logs?targetType=property&targetId=${id}`);
  expect(trail.body.items.map((entry) => entry.action)).toEqual(['property.update', 'property.create']);
  const update = trail.body.items[0]!;

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await signInAsAdmin(page, '/admin/users?tab=audit');
  const audit = page.getByTestId('audit-tab');
  await audit.waitFor();

  // Filtered by action (its words, not its code): only listing updates, this one first with a link to its history.
  await choose(page, 'audit-filter-action', 'Listing updated', 'Listing updated');
  const first = audit.getByTestId('audit-row').first();
  await eventually(
    () => first.textContent(),
    (text) => !!text?.includes(update.description),
  );
  const actions = await eventually(
    () => audit.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.dataset.action)),
    (shown) => shown.every((action) => action === 'property.update'),
  );
  expect(new Set(actions)).toEqual(new Set(['property.update']));
  expect(await settled(() => first.getByText('Listing updated', { exact: true }).count(), 1)).toBe(1);

  // The record's link opens the listing's history on the staff listings.
  await first.getByTestId('audit-record-link').click();
  await page.waitForURL(`**/admin/properties?history=${id}`);
  const fromLink = page.getByTestId('record-history');
  await fromLink.getByTestId('record-history-list').waitFor();
  await eventually(
    () => fromLink.getByTestId('record-history-entry').count(),
    (count) => count === 2,
  );
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => !url.searchParams.has('history'));

  // From the listings table: the History action of this listing lists its update, then its creation.
  await page.goto(`${harness.site.baseUrl}/admin/properties?q=${licence}`);
  await page.getByTestId('listing-history').first().waitFor();
  expect(await settled(() => page.getByTestId('listing-history').count(), 1)).toBe(1);
  await animationsDone(page);
  await page.getByTestId('listing-history').click();
  const history = page.getByTestId('record-history');
  await history.getByTestId('record-history-list').waitFor();
  const entries = history.getByTestId('record-history-entry');
  await eventually(
    () => entries.count(),
    (count) => count === 2,
  );
  expect(await entries.evaluateAll((items) => items.map((item) => item.dataset.action))).toEqual([
    'property.update',
    'property.create',
  ]);
  expect(
    await eventually(
      () => entries.first().textContent(),
      (text) => !!text?.includes(update.description),
    ),
  ).toContain(update.description);
  expect(
    await eventually(
      () => entries.first().textContent(),
      (text) => !!text?.includes('Listing updated'),
    ),
  ).toContain('Listing updated');
  expect(
    await eventually(
      () => page.locator('.ant-drawer-title:visible').textContent(),
      (text) => !!text?.includes('شقة لاختبار السجل بعد التعديل'),
    ),
  ).toContain('شقة لاختبار السجل بعد التعديل');
  expect(problems.errors).toEqual([]);
});

test('a manager gets no History action on listings (the audit log is for admins)', async () => {
  const { page } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/admin/properties')}`);
  await signInWithForm(page, demoEmailFor('manager'), DEMO_PASSWORD);
  await page.getByTestId('listing-edit').first().waitFor();
  expect(await settled(() => page.getByTestId('listing-history').count(), 0)).toBe(0);
  expect(await settled(() => page.getByRole('link', { name: 'البريد الصادر' }).count(), 0)).toBe(0);
});

test('the admin opens the History of a contract and of a maintenance ticket: each shows what the audit log holds for it', async () => {
  const api = await admin();
  const contract = (await api.get<{ items: { id: string }[] }>('/api/estate/contracts?limit=1')).body.items[0]!;
  const ticket = (await api.get<{ items: { id: string }[] }>(`${MAINTENANCE_ROUTES}?limit=1`)).body.items[0]!;
  const entriesOf = async (targetType: string, targetId: string) =>
    (await api.get<AuditLogPage>(`/api/audit-logs?targetType=${targetType}&targetId=${targetId}`)).body.total;

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  const expectHistory = async (count: number) => {
    const drawer = page.getByTestId('record-history');
    if (count === 0) {
      await drawer.getByTestId('record-history-empty').waitFor();
      expect(
        await settled(
          () => drawer.getByTestId('record-history-empty').textContent(),
          'لا تغييرات مسجلة لهذا العنصر بعد',
        ),
      ).toBe('لا تغييرات مسجلة لهذا العنصر بعد');
    } else {
      await drawer.getByTestId('record-history-list').waitFor();
      expect(await settled(() => drawer.getByTestId('record-history-entry').count(), Math.min(count, 20))).toBe(
        Math.min(count, 20),
      );
    }
  };

  await signInAsAdmin(page, `/estate/contracts/${contract.id}`);
  await page.getByTestId('contract-history').click();
  await expectHistory(await entriesOf('estate_contract', contract.id));
  await page.keyboard.press('Escape');

  await page.goto(`${harness.site.baseUrl}/estate/maintenance?ticket=${ticket.id}`);
  await page.getByTestId('ticket-audit-history').click();
  await expectHistory(await entriesOf('estate_ticket', ticket.id));
  expect(problems.errors).toEqual([]);
});
