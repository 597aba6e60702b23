import {
  daysBetween,
  ERROR_CODES,
  EARLIEST_PAID_ON,
  invoiceLateFee,
  type InvoiceType,
  PAYMENT_ERROR_CODES,
  type PaymentKind,
  type PaymentMethod,
  todayInRiyadh,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { day, dayOrNull, halalas, num, riyadhDaySql, type Row, sar, str } from '../shared/estate-sql.js';
import { paidNetSql, refundedSql } from '../money/money-sql.js';

/**
 * The ledger steps of money on an invoice, each within the caller's transaction (an EntityManager): lock the invoice,
 * record a payment (never more than is left; the one that reaches the total marks it paid and, when late, issues the
 * penalty invoice), record a refund (never more than its payment has left; one that reopens a paid invoice moves its
 * late fee to the amount reopened from the refund's day). PaymentsService calls them for the API (and audits what
 * they did); the payments seed calls them too, so seeded money follows the same rules as the screens.
 */

type Query = Pick<EntityManager, 'query'>;

/**
 * A write the ledger refuses: its HTTP status and the body the API answers (`{ code, message, details }`). The ledger
 * imports nothing from Nest (the seed runs it too); PaymentsService answers it as an HttpException.
 */
export class LedgerRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly body: { code: string; message: string; details?: unknown },
  ) {
    super(body.message);
  }
}

const conflict = (body: LedgerRefusal['body']) => new LedgerRefusal(409, body);

/** 400 VALIDATION_FAILED naming one field, as the validation pipe answers (invalidField of estate-errors). */
export const invalidField = (field: string, message: string) =>
  new LedgerRefusal(400, {
    code: ERROR_CODES.validation,
    message: `Validation failed (${field}: ${message})`,
    details: [{ field, messages: [message] }],
  });

/** The stored invoice a write reads, locked. Amounts in halalas. */
export interface LockedInvoice {
  id: string;
  invoiceNumber: string;
  contractId: string;
  type: InvoiceType;
  status: 'pending' | 'paid' | 'cancelled';
  dueDate: string;
  /** The Riyadh day it was issued (created). */
  issuedOn: string;
  contractStart: string;
  total: number;
  /** Set once a refund reopened it: what its late fee is reckoned on, and from which day (invoiceLateFee). */
  lateFeeBase: number | null;
  lateFeeFrom: string | null;
  paidNet: number;
  paymentCount: number;
}

/** The moment recorded for "paid on <day>": noon of that day in Riyadh. */
export const paidAtOf = (paidOn: string) => new Date(`${paidOn}T12:00:00+03:00`);

/**
 * The days a payment of an invoice may be dated: not after today (Riyadh), not before 2000-01-01, and not before the
 * earlier of its contract's start and the day the invoice was issued. Money is not received for an agreement before it
 * begins, unless the invoice was issued earlier (a first rent or deposit taken at signing); a contract entered after
 * the fact still takes the payments of its past. Every payment (record payment, mark as paid, the checkout with today
 * and the seed) goes through `recordPaymentEntry` and this check.
 */
export function paidOnRange(invoice: Pick<LockedInvoice, 'issuedOn' | 'contractStart'>): {
  earliest: string;
  latest: string;
} {
  const agreed = invoice.issuedOn < invoice.contractStart ? invoice.issuedOn : invoice.contractStart;
  return { earliest: agreed > EARLIEST_PAID_ON ? agreed : EARLIEST_PAID_ON, latest: todayInRiyadh() };
}

const closed = (message: string) => conflict({ code: PAYMENT_ERROR_CODES.invoiceClosed, message });
const invoiceNotFound = () =>
  new LedgerRefusal(404, { code: PAYMENT_ERROR_CODES.invoiceNotFound, message: 'No such invoice' });
const paymentNotFound = () =>
  new LedgerRefusal(404, { code: PAYMENT_ERROR_CODES.paymentNotFound, message: 'No such payment' });

/** Refuses a write on a cancelled or paid invoice (409 INVOICE_CLOSED). */
function assertOpen(invoice: LockedInvoice): void {
  if (invoice.status === 'cancelled') throw closed(`Invoice ${invoice.invoiceNumber} is cancelled`);
  if (invoice.status === 'paid') throw closed(`Invoice ${invoice.invoiceNumber} is paid`);
}

