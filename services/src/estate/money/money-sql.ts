import { LATE_FEE_PERIOD_DAYS } from '@estate/contracts';

/**
 * The SQL that defines money: what a payment counts, what was paid and is left on an invoice, when it is overdue and
 * its late fee, and the sums every money figure is read with (rent roll, ticket cost, what is outstanding). Nothing
 * outside this folder sums a money column: a query that shows a money figure builds it from these fragments or asks
 * money-figures.ts for it (money-sql-guard.spec.ts checks).
 */

/** `coalesce(sum(expr) FILTER (WHERE where), 0)`: a money sum that is 0 over no rows. */
const total = (expr: string, where?: string) => `coalesce(sum(${expr})${where ? ` FILTER (WHERE ${where})` : ''}, 0)`;

/**
 * A payment row (alias `pm`) that moved money: any but a test payment of the sandbox provider (and its refunds).
 * Lists of money received (statements, activity) keep to these rows.
 */
export const realPaymentSql = (pm: string) => `(NOT ${pm}.is_test)`;

/**
 * A payment row (alias `pm`) as money in: payments add, refunds take away, a test payment counts 0. Every figure
 * of money received or paid on an invoice (revenue, collected, what is left to pay, statements, reports, the
 * dashboard's rollups by their own copy in the migrations) sums this, so a test payment never counts as money.
 */
export const signedPaymentSql = (pm: string) =>
  `(CASE WHEN ${pm}.is_test THEN 0 WHEN ${pm}.kind = 'refund' THEN -${pm}.amount ELSE ${pm}.amount END)`;

/** The payments of rows `pm` net of refunds (signedPaymentSql), over those matching `where` when given; 0 for none. */
export const paidNetSql = (pm: string, where?: string) => total(signedPaymentSql(pm), where);

/** What the refund rows `pm` gave back (a refund's amount is positive); 0 for none. */
export const refundedSql = (pm: string) => total(`${pm}.amount`);

/**
 * What was paid on an invoice (alias `i`): its payments minus its refunds; a paid invoice counts in full (one marked
 * paid before payments were recorded has none).
 */
export const invoicePaidSql = (i: string) =>
  `(CASE WHEN ${i}.status = 'paid' THEN ${i}.total_amount
        ELSE (SELECT ${paidNetSql('pm')}
                FROM estate_payments pm WHERE pm.invoice_id = ${i}.id) END)`;

/** What is left to pay on an open invoice (alias `i`): its total less what was paid on it. */
export const invoiceOutstandingSql = (i: string) => `(${i}.total_amount - ${invoicePaidSql(i)})`;

/** An invoice (alias `i`) unpaid past its due date on `today` (a date placeholder): the payments screen's overdue. */
export const invoiceOverdueSql = (i: string, today: string) => `(${i}.status = 'pending' AND ${i}.due_date < ${today})`;

/** An invoice (alias `i`) unpaid and due by `today` (a date placeholder): what a tenant owes now. */
export const invoiceDueSql = (i: string, today: string) => `(${i}.status = 'pending' AND ${i}.due_date <= ${today})`;

/** An invoice (alias `i`) unpaid and not yet past its due date on `today`: the payments screen's pending. */
export const invoiceNotYetOverdueSql = (i: string, today: string) =>
  `(${i}.status = 'pending' AND ${i}.due_date >= ${today})`;

/** What is left on the invoices `i` matching `where` (invoiceOutstandingSql), summed; 0 for none. */
export const outstandingSumSql = (i: string, where?: string) => total(invoiceOutstandingSql(i), where);

/** A tenant's (or a contract's) balance: what is left on the invoices `i` due by `today` (invoiceDueSql). */
export const balanceDueSql = (i: string, today: string) => outstandingSumSql(i, invoiceDueSql(i, today));

/**
 * The late fee on `today` of an invoice (alias `i`), `invoiceLateFee` of @estate/contracts in SQL: `rate` (a
 * placeholder, in percent: LATE_FEE_PERCENT, AppConfig.lateFeePercent) of its fee base for each started
 * LATE_FEE_PERIOD_DAYS-day period since its fee start while it is overdue; none on a penalty invoice. The base and
 * start are its total and due date, or after a refund reopened it, the amount reopened and the refund's day
 * (late_fee_base, late_fee_from).
 */
export const invoiceLateFeeSql = (i: string, today: string, rate: string) =>
  `(CASE WHEN ${invoiceOverdueSql(i, today)} AND ${i}.type <> 'penalty'
    THEN round(coalesce(${i}.late_fee_base, ${i}.total_amount) * ${rate}::numeric
               * ceil(greatest(${today} - coalesce(${i}.late_fee_from, ${i}.due_date), 0)::numeric / ${LATE_FEE_PERIOD_DAYS}) / 100, 2)
    ELSE 0 END)`;

/** One invoice's overdue amount on `today`: what is left on it plus its late fee. */
export const invoiceOverdueAmountSql = (i: string, today: string, rate: string) =>
  `${invoiceOutstandingSql(i)} + ${invoiceLateFeeSql(i, today, rate)}`;

/**
 * The overdue amount, as every screen, PDF and export shows it (the payments card, the reports, the staff dashboard):
 * over the invoices (alias `i`) overdue on `today`, what is left on them plus their late fee. An aggregate.
 */
export const overdueAmountSql = (i: string, today: string, rate: string) =>
  total(`${invoiceOverdueAmountSql(i, today, rate)}`, invoiceOverdueSql(i, today));

/** The monthly rent of the contracts `c` matching `where` (rent_amount is per month whatever the billing); 0 for none. */
export const rentRollSql = (c: string, where?: string) => total(`${c}.rent_amount`, where);

/**
 * The mean monthly rent, to halalas, of the contracts summed by every row of a result whose rows each carry a rent
 * roll (rentRollSql) and how many contracts it sums: a window over the whole result, their rent over their count;
 * null without contracts.
 */
export const averageRentOverRowsSql = (rentRoll: string, contracts: string) =>
  `round(sum(${rentRoll}) OVER () / nullif(sum(${contracts}) OVER (), 0), 2)`;

/** The actual cost of the tickets `t` matching `where` (an expense once completed); 0 for none. */
export const ticketCostSql = (t: string, where?: string) => total(`${t}.actual_cost`, where);

/**
 * A total of a money column a query has already read with these fragments (a derived table's `outstanding_balance`,
 * `rent_amount`), over the rows matching `where`; 0 for none.
 */
export const moneyTotalSql = (column: string, where?: string) => total(column, where);

/**
 * What journal lines (alias `l`) move on one account of the chart, credits less debits (what an income or a liability
 * grew by), over the lines matching `where` too; 0 for none.
 */
export const accountCreditsSql = (l: string, account: string, where?: string) =>
  total(`${l}.credit - ${l}.debit`, `${l}.account_code = '${account}'${where ? ` AND (${where})` : ''}`);

/**
 * What a tax invoice (an e-invoice row, alias `t`) has left to credit, net of VAT: its net plus its debit notes less
 * its credit notes (the e-invoice queue's trigger reckons it the same way, migration 1797900000000).
 */
export const taxInvoiceCreditableSql = (t: string) =>
  `(${t}.net_amount + (SELECT ${total(`CASE WHEN n.kind = 'debit_note' THEN n.net_amount ELSE -n.net_amount END`)}
                         FROM estate_einvoices n WHERE n.credited_id = ${t}.id))`;
