import {
  ESTATE_EXPORT_FILES,
  type EstateImportResult,
  type EstateOwner,
  type EstateTenant,
  formatPhone,
  OWNER_EXPORT_COLUMNS,
  TENANT_EXPORT_COLUMNS,
} from '@estate/contracts';
import { type ApiClient, refusalOf, signInAs } from './support/auth.js';
import {
  fromToday,
  invalidFields,
  makeContract,
  makeOwner,
  makeProperty,
  makeTenant,
  makeUnit,
} from './support/estate.js';
import { BOM, csvRows, download, xlsxRows } from './support/exports.js';
import { startTestApp, type TestApp } from './support/server.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec's columns of a file: the first cells of each row. */
const specColumns = (rows: string[][], count: number) => rows.map((row) => row.slice(0, count));

describe('owners and tenants export', () => {
  let app: TestApp;
  let manager: ApiClient;
  let jeddahOwner: EstateOwner;
  let riyadhOwner: EstateOwner;
  let tenant: EstateTenant;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
    jeddahOwner = await makeOwner(manager, { name: 'مالك زمرد الأول', nameEn: 'Zumurrud One', city: 'jeddah' });
    riyadhOwner = await makeOwner(manager, { name: 'مالك زمرد الثاني', city: 'riyadh', status: 'suspended' });
    const property = await makeProperty(manager, jeddahOwner.id, { title: 'عمارة زمرد', titleEn: 'Zumurrud Building' });
    const unit = await makeUnit(manager, property.id, { unitNumber: 'ZM-1', rentPrice: 4200 });
    await makeUnit(manager, property.id, { unitNumber: 'ZM-2' });
    const made = await makeTenant(manager, { name: 'مستأجر زمرد', nameEn: 'Zumurrud Tenant' });
    await makeContract(manager, {
      unitId: unit.id,
      tenantId: made.id,
      // Its first invoice is due today: due, not yet late.
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 4200,
      securityDeposit: 8400,
      paymentFrequency: 'monthly',
    });
    tenant = (await manager.get<EstateTenant>(`/api/estate/tenants/${made.id}`)).body;
    jeddahOwner = (await manager.get<EstateOwner>(`/api/estate/owners/${jeddahOwner.id}`)).body;
  });
  afterAll(() => app?.stop());

  it("writes owners-export.csv with the spec's columns, headers in the language asked, honouring the list's filters", async () => {
    const english = await download(manager, `/api/estate/owners/export?q=${encodeURIComponent('زمرد')}&lang=en`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-disposition')).toBe(`attachment; filename="${ESTATE_EXPORT_FILES.owners}"`);
    expect([...english.bytes.subarray(0, 3)]).toEqual(BOM);
    const [headers, ...rows] = csvRows(english.bytes);
    expect(headers!.slice(0, OWNER_EXPORT_COLUMNS.length)).toEqual([
      'Name',
      'National ID',
      'Email',
      'Phone',
      'City',
      'Properties',
      'Units (occupied / total)',
      'Monthly income',
      'Join date',
      'Status',
    ]);
    // The list's order (newest first), the record's own name, the list's figures.
    expect(specColumns(rows, OWNER_EXPORT_COLUMNS.length)).toEqual([
      [
        riyadhOwner.name,
        riyadhOwner.nationalId,
        riyadhOwner.email,
        formatPhone(riyadhOwner.phone, 'en'),
        'Riyadh',
        '0',
        '0 / 0',
        '0',
        riyadhOwner.joinDate,
        'Suspended',
      ],
      [
        jeddahOwner.name,
        jeddahOwner.nationalId,
        jeddahOwner.email,
        formatPhone(jeddahOwner.phone, 'en'),
        'Jeddah',
        '1',
        '1 / 2',
        '4200',
        jeddahOwner.joinDate,
        'Active',
      ],
    ]);

    const arabic = await download(manager, `/api/estate/owners/export?q=${encodeURIComponent('زمرد')}&city=jeddah`);
    const [arabicHeaders, ...arabicRows] = csvRows(arabic.bytes);
    expect(arabicHeaders!.slice(0, OWNER_EXPORT_COLUMNS.length)).toEqual([
      'الاسم',
      'رقم الهوية',
      'البريد الإلكتروني',
      'الجوال',
      'المدينة',
      'العقارات',
      'الوحدات (مؤجرة / الكل)',
      'الدخل الشهري',
      'تاريخ الانضمام',
      'الحالة',
    ]);
    expect(arabicRows.map((row) => [row[0], row[4], row[9]])).toEqual([[jeddahOwner.name, 'جدة', 'نشط']]);

    const suspended = await download(
      manager,
      `/api/estate/owners/export?q=${encodeURIComponent('زمرد')}&status=suspended`,
    );
    expect(
      csvRows(suspended.bytes)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([riyadhOwner.nationalId]);
  });

  it("writes tenants-export.csv with the spec's columns, the tenant's contract and balance, honouring the list's filters", async () => {
    const contract = tenant.contract!;
    const english = await download(manager, `/api/estate/tenants/export?q=${tenant.nationalId}&lang=en`);
    expect(english.headers.get('content-disposition')).toBe(`attachment; filename="${ESTATE_EXPORT_FILES.tenants}"`);
    const [headers, ...rows] = csvRows(english.bytes);
    expect(headers!.slice(0, TENANT_EXPORT_COLUMNS.length)).toEqual([
      'Name',
      'National ID',
      'Email',
      'Phone',
      'Property',
      'Unit number',
      'Monthly rent',
      'Contract period',
      'Next payment due',
      'Payment status',
      'Contract status',
      'Outstanding',
    ]);
    expect(specColumns(rows, TENANT_EXPORT_COLUMNS.length)).toEqual([
      [
        tenant.name,
        tenant.nationalId,
        tenant.email,
        formatPhone(tenant.phone, 'en'),
        'Zumurrud Building',
        'ZM-1',
        '4200',
        `${contract.startDate} – ${contract.endDate}`,
        tenant.nextPaymentDue ?? '',
        'Current',
        'Active',
        String(tenant.outstandingBalance),
      ],
    ]);

    const arabic = await download(manager, `/api/estate/tenants/export?q=${tenant.nationalId}`);
    const [arabicHeaders, ...arabicRows] = csvRows(arabic.bytes);
    expect(arabicHeaders!.slice(0, TENANT_EXPORT_COLUMNS.length)).toEqual([
      'الاسم',
      'رقم الهوية',
      'البريد الإلكتروني',
      'الجوال',
      'العقار',
      'رقم الوحدة',
      'الإيجار الشهري',
      'فترة العقد',
      'الدفعة القادمة',
      'حالة الدفع',
      'حالة العقد',
      'المبلغ المستحق',
    ]);
    expect(arabicRows.map((row) => [row[4], row[9], row[10]])).toEqual([['عمارة زمرد', 'منتظم', 'نشط']]);

    for (const filter of ['status=inactive', 'paymentStatus=late', 'city=riyadh']) {
      const narrowed = await download(manager, `/api/estate/tenants/export?q=${tenant.nationalId}&${filter}`);
      expect(csvRows(narrowed.bytes)).toHaveLength(1);
    }
  });

  it('writes the same rows as an XLSX workbook that exceljs reads', async () => {
    for (const [list, fileName] of [
      ['owners', 'owners-export.xlsx'],
      ['tenants', 'tenants-export.xlsx'],
    ] as const) {
      const path = `/api/estate/${list}/export?q=${encodeURIComponent('زمرد')}&lang=en`;
      const workbook = await download(manager, `${path}&format=xlsx`);
      expect(workbook.status).toBe(200);
      expect(workbook.headers.get('content-type')).toBe(XLSX);
      expect(workbook.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      expect([...workbook.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // a zip: PK\3\4
      const fromCsv = csvRows((await download(manager, path)).bytes);
      expect(fromCsv.length).toBeGreaterThan(1);
      expect(await xlsxRows(workbook.bytes)).toEqual(fromCsv);
    }
  });

  it('writes files an import of the same records reads: only their national IDs, taken already, are refused', async () => {
    for (const list of ['owners', 'tenants'] as const) {
      for (const lang of ['ar', 'en']) {
        const file = await download(manager, `/api/estate/${list}/export?q=${encodeURIComponent('زمرد')}&lang=${lang}`);
        const response = await fetch(`${app.baseUrl}/api/estate/import/${list}?mode=dry-run`, {
          method: 'POST',
          headers: { cookie: manager.cookieHeader(), 'content-type': 'text/csv' },
          body: Uint8Array.from(file.bytes),
        });
        const result = (await response.json()) as EstateImportResult;
        expect(result.totalRows).toBe(list === 'owners' ? 2 : 1);
        expect(result.errors.map((error) => [error.field, error.code])).toEqual(
          Array.from({ length: result.totalRows }, () => ['nationalId', 'NATIONAL_ID_TAKEN']),
        );
      }
    }
  });

  it('refuses a format, a language or a filter it does not know, naming the field', async () => {
    for (const [path, field] of [
      ['/api/estate/owners/export?format=pdf', 'format'],
      ['/api/estate/tenants/export?lang=fr', 'lang'],
      ['/api/estate/owners/export?status=expired', 'status'],
      ['/api/estate/tenants/export?paymentStatus=paid', 'paymentStatus'],
      ['/api/estate/tenants/export?page=2', 'page'],
    ]) {
      const refused = await download(manager, path!);
      const body: unknown = JSON.parse(new TextDecoder().decode(refused.bytes));
      expect(refusalOf({ status: refused.status, body })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(body)).toEqual([field]);
    }
  });

  it("lets the lists' readers export and refuses the other roles", async () => {
    const accountant = await signInAs(app.baseUrl, 'accountant');
    for (const list of ['owners', 'tenants']) {
      expect((await download(accountant, `/api/estate/${list}/export`)).status).toBe(200);
      for (const role of ['tenant', 'user'] as const) {
        const refused = await download(await signInAs(app.baseUrl, role), `/api/estate/${list}/export`);
        const body: unknown = JSON.parse(new TextDecoder().decode(refused.bytes));
        expect(refusalOf({ status: refused.status, body })).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
    }
  });
});
