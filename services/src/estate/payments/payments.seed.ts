import { addDays, daysBetween, DEFAULT_LATE_FEE_PERCENT, type PaymentMethod, todayInRiyadh } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';
import { day, num, riyadhDaySql, type Row, str } from '../shared/estate-sql.js';
import { paidOnRange, recordPaymentEntry, recordRefundEntry } from './payments-ledger.js';

/** One planned movement of money: a payment of an invoice or of its penalty, or a refund of its latest payment. */
interface PlannedEntry {
  invoiceId: string;
  kind: 'payment' | 'penalty' | 'refund';
  day: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  notes: string | null;
}

/** A stable number 0..99 from an id: the same seed gives the same mix of stories. */
const bucketOf = (id: string) => [...id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 100_003, 7) % 100;

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Payments for the invoices the portfolio's seed left paid (it marks them paid without payment rows): they are opened
 * again and their money replayed day by day through the ledger the API uses (payments-ledger.ts), so the seed keeps the
 * same rules as the screens: a payment dated within paidOnRange, never more than is left, the invoice paid on the day of
 * the payment that completes it, its late fee issued as a penalty invoice when that day is past due. Most are paid in
 * full on their due date, some in two parts, some late (a penalty, some of those paid too), a few refunded in part and
 * paid again (the late fee of the reopened part running from the refund), and some recent ones only partly paid (open,
 * overdue). Receipts are numbered in the order the money came; the unpaid past invoices stay overdue.
 */
async function seedPayments(manager: EntityManager): Promise<void> {
  const today = todayInRiyadh();
  const invoices = (await manager.query(
    `SELECT i.id, i.due_date::text AS due_date, i.total_amount, i.payment_method,
            ${riyadhDaySql('i.created_at')}::text AS issued_on, c.start_date::text AS contract_start
       FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id
      WHERE i.status = 'paid' AND NOT EXISTS (SELECT 1 FROM estate_payments p WHERE p.invoice_id = i.id)
      ORDER BY i.due_date, i.invoice_number`,
  )) as Row[];
  if (invoices.length === 0) return;
  await manager.query(
    `UPDATE estate_invoices SET status = 'pending', paid_at = NULL, payment_method = NULL WHERE id = ANY($1::uuid[])`,
    [invoices.map((invoice) => str(invoice.id))],
  );

  const plan: PlannedEntry[] = [];
  for (const invoice of invoices) {
    const id = str(invoice.id);
    const due = day(invoice.due_date);
    const total = num(invoice.total_amount);
    const method = (invoice.payment_method ?? 'bank_transfer') as PaymentMethod;
    const { earliest } = paidOnRange({ issuedOn: day(invoice.issued_on), contractStart: day(invoice.contract_start) });
    // A day the ledger takes for this invoice: not before its contract or issue, not after today.
    const dated = (wanted: string) => minDay(maxDay(wanted, earliest), today);
    const bucket = bucketOf(id);
    const pay = (amount: number, wanted: string, extra: Partial<PlannedEntry> = {}) =>
      plan.push({
        invoiceId: id,
        kind: 'payment',
        day: dated(wanted),
        amount: round2(amount),
        method,
        reference: method === 'bank_transfer' ? `TRX-${id.slice(0, 8).toUpperCase()}` : null,
        notes: null,
        ...extra,
      });

    if (bucket < 10 && daysBetween(due, today) <= 90) {
      // Partly paid, recently: the invoice stays open (overdue) with what is left.
      pay(Math.round(total * 0.4), due);
    } else if (bucket < 20) {
      // Paid late: the ledger charges the late fee as a penalty invoice due that day; half of those are paid 3 days on.
      const paidOn = dated(addDays(due, 4 + ((bucket * 7) % 50)));
      pay(total, paidOn);
      if (bucket % 2 === 0 && addDays(paidOn, 3) <= today) {
        plan.push({
          invoiceId: id,
          kind: 'penalty',
          day: addDays(paidOn, 3),
          amount: 0,
          method: 'cash',
          reference: null,
          notes: null,
        });
      }
    } else if (bucket < 24 && addDays(due, 6) <= today) {
      // Paid in full, part of it given back in error three days on and paid again by card two days later: the reopened
      // part's late fee runs from the refund, so the second payment carries a penalty on that part alone.
      const part = Math.min(500, round2(total / 10));
      pay(total, due);
      plan.push({
        invoiceId: id,
        kind: 'refund',
        day: dated(addDays(due, 3)),
        amount: part,
        method,
        reference: null,
        notes: 'مبلغ أعيد بالخطأ / Given back in error',
      });
      pay(part, addDays(due, 5), { method: 'card', reference: null });
    } else if (bucket < 40) {
      // In two parts: half a few days early, the rest on the due date.
      pay(Math.round(total / 2), addDays(due, -3));
      pay(total - Math.round(total / 2), due);
    } else {
      pay(total, due);
    }
  }

  // Replayed in the order the money came (a stable sort keeps each invoice's own order within a day).
  plan.sort((a, b) => a.day.localeCompare(b.day));
  const lastPayment = new Map<string, string>();
  const penaltyOf = new Map<string, string>();
  const written: string[] = [];
  for (const entry of plan) {
    if (entry.kind === 'refund') {
      const { refund } = await recordRefundEntry(manager, lastPayment.get(entry.invoiceId)!, {
        amount: entry.amount,
        reason: entry.notes!,
        refundOn: entry.day,
        recordedBy: null,
      });
      written.push(refund.id);
      continue;
    }
    const invoiceId = entry.kind === 'penalty' ? penaltyOf.get(entry.invoiceId) : entry.invoiceId;
    if (!invoiceId) continue;
    const amount = entry.kind === 'penalty' ? await leftOn(manager, invoiceId) : entry.amount;
    const recorded = await recordPaymentEntry(
      manager,
      invoiceId,
      { ...entry, paidOn: entry.day, amount, recordedBy: null, test: false },
      DEFAULT_LATE_FEE_PERCENT,
    );
    lastPayment.set(invoiceId, recorded.payment.id);
    written.push(recorded.payment.id);
    if (recorded.penalty) penaltyOf.set(invoiceId, recorded.penalty.id);
  }
  // Each receipt recorded on its day (the ledger stamps rows with the moment they are written).
  await manager.query(
    `UPDATE estate_payments SET created_at = (paid_on + time '09:00') AT TIME ZONE 'UTC' WHERE id = ANY($1::uuid[])`,
    [written],
  );
}

/** What is left to pay on an invoice (its total: a penalty invoice is paid in one go). */
async function leftOn(manager: EntityManager, invoiceId: string): Promise<number> {
  const [row] = (await manager.query(`SELECT total_amount FROM estate_invoices WHERE id = $1`, [invoiceId])) as Row[];
  return num(row?.total_amount);
}

/** Seed data of estate payments, after the portfolio's. */
export const paymentsSeedSteps: readonly SeedStep[] = [{ name: 'estate-payments', run: seedPayments }];
