import type { EInvoiceBrief, OwnerFeeInvoice } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { num, strOrNull } from '../shared/estate-sql.js';
import { einvoiceBriefs } from './einvoicing.service.js';

type Query = Pick<EntityManager, 'query'>;
type Row = Record<string, unknown>;

const FEE_INVOICE_SQL = `
  SELECT f.id, f.invoice_number, f.period_start::text AS period_start, f.period_end::text AS period_end,
         f.net_amount, f.vat_percent, f.vat_amount, f.total_amount, e.id AS einvoice_id, e."number" AS einvoice_number
    FROM estate_fee_invoices f
    JOIN estate_owners o ON o.id = f.owner_id
    LEFT JOIN estate_einvoices e ON e.fee_invoice_id = f.id AND e.kind = 'invoice'`;

const feeInvoiceOf = (row: Row, einvoices: Map<string, EInvoiceBrief>): OwnerFeeInvoice => ({
  id: String(row.id),
  invoiceNumber: String(row.invoice_number),
  periodStart: String(row.period_start),
  periodEnd: String(row.period_end),
  net: num(row.net_amount),
  vatPercent: num(row.vat_percent),
  vat: num(row.vat_amount),
  total: num(row.total_amount),
  einvoice: einvoices.get(String(row.id)) ?? null,
});

/** The management-fee invoices of the owner linked to `userId`, the latest month first (none without a link). */
export async function ownerFeeInvoices(db: Query, userId: string): Promise<OwnerFeeInvoice[]> {
  const rows = (await db.query(
    `${FEE_INVOICE_SQL} WHERE o.user_id = $1 ORDER BY f.period_start DESC, f.invoice_number DESC`,
    [userId],
  )) as Row[];
  const einvoices = await einvoiceBriefs(
    db,
    rows.map((row) => String(row.id)),
    'fee',
  );
  return rows.map((row) => feeInvoiceOf(row, einvoices));
}

/**
 * The issued e-invoice of one of the owner's fee invoices: its id, or null when the invoice is another owner's, does
 * not exist, or carries no tax invoice yet.
 */
export async function ownerFeeEinvoiceId(db: Query, userId: string, feeInvoiceId: string): Promise<string | null> {
  const [row] = (await db.query(`${FEE_INVOICE_SQL} WHERE o.user_id = $1 AND f.id = $2`, [
    userId,
    feeInvoiceId,
  ])) as Row[];
  return row && row.einvoice_number !== null ? strOrNull(row.einvoice_id) : null;
}
