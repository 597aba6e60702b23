import type { Page } from 'playwright-core';
import {
  addDays,
  DEMO_PASSWORD,
  demoEmailFor,
  type EstateContract,
  type LeaseRules,
  type UserDto,
} from '@estate/contracts';
import { signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, fillDate, ownerWithTenant, save, uniqueNationalId } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** Signs in as the demo property manager straight onto `path`. */
async function openAsManager(page: Page, path: string) {
  await page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
}

test('a manager records a notice of non-renewal on a contract, sees its tag in both languages, and withdraws it', async () => {
  const { contract } = await ownerWithTenant(harness.site.baseUrl);
  const { page } = await openPage(harness.browser, { language: 'en' });
  await openAsManager(page, `/estate/contracts/${contract.id}`);
  const card = page.getByTestId('contract-notice');
  await card.getByTestId('contract-notice-none').waitFor();
  expect(await page.getByTestId('contract-notice-tag').count()).toBe(0);

  await card.getByTestId('contract-notice-give').click();
  await choose(page, 'non-renewal-notice_givenBy', 'Tenant');
  await page.locator('#non-renewal-notice_reason').fill('Moving to Jeddah');
  expect(await save(page, page.getByTestId('notice-save'), 'Notice of non-renewal recorded')).toBe('saved');
  const tag = page.getByTestId('contract-notice-tag');
  expect(await settled(() => tag.count(), 1)).toBe(1);
  expect(await tag.innerText()).toBe('Not renewing');
  expect(await card.innerText()).toContain('Moving to Jeddah');

  // The list's card carries the tag too, in Arabic.
  const arabic = (await openPage(harness.browser, { language: 'ar' })).page;
  await openAsManager(arabic, `/estate/contracts?q=${encodeURIComponent(contract.contractNumber)}`);
  const listed = arabic.locator(`[data-testid="contract-card"][data-contract-number="${contract.contractNumber}"]`);
  await listed.waitFor();
  expect(await listed.getByTestId('contract-notice-tag').innerText()).toBe('لن يُجدَّد');

  await page.goto(`${harness.site.baseUrl}/estate/contracts/${contract.id}`);
  await page.getByTestId('contract-notice-withdraw').click();
  expect(await settled(() => page.getByTestId('contract-notice-tag').count(), 0)).toBe(0);
  await page.getByTestId('contract-notice-none').waitFor();
});

test('the contract form shows the Riyadh freeze’s maximum and refuses a higher rent on the field; the rules page lists it', async () => {
  const { contract, manager } = await ownerWithTenant(harness.site.baseUrl);
  const renewal = await manager.post<EstateContract>(`/api/estate/contracts/${contract.id}/renew`, {
    endDate: contract.endDate.replace(/^\d{4}/, (year) => String(Number(year) + 1)),
  });
  expect(renewal.status).toBe(201);
  const { page } = await openPage(harness.browser, { language: 'en' });
  await openAsManager(page, `/estate/contracts/${renewal.body.id}/edit`);
  const hint = page.getByTestId('contract-rent-limit');
  await hint.waitFor();
  expect(await hint.getAttribute('data-maximum')).toBe('3000');
  expect(await hint.innerText()).toContain('Riyadh rent freeze');

  await page.getByTestId('contract-rent').fill('3500');
  const outcome = await save(page, page.getByTestId('contract-save'), 'Contract updated');
  expect(outcome).toContain('Riyadh rent freeze');
  expect((await manager.get<EstateContract>(`/api/estate/contracts/${renewal.body.id}`)).body.rentAmount).toBe(3000);

  await page.goto(`${harness.site.baseUrl}/estate/lease-rules`);
  const rules = page.getByTestId('rent-rules');
  await rules.getByText('Riyadh rent freeze (2025-2030)').waitFor();
  expect(await page.getByTestId('lease-settings').innerText()).toContain('60 days before the end');
});

