import {
  type AuditLogPage,
  CONTRACT_EXPORT_COLUMNS,
  type ContractInvoices,
  type EstateContract,
  type EstateImportJob,
  type EstateList,
  type EstateOwner,
  type EstateTenant,
  ESTATE_FIELD_ERROR_MESSAGES,
  ESTATE_IMPORT_MAX_ROWS,
  ESTATE_IMPORT_SYNC_ROWS,
} from '@estate/contracts';
import ExcelJS from 'exceljs';
import { request } from 'node:http';
import { type ApiClient, refusalOf, signInAs } from './support/auth.js';
import {
  fromToday,
  makeContract,
  makeOwner,
  makeProperty,
  makeTenant,
  makeUnit,
  nationalId,
  nextSerial,
} from './support/estate.js';
import { csv, importFile, XLSX } from './support/imports.js';
import { BOM, csvRows, download, xlsxRows } from './support/exports.js';
import { startTestApp, type TestApp } from './support/server.js';

describe('estate export and import', () => {
  let app: TestApp;
  let manager: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
  });
  afterAll(() => app?.stop());

  describe('export', () => {
    let owner: EstateOwner;
    let contract: EstateContract;

    beforeAll(async () => {
      owner = await makeOwner(manager, { name: 'مالك التصدير', nameEn: 'Export Owner' });
      const property = await makeProperty(manager, owner.id, {
        title: 'عمارة التصدير',
        titleEn: 'Export Building',
        city: 'jeddah',
      });
      const unit = await makeUnit(manager, property.id, { unitNumber: 'EX-1', rentPrice: 4200 });
      await makeUnit(manager, property.id, { unitNumber: 'EX-2' });
      const tenant = await makeTenant(manager, { name: 'مستأجر التصدير', nameEn: 'Export Tenant' });
      contract = await makeContract(manager, {
        unitId: unit.id,
        tenantId: tenant.id,
        startDate: fromToday(-10),
        endDate: fromToday(355),
        rentAmount: 4200,
        securityDeposit: 8400,
        paymentFrequency: 'quarterly',
        notes: '=HYPERLINK("http://evil.example")',
      });
    });

    it("writes contracts-export.csv in UTF-8 with a byte-order mark, the spec's columns first, headers in the language asked", async () => {
      const english = await download(manager, `/api/estate/contracts/export?lang=en&ownerId=${owner.id}`);
      expect(english.status).toBe(200);
      expect(english.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(english.headers.get('content-disposition')).toBe('attachment; filename="contracts-export.csv"');
      expect([...english.bytes.subarray(0, 3)]).toEqual(BOM);
      const [headers, ...rows] = csvRows(english.bytes);
      expect(CONTRACT_EXPORT_COLUMNS).toHaveLength(6);
      expect(headers!.slice(0, 6)).toEqual([
        'Contract number',
        'Property',
        'Owner',
        'Tenant',
        'Monthly rent',
        'Status',
      ]);
      // English names where the records have them, as payments-export writes them.
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(0, 6)).toEqual([
        contract.contractNumber,
        'Export Building',
        'Export Owner',
        'Export Tenant',
        '4200',
        'Active',
      ]);
      // A text a spreadsheet would run as a formula is written as text.
      expect(rows[0]).toContain(`'=HYPERLINK("http://evil.example")`);

      const arabic = await download(manager, `/api/estate/contracts/export?ownerId=${owner.id}`);
      const [arabicHeaders, arabicRow] = csvRows(arabic.bytes);
      expect(arabicHeaders!.slice(0, 6)).toEqual([
        'رقم العقد',
        'العقار',
        'المالك',
        'المستأجر',
        'قيمة الإيجار الشهري',
        'الحالة',
      ]);
      expect(arabicRow!.slice(1, 4)).toEqual(['عمارة التصدير', 'مالك التصدير', 'مستأجر التصدير']);
      expect(arabicRow![5]).toBe('نشط');
    });

    it("writes properties-export.csv with the spec's columns, honouring the list's filters", async () => {
      const file = await download(manager, `/api/estate/properties/export?ownerId=${owner.id}&lang=en`);
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="properties-export.csv"');
      expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
      const [headers, ...rows] = csvRows(file.bytes);
      expect(headers!.slice(0, 6)).toEqual([
        'Property name',
        'Location',
        'Total units',
        'Occupied / vacant',
        'Monthly income',
        'Status',
      ]);
      expect(rows.map((row) => row.slice(0, 6))).toEqual([
        ['عمارة التصدير', 'Jeddah - الفيصلية', '2', '1 / 1', '4200', 'Active'],
      ]);

      const elsewhere = await download(manager, `/api/estate/properties/export?ownerId=${owner.id}&city=riyadh`);
      expect(csvRows(elsewhere.bytes)).toHaveLength(1);
    });

    it('quotes every text cell, and guards a formula after any separator inside a text', async () => {
      const hostile = "Leak;=cmd|' /C calc'!A0;";
      await app.database.query(`UPDATE estate_contracts SET notes = $1 WHERE id = $2`, [hostile, contract.id]);
      try {
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
          (await download(manager, `/api/estate/contracts/export?lang=en&ownerId=${owner.id}`)).bytes.subarray(3),
        );
        const [header, line] = text.split('\r\n');
        expect(header).toMatch(/^"Contract number","Property",/);
        expect(line).toMatch(new RegExp(`^"${contract.contractNumber}","Export Building",`));
        expect(line).toContain(`"Leak;'=cmd|' /C calc'!A0;"`);
        // A spreadsheet splitting the line on ";" (its list separator) without minding the quotes: no formula cell.
        const cells = line!.split(';').map((cell) => cell.replace(/^"/, '').trimStart());
        expect(cells.filter((cell) => /^[=+@]|^-\D/.test(cell))).toEqual([]);
        // Read as a CSV, the note is the text as typed but for its guard.
        expect(csvRows(new TextEncoder().encode(`\uFEFF${text}`))[1]).toContain(`Leak;'=cmd|' /C calc'!A0;`);
      } finally {
        await app.database.query(`UPDATE estate_contracts SET notes = $1 WHERE id = $2`, [
          '=HYPERLINK("http://evil.example")',
          contract.id,
        ]);
      }
    });

    it('writes the same rows as an XLSX workbook that exceljs reads', async () => {
      const path = `/api/estate/contracts/export?lang=en&ownerId=${owner.id}`;
      const workbook = await download(manager, `${path}&format=xlsx`);
      expect(workbook.headers.get('content-type')).toBe(XLSX);
      expect(workbook.headers.get('content-disposition')).toBe('attachment; filename="contracts-export.xlsx"');
      const fromCsv = csvRows((await download(manager, path)).bytes).map((row) =>
        row.map((cell) => cell.replace(/^'/, '')),
      );
      expect(await xlsxRows(workbook.bytes)).toEqual(fromCsv);
    });

    it('lets readers export and refuses them imports', async () => {
      const accountant = await signInAs(app.baseUrl, 'accountant');
      expect((await download(accountant, '/api/estate/contracts/export')).status).toBe(200);
      const refused = await importFile(accountant, 'tenants', 'dry-run', 'name,phone,nationalId\r\n');
      expect(refusalOf(refused)).toEqual({ status: 403, code: 'FORBIDDEN' });
      const tenant = await signInAs(app.baseUrl, 'tenant');
      expect((await download(tenant, '/api/estate/properties/export')).status).toBe(403);
    });
  });

  describe('import', () => {
    const tenantsCount = async (q: string) =>
      (await manager.get<EstateList<EstateTenant>>(`/api/estate/tenants?q=${q}`)).body.total;

    it('answers each bad row in Arabic and English on a dry run and writes nothing; the commit writes the valid rows', async () => {
      const [good, other] = [nationalId(2, nextSerial()), nationalId(1, nextSerial())];
      const file = csv([
        ['الاسم', 'الجوال', 'رقم الهوية', 'المدينة', 'ignored column'],
        ['ريم المطيري', '٠٥٠١٢٣٤٥٦٧', good, 'جدة', 'x'],
        ['', '12', '12345', 'Atlantis', ''],
        ['تكرار', '0551234567', good, 'riyadh', ''],
        ['هند', '0561234567', other, '', ''],
      ]);
      const dryRun = await importFile(manager, 'tenants', 'dry-run', file);
      expect(dryRun.status).toBe(200);
      expect(dryRun.body).toMatchObject({
        entity: 'tenants',
        mode: 'dry-run',
        totalRows: 4,
        validRows: 2,
        invalidRows: 2,
      });
      expect(dryRun.body.imported).toBe(0);
      const byField = Object.fromEntries(dryRun.body.errors.map((error) => [`${error.row}:${error.field}`, error]));
      expect(Object.keys(byField).sort()).toEqual(['2:city', '2:name', '2:nationalId', '2:phone', '3:nationalId']);
      expect(byField['2:name']).toEqual({
        row: 2,
        field: 'name',
        // The preview names the field by its column's header in the page's language, not by its key.
        fieldLabel: { ar: 'الاسم', en: 'Name' },
        code: 'REQUIRED',
        message: ESTATE_FIELD_ERROR_MESSAGES.REQUIRED,
      });
      expect(byField['2:nationalId']!.fieldLabel).toEqual({ ar: 'رقم الهوية', en: 'National ID' });
      expect(byField['2:phone']!.code).toBe('INVALID_PHONE');
      expect(byField['2:nationalId']!.message).toEqual(ESTATE_FIELD_ERROR_MESSAGES.INVALID_NATIONAL_ID);
      expect(byField['2:city']!.code).toBe('INVALID_CITY');
      expect(byField['3:nationalId']).toMatchObject({
        code: 'NATIONAL_ID_TAKEN',
        message: { ar: expect.stringContaining('الصف 1'), en: expect.stringContaining('row 1') },
      });
      expect(await tenantsCount(good)).toBe(0);

      const commit = await importFile(manager, 'tenants', 'commit', file);
      expect(commit.status).toBe(200);
      expect(commit.body).toMatchObject({ mode: 'commit', validRows: 2, invalidRows: 2, imported: 2, jobId: null });
      const [saved] = (await manager.get<EstateList<EstateTenant>>(`/api/estate/tenants?q=${good}`)).body.items;
      // Stored by the tenant route's own rules: the phone in E.164, the city as its key.
      expect(saved).toMatchObject({ name: 'ريم المطيري', phone: '+966501234567', city: 'jeddah' });
      expect(await tenantsCount(other)).toBe(1);

      const admin = await signInAs(app.baseUrl, 'admin');
      const audit = (await admin.get<AuditLogPage>('/api/audit-logs?action=estate.import')).body.items;
      expect(audit[0]!.description).toMatch(
        /^Import of tenants from "import\.csv": 2 tenant\(s\); 2 row\(s\) with errors/,
      );

      // Imported again, every row is refused: those national IDs are recorded now.
      const again = await importFile(manager, 'tenants', 'dry-run', file, { form: false });
      expect(again.body).toMatchObject({ validRows: 0, invalidRows: 4 });
    });

    it('writes all of a commit or nothing of it', async () => {
      if (app.database.kind !== 'postgres') return;
      const ids = Array.from({ length: 5 }, () => nationalId(1, nextSerial()));
      // The database refuses the fourth tenant as the commit writes it (after the others are written).
      await app.database.query(`
        CREATE FUNCTION refuse_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.national_id = '${ids[3]}' THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$`);
      await app.database.query(
        `CREATE TRIGGER refuse_tenant_trg BEFORE INSERT ON estate_tenants FOR EACH ROW EXECUTE FUNCTION refuse_tenant()`,
      );
      try {
        const file = csv([
          ['name', 'phone', 'nationalId'],
          ...ids.map((id, index) => [`مستأجر ${index}`, '0501112233', id]),
        ]);
        expect((await importFile(manager, 'tenants', 'dry-run', file)).body.validRows).toBe(5);
        const commit = await importFile(manager, 'tenants', 'commit', file);
        expect(refusalOf(commit)).toEqual({ status: 500, code: 'INTERNAL_ERROR' });
        for (const id of ids) expect(await tenantsCount(id)).toBe(0);
      } finally {
        await app.database.query(`DROP TRIGGER refuse_tenant_trg ON estate_tenants`);
        await app.database.query(`DROP FUNCTION refuse_tenant()`);
      }
    });

    it('imports properties and units from XLSX, by owner national ID and property name', async () => {
      const owner = await makeOwner(manager);
      const workbook = new ExcelJS.Workbook();
      const properties = workbook.addWorksheet('properties');
      properties.addRow([
        'Property name',
        'Owner national ID',
        'Property type',
        'Category',
        'City',
        'District',
        'Address',
      ]);
      properties.addRow(['برج الاستيراد', owner.nationalId, 'Building', 'سكني', 'الدمام', 'الشاطئ', 'شارع الخليج']);
      properties.addRow([
        'بلا مالك',
        nationalId(1, nextSerial()),
        'building',
        'residential',
        'dammam',
        'الشاطئ',
        'شارع',
      ]);
      const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
      const imported = await importFile(manager, 'properties', 'commit', bytes, { type: XLSX });
      expect(imported.body).toMatchObject({ validRows: 1, imported: 1 });
      expect(imported.body.errors).toEqual([
        expect.objectContaining({ row: 2, field: 'ownerNationalId', code: 'UNKNOWN_REFERENCE' }),
      ]);

      const units = csv([
        ['property', 'unitNumber', 'unitType', 'area', 'rentPrice'],
        ['برج الاستيراد', 'A-1', 'شقة', '110', '3,500'],
        ['برج الاستيراد', 'a-1', 'apartment', '90', '3000'],
        ['برج الاستيراد', 'A-2', 'castle', '-5', '-1'],
      ]);
      const dryRun = await importFile(manager, 'units', 'dry-run', units);
      expect(dryRun.body.errors.map((error) => `${error.row}:${error.field}:${error.code}`).sort()).toEqual([
        '2:unitNumber:UNIT_NUMBER_TAKEN',
        '3:area:INVALID_NUMBER',
        '3:rentPrice:NEGATIVE_AMOUNT',
        '3:unitType:INVALID_CHOICE',
      ]);
      expect((await importFile(manager, 'units', 'commit', units)).body.imported).toBe(1);
    });

    it('refuses what it cannot import, with a code', async () => {
      const png = Uint8Array.from(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      );
      const notSheet = await importFile(manager, 'owners', 'dry-run', png, { type: 'image/png' });
      expect(refusalOf(notSheet)).toEqual({ status: 400, code: 'IMPORT_FILE_INVALID' });
      // Told apart in the import's worker thread, and answered with why.
      expect(notSheet.body).toMatchObject({
        message: 'The file is neither a CSV nor an XLSX workbook',
        details: { reason: 'type', found: 'image/png' },
      });
      const empty = await importFile(manager, 'owners', 'dry-run', new Uint8Array(0), { type: 'text/csv' });
      expect(refusalOf(empty)).toEqual({ status: 400, code: 'IMPORT_FILE_INVALID' });
      expect(empty.body).toMatchObject({ details: { reason: 'empty' } });

      const missing = await importFile(manager, 'owners', 'dry-run', 'name,email\r\nسعد,a@b.sa\r\n');
      expect(refusalOf(missing)).toEqual({ status: 400, code: 'IMPORT_FILE_INVALID' });
      expect(missing.body).toMatchObject({
        details: { reason: 'missing_columns', missingColumns: ['phone', 'nationalId'] },
      });

      const rows = Array.from({ length: ESTATE_IMPORT_MAX_ROWS + 1 }, (_, index) => `n${index},0501234567,1`);
      const tooMany = await importFile(manager, 'owners', 'dry-run', `name,phone,nationalId\n${rows.join('\n')}`);
      expect(refusalOf(tooMany)).toEqual({ status: 400, code: 'IMPORT_TOO_MANY_ROWS' });

      expect(refusalOf(await manager.post('/api/estate/import/owners', { name: 'x' }))).toEqual({
        status: 400,
        code: 'IMPORT_FILE_INVALID',
      });
      expect(refusalOf(await manager.post('/api/estate/import/castles', {}))).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });

      // Refused on its declared size, before any of it is read.
      const tooLarge = await new Promise<{ status: number; code: unknown }>((resolve, reject) => {
        const post = request(
          `${app.baseUrl}/api/estate/import/owners`,
          {
            method: 'POST',
            headers: { cookie: manager.cookieHeader(), 'content-type': 'text/csv', 'content-length': 21 * 1024 * 1024 },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => {
              post.destroy();
              resolve({ status: response.statusCode ?? 0, code: (JSON.parse(text) as { code: unknown }).code });
            });
          },
        );
        post.on('error', reject);
        post.flushHeaders();
      });
      expect(tooLarge).toEqual({ status: 413, code: 'IMPORT_FILE_INVALID' });
    });

    it('imports 10,000 rows as a job whose progress is polled, answering other requests meanwhile', async () => {
      const first = nextSerial();
      const lines = [['name', 'phone', 'nationalId', 'city']];
      for (let index = 0; index < 10_000; index += 1) {
        lines.push([
          `مستأجر ${index}`,
          `05${String(50_000_000 + index)}`,
          nationalId(2, first + 100_000 + index),
          'riyadh',
        ]);
      }
      const started = await importFile(manager, 'tenants', 'commit', csv(lines));
      expect(started.status).toBe(202);
      expect(10_000).toBeGreaterThan(ESTATE_IMPORT_SYNC_ROWS);
      const jobId = started.body.jobId!;
      expect(started.body).toMatchObject({ totalRows: 10_000, imported: 0, jobId: expect.any(String) });

      const seen: EstateImportJob[] = [];
      let answeredWhileRunning = 0;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        // Another request, then the job: if the import held the event loop, the job would be over by then.
        const other = await manager.get<EstateList<EstateOwner>>('/api/estate/owners?limit=1');
        expect(other.status).toBe(200);
        const job = (await manager.get<EstateImportJob>(`/api/estate/import/jobs/${jobId}`)).body;
        seen.push(job);
        if (job.status === 'queued' || job.status === 'running') answeredWhileRunning += 1;
        if (job.status === 'done' || job.status === 'failed') break;
      }
      const last = seen.at(-1)!;
      expect(last).toMatchObject({ status: 'done', processedRows: 10_000, progress: 1 });
      expect(last.result).toMatchObject({ mode: 'commit', validRows: 10_000, imported: 10_000, jobId });
      expect(answeredWhileRunning).toBeGreaterThan(0);
      const progress = seen.map((job) => job.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.some((value) => value < 1)).toBe(true);

      // Only the account that started a job reads it.
      const admin = await signInAs(app.baseUrl, 'admin');
      expect(refusalOf(await admin.get(`/api/estate/import/jobs/${jobId}`))).toEqual({
        status: 404,
        code: 'IMPORT_JOB_NOT_FOUND',
      });
      expect(
        (await manager.get<EstateList<EstateTenant>>(`/api/estate/tenants?q=${lines[10_000]![2]}`)).body.total,
      ).toBe(1);
    });
  });

  describe('a contracts export imported into a fresh database', () => {
    let fresh: TestApp;
    afterAll(() => fresh?.stop());

    it('gives the same contracts, in every status, with the same invoices', async () => {
      const owner = await makeOwner(manager, { name: 'مالك الرحلة', nameEn: null });
      const property = await makeProperty(manager, owner.id, { title: 'مجمع الرحلة', category: 'commercial' });
      const [shop, flat] = [
        await makeUnit(manager, property.id, { unitNumber: 'R-1', unitType: 'shop' }),
        await makeUnit(manager, property.id, { unitNumber: 'R-2' }),
      ];
      const [first, second] = [await makeTenant(manager), await makeTenant(manager)];
      const serial = nextSerial() % 10_000;
      const number = (n: number) => `CNT-1990-${String(serial * 10 + n).padStart(6, '0')}`;
      const terms = { rentAmount: 5000, securityDeposit: 10_000, paymentFrequency: 'monthly' as const };
      await makeContract(manager, {
        ...terms,
        contractNumber: number(1),
        unitId: shop.id,
        tenantId: first.id,
        startDate: fromToday(-400),
        endDate: fromToday(-40),
      });
      await makeContract(manager, {
        ...terms,
        contractNumber: number(2),
        unitId: shop.id,
        tenantId: second.id,
        startDate: fromToday(-20),
        endDate: fromToday(345),
        paymentFrequency: 'quarterly',
        notes: 'يشمل الموقف',
      });
      const ended = await makeContract(manager, {
        ...terms,
        contractNumber: number(3),
        unitId: flat.id,
        tenantId: first.id,
        startDate: fromToday(-200),
        endDate: fromToday(100),
      });
      expect(
        (
          await manager.post(`/api/estate/contracts/${ended.id}/terminate`, {
            terminationDate: fromToday(-30),
            reason: 'انتقال',
          })
        ).status,
      ).toBe(200);
      await makeContract(manager, {
        ...terms,
        contractNumber: number(4),
        unitId: flat.id,
        tenantId: second.id,
        startDate: fromToday(10),
        endDate: fromToday(375),
        paymentFrequency: 'yearly',
      });

      const listOf = async (client: ApiClient, ownerId: string) =>
        (
          await client.get<EstateList<EstateContract>>(
            `/api/estate/contracts?ownerId=${ownerId}&sort=contractNumber&order=asc`,
          )
        ).body.items;
      const before = await listOf(manager, owner.id);
      expect(before.map((contract) => contract.status)).toEqual(['expired', 'active', 'terminated', 'pending']);
      const csvExport = await download(manager, `/api/estate/contracts/export?ownerId=${owner.id}`);
      const xlsxExport = await download(
        manager,
        `/api/estate/contracts/export?ownerId=${owner.id}&format=xlsx&lang=en`,
      );

      // The same file into this database: every contract is there already.
      const here = await importFile(manager, 'contracts', 'dry-run', csvExport.bytes);
      expect(here.body.validRows).toBe(0);
      expect(here.body.errors.filter((error) => error.code === 'CONTRACT_NUMBER_TAKEN')).toHaveLength(4);

      fresh = await startTestApp();
      const freshManager = await signInAs(fresh.baseUrl, 'property_manager');
      const checked = await importFile(freshManager, 'contracts', 'dry-run', xlsxExport.bytes, { type: XLSX });
      expect(checked.body).toMatchObject({ totalRows: 4, validRows: 4, errors: [] });
      const committed = await importFile(freshManager, 'contracts', 'commit', csvExport.bytes);
      expect(committed.body).toMatchObject({ validRows: 4, imported: 4, errors: [] });

      const [freshOwner] = (await freshManager.get<EstateList<EstateOwner>>(`/api/estate/owners?q=${owner.nationalId}`))
        .body.items;
      const after = await listOf(freshManager, freshOwner!.id);
      const facts = (contract: EstateContract) => ({
        contractNumber: contract.contractNumber,
        propertyTitle: contract.propertyTitle,
        city: contract.city,
        unitNumber: contract.unitNumber,
        unitType: contract.unitType,
        ownerName: contract.ownerName,
        tenantName: contract.tenantName,
        tenantPhone: contract.tenantPhone,
        startDate: contract.startDate,
        endDate: contract.endDate,
        rentAmount: contract.rentAmount,
        securityDeposit: contract.securityDeposit,
        paymentFrequency: contract.paymentFrequency,
        vatPercent: contract.vatPercent,
        notes: contract.notes,
        status: contract.status,
        terminationDate: contract.terminationDate,
        terminationReason: contract.terminationReason,
        totalValue: contract.totalValue,
      });
      expect(after.map(facts)).toEqual(before.map(facts));
      const invoices = async (client: ApiClient, id: string) =>
        (
          await client.get<ContractInvoices>(`/api/estate/contracts/${id}/invoices?includeCancelled=true`)
        ).body.items.map(({ type, periodStart, periodEnd, dueDate, netAmount, vatAmount, totalAmount, status }) => ({
          type,
          periodStart,
          periodEnd,
          dueDate,
          netAmount,
          vatAmount,
          totalAmount,
          status,
        }));
      for (const [index, contract] of before.entries()) {
        expect(await invoices(freshManager, after[index]!.id)).toEqual(await invoices(manager, contract.id));
      }
    });
  });
});
