import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import {
  addDays,
  DEMO_PASSWORD,
  daysBetween,
  demoEmailFor,
  type ContractInvoices,
  type CreateUserRequest,
  type EstateContract,
  type EstateList,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  type EstateUnit,
  type PropertyOwnershipPeriod,
  todayInRiyadh,
  type UserDto,
} from '@estate/contracts';
import { type ApiClient, signInAs } from '@estate/test-support';
import { openPage } from '../support/browser';
import { choose, fillDate, save, searchBox, uniqueNationalId, yearFrom } from '../support/estate';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';
import { startSite, type Site } from '../support/site';
import { eventually, settled } from '../support/wait';

const harness = useSiteAndBrowser();

/** A minimal PDF and a whole 1×1 PNG: the object store goes by a file's content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What the tests share: the records the first one made through the screens. */
const made = {
  contractNumber: '',
  ownerName: '',
  ownerNameEn: '',
  tenantName: '',
  tenantNameEn: '',
  propertyTitle: '',
  unitNumber: '',
  ownerAccount: null as UserDto | null,
  tenantAccount: null as UserDto | null,
  documentUrl: '',
};

/** A portal account of the role, made by the demo admin as the user administration does. */
async function newAccount(baseUrl: string, role: 'owner' | 'tenant', name: string): Promise<UserDto> {
  const admin = await signInAs(baseUrl, 'admin');
  const input: CreateUserRequest = {
    name,
    email: `${role}.${Date.now()}@example.sa`,
    role,
    password: DEMO_PASSWORD,
  };
  const response = await admin.post<UserDto>('/api/users', input);
  expect(response.status).toBe(201);
  return response.body;
}

const managers = new Map<string, Promise<ApiClient>>();
const managerOf = (baseUrl: string) => {
  if (!managers.has(baseUrl)) managers.set(baseUrl, signInAs(baseUrl, 'property_manager'));
  return managers.get(baseUrl)!;
};

/** A contract and its invoices as the API answers them, found by number. */
async function contractByNumber(baseUrl: string, contractNumber: string) {
  const manager = await managerOf(baseUrl);
  const list = await manager.get<EstateList<EstateContract>>(
    `/api/estate/contracts?q=${encodeURIComponent(contractNumber)}`,
  );
  expect(list.status).toBe(200);
  const contract = list.body.items.find((item) => item.contractNumber === contractNumber);
  if (!contract) return null;
  const invoices = await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`);
  expect(invoices.status).toBe(200);
  return { contract, invoices: invoices.body };
}

async function signInAsManager(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}/login?next=${encodeURIComponent(path)}`);
  await signInWithForm(page, demoEmailFor('property_manager'), DEMO_PASSWORD);
}

