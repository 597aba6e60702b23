import type {
  AccountLedger,
  DepositsRegister,
  OwnerBalances,
  OwnerPayout,
  TrialBalance,
  VatReport,
} from '@estate/contracts';
import { addDays } from '@estate/contracts';
import ExcelJS from 'exceljs';
import { type ApiClient, refusalOf, signInAs } from './support/auth.js';
import { contractOnNewUnit, fromToday, payInvoice } from './support/estate.js';
import { download, xlsxRows } from './support/exports.js';
import { startTestApp, type TestApp } from './support/server.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const round = (amount: number) => Math.round(amount * 100) / 100;

describe('the ledger reports', () => {
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
  afterAll(() => app?.stop());

  const today = fromToday(0);
  const trialBalance = async (asOf = today) =>
    (await accountant.get<TrialBalance>(`/api/estate/ledger/trial-balance?asOf=${asOf}`)).body;
  const balanceOf = async (code: string, asOf = today) =>
    (await trialBalance(asOf)).rows.find((row) => row.code === code)!.balance;
  const read = async <T>(path: string) => {
    const response = await accountant.get<T>(path);
    expect([path, response.status]).toEqual([path, 200]);
    return response.body;
  };
  const pay = (invoiceId: string, amount: number, method?: string) => payInvoice(accountant, invoiceId, amount, method);

  const contractOn = (unitType: 'shop' | 'apartment', terms: { rent: number; deposit: number }) =>
    contractOnNewUnit(manager, unitType, terms);

  it("answers an account's general ledger: opening, each line with the balance after it, closing, on every page", async () => {
    const before = await read<AccountLedger>(`/api/estate/ledger/accounts/2110/lines?from=${today}&to=${today}`);
    const { invoices } = await contractOn('apartment', { rent: 30_000, deposit: 2_500 });
    const deposit = invoices.find((invoice) => invoice.type === 'deposit')!;
    expect(deposit.dueDate).toBe(today);
    const paid = await pay(deposit.id, 2_500, 'check');

    const ledger = await read<AccountLedger>(
      `/api/estate/ledger/accounts/2110/lines?from=${today}&to=${today}&limit=100`,
    );
    expect(ledger).toMatchObject({ code: '2110', kind: 'liability', from: today, to: today, opening: before.opening });
    expect(ledger.total).toBe(before.total + 2);
    // The deposit billed (a credit: the liability grows), then received (a debit: moved to deposits held).
    const [billed, received] = ledger.items.slice(-2);
    expect(billed).toMatchObject({ sourceType: 'invoice', sourceId: deposit.id, debit: 0, credit: 2_500 });
    expect(billed!.memo).toBe(deposit.invoiceNumber);
    expect(received).toMatchObject({ sourceType: 'payment', sourceId: paid.payments[0]!.id, debit: 2_500, credit: 0 });
    expect(received!.balance).toBe(before.closing);
    expect(billed!.balance).toBe(round(before.closing + 2_500));
    expect(ledger.closing).toBe(before.closing);
    expect(ledger.totalCredit).toBe(round(before.totalCredit + 2_500));
    expect(ledger.totalDebit).toBe(round(before.totalDebit + 2_500));

    // Each line's balance is the one before it plus its movement; the closing is the trial balance's to the day.
    let running = ledger.opening;
    for (const line of ledger.items) {
      running = round(running + line.credit - line.debit);
      expect(line.balance).toBe(running);
    }
    expect(ledger.closing).toBe(running);
    expect(ledger.closing).toBe(await balanceOf('2110', today));
    expect(ledger.opening).toBe(await balanceOf('2110', addDays(today, -1)));

    // An asset's balance is debits less credits; a page carries the balance of the lines before it.
    const receivable = await read<AccountLedger>(`/api/estate/ledger/accounts/1200/lines?limit=100`);
    expect(receivable.opening).toBe(0);
    expect(receivable.closing).toBe(await balanceOf('1200'));
    expect(receivable.closing).toBe(round(receivable.totalDebit - receivable.totalCredit));
    const second = await read<AccountLedger>(`/api/estate/ledger/accounts/1200/lines?limit=1&page=2`);
    expect(second.items).toEqual([receivable.items[1]]);
    expect(second).toMatchObject({ total: receivable.total, closing: receivable.closing, page: 2, limit: 1 });

    // A code outside the chart is refused.
    const unknown = await accountant.get('/api/estate/ledger/accounts/9999/lines');
    expect(refusalOf(unknown)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    const badDay = await accountant.get('/api/estate/ledger/accounts/1200/lines?from=2026-02-30');
    expect(refusalOf(badDay)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });

    // The workbook holds the opening, every line and the closing.
    const file = await download(
      accountant,
      `/api/estate/ledger/accounts/2110/lines?from=${today}&to=${today}&format=xlsx&lang=en`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(XLSX);
    expect(file.headers.get('content-disposition')).toContain('general-ledger-2110.xlsx');
    const rows = await xlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Day', 'Entry', 'Source', 'Memo', 'Debit', 'Credit', 'Balance']);
    expect(rows).toHaveLength(ledger.total + 3);
    expect(rows[1]).toEqual([today, '', 'Opening balance', '', '', '', String(ledger.opening)]);
    expect(rows.at(-3)).toEqual([
      today,
      String(billed!.entryNumber),
      'Invoice',
      deposit.invoiceNumber,
      '0',
      '2500',
      String(billed!.balance),
    ]);
    expect(rows.at(-1)).toEqual([
      today,
      '',
      'Closing balance',
      '',
      String(ledger.totalDebit),
      String(ledger.totalCredit),
      String(ledger.closing),
    ]);
  });

  it('answers the deposits register per contract; what is held in all is the balance of deposits held', async () => {
    const { invoices, contract, tenant, unit, property } = await contractOn('apartment', {
      rent: 24_000,
      deposit: 3_000,
    });
    const deposit = invoices.find((invoice) => invoice.type === 'deposit')!;
    const billedOnly = await read<DepositsRegister>(`/api/estate/ledger/deposits`);
    expect(billedOnly.rows.find((row) => row.contractId === contract.id)).toEqual({
      contractId: contract.id,
      contractNumber: contract.contractNumber,
      tenantId: tenant.id,
      tenantName: tenant.name,
      tenantNameEn: tenant.nameEn ?? null,
      unitNumber: unit.unitNumber,
      propertyTitle: property.title,
      propertyTitleEn: property.titleEn ?? null,
      billed: 3_000,
      outstanding: 3_000,
      received: 0,
      returned: 0,
      held: 0,
    });

    const paid = await pay(deposit.id, 3_000, 'cash');
    const refunded = await accountant.post(`/api/estate/payments/${paid.payments[0]!.id}/refund`, {
      amount: 1_200,
      reason: 'Deposit returned in part',
    });
    expect(refunded.status).toBe(200);
    const register = await read<DepositsRegister>(`/api/estate/ledger/deposits?asOf=${today}`);
    const row = register.rows.find((candidate) => candidate.contractId === contract.id)!;
    expect(row).toMatchObject({ billed: 3_000, received: 3_000, returned: 1_200, held: 1_800 });
    // A refund gives the deposit back to what the tenant owes: billed and not received again.
    expect(row.outstanding).toBe(1_200);
    expect(register.totals.held).toBe(await balanceOf('2100'));
    expect(register.totals.outstanding).toBe(await balanceOf('2110'));
    const sum = (key: 'billed' | 'held') => round(register.rows.reduce((total, item) => total + item[key], 0));
    expect(register.totals.held).toBe(sum('held'));
    expect(register.totals.billed).toBe(sum('billed'));
    // Before the contract's first day it had no deposit.
    const yesterday = await read<DepositsRegister>(`/api/estate/ledger/deposits?asOf=${fromToday(-1)}`);
    expect(yesterday.rows.some((candidate) => candidate.contractId === contract.id)).toBe(false);
    expect(yesterday.totals.held).toBe(await balanceOf('2100', fromToday(-1)));

    // The workbook in Arabic, right to left, holds the row and the totals.
    const file = await download(accountant, `/api/estate/ledger/deposits?format=xlsx&lang=ar`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('deposits-register.xlsx');
    const rows = await xlsxRows(file.bytes);
    expect(rows[0]![0]).toBe('رقم العقد');
    expect(rows.find((cells) => cells[0] === contract.contractNumber)).toEqual([
      contract.contractNumber,
      tenant.name,
      property.title,
      unit.unitNumber,
      '3000',
      '1200',
      '3000',
      '1200',
      '1800',
    ]);
    expect(rows.at(-1)!.slice(4)).toEqual(
      [
        register.totals.billed,
        register.totals.outstanding,
        register.totals.received,
        register.totals.returned,
        register.totals.held,
      ].map(String),
    );
    expect(await sheetIsRightToLeft(file.bytes)).toBe(true);
  });

  it('answers VAT payable by month: output, reversed, net; its balance is the trial balance’s to the day', async () => {
    const month = today.slice(0, 7);
    const path = `/api/estate/ledger/vat?from=${month}-01&to=${today}`;
    const before = await read<VatReport>(path);
    const { invoices } = await contractOn('shop', { rent: 40_000, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent' && invoice.dueDate === today)!;
    const vat = rent.vatAmount;
    expect(vat).toBe(round(rent.netAmount * 0.15));
    const charged = await read<VatReport>(path);
    const monthOf = (report: VatReport) => report.months.find((row) => row.month === month)!;
    expect(monthOf(charged).output).toBe(round(monthOf(before).output + vat));
    expect(monthOf(charged).adjusted).toBe(monthOf(before).adjusted);
    // Cancelling the invoice reverses its VAT the same day.
    expect((await accountant.delete(`/api/estate/invoices/${rent.id}`)).status).toBeLessThan(300);
    const report = await read<VatReport>(path);
    expect(monthOf(report)).toEqual({
      month,
      output: round(monthOf(before).output + vat),
      adjusted: round(monthOf(before).adjusted + vat),
      net: monthOf(before).net,
    });
    expect(report.months.map((row) => row.month)).toEqual([month]);
    expect(report.balance).toBe(await balanceOf('2200', today));
    expect(report.opening).toBe(await balanceOf('2200', addDays(`${month}-01`, -1)));
    expect(report.balance).toBe(round(report.opening + report.totals.net));

    // A year's months are all listed, those without VAT at 0; the default is the year to today.
    const year = await read<VatReport>(`/api/estate/ledger/vat`);
    expect(year.from).toBe(`${today.slice(0, 4)}-01-01`);
    expect(year.months.map((row) => row.month)).toEqual(
      Array.from(
        { length: Number(today.slice(5, 7)) },
        (_, index) => `${today.slice(0, 4)}-${String(index + 1).padStart(2, '0')}`,
      ),
    );
    expect(year.balance).toBe(await balanceOf('2200'));

    const file = await download(accountant, `${path}&format=xlsx&lang=en`);
    expect(file.headers.get('content-disposition')).toContain('vat-payable.xlsx');
    const rows = await xlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Month', 'Output VAT', 'Reversed or adjusted', 'Net']);
    expect(rows[1]).toEqual([
      month,
      String(monthOf(report).output),
      String(monthOf(report).adjusted),
      String(monthOf(report).net),
    ]);
    expect(rows.at(-1)).toEqual([`Balance at ${today}`, '', '', String(report.balance)]);
    expect(await sheetIsRightToLeft(file.bytes)).toBe(false);
  });

  it("answers what is held for each owner and their last payout; the total is the balance of owners' payable", async () => {
    const { invoices, owner } = await contractOn('apartment', { rent: 6_000, deposit: 0 });
    const rent = invoices.find((invoice) => invoice.type === 'rent' && invoice.dueDate === today)!;
    await pay(rent.id, rent.totalAmount);
    const collected = await read<OwnerBalances>(`/api/estate/ledger/owner-balances`);
    expect(collected.rows.find((row) => row.ownerId === owner.id)).toEqual({
      ownerId: owner.id,
      ownerName: owner.name,
      ownerNameEn: owner.nameEn ?? null,
      balance: rent.netAmount,
      lastPayoutOn: null,
      lastPayoutAmount: null,
    });
    const payout = await accountant.post<OwnerPayout>(`/api/estate/owners/${owner.id}/payouts`, {
      amount: 400,
      paidOn: today,
      method: 'cash',
    });
    expect(payout.status).toBe(201);
    const balances = await read<OwnerBalances>(`/api/estate/ledger/owner-balances?asOf=${today}`);
    expect(balances.rows.find((row) => row.ownerId === owner.id)).toMatchObject({
      balance: round(rent.netAmount - 400),
      lastPayoutOn: today,
      lastPayoutAmount: 400,
    });
    expect(balances.total).toBe(await balanceOf('2300'));
    expect(balances.total).toBe(round(balances.rows.reduce((total, row) => total + row.balance, 0)));
    const earlier = await read<OwnerBalances>(`/api/estate/ledger/owner-balances?asOf=${fromToday(-1)}`);
    expect(earlier.rows.some((row) => row.ownerId === owner.id)).toBe(false);

    const file = await download(accountant, `/api/estate/ledger/owner-balances?format=xlsx&lang=en`);
    const rows = await xlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Owner', 'Balance held', 'Last payout day', 'Last payout amount']);
    expect(rows.find((cells) => cells[0] === (owner.nameEn ?? owner.name))).toEqual([
      owner.nameEn ?? owner.name,
      String(round(rent.netAmount - 400)),
      today,
      '400',
    ]);
    expect(rows.at(-1)).toEqual(['Total', String(balances.total), '', '']);
  });

  it('draws the trial balance as a workbook with its totals', async () => {
    const balance = await trialBalance();
    const file = await download(accountant, `/api/estate/ledger/trial-balance/export?asOf=${today}&lang=en`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`trial-balance-${today}.xlsx`);
    const rows = await xlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Code', 'Account', 'Kind', 'Debit', 'Credit', 'Balance']);
    expect(rows.slice(1, -1)).toEqual(
      balance.rows.map((row) => [
        row.code,
        row.nameEn,
        row.kind[0]!.toUpperCase() + row.kind.slice(1),
        String(row.debit),
        String(row.credit),
        String(row.balance),
      ]),
    );
    expect(rows.at(-1)).toEqual(['Total', '', '', String(balance.totalDebit), String(balance.totalCredit), '']);
    const arabic = await xlsxRows(
      (await download(accountant, `/api/estate/ledger/trial-balance/export?lang=ar`)).bytes,
    );
    expect(arabic[0]![0]).toBe('الرمز');
    expect(arabic[1]![1]).toBe(balance.rows[0]!.nameAr);
  });

  it('answers the reports to admin and accountant only', async () => {
    const paths = [
      '/api/estate/ledger/accounts/1200/lines',
      '/api/estate/ledger/accounts/1200/lines?format=xlsx',
      '/api/estate/ledger/deposits',
      '/api/estate/ledger/deposits?format=xlsx',
      '/api/estate/ledger/vat',
      '/api/estate/ledger/vat?format=xlsx',
      '/api/estate/ledger/owner-balances',
      '/api/estate/ledger/owner-balances?format=xlsx',
      '/api/estate/ledger/trial-balance/export',
    ];
    const admin = await signInAs(app.baseUrl, 'admin');
    for (const path of paths) {
      expect([path, refusalOf(await manager.get(path))]).toEqual([path, { status: 403, code: 'FORBIDDEN' }]);
      expect([path, (await admin.get(path)).status]).toEqual([path, 200]);
    }
    const refused = await accountant.get('/api/estate/ledger/deposits?format=pdf');
    expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

/** Whether the workbook's first sheet reads right to left (its view in sheet1.xml). */
async function sheetIsRightToLeft(bytes: Uint8Array): Promise<boolean> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!.views.some((view) => view.rightToLeft === true);
}