test('a tenant in Arabic gives notice of non-renewal from the tenant portal, staff see it on the contract as the tenant’s, and the tenant withdraws it', async () => {
  const base = harness.site.baseUrl;
  const { contract, tenant, manager } = await ownerWithTenant(base);
  const admin = await signInAs(base, 'admin');
  const email = `tenant.notice.${uniqueNationalId('1')}@example.sa`;
  const account = await admin.post<UserDto>('/api/users', {
    name: 'منيرة المستأجرة',
    email,
    role: 'tenant',
    password: DEMO_PASSWORD,
  });
  expect(account.status).toBe(201);
  expect((await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: account.body.id })).status).toBe(200);

  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/tenant-portal')}`);
  await signInWithForm(page, email, DEMO_PASSWORD);
  const offer = page.getByTestId('tenant-notice-offer');
  await offer.waitFor();
  // The window is named with its last day: 60 days before the end.
  expect(await offer.innerText()).toContain('٦٠');
  await offer.getByTestId('tenant-notice-give').click();
  // No reason: the form says so in Arabic and sends nothing.
  await page.getByTestId('tenant-notice-confirm').click();
  await page.locator('.ant-form-item-explain-error', { hasText: 'اكتب سبب الإشعار' }).waitFor();
  expect((await manager.get<EstateContract>(`/api/estate/contracts/${contract.id}`)).body.nonRenewalNotice).toBeNull();

  await page.getByTestId('tenant-notice-reason').fill('سأنتقل إلى جدة للعمل');
  // The message folds away first: while it folds the button moves under the pointer.
  await page.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
  await page.getByTestId('tenant-notice-confirm').click();
  const shown = page.getByTestId('tenant-notice');
  await shown.waitFor();
  expect(await shown.getAttribute('data-given-by')).toBe('tenant');
  expect(await shown.innerText()).toContain('سأنتقل إلى جدة للعمل');
  expect(await shown.innerText()).toContain('قدّمتَ إشعارًا بعدم التجديد');
  expect(await page.getByTestId('tenant-notice-offer').count()).toBe(0);

  // The staff contract screen shows it: given by the tenant, recorded by their account, with the reason.
  const staff = (await openPage(harness.browser, { language: 'en' })).page;
  await openAsManager(staff, `/estate/contracts/${contract.id}`);
  const card = staff.getByTestId('contract-notice');
  await staff.getByTestId('contract-notice-tag').waitFor();
  expect(await card.innerText()).toContain('Tenant');
  expect(await card.innerText()).toContain('سأنتقل إلى جدة للعمل');
  expect(await card.getByTestId('contract-notice-recorded-by').innerText()).toBe('منيرة المستأجرة');

  // The tenant withdraws their own notice after confirming in place: the offer to give one comes back, and staff see
  // no notice any more.
  await page.getByTestId('tenant-notice-withdraw').click();
  await page.getByTestId('tenant-notice-withdraw-confirm').click();
  await page.getByTestId('tenant-notice-offer').waitFor();
  expect(await page.getByTestId('tenant-notice').count()).toBe(0);
  expect((await manager.get<EstateContract>(`/api/estate/contracts/${contract.id}`)).body.nonRenewalNotice).toBeNull();
  expect(problems.errors).toEqual([]);
});

test('a contract is renewed from its form with the new Ejar number and registration day', async () => {
  const { contract, manager } = await ownerWithTenant(harness.site.baseUrl);
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  await openAsManager(page, `/estate/contracts/${contract.id}`);
  await page.getByTestId('contract-renew').click();
  const end = addDays(contract.endDate, 365);
  await fillDate(page, 'renew-contract_endDate', end);
  // Ejar's number is 8 to 20 digits: a short one is refused on the field.
  await page.getByTestId('contract-ejar-number').fill('1234');
  const refused = await save(page, page.getByTestId('renew-confirm'), 'Contract renewed');
  expect(refused).toContain('The Ejar contract number is 8 to 20 digits');
  const number = `50${String(Date.now()).slice(-10)}`;
  await page.getByTestId('contract-ejar-number').fill(number);
  await page
    .locator('.ant-form-item-explain-error', { hasText: 'The Ejar contract number is 8 to 20 digits' })
    .waitFor({ state: 'detached' });
  await fillDate(page, 'renew-contract_ejarRegisteredOn', addDays(contract.endDate, -5));
  expect(await save(page, page.getByTestId('renew-confirm'), 'Contract renewed')).toBe('saved');
  const renewed = await eventually(
    async () => (await manager.get<EstateContract>(`/api/estate/contracts/${contract.id}`)).body.renewedById,
    (id) => !!id,
  );
  const renewal = (await manager.get<EstateContract>(`/api/estate/contracts/${renewed}`)).body;
  expect(renewal).toMatchObject({
    ejarContractNumber: number,
    ejarRegisteredOn: addDays(contract.endDate, -5),
    endDate: end,
  });
  expect(problems.errors).toEqual([]);
});

