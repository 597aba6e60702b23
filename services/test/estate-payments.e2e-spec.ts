import type {
  ContractInvoices,
  EstateContract,
  EstateList,
  EstateTenant,
  OutboxPage,
  PaymentInvoice,
  PaymentInvoiceDetail,
  PaymentSummary,
  ReminderResult,
  TenantInvoice,
} from '@estate/contracts';
import { DEMO_PASSWORD } from '@estate/contracts';
import { inflateSync } from 'node:zlib';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { csv, importFile } from './support/imports.js';
import { fromToday, invalidFields, makeAccount, makeContract, makeTenant, portfolio } from './support/estate.js';
import { latinTextOf } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PDF, putObject } from './support/uploads.js';

describe('estate payments', () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
    accountant = await signInAs(app.baseUrl, 'accountant');
  });
  afterAll(() => app?.stop());

  const detail = async (id: string) => (await accountant.get<PaymentInvoiceDetail>(`/api/estate/invoices/${id}`)).body;
  const pay = (id: string, body: Record<string, unknown>) =>
    accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${id}/payments`, {
      method: 'bank_transfer',
      paidOn: fromToday(0),
      ...body,
    });

  /** A contract's first rent invoice, moved to be due `daysAgo` days before today. */
  async function rentInvoice(options: { rent: number; daysAgo: number; unitType?: string }) {
    const { unit, tenant, property } = await portfolio(manager, {
      unitType: (options.unitType ?? 'apartment') as 'apartment',
    });
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(10),
      endDate: fromToday(374),
      rentAmount: options.rent,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const first = invoices.items.find((invoice) => invoice.type === 'rent')!;
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [
      first.id,
      fromToday(-options.daysAgo),
    ]);
    return { invoiceId: first.id, contract, tenant, property };
  }

  it('seeds payments over the past year: paid invoices through payments, some partly paid, refunds and penalties', async () => {
    const count = async (sql: string) => Number((await app.database.query<{ n: string }>(sql))[0]!.n);
    expect(await count(`SELECT count(*) AS n FROM estate_payments WHERE kind = 'payment'`)).toBeGreaterThan(50);
    expect(await count(`SELECT count(*) AS n FROM estate_payments WHERE kind = 'refund'`)).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) AS n FROM estate_invoices WHERE penalty_for_invoice_id IS NOT NULL`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(DISTINCT date_trunc('month', paid_on)) AS n FROM estate_payments`),
    ).toBeGreaterThanOrEqual(6);
    // Every paid invoice is paid by its payments, to the halala; some open ones are partly paid.
    const net = `(SELECT coalesce(sum(CASE WHEN p.kind = 'payment' THEN p.amount ELSE -p.amount END), 0)
                    FROM estate_payments p WHERE p.invoice_id = i.id)`;
    expect(
      await count(`SELECT count(*) AS n FROM estate_invoices i WHERE i.status = 'paid' AND ${net} <> i.total_amount`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM estate_invoices i WHERE i.status = 'pending' AND ${net} > 0`),
    ).toBeGreaterThan(0);
    const receipts = await app.database.query<{ receipt_number: string }>(`SELECT receipt_number FROM estate_payments`);
    expect(receipts.every((row) => /^RCT-\d{4}-\d{6}$/.test(row.receipt_number))).toBe(true);
    const summary = (await accountant.get<PaymentSummary>('/api/estate/payments/summary')).body;
    expect(summary.paidAmount).toBeGreaterThan(0);
    expect(summary.overdueAmount).toBeGreaterThan(0);
  });

  it('seeds money through the same rules as the screens: real paid days, penalties for late settlements, dates in range', async () => {
    const [facts] = await app.database.query<Record<string, string>>(
      `WITH settled AS (
         SELECT i.id, i.type, i.due_date, coalesce(i.late_fee_from, i.due_date) AS fee_from,
                ((i.paid_at AT TIME ZONE 'UTC') + interval '3 hours')::date AS paid_day,
                (SELECT max(pm.paid_on) FROM estate_payments pm
                  WHERE pm.invoice_id = i.id AND pm.kind = 'payment') AS last_paid_on
           FROM estate_invoices i WHERE i.status = 'paid')
       SELECT count(*) FILTER (WHERE paid_day IS DISTINCT FROM last_paid_on) AS wrong_paid_day,
              count(*) FILTER (WHERE type <> 'penalty' AND paid_day > due_date) AS paid_late,
              count(*) FILTER (WHERE type <> 'penalty' AND paid_day > fee_from AND NOT EXISTS (
                SELECT 1 FROM estate_invoices pen
                 WHERE pen.penalty_for_invoice_id = settled.id AND pen.due_date = settled.paid_day)) AS without_penalty,
              (SELECT count(*) FROM estate_payments pm
                 JOIN estate_invoices i ON i.id = pm.invoice_id JOIN estate_contracts c ON c.id = i.contract_id
                WHERE pm.paid_on > $1::date
                   OR pm.paid_on < least(c.start_date, ((i.created_at AT TIME ZONE 'UTC') + interval '3 hours')::date)
              ) AS out_of_range,
              (SELECT min(id::text) FROM settled WHERE type <> 'penalty' AND paid_day > due_date) AS late_one
         FROM settled`,
      [fromToday(0)],
    );
    // Each paid invoice shows the day of the payment that completed it, each one settled after its due date (or after
    // the refund that reopened it) has its penalty invoice of that day, and no payment is dated out of its range.
    expect(Number(facts!.paid_late)).toBeGreaterThan(0);
    expect(Number(facts!.wrong_paid_day)).toBe(0);
    expect(Number(facts!.without_penalty)).toBe(0);
    expect(Number(facts!.out_of_range)).toBe(0);
    const late = await detail(facts!.late_one!);
    expect(late.paidDate! > late.dueDate).toBe(true);
    expect(late.penaltyInvoice).not.toBeNull();
    expect((await detail(late.penaltyInvoice!.id)).dueDate).toBe(late.paidDate);
  });

  it('takes partial payments, refuses more than is left, and marks the invoice paid at its total', async () => {
    const { invoiceId, property, contract, tenant } = await rentInvoice({ rent: 3000, daysAgo: 0 });
    const before = (await accountant.get<PaymentSummary>(`/api/estate/payments/summary?propertyId=${property.id}`))
      .body;

    const partial = await pay(invoiceId, { amount: 1000, reference: 'TRX-1' });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ status: 'pending', paidAmount: 1000, outstandingAmount: 2000 });
    expect(partial.body.payments[0]!.receiptNumber).toMatch(/^RCT-\d{4}-\d{6}$/);
    // The contract's and tenant's figures count the partial payment.
    const contractNow = (await manager.get<EstateContract>(`/api/estate/contracts/${contract.id}`)).body;
    expect(contractNow).toMatchObject({ totalPaid: 1000, outstandingAmount: 2000 });
    const tenantNow = (await manager.get<EstateTenant>(`/api/estate/tenants/${tenant.id}`)).body;
    expect(tenantNow.outstandingBalance).toBe(2000);
    const invoicesNow = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    expect(invoicesNow.totals).toMatchObject({ paid: 1000, outstanding: 2000 });

    const over = await pay(invoiceId, { amount: 2000.01 });
    expect(refusalOf(over)).toEqual({ status: 409, code: 'PAYMENT_EXCEEDS_OUTSTANDING' });
    expect((over.body as unknown as { details: { outstanding: number } }).details.outstanding).toBe(2000);
    const zero = await pay(invoiceId, { amount: 0, paidOn: fromToday(1) });
    expect(refusalOf(zero)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalidFields(zero.body)).toEqual(['amount']);
    const future = await pay(invoiceId, { amount: 10, paidOn: fromToday(1) });
    expect(invalidFields(future.body)).toEqual(['paidOn']);

    const rest = await pay(invoiceId, { amount: 2000, method: 'cash' });
    expect(rest.body).toMatchObject({
      status: 'paid',
      paidAmount: 3000,
      outstandingAmount: 0,
      paidDate: fromToday(0),
      paymentMethod: 'cash',
      lateFee: 0,
      penaltyInvoice: null,
    });
    expect(refusalOf(await pay(invoiceId, { amount: 1 }))).toEqual({ status: 409, code: 'INVOICE_CLOSED' });

    const after = (await accountant.get<PaymentSummary>(`/api/estate/payments/summary?propertyId=${property.id}`)).body;
    expect(after.paidAmount - before.paidAmount).toBe(3000);
    expect(after.pendingAmount).toBe(before.pendingAmount - 3000);
    expect(after.totalCount).toBe(before.totalCount);

    // The contract's figures count the payments too.
    const paidTab = (
      await accountant.get<EstateList<PaymentInvoice>>(`/api/estate/payments?tab=paid&propertyId=${property.id}`)
    ).body;
    expect(paidTab.items.map((item) => item.id)).toEqual([invoiceId]);
  });

  it('records exactly one of ten payments of the whole outstanding sent at once', async () => {
    const { invoiceId } = await rentInvoice({ rent: 2500, daysAgo: 0 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(invoiceId, { amount: 2500 })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => refusalOf(answer).code === 'INVOICE_CLOSED')).toHaveLength(9);
    const [row] = await app.database.query<{ count: string }>(
      `SELECT count(*) AS count FROM estate_payments WHERE invoice_id = $1`,
      [invoiceId],
    );
    expect(Number(row!.count)).toBe(1);
    expect((await detail(invoiceId)).paidAmount).toBe(2500);
  });

  it('computes the late fee at 0, 1 and 6 periods and charges it as a penalty invoice when paid', async () => {
    const onTime = await rentInvoice({ rent: 12_000, daysAgo: 0 });
    expect(await detail(onTime.invoiceId)).toMatchObject({ status: 'pending', lateFee: 0, daysOverdue: 0 });

    const onePeriod = await rentInvoice({ rent: 12_000, daysAgo: 1 });
    expect(await detail(onePeriod.invoiceId)).toMatchObject({ status: 'overdue', lateFee: 600, daysOverdue: 1 });
    const thirty = await rentInvoice({ rent: 12_000, daysAgo: 30 });
    expect((await detail(thirty.invoiceId)).lateFee).toBe(600);
    const thirtyOne = await rentInvoice({ rent: 12_000, daysAgo: 31 });
    expect((await detail(thirtyOne.invoiceId)).lateFee).toBe(1200);

    const six = await rentInvoice({ rent: 9_500, daysAgo: 160 });
    expect(await detail(six.invoiceId)).toMatchObject({ status: 'overdue', lateFee: 2850, daysOverdue: 160 });
    const summary = (await accountant.get<PaymentSummary>(`/api/estate/payments/summary?propertyId=${six.property.id}`))
      .body;
    expect(summary.overdueAmount).toBe(9_500 + 2_850);
    expect(summary.lateFeePercent).toBe(5);

    const paid = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${six.invoiceId}/mark-paid`, {
      method: 'check',
      paidOn: fromToday(0),
      reference: 'CHK-77',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.penaltyInvoice).toMatchObject({ totalAmount: 2850 });
    expect(paid.body.penaltyInvoice!.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const penalty = await detail(paid.body.penaltyInvoice!.id);
    expect(penalty).toMatchObject({
      type: 'penalty',
      totalAmount: 2850,
      dueDate: fromToday(0),
      status: 'pending',
      lateFee: 0,
      penaltyFor: { id: six.invoiceId },
    });

    // Paid on its due date: no penalty.
    const early = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${onTime.invoiceId}/mark-paid`, {
      method: 'cash',
      paidOn: fromToday(0),
    });
    expect(early.body.penaltyInvoice).toBeNull();
  });

  it('pays a commercial unit invoice with its VAT lines', async () => {
    const { invoiceId } = await rentInvoice({ rent: 10_000, daysAgo: 0, unitType: 'shop' });
    const invoice = await detail(invoiceId);
    expect(invoice).toMatchObject({ netAmount: 10_000, vatPercent: 15, vatAmount: 1_500, totalAmount: 11_500 });
    await pay(invoiceId, { amount: 5_000 });
    const paid = await pay(invoiceId, { amount: 6_500 });
    expect(paid.body).toMatchObject({ status: 'paid', paidAmount: 11_500, vatAmount: 1_500 });
  });

  it('refunds up to what was paid net, and the invoice is open again below its total', async () => {
    const { invoiceId } = await rentInvoice({ rent: 4_000, daysAgo: 5 });
    const paid = await pay(invoiceId, { amount: 4_000 });
    // Paid 5 days late: a penalty of 200 was issued.
    expect(paid.body.penaltyInvoice).toMatchObject({ totalAmount: 200 });
    const paymentId = paid.body.payments[0]!.id;
    const tooMuch = await accountant.post(`/api/estate/payments/${paymentId}/refund`, {
      amount: 4_000.01,
      reason: 'x',
    });
    expect(refusalOf(tooMuch)).toEqual({ status: 409, code: 'REFUND_EXCEEDS_PAID' });
    const noReason = await accountant.post(`/api/estate/payments/${paymentId}/refund`, { amount: 10, reason: ' ' });
    expect(invalidFields(noReason.body)).toEqual(['reason']);

    const refunded = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${paymentId}/refund`, {
      amount: 1_000,
      reason: 'Double transfer',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'overdue', paidAmount: 3_000, outstandingAmount: 1_000 });
    expect(refunded.body.payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['payment', 4_000],
      ['refund', 1_000],
    ]);
    const refundId = refunded.body.payments[1]!.id;
    expect(
      refusalOf(await accountant.post(`/api/estate/payments/${refundId}/refund`, { amount: 1, reason: 'x' })),
    ).toEqual({ status: 409, code: 'PAYMENT_NOT_REFUNDABLE' });
    // Paying the rest again marks it paid without a second penalty.
    const again = await pay(invoiceId, { amount: 1_000 });
    expect(again.body.status).toBe('paid');
    const [row] = await app.database.query<{ count: string }>(
      `SELECT count(*) AS count FROM estate_invoices WHERE penalty_for_invoice_id = $1`,
      [invoiceId],
    );
    expect(Number(row!.count)).toBe(1);
  });

  it('charges a reopened invoice late fees on the amount refunded from the refund day, never the lateness already charged', async () => {
    // A tenant with an account, a shop let at 30,000 + 15% VAT: a first invoice of 34,500 due 6 days ago.
    const admin = await signInAs(app.baseUrl, 'admin');
    const account = await makeAccount(admin, 'tenant');
    const { unit, property } = await portfolio(manager, { unitType: 'shop' });
    const tenant = await makeTenant(manager, { userId: account.id });
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(10),
      endDate: fromToday(374),
      rentAmount: 30_000,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const invoiceId = invoices.items.find((invoice) => invoice.type === 'rent')!.id;
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [invoiceId, fromToday(-6)]);

    // Paid in full 6 days late: one period, 5% of 34,500 charged as a penalty.
    const paid = await pay(invoiceId, { amount: 34_500 });
    expect(paid.body).toMatchObject({ status: 'paid', totalAmount: 34_500, penaltyInvoice: { totalAmount: 1_725 } });
    const firstPenalty = paid.body.penaltyInvoice!;

    // 1,000 given back: open again, and on the refund's day no late fee.
    const refunded = await accountant.post<PaymentInvoiceDetail>(
      `/api/estate/payments/${paid.body.payments[0]!.id}/refund`,
      { amount: 1_000, reason: 'Overcharged' },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'overdue', outstandingAmount: 1_000, lateFee: 0 });

    // The same story a day earlier: paid and refunded yesterday, due 7 days ago. A started period since the refund
    // costs 5% of the 1,000 reopened, not a fee on the 34,500 from its due date.
    await app.database.query(`UPDATE estate_invoices SET due_date = $2, late_fee_from = $3 WHERE id = $1`, [
      invoiceId,
      fromToday(-7),
      fromToday(-1),
    ]);
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [
      firstPenalty.id,
      fromToday(-1),
    ]);
    await app.database.query(`UPDATE estate_payments SET paid_on = $2 WHERE invoice_id = $1`, [
      invoiceId,
      fromToday(-1),
    ]);
    const invoice = await detail(invoiceId);
    expect(invoice).toMatchObject({ status: 'overdue', outstandingAmount: 1_000, lateFee: 50 });
    const listed = (
      await accountant.get<EstateList<PaymentInvoice>>(
        `/api/estate/payments?tab=overdue&propertyId=${property.id}&limit=50`,
      )
    ).body.items;
    // The overdue tab lists it with that fee, beside its penalty invoice (due yesterday, no fee of its own).
    expect(listed.map((row) => [row.id, row.lateFee]).sort()).toEqual(
      [
        [invoiceId, 50],
        [firstPenalty.id, 0],
      ].sort(),
    );
    // The property's overdue amount: the 1,000 with its fee, and the penalty invoice.
    const summary = (await accountant.get<PaymentSummary>(`/api/estate/payments/summary?propertyId=${property.id}`))
      .body;
    expect(summary.overdueAmount).toBe(1_000 + 50 + 1_725);
    const today = fromToday(0);
    const report = (
      await accountant.get<{ overdueAmount: number; overduePayments: number }>(
        `/api/estate/reports?period=monthly&year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}&propertyId=${property.id}`,
      )
    ).body;
    expect(report).toMatchObject({ overduePayments: 2, overdueAmount: 1_000 + 50 + 1_725 });
    const tenantClient = await new ApiClient(app.baseUrl).signIn(account.email, DEMO_PASSWORD);
    const portal = (await tenantClient.get<EstateList<TenantInvoice>>('/api/me/tenant/invoices?limit=100')).body.items;
    expect(portal.find((row) => row.id === invoiceId)).toMatchObject({ state: 'overdue', lateFee: 50 });

    // Paying the 1,000 today, a day after the refund: a second penalty for that day's lateness only.
    const again = await pay(invoiceId, { amount: 1_000 });
    expect(again.body).toMatchObject({ status: 'paid', penaltyInvoice: { totalAmount: 50 } });
    const penalties = await app.database.query<{ total_amount: string }>(
      `SELECT total_amount FROM estate_invoices WHERE penalty_for_invoice_id = $1 ORDER BY due_date`,
      [invoiceId],
    );
    expect(penalties.map((row) => Number(row.total_amount))).toEqual([1_725, 50]);
    // Recording the settlement again is refused, and issues no third penalty.
    expect(refusalOf(await pay(invoiceId, { amount: 1 }))).toEqual({ status: 409, code: 'INVOICE_CLOSED' });
  });

  it('refunds no more than is left of the payment named, however much was paid on its invoice', async () => {
    const { invoiceId } = await rentInvoice({ rent: 500, daysAgo: 0 });
    const small = (await pay(invoiceId, { amount: 1 })).body.payments[0]!;
    expect((await pay(invoiceId, { amount: 100 })).status).toBe(201);
    const refund = (amount: number) =>
      accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${small.id}/refund`, { amount, reason: 'Refund' });
    const tooMuch = await refund(101);
    expect(refusalOf(tooMuch)).toEqual({ status: 409, code: 'REFUND_EXCEEDS_PAYMENT' });
    expect(tooMuch.body).toMatchObject({ details: { refundable: 1, field: 'amount' } });
    expect((await refund(0.6)).status).toBe(200);
    // What earlier refunds gave back of it is gone from it.
    const again = await refund(0.5);
    expect(refusalOf(again)).toEqual({ status: 409, code: 'REFUND_EXCEEDS_PAYMENT' });
    expect(again.body).toMatchObject({ details: { refundable: 0.4 } });
    expect((await refund(0.4)).status).toBe(200);
    expect((await detail(invoiceId)).paidAmount).toBe(100);
  });

  it('dates a payment no earlier than its contract or invoice began, nor before 2000, nor in the future', async () => {
    // A contract starting in 10 days whose invoices were issued today: paid today at the earliest.
    const { invoiceId } = await rentInvoice({ rent: 800, daysAgo: 0 });
    const refused = async (body: Record<string, unknown>, path = 'payments') =>
      refusalOf(await accountant.post(`/api/estate/invoices/${invoiceId}/${path}`, body));
    const invalid = { status: 400, code: 'VALIDATION_FAILED' };
    expect(await refused({ amount: 1, method: 'cash', paidOn: '1900-01-01' })).toEqual(invalid);
    expect(await refused({ amount: 1, method: 'cash', paidOn: fromToday(-1) })).toEqual(invalid);
    expect(await refused({ amount: 1, method: 'cash', paidOn: fromToday(1) })).toEqual(invalid);
    expect(await refused({ method: 'cash', paidOn: '1999-12-31' }, 'mark-paid')).toEqual(invalid);
    const early = await accountant.post(`/api/estate/invoices/${invoiceId}/payments`, {
      amount: 1,
      method: 'cash',
      paidOn: '1900-01-01',
    });
    expect(invalidFields(early.body)).toEqual(['paidOn']);
    expect((await pay(invoiceId, { amount: 1, paidOn: fromToday(0) })).status).toBe(201);

    // A contract entered after it began takes the payments of its past, back to its start only.
    const { unit, tenant } = await portfolio(manager, {});
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(-60),
      endDate: fromToday(304),
      rentAmount: 900,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const first = invoices.items
      .filter((item) => item.type === 'rent')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
    const onPast = (paidOn: string) =>
      accountant.post(`/api/estate/invoices/${first.id}/mark-paid`, { method: 'bank_transfer', paidOn });
    expect(refusalOf(await onPast(fromToday(-61)))).toEqual(invalid);
    expect((await onPast(fromToday(-60))).status).toBe(200);
    expect((await detail(first.id)).paidDate).toBe(fromToday(-60));
  });

  it('mails a reminder to the tenant once per hour', async () => {
    const { invoiceId, tenant } = await rentInvoice({ rent: 3_000, daysAgo: 3 });
    const sent = await accountant.post<ReminderResult>(`/api/estate/invoices/${invoiceId}/reminder`);
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe(tenant.email);
    const admin = await signInAs(app.baseUrl, 'admin');
    const outbox = (await admin.get<OutboxPage>('/api/admin/outbox?limit=50')).body.items;
    const mail = outbox.find((message) => message.to === tenant.email)!;
    expect(mail.subject).toContain('تذكير بسداد الفاتورة');
    expect(mail.subject).toContain('Payment reminder');
    expect(mail.text).toContain('3,000.00 SAR');
    expect(mail.text).toContain('150.00 SAR');

    const again = await accountant.post(`/api/estate/invoices/${invoiceId}/reminder`);
    expect(refusalOf(again)).toEqual({ status: 429, code: 'REMINDER_TOO_SOON' });
    expect((await detail(invoiceId)).lastReminderAt).not.toBeNull();
  });

  it('notifies the account linked to the tenant of a reminder, once per reminder', async () => {
    const admin = await signInAs(app.baseUrl, 'admin');
    const account = await makeAccount(admin, 'tenant');
    const { invoiceId, tenant } = await rentInvoice({ rent: 2_000, daysAgo: 2 });
    const linked = await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: account.id });
    expect(linked.status).toBe(200);
    const sent = await accountant.post<ReminderResult>(`/api/estate/invoices/${invoiceId}/reminder`);
    expect(sent.body).toMatchObject({ sentTo: tenant.email, notified: true });
    const rows = await app.database.query<{ event_key: string; type: string }>(
      `SELECT event_key, type FROM estate_notifications WHERE related_entity_id = $1 AND type = 'payment_reminder'`,
      [invoiceId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'payment_reminder' });
    expect(rows[0]!.event_key).toMatch(new RegExp(`^invoice-reminder:${invoiceId}:`));
  });

  it('answers each payment receipt as a PDF in Arabic and English, and keeps an uploaded receipt file', async () => {
    const { invoiceId } = await rentInvoice({ rent: 3_000, daysAgo: 0 });
    const upload = await newUpload(accountant, 'slip.pdf');
    expect((await putObject(app.baseUrl, upload.uploadURL, PDF)).status).toBe(200);
    const paid = await pay(invoiceId, { amount: 3_000, receiptUrl: upload.objectURL, reference: 'TRX-99' });
    expect(paid.status).toBe(201);
    const payment = paid.body.payments[0]!;
    expect(payment.receiptUrl).toBe(upload.objectURL);
    const bad = await pay((await rentInvoice({ rent: 100, daysAgo: 0 })).invoiceId, {
      amount: 100,
      receiptUrl: '/api/objects/nothing-here',
    });
    expect(refusalOf(bad)).toEqual({ status: 400, code: 'INVALID_PAYMENT_RECEIPT' });

    const receipt = async (lang: string) => {
      const response = await fetch(`${app.baseUrl}/api/estate/payments/${payment.id}/receipt?lang=${lang}`, {
        headers: { cookie: accountant.cookieHeader() },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      return pdf;
    };
    const english = latinTextOf(await receipt('en'));
    expect(english).toContain('Nouf Saad Al-Qahtani');
    expect(english).toContain(payment.receiptNumber);
    expect(english).toContain('3,000.00 SAR');
    const arabic = await receipt('ar');
    expect(arabic.toString('latin1')).toContain('/Lang (ar)');
    // The tenant's Arabic name is drawn as shaped glyphs of the embedded font, mapped back to its letters (right to
    // left: the letters sit on the page reversed). Helpers as in estate-reports.e2e-spec.ts.
    const name = 'نوف سعد القحطاني';
    const shown = shownArabicText(arabic);
    expect(
      shown.some((text) => skeleton(text).includes(skeleton([...name.replace(/ /g, '')].reverse().join('')))),
    ).toBe(true);
    const missing = await accountant.get(`/api/estate/payments/00000000-0000-4000-8000-000000000000/receipt`);
    expect(refusalOf(missing)).toEqual({ status: 404, code: 'PAYMENT_NOT_FOUND' });
  });

  it('lists overdue invoices first, then every invoice by due date soonest first, unless a sort is asked', async () => {
    const { invoiceId: oldest, property, contract } = await rentInvoice({ rent: 4_000, daysAgo: 50 });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    const rents = invoices.filter((invoice) => invoice.type === 'rent' && invoice.id !== oldest);
    // A second overdue invoice (due 5 days ago) and a paid one that was due 20 days ago: paid is never overdue.
    await app.database.query(`UPDATE estate_invoices SET due_date = $2 WHERE id = $1`, [rents[0]!.id, fromToday(-5)]);
    await app.database.query(
      `UPDATE estate_invoices SET due_date = $2, status = 'paid', paid_at = now() WHERE id = $1`,
      [rents[1]!.id, fromToday(-20)],
    );

    const path = `/api/estate/payments?propertyId=${property.id}&limit=50`;
    const listed = (await accountant.get<EstateList<PaymentInvoice>>(path)).body.items;
    expect(listed.length).toBeGreaterThan(4);
    expect(listed.slice(0, 2).map((item) => item.id)).toEqual([oldest, rents[0]!.id]);
    expect(listed.slice(0, 2).every((item) => item.status === 'overdue')).toBe(true);
    const rest = listed.slice(2);
    expect(rest.some((item) => item.status === 'overdue')).toBe(false);
    expect(rest[0]!.id).toBe(rents[1]!.id);
    const days = rest.map((item) => item.dueDate);
    expect(days).toEqual([...days].sort());

    // An explicit sort still wins: latest due first.
    const byDueDesc = (await accountant.get<EstateList<PaymentInvoice>>(`${path}&sort=dueDate&order=desc`)).body.items;
    const descDays = byDueDesc.map((item) => item.dueDate);
    expect(descDays).toEqual([...descDays].sort().reverse());
    expect(byDueDesc.at(-1)!.id).toBe(oldest);
  });

  it('lists, searches, filters and exports invoices with their figures', async () => {
    const { invoiceId, property, contract } = await rentInvoice({ rent: 5_000, daysAgo: 40 });
    const list = (
      await accountant.get<EstateList<PaymentInvoice>>(
        `/api/estate/payments?propertyId=${property.id}&tab=overdue&sort=dueDate&order=asc`,
      )
    ).body;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: invoiceId,
      contractNumber: contract.contractNumber,
      status: 'overdue',
      daysOverdue: 40,
      lateFee: 500,
      outstandingAmount: 5_000,
      tenantNameEn: 'Nouf Saad Al-Qahtani',
    });
    const found = (
      await accountant.get<EstateList<PaymentInvoice>>(
        `/api/estate/payments?q=${encodeURIComponent(contract.contractNumber)}&status=overdue`,
      )
    ).body;
    expect(found.items.map((item) => item.id)).toEqual([invoiceId]);
    const due = (
      await accountant.get<EstateList<PaymentInvoice>>(`/api/estate/payments?propertyId=${property.id}&tab=due`)
    ).body;
    expect(due.items.map((item) => item.id)).toEqual([invoiceId]);
    const pending = (
      await accountant.get<EstateList<PaymentInvoice>>(`/api/estate/payments?propertyId=${property.id}&status=pending`)
    ).body;
    expect(pending.total).toBe(11);

    const csv = await fetch(`${app.baseUrl}/api/estate/payments/export?propertyId=${property.id}&lang=en`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF"Invoice number","Type","Contract number"')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(13);
    const xlsx = await fetch(`${app.baseUrl}/api/estate/payments/export?format=xlsx`, {
      headers: { cookie: accountant.cookieHeader() },
    });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('cancels a pending invoice with no payment and refuses the others', async () => {
    const { invoiceId } = await rentInvoice({ rent: 1_000, daysAgo: 0 });
    const other = await rentInvoice({ rent: 1_000, daysAgo: 0 });
    await pay(other.invoiceId, { amount: 100 });
    const withPayment = await accountant.delete(`/api/estate/invoices/${other.invoiceId}`);
    expect(refusalOf(withPayment)).toEqual({ status: 409, code: 'INVOICE_NOT_CANCELLABLE' });
    expect(withPayment.body).toMatchObject({ details: { reason: 'has_payments' } });
    expect((await accountant.delete(`/api/estate/invoices/${invoiceId}`)).status).toBe(204);
    expect((await detail(invoiceId)).status).toBe('cancelled');
    expect(refusalOf(await pay(invoiceId, { amount: 1 }))).toEqual({ status: 409, code: 'INVOICE_CLOSED' });
    const again = await accountant.delete(`/api/estate/invoices/${invoiceId}`);
    expect(refusalOf(again).code).toBe('INVOICE_NOT_CANCELLABLE');
    expect(again.body).toMatchObject({ details: { reason: 'cancelled' } });
  });

  describe('invoice edit', () => {
    const edit = (client: ApiClient, id: string, body: Record<string, unknown>) =>
      client.patch<PaymentInvoiceDetail>(`/api/estate/invoices/${id}`, body);

    it('changes the due date, amount (VAT and total reckoned again) and notes of an open invoice', async () => {
      const { invoiceId } = await rentInvoice({ rent: 1_000, daysAgo: 0, unitType: 'office' });
      const before = await detail(invoiceId);
      expect(before.vatPercent).toBe(15);
      const changed = await edit(accountant, invoiceId, {
        dueDate: fromToday(20),
        netAmount: 1_234.5,
        notes: 'Agreed with the tenant',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        dueDate: fromToday(20),
        netAmount: 1_234.5,
        vatAmount: 185.18,
        totalAmount: 1_419.68,
        outstandingAmount: 1_419.68,
        notes: 'Agreed with the tenant',
        status: 'pending',
      });
      // The fields not sent stay; the list shows the same figures.
      expect((await edit(accountant, invoiceId, { notes: null })).body).toMatchObject({
        netAmount: 1_234.5,
        dueDate: fromToday(20),
        notes: null,
      });
      const listed = (
        await accountant.get<EstateList<PaymentInvoice>>(`/api/estate/payments?q=${before.invoiceNumber}`)
      ).body.items;
      expect(listed.map((invoice) => [invoice.id, invoice.totalAmount])).toEqual([[invoiceId, 1_419.68]]);
      const audit = await app.database.query<{ description: string }>(
        `SELECT description FROM audit_logs WHERE action = 'estate_invoice.update' AND target_id = $1 ORDER BY created_at`,
        [invoiceId],
      );
      expect(audit[0]!.description).toContain('1000.00 → 1234.50 SAR before VAT');
    });

    it('refuses an amount of 0 or less, a date that is none or outside its contract, naming the field, changing nothing', async () => {
      const { invoiceId } = await rentInvoice({ rent: 1_000, daysAgo: 0 });
      const before = await detail(invoiceId);
      for (const [body, field] of [
        [{ netAmount: 0 }, 'netAmount'],
        [{ netAmount: -5 }, 'netAmount'],
        [{ netAmount: 'many' }, 'netAmount'],
        [{ dueDate: '2026-02-30' }, 'dueDate'],
        [{ dueDate: fromToday(800) }, 'dueDate'],
        [{ dueDate: '1999-12-31' }, 'dueDate'],
      ] as const) {
        const refused = await edit(accountant, invoiceId, body);
        expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
        expect(invalidFields(refused.body)).toEqual([field]);
      }
      const after = await detail(invoiceId);
      expect([after.dueDate, after.totalAmount]).toEqual([before.dueDate, before.totalAmount]);
    });

    it('refuses an invoice with a payment, a paid one and a cancelled one, with the reason', async () => {
      const partly = await rentInvoice({ rent: 1_000, daysAgo: 0 });
      await pay(partly.invoiceId, { amount: 10 });
      const paid = await rentInvoice({ rent: 1_000, daysAgo: 0 });
      await pay(paid.invoiceId, { amount: 1_000 });
      const cancelled = await rentInvoice({ rent: 1_000, daysAgo: 0 });
      await accountant.delete(`/api/estate/invoices/${cancelled.invoiceId}`);
      for (const [id, reason] of [
        [partly.invoiceId, 'has_payments'],
        [paid.invoiceId, 'paid'],
        [cancelled.invoiceId, 'cancelled'],
      ] as const) {
        const refused = await edit(accountant, id, { netAmount: 500 });
        expect(refusalOf(refused)).toEqual({ status: 409, code: 'INVOICE_NOT_EDITABLE' });
        expect(refused.body).toMatchObject({ details: { reason } });
      }
      expect((await detail(partly.invoiceId)).totalAmount).toBe(1_000);
    });

    it('lets only the payments writers edit', async () => {
      const { invoiceId } = await rentInvoice({ rent: 1_000, daysAgo: 0 });
      for (const role of ['maintenance', 'tenant', 'agent'] as const) {
        const client = await signInAs(app.baseUrl, role);
        expect(refusalOf(await edit(client, invoiceId, { netAmount: 1 }))).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
      expect((await detail(invoiceId)).netAmount).toBe(1_000);
      expect((await edit(manager, invoiceId, { netAmount: 900 })).status).toBe(200);
      expect(refusalOf(await edit(manager, '6f1d2a34-8f0e-4b55-9a56-0c2b1f0e9d11', { netAmount: 1 }))).toEqual({
        status: 404,
        code: 'INVOICE_NOT_FOUND',
      });
    });
  });

  describe('payments import', () => {
    const header = ['invoiceNumber', 'amount', 'paidOn', 'method', 'reference'];

    it('records each row through the payment rules, reports bad rows by field, and never pays a file twice', async () => {
      const a = await detail((await rentInvoice({ rent: 1_000, daysAgo: 0 })).invoiceId);
      const b = await detail((await rentInvoice({ rent: 1_000, daysAgo: 0 })).invoiceId);
      const paidOne = await detail((await rentInvoice({ rent: 1_000, daysAgo: 0 })).invoiceId);
      await pay(paidOne.id, { amount: 1_000 });
      const file = csv([
        ['رقم الفاتورة', 'المبلغ', 'تاريخ الدفع', 'طريقة الدفع', 'المرجع'],
        [a.invoiceNumber, 600, fromToday(0), 'تحويل بنكي', 'TRX-1'],
        [a.invoiceNumber, 400, fromToday(0), 'cash', 'TRX-2'],
        [b.invoiceNumber, 300, fromToday(0), 'Card', 'TRX-3'],
        [b.invoiceNumber, 800, fromToday(0), 'cash', 'TRX-4'],
        [paidOne.invoiceNumber, 10, fromToday(0), 'cash', 'TRX-5'],
        ['INV-1999-000001', 10, fromToday(0), 'cash', 'TRX-6'],
        [b.invoiceNumber, 0, fromToday(0), 'cash', 'TRX-7'],
        [b.invoiceNumber, 10, fromToday(5), 'cash', 'TRX-8'],
        [b.invoiceNumber, 10, fromToday(0), 'bitcoin', 'TRX-9'],
        [b.invoiceNumber, 10, fromToday(0), 'cash', 'TRX-3'],
        [b.invoiceNumber, 10, fromToday(0), 'cash', ''],
      ]);
      const checked = await importFile(accountant, 'payments', 'dry-run', file);
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({ totalRows: 11, validRows: 3, invalidRows: 8, imported: 0 });
      expect(checked.body.errors.map((error) => [error.row, error.field, error.code])).toEqual([
        [4, 'amount', 'PAYMENT_EXCEEDS_OUTSTANDING'],
        [5, 'invoiceNumber', 'INVOICE_CLOSED'],
        [6, 'invoiceNumber', 'UNKNOWN_REFERENCE'],
        [7, 'amount', 'AMOUNT_NOT_POSITIVE'],
        [8, 'paidOn', 'INVALID_DATE'],
        [9, 'method', 'INVALID_CHOICE'],
        [10, 'reference', 'PAYMENT_DUPLICATE_REFERENCE'],
        [11, 'reference', 'REQUIRED'],
      ]);
      expect(checked.body.errors[0]!.message.en).toBe(
        `The amount is more than the 700.00 SAR left on invoice ${b.invoiceNumber}`,
      );
      expect(checked.body.errors[0]!.fieldLabel).toEqual({ ar: 'المبلغ', en: 'Amount' });
      expect((await detail(a.id)).paidAmount).toBe(0);

      const committed = await importFile(accountant, 'payments', 'commit', file);
      expect(committed.body).toMatchObject({ validRows: 3, imported: 3 });
      const paidA = await detail(a.id);
      expect(paidA).toMatchObject({ status: 'paid', paidAmount: 1_000 });
      expect(
        // Both are recorded in one transaction (the same created_at): compared in reference order.
        paidA.payments
          .map((payment) => [payment.reference, payment.method, payment.receiptNumber.slice(0, 4)])
          .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
      ).toEqual([
        ['TRX-1', 'bank_transfer', 'RCT-'],
        ['TRX-2', 'cash', 'RCT-'],
      ]);
      expect((await detail(b.id)).paidAmount).toBe(300);

      // The same file again: every row it paid is a duplicate now, and nothing is paid twice.
      const twice = await importFile(accountant, 'payments', 'commit', file);
      expect(twice.body).toMatchObject({ imported: 0, validRows: 0 });
      expect(twice.body.errors.filter((error) => error.code === 'PAYMENT_DUPLICATE_REFERENCE')).toHaveLength(4);
      expect((await detail(b.id)).paidAmount).toBe(300);
      expect((await detail(a.id)).payments).toHaveLength(2);
    });

    it('refuses a file without its columns, and the roles without the payments write permission', async () => {
      const missing = await importFile(
        accountant,
        'payments',
        'dry-run',
        csv([
          ['invoiceNumber', 'amount'],
          ['x', 1],
        ]),
      );
      expect(refusalOf(missing)).toEqual({ status: 400, code: 'IMPORT_FILE_INVALID' });
      expect(missing.body).toMatchObject({ details: { missingColumns: ['paidOn', 'method', 'reference'] } });
      const file = csv([header, ['INV-2026-000001', 1, fromToday(0), 'cash', 'R-1']]);
      for (const role of ['maintenance', 'agent', 'tenant'] as const) {
        const client = await signInAs(app.baseUrl, role);
        expect(refusalOf(await importFile(client, 'payments', 'dry-run', file))).toEqual({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    });
  });

  it('lets only the payments staff read and write', async () => {
    const { invoiceId } = await rentInvoice({ rent: 1_000, daysAgo: 0 });
    for (const role of ['maintenance', 'tenant', 'owner'] as const) {
      const client = await signInAs(app.baseUrl, role);
      expect(refusalOf(await client.get('/api/estate/payments'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(refusalOf(await client.get(`/api/estate/invoices/${invoiceId}`))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      const write = await client.post(`/api/estate/invoices/${invoiceId}/payments`, {
        amount: 1,
        method: 'cash',
        paidOn: fromToday(0),
      });
      expect(refusalOf(write)).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
    const byManager = await manager.post(`/api/estate/invoices/${invoiceId}/payments`, {
      amount: 1,
      method: 'card',
      paidOn: fromToday(0),
    });
    expect(byManager.status).toBe(201);
    expect(refusalOf(await manager.get('/api/estate/invoices/not-a-uuid'))).toEqual({
      status: 404,
      code: 'INVOICE_NOT_FOUND',
    });
  });
});

/* Reading the Arabic drawn in a PDF (copied from estate-reports.e2e-spec.ts). */

/** The decompressed streams of a PDF, as latin1 text. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      found.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  return found;
}

/**
 * Arabic letters by their shape without dots: the Naskh font draws dots and hamzas as glyphs of their own, so letters
 * sharing a shape (ب ت ث ن ي, ج ح خ...) share a glyph, which the PDF maps back to one of them.
 */
function skeleton(text: string): string {
  const groups = ['بتثنيىئ', 'جحخ', 'دذ', 'رز', 'سش', 'صض', 'طظ', 'عغ', 'فق', 'ةه', 'اأإآ', 'وؤ'];
  return [...text].map((char) => groups.find((group) => group.includes(char))?.[0] ?? char).join('');
}

/** The hex strings of each text operation (TJ arrays, kerning left out), in drawing order. */
function textOperations(pdf: Buffer): string[] {
  return streams(pdf).flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array]) =>
      [...array!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => hex).join(''),
    ),
  );
}

/**
 * The text drawn with the embedded Arabic fonts, read through each font's ToUnicode map in turn (glyph ids are per
 * font, so one map reads its own font's runs and garbles the others'), spaces left out: the letters as they sit on
 * the page, left to right (see common/documents/pdf-document.spec.ts).
 */
function shownArabicText(pdf: Buffer): string[] {
  const all = streams(pdf);
  const hex = (h: string) => parseInt(h, 16);
  const operations = textOperations(pdf).filter((op) => op.length % 4 === 0);
  return all
    .filter((s) => s.includes('beginbfrange'))
    .map((cmap) => {
      const unicode = new Map<number, string>();
      for (const [, first, , list] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]{4})>\s*\[([^\]]*)\]/gi)) {
        // Glyphs with no character of their own (dots and marks drawn apart) are `<>`: they keep their place.
        [...list!.matchAll(/<([0-9a-f]*)>/gi)].forEach(([, code], i) =>
          unicode.set(hex(first!) + i, code ? String.fromCodePoint(hex(code)) : ''),
        );
      }
      return operations
        .map((op) => (op.match(/.{4}/g) ?? []).map((id) => unicode.get(hex(id)) ?? '').join(''))
        .join('')
        .replace(/\s/g, '');
    });
}
