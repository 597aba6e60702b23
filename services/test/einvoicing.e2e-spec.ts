import type {
  ContractInvoices,
  EInvoiceChainCheck,
  EInvoiceDetail,
  EInvoiceList,
  EInvoiceRow,
  EInvoiceSettings,
  PaymentInvoiceDetail,
  TenantInvoice,
  TrialBalance,
  VatByRateReport,
} from '@estate/contracts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { contractOnNewUnit, fromToday, makeAccount, makeContract, payInvoice, portfolio } from './support/estate.js';
import { spawnServer, startTestApp, type RunningServer, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';
import { UBL_INVOICE_SCHEMA } from './fixtures/einvoicing/sample-documents.js';
import { xmllintAvailable } from './fixtures/einvoicing/xmllint.js';

const zbarimgAvailable = spawnSync('zbarimg', ['--version']).status === 0;
if (!zbarimgAvailable) {
  console.warn('e-invoice QR test skipped: zbarimg is not installed (apt-get install zbar-tools)');
}

/** The TLV records of a Base64 QR: tag -> bytes. */
function tlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, Buffer>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return fields;
}

const ISSUE_ENV = { EINVOICE_ISSUE_SECONDS: '0.3' };

describe('ZATCA e-invoices', () => {
  let app: TestApp;
  let second: RunningServer;
  let admin: ApiClient;
  let manager: ApiClient;
  let accountant: ApiClient;
  let accountantOnSecond: ApiClient;
  let db: Client;
  const work = mkdtempSync(join(tmpdir(), 'einvoice-'));

  beforeAll(async () => {
    app = await startTestApp(ISSUE_ENV);
    second = await spawnServer({ ...app.database.env, DATA_DIR: app.dataDir, ...ISSUE_ENV });
    [admin, manager, accountant, accountantOnSecond] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
      signInAs(second.baseUrl, 'accountant'),
    ]);
    db = new Client({ connectionString: app.database.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await second?.stop();
    await app?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const einvoicesOf = async (invoiceId: string) =>
    (await accountant.get<EInvoiceList>(`/api/estate/einvoices?pageSize=100&q=`)).body.items.filter(
      (row) => row.invoiceId === invoiceId,
    );
  const allEinvoices = async () => {
    const items: EInvoiceRow[] = [];
    for (let page = 1; ; page++) {
      const { body } = await accountant.get<EInvoiceList>(`/api/estate/einvoices?pageSize=100&page=${page}`);
      items.push(...body.items);
      if (items.length >= body.total) return items;
    }
  };
  /** Waits until every queued document is issued and answered by the sandbox. */
  const settled = () =>
    becomesTrue(async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM estate_einvoices WHERE "number" IS NULL OR state = 'pending'`,
      );
      return rows[0]?.n === 0;
    }, 30_000);
  const vatBalance = async () =>
    (await accountant.get<TrialBalance>(`/api/estate/ledger/trial-balance?asOf=${fromToday(400)}`)).body.rows.find(
      (row) => row.code === '2200',
    )!.balance;

  /** A shop's year at 1,000 a month: invoices of 1,000 + 150 VAT. */
  const monthlyShopInvoices = async () => {
    const made = await portfolio(manager, { unitType: 'shop' });
    const contract = await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 1_000,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    return (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
  };

  it("makes a commercial contract's invoices tax invoices at 15% VAT, reported by the sandbox; residential ones none", async () => {
    const shop = await contractOnNewUnit(manager, 'shop', { rent: 40_000, deposit: 0 });
    const home = await contractOnNewUnit(manager, 'apartment', { rent: 30_000, deposit: 0 });
    const taxed = shop.invoices.filter((invoice) => invoice.vatAmount > 0);
    expect(taxed.length).toBe(4);
    expect(await settled()).toBe(true);
    for (const invoice of taxed) {
      const [einvoice] = await einvoicesOf(invoice.id);
      expect(einvoice).toMatchObject({
        kind: 'invoice',
        subtype: 'simplified',
        state: 'reported',
        invoiceNumber: invoice.invoiceNumber,
        vatTotal: Math.round(invoice.netAmount * 15) / 100,
        totalWithVat: invoice.totalAmount,
        attempts: 1,
      });
      expect(einvoice!.number).toMatch(/^EINV-\d{8}$/);
    }
    for (const invoice of home.invoices) expect(await einvoicesOf(invoice.id)).toEqual([]);

    // Issued tax invoices are kept: their contract is no longer deleted.
    const refused = await manager.delete<{ details: { reason: string; count: number } }>(
      `/api/estate/contracts/${shop.contract.id}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatchObject({ reason: 'tax_invoices', count: 4 });
  });

  it('clears a standard (B2B) one for a buyer with a VAT number and national address', async () => {
    const made = await portfolio(manager, { unitType: 'shop' });
    const updated = await manager.patch(`/api/estate/tenants/${made.tenant.id}`, {
      vatNumber: '310122393500003',
      crNumber: '1010010000',
      nationalAddress: {
        buildingNumber: '1234',
        street: 'شارع العليا',
        district: 'العليا',
        city: 'الرياض',
        postalCode: '12211',
        additionalNumber: '5678',
      },
    });
    expect(updated.status).toBe(200);
    const bad = await manager.patch(`/api/estate/tenants/${made.tenant.id}`, { vatNumber: '123' });
    expect(bad.status).toBe(400);
    const contract = await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 12_000,
      securityDeposit: 0,
      paymentFrequency: 'yearly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    expect(await settled()).toBe(true);
    const [einvoice] = await einvoicesOf(invoices[0]!.id);
    expect(einvoice).toMatchObject({ subtype: 'standard', state: 'cleared' });
    const detail = (await accountant.get<EInvoiceDetail>(`/api/estate/einvoices/${einvoice!.id}`)).body;
    expect(detail.buyerVatNumber).toBe('310122393500003');
  });

  it('makes a credit note naming its invoice for a cancellation, which reverses the VAT; none for a plain refund', async () => {
    const shop = await contractOnNewUnit(manager, 'shop', { rent: 40_000, deposit: 0 });
    const [first, second_] = shop.invoices.filter((invoice) => invoice.vatAmount > 0);
    expect(await settled()).toBe(true);
    const paid = await payInvoice(accountant, first!.id, first!.totalAmount);
    const vatBeforeRefund = await vatBalance();
    const refund = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${paid.payments[0]!.id}/refund`, {
      amount: 1_150,
      reason: 'Overpaid',
    });
    expect(refund.status).toBe(200);
    // The invoice is owed again: its amounts and its VAT stand.
    expect(refund.body).toMatchObject({ status: 'pending', totalAmount: first!.totalAmount });
    expect(await vatBalance()).toBe(vatBeforeRefund);

    const vatBefore = await vatBalance();
    const [issuedSecond] = await einvoicesOf(second_!.id);
    expect((await accountant.delete(`/api/estate/invoices/${second_!.id}`)).status).toBe(204);
    expect(Math.round((vatBefore - (await vatBalance())) * 100) / 100).toBe(second_!.vatAmount);

    expect(await settled()).toBe(true);
    expect((await einvoicesOf(first!.id)).map((row) => row.kind)).toEqual(['invoice']);
    const cancelNote = (await einvoicesOf(second_!.id)).find((row) => row.kind === 'credit_note');
    expect(cancelNote).toMatchObject({
      creditedNumber: issuedSecond!.number,
      vatTotal: second_!.vatAmount,
      totalWithVat: second_!.totalAmount,
      state: 'reported',
    });
    const xml = await accountant.get(`/api/estate/einvoices/${cancelNote!.id}/xml`);
    const text = typeof xml.body === 'string' ? xml.body : String(xml.body);
    expect(text).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(text).toContain(`<cbc:ID>${issuedSecond!.number}</cbc:ID>`);
  });

  it('takes a credited refund off the invoice: a credit note of the amount naming it, VAT payable down by its VAT', async () => {
    const [first] = await monthlyShopInvoices();
    expect(first).toMatchObject({ netAmount: 1_000, vatAmount: 150, totalAmount: 1_150 });
    expect(await settled()).toBe(true);
    const [issued] = await einvoicesOf(first!.id);
    const paid = await payInvoice(accountant, first!.id, 1_150);

    const vatBefore = await vatBalance();
    const refund = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${paid.payments[0]!.id}/refund`, {
      amount: 1_150,
      reason: 'Rent concession',
      credit: true,
    });
    expect(refund.status).toBe(200);
    // Nothing is owed: what it charges fell with what was paid.
    expect(refund.body).toMatchObject({ status: 'paid', netAmount: 0, vatAmount: 0, totalAmount: 0 });
    expect(Math.round((vatBefore - (await vatBalance())) * 100) / 100).toBe(150);

    expect(await settled()).toBe(true);
    const notes = (await einvoicesOf(first!.id)).filter((row) => row.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      creditedNumber: issued!.number,
      vatTotal: 150,
      totalWithVat: 1_150,
      state: 'reported',
    });
    const { rows } = await db.query(`SELECT refund_id, reason FROM estate_einvoices WHERE id = $1`, [notes[0]!.id]);
    expect(rows[0]).toEqual({ refund_id: refund.body.payments.find((p) => p.kind === 'refund')!.id, reason: 'refund' });
    const xml = await accountant.get(`/api/estate/einvoices/${notes[0]!.id}/xml`);
    const text = typeof xml.body === 'string' ? xml.body : String(xml.body);
    expect(text).toContain(`<cbc:ID>${issued!.number}</cbc:ID>`);
    expect(text).toContain('<cbc:TaxInclusiveAmount currencyID="SAR">1150.00</cbc:TaxInclusiveAmount>');
  });

  it('refuses a credit of more than the invoice still charges; a part credit keeps the rest owed as paid', async () => {
    const [, second_] = await monthlyShopInvoices();
    const paid = await payInvoice(accountant, second_!.id, 1_150);
    const paymentId = paid.payments[0]!.id;
    const part = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${paymentId}/refund`, {
      amount: 100,
      reason: 'Concession',
      credit: true,
    });
    expect(part.status).toBe(200);
    // 100 of 1,150: 86.96 net and 13.04 VAT off; paid 1,050 of 1,050.
    expect(part.body).toMatchObject({ status: 'paid', netAmount: 913.04, vatAmount: 136.96, totalAmount: 1_050 });
    const invalid = await accountant.post(`/api/estate/payments/${paymentId}/refund`, {
      amount: 10,
      reason: 'Concession',
      credit: 'yes',
    });
    expect(invalid.status).toBe(400);
    // The invoice now charges 1,050: a credit of more is refused, with what can be credited.
    const tooMuch = await accountant.post(`/api/estate/payments/${paymentId}/refund`, {
      amount: 1_050.01,
      reason: 'Concession',
      credit: true,
    });
    expect(refusalOf(tooMuch)).toMatchObject({ status: 409, code: 'REFUND_EXCEEDS_INVOICE' });
    expect(tooMuch.body).toMatchObject({ details: { creditable: 1_050 } });
    expect(await settled()).toBe(true);
    const notes = (await einvoicesOf(second_!.id)).filter((row) => row.kind === 'credit_note');
    expect(notes.map((row) => [row.vatTotal, row.totalWithVat])).toEqual([[13.04, 100]]);
  });

  it('makes a credit note for an edit that reduces a tax invoice', async () => {
    const [, , third] = await monthlyShopInvoices();
    expect(await settled()).toBe(true);
    const [issued] = await einvoicesOf(third!.id);
    const vatBefore = await vatBalance();
    const edited = await manager.patch(`/api/estate/invoices/${third!.id}`, { netAmount: 800 });
    expect(edited.status).toBe(200);
    expect(Math.round((vatBefore - (await vatBalance())) * 100) / 100).toBe(30);
    expect(await settled()).toBe(true);
    const notes = (await einvoicesOf(third!.id)).filter((row) => row.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ creditedNumber: issued!.number, vatTotal: 30, totalWithVat: 230 });
    const { rows } = await db.query(`SELECT refund_id, reason FROM estate_einvoices WHERE id = $1`, [notes[0]!.id]);
    expect(rows[0]).toEqual({ refund_id: null, reason: 'edit' });
  });

  it('numbers and chains every document once with two API processes issuing at once', async () => {
    const both = [manager, await signInAs(second.baseUrl, 'property_manager')];
    await Promise.all([0, 1, 2, 3].map((n) => contractOnNewUnit(both[n % 2]!, 'shop', { rent: 24_000, deposit: 0 })));
    expect(await settled()).toBe(true);
    const rows = (await allEinvoices()).sort((a, b) => a.icv! - b.icv!);
    expect(rows.map((row) => row.icv)).toEqual(rows.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    // The chain recomputed here: each document's PIH is the hash of the one before.
    let previous = Buffer.from('5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9', 'utf8').toString(
      'base64',
    );
    for (const row of rows) {
      const detail = (await accountantOnSecond.get<EInvoiceDetail>(`/api/estate/einvoices/${row.id}`)).body;
      expect([row.number, detail.previousHash]).toEqual([row.number, previous]);
      previous = detail.hash!;
    }
    const check = await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {});
    expect(check.body).toEqual({ ok: true, checked: rows.length, firstBroken: null });
  });

  it("draws the QR on the PDF (zbarimg reads it: the invoice's fields), signs it (openssl verifies), writes XML xmllint reads", async () => {
    const [row] = (await accountant.get<EInvoiceList>('/api/estate/einvoices?kind=invoice&pageSize=1')).body.items;
    const detail = (await accountant.get<EInvoiceDetail>(`/api/estate/einvoices/${row!.id}`)).body;
    const fields = tlv(detail.qr!);
    const settings = (await accountant.get<EInvoiceSettings>('/api/estate/einvoicing/settings')).body;
    expect(fields.get(1)!.toString('utf8')).toBe(settings.legalNameAr);
    expect(fields.get(2)!.toString('utf8')).toBe(settings.vatNumber);
    expect(fields.get(3)!.toString('utf8')).toBe(detail.issuedAt!.replace('.000Z', 'Z'));
    expect(fields.get(4)!.toString('utf8')).toBe(detail.totalWithVat.toFixed(2));
    expect(fields.get(5)!.toString('utf8')).toBe(detail.vatTotal.toFixed(2));
    expect(fields.get(6)!.toString('utf8')).toBe(detail.hash);

    // openssl: the signature (tag 7) over the hash, by the public key (tag 8) the certificate carries.
    writeFileSync(join(work, 'hash.bin'), Buffer.from(detail.hash!, 'base64'));
    writeFileSync(join(work, 'sig.der'), Buffer.from(fields.get(7)!.toString('utf8'), 'base64'));
    writeFileSync(join(work, 'pub.der'), fields.get(8)!);
    const verified = spawnSync(
      'sh',
      [
        '-c',
        `openssl pkey -pubin -inform DER -in pub.der -out pub.pem && openssl dgst -sha256 -verify pub.pem -signature sig.der hash.bin`,
      ],
      { cwd: work, encoding: 'utf8' },
    );
    expect(verified.stdout.trim()).toBe('Verified OK');

    const xml = await accountant.get(`/api/estate/einvoices/${row!.id}/xml`);
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    writeFileSync(join(work, 'doc.xml'), typeof xml.body === 'string' ? xml.body : String(xml.body));
    if (xmllintAvailable) {
      // Well-formed, and valid against OASIS UBL 2.1's own Invoice schema as stored.
      const validated = spawnSync('xmllint', ['--noout', '--schema', UBL_INVOICE_SCHEMA, join(work, 'doc.xml')], {
        encoding: 'utf8',
      });
      expect(validated.stderr.trim()).toBe(`${join(work, 'doc.xml')} validates`);
    }

    for (const lang of ['ar', 'en'] as const) {
      const pdf = await fetch(`${app.baseUrl}/api/estate/einvoices/${row!.id}/pdf?lang=${lang}`, {
        headers: { cookie: accountant.cookieHeader() },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      writeFileSync(join(work, `doc-${lang}.pdf`), Buffer.from(await pdf.arrayBuffer()));
      if (!zbarimgAvailable) continue;
      expect(
        spawnSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', `doc-${lang}.pdf`, `page-${lang}`], {
          cwd: work,
        }).status,
      ).toBe(0);
      const read = spawnSync('zbarimg', ['--raw', '-q', `page-${lang}-1.png`], { cwd: work, encoding: 'utf8' });
      expect(read.stdout.trim()).toBe(detail.qr);
    }
    const text = spawnSync('pdftotext', [join(work, 'doc-ar.pdf'), '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('فاتورة ضريبية');
    expect(text).toContain(detail.totalWithVat.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    expect(readFileSync(join(work, 'doc-en.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("shows a tenant their own invoices' e-invoice in the portal", async () => {
    const account = await makeAccount(admin, 'tenant');
    const made = await portfolio(manager, { unitType: 'shop' });
    expect((await manager.patch(`/api/estate/tenants/${made.tenant.id}`, { userId: account.id })).status).toBe(200);
    await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 12_000,
      securityDeposit: 0,
      paymentFrequency: 'yearly',
    });
    expect(await settled()).toBe(true);
    const tenant = await new ApiClient(app.baseUrl).signIn(account.email);
    const invoices = (await tenant.get<{ items: TenantInvoice[] }>('/api/me/tenant/invoices')).body.items;
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    expect(rent.einvoice).toMatchObject({ state: 'reported', number: expect.stringMatching(/^EINV-/) });
    expect(rent.einvoice!.qr.length).toBeGreaterThan(100);
    expect(refusalOf(await tenant.get('/api/estate/einvoices'))).toMatchObject({ status: 403 });
    // Another tenant's account reads none of them.
    const other = await new ApiClient(app.baseUrl).signIn((await makeAccount(admin, 'tenant')).email);
    const theirs = (await other.get<{ items: TenantInvoice[] }>('/api/me/tenant/invoices')).body.items;
    expect(theirs.filter((invoice) => invoice.einvoice)).toEqual([]);
  });

  it('refuses other roles; the settings are written by an admin; the VAT report and its XLSX come from the ledger', async () => {
    for (const client of [manager, await signInAs(app.baseUrl, 'owner'), await signInAs(app.baseUrl, 'agent')]) {
      expect((await client.get('/api/estate/einvoices')).status).toBe(403);
      expect((await client.post('/api/estate/einvoices/chain-check', {})).status).toBe(403);
      expect((await client.get('/api/estate/reports/vat')).status).toBe(403);
    }
    const settings = (await accountant.get<EInvoiceSettings>('/api/estate/einvoicing/settings')).body;
    expect(settings.certificate).toMatchObject({ generated: true });
    const { certificate: _, ...input } = settings;
    expect((await accountant.put('/api/estate/einvoicing/settings', input)).status).toBe(403);
    const saved = await admin.put<EInvoiceSettings>('/api/estate/einvoicing/settings', {
      ...input,
      sandboxMode: 'accept',
    });
    expect(saved.status).toBe(200);

    const from = fromToday(0).slice(0, 7) + '-01';
    const to = fromToday(400);
    const report = (await accountant.get<VatByRateReport>(`/api/estate/reports/vat?from=${from}&to=${to}`)).body;
    const fifteen = report.periods.filter((row) => row.rate === 15);
    expect(fifteen.length).toBeGreaterThan(0);
    // Each period's VAT is 15% of its taxable amount, up to the halalas each posting rounded.
    for (const row of fifteen) expect(Math.abs(row.vat / row.taxable - 0.15)).toBeLessThan(0.0005);
    const ledgerVat = await db.query(
      `SELECT coalesce(sum(credit - debit), 0)::numeric AS vat FROM ledger_lines
        WHERE account_code = '2200' AND posted_on BETWEEN $1 AND $2`,
      [from, to],
    );
    expect(report.totals.vat).toBe(Number(ledgerVat.rows[0]?.vat));
    const xlsx = await fetch(`${app.baseUrl}/api/estate/reports/vat.xlsx?from=${from}&to=${to}&lang=en`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('sends a rejected document again, and finds a tampered stored XML at its number', async () => {
    const input = (await accountant.get<EInvoiceSettings>('/api/estate/einvoicing/settings')).body;
    const { certificate: _, ...settings } = input;
    await admin.put('/api/estate/einvoicing/settings', { ...settings, sandboxMode: 'reject' });
    const shop = await contractOnNewUnit(manager, 'shop', { rent: 10_000, deposit: 0 });
    const invoice = shop.invoices.find((row) => row.vatAmount > 0)!;
    let rejected: EInvoiceRow | undefined;
    expect(
      await becomesTrue(async () => {
        [rejected] = await einvoicesOf(invoice.id);
        return rejected?.state === 'rejected';
      }),
    ).toBe(true);
    expect(rejected!.stateReason).toMatchObject({ code: 'SANDBOX_REJECTED' });
    // A gateway that does not answer: failed, with the time of the next attempt.
    await admin.put('/api/estate/einvoicing/settings', { ...settings, sandboxMode: 'timeout' });
    const again = await accountant.post<EInvoiceDetail>(`/api/estate/einvoices/${rejected!.id}/retry`, {});
    expect(again.body).toMatchObject({ state: 'failed', attempts: 2, stateReason: { code: 'GATEWAY_TIMEOUT' } });
    expect(Date.parse(again.body.nextAttemptAt!)).toBeGreaterThan(Date.now());
    await admin.put('/api/estate/einvoicing/settings', { ...settings, sandboxMode: 'accept' });
    const retried = await accountant.post<EInvoiceDetail>(`/api/estate/einvoices/${rejected!.id}/retry`, {});
    expect(retried.body).toMatchObject({ state: 'reported', attempts: 3, stateReason: null });
    expect(await settled()).toBe(true);

    // The stored XML cannot be changed...
    await expect(
      db.query(`UPDATE estate_einvoices SET xml = xml || ' ' WHERE id = $1`, [rejected!.id]),
    ).rejects.toThrow(/never change/);
    // ...unless the trigger is disabled: the chain check then names that document.
    const [middle] = (
      await db.query<{ id: string; number: string }>(`SELECT id, "number" FROM estate_einvoices WHERE counter = 3`)
    ).rows;
    await db.query('ALTER TABLE estate_einvoices DISABLE TRIGGER estate_einvoices_no_change');
    await db.query(
      `UPDATE estate_einvoices SET xml = regexp_replace(xml, '<cbc:PayableAmount currencyID="SAR">[0-9.]+',
         '<cbc:PayableAmount currencyID="SAR">1.00') WHERE id = $1`,
      [middle!.id],
    );
    await db.query('ALTER TABLE estate_einvoices ENABLE TRIGGER estate_einvoices_no_change');
    const check = (await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {})).body;
    expect(check.ok).toBe(false);
    expect(check.firstBroken).toMatchObject({ number: middle!.number, reason: expect.stringMatching(/^hash/) });
  });
});
