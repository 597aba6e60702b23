import type {
  ContractInvoices,
  OwnerLedger,
  OwnerPayout,
  OwnerStatement,
  PaymentInvoiceDetail,
} from '@estate/contracts';
import { DEMO_PASSWORD, formatHijriDate, todayInRiyadh } from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { fromToday, makeAccount, makeContract, portfolio } from './support/estate.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

const IBAN = 'SA0380000000608010167519';
const round = (amount: number) => Math.round(amount * 100) / 100;
/** An amount as the advice prints it: thousands separators and halalas (1,000.50). */
const halalas = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A calendar day as the English documents write it: November 1, 2026. */
const englishDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** An amount as the English statement prints it: halalas only when it has them (SAR 1,000.50, SAR 1,000). */
const statementMoney = (amount: number) => {
  const decimals = Math.round(Math.abs(amount) * 100) % 100 === 0 ? 0 : 2;
  return `SAR ${amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
};

/**
 * The owner's documents: the advice of a payout (staff and the owner's portal, in Arabic and English) and the owner
 * statement's balance with the company, which reconciles and agrees with the owner's ledger.
 */
describe("the owner's documents", () => {
  let app: TestApp;
  let manager: ApiClient;
  let accountant: ApiClient;
  let admin: ApiClient;
  /** The owner paid out, their portal account, and the payout. */
  let ownerId: string;
  let portal: ApiClient;
  let payout: OwnerPayout;

  /** A new owner with a paid rent on a new contract, a 5% fee agreement and a portal account linked. */
  async function paidOwner() {
    const made = await portfolio(manager, { unitType: 'apartment' });
    const contract = await makeContract(manager, {
      unitId: made.unit.id,
      tenantId: made.tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 24_000,
      securityDeposit: 0,
      paymentFrequency: 'quarterly',
    });
    const agreement = await accountant.post(`/api/estate/owners/${made.owner.id}/agreements`, {
      feePercent: 5,
      vatOnFee: true,
      fromDate: fromToday(-30),
    });
    expect(agreement.status).toBe(201);
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body.items;
    const rent = invoices.find((invoice) => invoice.type === 'rent')!;
    const paid = await accountant.post<PaymentInvoiceDetail>(`/api/estate/invoices/${rent.id}/payments`, {
      amount: rent.totalAmount,
      method: 'bank_transfer',
      paidOn: fromToday(0),
    });
    expect(paid.status).toBe(201);
    const account = await makeAccount(admin, 'owner');
    expect((await manager.patch(`/api/estate/owners/${made.owner.id}`, { userId: account.id })).status).toBe(200);
    const client = await new ApiClient(app.baseUrl).signIn(account.email, DEMO_PASSWORD);
    return { ownerId: made.owner.id, portal: client };
  }

  const pdfText = async (client: ApiClient, path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfToText(Buffer.from(await response.arrayBuffer()));
  };
  /** Fails unless each of `parts` is in the text, each after the one before; shows the text when not. */
  const expectInOrder = (text: string, parts: readonly string[]) => {
    let from = 0;
    for (const part of parts) {
      const at = text.indexOf(part, from);
      if (at < 0) throw new Error(`Not in the text after position ${from}: ${part}\n--- text ---\n${text}`);
      from = at + part.length;
    }
  };

  beforeAll(async () => {
    app = await startTestApp();
    [manager, accountant, admin] = await Promise.all([
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
      signInAs(app.baseUrl, 'admin'),
    ]);
    ({ ownerId, portal } = await paidOwner());
    const recorded = await accountant.post<OwnerPayout>(`/api/estate/owners/${ownerId}/payouts`, {
      amount: 1_000.5,
      paidOn: fromToday(0),
      method: 'bank_transfer',
      iban: IBAN,
      bankReference: 'TRX-4411',
    });
    expect(recorded.status).toBe(201);
    payout = recorded.body;
  });
  afterAll(() => app?.stop());

  it('prints the payout number, the amount with halalas and the IBAN in order in Arabic and English, with the balances', async () => {
    const ledger = (await accountant.get<OwnerLedger>(`/api/estate/owners/${ownerId}/ledger?from=${fromToday(0)}`))
      .body;
    const line = ledger.lines.find((candidate) => candidate.reference === payout.payoutNumber)!;
    expect(line).toMatchObject({ kind: 'payout', amount: -1_000.5 });
    const iban = 'SA03 8000 0000 6080 1016 7519';
    for (const lang of ['ar', 'en'] as const) {
      const text = await pdfText(accountant, `/api/estate/owners/${ownerId}/payouts/${payout.id}/advice?lang=${lang}`);
      expectInOrder(text, [payout.payoutNumber, halalas(1_000.5), iban]);
      expectInOrder(text, ['TRX-4411', halalas(round(line.balance + 1_000.5)), halalas(line.balance)]);
      expect(text).toContain(lang === 'ar' ? 'إشعار دفع للمالك' : 'Owner payout advice');
      expect(text).toContain(lang === 'ar' ? 'دار العقارية' : 'Dar Real Estate');
      // The day paid, with its Umm al-Qura date (the Arabic year/month/day digits read as one number).
      expect(text).toContain(formatHijriDate(payout.paidOn, lang).replace(' هـ', ''));
    }
    // The owner downloads the same advice from their portal, and finds the payout in their list.
    const mine = await portal.get<OwnerPayout[]>('/api/me/owner/payouts');
    expect(mine.status).toBe(200);
    expect(mine.body.map((row) => row.id)).toEqual([payout.id]);
    const text = await pdfText(portal, `/api/me/owner/payouts/${payout.id}/advice?lang=en`);
    expectInOrder(text, [payout.payoutNumber, halalas(1_000.5), iban]);
  });

  it("reconciles the statement's balance with the owner's ledger of the same days, and prints its closing balance", async () => {
    const today = todayInRiyadh();
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const response = await portal.get<OwnerStatement>(`/api/me/owner/statement/data?year=${year}&month=${month}`);
    expect(response.status).toBe(200);
    const { ledger } = response.body;
    expect(ledger).toMatchObject({ ownerId, from: response.body.from, to: response.body.to, payouts: 1_000.5 });
    expect(ledger.collected).toBeGreaterThan(0);
    expect(ledger.fees).toBeGreaterThan(0);
    expect(round(ledger.opening + ledger.collected - ledger.fees - ledger.expenses - ledger.payouts)).toBe(
      ledger.closing,
    );
    expect(ledger.lines.map((line) => line.kind)).toEqual(['collected', 'fee', 'payout']);
    expect(ledger.lines.at(-1)!.balance).toBe(ledger.closing);
    const staff = (
      await accountant.get<OwnerLedger>(`/api/estate/owners/${ownerId}/ledger?from=${ledger.from}&to=${ledger.to}`)
    ).body;
    expect(staff.closing).toBe(ledger.closing);
    expect(staff).toEqual(ledger);

    const en = await pdfText(portal, `/api/me/owner/statement?year=${year}&month=${month}&lang=en`);
    expectInOrder(en, ['Your balance with us', 'Closing balance', statementMoney(ledger.closing)]);
    expect(en).toContain(payout.payoutNumber);
    expect(en).toContain(formatHijriDate(ledger.lines.at(-1)!.postedOn, 'en'));
    const ar = await pdfText(portal, `/api/me/owner/statement?year=${year}&month=${month}&lang=ar`);
    expect(ar).toContain('رصيدك لدينا');
    expect(ar).toContain('الرصيد الختامي');
    expect(ar).toContain(formatHijriDate(ledger.lines.at(-1)!.postedOn, 'ar').replace(' هـ', ''));
    // The opening and closing balances name their days with the Umm al-Qura date beside, in both languages.
    expectInOrder(en, [
      `Opening balance on ${englishDay(ledger.from)} (${formatHijriDate(ledger.from, 'en')})`,
      `Closing balance on ${englishDay(ledger.to)} (${formatHijriDate(ledger.to, 'en')})`,
    ]);
    // In Arabic each label is followed by its day's Hijri year/month/day (its digits read as one number).
    const arabicHijri = (day: string) => formatHijriDate(day, 'ar').replace(' هـ', '');
    expectInOrder(ar, ['الرصيد الافتتاحي في', arabicHijri(ledger.from), 'الرصيد الختامي في', arabicHijri(ledger.to)]);
  });

  it('makes the statement PDF from the figures of the moment: a payout recorded after one statement is in the next', async () => {
    const today = todayInRiyadh();
    const path = `/api/me/owner/statement?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}&lang=en`;
    const before = await pdfText(portal, path);
    const later = await accountant.post<OwnerPayout>(`/api/estate/owners/${ownerId}/payouts`, {
      amount: 200.25,
      paidOn: fromToday(0),
      method: 'bank_transfer',
      iban: IBAN,
      bankReference: 'TRX-4412',
    });
    expect(later.status).toBe(201);
    expect(before).not.toContain(later.body.payoutNumber);
    const after = await pdfText(portal, path);
    expect(after).toContain(later.body.payoutNumber);
    const { ledger } = (await portal.get<OwnerStatement>(`/api/me/owner/statement/data?${path.split('?')[1]}`)).body;
    expectInOrder(after, ['Your balance with us', 'Closing balance', statementMoney(ledger.closing)]);
  });

  it("answers another owner 404 for the payout's advice, and a property manager 403", async () => {
    const other = await paidOwner();
    const refused = refusalOf(await other.portal.get(`/api/me/owner/payouts/${payout.id}/advice?lang=ar`));
    const unknown = refusalOf(
      await other.portal.get('/api/me/owner/payouts/00000000-0000-4000-8000-000000000000/advice?lang=ar'),
    );
    expect(refused).toEqual({ status: 404, code: 'ESTATE_RECORD_NOT_FOUND' });
    expect(refused).toEqual(unknown);
    expect((await other.portal.get<OwnerPayout[]>('/api/me/owner/payouts')).body).toEqual([]);
    // Staff asking for the payout under another owner get the same 404.
    expect(refusalOf(await accountant.get(`/api/estate/owners/${other.ownerId}/payouts/${payout.id}/advice`))).toEqual(
      refused,
    );
    expect(refusalOf(await manager.get(`/api/estate/owners/${ownerId}/payouts/${payout.id}/advice?lang=en`))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
