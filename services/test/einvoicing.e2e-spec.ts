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
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { pdfToText } from './support/pdftotext.js';
import { contractOnNewUnit, fromToday, makeAccount, makeContract, payInvoice, portfolio } from './support/estate.js';
import { spawnServer, startTestApp, type RunningServer, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';
import { UBL_INVOICE_SCHEMA } from './fixtures/einvoicing/sample-documents.js';
import './fixtures/einvoicing/xmllint.js';

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

  /** An invoice's e-invoices, found as the accountant searches: by the invoice's number. */
  const einvoicesOf = async (invoiceId: string) => {
    const [invoice] = (
      await db.query<{ invoice_number: string }>(`SELECT invoice_number FROM estate_invoices WHERE id = $1`, [
        invoiceId,
      ])
    ).rows;
    return (
      await accountant.get<EInvoiceList>(
        `/api/estate/einvoices?pageSize=100&q=${encodeURIComponent(invoice!.invoice_number)}`,
      )
    ).body.items.filter((row) => row.invoiceId === invoiceId);
  };
  const allEinvoices = async () => {
    const items: EInvoiceRow[] = [];
    for (let page = 1; ; page++) {
      const { body } = await accountant.get<EInvoiceList>(`/api/estate/einvoices?pageSize=100&page=${page}`);
      items.push(...body.items);
      if (items.length >= body.total) return items;
    }
  };
  /** Waits until every queued document due today is issued and answered by the sandbox. */
  const settled = () =>
    becomesTrue(async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM estate_einvoices
          WHERE CASE WHEN "number" IS NULL THEN issue_on <= (now() AT TIME ZONE 'Asia/Riyadh')::date
                     ELSE state = 'pending' END`,
      );
      return rows[0]?.n === 0;
    }, 30_000);
  const vatBalance = async () =>
    (await accountant.get<TrialBalance>(`/api/estate/ledger/trial-balance?asOf=${fromToday(400)}`)).body.rows.find(
      (row) => row.code === '2200',
    )!.balance;

  /** A change the no-change trigger would refuse, made with it off (as someone with the database's keys could). */
  const asIfUnguarded = async (change: () => Promise<unknown>) => {
    await db.query('ALTER TABLE estate_einvoices DISABLE TRIGGER estate_einvoices_no_change');
    try {
      await change();
    } finally {
      await db.query('ALTER TABLE estate_einvoices ENABLE TRIGGER estate_einvoices_no_change');
    }
  };

  /** The XML as stored, as the API gives it. */
  const storedXml = async (id: string, client: ApiClient = accountant) => {
    const xml = await client.get(`/api/estate/einvoices/${id}/xml`);
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    return typeof xml.body === 'string' ? xml.body : String(xml.body);
  };
  const PIH = /<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</;
  const ICV = /<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</;
  const textOf = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1] ?? '';
  /**
   * ZATCA's invoice hash recomputed by others' tools: the XML less its UBLExtensions, cac:Signature and QR reference,
   * canonicalized by xmllint (C14N 1.1) and hashed by openssl (SHA-256, Base64).
   */
  const hashOf = (xml: string, name: string) => {
    const file = join(work, `${name}.xml`);
    writeFileSync(
      file,
      xml
        .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
        .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '')
        .replace(
          /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
          '',
        ),
    );
    return execFileSync('openssl', ['dgst', '-sha256', '-binary'], {
      input: execFileSync('xmllint', ['--c14n11', file]),
    }).toString('base64');
  };

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
    // The first quarter's, due today, is issued; each later one waits for its due date, when the ledger posts its VAT.
    const [due, ...later] = taxed;
    const [einvoice] = await einvoicesOf(due!.id);
    expect(einvoice).toMatchObject({
      kind: 'invoice',
      subtype: 'simplified',
      state: 'reported',
      invoiceNumber: due!.invoiceNumber,
      vatTotal: Math.round(due!.netAmount * 15) / 100,
      totalWithVat: due!.totalAmount,
      attempts: 1,
      issueOn: null,
    });
    expect(einvoice!.number).toMatch(/^EINV-\d{8}$/);
    for (const invoice of later) {
      expect(await einvoicesOf(invoice.id)).toEqual([
        expect.objectContaining({
          kind: 'invoice',
          number: null,
          issueOn: invoice.dueDate,
          vatTotal: Math.round(invoice.netAmount * 15) / 100,
          totalWithVat: invoice.totalAmount,
        }),
      ]);
    }
    const ledgerVat = await db.query<{ day: string; vat: string }>(
      `SELECT posted_on::text AS day, sum(credit - debit)::text AS vat FROM ledger_lines
        WHERE account_code = '2200' AND entry_id IN (SELECT id FROM ledger_entries WHERE source_id = ANY($1::uuid[]))
        GROUP BY posted_on ORDER BY posted_on`,
      [taxed.map((invoice) => invoice.id)],
    );
    expect(ledgerVat.rows.map((row) => row.day)).toEqual(taxed.map((invoice) => invoice.dueDate));
    for (const invoice of home.invoices) expect(await einvoicesOf(invoice.id)).toEqual([]);

    // Issued tax invoices are kept: their contract is no longer deleted.
    const refused = await manager.delete<{ details: { reason: string; count: number } }>(
      `/api/estate/contracts/${shop.contract.id}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatchObject({ reason: 'tax_invoices', count: 1 });
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
    // The second quarter's falls due today instead: its tax invoice is issued now.
    const moved = await manager.patch(`/api/estate/invoices/${second_!.id}`, { dueDate: fromToday(0) });
    expect(moved.status).toBe(200);
    expect(await settled()).toBe(true);
    expect(await einvoicesOf(second_!.id)).toEqual([expect.objectContaining({ issueOn: null, state: 'reported' })]);
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
    const [first] = await monthlyShopInvoices();
    // Issued first: a credit then corrects the tax invoice (one still queued would take the new amount instead).
    expect(await settled()).toBe(true);
    const paid = await payInvoice(accountant, first!.id, 1_150);
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
    const notes = (await einvoicesOf(first!.id)).filter((row) => row.kind === 'credit_note');
    expect(notes.map((row) => [row.vatTotal, row.totalWithVat])).toEqual([[13.04, 100]]);
  });

  it('makes a credit note for an edit that reduces a tax invoice', async () => {
    const [first] = await monthlyShopInvoices();
    expect(await settled()).toBe(true);
    const [issued] = await einvoicesOf(first!.id);
    const vatBefore = await vatBalance();
    const edited = await manager.patch(`/api/estate/invoices/${first!.id}`, { netAmount: 800 });
    expect(edited.status).toBe(200);
    expect(Math.round((vatBefore - (await vatBalance())) * 100) / 100).toBe(30);
    expect(await settled()).toBe(true);
    const notes = (await einvoicesOf(first!.id)).filter((row) => row.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ creditedNumber: issued!.number, vatTotal: 30, totalWithVat: 230 });
    const { rows } = await db.query(`SELECT refund_id, reason FROM estate_einvoices WHERE id = $1`, [notes[0]!.id]);
    expect(rows[0]).toEqual({ refund_id: null, reason: 'edit' });
  });

  it('makes a debit note for an edit that raises an issued tax invoice; a cancellation then credits it all', async () => {
    const [first] = await monthlyShopInvoices();
    expect(await settled()).toBe(true);
    const [issued] = await einvoicesOf(first!.id);
    const vatBefore = await vatBalance();
    expect((await manager.patch(`/api/estate/invoices/${first!.id}`, { netAmount: 1_200 })).status).toBe(200);
    expect(Math.round(((await vatBalance()) - vatBefore) * 100) / 100).toBe(30);
    expect(await settled()).toBe(true);
    const debits = (await einvoicesOf(first!.id)).filter((row) => row.kind === 'debit_note');
    expect(debits).toEqual([
      expect.objectContaining({ creditedNumber: issued!.number, vatTotal: 30, totalWithVat: 230, state: 'reported' }),
    ]);
    const { rows } = await db.query(`SELECT reason FROM estate_einvoices WHERE id = $1`, [debits[0]!.id]);
    expect(rows[0]).toEqual({ reason: 'increase' });
    // Cancelled: what the tax invoice and its debit note charge is credited, 1,200 and its VAT.
    expect((await accountant.delete(`/api/estate/invoices/${first!.id}`)).status).toBe(204);
    expect(await settled()).toBe(true);
    expect((await einvoicesOf(first!.id)).filter((row) => row.kind === 'credit_note')).toEqual([
      expect.objectContaining({ creditedNumber: issued!.number, vatTotal: 180, totalWithVat: 1_380 }),
    ]);
  });

  it('gives a tax invoice still waiting to be issued its edited amount, and drops a cancelled one, with no note', async () => {
    // The issuer waits on the chain's head while this connection holds it: the documents stay queued.
    const holder = new Client({ connectionString: app.database.env.DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM estate_einvoice_chain WHERE id = 1 FOR UPDATE');
    let invoices: Awaited<ReturnType<typeof monthlyShopInvoices>>;
    try {
      invoices = await monthlyShopInvoices();
      const queued = await db.query(
        `SELECT count(*)::int AS n FROM estate_einvoices WHERE invoice_id = ANY($1::uuid[]) AND "number" IS NULL`,
        [invoices.map((invoice) => invoice.id)],
      );
      expect(queued.rows[0]!.n).toBe(12);
      expect((await manager.patch(`/api/estate/invoices/${invoices[1]!.id}`, { netAmount: 900 })).status).toBe(200);
      expect((await accountant.delete(`/api/estate/invoices/${invoices[2]!.id}`)).status).toBe(204);
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    expect(await settled()).toBe(true);
    // Still waiting for its due date next month, at its new amount.
    expect(await einvoicesOf(invoices[1]!.id)).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number: null,
        issueOn: invoices[1]!.dueDate,
        vatTotal: 135,
        totalWithVat: 1_035,
      }),
    ]);
    expect(await einvoicesOf(invoices[2]!.id)).toEqual([]);
  });

  it('numbers and chains every document once with two API processes issuing at once', async () => {
    const both = [manager, await signInAs(second.baseUrl, 'property_manager')];
    await Promise.all([0, 1, 2, 3].map((n) => contractOnNewUnit(both[n % 2]!, 'shop', { rent: 24_000, deposit: 0 })));
    expect(await settled()).toBe(true);
    const rows = (await allEinvoices()).filter((row) => row.number !== null).sort((a, b) => a.icv! - b.icv!);
    expect(rows.map((row) => row.icv)).toEqual(rows.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    // The chain recomputed here from the stored XML (xmllint canonicalizes, openssl hashes): each document's PIH is
    // the hash of the one before, from the chain's start, and its ICV the next counter.
    let previous = Buffer.from('5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9', 'utf8').toString(
      'base64',
    );
    for (const row of rows) {
      const xml = await storedXml(row.id, accountantOnSecond);
      expect([row.number, textOf(xml, PIH)]).toEqual([row.number, previous]);
      expect(textOf(xml, ICV)).toBe(String(row.icv));
      previous = hashOf(xml, row.number!);
    }
    const check = await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {});
    expect(check.body).toEqual({ ok: true, checked: rows.length, firstBroken: null });
  });

  /**
   * What readers nobody here wrote make of one issued document: the QR zbarimg reads off each PDF's rendered page is
   * the stored one, its fields the document's; openssl verifies its signature over its hash (recomputed from the
   * stored XML) with the public key of the certificate stored in the seller's settings; xmllint validates the XML
   * against OASIS UBL 2.1's Invoice schema; pdftotext reads its title in both languages. Returns the XML.
   */
  async function readByOthers(id: string, titles: { ar: string; en: string }): Promise<string> {
    const detail = (await accountant.get<EInvoiceDetail>(`/api/estate/einvoices/${id}`)).body;
    const xml = await storedXml(id);
    const fields = tlv(detail.qr!);
    const settings = (await accountant.get<EInvoiceSettings>('/api/estate/einvoicing/settings')).body;
    expect(fields.get(1)!.toString('utf8')).toBe(settings.legalNameAr);
    expect(fields.get(2)!.toString('utf8')).toBe(settings.vatNumber);
    expect(fields.get(3)!.toString('utf8')).toBe(detail.issuedAt!.replace('.000Z', 'Z'));
    expect(fields.get(4)!.toString('utf8')).toBe(textOf(xml, /<cbc:TaxInclusiveAmount currencyID="SAR">([^<]+)</));
    expect(fields.get(5)!.toString('utf8')).toBe(
      textOf(xml, /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="SAR">([^<]+)</),
    );
    const hash = hashOf(xml, detail.number!);
    expect(fields.get(6)!.toString('utf8')).toBe(hash);

    // openssl: the XML's signature over the hash, by the key of the certificate the settings store.
    const [stored] = (
      await db.query<{ certificate_pem: string }>(`SELECT certificate_pem FROM estate_einvoice_settings`)
    ).rows;
    writeFileSync(join(work, 'cert.pem'), stored!.certificate_pem);
    writeFileSync(join(work, 'hash.bin'), Buffer.from(hash, 'base64'));
    writeFileSync(join(work, 'sig.der'), Buffer.from(textOf(xml, /<ds:SignatureValue>([^<]+)</), 'base64'));
    const verified = spawnSync(
      'sh',
      [
        '-c',
        'openssl x509 -in cert.pem -pubkey -noout > pub.pem && openssl dgst -sha256 -verify pub.pem -signature sig.der hash.bin',
      ],
      { cwd: work, encoding: 'utf8' },
    );
    expect(verified.stdout.trim()).toBe('Verified OK');
    expect(fields.get(7)!.toString('utf8')).toBe(textOf(xml, /<ds:SignatureValue>([^<]+)</));

    // Well-formed, and valid against OASIS UBL 2.1's own Invoice schema as stored.
    writeFileSync(join(work, 'doc.xml'), xml);
    const validated = spawnSync('xmllint', ['--noout', '--schema', UBL_INVOICE_SCHEMA, join(work, 'doc.xml')], {
      encoding: 'utf8',
    });
    expect(validated.stderr.trim()).toBe(`${join(work, 'doc.xml')} validates`);

    for (const lang of ['ar', 'en'] as const) {
      const pdf = await fetch(`${app.baseUrl}/api/estate/einvoices/${id}/pdf?lang=${lang}`, {
        headers: { cookie: accountant.cookieHeader() },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      writeFileSync(join(work, `doc-${lang}.pdf`), Buffer.from(await pdf.arrayBuffer()));
      expect(
        spawnSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', `doc-${lang}.pdf`, `page-${lang}`], {
          cwd: work,
        }).status,
      ).toBe(0);
      const read = spawnSync('zbarimg', ['--raw', '-q', `page-${lang}-1.png`], { cwd: work, encoding: 'utf8' });
      expect(read.stdout.trim()).toBe(detail.qr);
      const text = (await pdfToText(readFileSync(join(work, `doc-${lang}.pdf`)))).replace(/\s+/g, ' ');
      expect(text.toLowerCase()).toContain(titles[lang].toLowerCase());
      expect(text).toContain(detail.number!);
      expect(text).toContain(detail.totalWithVat.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    }
    return xml;
  }

  it('makes documents readers nobody here wrote accept: a simplified and a standard invoice, a credit and a debit note', async () => {
    const simplified = (
      await accountant.get<EInvoiceList>('/api/estate/einvoices?kind=invoice&pageSize=100')
    ).body.items.find((row) => row.subtype === 'simplified' && row.number)!;
    await readByOthers(simplified.id, { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified tax invoice' });
    const standard = (
      await accountant.get<EInvoiceList>('/api/estate/einvoices?kind=invoice&pageSize=100')
    ).body.items.find((row) => row.subtype === 'standard' && row.number)!;
    expect(standard).toBeDefined();
    await readByOthers(standard.id, { ar: 'فاتورة ضريبية', en: 'Tax invoice' });
    const credit = (await accountant.get<EInvoiceList>('/api/estate/einvoices?kind=credit_note&pageSize=1')).body
      .items[0]!;
    const creditXml = await readByOthers(credit.id, { ar: 'إشعار دائن', en: 'credit note' });
    expect(creditXml).toMatch(/<cbc:InvoiceTypeCode name="0[12]00000">381</);
    const debit = (await accountant.get<EInvoiceList>('/api/estate/einvoices?kind=debit_note&pageSize=1')).body
      .items[0]!;
    const debitXml = await readByOthers(debit.id, { ar: 'إشعار مدين', en: 'debit note' });
    expect(debitXml).toMatch(/<cbc:InvoiceTypeCode name="0[12]00000">383</);
    expect(debitXml).toContain(`<cbc:ID>${debit.creditedNumber}</cbc:ID>`);
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
    expect(rent.einvoice).toMatchObject({ state: 'reported', number: expect.stringMatching(/^EINV-/), notes: [] });
    expect(rent.einvoice!.qr.length).toBeGreaterThan(100);
    expect(refusalOf(await tenant.get('/api/estate/einvoices'))).toMatchObject({ status: 403 });

    // Its amount lowered: the credit note is shown with it, with its own QR.
    // 2,000 less before VAT (the invoice is the year's rent, its VAT 15%).
    const net = Math.round((rent.totalAmount / 1.15) * 100) / 100;
    expect((await manager.patch(`/api/estate/invoices/${rent.id}`, { netAmount: net - 2_000 })).status).toBe(200);
    expect(await settled()).toBe(true);
    const lowered = (await tenant.get<{ items: TenantInvoice[] }>('/api/me/tenant/invoices')).body.items.find(
      (invoice) => invoice.id === rent.id,
    )!;
    expect(lowered.einvoice!.notes).toEqual([
      expect.objectContaining({ kind: 'credit_note', vatTotal: 300, totalWithVat: 2_300, state: 'reported' }),
    ]);
    const note = lowered.einvoice!.notes[0]!;
    expect(tlv(note.qr).get(4)!.toString('utf8')).toBe('2300.00');
    // The tenant downloads both PDFs; pdftotext reads their numbers.
    const pdfOf = (client: ApiClient, path: string) =>
      fetch(`${app.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() } });
    for (const [id, number] of [
      [rent.einvoice!.id, rent.einvoice!.number],
      [note.id, note.number],
    ] as const) {
      const pdf = await pdfOf(tenant, `/api/me/tenant/einvoices/${id}/pdf?lang=en`);
      expect(pdf.status).toBe(200);
      expect(await pdfToText(Buffer.from(await pdf.arrayBuffer()))).toContain(number);
    }

    // Another tenant's account reads none of them, and gets 404 for their PDFs, as an owner does.
    const other = await new ApiClient(app.baseUrl).signIn((await makeAccount(admin, 'tenant')).email);
    const theirs = (await other.get<{ items: TenantInvoice[] }>('/api/me/tenant/invoices')).body.items;
    expect(theirs.filter((invoice) => invoice.einvoice)).toEqual([]);
    const owner = await signInAs(app.baseUrl, 'owner');
    for (const id of [rent.einvoice!.id, note.id]) {
      expect(refusalOf(await other.get(`/api/me/tenant/einvoices/${id}/pdf`))).toMatchObject({
        status: 404,
        code: 'EINVOICE_NOT_FOUND',
      });
      expect((await owner.get(`/api/me/owner/einvoices/${id}/pdf`)).status).toBe(404);
    }
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

  it('issues the rest of the queue when one document cannot be issued, and that one once its data are mended', async () => {
    const broken = await portfolio(manager, { unitType: 'shop' });
    // A unit number with a character XML cannot carry (written past the API's checks).
    await db.query(`UPDATE estate_units SET unit_number = unit_number || E'\\u0007' WHERE id = $1`, [broken.unit.id]);
    await makeContract(manager, {
      unitId: broken.unit.id,
      tenantId: broken.tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 12_000,
      securityDeposit: 0,
      paymentFrequency: 'yearly',
    });
    const fine = await contractOnNewUnit(manager, 'shop', { rent: 12_000, deposit: 0 });
    const fineInvoice = fine.invoices.find((row) => row.vatAmount > 0)!;
    let waiting: EInvoiceRow | undefined;
    expect(
      await becomesTrue(async () => {
        waiting = (await accountant.get<EInvoiceList>(`/api/estate/einvoices?pageSize=100`)).body.items.find(
          (row) => row.stateReason?.code === 'INVALID_TEXT',
        );
        const [issued] = await einvoicesOf(fineInvoice.id);
        return waiting !== undefined && issued?.number !== null && issued?.number !== undefined;
      }),
    ).toBe(true);
    expect(waiting).toMatchObject({ number: null, state: 'pending', stateReason: { code: 'INVALID_TEXT' } });
    expect(waiting!.stateReason!.ar).toMatch(/تعذّر إصدار المستند/);
    // Mended and sent again: issued at the next run, next in the chain.
    await db.query(`UPDATE estate_units SET unit_number = replace(unit_number, E'\\u0007', '') WHERE id = $1`, [
      broken.unit.id,
    ]);
    expect((await accountant.post(`/api/estate/einvoices/${waiting!.id}/retry`, {})).status).toBe(200);
    expect(await settled()).toBe(true);
    const mended = (await accountant.get<EInvoiceDetail>(`/api/estate/einvoices/${waiting!.id}`)).body;
    expect(mended).toMatchObject({ number: expect.stringMatching(/^EINV-/), stateReason: null });
    const check = await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {});
    expect(check.body.ok).toBe(true);
  });

  it('signs with the certificate an admin gives: refused unless it is on secp256k1 with its own key; the chain still checks', async () => {
    const made = spawnSync(
      'sh',
      [
        '-c',
        [
          'openssl ecparam -name secp256k1 -genkey -noout -out k1.pem',
          'openssl req -new -x509 -key k1.pem -subj "/C=SA/O=Dar/CN=EGS-1" -days 365 -out c1.pem',
          'openssl ecparam -name secp256k1 -genkey -noout -out k2.pem',
          'openssl ecparam -name prime256v1 -genkey -noout -out p1.pem',
          'openssl req -new -x509 -key p1.pem -subj "/CN=P-256" -days 365 -out cp.pem',
        ].join(' && '),
      ],
      { cwd: work, encoding: 'utf8' },
    );
    expect(made.status).toBe(0);
    const file = (name: string) => readFileSync(join(work, name), 'utf8');
    const given = { certificatePem: file('c1.pem'), privateKeyPem: file('k1.pem') };
    expect((await accountant.put('/api/estate/einvoicing/certificate', given)).status).toBe(403);
    for (const wrong of [
      { certificatePem: file('c1.pem'), privateKeyPem: file('k2.pem') },
      { certificatePem: file('cp.pem'), privateKeyPem: file('p1.pem') },
      { certificatePem: 'not a certificate', privateKeyPem: file('k1.pem') },
    ]) {
      expect(refusalOf(await admin.put('/api/estate/einvoicing/certificate', wrong))).toMatchObject({
        status: 400,
        code: 'INVALID_CERTIFICATE',
      });
    }
    const saved = await admin.put<EInvoiceSettings>('/api/estate/einvoicing/certificate', given);
    expect(saved.status).toBe(200);
    expect(saved.body.certificate).toMatchObject({ generated: false, subject: expect.stringContaining('EGS-1') });

    const shop = await contractOnNewUnit(manager, 'shop', { rent: 12_000, deposit: 0 });
    expect(await settled()).toBe(true);
    const [issued] = await einvoicesOf(shop.invoices.find((row) => row.vatAmount > 0)!.id);
    const der = execFileSync('openssl', ['x509', '-in', join(work, 'c1.pem'), '-outform', 'DER']).toString('base64');
    expect(textOf(await storedXml(issued!.id), /<ds:X509Certificate>([^<]+)</)).toBe(der);
    // The documents signed before and after are one chain, each with a certificate the seller signed with.
    const check = await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {});
    expect(check.body).toMatchObject({ ok: true, firstBroken: null });
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
    const original = await storedXml(middle!.id);
    await asIfUnguarded(() =>
      db.query(
        `UPDATE estate_einvoices SET xml = regexp_replace(xml, '<cbc:PayableAmount currencyID="SAR">[0-9.]+',
           '<cbc:PayableAmount currencyID="SAR">1.00') WHERE id = $1`,
        [middle!.id],
      ),
    );
    const check = (await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {})).body;
    expect(check.ok).toBe(false);
    expect(check.firstBroken).toMatchObject({ number: middle!.number, reason: expect.stringMatching(/^hash/) });
    await asIfUnguarded(() => db.query(`UPDATE estate_einvoices SET xml = $2 WHERE id = $1`, [middle!.id, original]));
    expect((await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {})).body.ok).toBe(true);
  });

  it("finds a stored hash that is not its XML's, and a chain's head that is not its last document", async () => {
    const chainCheck = async () =>
      (await accountant.post<EInvoiceChainCheck>('/api/estate/einvoices/chain-check', {})).body;
    expect(await chainCheck()).toMatchObject({ ok: true });
    const [last] = (
      await db.query<{ number: string; counter: number; hash: string }>(
        `SELECT "number", counter, hash FROM estate_einvoices WHERE counter = (SELECT max(counter) FROM estate_einvoices)`,
      )
    ).rows;
    expect((await db.query(`SELECT last_counter, last_hash FROM estate_einvoice_chain`)).rows[0]).toEqual({
      last_counter: last!.counter,
      last_hash: last!.hash,
    });
    // The head moved (as it would by a last document rewritten and signed again with another key).
    const other = Buffer.from('another document').toString('base64');
    await db.query(`UPDATE estate_einvoice_chain SET last_hash = $1`, [other]);
    try {
      expect(await chainCheck()).toMatchObject({
        ok: false,
        firstBroken: { number: last!.number, reason: expect.stringMatching(/^head/) },
      });
    } finally {
      await db.query(`UPDATE estate_einvoice_chain SET last_hash = $1`, [last!.hash]);
    }
    // A stored hash that is not the one its XML gives.
    const [second_] = (
      await db.query<{ id: string; number: string; hash: string }>(
        `SELECT id, "number", hash FROM estate_einvoices WHERE counter = 2`,
      )
    ).rows;
    await asIfUnguarded(() => db.query(`UPDATE estate_einvoices SET hash = $2 WHERE id = $1`, [second_!.id, other]));
    try {
      expect(await chainCheck()).toMatchObject({
        ok: false,
        firstBroken: { number: second_!.number, reason: expect.stringMatching(/^stored-hash/) },
      });
    } finally {
      await asIfUnguarded(() =>
        db.query(`UPDATE estate_einvoices SET hash = $2 WHERE id = $1`, [second_!.id, second_!.hash]),
      );
    }
    expect(await chainCheck()).toMatchObject({ ok: true });
  });
});
