import { type ContactMessage, DEMO_PASSWORD, demoEmailFor, type ServiceRequest } from '@estate/contracts';
import { eventually, settled } from '../support/wait';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { staffList } from '../support/staff';
import { signInWithForm } from '../support/sign-in';

const harness = useSiteAndBrowser();

test('the home search lands on /search with the chosen parameters, empty ones left out, and matching results', async () => {
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/');
  const form = page.getByRole('search', { name: 'البحث عن عقار' });
  await form.locator('select[name="type"]').selectOption('villa');
  await form.locator('select[name="city"]').selectOption('riyadh');
  await form.getByRole('spinbutton', { name: 'أعلى سعر (ر.س)' }).fill('20000000');
  await form.getByRole('button', { name: 'بحث' }).click();
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ type: 'villa', city: 'riyadh', maxPrice: '20000000' });
  await page.getByTestId('search-count').waitFor();
  const cards = page.getByTestId('property-card');
  expect(
    await eventually(
      () => cards.count(),
      (n) => n > 0,
    ),
  ).toBeGreaterThan(0);
  for (const place of await page.locator('[data-testid="property-card"] .property-card-place').allTextContents()) {
    expect(place).toContain('الرياض');
  }
  expect(problems.errors).toEqual([]);
});

test('a contact message sent in Arabic is stored as new, clears the form, and staff move it to in progress', async () => {
  const subject = `استفسار عن التقييم ${Date.now()}`;
  const { page, problems } = await openPage(harness.browser);
  await page.goto(harness.site.baseUrl + '/contact');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('الاسم الكامل').fill('سارة العتيبي');
  await form.getByLabel('البريد الإلكتروني').fill('sara@example.com');
  await form.getByLabel('الموضوع').fill(subject);
  await form.getByLabel('الرسالة').fill('أرغب في معرفة تكلفة تقييم فيلا في حي الملقا.');
  await page.getByTestId('contact-submit').click();
  await page.getByText('تم إرسال الرسالة بنجاح').waitFor();
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="contact-form"] input#contact_subject') as HTMLInputElement)?.value === '',
  );
  const stored = (await staffList<ContactMessage>(harness.site.baseUrl, 'contact-messages')).find(
    (m) => m.subject === subject,
  );
  expect(stored).toMatchObject({ name: 'سارة العتيبي', email: 'sara@example.com', phone: null, status: 'new' });

  // Staff see it on /admin/requests and change its status there.
  await page.goto(harness.site.baseUrl + '/login?next=/admin/requests');
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.getByTestId('requests-page').waitFor();
  await page.getByRole('tab', { name: /رسائل التواصل/ }).click();
  const row = page.locator('tr', { hasText: subject });
  await row.waitFor();
  await row.getByTestId('request-status-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('قيد المعالجة', { exact: true }).click();
  const status = async () =>
    (await staffList<ContactMessage>(harness.site.baseUrl, 'contact-messages')).find((m) => m.subject === subject)
      ?.status;
  expect(await eventually(status, (value) => value === 'in_progress')).toBe('in_progress');
  expect(problems.errors).toEqual([]);
});

test('a service request with a PDF attachment, sent in English on a phone-sized window, is stored with the file', async () => {
  const title = `Valuation of a villa ${Date.now()}`;
  const { page, problems } = await openPage(harness.browser, {
    viewport: { width: 390, height: 844 },
    language: 'en',
  });
  await page.goto(harness.site.baseUrl + '/service-request');
  await page.getByTestId('service-type-valuation').click();
  const form = page.getByTestId('service-request-form');
  await form.getByLabel('Request title').fill(title);
  await form.getByLabel('Description').fill('A four-bedroom villa in Al Malqa, built 2019.');
  await form.getByLabel('Property location').fill('Riyadh, Al Malqa');
  await form.getByLabel('Full name').fill('Omar Alharbi');
  await form.locator('#service-request_email').fill('omar@example.com');
  await form.locator('#service-request_phone').fill('0501234567');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await page
    .getByTestId('attachments-input')
    .setInputFiles({ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.locator('[data-testid="attachment-item"][data-status="done"]').waitFor();
  await page.getByTestId('service-request-submit').click();
  await page.getByText('Request sent successfully').waitFor();
  expect(await settled(() => page.getByTestId('attachment-item').count(), 0)).toBe(0);
  const stored = (await staffList<ServiceRequest>(harness.site.baseUrl, 'service-requests')).find(
    (r) => r.title === title,
  );
  expect(stored).toMatchObject({ type: 'valuation', preferredContact: 'phone', status: 'new' });
  expect(stored!.attachments).toEqual([
    expect.objectContaining({ fileName: 'site-plan.pdf', contentType: 'application/pdf', size: pdf.length }),
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Once sent, the file is for the staff who work requests: a visitor holding its URL is refused...
  const fileUrl = stored!.attachments[0]!.url;
  const statusOf = (url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);
  expect(await statusOf(fileUrl)).toBe(401);
  // ...and an admin downloads it from the request's details.
  await page.goto(harness.site.baseUrl + '/login?next=/admin/requests');
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  await page.getByTestId('requests-page').waitFor();
  await page.getByRole('tab', { name: /Service Requests/ }).click();
  await page.locator('tr', { hasText: title }).getByTestId('request-view').click();
  const link = page.getByTestId('request-details').getByRole('link', { name: 'site-plan.pdf', exact: true });
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(fileUrl);
  expect(
    await page.evaluate(async (u) => {
      const response = await fetch(u);
      return { status: response.status, size: (await response.arrayBuffer()).byteLength };
    }, href),
  ).toEqual({ status: 200, size: pdf.length });
  // The refused fetch above logged a console error of its own.
  expect(problems.errors.filter((error) => !error.includes('401'))).toEqual([]);
});
