import type {
  ContractDeposit,
  ContractInvoices,
  EstateList,
  LedgerEntry,
  ManagementAgreement,
  OwnerLedger,
  OwnerOverview,
  OwnerPayout,
  PaymentInvoiceDetail,
  TrialBalance,
} from '@estate/contracts';
import { DEMO_PASSWORD, LEDGER_ACCOUNTS } from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { contractOnNewUnit, fromToday, makeAccount, makeContract, payInvoice, portfolio } from './support/estate.js';
import { startTestApp, type TestApp } from './support/server.js';

/** An entry's lines as `[account, debit, credit, portion]`, in the order written. */
const linesOf = (entry: LedgerEntry) =>
  entry.lines.map((line) => [line.accountCode, line.debit, line.credit, line.portion] as const);

describe('the ledger', () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
  });
  afterEach(async () => {
    // After every test, the books balance to the day and over all time (entries dated later included).
    const today = (await accountant.get<TrialBalance>('/api/estate/ledger/trial-balance')).body;
    expect(today.totalDebit).toBe(today.totalCredit);
    const ever = (await accountant.get<TrialBalance>('/api/estate/ledger/trial-balance?asOf=2100-01-01')).body;
    expect(ever.totalDebit).toBe(ever.totalCredit);
  });
  afterAll(() => app?.stop());

  /** The entries of a source (an invoice, a payment, a ticket), oldest first. */
  const entriesOf = async (sourceId: string) => {
    const response = await accountant.get<EstateList<LedgerEntry>>(
      `/api/estate/ledger/entries?sourceId=${sourceId}&limit=50`,
    );
    expect(response.status).toBe(200);
    return [...response.body.items].sort((a, b) => a.entryNumber - b.entryNumber);
  };
  const pay = (invoiceId: string, amount: number, method?: string) => payInvoice(accountant, invoiceId, amount, method);

  const contractOn = (unitType: 'shop' | 'apartment', terms: { rent: number; deposit: number }) =>
    contractOnNewUnit(manager, unitType, terms);

  it('posts a commercial rent invoice: Dr receivable its total, Cr rent income its net, Cr VAT payable its VAT', async () => {
    const { invoices, owner, property, unit, tenant, contract } = await contractOn('shop', {
      rent: 40_000,
      deposit: 0,
    });
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    expect(rent.vatAmount).toBeGreaterThan(0);
    const [entry, ...more] = await entriesOf(rent.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ sourceType: 'invoice', postedOn: rent.dueDate, memo: rent.invoiceNumber });
    expect(linesOf(entry!)).toEqual([
      ['1200', rent.totalAmount, 0, null],
      ['4100', 0, rent.netAmount, null],
      ['2200', 0, rent.vatAmount, null],
    ]);
    expect(entry!.lines[0]).toMatchObject({
      ownerId: owner.id,
      propertyId: property.id,
      unitId: unit.id,
      tenantId: tenant.id,
      contractId: contract.id,
      invoiceId: rent.id,
    });
  });

  it('posts a deposit as billed, and once paid as held for the tenant; a residential rent carries no VAT line', async () => {
    const { invoices } = await contractOn('apartment', { rent: 30_000, deposit: 2_500 });
    const deposit = invoices.find((invoice) => invoice.type === 'deposit')!;
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    expect(linesOf((await entriesOf(deposit.id))[0]!)).toEqual([
      ['1200', 2_500, 0, null],
      ['2110', 0, 2_500, null],
    ]);
    expect(linesOf((await entriesOf(rent.id))[0]!)).toEqual([
      ['1200', rent.totalAmount, 0, null],
      ['4100', 0, rent.netAmount, null],
    ]);
    const paid = await pay(deposit.id, 2_500, 'check');
    const payment = paid.payments[0]!;
    const [entry] = await entriesOf(payment.id);
    expect(entry).toMatchObject({ sourceType: 'payment', memo: payment.receiptNumber, postedOn: fromToday(0) });
    expect(linesOf(entry!)).toEqual([
      ['1130', 2_500, 0, null],
      ['1200', 0, 2_500, 'net'],
      ['2110', 2_500, 0, null],
      ['2100', 0, 2_500, null],
    ]);
  });

  it('splits a payment into net and VAT pro rata on what was paid so far; the one that completes it completes both', async () => {
    const { invoices, owner } = await contractOn('shop', { rent: 40_001, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    const { netAmount: net, totalAmount: total } = rent;
    // 1,000.01 of the total first: its net part is paid × net / total to the halala.
    const first = (await pay(rent.id, 1_000.01, 'cash')).payments[0]!;
    const firstNet = Math.round(((1_000.01 * net) / total) * 100) / 100;
    const firstLines = linesOf((await entriesOf(first.id))[0]!);
    expect(firstLines).toEqual([
      ['1110', 1_000.01, 0, null],
      ['1200', 0, firstNet, 'net'],
      ['1200', 0, Math.round((1_000.01 - firstNet) * 100) / 100, 'vat'],
      ['5900', firstNet, 0, null],
      ['2300', 0, firstNet, null],
    ]);
    // The rest: its net part is what is left of the net, so the two add up to the invoice's net and VAT exactly.
    const rest = Math.round((total - 1_000.01) * 100) / 100;
    const second = (await pay(rent.id, rest)).payments.find((payment) => payment.id !== first.id)!;
    const secondLines = linesOf((await entriesOf(second.id))[0]!);
    const secondNet = Math.round((net - firstNet) * 100) / 100;
    expect(secondLines).toEqual([
      ['1120', rest, 0, null],
      ['1200', 0, secondNet, 'net'],
      ['1200', 0, Math.round((rest - secondNet) * 100) / 100, 'vat'],
      ['5900', secondNet, 0, null],
      ['2300', 0, secondNet, null],
    ]);
    // What the company holds for the owner is the rent collected net of VAT.
    const held = await app.database.query<{ balance: string }>(
      `SELECT sum(credit) - sum(debit) AS balance FROM ledger_lines WHERE account_code = '2300' AND owner_id = $1`,
      [owner.id],
    );
    expect(Number(held[0]!.balance)).toBe(net);
  });

  it('reverses a refund on the cash of its payment, and takes it back from the owner', async () => {
    const { invoices } = await contractOn('apartment', { rent: 12_000, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    const paid = await pay(rent.id, rent.totalAmount, 'card');
    const payment = paid.payments[0]!;
    const refunded = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${payment.id}/refund`, {
      amount: 500,
      reason: 'Overcharged',
    });
    expect(refunded.status).toBe(200);
    const refund = refunded.body.payments.find((row) => row.kind === 'refund')!;
    const [entry] = await entriesOf(refund.id);
    expect(entry).toMatchObject({ sourceType: 'refund', memo: refund.receiptNumber });
    expect(linesOf(entry!)).toEqual([
      ['1140', 0, 500, null],
      ['1200', 500, 0, 'net'],
      ['5900', 0, 500, null],
      ['2300', 500, 0, null],
    ]);
    // Refused beyond what was paid: nothing is posted for the refusal.
    const before = (await entriesOf(payment.id)).length;
    const tooMuch = await accountant.post(`/api/estate/payments/${payment.id}/refund`, {
      amount: rent.totalAmount,
      reason: 'Too much',
    });
    expect(tooMuch.status).toBe(409);
    expect((await entriesOf(payment.id)).length).toBe(before);
  });

  it('reverses a cancelled invoice and restates an edited one; entries are never changed', async () => {
    const { invoices } = await contractOn('shop', { rent: 20_000, deposit: 0 });
    const [first, second] = invoices.filter((invoice) => invoice.type === 'rent');
    const cancelled = await accountant.delete(`/api/estate/invoices/${first!.id}`);
    expect(cancelled.status).toBeLessThan(300);
    const [posting, reversal, ...none] = await entriesOf(first!.id);
    expect(none).toEqual([]);
    expect(reversal).toMatchObject({
      reversesId: posting!.id,
      reversesEntryNumber: posting!.entryNumber,
      postedOn: first!.dueDate,
      memo: first!.invoiceNumber,
    });
    expect(linesOf(reversal!)).toEqual(
      linesOf(posting!).map(([account, debit, credit, portion]) => [account, credit, debit, portion]),
    );

    const edited = await accountant.patch(`/api/estate/invoices/${second!.id}`, {
      netAmount: 1_000,
      dueDate: second!.dueDate,
      notes: null,
    });
    expect(edited.status).toBe(200);
    const [original, undone, restated] = await entriesOf(second!.id);
    expect(undone).toMatchObject({ reversesId: original!.id, postedOn: original!.postedOn });
    expect(linesOf(restated!)).toEqual([
      ['1200', 1_150, 0, null],
      ['4100', 0, 1_000, null],
      ['2200', 0, 150, null],
    ]);

    const changed = await app.database
      .query(`UPDATE ledger_lines SET debit = debit + 1 WHERE entry_id = $1`, [restated!.id])
      .then(
        () => 'changed',
        (error: Error) => error.message,
      );
    expect(changed).toMatch(/never changed/);
    const removed = await app.database.query(`DELETE FROM ledger_entries WHERE id = $1`, [restated!.id]).then(
      () => 'removed',
      (error: Error) => error.message,
    );
    expect(removed).toMatch(/never changed/);
  });

  it('posts a refund with credit as a refund, then restates its invoice at what it now charges', async () => {
    // A quarter of a 2,000 a month shop: 6,000 + 900 VAT, paid by transfer; 690 of it refunded and credited.
    const { invoices } = await contractOn('shop', { rent: 2_000, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    expect(rent).toMatchObject({ netAmount: 6_000, vatAmount: 900, totalAmount: 6_900 });
    const payment = (await pay(rent.id, 6_900)).payments[0]!;
    const credited = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${payment.id}/refund`, {
      amount: 690,
      reason: 'Rent concession',
      credit: true,
    });
    expect(credited.status).toBe(200);
    // 690 × 6,000 / 6,900 = 600 net and 90 VAT off what it charges; what was paid still settles it.
    expect(credited.body).toMatchObject({
      status: 'paid',
      netAmount: 5_400,
      vatAmount: 810,
      totalAmount: 6_210,
      paidAmount: 6_210,
      outstandingAmount: 0,
    });
    // The refund: cash out, receivable back by its net and VAT parts, the owner's share taken back.
    const refund = credited.body.payments.find((row) => row.kind === 'refund')!;
    const [refundEntry, ...noMore] = await entriesOf(refund.id);
    expect(noMore).toEqual([]);
    expect(linesOf(refundEntry!)).toEqual([
      ['1120', 0, 690, null],
      ['1200', 600, 0, 'net'],
      ['1200', 90, 0, 'vat'],
      ['5900', 0, 600, null],
      ['2300', 600, 0, null],
    ]);
    // The invoice: its posting reversed on its own day and posted again at 5,400 + 810.
    const [original, undone, restated, ...none] = await entriesOf(rent.id);
    expect(none).toEqual([]);
    expect(undone).toMatchObject({ reversesId: original!.id, postedOn: rent.dueDate });
    expect(linesOf(undone!)).toEqual([
      ['1200', 0, 6_900, null],
      ['4100', 6_000, 0, null],
      ['2200', 900, 0, null],
    ]);
    expect(linesOf(restated!)).toEqual([
      ['1200', 6_210, 0, null],
      ['4100', 0, 5_400, null],
      ['2200', 0, 810, null],
    ]);
    // All told: nothing receivable, income and VAT payable down by exactly the credit's net and VAT.
    const totals = await app.database.query<{ account_code: string; balance: string }>(
      `SELECT account_code, sum(credit) - sum(debit) AS balance FROM ledger_lines
        WHERE invoice_id = $1 AND account_code IN ('1200', '4100', '2200') GROUP BY account_code ORDER BY 1`,
      [rent.id],
    );
    expect(totals.map((row) => [row.account_code, Number(row.balance)])).toEqual([
      ['1200', 0],
      ['2200', 810],
      ['4100', 5_400],
    ]);
  });

  it('refuses an entry whose debits and credits differ', async () => {
    const outcome = await app.database
      .query(
        `WITH e AS (INSERT INTO ledger_entries (posted_on, source_type, source_id) VALUES (current_date, 'fee', gen_random_uuid()) RETURNING id)
         INSERT INTO ledger_lines (entry_id, posted_on, account_code, debit, credit)
         SELECT id, current_date, '1110', 10, 0 FROM e UNION ALL SELECT id, current_date, '4100', 0, 9.99 FROM e`,
      )
      .then(
        () => 'posted',
        (error: Error) => error.message,
      );
    expect(outcome).toMatch(/unbalanced/);
  });

  it("posts a completed ticket's cost as maintenance expense borne by the property's owner", async () => {
    const { property, owner } = await portfolio(manager);
    const [ticket] = await app.database.query<{ id: string }>(
      `INSERT INTO estate_maintenance_tickets (ticket_number, property_id, title, title_ar, description, category,
                                               priority, status, actual_cost, completed_at)
       VALUES ('MNT-LEDGER-' || floor(random() * 1e9)::text, $1, 'Pump', 'مضخة', 'Replaced the pump.', 'plumbing',
               'high', 'inProgress', NULL, NULL)
       RETURNING id`,
      [property.id],
    );
    expect(await entriesOf(ticket!.id)).toEqual([]);
    await app.database.query(
      `UPDATE estate_maintenance_tickets SET status = 'completed', actual_cost = 750, completed_at = now() WHERE id = $1`,
      [ticket!.id],
    );
    const [entry] = await entriesOf(ticket!.id);
    expect(entry).toMatchObject({ sourceType: 'ticket_cost', postedOn: fromToday(0) });
    expect(linesOf(entry!)).toEqual([
      ['5100', 750, 0, null],
      ['1120', 0, 750, null],
      ['2300', 750, 0, null],
      ['4500', 0, 750, null],
    ]);
    expect(entry!.lines.every((line) => line.ownerId === owner.id && line.propertyId === property.id)).toBe(true);
    // A corrected cost restates the posting.
    await app.database.query(`UPDATE estate_maintenance_tickets SET actual_cost = 800 WHERE id = $1`, [ticket!.id]);
    const [, undone, restated] = await entriesOf(ticket!.id);
    expect(undone!.reversesId).toBe(entry!.id);
    expect(linesOf(restated!)[0]).toEqual(['5100', 800, 0, null]);
  });

  it('answers the chart and the trial balance to admin and accountant only', async () => {
    const chart = await accountant.get<typeof LEDGER_ACCOUNTS>('/api/estate/ledger/accounts');
    expect(chart.body.map((account) => account.code)).toEqual(LEDGER_ACCOUNTS.map((account) => account.code));
    const balance = (await accountant.get<TrialBalance>('/api/estate/ledger/trial-balance')).body;
    expect(balance.rows.map((row) => row.code)).toEqual(LEDGER_ACCOUNTS.map((account) => account.code));
    const admin = await signInAs(app.baseUrl, 'admin');
    expect((await admin.get('/api/estate/ledger/trial-balance')).status).toBe(200);
    for (const role of ['property_manager', 'owner', 'tenant', 'maintenance'] as const) {
      const client = role === 'property_manager' ? manager : await signInAs(app.baseUrl, role);
      expect([role, (await client.get('/api/estate/ledger/trial-balance')).status]).toEqual([role, 403]);
      expect([role, (await client.get('/api/estate/ledger/entries')).status]).toEqual([role, 403]);
    }
    expect((await new ApiClient(app.baseUrl).get('/api/estate/ledger/trial-balance')).status).toBe(401);
    expect((await accountant.get('/api/estate/ledger/trial-balance?asOf=2026-02-30')).status).toBe(400);
  });

  it("charges the owner's management fee with its VAT on collected rent, and the owner's ledger reconciles", async () => {
    const { invoices, owner } = await contractOn('apartment', { rent: 24_000, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    const agreement = await accountant.post<ManagementAgreement>(`/api/estate/owners/${owner.id}/agreements`, {
      feePercent: 7.5,
      vatOnFee: true,
      fromDate: fromToday(-30),
    });
    expect(agreement.status).toBe(201);
    expect(agreement.body).toMatchObject({ ownerId: owner.id, feePercent: 7.5, vatOnFee: true });
    const refused = await accountant.post(`/api/estate/owners/${owner.id}/agreements`, {
      feePercent: 120,
      vatOnFee: true,
      fromDate: fromToday(0),
    });
    expect(refused.status).toBe(400);

    const payment = (await pay(rent.id, rent.totalAmount)).payments[0]!;
    const entries = await entriesOf(payment.id);
    const fee = entries.find((entry) => entry.sourceType === 'fee')!;
    const feeAmount = Math.round(rent.netAmount * 7.5) / 100;
    const feeVat = Math.round(feeAmount * 15) / 100;
    expect(linesOf(fee)).toEqual([
      ['2300', Math.round((feeAmount + feeVat) * 100) / 100, 0, null],
      ['4300', 0, feeAmount, null],
      ['2200', 0, feeVat, null],
    ]);

    // The accountant pays the owner out part of what is held; never more than that.
    const held = Math.round((rent.netAmount - feeAmount - feeVat) * 100) / 100;
    const tooMuch = await accountant.post(`/api/estate/owners/${owner.id}/payouts`, {
      amount: held + 0.01,
      paidOn: fromToday(0),
      method: 'bank_transfer',
      iban: 'SA0380000000608010167519',
    });
    expect(refusalOf(tooMuch)).toMatchObject({ status: 409, code: 'PAYOUT_EXCEEDS_BALANCE' });
    const badIban = await accountant.post(`/api/estate/owners/${owner.id}/payouts`, {
      amount: 100,
      paidOn: fromToday(0),
      method: 'bank_transfer',
      iban: 'SA0480000000608010167519',
    });
    expect(badIban.status).toBe(400);
    const payout = await accountant.post<OwnerPayout>(`/api/estate/owners/${owner.id}/payouts`, {
      amount: 1_000,
      paidOn: fromToday(0),
      method: 'bank_transfer',
      iban: 'sa03 8000 0000 6080 1016 7519',
      bankReference: 'TRX-1',
    });
    expect(payout.status).toBe(201);
    expect(payout.body).toMatchObject({ amount: 1_000, iban: 'SA0380000000608010167519' });
    expect(payout.body.payoutNumber).toMatch(/^OPO-\d{4}-\d{6}$/);
    expect(linesOf((await entriesOf(payout.body.id))[0]!)).toEqual([
      ['2300', 1_000, 0, null],
      ['1120', 0, 1_000, null],
    ]);
    // Nobody else pays owners out: a property manager is refused.
    const byManager = await manager.post(`/api/estate/owners/${owner.id}/payouts`, {
      amount: 1,
      paidOn: fromToday(0),
      method: 'cash',
    });
    expect(byManager.status).toBe(403);

    const ledger = (await accountant.get<OwnerLedger>(`/api/estate/owners/${owner.id}/ledger?from=${fromToday(-1)}`))
      .body;
    expect(ledger).toMatchObject({
      opening: 0,
      collected: rent.netAmount,
      fees: Math.round((feeAmount + feeVat) * 100) / 100,
      expenses: 0,
      payouts: 1_000,
      closing: Math.round((held - 1_000) * 100) / 100,
    });
    expect(ledger.lines.map((line) => line.kind)).toEqual(['collected', 'fee', 'payout']);
    // The owner sees the same figures in their portal.
    const admin = await signInAs(app.baseUrl, 'admin');
    const account = await makeAccount(admin, 'owner');
    expect((await manager.patch(`/api/estate/owners/${owner.id}`, { userId: account.id })).status).toBe(200);
    const portal = await new ApiClient(app.baseUrl).signIn(account.email, DEMO_PASSWORD);
    const overview = (await portal.get<OwnerOverview>('/api/me/owner')).body;
    expect(overview.money).toEqual({
      held: ledger.closing,
      collected: ledger.collected,
      fees: ledger.fees,
      expenses: 0,
      payouts: 1_000,
    });
    expect(ledger.lines.at(-1)!.balance).toBe(ledger.closing);
    expect(
      Math.round((ledger.opening + ledger.collected - ledger.fees - ledger.expenses - ledger.payouts) * 100) / 100,
    ).toBe(ledger.closing);
  });

  it("gives back on a refund the fee charged on its payment, by the agreement of the payment's day", async () => {
    const made = await portfolio(manager, { unitType: 'shop' });
    const contract = await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(-100),
      endDate: fromToday(264),
      rentAmount: 4_000,
      securityDeposit: 0,
      paymentFrequency: 'quarterly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    expect([rent.netAmount, rent.vatAmount]).toEqual([12_000, 1_800]);
    // 5% until ten days ago, 10% since.
    for (const [feePercent, fromDate] of [
      [5, fromToday(-60)],
      [10, fromToday(-10)],
    ] as const) {
      const set = await accountant.post(`/api/estate/owners/${made.owner.id}/agreements`, {
        feePercent,
        vatOnFee: true,
        fromDate,
      });
      expect(set.status).toBe(201);
    }
    // Paid twenty days ago, under the 5% agreement: a fee of 600 and its VAT of 90.
    const paid = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${rent.id}/payments`, {
      amount: rent.totalAmount,
      method: 'bank_transfer',
      paidOn: fromToday(-20),
    });
    expect(paid.status).toBe(201);
    const payment = paid.body.payments.find((row) => row.kind === 'payment')!;
    const charged = (await entriesOf(payment.id)).find((entry) => entry.sourceType === 'fee')!;
    expect(linesOf(charged)).toEqual([
      ['2300', 690, 0, null],
      ['4300', 0, 600, null],
      ['2200', 0, 90, null],
    ]);
    // A tenth refunded today, under the 10% agreement: a tenth of the 5% fee and of its VAT comes back, not 10%.
    const refunded = await accountant.post<PaymentInvoiceDetail>(`/api/estate/payments/${payment.id}/refund`, {
      amount: 1_380,
      reason: 'Overcharged',
    });
    expect(refunded.status).toBe(200);
    const refund = refunded.body.payments.find((row) => row.kind === 'refund')!;
    const [given, givenFee, ...more] = await entriesOf(refund.id);
    expect(more).toEqual([]);
    expect(given).toMatchObject({ sourceType: 'refund', postedOn: fromToday(0) });
    expect(linesOf(given!)).toEqual([
      ['1120', 0, 1_380, null],
      ['1200', 1_200, 0, 'net'],
      ['1200', 180, 0, 'vat'],
      ['5900', 0, 1_200, null],
      ['2300', 1_200, 0, null],
    ]);
    expect(givenFee).toMatchObject({ sourceType: 'fee', postedOn: fromToday(0) });
    expect(linesOf(givenFee!)).toEqual([
      ['2300', 0, 69, null],
      ['4300', 60, 0, null],
      ['2200', 9, 0, null],
    ]);
    // What the owner has paid in fees is the 5% on what they kept.
    const ledger = (
      await accountant.get<OwnerLedger>(`/api/estate/owners/${made.owner.id}/ledger?from=${fromToday(-30)}`)
    ).body;
    expect(ledger).toMatchObject({ collected: 10_800, fees: 621 });
  });

  it('records one of two payouts of the whole balance sent at once', async () => {
    const { invoices, owner } = await contractOn('apartment', { rent: 6_000, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    await pay(rent.id, rent.totalAmount);
    const body = { amount: rent.netAmount, paidOn: fromToday(0), method: 'cash' };
    const answers = await Promise.all([
      accountant.post(`/api/estate/owners/${owner.id}/payouts`, body),
      accountant.post(`/api/estate/owners/${owner.id}/payouts`, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const payouts = (await accountant.get<OwnerPayout[]>(`/api/estate/owners/${owner.id}/payouts`)).body;
    expect(payouts).toHaveLength(1);
  });

  it("settles a deposit at the contract's end: what is owed, then damages, and the rest given back", async () => {
    const made = await portfolio(manager, { unitType: 'apartment' });
    const contract = await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(-100),
      endDate: fromToday(264),
      rentAmount: 500,
      securityDeposit: 4_000,
      paymentFrequency: 'quarterly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    const deposit = invoices.find((invoice) => invoice.type === 'deposit')!;
    await pay(deposit.id, 4_000, 'check');
    const settle = (body: Record<string, unknown>) =>
      accountant.post<ContractDeposit>(`/api/estate/contracts/${contract.id}/deposit/settle`, {
        applyToUnpaid: true,
        returnedOn: fromToday(0),
        method: 'bank_transfer',
        iban: 'SA0380000000608010167519',
        ...body,
      });
    expect(refusalOf(await settle({}))).toEqual({ status: 409, code: 'CONTRACT_STILL_RUNNING' });
    const ended = await manager.post(`/api/estate/contracts/${contract.id}/terminate`, {
      terminationDate: fromToday(0),
      reason: 'Moved out',
    });
    expect(ended.status).toBe(200);
    const before = (await accountant.get<ContractDeposit>(`/api/estate/contracts/${contract.id}/deposit`)).body;
    expect(before).toMatchObject({ held: 4_000, ended: true, applied: [], returns: [] });

    // Damages beyond what is left are refused, and nothing of the settlement stays.
    const tooMuch = await settle({ damages: 4_000 });
    expect(tooMuch.status).toBe(400);
    expect((await accountant.get<ContractDeposit>(`/api/estate/contracts/${contract.id}/deposit`)).body).toEqual(
      before,
    );
    expect((await manager.post(`/api/estate/contracts/${contract.id}/deposit/settle`, {})).status).toBe(403);

    const settled = await settle({ damages: 200, damagesNote: 'Broken door' });
    expect(settled.status).toBe(200);
    const after = settled.body;
    const applied = after.applied.reduce((sum, row) => sum + row.amount, 0);
    expect(after.held).toBe(0);
    expect(after.returns).toHaveLength(1);
    const returned = after.returns[0]!;
    expect(returned.returnNumber).toMatch(/^DRT-\d{4}-\d{6}$/);
    expect(Math.round((applied + returned.amount) * 100) / 100).toBe(4_000);
    expect(after.applied.some((row) => row.amount === 200)).toBe(true);
    // Every invoice left standing is paid: the deposit paid what was owed (with the late fees it brought) first.
    const left = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    expect(left.filter((invoice) => invoice.status !== 'paid')).toEqual([]);
    expect(linesOf((await entriesOf(returned.id))[0]!)).toEqual([
      ['2100', returned.amount, 0, null],
      ['1120', 0, returned.amount, null],
    ]);
    const [held] = await app.database.query<{ value: string }>(
      `SELECT coalesce(sum(credit - debit), 0) AS value FROM ledger_lines WHERE account_code = '2100' AND contract_id = $1`,
      [contract.id],
    );
    expect(Number(held!.value)).toBe(0);
    expect(refusalOf(await settle({}))).toEqual({ status: 409, code: 'NO_DEPOSIT_HELD' });
  });
  it('keeps a partly paid invoice open at termination, so what was paid never turns into a credit on a cancelled one', async () => {
    const { invoices, contract, tenant } = await contractOn('apartment', { rent: 12_000, deposit: 0 });
    const [first, second] = invoices.filter((invoice) => invoice.type === 'rent');
    await pay(second!.id, 1_000);
    const ended = await manager.post(`/api/estate/contracts/${contract.id}/terminate`, {
      terminationDate: fromToday(0),
    });
    expect(ended.status).toBe(200);
    const after = (
      await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices?includeCancelled=true`)
    ).body;
    const statusOf = (id: string) => after.items.find((invoice) => invoice.id === id)?.status;
    expect(statusOf(first!.id)).toBe('cancelled');
    expect(['pending', 'overdue']).toContain(statusOf(second!.id));
    expect(after.totals.paid).toBe(1_000);
    // The tenant's receivable: what is left on the open invoice, never below zero.
    const lines = (
      await accountant.get<EstateList<LedgerEntry>>(`/api/estate/ledger/entries?tenantId=${tenant.id}&limit=100`)
    ).body.items.flatMap((entry) => entry.lines.filter((line) => line.accountCode === '1200'));
    const receivable = lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
    expect(Math.round(receivable * 100) / 100).toBe(second!.totalAmount - 1_000);
  });
});