test('a property manager, in Arabic, adds an owner and a tenant linked to their accounts, a property and a unit, then a contract with its signed copy, and sees its invoices', async () => {
  const stamp = Date.now().toString().slice(-7);
  const ownerId = uniqueNationalId('1');
  const tenantId = uniqueNationalId('2');
  made.ownerName = `مالك اختبار ${stamp}`;
  made.ownerNameEn = `Test Owner ${stamp}`;
  made.tenantName = `مستأجر اختبار ${stamp}`;
  made.tenantNameEn = `Test Tenant ${stamp}`;
  made.propertyTitle = `عمارة الاختبار ${stamp}`;
  made.unitNumber = `U-${stamp}`;
  const { startDate, endDate } = yearFrom(40);
  made.contractNumber = `CNT-${startDate.slice(0, 4)}-${stamp}`;
  const { page, problems } = await openPage(harness.browser);
  const base = harness.site.baseUrl;
  made.ownerAccount = await newAccount(base, 'owner', `حساب مالك ${stamp}`);
  made.tenantAccount = await newAccount(base, 'tenant', `حساب مستأجر ${stamp}`);

  // An owner: a wrong national ID is refused by the form itself (the server's rule: 10 digits, Luhn check); ten digits
  // from 1 whose check digit fails say so.
  await signInAsManager(page, base, '/estate/owners');
  await page.getByTestId('owners-page').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.getByTestId('add-owner').click();
  await page.getByTestId('owner-form').waitFor();
  await page.locator('#add-owner_name').fill(made.ownerName);
  await page.locator('#add-owner_nameEn').fill(made.ownerNameEn);
  await page.locator('#add-owner_nationalId').fill('1234567890');
  await page.locator('#add-owner_phone').fill('0501234567');
  await page.getByTestId('owner-save').click();
  await page.getByText('رقم التحقق (آخر رقم) لا يطابق').waitFor();
  await page.locator('#add-owner_nationalId').fill(ownerId);
  // Linked to the owner's portal account, found by a part of its name.
  await choose(page, 'add-owner_userId', made.ownerAccount.email, stamp);
  expect(await save(page, page.getByTestId('owner-save'), 'تم حفظ المالك')).toBe('saved');
  await page.getByTestId('owner-form').waitFor({ state: 'detached' });
  const ownerRow = page.getByTestId('owners-table').locator('tr', { hasText: made.ownerName });
  expect(
    await eventually(
      () => ownerRow.getByTestId('linked-account').textContent(),
      (text) => !!text?.includes(made.ownerAccount!.email),
    ),
  ).toContain(made.ownerAccount.email);

  // A tenant, with an emergency contact.
  await page.goto(`${base}/estate/tenants`);
  await page.getByTestId('add-tenant').click();
  await page.getByTestId('tenant-form').waitFor();
  await page.locator('#add-tenant_name').fill(made.tenantName);
  await page.locator('#add-tenant_nameEn').fill(made.tenantNameEn);
  await page.locator('#add-tenant_nationalId').fill(tenantId);
  await page.locator('#add-tenant_phone').fill('0551234567');
  await page.locator('#add-tenant_emergencyContact').fill('قريب المستأجر');
  await page.locator('#add-tenant_emergencyPhone').fill('0561234567');
  // An account linked to another tenant already is named with them and cannot be chosen (one record per account).
  await page.locator('#add-tenant_userId').click();
  await page.locator('#add-tenant_userId').fill(demoEmailFor('tenant'));
  const taken = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'مرتبط بـ' });
  await taken.first().waitFor();
  expect(await taken.first().getAttribute('aria-disabled')).toBe('true');
  await page.locator('#add-tenant_userId').press('Escape');
  await choose(page, 'add-tenant_userId', made.tenantAccount.email, stamp);
  expect(await save(page, page.getByTestId('tenant-save'), 'تم حفظ المستأجر')).toBe('saved');
  const tenantRow = page.getByTestId('tenants-table').locator('tr', { hasText: made.tenantName });
  expect(
    await eventually(
      () => tenantRow.getByTestId('linked-account').textContent(),
      (text) => !!text?.includes(made.tenantAccount!.email),
    ),
  ).toContain(made.tenantAccount.email);

  // A property of that owner.
  await page.goto(`${base}/estate/properties/add`);
  await page.getByTestId('property-form').waitFor();
  await page.locator('#add-property_title').fill(made.propertyTitle);
  await choose(page, 'add-property_ownerId', made.ownerName, stamp);
  await choose(page, 'add-property_type', 'عمارة');
  await choose(page, 'add-property_city', 'الرياض');
  await page.locator('#add-property_district').fill('الملقا');
  await page.locator('#add-property_address').fill('طريق الملك فهد');
  expect(await save(page, page.getByTestId('property-save'), 'تم حفظ العقار')).toBe('saved');
  await page.waitForURL((url) => url.pathname === '/estate/properties');

  // A unit in it.
  await page.goto(`${base}/estate/units/add`);
  await page.getByTestId('unit-form').waitFor();
  await choose(page, 'add-unit_propertyId', made.propertyTitle, stamp);
  await page.locator('#add-unit_unitNumber').fill(made.unitNumber);
  await choose(page, 'add-unit_unitType', 'شقة');
  await page.locator('#add-unit_rentPrice').fill('4000');
  expect(await save(page, page.getByTestId('unit-save'), 'تم حفظ الوحدة')).toBe('saved');

  // The contract: an end before the start is refused by the form.
  await page.goto(`${base}/estate/contracts/add`);
  await page.getByTestId('contract-form').waitFor();
  await page.locator('#add-contract_contractNumber').fill(made.contractNumber);
  await fillDate(page, 'add-contract_startDate', startDate);
  await fillDate(page, 'add-contract_endDate', yearFrom(60).startDate);
  await page.getByText('يجب أن يكون تاريخ النهاية بعد تاريخ البداية').waitFor();
  await fillDate(page, 'add-contract_endDate', endDate);
  await choose(page, 'add-contract_propertyId', made.propertyTitle, stamp);
  // The chosen property's owner shows before saving.
  expect(await page.getByTestId('contract-owner').inputValue()).toBe(made.ownerName);
  await choose(page, 'add-contract_unitId', made.unitNumber);
  // Picking the unit filled its rent.
  expect(await page.locator('#add-contract_rentAmount').inputValue()).toMatch(/4,?000|٤٬?٠٠٠/);
  await choose(page, 'add-contract_tenantId', made.tenantName, stamp);
  await page.locator('#add-contract_securityDeposit').fill('2000');
  // The signed copy, uploaded as soon as it is picked.
  await page
    .getByTestId('contract-documents-input')
    .setInputFiles({ name: 'signed-contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.locator('[data-testid="contract-document-item"][data-status="done"]').waitFor();
  expect(await save(page, page.getByTestId('contract-save'), 'تم حفظ العقد')).toBe('saved');
  await page.waitForURL((url) => url.pathname === '/estate/contracts');

  // Found in the list, then its page: days remaining in the spec's words and colour, and its invoices.
  await searchBox(page, 'contracts-search').fill(made.contractNumber);
  const card = page.locator(`[data-testid="contract-card"][data-contract-number="${made.contractNumber}"]`);
  await card.waitFor();
  await card.getByTestId('contract-view').click();
  await page.getByTestId('contract-view-page').waitFor();
  const days = daysBetween(todayInRiyadh(), endDate);
  const remaining = page.getByTestId('contract-view-page').getByTestId('days-remaining');
  expect(await remaining.getAttribute('data-days')).toBe(String(days));
  expect(await remaining.getAttribute('data-tone')).toBe(days > 30 ? 'ok' : days > 7 ? 'soon' : 'urgent');
  expect(
    await eventually(
      () => remaining.textContent(),
      (text) => !!text?.includes('متبقي'),
    ),
  ).toContain('متبقي');
  expect(
    await settled(
      () => page.getByTestId('contract-view-page').getByTestId('status-badge').first().textContent(),
      'نشط',
    ),
  ).toBe('نشط');

  const saved = await contractByNumber(base, made.contractNumber);
  expect(saved?.contract).toMatchObject({
    tenantName: made.tenantName,
    ownerName: made.ownerName,
    unitNumber: made.unitNumber,
    startDate,
    endDate,
    rentAmount: 4000,
    securityDeposit: 2000,
    paymentFrequency: 'monthly',
    status: 'active',
    documents: [expect.objectContaining({ fileName: 'signed-contract.pdf', contentType: 'application/pdf' })],
  });
  // Its signed copy downloads from its page, as it was uploaded.
  const documentLink = page.getByTestId('contract-documents').getByTestId('contract-document');
  expect(
    await eventually(
      () => documentLink.textContent(),
      (text) => !!text?.includes('signed-contract.pdf'),
    ),
  ).toContain('signed-contract.pdf');
  const [copy] = await Promise.all([page.waitForEvent('download'), documentLink.click()]);
  expect(copy.suggestedFilename()).toBe('signed-contract.pdf');
  made.documentUrl = saved!.contract.documents[0]!.url;
  const downloaded = join(tmpdir(), `contract-document-${Date.now()}.pdf`);
  await copy.saveAs(downloaded);
  expect((await readFile(downloaded)).equals(PDF)).toBe(true);
  // Twelve monthly rents of a residential unit (no VAT), each one a row of the table; its deposit is held by Ejar (a
  // residential unit's default), so the company bills none.
  expect(saved!.contract.depositHolder).toBe('ejar');
  await page.locator(`[data-testid="contract-invoices"][data-count="${saved!.invoices.total}"]`).waitFor();
  const invoices = page.getByTestId('contract-invoices');
  expect(saved!.invoices.total).toBe(12);
  expect(await settled(() => invoices.locator('tbody tr.ant-table-row').count(), 12)).toBe(12);
  expect(saved!.invoices.items.some((invoice) => invoice.type === 'deposit')).toBe(false);
  expect(saved!.invoices.totals.vatAmount).toBe(0);
  expect(await invoices.getByTestId('invoices-total').getAttribute('data-amount')).toBe(String(12 * 4000));
  for (const invoice of saved!.invoices.items)
    await invoices.getByText(invoice.invoiceNumber, { exact: true }).waitFor();
  expect(problems.errors).toEqual([]);
});