/**
 * Why a payment of `amount` halalas dated `paidOn` is refused on the invoice, or null: a closed invoice (409
 * INVOICE_CLOSED), a day out of `paidOnRange` or an amount of 0 (400 naming the field), more than is left (409
 * PAYMENT_EXCEEDS_OUTSTANDING, details.outstanding). The one set of rules of the screen's payment and of an import.
 */
export function paymentRefusal(invoice: LockedInvoice, amount: number, paidOn: string): LedgerRefusal | null {
  if (invoice.status === 'cancelled') return closed(`Invoice ${invoice.invoiceNumber} is cancelled`);
  if (invoice.status === 'paid') return closed(`Invoice ${invoice.invoiceNumber} is paid`);
  const { earliest, latest } = paidOnRange(invoice);
  if (paidOn > latest) return invalidField('paidOn', 'paidOn cannot be after today');
  if (paidOn < earliest) {
    return invalidField(
      'paidOn',
      `paidOn cannot be before ${earliest} (the start of contract or the issue of invoice ${invoice.invoiceNumber})`,
    );
  }
  if (amount <= 0) return invalidField('amount', 'amount must be more than 0');
  const outstanding = invoice.total - invoice.paidNet;
  if (amount > outstanding) {
    return conflict({
      code: PAYMENT_ERROR_CODES.exceedsOutstanding,
      message: `The amount is more than the ${sar(outstanding).toFixed(2)} SAR left on ${invoice.invoiceNumber}`,
      details: { outstanding: sar(outstanding), field: 'amount' },
    });
  }
  return null;
}

/** An invoice's facts a write checks, and what was paid on it net of refunds (one row per invoice `i`). */
const INVOICE_FACTS = `SELECT i.id, i.invoice_number, i.contract_id, i.type, i.status, i.due_date::text AS due_date, i.total_amount,
            i.late_fee_base, i.late_fee_from::text AS late_fee_from,
            ${riyadhDaySql('i.created_at')}::text AS issued_on, c.start_date::text AS contract_start
       FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id`;
const PAID_FACTS = `SELECT pm.invoice_id, ${paidNetSql('pm')} AS paid_net, count(*) AS payment_count
       FROM estate_payments pm`;

const toLockedInvoice = (row: Row, paid: Row | undefined): LockedInvoice => ({
  id: str(row.id),
  invoiceNumber: str(row.invoice_number),
  contractId: str(row.contract_id),
  type: row.type as InvoiceType,
  status: row.status as LockedInvoice['status'],
  dueDate: day(row.due_date),
  issuedOn: day(row.issued_on),
  contractStart: day(row.contract_start),
  total: halalas(row.total_amount),
  lateFeeBase: row.late_fee_base === null || row.late_fee_base === undefined ? null : halalas(row.late_fee_base),
  lateFeeFrom: dayOrNull(row.late_fee_from),
  paidNet: halalas(paid?.paid_net ?? 0),
  paymentCount: num(paid?.payment_count ?? 0),
});

/** Reads the invoice locked (FOR UPDATE), with what was paid on it net of refunds. */
export async function lockInvoice(manager: Query, id: string): Promise<LockedInvoice> {
  // Its tax invoice first (a key-share lock, as the credit note a write may queue takes on it): the e-invoice job locks
  // e-invoices and then nothing of the invoice's, so a write that waits for the job waits here, holding nothing the
  // job needs, and the two never deadlock.
  await manager.query(`SELECT 1 FROM estate_einvoices WHERE invoice_id = $1 AND kind = 'invoice' FOR KEY SHARE`, [id]);
  const [row] = (await manager.query(`${INVOICE_FACTS} WHERE i.id = $1 FOR UPDATE OF i`, [id])) as Row[];
  if (!row) throw invoiceNotFound();
  const [paid] = (await manager.query(`${PAID_FACTS} WHERE pm.invoice_id = $1 GROUP BY pm.invoice_id`, [id])) as Row[];
  return toLockedInvoice(row, paid);
}

