import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_ERROR_CODES,
  type ContractInvoices,
  type PaymentInvoiceDetail,
} from '@estate/contracts';
import { randomUUID } from 'node:crypto';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { fromToday, makeContract, portfolio } from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';

describe('payments with an Idempotency-Key', () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
    accountant = await signInAs(app.baseUrl, 'accountant');
  });
  afterAll(() => app?.stop());

  const pay = (client: ApiClient, id: string, body: Record<string, unknown>, key?: string) =>
    client.post<PaymentInvoiceDetail>(
      `/api/estate/invoices/${id}/payments`,
      { method: 'bank_transfer', paidOn: fromToday(0), ...body },
      key === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
  const payments = async (invoiceId: string) =>
    app.database.query<{ id: string; idempotency_key: string | null }>(
      `SELECT id, idempotency_key FROM estate_payments WHERE invoice_id = $1 AND kind = 'payment'`,
      [invoiceId],
    );

  async function rentInvoice(rent: number): Promise<string> {
    const { unit, tenant } = await portfolio(manager, { unitType: 'apartment' });
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(10),
      endDate: fromToday(374),
      rentAmount: rent,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    return invoices.items.find((invoice) => invoice.type === 'rent')!.id;
  }

  it('stores one payment for two sends of one key at once, and answers a resend after success with it', async () => {
    const invoiceId = await rentInvoice(3000);
    const key = randomUUID();
    const answers = await Promise.all([1, 2].map(() => pay(accountant, invoiceId, { amount: 1000 }, key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const replay = answers.find((answer) => answer.status === 200)!;
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const stored = await payments(invoiceId);
    expect(stored).toEqual([{ id: expect.any(String), idempotency_key: key }]);
    for (const answer of answers) {
      expect(answer.body.paidAmount).toBe(1000);
      expect(answer.body.payments.map((payment) => payment.id)).toEqual([stored[0]!.id]);
    }

    const again = await pay(accountant, invoiceId, { amount: 1000 }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.payments.map((payment) => payment.id)).toEqual([stored[0]!.id]);
    expect(await payments(invoiceId)).toHaveLength(1);

    // Without a key, the same body is another payment.
    expect((await pay(accountant, invoiceId, { amount: 1000 })).status).toBe(201);
    expect(await payments(invoiceId)).toHaveLength(2);
  });

  it('refuses the key for another body or invoice (IDEMPOTENCY_KEY_REUSED), and keeps each user’s keys apart', async () => {
    const invoiceId = await rentInvoice(3000);
    const other = await rentInvoice(3000);
    const key = randomUUID();
    expect((await pay(accountant, invoiceId, { amount: 500 }, key)).status).toBe(201);
    const reused = { status: 422, code: PAYMENT_ERROR_CODES.keyReused };
    expect(refusalOf(await pay(accountant, invoiceId, { amount: 600 }, key))).toEqual(reused);
    expect(refusalOf(await pay(accountant, invoiceId, { amount: 500, reference: 'TRX-1' }, key))).toEqual(reused);
    expect(refusalOf(await pay(accountant, other, { amount: 500 }, key))).toEqual(reused);
    const markPaid = await accountant.post(
      `/api/estate/invoices/${invoiceId}/mark-paid`,
      { method: 'bank_transfer', paidOn: fromToday(0) },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
    expect(refusalOf(markPaid)).toEqual(reused);
    // Another user's key is theirs alone.
    expect((await pay(manager, invoiceId, { amount: 500 }, key)).status).toBe(201);
    expect(await payments(invoiceId)).toHaveLength(2);
    expect(await payments(other)).toHaveLength(0);
    expect(refusalOf(await pay(accountant, invoiceId, { amount: 1 }, 'k'.repeat(101)))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('pays in full once for a resent mark-paid with its key', async () => {
    const invoiceId = await rentInvoice(2000);
    const key = randomUUID();
    const send = () =>
      accountant.post<PaymentInvoiceDetail>(
        `/api/estate/invoices/${invoiceId}/mark-paid`,
        { method: 'cash', paidOn: fromToday(0) },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(answers.every((answer) => answer.body.status === 'paid')).toBe(true);
    expect(await payments(invoiceId)).toHaveLength(1);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    expect(await payments(invoiceId)).toHaveLength(1);
  });
});