test('an admin in Arabic changes the notice window and adds a rent rule with its source; a property manager only reads them', async () => {
  const base = harness.site.baseUrl;
  const admin = await signInAs(base, 'admin');
  const code = `medina-e2e-${Date.now()}`;
  const { page, problems } = await openPage(harness.browser, { language: 'ar' });
  await page.goto(`${base}/login?next=${encodeURIComponent('/estate/lease-rules')}`);
  await signInWithForm(page, demoEmailFor('admin'), DEMO_PASSWORD);
  try {
    await page.getByTestId('lease-settings-edit').click();
    await page.getByTestId('lease-settings-form').waitFor();
    // Out of range, a repeated reminder and a blank source: each field says why, in Arabic; nothing is saved.
    await page.getByTestId('lease-notice-days').fill('400');
    await page.getByTestId('lease-reminder-days').fill('٩٠، ٩٠');
    await page.getByTestId('lease-settings-source').fill(' ');
    const refused = await save(page, page.getByTestId('lease-settings-save'), 'حُفظت إعدادات الإيجار');
    expect(refused).toContain('أدخل رقماً من');
    expect(refused).toContain('حتى ٦ أيام مختلفة');
    await page.getByTestId('lease-notice-days').fill('45');
    await page.getByTestId('lease-reminder-days').fill('٩٠، ٦٠، ٣٠، ١٠');
    await page.getByTestId('lease-settings-source').fill('إيجار: إشعار عدم التجديد قبل ٤٥ يومًا (تعديل تجريبي)');
    await page.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
    expect(await save(page, page.getByTestId('lease-settings-save'), 'حُفظت إعدادات الإيجار')).toBe('saved');
    const rules = await eventually(
      async () => (await admin.get<LeaseRules>('/api/estate/lease-rules')).body,
      (read) => read.settings.noticeDays === 45,
    );
    expect(rules.settings).toMatchObject({ noticeDays: 45, reminderDays: [90, 60, 30, 10] });
    expect(await page.getByTestId('lease-settings').innerText()).toContain('تعديل تجريبي');
    // The contract screen names the window as stored.
    const { contract } = await ownerWithTenant(base);
    const contractPage = (await openPage(harness.browser, { language: 'en' })).page;
    await openAsManager(contractPage, `/estate/contracts/${contract.id}`);
    const renews = contractPage.getByTestId('contract-notice-none');
    await renews.waitFor();
    expect(await renews.innerText()).toContain('at least 45 days before it');

    // A rent rule: a code that is not lower-case words is refused in Arabic, then saved with its source.
    await page.getByTestId('rent-rule-add').click();
    await page.getByTestId('rent-rule-form').waitFor();
    await page.getByTestId('rent-rule-code').fill('Medina Rule');
    await choose(page, 'rent-rule_city', 'المدينة المنورة');
    await fillDate(page, 'rent-rule_validFrom', '2027-01-01');
    await page.getByTestId('rent-rule-name-ar').fill('حد تجريبي في المدينة');
    await page.getByTestId('rent-rule-name-en').fill('Medina test limit');
    await page.getByTestId('rent-rule-source').fill('مصدر تجريبي للقاعدة');
    const badCode = await save(page, page.getByTestId('rent-rule-save'), 'حُفظت قاعدة الإيجار');
    expect(badCode).toContain('أحرف لاتينية صغيرة وأرقام');
    await page.getByTestId('rent-rule-code').fill(code);
    await page.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
    expect(await save(page, page.getByTestId('rent-rule-save'), 'حُفظت قاعدة الإيجار')).toBe('saved');
    await page.getByTestId('rent-rules').getByText('حد تجريبي في المدينة').waitFor();
    const added = (await admin.get<LeaseRules>('/api/estate/lease-rules')).body.rentRules.find(
      (rule) => rule.code === code,
    );
    expect(added).toMatchObject({ city: 'medina', validFrom: '2027-01-01', source: 'مصدر تجريبي للقاعدة' });

    // A property manager reads the rules without the buttons.
    const reader = (await openPage(harness.browser, { language: 'ar' })).page;
    await openAsManager(reader, '/estate/lease-rules');
    await reader.getByTestId('rent-rules').getByText('حد تجريبي في المدينة').waitFor();
    expect(await reader.getByTestId('lease-settings-edit').count()).toBe(0);
    expect(await reader.getByTestId('rent-rule-edit').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  } finally {
    const rule = (await admin.get<LeaseRules>('/api/estate/lease-rules')).body.rentRules.find(
      (candidate) => candidate.code === code,
    );
    if (rule) await admin.delete(`/api/estate/lease-rules/rent-rules/${rule.id}`);
    await admin.patch('/api/estate/lease-rules/settings', {
      noticeDays: 60,
      reminderDays: [90, 60, 30],
      source:
        'Ejar: a lease renews automatically unless either party gives notice at least 60 days before its end; a contract can be renewed from 60 days before it ends to 120 days after.',
    });
  }
});
