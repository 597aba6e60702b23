import { COMMERCIAL_VAT_PERCENT } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../common/database/returned-rows.js';
import { accountCreditsSql, taxInvoiceCreditableSql } from '../money/money-sql.js';

type Query = Pick<EntityManager, 'query'>;

/**
 * Credits the fees given back by refunds (a refund's `fee` entry, posted before the month of `today`) of payments
 * whose fee was invoiced already in a tax invoice: a credit note of the fee given back (at the tax invoice's rate,
 * never more than the tax invoice has left to credit) naming that tax invoice, reason `fee_refund`; the entry is linked
 * to the fee invoice as credited by that note (`credit_note_id`), so it is not netted into a later month's invoice. A
 * refund that names no payment (its receipt), or whose payment's fee is not invoiced yet or was invoiced without VAT,
 * is netted with its month's fees as before.
 */
async function creditRefundedFees(db: Query, today: string): Promise<void> {
  const givenBack = (await db.query(
    `SELECT e.id AS entry_id, max(x.fee_invoice_id::text)::uuid AS fee_invoice_id,
            -${accountCreditsSql('l', '4300')} AS net
       FROM ledger_entries e
       JOIN estate_payments r ON r.id = e.source_id AND r.kind = 'refund'
       JOIN estate_payments p ON p.invoice_id = r.invoice_id AND p.kind = 'payment' AND p.receipt_number = r.reference
       JOIN ledger_entries pe ON pe.source_type = 'fee' AND pe.source_id = p.id
       JOIN estate_fee_invoice_entries x ON x.entry_id = pe.id AND x.credit_note_id IS NULL
       JOIN ledger_lines l ON l.entry_id = e.id AND l.account_code = '4300'
      WHERE e.source_type = 'fee' AND e.posted_on < date_trunc('month', $1::date)::date
        AND NOT EXISTS (SELECT 1 FROM estate_fee_invoice_entries y WHERE y.entry_id = e.id)
      GROUP BY e.id, e.posted_on
      ORDER BY e.posted_on, e.id`,
    [today],
  )) as Array<{ entry_id: string; fee_invoice_id: string; net: string }>;
  for (const entry of givenBack) {
    if (Number(entry.net) <= 0) continue;
    // The credit note, when the fee invoice is a tax invoice with something left to credit.
    const [note] = returnedRows<{ id: string }>(
      await db.query(
        `INSERT INTO estate_einvoices (kind, fee_invoice_id, credited_id, net_amount, vat_percent, reason)
         SELECT 'credit_note', t.fee_invoice_id, t.id, least($2::numeric, ${taxInvoiceCreditableSql('t')}),
                t.vat_percent, 'fee_refund'
           FROM estate_einvoices t
          WHERE t.fee_invoice_id = $1 AND t.kind = 'invoice' AND ${taxInvoiceCreditableSql('t')} > 0
         RETURNING id`,
        [entry.fee_invoice_id, entry.net],
      ),
    );
    if (!note) continue;
    await db.query(
      `INSERT INTO estate_fee_invoice_entries (entry_id, fee_invoice_id, credit_note_id) VALUES ($1, $2, $3)`,
      [entry.entry_id, entry.fee_invoice_id, note.id],
    );
  }
}

/**
 * Invoices the owners' management fees of every month that has ended before `today` (a Riyadh day, YYYY-MM-DD):
 * per owner and month of the fee entries not yet invoiced, one fee invoice of their net fee and VAT (the rules are in
 * the migration 1797700000000-management-fee-tax-invoices.ts). The invoice's VAT is its net fee at the rate, rounded
 * once; where the entries' VAT (rounded per payment) differs, a `fee` entry of the invoice posts the difference
 * between the owner's payable and VAT payable, and is linked to the invoice like the others. Run under the e-invoice
 * job's lock (one process at a time); an entry is linked to one invoice only (its key), so a second run in parallel
 * would fail, not invoice twice. Returns the invoices made.
 */
