import {
  addDays,
  type DepositHolder,
  depositDue,
  type PaymentFrequency,
  rentSchedule,
  type RentPeriod,
  type ScheduleTerms,
  todayInRiyadh,
  toSar,
  unitCategory,
  type UnitType,
  vatPercentFor,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { day, num, type Row } from '../shared/estate-sql.js';
import { invoicePaidSql } from '../money/money-sql.js';

type Query = Pick<EntityManager, 'query'>;

/** What a contract's invoices are computed from. */
export interface ContractTerms {
  id: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  securityDeposit: number;
  paymentFrequency: PaymentFrequency;
  unitType: UnitType;
  /** Who holds the deposit: one Ejar holds is paid by the tenant to Ejar, and the company bills none of it. */
  depositHolder: DepositHolder;
  /** The deposit of the contract this one renews, held already (by the company). */
  heldDeposit: number;
  terminationDate: string | null;
}

/** An invoice to write: amounts in halalas. */
interface NewInvoice {
  type: 'rent' | 'deposit';
  periodStart: string | null;
  periodEnd: string | null;
  dueDate: string;
  prorated: boolean;
  net: number;
  vatPercent: number;
  vat: number;
  total: number;
}

const rentInvoice = (period: RentPeriod, vatPercent: number): NewInvoice => ({
  type: 'rent',
  periodStart: period.periodStart,
  periodEnd: period.periodEnd,
  dueDate: period.dueDate,
  prorated: period.prorated,
  net: period.net,
  vatPercent,
  vat: period.vat,
  total: period.total,
});

const depositInvoice = (terms: ContractTerms, amount: number): NewInvoice => ({
  type: 'deposit',
  periodStart: null,
  periodEnd: null,
  dueDate: terms.startDate,
  prorated: false,
  net: amount,
  vatPercent: 0,
  vat: 0,
  total: amount,
});

/**
 * Writes a contract's invoices from its terms (the arithmetic is contract-schedule.ts, shared with the screens):
 * - `issue`: a new contract's deposit and every rent period;
 * - `reissueFuture`: after its money terms changed, the unpaid invoices of periods that start after today are
 *   cancelled and the rest of the term is billed again on the new terms; invoices with money on them, and those of
 *   periods already begun, stay as they are. An unpaid deposit that no longer matches is issued again;
 * - `cancelFrom`: on termination, the unpaid invoices due from the termination date on are cancelled (one partly
 *   paid stays open).
 * Invoices are never changed or deleted: a cancelled one keeps its number. Free of Nest, so the seed uses it too;
 * InvoiceIssuer is its provider.
 */
export class ContractInvoiceWriter {
  async terms(db: Query, contractId: string): Promise<ContractTerms> {
    const [row] = (await db.query(
      `SELECT c.id, c.start_date::text AS start_date, c.end_date::text AS end_date, c.rent_amount, c.security_deposit,
              c.payment_frequency, u.unit_type, c.deposit_holder,
              CASE WHEN r.deposit_holder = 'company' THEN r.security_deposit ELSE 0 END AS held_deposit,
              c.termination_date::text AS termination_date
         FROM estate_contracts c
         JOIN estate_units u ON u.id = c.unit_id
         LEFT JOIN estate_contracts r ON r.id = c.renewed_from_id
        WHERE c.id = $1`,
      [contractId],
    )) as Row[];
    if (!row) throw new Error(`contract ${contractId} not found`);
    return {
      id: String(row.id),
      startDate: day(row.start_date),
      endDate: day(row.end_date),
      rentAmount: num(row.rent_amount),
      securityDeposit: num(row.security_deposit),
      paymentFrequency: row.payment_frequency as PaymentFrequency,
      unitType: row.unit_type as UnitType,
      depositHolder: row.deposit_holder as DepositHolder,
      heldDeposit: num(row.held_deposit),
      terminationDate: row.termination_date ? day(row.termination_date) : null,
    };
  }

  /** Every invoice of a new contract: its deposit (what a renewal adds to the one held) and its rent periods. */
  async issue(db: Query, contractId: string): Promise<number> {
    const terms = await this.terms(db, contractId);
    const vatPercent = vatPercentFor(unitCategory(terms.unitType));
    const deposit = companyDepositDue(terms);
    const invoices = [
      ...(deposit === null ? [] : [depositInvoice(terms, deposit)]),
      ...rentSchedule({ ...terms, vatPercent }).map((period) => rentInvoice(period, vatPercent)),
    ];
    await this.insert(db, contractId, invoices);
    return invoices.length;
  }

  /** Bills the rest of the term again after the money terms changed; answers the invoices cancelled and issued. */
  async reissueFuture(
    db: Query,
    contractId: string,
    today: string = todayInRiyadh(),
  ): Promise<{ cancelled: number; issued: number }> {
    const terms = await this.terms(db, contractId);
    const vatPercent = vatPercentFor(unitCategory(terms.unitType));
    const cancelled = (await db.query(
      `UPDATE estate_invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now()
        WHERE contract_id = $1 AND type = 'rent' AND status = 'pending' AND period_start > $2
          AND ${invoicePaidSql('estate_invoices')} = 0
        RETURNING id`,
      [contractId, today],
    )) as unknown;
    const kept = (await db.query(
      `SELECT period_start::text AS period_start, period_end::text AS period_end FROM estate_invoices
        WHERE contract_id = $1 AND type = 'rent' AND status <> 'cancelled'
        ORDER BY period_start`,
      [contractId],
    )) as { period_start: string; period_end: string }[];
    // A terminated contract bills nothing more.
    const periods = terms.terminationDate ? [] : uncoveredPeriods({ ...terms, vatPercent }, kept);
    const invoices = periods.map((period) => rentInvoice(period, vatPercent));

    // The deposit: an unpaid one that no longer matches the terms is cancelled and issued again.
    const due = terms.terminationDate ? null : companyDepositDue(terms);
    const deposits = (await db.query(
      `SELECT id, status, net_amount, due_date::text AS due_date, ${invoicePaidSql('estate_invoices')} AS paid
         FROM estate_invoices
        WHERE contract_id = $1 AND type = 'deposit' AND status <> 'cancelled'`,
      [contractId],
    )) as Row[];
    // A deposit with money on it stays as it is, like a paid one.
    const paidDeposit = deposits.some((deposit) => deposit.status === 'paid' || num(deposit.paid) > 0);
    let depositsCancelled = 0;
    for (const deposit of deposits) {
      if (deposit.status !== 'pending' || num(deposit.paid) > 0) continue;
      const matches =
        due !== null && Math.round(num(deposit.net_amount) * 100) === due && day(deposit.due_date) === terms.startDate;
      if (matches) continue;
      await db.query(
        `UPDATE estate_invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = $1`,
        [deposit.id],
      );
      depositsCancelled += 1;
    }
    const depositStands = deposits.length - depositsCancelled > 0;
    if (due !== null && !depositStands && !paidDeposit) invoices.unshift(depositInvoice(terms, due));

    await this.insert(db, contractId, invoices);
    return { cancelled: countOf(cancelled) + depositsCancelled, issued: invoices.length };
  }

  /**
   * Cancels the unpaid invoices due on or after `date` (a termination's day); answers how many. One with money on
   * it stays open, as a cancel from the payments screen refuses it: what was paid stays the tenant's payment of it,
   * never a credit on a cancelled invoice; staff refund it, settle it, or take it from the deposit.
   */
  async cancelFrom(db: Query, contractId: string, date: string): Promise<number> {
    const cancelled = (await db.query(
      `UPDATE estate_invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now()
        WHERE contract_id = $1 AND status = 'pending' AND due_date >= $2
          AND ${invoicePaidSql('estate_invoices')} = 0
        RETURNING id`,
      [contractId, date],
    )) as unknown;
    return countOf(cancelled);
  }

  private async insert(db: Query, contractId: string, invoices: readonly NewInvoice[]): Promise<void> {
    if (invoices.length === 0) return;
    const column = <K extends keyof NewInvoice>(key: K) => invoices.map((invoice) => invoice[key]);
    const sar = (key: 'net' | 'vat' | 'total') => invoices.map((invoice) => toSar(invoice[key]).toFixed(2));
    await db.query(
      `INSERT INTO estate_invoices (invoice_number, contract_id, type, period_start, period_end, due_date, prorated,
                                    net_amount, vat_percent, vat_amount, total_amount)
       SELECT 'INV-' || to_char(i.due_date, 'YYYY') || '-' || lpad(nextval('estate_invoice_number_seq')::text, 6, '0'),
              $1, i.type, i.period_start, i.period_end, i.due_date, i.prorated, i.net, i.vat_percent, i.vat, i.total
         FROM unnest($2::text[], $3::date[], $4::date[], $5::date[], $6::boolean[], $7::numeric[], $8::numeric[],
                     $9::numeric[], $10::numeric[])
           WITH ORDINALITY AS i(type, period_start, period_end, due_date, prorated, net, vat_percent, vat, total, n)
        ORDER BY i.n`,
      [
        contractId,
        column('type'),
        column('periodStart'),
        column('periodEnd'),
        column('dueDate'),
        column('prorated'),
        sar('net'),
        column('vatPercent'),
        sar('vat'),
        sar('total'),
      ],
    );
  }
}

/**
 * The deposit the company bills (halalas), or null: what the deposit adds to the one held by the contract it renews,
 * and none when Ejar holds it (the tenant pays it to Ejar; it never enters the company's deposits held).
 */
function companyDepositDue(terms: ContractTerms): number | null {
  return terms.depositHolder === 'ejar' ? null : depositDue(terms.securityDeposit, terms.heldDeposit);
}

/**
 * The rent periods of the term that no kept invoice bills: for each stretch of days between kept invoices (and
 * after the last), the schedule's periods over it, a period cut by the stretch prorated by days. The grid stays
 * anchored on the start date.
 */
function uncoveredPeriods(terms: ScheduleTerms, kept: readonly { period_start: string; period_end: string }[]) {
  const periods: RentPeriod[] = [];
  let coveredThrough = addDays(terms.startDate, -1);
  const stretch = (until: string) => {
    if (until > coveredThrough) {
      periods.push(...rentSchedule({ ...terms, endDate: until }, { after: coveredThrough }));
    }
  };
  for (const invoice of kept) {
    const start = day(invoice.period_start);
    const end = day(invoice.period_end);
    if (start > addDays(coveredThrough, 1)) stretch(minDate(addDays(start, -1), terms.endDate));
    if (end > coveredThrough) coveredThrough = end;
  }
  stretch(terms.endDate);
  return periods;
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/** Rows an UPDATE … RETURNING answered (TypeORM answers `[rows, count]` for it). */
function countOf(result: unknown): number {
  if (Array.isArray(result) && Array.isArray(result[0])) return (result[0] as unknown[]).length;
  return Array.isArray(result) ? result.length : 0;
}