/** The invoices of these numbers as a write would find them (not locked: for an import's check), by number. */
export async function invoicesByNumber(db: Query, numbers: readonly string[]): Promise<Map<string, LockedInvoice>> {
  if (numbers.length === 0) return new Map();
  const rows = (await db.query(`${INVOICE_FACTS} WHERE i.invoice_number = ANY($1::text[])`, [
    [...new Set(numbers)],
  ])) as Row[];
  const paid = (await db.query(`${PAID_FACTS} WHERE pm.invoice_id = ANY($1::uuid[]) GROUP BY pm.invoice_id`, [
    rows.map((row) => row.id),
  ])) as Row[];
  const paidOf = new Map(paid.map((row) => [str(row.invoice_id), row]));
  return new Map(rows.map((row) => [str(row.invoice_number), toLockedInvoice(row, paidOf.get(str(row.id)))]));
}

/** Reads the invoice locked, refusing a cancelled or paid one (409 INVOICE_CLOSED). */
export async function lockOpenInvoice(manager: Query, id: string): Promise<LockedInvoice> {
  const invoice = await lockInvoice(manager, id);
  assertOpen(invoice);
  return invoice;
}

/** A payment or refund row to write (amount in halalas). */
export interface PaymentEntry {
  invoiceId: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  notes: string | null;
  receiptUrl: string | null;
  recordedBy: string | null;
  test: boolean;
}

/** Writes a payment row, numbered RCT-<year of its day>-NNNNNN from the receipts' sequence. */
export async function insertPayment(
  manager: Query,
  payment: PaymentEntry,
): Promise<{ id: string; receiptNumber: string }> {
  const [row] = (await manager.query(
    `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on, reference, notes,
                                  receipt_url, recorded_by, is_test)
     VALUES ('RCT-' || to_char($5::date, 'YYYY') || '-' || lpad(nextval('estate_receipt_number_seq')::text, 6, '0'),
             $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id, receipt_number`,
    [
      payment.invoiceId,
      payment.kind,
      sar(payment.amount).toFixed(2),
      payment.method,
      payment.paidOn,
      payment.reference,
      payment.notes,
      payment.receiptUrl,
      payment.recordedBy,
      payment.test,
    ],
  )) as Row[];
  return { id: str(row!.id), receiptNumber: str(row!.receipt_number) };
}

/** A penalty invoice issued for a late settlement. */
export interface IssuedPenalty {
  id: string;
  invoiceNumber: string;
  fee: number;
  daysLate: number;
}

/**
 * Marks the invoice paid on `paidOn` and, when that is after its fee start, issues its late fee on that day
 * (invoiceLateFee: the total from the due date, or what a refund reopened from the refund's day) as a penalty invoice
 * due that day. One penalty per settlement day: answers null when there is no fee or the day's penalty exists.
 */
export async function markInvoicePaid(
  manager: Query,
  invoice: LockedInvoice,
  paidOn: string,
  method: PaymentMethod,
  lateFeePercent: number,
): Promise<IssuedPenalty | null> {
  await manager.query(
    `UPDATE estate_invoices SET status = 'paid', paid_at = $2, payment_method = $3, updated_at = now() WHERE id = $1`,
    [invoice.id, paidAtOf(paidOn), method],
  );
  const terms = {
    totalAmount: sar(invoice.total),
    dueDate: invoice.dueDate,
    lateFeeBase: invoice.lateFeeBase === null ? null : sar(invoice.lateFeeBase),
    lateFeeFrom: invoice.lateFeeFrom,
    type: invoice.type,
  };
  const fee = invoiceLateFee(terms, paidOn, lateFeePercent);
  if (fee <= 0) return null;
  const [penalty] = (await manager.query(
    `INSERT INTO estate_invoices (invoice_number, contract_id, type, due_date, net_amount, vat_percent, vat_amount,
                                  total_amount, penalty_for_invoice_id)
     VALUES ('INV-' || to_char($2::date, 'YYYY') || '-' || lpad(nextval('estate_invoice_number_seq')::text, 6, '0'),
             $1, 'penalty', $2, $3, 0, 0, $3, $4)
     ON CONFLICT (penalty_for_invoice_id, due_date) WHERE penalty_for_invoice_id IS NOT NULL DO NOTHING
     RETURNING id, invoice_number`,
    [invoice.contractId, paidOn, fee.toFixed(2), invoice.id],
  )) as Row[];
  if (!penalty) return null;
  return {
    id: str(penalty.id),
    invoiceNumber: str(penalty.invoice_number),
    fee,
    daysLate: daysBetween(invoice.lateFeeFrom ?? invoice.dueDate, paidOn),
  };
}