export async function invoiceManagementFees(db: Query, today: string): Promise<number> {
  // Once a month: the month is marked invoiced in the same transaction as its invoices.
  const due = returnedRows(
    await db.query(
      `UPDATE estate_fee_billing SET invoiced_before = date_trunc('month', $1::date)::date
        WHERE id = 1 AND invoiced_before IS DISTINCT FROM date_trunc('month', $1::date)::date RETURNING id`,
      [today],
    ),
  );
  if (!due.length) return 0;
  await creditRefundedFees(db, today);
  const made = (await db.query(
    `WITH fee AS (
       SELECT e.id, date_trunc('month', e.posted_on)::date AS month, max(l.owner_id::text)::uuid AS owner_id,
              ${accountCreditsSql('l', '4300')} AS net, ${accountCreditsSql('l', '2200')} AS vat
         FROM ledger_entries e
         JOIN ledger_lines l ON l.entry_id = e.id AND l.account_code IN ('4300', '2200')
        WHERE e.source_type = 'fee' AND e.posted_on < date_trunc('month', $1::date)::date
          AND NOT EXISTS (SELECT 1 FROM estate_fee_invoice_entries x WHERE x.entry_id = e.id)
        GROUP BY e.id, e.posted_on
     ), monthly AS (
       SELECT owner_id, month, sum(net) AS net, sum(vat) AS ledger_vat, array_agg(id) AS entries
         FROM fee WHERE owner_id IS NOT NULL
        GROUP BY owner_id, month
       HAVING sum(net) > 0
     ), numbered AS (
       SELECT m.*, CASE WHEN m.ledger_vat > 0 THEN $2::numeric ELSE 0 END AS percent,
              CASE WHEN m.ledger_vat > 0 THEN round(m.net * $2::numeric / 100, 2) ELSE 0 END AS vat
         FROM monthly m ORDER BY m.month, m.owner_id
     ), invoices AS (
       INSERT INTO estate_fee_invoices (invoice_number, owner_id, period_start, period_end, net_amount, vat_percent,
                                        vat_amount, total_amount)
       SELECT 'MF-' || to_char(month, 'YYYYMM') || '-' || lpad(nextval('estate_fee_invoice_number_seq')::text, 6, '0'),
              owner_id, month, (month + interval '1 month' - interval '1 day')::date, net, percent, vat, net + vat
         FROM numbered
       RETURNING id, owner_id, period_start, period_end, vat_amount
     ), linked AS (
       INSERT INTO estate_fee_invoice_entries (entry_id, fee_invoice_id)
       SELECT entry, i.id FROM invoices i JOIN numbered n ON n.owner_id = i.owner_id AND n.month = i.period_start,
              unnest(n.entries) AS entry
     )
     SELECT i.id, i.owner_id, i.period_end::text AS period_end, i.vat_amount - n.ledger_vat AS difference
       FROM invoices i JOIN numbered n ON n.owner_id = i.owner_id AND n.month = i.period_start`,
    [today, COMMERCIAL_VAT_PERCENT],
  )) as Array<{ id: string; owner_id: string; period_end: string; difference: string }>;

  for (const invoice of made) {
    const difference = Number(invoice.difference);
    if (difference === 0) continue;
    // The invoice's VAT is what is owed: the halalas the per-payment rounding left are moved between the owner's
    // payable and VAT payable, on the month's last day, in an entry of the invoice.
    await db.query(
      `WITH entry AS (SELECT ledger_new_entry($3::date, 'fee', $1::uuid, 'VAT rounding ' || f.invoice_number, NULL) AS id
                        FROM estate_fee_invoices f WHERE f.id = $1),
            dims AS (SELECT ROW($2::uuid, NULL, NULL, NULL, NULL, NULL)::ledger_dims AS d),
            lines AS (
              SELECT ledger_line(entry.id, $3::date, '2300', $4::numeric, NULL, dims.d),
                     ledger_line(entry.id, $3::date, '2200', -$4::numeric, NULL, dims.d)
                FROM entry, dims)
       INSERT INTO estate_fee_invoice_entries (entry_id, fee_invoice_id)
       SELECT entry.id, $1 FROM entry, (SELECT count(*) FROM lines) AS written`,
      [invoice.id, invoice.owner_id, invoice.period_end, difference.toFixed(2)],
    );
  }
  return made.length;
}
