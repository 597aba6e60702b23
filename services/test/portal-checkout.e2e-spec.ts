import {
  type ApiErrorBody,
  CHECKOUT_TTL_MINUTES,
  type CheckoutStart,
  type CheckoutView,
  type ContractInvoices,
  type DashboardFinancial,
  type EstateContract,
  type EstateList,
  type EstateReport,
  type PaymentInvoiceDetail,
  type PaymentSummary,
  SANDBOX_CARDS,
  type TenantInvoice,
} from '@estate/contracts';
import { createHmac } from 'node:crypto';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { fromToday, invalidFields, makeContract, makeOwner, makeProperty, makeUnit } from './support/estate.js';
import { latinTextOf } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/server.js';

/** The sandbox's key in this test server: the test signs confirmations as the sandbox does. */
const SECRET = 'portal-checkout-test-sandbox-key';

interface Confirmation {
  reference: string;
  outcome: 'approved' | 'declined';
  amount: string;
  failureCode: string | null;
}
const sign = (body: Confirmation, secret = SECRET) =>
  createHmac('sha256', secret)
    .update(JSON.stringify([body.reference, body.outcome, body.amount, body.failureCode]))
    .digest('hex');

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holderName: 'Reem Al-Mutairi' };

describe('online payment of a tenant invoice (sandbox provider)', () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;
  let tenant: ApiClient;
  let otherTenant: ApiClient;
  let tenantId: string;

  beforeAll(async () => {
    app = await startTestApp({ PAYMENT_SANDBOX_SECRET: SECRET });
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
  afterAll(() => app?.stop());

  /** A new contract of the demo tenant and its first rent invoice, due `daysAgo` days before today. */
  async function invoiceOfTenant(options: { rent?: number; daysAgo?: number } = {}): Promise<PaymentInvoiceDetail> {
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id);
    // A shop's rent: residential rent is paid through Ejar only, never by card here (portal-ejar.e2e-spec.ts).
    const unit = await makeUnit(manager, property.id, { unitType: 'shop' });
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId,
      startDate: fromToday(5),
      endDate: fromToday(369),
      rentAmount: options.rent ?? 2500,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const first = invoices.items.find((invoice) => invoice.type === 'rent')!;
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [
      first.id,
      fromToday(-(options.daysAgo ?? 0)),
    ]);
    return invoiceDetail(first.id);
  }

  const invoiceDetail = async (id: string) =>
    (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${id}`)).body;
  const paymentRows = async (invoiceId: string) =>
    app.database.query<{ id: string; method: string; reference: string; recorded_by: string }>(
      `SELECT id, method, reference, recorded_by FROM estate_payments WHERE invoice_id = $1`,
      [invoiceId],
    );
  const start = (client: ApiClient, invoiceId: string) =>
    client.post<CheckoutStart>(`/api/me/tenant/invoices/${invoiceId}/checkout`, {});
  const referenceOf = async (checkoutId: string) =>
    (
      await app.database.query<{ provider_reference: string }>(
        `SELECT provider_reference FROM estate_payment_checkouts WHERE id = $1`,
        [checkoutId],
      )
    )[0]!.provider_reference;
  const confirm = (body: Confirmation, signature = sign(body)) =>
    new ApiClient(app.baseUrl).request<{ checkoutId: string; status: string; paymentId: string | null }>(
      'POST',
      '/api/checkout/confirm/sandbox',
      { body, headers: { 'x-sandbox-signature': signature } },
    );
  const pay = (client: ApiClient, checkoutId: string, card: Partial<typeof CARD> = {}) =>
    client.post<CheckoutView>(`/api/checkout/${checkoutId}/sandbox/pay`, { ...CARD, ...card });

  async function started(invoice: PaymentInvoiceDetail) {
    const response = await start(tenant, invoice.id);
    expect(response.status).toBe(201);
    const reference = await referenceOf(response.body.checkoutId);
    const approval: Confirmation = {
      reference,
      outcome: 'approved',
      amount: invoice.outstandingAmount.toFixed(2),
      failureCode: null,
    };
    return { checkout: response.body, reference, approval };
  }

  it('records an approved payment once when its confirmation arrives twice, and the card page then shows it', async () => {
    const invoice = await invoiceOfTenant({ rent: 3150 });
    const { checkout, reference, approval } = await started(invoice);
    expect(checkout).toEqual({
      checkoutId: expect.any(String),
      provider: 'sandbox',
      amount: invoice.outstandingAmount,
      redirectUrl: `/tenant-portal/pay/${checkout.checkoutId}`,
    });
    const view = (await tenant.get<CheckoutView>(`/api/checkout/${checkout.checkoutId}`)).body;
    expect(view).toMatchObject({
      status: 'pending',
      amount: invoice.outstandingAmount,
      currency: 'SAR',
      invoiceNumber: invoice.invoiceNumber,
      contractNumber: invoice.contractNumber,
      propertyTitle: invoice.propertyTitle,
      paymentId: null,
    });
    expect(new Date(view.expiresAt).getTime() - Date.now()).toBeGreaterThan((CHECKOUT_TTL_MINUTES - 1) * 60_000);

    const first = await confirm(approval);
    const second = await confirm(approval);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ checkoutId: checkout.checkoutId, status: 'approved', paymentId: expect.any(String) });
    expect(second.body).toEqual(first.body);

    const rows = await paymentRows(invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.paymentId, method: 'card', reference });
    const [me] = await app.database.query<{ id: string }>(`SELECT id FROM users WHERE email = 'tenant@dar-estate.sa'`);
    expect(rows[0]!.recorded_by).toBe(me!.id);
    // A sandbox payment is a test payment: recorded, but the invoice is still owed in full.
    const paid = await invoiceDetail(invoice.id);
    expect(paid).toMatchObject({ status: 'pending', outstandingAmount: invoice.outstandingAmount, paidAmount: 0 });
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'card', test: true })]);

    // The card page posted late (or twice) finds it approved and answers the same payment.
    const again = await pay(tenant, checkout.checkoutId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'approved',
      paymentId: first.body.paymentId,
      receiptNumber: paid.payments[0]!.receiptNumber,
      failureCode: null,
    });
    expect(await paymentRows(invoice.id)).toHaveLength(1);
    // Nothing real was paid: a real payment can still settle it.
    expect((await start(tenant, invoice.id)).status).toBe(201);
  });

  it('records one payment under five concurrent confirmations', async () => {
    const invoice = await invoiceOfTenant({ rent: 2750 });
    const { approval } = await started(invoice);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(approval)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const paymentIds = new Set(answers.map((answer) => answer.body.paymentId));
    expect(paymentIds.size).toBe(1);
    expect([...paymentIds][0]).toEqual(expect.any(String));
    expect(await paymentRows(invoice.id)).toHaveLength(1);
    expect((await invoiceDetail(invoice.id)).payments.map((payment) => payment.test)).toEqual([true]);
  });

  it('pays through the card page; a late test payment issues no late fee and leaves the invoice overdue', async () => {
    const invoice = await invoiceOfTenant({ rent: 2000, daysAgo: 40 });
    expect(invoice.status).toBe('overdue');
    const { checkout, approval } = await started(invoice);
    const paid = await pay(tenant, checkout.checkoutId, { cardNumber: SANDBOX_CARDS.approved });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'approved', receiptNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/) });
    // The sandbox's own confirmation replayed changes nothing.
    expect((await confirm(approval)).body.paymentId).toBe(paid.body.paymentId);
    expect(await paymentRows(invoice.id)).toHaveLength(1);
    const detail = await invoiceDetail(invoice.id);
    expect(detail).toMatchObject({ status: 'overdue', penaltyInvoice: null, lateFee: invoice.lateFee });
    expect(detail.lateFee).toBeGreaterThan(0);
  });

  it('leaves the invoice unpaid on a declined or unknown card, and a new checkout can be started', async () => {
    const invoice = await invoiceOfTenant();
    const { checkout } = await started(invoice);
    const declined = await pay(tenant, checkout.checkoutId, { cardNumber: SANDBOX_CARDS.declined });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', failureCode: 'CARD_DECLINED', paymentId: null });
    expect(await paymentRows(invoice.id)).toHaveLength(0);
    expect((await invoiceDetail(invoice.id)).status).toBe('pending');
    // The declined checkout is done with; another card needs a new checkout.
    expect(refusalOf(await pay(tenant, checkout.checkoutId))).toEqual({ status: 409, code: 'CHECKOUT_COMPLETED' });

    const retry = await start(tenant, invoice.id);
    expect(retry.status).toBe(201);
    // A card that passes the checks but is not a sandbox test card is refused as invalid.
    const unknown = await pay(tenant, retry.body.checkoutId, { cardNumber: '5555 5555 5555 4444' });
    expect(unknown.body).toMatchObject({ status: 'declined', failureCode: 'CARD_INVALID' });
    expect(await paymentRows(invoice.id)).toHaveLength(0);
    expect((await invoiceDetail(invoice.id)).status).toBe('pending');
  });

  it("refuses another tenant's invoice and checkout as if they did not exist", async () => {
    const invoice = await invoiceOfTenant();
    const { checkout, approval } = await started(invoice);
    expect(refusalOf(await start(otherTenant, invoice.id))).toEqual({ status: 404, code: 'INVOICE_NOT_FOUND' });
    expect(refusalOf(await start(otherTenant, '00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      code: 'INVOICE_NOT_FOUND',
    });
    expect(refusalOf(await start(accountant, invoice.id))).toEqual({ status: 404, code: 'INVOICE_NOT_FOUND' });
    expect(refusalOf(await otherTenant.get(`/api/checkout/${checkout.checkoutId}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refusalOf(await pay(otherTenant, checkout.checkoutId))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(refusalOf(await tenant.get('/api/checkout/not-a-checkout'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await paymentRows(invoice.id)).toHaveLength(0);
    // Signed out: sign in first.
    expect((await new ApiClient(app.baseUrl).get(`/api/checkout/${checkout.checkoutId}`)).status).toBe(401);
    // The owner still pays it.
    expect((await confirm(approval)).body.status).toBe('approved');
  });

  it('refuses a confirmation with a bad signature or altered fields, and nothing is recorded', async () => {
    const invoice = await invoiceOfTenant();
    const { checkout, approval } = await started(invoice);
    const forged = await confirm(approval, sign(approval, 'someone-elses-secret-key'));
    expect(refusalOf(forged)).toEqual({ status: 400, code: 'CHECKOUT_SIGNATURE_INVALID' });
    const unsigned = await new ApiClient(app.baseUrl).request<ApiErrorBody>('POST', '/api/checkout/confirm/sandbox', {
      body: approval,
    });
    expect(refusalOf(unsigned)).toEqual({ status: 400, code: 'CHECKOUT_SIGNATURE_INVALID' });
    // The signature of the real amount does not cover a smaller one.
    const cheaper = await confirm({ ...approval, amount: '1.00' }, sign(approval));
    expect(refusalOf(cheaper)).toEqual({ status: 400, code: 'CHECKOUT_SIGNATURE_INVALID' });
    // Signed, but not what was asked: refused too.
    expect(refusalOf(await confirm({ ...approval, amount: '1.00' }))).toEqual({
      status: 400,
      code: 'CHECKOUT_SIGNATURE_INVALID',
    });
    expect(refusalOf(await confirm({ ...approval, reference: 'nonsense' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const unknownProvider = await new ApiClient(app.baseUrl).request('POST', '/api/checkout/confirm/elsewhere', {
      body: approval,
      headers: { 'x-sandbox-signature': sign(approval) },
    });
    expect(refusalOf(unknownProvider)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await paymentRows(invoice.id)).toHaveLength(0);
    expect((await tenant.get<CheckoutView>(`/api/checkout/${checkout.checkoutId}`)).body.status).toBe('pending');
  });

  it(`refuses an expired checkout (after ${CHECKOUT_TTL_MINUTES} minutes)`, async () => {
    const invoice = await invoiceOfTenant();
    const { checkout, approval } = await started(invoice);
    await app.database.query(
      `UPDATE estate_payment_checkouts SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [checkout.checkoutId],
    );
    const view = (await tenant.get<CheckoutView>(`/api/checkout/${checkout.checkoutId}`)).body;
    expect(view).toMatchObject({ status: 'expired', failureCode: 'CHECKOUT_EXPIRED' });
    expect(refusalOf(await confirm(approval))).toEqual({ status: 409, code: 'CHECKOUT_EXPIRED' });
    expect(refusalOf(await pay(tenant, checkout.checkoutId))).toEqual({ status: 409, code: 'CHECKOUT_EXPIRED' });
    expect(await paymentRows(invoice.id)).toHaveLength(0);
    expect((await invoiceDetail(invoice.id)).status).toBe('pending');
    const [row] = await app.database.query<{ status: string }>(
      `SELECT status FROM estate_payment_checkouts WHERE id = $1`,
      [checkout.checkoutId],
    );
    expect(row!.status).toBe('expired');
  });

  it('answers 400 naming each bad card field, and the checkout stays payable', async () => {
    const invoice = await invoiceOfTenant();
    const { checkout } = await started(invoice);
    const bad = await pay(tenant, checkout.checkoutId, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12a',
      holderName: '',
    });
    expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(bad.body)).toEqual(['cardNumber', 'cvc', 'expiry', 'holderName']);
    expect(refusalOf(await pay(tenant, checkout.checkoutId, { expiry: '13/30' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(
      invalidFields((await pay(tenant, checkout.checkoutId, { cardNumber: 42 as unknown as string })).body),
    ).toEqual(['cardNumber']);
    expect((await tenant.get<CheckoutView>(`/api/checkout/${checkout.checkoutId}`)).body.status).toBe('pending');
    expect((await pay(tenant, checkout.checkoutId)).body.status).toBe('approved');
    expect(await paymentRows(invoice.id)).toHaveLength(1);
  });
  it('records a sandbox payment as a test payment: its receipt says so, lists mark it, and no money figure counts it', async () => {
    const admin = await signInAs(app.baseUrl, 'admin');
    const invoice = await invoiceOfTenant({ rent: 4100 });
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const figures = async () => {
      const [summary, report, financial, contract] = await Promise.all([
        accountant.get<PaymentSummary>(`/api/estate/payments/summary?propertyId=${invoice.propertyId}`),
        accountant.get<EstateReport>(
          `/api/estate/reports?period=yearly&year=${today.slice(0, 4)}&propertyId=${invoice.propertyId}`,
        ),
        admin.get<DashboardFinancial>('/api/dashboard/financial'),
        manager.get<EstateContract>(`/api/estate/contracts/${invoice.contractId}`),
      ]);
      for (const response of [summary, report, financial, contract]) expect(response.status).toBe(200);
      return {
        collected: summary.body.paidAmount,
        owed: summary.body.pendingAmount + summary.body.overdueAmount,
        revenue: report.body.totalRevenue,
        dashboardRevenue: financial.body.month.revenue,
        contractPaid: contract.body.totalPaid,
      };
    };
    const before = await figures();
    const { checkout } = await started(invoice);
    const paid = await pay(tenant, checkout.checkoutId);
    expect(paid.body).toMatchObject({ status: 'approved', test: true });
    expect(await figures()).toEqual(before);

    // The staff's invoice and the tenant's list mark it; the receipt says it plainly.
    const payment = (await invoiceDetail(invoice.id)).payments[0]!;
    expect(payment).toMatchObject({ id: paid.body.paymentId, test: true });
    const mine: TenantInvoice[] = [];
    for (let page = 1; !mine.some((item) => item.id === invoice.id); page++) {
      const list = (await tenant.get<EstateList<TenantInvoice>>(`/api/me/tenant/invoices?limit=50&page=${page}`)).body;
      expect(list.items.length).toBeGreaterThan(0);
      mine.push(...list.items);
    }
    expect(mine.find((item) => item.id === invoice.id)).toMatchObject({
      status: 'pending',
      payable: true,
      payments: [expect.objectContaining({ id: payment.id, test: true })],
    });
    const receipt = await fetch(`${app.baseUrl}/api/me/tenant/payments/${payment.id}/receipt?lang=en`, {
      headers: { cookie: tenant.cookieHeader() },
    });
    expect(receipt.status).toBe(200);
    const text = latinTextOf(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain('TEST PAYMENT');
    expect(text).toContain('no money was received');

    // A refund of it is a test too: it moves no figure either.
    const refund = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${payment.id}/refund`, {
      amount: 100,
      reason: 'Test refund',
    });
    expect(refund.status).toBe(200);
    expect(refund.body.payments.find((row) => row.kind === 'refund')).toMatchObject({ test: true });
    expect(await figures()).toEqual(before);
  });

  it('without a provider in production, a checkout answers PAYMENT_PROVIDER_NOT_CONFIGURED with the office methods', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: undefined });
    try {
      const payer = await signInAs(production.baseUrl, 'tenant');
      // A shop's rent of the demo tenant (residential rent is refused first: it is paid through Ejar).
      const staff = await signInAs(production.baseUrl, 'property_manager');
      const owner = await makeOwner(staff);
      const property = await makeProperty(staff, owner.id);
      const unit = await makeUnit(staff, property.id, { unitType: 'shop' });
      const [payerTenant] = await production.database.query<{ id: string }>(
        `SELECT t.id FROM estate_tenants t JOIN users u ON u.id = t.user_id WHERE u.email = 'tenant@dar-estate.sa'`,
      );
      const contract = await makeContract(staff, {
        unitId: unit.id,
        tenantId: payerTenant!.id,
        startDate: fromToday(0),
        endDate: fromToday(364),
        rentAmount: 2500,
        securityDeposit: 0,
        paymentFrequency: 'monthly',
      });
      const [owned] = await production.database.query<{ id: string }>(
        `SELECT id FROM estate_invoices WHERE contract_id = $1 AND type = 'rent' ORDER BY due_date LIMIT 1`,
        [contract.id],
      );
      const refused = await payer.post<{ details: { methods: string[] } }>(
        `/api/me/tenant/invoices/${owned!.id}/checkout`,
        {},
      );
      expect(refusalOf(refused)).toEqual({ status: 503, code: 'PAYMENT_PROVIDER_NOT_CONFIGURED' });
      expect(refused.body.details.methods).toEqual(['bank_transfer', 'cash', 'check']);
      // Nothing can be confirmed through the sandbox either.
      const sandbox = await new ApiClient(production.baseUrl).request('POST', '/api/checkout/confirm/sandbox', {
        body: { reference: `sbx_${'0'.repeat(24)}`, outcome: 'approved', amount: '1.00', failureCode: null },
      });
      expect(refusalOf(sandbox)).toEqual({ status: 404, code: 'NOT_FOUND' });
    } finally {
      await production.stop();
    }
  });
});