/** What a payment wrote: the invoice as it was locked, the row, and whether it settled the invoice (with a penalty). */
export interface RecordedPayment {
  invoice: LockedInvoice;
  payment: { id: string; receiptNumber: string };
  settled: boolean;
  penalty: IssuedPenalty | null;
}

/**
 * Records a payment of up to what is left on the invoice: locks it, refuses a closed invoice, a day out of
 * `paidOnRange`, and more than is left (409 PAYMENT_EXCEEDS_OUTSTANDING); the payment that reaches the total marks it
 * paid (markInvoicePaid). A test payment settles nothing. `receiptUrl` is asked for once the checks pass.
 */
export async function recordPaymentEntry(
  manager: EntityManager,
  invoiceId: string,
  input: {
    amount: number;
    method: PaymentMethod;
    paidOn: string;
    reference: string | null;
    notes: string | null;
    recordedBy: string | null;
    test: boolean;
    receiptUrl?: () => Promise<string | null>;
  },
  lateFeePercent: number,
): Promise<RecordedPayment> {
  // A payment through Ejar is known by Ejar's reference (SADAD or mada receipt): the statement import matches on it.
  if (input.method === 'ejar' && !input.reference?.trim()) {
    throw invalidField('reference', "reference is required for a payment through Ejar (Ejar's or SADAD's reference)");
  }
  const invoice = await lockInvoice(manager, invoiceId);
  const amount = Math.round(input.amount * 100);
  const refusal = paymentRefusal(invoice, amount, input.paidOn);
  if (refusal) throw refusal;
  const receiptUrl = input.receiptUrl ? await input.receiptUrl() : null;
  const payment = await insertPayment(manager, {
    invoiceId,
    kind: 'payment',
    amount,
    method: input.method,
    paidOn: input.paidOn,
    reference: input.reference,
    notes: input.notes,
    receiptUrl,
    recordedBy: input.recordedBy,
    test: input.test,
  });
  const settled = !input.test && invoice.paidNet + amount === invoice.total;
  const penalty = settled ? await markInvoicePaid(manager, invoice, input.paidOn, input.method, lateFeePercent) : null;
  return { invoice, payment, settled, penalty };
}

/** What a refund wrote. */
export interface RecordedRefund {
  invoice: LockedInvoice;
  /** The payment refunded: its receipt number. */
  paymentReceipt: string;
  refund: { id: string; receiptNumber: string };
  amount: number;
  test: boolean;
  reopened: boolean;
}

/**
 * Gives back up to what is left of the payment (its amount less the refunds that name its receipt) and of what was
 * paid net on its invoice, dated `refundOn`. A refund that leaves a paid invoice short of its total reopens it, its
 * late fee now reckoned on the amount reopened from the refund's day (or its due date if later): the lateness already
 * charged is not charged again. A refund of a test payment is a test too and changes nothing on the invoice.
 * With `credit`, the amount refunded is also taken off what the invoice charges (creditInvoice: never more than its
 * total): what is left to pay is unchanged, so the invoice is not reopened.
 */
