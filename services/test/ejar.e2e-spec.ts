import type {
  ApiErrorBody,
  CheckoutStart,
  ContractDeposit,
  ContractInvoices,
  EstateContract,
  EstateInvoice,
  EstateList,
  LedgerEntry,
  PaymentInvoiceDetail,
  TenantInvoice,
  TrialBalance,
} from '@estate/contracts';
import { formatHijriDate } from '@estate/contracts';
import { Client } from 'pg';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { fromToday, invalidFields, portfolio } from './support/estate.js';
import { csv, importFile } from './support/imports.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

/** An Ejar contract number no other test run took: 12 digits. */
let serial = Date.now() % 1_000_000;
const ejarNumber = () => `20${String(++serial).padStart(10, '0')}`;

/** An entry's lines as `[account, debit, credit]`. */
const linesOf = (entry: LedgerEntry) => entry.lines.map((line) => [line.accountCode, line.debit, line.credit] as const);

describe('leases on Ejar: deposits, where rent is paid, and Ejar statements', () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;
  let tenant: ApiClient;
  let otherTenant: ApiClient;
  let tenantId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, accountant, tenant] = await Promise.all([
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
      signInAs(app.baseUrl, 'tenant'),
    ]);
    otherTenant = await new ApiClient(app.baseUrl).signIn('munira.alrasheed@example.sa');
    const [row] = await app.database.query<{ id: string }>(
      `SELECT t.id FROM estate_tenants t JOIN users u ON u.id = t.user_id WHERE u.email = 'tenant@dar-estate.sa'`,
    );
    tenantId = row!.id;
  });
  afterEach(async () => {
    // The books balance after every test, to the day and over all time.
    for (const asOf of ['', '?asOf=2100-01-01']) {
      const balance = (await accountant.get<TrialBalance>(`/api/estate/ledger/trial-balance${asOf}`)).body;
      expect(balance.totalDebit).toBe(balance.totalCredit);
    }
  });
  afterAll(() => app?.stop());

  const invoicesOf = async (contractId: string, includeCancelled = false) =>
    (
      await manager.get<ContractInvoices>(
        `/api/estate/contracts/${contractId}/invoices${includeCancelled ? '?includeCancelled=true' : ''}`,
      )
    ).body.items;
  const entriesOf = async (sourceId: string) =>
    [
      ...(await accountant.get<EstateList<LedgerEntry>>(`/api/estate/ledger/entries?sourceId=${sourceId}&limit=50`))
        .body.items,
    ].sort((a, b) => a.entryNumber - b.entryNumber);
  const heldOf = async (contractId: string) =>
    (await accountant.get<ContractDeposit>(`/api/estate/contracts/${contractId}/deposit`)).body.held;

  /** A contract on a new unit of the type, from `startDaysAgo` for a year, monthly; Ejar terms as given. */
  async function lease(
    unitType: 'apartment' | 'shop',
    extra: Record<string, unknown> = {},
    options: { tenantId?: string; startDaysAgo?: number; rent?: number } = {},
  ) {
    const made = await portfolio(manager, { unitType });
    const response = await manager.post<EstateContract>('/api/estate/contracts', {
      unitId: made.unit.id,
      tenantId: options.tenantId ?? made.tenant.id,
      startDate: fromToday(-(options.startDaysAgo ?? 0)),
      endDate: fromToday(364 - (options.startDaysAgo ?? 0)),
      rentAmount: options.rent ?? 3000,
      securityDeposit: 6000,
      paymentFrequency: 'monthly',
      ...extra,
    });
    expect(response.status).toBe(201);
    return response.body;
  }

  it('keeps the Ejar number (8-20 digits, unique) and registration day; the deposit holder defaults by the unit', async () => {
    const number = ejarNumber();
    const home = await lease('apartment', { ejarContractNumber: ` ${number} `, ejarRegisteredOn: fromToday(-3) });
    expect(home).toMatchObject({ ejarContractNumber: number, ejarRegisteredOn: fromToday(-3), depositHolder: 'ejar' });
    const shop = await lease('shop');
    expect(shop).toMatchObject({ ejarContractNumber: null, ejarRegisteredOn: null, depositHolder: 'company' });

    const { unit, tenant: someone } = await portfolio(manager);
    const terms = {
      unitId: unit.id,
      tenantId: someone.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 3000,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    };
    for (const bad of ['1234567', 'EJ12345678', '123456789012345678901']) {
      const refused = await manager.post<ApiErrorBody>('/api/estate/contracts', { ...terms, ejarContractNumber: bad });
      expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(invalidFields(refused.body)).toEqual(['ejarContractNumber']);
    }
    const taken = await manager.post<ApiErrorBody>('/api/estate/contracts', { ...terms, ejarContractNumber: number });
    expect(refusalOf(taken)).toEqual({ status: 409, code: 'EJAR_CONTRACT_NUMBER_TAKEN' });
    const renamed = await manager.patch<ApiErrorBody>(`/api/estate/contracts/${shop.id}`, {
      ejarContractNumber: number,
    });
    expect(refusalOf(renamed)).toEqual({ status: 409, code: 'EJAR_CONTRACT_NUMBER_TAKEN' });
    // Arabic-Indic digits are read as digits.
    const arabic = await manager.patch<EstateContract>(`/api/estate/contracts/${shop.id}`, {
      ejarContractNumber: '٢٠٢٤٠٠٠١٢٣٤٥',
    });
    expect(arabic.status).toBe(200);
    expect(arabic.body.ejarContractNumber).toBe('202400012345');
    await app.database.query(`UPDATE estate_contracts SET ejar_contract_number = NULL WHERE id = $1`, [shop.id]);
  });

  it('prints the Ejar number, its registration day with the Hijri date and the deposit holder on the contract PDF', async () => {
    const number = ejarNumber();
    const registered = fromToday(-3);
    const home = await lease('apartment', { ejarContractNumber: number, ejarRegisteredOn: registered });
    const texts: Record<'ar' | 'en', string> = { ar: '', en: '' };
    for (const lang of ['ar', 'en'] as const) {
      const pdf = await fetch(`${app.baseUrl}/api/estate/contracts/${home.id}/document?lang=${lang}`, {
        headers: { cookie: manager.cookieHeader() },
      });
      expect(pdf.status).toBe(200);
      texts[lang] = (await pdfToText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    }
    expect(texts.en).toContain('Ejar contract number');
    expect(texts.en).toContain(number);
    expect(texts.en).toContain('Registered on Ejar');
    expect(texts.en).toContain(formatHijriDate(registered, 'en'));
    expect(texts.en).toContain('Deposit held by');
    expect(texts.en).toContain('Ejar (the deposit is paid to Ejar');
    expect(texts.ar).toContain('رقم عقد إيجار');
    expect(texts.ar).toContain(number);
    expect(texts.ar).toContain('تاريخ التوثيق في إيجار');
    expect(texts.ar).toContain('جهة حفظ التأمين');
    expect(texts.ar).toContain('منصة إيجار');
  });

  it('bills no deposit Ejar holds, so none enters the deposits held; a deposit the company holds is billed and held', async () => {
    // Ejar holds a residential deposit: the tenant pays it to Ejar; the company bills and holds nothing of it.
    const home = await lease('apartment');
    const homeInvoices = await invoicesOf(home.id);
    expect(homeInvoices.some((invoice) => invoice.type === 'deposit')).toBe(false);
    expect(await heldOf(home.id)).toBe(0);
    const [homeDepositLines] = await app.database.query<{ lines: string }>(
      `SELECT count(*)::text AS lines FROM ledger_lines WHERE contract_id = $1 AND account_code IN ('2100', '2110')`,
      [home.id],
    );
    expect(homeDepositLines!.lines).toBe('0');

    // The company holds a commercial deposit: Dr receivable / Cr deposits billed, then paid: Dr bank / Cr receivable
    // and Dr deposits billed / Cr deposits held.
    const shop = await lease('shop');
    const deposit = (await invoicesOf(shop.id)).find((invoice) => invoice.type === 'deposit')!;
    expect(deposit).toMatchObject({ netAmount: 6000, totalAmount: 6000 });
    expect(linesOf((await entriesOf(deposit.id))[0]!)).toEqual([
      ['1200', 6000, 0],
      ['2110', 0, 6000],
    ]);
    const paid = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${deposit.id}/payments`, {
      amount: 6000,
      method: 'bank_transfer',
      paidOn: fromToday(0),
    });
    expect(paid.status).toBe(201);
    expect(linesOf((await entriesOf(paid.body.payments[0]!.id))[0]!)).toEqual([
      ['1120', 6000, 0],
      ['1200', 0, 6000],
      ['2110', 6000, 0],
      ['2100', 0, 6000],
    ]);
    expect(await heldOf(shop.id)).toBe(6000);

    // A residential lease whose deposit the company billed, handed to Ejar while unpaid: the deposit is cancelled
    // (its posting reversed) and nothing is billed in its place.
    const handed = await lease('apartment', { depositHolder: 'company' });
    const billed = (await invoicesOf(handed.id)).find((invoice) => invoice.type === 'deposit')!;
    expect(billed.netAmount).toBe(6000);
    const saved = await manager.patch<EstateContract>(`/api/estate/contracts/${handed.id}`, { depositHolder: 'ejar' });
    expect(saved.body.depositHolder).toBe('ejar');
    const after = await invoicesOf(handed.id, true);
    expect(after.filter((invoice) => invoice.type === 'deposit').map((invoice) => invoice.status)).toEqual([
      'cancelled',
    ]);
    const [balance] = await app.database.query<{ billed: string }>(
      `SELECT coalesce(sum(credit - debit), 0)::text AS billed FROM ledger_lines
        WHERE contract_id = $1 AND account_code IN ('2100', '2110')`,
      [handed.id],
    );
    expect(Number(balance!.billed)).toBe(0);
  });

  it("refuses a card checkout of residential rent with EJAR_CHANNEL_REQUIRED and shows Ejar's way; a shop's rent checks out", async () => {
    const number = ejarNumber();
    const home = await lease('apartment', { ejarContractNumber: number }, { tenantId });
    const rent = (await invoicesOf(home.id)).find((invoice) => invoice.type === 'rent')!;
    const refused = await tenant.post<ApiErrorBody>(`/api/me/tenant/invoices/${rent.id}/checkout`, {});
    expect(refusalOf(refused)).toEqual({ status: 409, code: 'EJAR_CHANNEL_REQUIRED' });
    expect(refused.body.details).toMatchObject({
      way: { ejarContractNumber: number, sadadBiller: '153' },
      message: { ar: expect.stringContaining('إيجار'), en: expect.stringContaining('Ejar') },
    });
    const mine: TenantInvoice[] = [];
    for (let page = 1; !mine.some((item) => item.id === rent.id); page++) {
      const list = (await tenant.get<EstateList<TenantInvoice>>(`/api/me/tenant/invoices?limit=50&page=${page}`)).body;
      expect(list.items.length).toBeGreaterThan(0);
      mine.push(...list.items);
    }
    expect(mine.find((item) => item.id === rent.id)).toMatchObject({
      payable: false,
      ejarPayment: { ejarContractNumber: number, sadadBiller: '153' },
    });

    // Another tenant neither sees nor pays it: the same 404 as an invoice that does not exist.
    const theirs = await otherTenant.post<ApiErrorBody>(`/api/me/tenant/invoices/${rent.id}/checkout`, {});
    expect(refusalOf(theirs)).toEqual({ status: 404, code: 'INVOICE_NOT_FOUND' });
    const their = (await otherTenant.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?limit=100')).body.items;
    expect(their.some((item) => item.id === rent.id)).toBe(false);

    // A shop's rent and the deposit the company holds are paid by card as before.
    const shop = await lease('shop', {}, { tenantId });
    const shopInvoices = await invoicesOf(shop.id);
    for (const type of ['rent', 'deposit'] as const) {
      const invoice = shopInvoices.find((item) => item.type === type)!;
      const started = await tenant.post<CheckoutStart>(`/api/me/tenant/invoices/${invoice.id}/checkout`, {});
      expect(started.status).toBe(201);
      expect(started.body.amount).toBe(invoice.totalAmount);
    }
    const rule = await accountant.get<{ since: string; sadadBiller: string; source: { ar: string; en: string } }>(
      '/api/estate/payments/ejar-rule',
    );
    expect(rule.body).toMatchObject({ since: '2024-01-15', sadadBiller: '153' });
    expect(rule.body.source.en).toContain('Ejar');
    expect((await tenant.get('/api/estate/payments/ejar-rule')).status).toBe(403);
  });

  it('reads the rule from the stored lease settings, so a changed day or biller applies without a release', async () => {
    const home = await lease('apartment', { ejarContractNumber: ejarNumber() }, { tenantId });
    const rent = (await invoicesOf(home.id)).find((invoice) => invoice.type === 'rent')!;
    const db = new Client({ connectionString: app.database.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query(`UPDATE estate_lease_settings SET ejar_sadad_biller = '154' WHERE id = 1`);
      const refused = await tenant.post<ApiErrorBody>(`/api/me/tenant/invoices/${rent.id}/checkout`, {});
      expect(refusalOf(refused)).toEqual({ status: 409, code: 'EJAR_CHANNEL_REQUIRED' });
      expect(refused.body.details).toMatchObject({ way: { sadadBiller: '154' } });
      expect((await accountant.get<{ sadadBiller: string }>('/api/estate/payments/ejar-rule')).body.sadadBiller).toBe(
        '154',
      );
      // The rule applied from a day after this rent's due date: it is paid by card again.
      await db.query(`UPDATE estate_lease_settings SET ejar_rent_since = $1::date + 1 WHERE id = 1`, [rent.dueDate]);
      const started = await tenant.post<CheckoutStart>(`/api/me/tenant/invoices/${rent.id}/checkout`, {});
      expect(started.status).toBe(201);
    } finally {
      await db.query(
        `UPDATE estate_lease_settings SET ejar_sadad_biller = '153', ejar_rent_since = '2024-01-15' WHERE id = 1`,
      );
      await db.end();
    }
  });

  it('records rent paid through Ejar only with its reference, into Ejar receipts in settlement', async () => {
    const home = await lease('apartment', { ejarContractNumber: ejarNumber() });
    const rent = (await invoicesOf(home.id)).find((invoice) => invoice.type === 'rent')!;
    const bare = await accountant.post<ApiErrorBody>(`/api/estate/invoices/${rent.id}/payments`, {
      amount: rent.totalAmount,
      method: 'ejar',
      paidOn: fromToday(0),
    });
    expect(refusalOf(bare)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(bare.body)).toEqual(['reference']);
    const paid = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${rent.id}/payments`, {
      amount: rent.totalAmount,
      method: 'ejar',
      paidOn: fromToday(0),
      reference: 'SADAD-153-000111',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'paid', paymentMethod: 'ejar' });
    const payment = paid.body.payments[0]!;
    expect(payment).toMatchObject({ method: 'ejar', reference: 'SADAD-153-000111' });
    const lines = linesOf((await entriesOf(payment.id))[0]!);
    expect(lines.slice(0, 2)).toEqual([
      ['1150', 3000, 0],
      ['1200', 0, 3000],
    ]);
  });

  it('imports an Ejar statement: the dry run lists matches and each exception, the commit records them once', async () => {
    const numberA = ejarNumber();
    const numberB = ejarNumber();
    const a = await lease('apartment', { ejarContractNumber: numberA }, { startDaysAgo: 70 });
    const b = await lease('apartment', { ejarContractNumber: numberB }, { startDaysAgo: 70, rent: 2000 });
    const rentsOf = async (id: string) =>
      (await invoicesOf(id))
        .filter((invoice) => invoice.type === 'rent')
        .sort((x, y) => x.dueDate.localeCompare(y.dueDate));
    const [a1, a2, a3] = (await rentsOf(a.id)) as [EstateInvoice, EstateInvoice, EstateInvoice];
    const [b1, b2] = (await rentsOf(b.id)) as [EstateInvoice, EstateInvoice];
    // b1 was paid at the office already.
    expect(
      (
        await accountant.post(`/api/estate/invoices/${b1.id}/payments`, {
          amount: 2000,
          method: 'cash',
          paidOn: fromToday(0),
        })
      ).status,
    ).toBe(201);
    const today = fromToday(0);
    const ref = (n: number) => `EJ-${numberA}-${n}`;
    const file = csv([
      ['Ejar contract number', 'Period', 'Amount', 'Paid on', 'Reference'],
      [numberA, a1.periodStart!.slice(0, 7), 3000, today, ref(1)], // 1: matched by month
      [numberA, a2.dueDate, 3000, today, ref(2)], // 2: matched by due date
      ['99999999999999', '2026-01', 3000, today, ref(3)], // 3: unknown contract
      [numberA, '2019-01', 3000, today, ref(4)], // 4: no invoice of that period
      [numberA, a3.periodStart!.slice(0, 7), 2999, today, ref(5)], // 5: amount differs
      [numberB, b1.dueDate, 2000, today, ref(6)], // 6: paid already
      [numberB, b2.dueDate, 2000, today, ref(1)], // 7: a reference of an earlier row
    ]);

    // Only those who record payments import them.
    expect((await importFile(tenant, 'ejar-payments', 'dry-run', file)).status).toBe(403);
    const owner = await signInAs(app.baseUrl, 'owner');
    expect((await importFile(owner, 'ejar-payments', 'dry-run', file)).status).toBe(403);

    const dryRun = await importFile(accountant, 'ejar-payments', 'dry-run', file);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({ totalRows: 7, validRows: 2, invalidRows: 5, imported: 0 });
    expect(dryRun.body.matches).toEqual([
      expect.objectContaining({ row: 1, ejarContractNumber: numberA, invoiceNumber: a1.invoiceNumber, amount: 3000 }),
      expect.objectContaining({ row: 2, contractNumber: a.contractNumber, invoiceNumber: a2.invoiceNumber }),
    ]);
    expect(dryRun.body.errors.map((error) => [error.row, error.field, error.code])).toEqual([
      [3, 'ejarContractNumber', 'EJAR_UNKNOWN_CONTRACT'],
      [4, 'period', 'EJAR_NO_INVOICE_FOR_PERIOD'],
      [5, 'amount', 'EJAR_AMOUNT_DIFFERS'],
      [6, 'period', 'EJAR_INVOICE_ALREADY_PAID'],
      [7, 'reference', 'EJAR_DUPLICATE_REFERENCE'],
    ]);
    for (const error of dryRun.body.errors) {
      expect(error.message.ar.length).toBeGreaterThan(0);
      expect(error.message.en.length).toBeGreaterThan(0);
    }
    expect((await invoicesOf(a.id)).find((invoice) => invoice.id === a1.id)!.status).not.toBe('paid');

    const commit = await importFile(manager, 'ejar-payments', 'commit', file);
    expect(commit.status).toBe(200);
    expect(commit.body.imported).toBe(2);
    const detail = async (id: string) =>
      (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${id}`)).body;
    for (const [invoice, reference] of [
      [a1, ref(1)],
      [a2, ref(2)],
    ] as const) {
      const paid = await detail(invoice.id);
      expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'ejar' });
      expect(paid.payments).toEqual([expect.objectContaining({ method: 'ejar', reference, amount: 3000 })]);
    }

    // The same statement again records nothing: its references are recorded.
    const again = await importFile(manager, 'ejar-payments', 'commit', file);
    expect(again.status).toBe(200);
    expect(again.body.imported).toBe(0);
    expect(again.body.errors.filter((error) => error.row <= 2).map((error) => error.code)).toEqual([
      'EJAR_DUPLICATE_REFERENCE',
      'EJAR_DUPLICATE_REFERENCE',
    ]);
    expect((await detail(a1.id)).payments).toHaveLength(1);
    expect((await detail(a3.id)).status).not.toBe('paid');
  });

  it('names a missing statement column in both languages', async () => {
    const refused = await importFile(accountant, 'ejar-payments', 'dry-run', 'Amount,Reference\r\n100,R1\r\n');
    expect(refusalOf(refused).status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Ejar contract number');
  });
});