test('in English, the screens name the parties in English with their accounts, and an edit swaps the contract’s documents', async () => {
  expect(made.contractNumber).not.toBe('');
  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  const base = harness.site.baseUrl;
  await signInAsManager(page, base, `/estate/contracts?q=${encodeURIComponent(made.contractNumber)}`);
  const card = page.locator(`[data-testid="contract-card"][data-contract-number="${made.contractNumber}"]`);
  await card.waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  expect(await settled(() => card.getByTestId('contract-card-owner').textContent(), made.ownerNameEn)).toBe(
    made.ownerNameEn,
  );
  expect(await settled(() => card.getByTestId('contract-card-tenant').textContent(), made.tenantNameEn)).toBe(
    made.tenantNameEn,
  );
  await card.getByTestId('contract-view').click();
  const view = page.getByTestId('contract-view-page');
  await view.waitFor();
  expect(await settled(() => view.getByTestId('info-owner').locator('dd').textContent(), made.ownerNameEn)).toBe(
    made.ownerNameEn,
  );
  expect(await settled(() => view.getByTestId('info-tenant').locator('dd').textContent(), made.tenantNameEn)).toBe(
    made.tenantNameEn,
  );

  // The edit form names the owner in English; the signed copy gives way to a scan.
  await view.getByTestId('contract-edit').click();
  await page.getByTestId('contract-form').waitFor();
  expect(await page.getByTestId('contract-owner').inputValue()).toBe(made.ownerNameEn);
  await page.getByTestId('contract-document-remove').click();
  await page
    .getByTestId('contract-documents-input')
    .setInputFiles({ name: 'id-scan.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-testid="contract-document-item"][data-status="done"]').waitFor();
  expect(await save(page, page.getByTestId('contract-save'), 'Contract updated successfully')).toBe('saved');
  const links = page.getByTestId('contract-view-page').getByTestId('contract-document');
  await links.filter({ hasText: 'id-scan.png' }).waitFor();
  expect(await settled(() => links.count(), 1)).toBe(1);
  const found = await contractByNumber(base, made.contractNumber);
  expect(found!.contract.documents.map((file) => file.fileName)).toEqual(['id-scan.png']);
  // The copy taken off the contract is no longer served.
  expect((await (await managerOf(base)).get(made.documentUrl)).status).toBe(404);

  // The people lists in English, each with the account it is linked to.
  await page.goto(`${base}/estate/owners?q=${encodeURIComponent(made.ownerNameEn)}`);
  const ownerRow = page.getByTestId('owners-table').locator('tr', { hasText: made.ownerNameEn });
  expect(
    await eventually(
      () => ownerRow.getByTestId('linked-account').textContent(),
      (text) => !!text?.includes(made.ownerAccount!.email),
    ),
  ).toContain(made.ownerAccount!.email);
  await page.goto(`${base}/estate/tenants?q=${encodeURIComponent(made.tenantNameEn)}`);
  const tenantRow = page.getByTestId('tenants-table').locator('tr', { hasText: made.tenantNameEn });
  expect(
    await eventually(
      () => tenantRow.getByTestId('linked-account').textContent(),
      (text) => !!text?.includes(made.tenantAccount!.email),
    ),
  ).toContain(made.tenantAccount!.email);
  const manager = await managerOf(base);
  const owners = await manager.get<EstateList<EstateOwner>>(
    `/api/estate/owners?q=${encodeURIComponent(made.ownerNameEn)}`,
  );
  expect(owners.body.items[0]?.account?.id).toBe(made.ownerAccount!.id);
  const tenants = await manager.get<EstateList<EstateTenant>>(
    `/api/estate/tenants?q=${encodeURIComponent(made.tenantNameEn)}`,
  );
  expect(tenants.body.items[0]?.account?.id).toBe(made.tenantAccount!.id);
  expect(problems.errors).toEqual([]);
});

test('a property manager exports the contracts and imports the file into a fresh database with the same result', async () => {
  expect(made.contractNumber).not.toBe('');
  const { page, problems } = await openPage(harness.browser);
  const base = harness.site.baseUrl;
  await signInAsManager(page, base, `/estate/contracts?q=${encodeURIComponent(made.contractNumber)}`);
  await page.locator(`[data-testid="contract-card"][data-contract-number="${made.contractNumber}"]`).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toBe('contracts-export.csv');
  const file = join(tmpdir(), `contracts-export-${Date.now()}.csv`);
  await download.saveAs(file);
  const bytes = await readFile(file);
  // UTF-8 with a byte-order mark (Excel shows the Arabic), the spec's columns first, in the page's language.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const [header, ...rows] = text.trim().split(/\r?\n/);
  // Every text cell is quoted.
  expect(
    header
      .split(',')
      .slice(0, 6)
      .map((cell) => cell.replace(/^"|"$/g, '')),
  ).toEqual(['رقم العقد', 'العقار', 'المالك', 'المستأجر', 'قيمة الإيجار الشهري', 'الحالة']);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(made.contractNumber);

  const original = await contractByNumber(base, made.contractNumber);
  let fresh: Site | undefined;
  try {
    fresh = await startSite();
    expect(await contractByNumber(fresh.baseUrl, made.contractNumber)).toBeNull();
    await signInAsManager(page, fresh.baseUrl, '/estate/contracts');
    await page.getByTestId('contracts-page').waitFor();
    await page.getByTestId('contracts-import').click();
    await page.getByTestId('import-file').setInputFiles(file);
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('data-valid')).toBe('1');
    expect(await preview.getAttribute('data-invalid')).toBe('0');
    await page.getByTestId('import-commit').click();
    await page.getByText('صف بنجاح').waitFor({ timeout: 60_000 });
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
    await searchBox(page, 'contracts-search').fill(made.contractNumber);
    await page.locator(`[data-testid="contract-card"][data-contract-number="${made.contractNumber}"]`).waitFor();

    const imported = await contractByNumber(fresh.baseUrl, made.contractNumber);
    const facts = (found: typeof original) => {
      const contract = found!.contract;
      return {
        contract: {
          contractNumber: contract.contractNumber,
          propertyTitle: contract.propertyTitle,
          unitNumber: contract.unitNumber,
          ownerName: contract.ownerName,
          tenantName: contract.tenantName,
          startDate: contract.startDate,
          endDate: contract.endDate,
          rentAmount: contract.rentAmount,
          securityDeposit: contract.securityDeposit,
          paymentFrequency: contract.paymentFrequency,
          status: contract.status,
          totalValue: contract.totalValue,
        },
        invoices: found!.invoices.items.map(
          ({ type, periodStart, periodEnd, dueDate, netAmount, vatAmount, totalAmount, status }) => ({
            type,
            periodStart,
            periodEnd,
            dueDate,
            netAmount,
            vatAmount,
            totalAmount,
            status,
          }),
        ),
      };
    };
    expect(facts(imported)).toEqual(facts(original));
  } finally {
    // Leave the fresh site before it stops, so the page asks it nothing more.
    await page.goto('about:blank');
    await fresh?.stop();
  }
  expect(problems.errors).toEqual([]);
});

