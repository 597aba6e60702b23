import { EARLIEST_PAID_ON, type InvoiceLockReason, PAYMENT_ERROR_CODES, withVat } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { day, halalas, num, type Row, sar, strOrNull } from '../shared/estate-sql.js';
import { invalidField, LedgerRefusal, type LockedInvoice, lockInvoice } from './payments-ledger.js';

type Query = Pick<EntityManager, 'query'>;

/** Why a locked invoice takes no edit and no cancel (null: it is pending with no payment or refund on it). */
export function invoiceLockReason(invoice: Pick<LockedInvoice, 'status' | 'paymentCount'>): InvoiceLockReason | null {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'cancelled') return 'cancelled';
  return invoice.paymentCount > 0 ? 'has_payments' : null;
}

const LOCK_WORDS: Record<InvoiceLockReason, string> = {
  paid: 'it is paid',
  cancelled: 'it is cancelled',
  has_payments: 'it has payments; refund them first',
};

/**
 * Reads the invoice locked for an edit or a cancel: 409 `code` with `details.reason` when it is paid, cancelled or
 * has a payment.
 */
export async function lockUnlockedInvoice(
  manager: Query,
  id: string,
  code: string,
  verb: string,
): Promise<LockedInvoice> {
  const invoice = await lockInvoice(manager, id);
  const reason = invoiceLockReason(invoice);
  if (!reason) return invoice;
  throw new LedgerRefusal(409, {
    code,
    message: `Invoice ${invoice.invoiceNumber} cannot be ${verb}: ${LOCK_WORDS[reason]}`,
    details: { reason },
  });
}

/** The fields of an invoice edit (amount before VAT in SAR). */
export interface InvoiceEdit {
  dueDate?: string;
  netAmount?: number;
  notes?: string | null;
}

/**
 * Changes an open invoice with no payment (locked): its due date (within its contract's term, never before
 * EARLIEST_PAID_ON), its amount before VAT (the VAT and total reckoned again at the invoice's own VAT rate, as
 * the contract billed it: withVat) and its notes. Answers the invoice number and a line of what changed, for the audit.
 */
export async function editInvoice(
  manager: Query,
  id: string,
  edit: InvoiceEdit,
): Promise<{ invoiceNumber: string; changed: string[] }> {
  const invoice = await lockUnlockedInvoice(manager, id, PAYMENT_ERROR_CODES.notEditable, 'edited');
  const [row] = (await manager.query(
    `SELECT i.net_amount, i.vat_percent, i.due_date::text AS due_date, i.notes, c.end_date::text AS contract_end
       FROM estate_invoices i JOIN estate_contracts c ON c.id = i.contract_id WHERE i.id = $1`,
    [id],
  )) as Row[];
  const dueDate = edit.dueDate ?? day(row!.due_date);
  const contractEnd = day(row!.contract_end);
  if (dueDate < EARLIEST_PAID_ON) throw invalidField('dueDate', `dueDate cannot be before ${EARLIEST_PAID_ON}`);
  if (dueDate > contractEnd) {
    throw invalidField('dueDate', `dueDate cannot be after the end of its contract (${contractEnd})`);
  }
  const amounts = withVat(
    edit.netAmount === undefined ? halalas(row!.net_amount) : Math.round(edit.netAmount * 100),
    num(row!.vat_percent),
  );
  const notes = edit.notes === undefined ? strOrNull(row!.notes) : edit.notes;
  const changed = [
    dueDate !== day(row!.due_date) ? `due date ${day(row!.due_date)} → ${dueDate}` : null,
    amounts.net !== halalas(row!.net_amount)
      ? `amount ${num(row!.net_amount).toFixed(2)} → ${sar(amounts.net).toFixed(2)} SAR before VAT`
      : null,
    notes !== strOrNull(row!.notes) ? 'notes' : null,
  ].filter((line): line is string => line !== null);
  await manager.query(
    `UPDATE estate_invoices SET due_date = $2, net_amount = $3, vat_amount = $4, total_amount = $5, notes = $6,
            updated_at = now() WHERE id = $1`,
    [id, dueDate, sar(amounts.net), sar(amounts.vat), sar(amounts.total), notes],
  );
  return { invoiceNumber: invoice.invoiceNumber, changed };
}