export async function recordRefundEntry(
  manager: EntityManager,
  paymentId: string,
  input: { amount: number; reason: string; refundOn: string; recordedBy: string | null; credit?: boolean },
): Promise<RecordedRefund> {
  const [payment] = (await manager.query(
    `SELECT id, invoice_id, kind, method, receipt_number, amount, is_test FROM estate_payments WHERE id = $1`,
    [paymentId],
  )) as Row[];
  if (!payment) throw paymentNotFound();
  if (payment.kind !== 'payment') {
    throw conflict({ code: PAYMENT_ERROR_CODES.notRefundable, message: 'A refund is not refunded' });
  }
  const invoice = await lockInvoice(manager, str(payment.invoice_id));
  const test = payment.is_test === true;
  const amount = Math.round(input.amount * 100);
  if (amount <= 0) throw invalidField('amount', 'amount must be more than 0');
  const credit = input.credit === true && !test;
  if (credit && amount > invoice.total) {
    throw conflict({
      code: PAYMENT_ERROR_CODES.refundExceedsInvoice,
      message: `At most ${sar(invoice.total).toFixed(2)} SAR is left on ${invoice.invoiceNumber} to credit`,
      details: { creditable: sar(invoice.total), field: 'amount' },
    });
  }
  if (!test && amount > invoice.paidNet) {
    throw conflict({
      code: PAYMENT_ERROR_CODES.refundExceedsPaid,
      message: `At most ${sar(invoice.paidNet).toFixed(2)} SAR was paid on ${invoice.invoiceNumber}`,
      details: { refundable: sar(invoice.paidNet), field: 'amount' },
    });
  }
  // The refunds of a payment name its receipt (read under the invoice's lock, so two at once are counted in turn).
  const [given] = (await manager.query(
    `SELECT ${refundedSql('pm')} AS refunded FROM estate_payments pm
      WHERE pm.invoice_id = $1 AND pm.kind = 'refund' AND pm.reference = $2`,
    [invoice.id, str(payment.receipt_number)],
  )) as Row[];
  const left = halalas(payment.amount) - halalas(given!.refunded);
  if (amount > left) {
    throw conflict({
      code: PAYMENT_ERROR_CODES.refundExceedsPayment,
      message: `At most ${sar(Math.max(left, 0)).toFixed(2)} SAR is left of payment ${str(payment.receipt_number)} to refund`,
      details: { refundable: sar(Math.max(left, 0)), field: 'amount' },
    });
  }
  const refund = await insertPayment(manager, {
    invoiceId: invoice.id,
    kind: 'refund',
    amount,
    method: payment.method as PaymentMethod,
    paidOn: input.refundOn,
    reference: str(payment.receipt_number),
    notes: input.reason,
    receiptUrl: null,
    recordedBy: input.recordedBy,
    test,
  });
  if (credit) await creditInvoice(manager, invoice, amount, refund.id);
  const total = credit ? invoice.total - amount : invoice.total;
  const reopened = !test && invoice.status === 'paid' && invoice.paidNet - amount < total;
  if (reopened) {
    const feeFrom = input.refundOn > invoice.dueDate ? input.refundOn : invoice.dueDate;
    await manager.query(
      `UPDATE estate_invoices SET status = 'pending', paid_at = NULL, payment_method = NULL,
              late_fee_from = $2, late_fee_base = $3, updated_at = now()
        WHERE id = $1`,
      [invoice.id, feeFrom, sar(total - (invoice.paidNet - amount)).toFixed(2)],
    );
  }
  return { invoice, paymentReceipt: str(payment.receipt_number), refund, amount, test, reopened };
}

/**
 * The net part of a credit of `amount` halalas on an invoice of `net` + `vat` = `total` at `vatPercent`: pro rata
 * (amount × net / total, to the halala; all of the net for all of the total), moved by a halala where that makes the
 * VAT part (the rest of the amount) the VAT a credit note reckons on the net part, so that the credit note and the
 * ledger agree to the halala.
 */
export function creditNetPart(amount: number, net: number, vat: number, vatPercent: number): number {
  const total = net + vat;
  if (amount >= total) return net;
  const share = Math.round((amount * net) / total);
  const fits = (part: number) => part >= 0 && part <= net && amount - part >= 0 && amount - part <= vat;
  const matches = [share, share - 1, share + 1].find(
    (part) => fits(part) && amount - part === Math.round((part * vatPercent) / 100),
  );
  return matches ?? share;
}

/**
 * Takes `amount` halalas off what a (locked) invoice charges: its net and VAT by creditNetPart, its total by the
 * amount. The ledger restates the invoice's posting (income and VAT payable fall by the two parts), and a tax invoice
 * gets a credit note for the net part naming the refund (`estate.credited_refund`, read by the e-invoice queue's
 * trigger in this transaction).
 */
async function creditInvoice(manager: EntityManager, invoice: LockedInvoice, amount: number, refundId: string) {
  const [row] = (await manager.query(`SELECT net_amount, vat_amount, vat_percent FROM estate_invoices WHERE id = $1`, [
    invoice.id,
  ])) as Row[];
  const net = halalas(row!.net_amount);
  const vat = halalas(row!.vat_amount);
  const netPart = creditNetPart(amount, net, vat, num(row!.vat_percent));
  await manager.query(`SELECT set_config('estate.credited_refund', $1, true)`, [refundId]);
  await manager.query(
    `UPDATE estate_invoices SET net_amount = $2, vat_amount = $3, total_amount = $4, updated_at = now()
      WHERE id = $1`,
    [
      invoice.id,
      sar(net - netPart).toFixed(2),
      sar(vat - (amount - netPart)).toFixed(2),
      sar(net + vat - amount).toFixed(2),
    ],
  );
  await manager.query(`SELECT set_config('estate.credited_refund', '', true)`);
}
