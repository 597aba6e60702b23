import { LATE_PAYMENT_DAYS } from '@estate/contracts';
import { paymentStatusSql } from '../shared/estate-sql.js';
import { invoiceOutstandingSql, invoiceOverdueSql, invoicePaidSql } from './money-sql.js';

/**
 * A contract's money figures from its invoices, as the contracts list, a contract and the documents show them: its
 * total value (rent invoices not cancelled), what was paid on its invoices, what is outstanding on those pending and
 * due, and its payment status (from the oldest invoice unpaid past its due date). `today` is a date placeholder.
 */

/** `LEFT JOIN LATERAL (…) ci`: the figures of the contract (alias `c`), read from its invoices by their contract index. */
export const contractFiguresJoin = (c: string, today: string) => `
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(i.total_amount) FILTER (WHERE i.type = 'rent' AND i.status <> 'cancelled'), 0) AS total_value,
           coalesce(sum(${invoicePaidSql('i')}), 0) AS total_paid,
           coalesce(sum(${invoiceOutstandingSql('i')}) FILTER (WHERE i.status = 'pending' AND i.due_date <= ${today}), 0)
             AS outstanding_amount,
           min(i.due_date) FILTER (WHERE ${invoiceOverdueSql('i', today)}) AS oldest_due
      FROM estate_invoices i WHERE i.contract_id = ${c}.id
  ) ci ON true`;

/** The columns of contractFiguresJoin: total_value, total_paid, outstanding_amount and payment_status. */
export const contractFigureColumns = (today: string) => `ci.total_value, ci.total_paid, ci.outstanding_amount,
  ${paymentStatusSql('ci.oldest_due', today, LATE_PAYMENT_DAYS)} AS payment_status`;
