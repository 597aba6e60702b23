import {
  addDays,
  type ContractInvoices,
  type OwnerFeeInvoice,
  todayInRiyadh,
  type TrialBalance,
} from '@estate/contracts';
import { Client } from 'pg';
import { issueQueued } from '../src/estate/einvoicing/einvoice-issuer.js';
import { invoiceManagementFees } from '../src/estate/einvoicing/fee-invoices.js';
import { ApiClient, signInAs } from './support/auth.js';
import { makeAccount, makeContract, makeOwner, makeProperty, makeTenant, makeUnit } from './support/estate.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

/** The TLV records of a Base64 QR: tag -> text. */
function tlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const length = bytes[at + 1]!;
    fields.set(bytes[at]!, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

const halalas = (value: number) => Math.round(value * 100);

describe("owners' management-fee tax invoices", () => {
  let app: TestApp;
  let db: Client;
  let admin: ApiClient;
  let manager: ApiClient;
  let accountant: ApiClient;
  // The job is off: the test runs the month's billing and the issuer itself, with the day it chooses.
  const query = {
    query: async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows,
  } as unknown as Parameters<typeof invoiceManagementFees>[0];
  const inTransaction = async <T>(work: () => Promise<T>) => {
    await db.query('BEGIN');
    try {
      const result = await work();
      await db.query('COMMIT');
      return result;
    } catch (error) {
      await db.query('ROLLBACK');
      throw error;
    }
  };
  /** The month's billing as the job runs it on the first day of a month (the billed month forgotten first). */
  const billMonths = () =>
    inTransaction(async () => {
      await db.query(`UPDATE estate_fee_billing SET invoiced_before = NULL`);
      return invoiceManagementFees(query, todayInRiyadh());
    });
  const issue = () => inTransaction(() => issueQueued(query, 500));

  beforeAll(async () => {
    app = await startTestApp({ EINVOICE_ISSUE_SECONDS: '0' });
    db = new Client({ connectionString: app.database.env.DATABASE_URL });
    await db.connect();
    [admin, manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  /**
   * A new owner (with an account) charged a 10% fee with VAT from two months ago, and a shop let at `rentAmount` a
   * month from then: its first rent invoice.
   */
  const feeOwnerWithShop = async (rentAmount: number) => {
    const account = await makeAccount(admin, 'owner');
    const owner = await makeOwner(manager, { userId: account.id });
    const property = await makeProperty(manager, owner.id);
    const unit = await makeUnit(manager, property.id, { unitType: 'shop' });
    const tenant = await makeTenant(manager);
    const monthStart = `${todayInRiyadh().slice(0, 7)}-01`;
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: addDays(monthStart, -60),
      endDate: addDays(monthStart, 300),
      rentAmount,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const agreement = await accountant.post(`/api/estate/owners/${owner.id}/agreements`, {
      feePercent: 10,
      vatOnFee: true,
      fromDate: addDays(monthStart, -60),
    });
    expect(agreement.status).toBe(201);
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    return { account, monthStart, lastMonthDay: addDays(monthStart, -1), rent };
  };

  /** The fee and VAT the ledger holds on the entries linked to a fee invoice. */
  const ledgerOf = async (feeInvoiceId: string) => {
    const [row] = (
      await db.query<{ fee: string; vat: string }>(
        `SELECT coalesce(sum(l.credit - l.debit) FILTER (WHERE l.account_code = '4300'), 0) AS fee,
                coalesce(sum(l.credit - l.debit) FILTER (WHERE l.account_code = '2200'), 0) AS vat
           FROM estate_fee_invoice_entries x JOIN ledger_lines l ON l.entry_id = x.entry_id
          WHERE x.fee_invoice_id = $1 AND x.credit_note_id IS NULL`,
        [feeInvoiceId],
      )
    ).rows;
    return { fee: Number(row!.fee), vat: Number(row!.vat) };
  };

  it("invoices the demo owner's fees of the months that have ended, each one reconciled with the ledger", async () => {
    const owner = await signInAs(app.baseUrl, 'owner');
    const { status, body } = await owner.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    const monthStart = `${todayInRiyadh().slice(0, 7)}-01`;
    for (const invoice of body) {
      expect(invoice.invoiceNumber).toMatch(/^MF-\d{6}-\d{6}$/);
      expect(invoice.periodEnd < monthStart).toBe(true);
      expect(halalas(invoice.vat)).toBe(Math.round(halalas(invoice.net) * 0.15));
      expect(halalas(invoice.total)).toBe(halalas(invoice.net) + halalas(invoice.vat));
      const ledger = await ledgerOf(invoice.id);
      expect(halalas(ledger.fee)).toBe(halalas(invoice.net));
      expect(halalas(ledger.vat)).toBe(halalas(invoice.vat));
      // The seed issued its tax invoice: the QR's total and VAT are the invoice's.
      expect(invoice.einvoice).not.toBeNull();
      const qr = tlv(invoice.einvoice!.qr);
      expect(Number(qr.get(4))).toBeCloseTo(invoice.total, 2);
      expect(Number(qr.get(5))).toBeCloseTo(invoice.vat, 2);
    }
    // The accountant's e-invoice list finds them by the fee invoice's number, with the owner as the buyer.
    const listed = await accountant.get<{ items: Array<{ invoiceNumber: string; buyerName: string }> }>(
      `/api/estate/einvoices?q=${encodeURIComponent(body[0]!.invoiceNumber)}`,
    );
    expect(listed.body.items).toHaveLength(1);

    // The tax invoice's PDF, in both languages, names the management fee.
    for (const lang of ['ar', 'en'] as const) {
      const pdf = await fetch(`${app.baseUrl}/api/me/owner/fee-invoices/${body[0]!.id}/pdf?lang=${lang}`, {
        headers: { cookie: owner.cookieHeader() },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfToText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain(body[0]!.einvoice!.number);
      expect(text).toContain('Property management fee');
    }
  });

  it("refuses another owner's fee invoices: a second owner account sees none and gets 404 for the PDF", async () => {
    const demo = await signInAs(app.baseUrl, 'owner');
    const [mine] = (await demo.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body;
    const account = await makeAccount(admin, 'owner');
    await makeOwner(manager, { userId: account.id });
    const other = await new ApiClient(app.baseUrl).signIn(account.email);
    expect((await other.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body).toEqual([]);
    const refused = await fetch(`${app.baseUrl}/api/me/owner/fee-invoices/${mine!.id}/pdf?lang=en`, {
      headers: { cookie: other.cookieHeader() },
    });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: string }).code).toBe('FEE_INVOICE_NOT_FOUND');
    expect((await new ApiClient(app.baseUrl).get('/api/me/owner/fee-invoices')).status).toBe(401);
  });

  it("invoices last month's fees once, with the VAT rounded once and the ledger's halalas moved to match", async () => {
    const { account, lastMonthDay, rent } = await feeOwnerWithShop(12_000);
    // Three payments of 1.15 (1.00 of rent net of VAT each): a fee of 0.10 each, its VAT 0.015 rounded to 0.02 each,
    // 0.06 in all; the month's 0.30 of fee at 15% is 0.045, 0.05 on the tax invoice.
    for (let index = 0; index < 3; index += 1) {
      const paid = await accountant.post(`/api/estate/invoices/${rent.id}/payments`, {
        amount: 1.15,
        method: 'bank_transfer',
        paidOn: lastMonthDay,
      });
      expect(paid.status).toBe(201);
    }

    expect(await billMonths()).toBeGreaterThanOrEqual(1);
    const client = await new ApiClient(app.baseUrl).signIn(account.email);
    const [invoice, ...others] = (await client.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body;
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      periodStart: `${lastMonthDay.slice(0, 7)}-01`,
      periodEnd: lastMonthDay,
      net: 0.3,
      vatPercent: 15,
      vat: 0.05,
      total: 0.35,
      einvoice: null,
    });
    // The ledger's VAT on the invoice's entries is the invoice's, and the books still balance.
    expect(await ledgerOf(invoice!.id)).toEqual({ fee: 0.3, vat: 0.05 });
    const balance = await accountant.get<TrialBalance>('/api/estate/ledger/trial-balance');
    expect(balance.body.totalDebit).toBeCloseTo(balance.body.totalCredit, 2);

    // Billed once: run again, nothing new.
    expect(await billMonths()).toBe(0);
    expect((await client.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body).toHaveLength(1);

    // Issued as a tax invoice to the owner.
    await issue();
    const [issued] = (await client.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body;
    expect(issued!.einvoice).toMatchObject({ number: expect.stringMatching(/^EINV-\d{8}$/), state: 'pending' });
    expect(tlv(issued!.einvoice!.qr).get(4)).toBe('0.35');
  });

  it("credits a fee invoiced already when its payment is refunded: a credit note naming the fee's tax invoice", async () => {
    const { account, monthStart, lastMonthDay, rent } = await feeOwnerWithShop(10_000);
    // 11,500 paid last month: 10,000 of rent net of VAT, a fee of 1,000 and its VAT 150.
    const paid = await accountant.post<{ payments: Array<{ id: string }> }>(
      `/api/estate/invoices/${rent.id}/payments`,
      { amount: 11_500, method: 'bank_transfer', paidOn: lastMonthDay },
    );
    expect(paid.status).toBe(201);
    expect(await billMonths()).toBeGreaterThanOrEqual(1);
    await issue();
    const client = await new ApiClient(app.baseUrl).signIn(account.email);
    const [feeInvoice] = (await client.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body;
    expect(feeInvoice).toMatchObject({ net: 1_000, vat: 150, einvoice: { kind: 'invoice', notes: [] } });

    // Refunded this month: the fee is given back (1,000 and its 150 of VAT) in the ledger at once...
    const refund = await accountant.post(`/api/estate/payments/${paid.body.payments[0]!.id}/refund`, {
      amount: 11_500,
      reason: 'Tenant left',
    });
    expect(refund.status).toBe(200);
    // ...and, at the next month's billing, credited by a credit note of the fee's tax invoice, not netted into a
    // new invoice.
    const nextMonth = addDays(monthStart, 35);
    await inTransaction(async () => {
      await db.query(`UPDATE estate_fee_billing SET invoiced_before = NULL`);
      return invoiceManagementFees(query, nextMonth);
    });
    await issue();
    const listed = (await client.get<OwnerFeeInvoice[]>('/api/me/owner/fee-invoices')).body;
    expect(listed.map((invoice) => invoice.id)).toEqual([feeInvoice!.id]);
    expect(listed[0]!.einvoice!.notes).toEqual([
      expect.objectContaining({ kind: 'credit_note', vatTotal: 150, totalWithVat: 1_150 }),
    ]);
    const note = listed[0]!.einvoice!.notes[0]!;
    const [row] = (await db.query(`SELECT reason, credited_id, xml FROM estate_einvoices WHERE id = $1`, [note.id]))
      .rows;
    expect(row).toMatchObject({ reason: 'fee_refund', credited_id: feeInvoice!.einvoice!.id });
    expect(row!.xml).toContain(`<cbc:ID>${feeInvoice!.einvoice!.number}</cbc:ID>`);
    // The refund's fee entry is linked as credited by the note, once: billing again credits nothing more.
    await inTransaction(async () => {
      await db.query(`UPDATE estate_fee_billing SET invoiced_before = NULL`);
      return invoiceManagementFees(query, nextMonth);
    });
    const [{ n }] = (
      await db.query(`SELECT count(*)::int AS n FROM estate_einvoices WHERE credited_id = $1`, [
        feeInvoice!.einvoice!.id,
      ])
    ).rows as [{ n: number }];
    expect(n).toBe(1);
    // The owner downloads the credit note's PDF; another owner gets 404.
    const pdf = await fetch(`${app.baseUrl}/api/me/owner/einvoices/${note.id}/pdf?lang=en`, {
      headers: { cookie: client.cookieHeader() },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfToText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(note.number);
    expect(text).toContain('Management fee given back on a refunded payment');
    const other = await new ApiClient(app.baseUrl).signIn((await makeAccount(admin, 'owner')).email);
    expect((await other.get(`/api/me/owner/einvoices/${note.id}/pdf`)).status).toBe(404);
  });
});
