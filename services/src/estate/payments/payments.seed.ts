import {
  addDays,
  daysBetween,
  DEFAULT_LATE_FEE_PERCENT,
  lateFee,
  type PaymentKind,
  type PaymentMethod,
  todayInRiyadh,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';
import { day, num, type Row, str } from '../shared/estate-sql.js';

/** A payment row to write. */
interface SeedPayment {
  invoiceId: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  notes: string | null;
}

/** A stable number 0..99 from an id: the same seed gives the same mix of stories. */
const bucketOf = (id: string) => [...id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 100_003, 7) % 100;

const minDay = (a: string, b: string) => (a < b ? a : b);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Payments for the invoices the portfolio's seed left paid (it marks them paid without payment rows): most paid in
 * full on their due date, some in two parts, some late (their late fee issued as a penalty invoice, some of those
 * paid too), a few with a refund given back and paid again, and some recent ones only partly paid (open again).
 * Receipts are numbered in the order they were paid; dates follow the invoices over the past year, so the reports
 * have revenue month by month. The unpaid past invoices stay overdue.
 */
async function seedPayments(manager: EntityManager): Promise<void> {
  const today = todayInRiyadh();
  const invoices = (await manager.query(
    `SELECT i.id, i.contract_id, i.type, i.due_date::text AS due_date, i.total_amount, i.payment_method
       FROM estate_invoices i
      WHERE i.status = 'paid' AND NOT EXISTS (SELECT 1 FROM estate_payments p WHERE p.invoice_id = i.id)
      ORDER BY i.due_date, i.invoice_number`,
  )) as Row[];
  const payments: SeedPayment[] = [];
  const reopened: string[] = [];
  const paidLate: { id: string; paidOn: string }[] = [];
  const penalties: { invoiceId: string; contractId: string; dueDate: string; amount: number; paid: boolean }[] = [];

  for (const invoice of invoices) {
    const id = str(invoice.id);
    const due = day(invoice.due_date);
    const total = num(invoice.total_amount);
    const method = (invoice.payment_method ?? 'bank_transfer') as PaymentMethod;
    const bucket = bucketOf(id);
    const pay = (amount: number, paidOn: string, extra: Partial<SeedPayment> = {}) =>
      payments.push({
        invoiceId: id,
        kind: 'payment',
        amount: round2(amount),
        method,
        paidOn: minDay(paidOn, today),
        reference: method === 'bank_transfer' ? `TRX-${id.slice(0, 8).toUpperCase()}` : null,
        notes: null,
        ...extra,
      });

    if (bucket < 10 && daysBetween(due, today) <= 90) {
      // Partly paid, recently: the invoice is open again (overdue) with what is left.
      pay(Math.round(total * 0.4), due);
      reopened.push(id);
    } else if (bucket < 20) {
      // Paid late: the late fee is charged as a penalty invoice due that day.
      const paidOn = minDay(addDays(due, 4 + ((bucket * 7) % 50)), today);
      pay(total, paidOn);
      paidLate.push({ id, paidOn });
      const fee = lateFee(total, daysBetween(due, paidOn), DEFAULT_LATE_FEE_PERCENT, invoice.type as 'rent');
      if (fee > 0) {
        const paid = bucket % 2 === 0 && addDays(paidOn, 3) <= today;
        penalties.push({ invoiceId: id, contractId: str(invoice.contract_id), dueDate: paidOn, amount: fee, paid });
      }
    } else if (bucket < 24 && addDays(due, 6) <= today) {
      // Paid twice by mistake in part: the extra is refunded.
      const extra = Math.min(500, round2(total / 10));
      pay(total - extra, due);
      pay(extra, addDays(due, 1), { method: 'cash', reference: null });
      payments.push({
        invoiceId: id,
        kind: 'refund',
        amount: extra,
        method: 'cash',
        paidOn: addDays(due, 3),
        reference: null,
        notes: 'مبلغ مدفوع مرتين / Paid twice',
      });
      pay(extra, addDays(due, 5), { method: 'card', reference: null });
    } else if (bucket < 40) {
      // In two parts: half a few days early, the rest on the due date.
      pay(Math.round(total / 2), addDays(due, -3));
      pay(total - Math.round(total / 2), due);
    } else {
      pay(total, due);
    }
  }

  // The penalty invoices, numbered from the invoices' sequence.
  for (const penalty of penalties) {
    const [row] = (await manager.query(
      `INSERT INTO estate_invoices (invoice_number, contract_id, type, due_date, net_amount, vat_percent, vat_amount,
                                    total_amount, penalty_for_invoice_id, status, paid_at, payment_method)
       VALUES ('INV-' || to_char($2::date, 'YYYY') || '-' || lpad(nextval('estate_invoice_number_seq')::text, 6, '0'),
               $1, 'penalty', $2, $3, 0, 0, $3, $4, $5, $6, $7)
       RETURNING id`,
      [
        penalty.contractId,
        penalty.dueDate,
        penalty.amount.toFixed(2),
        penalty.invoiceId,
        penalty.paid ? 'paid' : 'pending',
        penalty.paid ? new Date(`${addDays(penalty.dueDate, 3)}T12:00:00+03:00`) : null,
        penalty.paid ? 'cash' : null,
      ],
    )) as Row[];
    if (penalty.paid) {
      payments.push({
        invoiceId: str(row!.id),
        kind: 'payment',
        amount: penalty.amount,
        method: 'cash',
        paidOn: addDays(penalty.dueDate, 3),
        reference: null,
        notes: null,
      });
    }
  }

  if (reopened.length) {
    await manager.query(
      `UPDATE estate_invoices SET status = 'pending', paid_at = NULL, payment_method = NULL WHERE id = ANY($1::uuid[])`,
      [reopened],
    );
  }
  for (const late of paidLate) {
    await manager.query(`UPDATE estate_invoices SET paid_at = $2 WHERE id = $1`, [
      late.id,
      new Date(`${late.paidOn}T12:00:00+03:00`),
    ]);
  }

  // Receipts numbered in the order the money came (refunds after the payments of their day).
  payments.sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.kind.localeCompare(b.kind));
  const column = <K extends keyof SeedPayment>(key: K) => payments.map((payment) => payment[key]);
  if (payments.length === 0) return;
  await manager.query(
    `INSERT INTO estate_payments (receipt_number, invoice_id, kind, amount, method, paid_on, reference, notes, created_at)
     SELECT 'RCT-' || to_char(p.paid_on, 'YYYY') || '-' || lpad(nextval('estate_receipt_number_seq')::text, 6, '0'),
            p.invoice_id, p.kind, p.amount, p.method, p.paid_on, p.reference, p.notes,
            (p.paid_on + time '09:00') AT TIME ZONE 'UTC'
       FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::text[], $5::date[], $6::text[], $7::text[])
         WITH ORDINALITY AS p(invoice_id, kind, amount, method, paid_on, reference, notes, n)
      ORDER BY p.n`,
    [
      column('invoiceId'),
      column('kind'),
      payments.map((payment) => payment.amount.toFixed(2)),
      column('method'),
      column('paidOn'),
      column('reference'),
      column('notes'),
    ],
  );
}

/** Seed data of estate payments, after the portfolio's. */
export const paymentsSeedSteps: readonly SeedStep[] = [{ name: 'estate-payments', run: seedPayments }];
