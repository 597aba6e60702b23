import {
  addDays,
  addMonths,
  type ContractInvoices,
  daysBetween,
  DEFAULT_LATE_FEE_PERCENT,
  type EstateContract,
  type EstateInvoice,
  type EstateReport,
  type EstateReportOptions,
  lateFee,
  todayInRiyadh,
} from '@estate/contracts';
import ExcelJS from 'exceljs';
import { inflateSync } from 'node:zlib';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { makeContract, makeOwner, makeProperty, makeTenant, makeUnit } from './support/estate.js';
import { pdfToText } from './support/pdftotext.js';
import { startTestApp, type TestApp } from './support/server.js';

/**
 * The reports against a small hand-built data set in 2019 (no seeded record is that old): property P with three
 * units, contract A on the first (2019, 3,000 a month), B on the second (March to May 2019, 2,000), the third
 * vacant; property Q with one unit and contract C (first half of 2019, 4,000). Payments and tickets are written
 * as the payments and maintenance screens write them (rows in their tables), on days chosen at the boundaries.
 */
describe('estate reports', () => {
  let app: TestApp;
  let accountant: ApiClient;
  let manager: ApiClient;
  let contractA: EstateContract;
  let contractB: EstateContract;
  let propertyP: string;
  let propertyQ: string;
  let invoicesA: EstateInvoice[];
  let invoicesB: EstateInvoice[];
  let receipt = 0;

  const sql = (text: string, params: unknown[] = []) => app.database.query(text, params);
  const dueIn = (invoices: EstateInvoice[], month: string) =>
    invoices.find((invoice) => invoice.type === 'rent' && invoice.dueDate.startsWith(month))!;
  const pay = async (
    invoice: EstateInvoice,
    amount: number,
    paidOn: string,
    kind: 'payment' | 'refund' = 'payment',
  ) => {
    receipt += 1;
    await sql(
      `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on)
       VALUES ($1, $2, $3, $4, 'cash', $5)`,
      [`RCT-2019-${String(900000 + receipt)}`, invoice.id, kind, amount, paidOn],
    );
  };
  const markPaid = (invoice: EstateInvoice) =>
    sql(`UPDATE estate_invoices SET status = 'paid', paid_at = now(), payment_method = 'cash' WHERE id = $1`, [
      invoice.id,
    ]);
  const ticket = (
    propertyId: string | null,
    status: string,
    createdAt: string,
    completedAt: string | null,
    actualCost: number | null,
  ) => {
    receipt += 1;
    return sql(
      `INSERT INTO estate_maintenance_tickets (ticket_number, property_id, title, title_ar, description, category,
         priority, status, actual_cost, completed_at, cancelled_at, created_at)
       VALUES ($1, $2, 'Leak', 'تسرب', 'A leak', 'plumbing', 'medium', $3, $4, $5, $6, $7)`,
      [
        `MNT-2019-${String(900000 + receipt)}`,
        propertyId,
        status,
        actualCost,
        completedAt,
        status === 'cancelled' ? createdAt : null,
        createdAt,
      ],
    );
  };
  const report = async (query: string) => {
    const response = await accountant.get<EstateReport>(`/api/estate/reports?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const download = async (client: ApiClient, path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    app = await startTestApp();
    [accountant, manager] = await Promise.all([
      signInAs(app.baseUrl, 'accountant'),
      signInAs(app.baseUrl, 'property_manager'),
    ]);
    const owner = await makeOwner(manager, { name: 'خالد المالك', nameEn: 'Khalid the Owner' });
    const tenant = await makeTenant(manager, { name: 'سارة المستأجرة', nameEn: 'Sara the Tenant' });
    const p = await makeProperty(manager, owner.id, { title: 'برج التقارير', titleEn: 'Reports Tower' });
    const q = await makeProperty(manager, owner.id, { title: 'فيلا التقارير', titleEn: 'Reports Villa' });
    propertyP = p.id;
    propertyQ = q.id;
    const [u1, u2] = [await makeUnit(manager, p.id), await makeUnit(manager, p.id), await makeUnit(manager, p.id)];
    const v1 = await makeUnit(manager, q.id);
    const terms = { securityDeposit: 0, paymentFrequency: 'monthly' as const, tenantId: tenant.id };
    contractA = await makeContract(manager, {
      ...terms,
      unitId: u1!.id,
      startDate: '2019-01-01',
      endDate: '2019-12-31',
      rentAmount: 3000,
      notes: 'Keys handed over at signing',
    });
    contractB = await makeContract(manager, {
      ...terms,
      unitId: u2!.id,
      startDate: '2019-03-01',
      endDate: '2019-05-31',
      rentAmount: 2000,
    });
    const contractC = await makeContract(manager, {
      ...terms,
      unitId: v1.id,
      startDate: '2019-01-01',
      endDate: '2019-06-30',
      rentAmount: 4000,
    });
    const invoices = async (id: string) =>
      (await manager.get<ContractInvoices>(`/api/estate/contracts/${id}/invoices`)).body.items;
    invoicesA = await invoices(contractA.id);
    invoicesB = await invoices(contractB.id);
    const invoicesC = await invoices(contractC.id);

    // Revenue by paid day: Jan 3,000; Feb 1,000; Mar 2,000 + 3,000 (on its last day) + 2,000 (B) + 4,000 (C, Q);
    // Apr -500 (a refund on its first day) + 1,000 (part of April's rent, left pending); 2020-01-01: 500 (December's).
    await pay(dueIn(invoicesA, '2019-01'), 3000, '2019-01-05');
    await pay(dueIn(invoicesA, '2019-02'), 1000, '2019-02-10');
    await pay(dueIn(invoicesA, '2019-02'), 2000, '2019-03-02');
    await pay(dueIn(invoicesA, '2019-03'), 3000, '2019-03-31');
    await pay(dueIn(invoicesA, '2019-03'), 500, '2019-04-01', 'refund');
    await pay(dueIn(invoicesB, '2019-03'), 2000, '2019-03-15');
    await pay(dueIn(invoicesC, '2019-03'), 4000, '2019-03-05');
    await pay(dueIn(invoicesA, '2019-04'), 1000, '2019-04-20');
    await pay(dueIn(invoicesA, '2019-12'), 500, '2020-01-01');
    for (const invoice of [
      dueIn(invoicesA, '2019-01'),
      dueIn(invoicesA, '2019-02'),
      dueIn(invoicesA, '2019-03'),
      dueIn(invoicesB, '2019-03'),
    ]) {
      await markPaid(invoice);
    }
    // C's invoices are all paid or cancelled, so P's overdue are A's and B's only.
    await sql(`UPDATE estate_invoices SET status = 'paid', paid_at = now() WHERE contract_id = $1`, [contractC.id]);

    // Tickets: completed at 22:00 UTC on 31 March is 1 April in Riyadh (expense of April); one completed in March;
    // one opened at 21:30 UTC on 28 February (1 March in Riyadh), still open; one cancelled with a cost (no expense).
    await ticket(propertyP, 'completed', '2019-03-10T08:00:00Z', '2019-03-31T22:00:00Z', 800);
    await ticket(propertyP, 'completed', '2019-03-01T06:00:00Z', '2019-03-20T10:00:00Z', 1200.5);
    await ticket(propertyP, 'open', '2019-02-28T21:30:00Z', null, null);
    await ticket(propertyP, 'cancelled', '2019-01-15T09:00:00Z', null, 999);
    await ticket(propertyQ, 'completed', '2019-02-01T09:00:00Z', '2019-02-02T09:00:00Z', 300);
  });
  afterAll(() => app?.stop());

  it('reports a month: revenue, expenses, net, margin with one decimal, occupancy and the three months before', async () => {
    const march = await report(`period=monthly&year=2019&month=3&propertyId=${propertyP}`);
    expect(march.range).toEqual({
      from: '2019-03-01',
      to: '2019-03-31',
      asOf: '2019-03-31',
      projected: false,
      months: ['2019-01', '2019-02', '2019-03'],
    });
    expect(march.totalRevenue).toBe(7000);
    expect(march.totalExpenses).toBe(1200.5);
    expect(march.netIncome).toBe(5799.5);
    // 5,799.5 / 7,000 = 82.85 %: the half rounds up.
    expect(march.profitMargin).toBe(82.9);
    // A and B cover 31 March: 2 of 3 units.
    expect([march.totalUnits, march.occupiedUnits, march.vacantUnits, march.occupancyRate]).toEqual([3, 2, 1, 67]);
    expect(march.averageRent).toBe(2500);
    expect(march.totalProperties).toBe(1);
    // Opened in March (Riyadh days): the two completed ones and the open one opened on 1 March in Riyadh.
    expect(march.maintenanceTickets).toBe(3);
    expect(march.ticketStatuses).toEqual({ open: 1, assigned: 0, inProgress: 0, completed: 2, cancelled: 0 });
    expect(march.monthly).toEqual([
      { month: '2019-01', revenue: 3000, expenses: 0, netIncome: 3000, occupancyRate: 33, projected: false },
      { month: '2019-02', revenue: 1000, expenses: 0, netIncome: 1000, occupancyRate: 33, projected: false },
      { month: '2019-03', revenue: 7000, expenses: 1200.5, netIncome: 5799.5, occupancyRate: 67, projected: false },
    ]);
    expect(march.properties).toEqual([
      {
        propertyId: propertyP,
        propertyName: 'برج التقارير',
        propertyNameEn: 'Reports Tower',
        totalUnits: 3,
        occupiedUnits: 2,
        monthlyRevenue: 5000,
        revenue: 7000,
        expenses: 1200.5,
        occupancyRate: 67,
        maintenanceCount: 3,
      },
    ]);

    // April: the refund of its first day and the 800 completed on 1 April in Riyadh; B still covers 30 April.
    const april = await report(`period=monthly&year=2019&month=4&propertyId=${propertyP}`);
    expect([april.totalRevenue, april.totalExpenses, april.netIncome, april.profitMargin]).toEqual([
      500, 800, -300, -60,
    ]);
    expect(april.occupancyRate).toBe(67);
  });

  it('reports a quarter and a year, the period ending on its last day', async () => {
    const q1 = await report(`period=quarterly&year=2019&quarter=1&propertyId=${propertyP}`);
    expect([q1.range.from, q1.range.to]).toEqual(['2019-01-01', '2019-03-31']);
    expect(q1.monthly.map((row) => row.month)).toEqual(['2019-01', '2019-02', '2019-03']);
    expect([q1.totalRevenue, q1.totalExpenses, q1.netIncome]).toEqual([11000, 1200.5, 9799.5]);
    // 9,799.5 / 11,000 = 89.086 %.
    expect(q1.profitMargin).toBe(89.1);
    expect(q1.maintenanceTickets).toBe(4);
    expect(q1.ticketStatuses).toEqual({ open: 1, assigned: 0, inProgress: 0, completed: 2, cancelled: 1 });

    const q2 = await report(`period=quarterly&year=2019&quarter=2&propertyId=${propertyP}`);
    expect([q2.totalRevenue, q2.totalExpenses, q2.netIncome]).toEqual([500, 800, -300]);
    // On 30 June only A covers a unit: 1 of 3.
    expect([q2.occupiedUnits, q2.occupancyRate, q2.averageRent]).toEqual([1, 33, 3000]);

    const year = await report(`period=yearly&year=2019&propertyId=${propertyP}`);
    expect(year.monthly).toHaveLength(12);
    // The 500 paid on 1 January 2020 is the next year's.
    expect([year.totalRevenue, year.totalExpenses, year.netIncome, year.profitMargin]).toEqual([
      11500, 2000.5, 9499.5, 82.6,
    ]);
    expect(year.monthly.find((row) => row.month === '2019-06')).toEqual({
      month: '2019-06',
      revenue: 0,
      expenses: 0,
      netIncome: 0,
      occupancyRate: 33,
      projected: false,
    });
    const next = await report(`period=yearly&year=2020&propertyId=${propertyP}`);
    expect([next.totalRevenue, next.occupiedUnits, next.profitMargin]).toEqual([500, 0, 100]);
    const empty = await report(`period=monthly&year=2018&month=12&propertyId=${propertyP}`);
    expect([empty.totalRevenue, empty.profitMargin, empty.averageRent]).toEqual([0, null, 0]);
  });

  it('reads the running month on today and marks the months still to come as projected', async () => {
    // Two units: one let until today, one from the first day of next month.
    const owner = await makeOwner(manager);
    const property = await makeProperty(manager, owner.id, { title: 'برج الإسقاط' });
    const [now, later] = [await makeUnit(manager, property.id), await makeUnit(manager, property.id)];
    const tenant = await makeTenant(manager);
    const today = todayInRiyadh();
    const thisMonth = today.slice(0, 7);
    const nextMonth = addMonths(`${thisMonth}-01`, 1);
    const terms = { securityDeposit: 0, paymentFrequency: 'monthly' as const, tenantId: tenant.id, rentAmount: 2000 };
    await makeContract(manager, { ...terms, unitId: now.id, startDate: addDays(today, -90), endDate: today });
    await makeContract(manager, { ...terms, unitId: later.id, startDate: nextMonth, endDate: addDays(nextMonth, 364) });

    const year = await report(`period=yearly&year=${today.slice(0, 4)}&propertyId=${property.id}`);
    expect(year.range.projected).toBe(false);
    const current = year.monthly.find((row) => row.month === thisMonth)!;
    // As of today the first unit is let: 1 of 2 (at the month's end it would read 0).
    expect(current).toMatchObject({ occupancyRate: 50, projected: false });
    for (const row of year.monthly) expect(row.projected).toBe(row.month > thisMonth);

    // The month after this one, reported as a month: its occupancy is the contracts signed so far, labelled so.
    const ahead = await report(
      `period=monthly&year=${nextMonth.slice(0, 4)}&month=${Number(nextMonth.slice(5, 7))}&propertyId=${property.id}`,
    );
    expect(ahead.range.projected).toBe(true);
    expect(ahead.monthly.map((row) => [row.month, row.projected])).toEqual(
      ahead.range.months.map((month) => [month, month > thisMonth]),
    );
    expect(ahead.occupancyRate).toBe(50);

    // The workbook says so too: the month still to come and the period's occupancy are labelled projected.
    const file = await download(
      accountant,
      `/api/estate/reports/export?format=xlsx&lang=en&period=monthly&year=${nextMonth.slice(0, 4)}&month=${Number(nextMonth.slice(5, 7))}&propertyId=${property.id}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const column = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getColumn(1)
        .values.filter((value) => typeof value === 'string') as string[];
    expect(column('Monthly')).toEqual([
      'Month',
      ...ahead.range.months.map((month) => (month > thisMonth ? `${month} (projected)` : month)),
    ]);
    expect(column('Summary')).toContain('Occupancy rate (projected)');
  });

  it('counts the overdue invoices today with what is left on them and their late fee', async () => {
    const today = todayInRiyadh();
    const unpaid = [...invoicesA, ...invoicesB].filter(
      (invoice) =>
        !['2019-01', '2019-02', '2019-03'].some((m) => invoice === dueIn(invoicesA, m)) &&
        invoice !== dueIn(invoicesB, '2019-03'),
    );
    // Paid so far on them: 1,000 on April's and 500 on December's (A).
    const paidOn = (invoice: EstateInvoice) =>
      invoice === dueIn(invoicesA, '2019-04') ? 1000 : invoice === dueIn(invoicesA, '2019-12') ? 500 : 0;
    const expected = unpaid.reduce(
      (sum, invoice) =>
        sum +
        invoice.totalAmount -
        paidOn(invoice) +
        lateFee(invoice.totalAmount, daysBetween(invoice.dueDate, today), DEFAULT_LATE_FEE_PERCENT, invoice.type),
      0,
    );
    const q1 = await report(`period=quarterly&year=2019&quarter=1&propertyId=${propertyP}`);
    expect(q1.overduePayments).toBe(unpaid.length);
    expect(unpaid).toHaveLength(11);
    expect(q1.overdueAmount).toBeCloseTo(expected, 2);
    // A's April invoice alone, as a hand check: 3,000 - 1,000 + 5 % of 3,000 per started 30 days since 1 April 2019.
    const april = dueIn(invoicesA, '2019-04');
    expect(april.totalAmount).toBe(3000);
    const periods = Math.ceil(daysBetween(april.dueDate, today) / 30);
    expect(lateFee(3000, daysBetween(april.dueDate, today), 5)).toBe(150 * periods);
    // Invoices due in the first quarter: A's three and B's March paid.
    expect(q1.invoiceStatuses).toEqual({ paid: 4, pending: 0, overdue: 0, cancelled: 0 });
  });

  it('filters by property and reports every property together', async () => {
    const all = await report('period=quarterly&year=2019&quarter=1');
    const q = all.properties.find((row) => row.propertyId === propertyQ)!;
    expect(q).toMatchObject({ totalUnits: 1, occupiedUnits: 1, monthlyRevenue: 4000, revenue: 4000, expenses: 300 });
    expect(q.maintenanceCount).toBe(1);
    const p = all.properties.find((row) => row.propertyId === propertyP)!;
    expect([p.revenue, p.expenses, p.occupancyRate]).toEqual([11000, 1200.5, 67]);
    // Nothing else in the database is from 2019: the totals are P's and Q's.
    expect([all.totalRevenue, all.totalExpenses]).toEqual([15000, 1500.5]);
    const onlyQ = await report(`period=quarterly&year=2019&quarter=1&propertyId=${propertyQ}`);
    expect([onlyQ.totalRevenue, onlyQ.totalExpenses, onlyQ.totalUnits, onlyQ.occupancyRate]).toEqual([
      4000, 300, 1, 100,
    ]);
    expect(onlyQ.properties.map((row) => row.propertyId)).toEqual([propertyQ]);
  });

  it("counts a unit once on each month's end: a renewal, a start on the day, a termination on the day, two contracts at once", async () => {
    // Property R in 2021, four units: u1 let by A (January to June) then B (July to December); u2 by C from 31 March;
    // u3 by D for the year, terminated on 31 May; u4 by E for the year and by F (June to August) at the same time,
    // written straight to the table as an import would (the contract screens refuse the overlap).
    const owner = await makeOwner(manager);
    const tenant = await makeTenant(manager);
    const property = await makeProperty(manager, owner.id, { title: 'برج الإشغال' });
    const units = [];
    for (let i = 0; i < 4; i += 1) units.push(await makeUnit(manager, property.id));
    const [u1, u2, u3, u4] = units as [(typeof units)[0], (typeof units)[0], (typeof units)[0], (typeof units)[0]];
    const terms = { securityDeposit: 0, paymentFrequency: 'yearly' as const, tenantId: tenant.id, rentAmount: 1000 };
    await makeContract(manager, { ...terms, unitId: u1.id, startDate: '2021-01-01', endDate: '2021-06-30' });
    await makeContract(manager, { ...terms, unitId: u1.id, startDate: '2021-07-01', endDate: '2021-12-31' });
    await makeContract(manager, { ...terms, unitId: u2.id, startDate: '2021-03-31', endDate: '2022-03-30' });
    const d = await makeContract(manager, { ...terms, unitId: u3.id, startDate: '2021-01-01', endDate: '2021-12-31' });
    await sql(`UPDATE estate_contracts SET termination_date = '2021-05-31' WHERE id = $1`, [d.id]);
    const e = await makeContract(manager, { ...terms, unitId: u4.id, startDate: '2021-01-01', endDate: '2021-12-31' });
    await sql(
      `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                     rent_amount, security_deposit, payment_frequency)
       SELECT contract_number || '-F', property_id, unit_id, owner_id, tenant_id, '2021-06-01', '2021-08-31',
              rent_amount, security_deposit, payment_frequency
         FROM estate_contracts WHERE id = $1`,
      [e.id],
    );

    const year = await report(`period=yearly&year=2021&propertyId=${property.id}`);
    // Units covered on each month's end, of 4: C from 31 March; D not on 31 May (its termination day); u4 once.
    const covered = [3, 3, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3];
    expect(year.monthly.map((row) => [row.month, row.occupancyRate])).toEqual(
      covered.map((units, i) => [`2021-${String(i + 1).padStart(2, '0')}`, (units / 4) * 100]),
    );
    // The period's own figure, as of 31 December: u1 (B), u2 (C) and u4.
    expect([year.totalUnits, year.occupiedUnits, year.occupancyRate]).toEqual([4, 3, 75]);

    const may = await report(`period=monthly&year=2021&month=5&propertyId=${property.id}`);
    expect(may.monthly.map((row) => row.occupancyRate)).toEqual([100, 100, 75]);
    expect([may.occupiedUnits, may.properties[0]?.occupiedUnits]).toEqual([3, 3]);
    const june = await report(`period=monthly&year=2021&month=6&propertyId=${property.id}`);
    expect([june.occupiedUnits, june.occupancyRate]).toEqual([3, 75]);
  });

  it('offers the years from the first contract to this year', async () => {
    const options = (await accountant.get<EstateReportOptions>('/api/estate/reports/options')).body;
    const thisYear = Number(todayInRiyadh().slice(0, 4));
    expect(options.years[0]).toBe(thisYear);
    expect(options.years.at(-1)).toBe(2019);
    expect(options.years).toHaveLength(thisYear - 2019 + 1);
  });

  it('refuses bad filters, an unknown property, and the roles without the reports', async () => {
    expect(refusalOf(await accountant.get('/api/estate/reports?period=weekly&year=2019'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(refusalOf(await accountant.get('/api/estate/reports?period=monthly&year=2019'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(refusalOf(await accountant.get('/api/estate/reports?period=quarterly&year=2019&quarter=5'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const unknown = await accountant.get(
      '/api/estate/reports?period=yearly&year=2019&propertyId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    for (const role of ['maintenance', 'tenant', 'owner'] as const) {
      const client = await signInAs(app.baseUrl, role);
      expect(refusalOf(await client.get('/api/estate/reports?period=yearly&year=2019'))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(refusalOf(await client.get('/api/estate/reports/export?period=yearly&year=2019&format=pdf'))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect(refusalOf(await client.get(`/api/estate/contracts/${contractA.id}/document`))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(refusalOf(await new ApiClient(app.baseUrl).get('/api/estate/reports/options'))).toMatchObject({
      status: 401,
    });
  });

  it('exports a workbook with the summary, monthly and properties sheets in the language asked', async () => {
    const { response, bytes } = await download(
      accountant,
      `/api/estate/reports/export?format=xlsx&lang=en&period=quarterly&year=2019&quarter=1&propertyId=${propertyP}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('estate-report-2019-q1.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Monthly', 'Properties']);
    const rows = (name: string) =>
      (workbook.getWorksheet(name)!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    const summary = new Map(rows('Summary').map(([label, value]) => [label, value]));
    expect(summary.get('Total revenue')).toBe(11000);
    expect(summary.get('Total expenses')).toBe(1200.5);
    expect(summary.get('Net income')).toBe(9799.5);
    expect(summary.get('Profit margin')).toBe(89.1);
    expect(summary.get('Occupancy rate')).toBe(67);
    expect(rows('Monthly')).toEqual([
      ['Month', 'Revenue', 'Expenses', 'Net income', 'Occupancy rate'],
      ['2019-01', 3000, 0, 3000, 33],
      ['2019-02', 1000, 0, 1000, 33],
      ['2019-03', 7000, 1200.5, 5799.5, 67],
    ]);
    expect(rows('Properties')[1]).toEqual(['Reports Tower', 3, 2, 67, 5000, 11000, 1200.5, 4]);

    const arabic = await download(accountant, `/api/estate/reports/export?format=xlsx&lang=ar&period=yearly&year=2019`);
    const ar = new ExcelJS.Workbook();
    await ar.xlsx.load(arabic.bytes as unknown as ArrayBuffer);
    expect(ar.worksheets.map((sheet) => sheet.name)).toEqual(['الملخص', 'شهري', 'العقارات']);
    expect(ar.worksheets[0]!.views[0]!.rightToLeft).toBe(true);
  });

  it('exports the report as a PDF in Arabic and in English', async () => {
    for (const lang of ['ar', 'en']) {
      const { response, bytes } = await download(
        accountant,
        `/api/estate/reports/export?format=pdf&lang=${lang}&period=monthly&year=2019&month=3&propertyId=${propertyP}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('estate-report-2019-03.pdf');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(`/Lang (${lang})`);
      if (lang === 'en') {
        // Amounts with halalas print both decimals, as receipts and contracts do; whole ones stay whole.
        const text = pdfText(bytes);
        expect(text).toContain('SAR 1,200.50');
        expect(text).toContain('SAR 5,799.50');
        expect(text).not.toContain('SAR 1,200.5 ');
        expect(text).toContain('SAR 7,000');
        expect(text).not.toContain('SAR 7,000.00');
      }
    }
  });

  it('downloads the contract as a PDF: the English one names both parties, the Arabic one is drawn in Arabic', async () => {
    const en = await download(manager, `/api/estate/contracts/${contractA.id}/document?lang=en`);
    expect(en.response.status).toBe(200);
    expect(en.response.headers.get('content-disposition')).toContain(`contract-${contractA.contractNumber}.pdf`);
    expect(en.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // English text is drawn with the standard Helvetica (no subset): the names are in the content streams.
    const text = pdfText(en.bytes);
    expect(text).toContain('Khalid the Owner');
    expect(text).toContain('Sara the Tenant');
    expect(text).toContain(contractA.contractNumber);
    expect(text).toContain('Keys handed over at signing');
    // The national IDs are masked but for their last four digits.
    expect(text).toMatch(/\*{6}\d{4}/);

    const ar = await download(accountant, `/api/estate/contracts/${contractA.id}/document?lang=ar`);
    expect(ar.response.status).toBe(200);
    expect(ar.bytes.toString('latin1')).toContain('/Lang (ar)');
    // The Arabic names are shaped glyphs of the embedded Naskh font, each mapped back to its own letters (a shape
    // several letters share has a code for each): poppler's pdftotext reads them back in reading order.
    const arabic = await pdfToText(ar.bytes);
    expect(arabic).toContain('خالد المالك');
    expect(arabic).toContain('سارة المستأجرة');

    const missing = await manager.get('/api/estate/contracts/00000000-0000-4000-8000-000000000000/document');
    expect(refusalOf(missing)).toEqual({ status: 404, code: 'CONTRACT_NOT_FOUND' });
  });
});

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

/** The hex strings of each text operation (TJ arrays, kerning left out), in drawing order. */
function textOperations(pdf: Buffer): string[] {
  return streams(pdf).flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array]) =>
      [...array!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => hex).join(''),
    ),
  );
}

/** The Latin text drawn (Helvetica writes its characters as bytes), all operations joined. */
function pdfText(pdf: Buffer): string {
  return textOperations(pdf)
    .map((hex) => Buffer.from(hex, 'hex').toString('latin1'))
    .join('');
}