test('once rent is paid, the property form offers no owner change, and "Transfer ownership" passes the property on a date, in English and Arabic', async () => {
  const base = harness.site.baseUrl;
  const stamp = Date.now().toString().slice(-7);
  const manager = await managerOf(base);
  const admin = await signInAs(base, 'admin');
  const made = async <T>(path: string, body: object, client: ApiClient = manager) => {
    const response = await client.post<T>(path, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const owner = (name: string, nameEn: string) =>
    made<EstateOwner>('/api/estate/owners', { name, nameEn, phone: '0501234567', nationalId: uniqueNationalId('1') });
  const first = await owner(`المالك الأول ${stamp}`, `First Owner ${stamp}`);
  const second = await owner(`المالك الثاني ${stamp}`, `Second Owner ${stamp}`);
  const property = await made<EstateProperty>('/api/estate/properties', {
    title: `عمارة النقل ${stamp}`,
    titleEn: `Transfer Building ${stamp}`,
    ownerId: first.id,
    type: 'building',
    category: 'residential',
    city: 'riyadh',
    district: 'العليا',
    address: 'شارع العليا',
  });
  const unit = await made<EstateUnit>('/api/estate/units', {
    propertyId: property.id,
    unitNumber: `T-${stamp}`,
    unitType: 'apartment',
    rentPrice: 3000,
  });
  const tenant = await made<EstateTenant>('/api/estate/tenants', {
    name: `مستأجر النقل ${stamp}`,
    phone: '0551234567',
    nationalId: uniqueNationalId('2'),
  });
  const { startDate, endDate } = yearFrom(60);
  const contract = await made<EstateContract>('/api/estate/contracts', {
    unitId: unit.id,
    tenantId: tenant.id,
    startDate,
    endDate,
    rentAmount: 3000,
    securityDeposit: 0,
    paymentFrequency: 'monthly',
  });
  const invoices = await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`);
  await made(
    `/api/estate/invoices/${invoices.body.items[0]!.id}/payments`,
    { amount: 3000, method: 'cash', paidOn: startDate },
    admin,
  );
  const transferDate = addDays(todayInRiyadh(), -10);

  const { page, problems } = await openPage(harness.browser, { language: 'en' });
  // The edit form shows the owner but does not let it change, and says how to.
  await signInAsManager(page, base, `/estate/properties/${property.id}/edit`);
  await page.getByTestId('property-form').waitFor();
  expect(
    await eventually(
      () => page.getByTestId('property-owner-locked').textContent(),
      (text) => !!text?.includes('Transfer ownership'),
    ),
  ).toContain('Transfer ownership');
  expect(await page.locator('#edit-property_ownerId').isDisabled()).toBe(true);

  // The property page: "Transfer ownership" with the new owner and the effective date.
  await page.goto(`${base}/estate/properties/${property.id}`);
  const view = page.getByTestId('property-view-page');
  await view.waitFor();
  const recorded = ['Since it was recorded · Current owner'];
  expect(await settled(() => view.getByTestId('ownership-period').allTextContents(), recorded)).toEqual(recorded);
  await view.getByTestId('property-transfer').click();
  await page.getByTestId('transfer-form').waitFor();
  // The current owner cannot be chosen again; a day after today is refused by the form.
  await choose(page, 'transfer-property_ownerId', `Second Owner ${stamp}`, stamp);
  await fillDate(page, 'transfer-property_effectiveDate', addDays(todayInRiyadh(), 1));
  await page.getByText('The effective date cannot be after today').waitFor();
  await fillDate(page, 'transfer-property_effectiveDate', transferDate);
  expect(await save(page, page.getByTestId('transfer-confirm'), 'Ownership transferred')).toBe('saved');
  await page.getByTestId('transfer-form').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="ownership-period"]').length === 2);
  const rows = view.getByTestId('property-ownership').locator('.estate-info-row');
  expect(
    await settled(() => rows.locator('dt').allTextContents(), [`First Owner ${stamp}`, `Second Owner ${stamp}`]),
  ).toEqual([`First Owner ${stamp}`, `Second Owner ${stamp}`]);
  expect(await settled(() => view.getByTestId('info-owner').locator('dd').textContent(), `Second Owner ${stamp}`)).toBe(
    `Second Owner ${stamp}`,
  );
  const history = await manager.get<PropertyOwnershipPeriod[]>(`/api/estate/properties/${property.id}/ownership`);
  expect(history.body.map((period) => [period.ownerId, period.fromDate, period.toDate])).toEqual([
    [first.id, null, transferDate],
    [second.id, transferDate, null],
  ]);
  expect(problems.errors).toEqual([]);

  // In Arabic: the same action and history in Arabic words.
  const arabic = await openPage(harness.browser);
  await signInAsManager(arabic.page, base, `/estate/properties/${property.id}`);
  const arabicView = arabic.page.getByTestId('property-view-page');
  await arabicView.waitFor();
  expect(await settled(() => arabicView.getByTestId('property-transfer').textContent(), 'نقل الملكية')).toBe(
    'نقل الملكية',
  );
  expect(
    await settled(() => arabicView.getByTestId('property-ownership').locator('h2').textContent(), 'سجل الملكية'),
  ).toBe('سجل الملكية');
  await arabicView.getByTestId('ownership-period').nth(1).waitFor();
  expect(
    await eventually(
      () => arabicView.getByTestId('ownership-period').nth(1).textContent(),
      (text) => !!text?.includes('المالك الحالي'),
    ),
  ).toContain('المالك الحالي');
  expect(arabic.problems.errors).toEqual([]);
});
