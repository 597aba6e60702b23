import { COMMERCIAL_VAT_PERCENT, type VatByRateReport } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { round2 } from '../shared/estate-sql.js';

type Query = Pick<EntityManager, 'query'>;

/**
 * Output VAT from the journal by month and rate, from `from` to `to` (the days the lines are posted on): every entry
 * with a line of VAT payable (2200), its VAT the credits less debits of that line, its taxable amount the credits less
 * debits of its income lines (4xxx: rent, late fees, management fees, maintenance recharged) and its rate the
 * invoice's VAT percent (an invoice's posting and its reversal) or the standard rate (a management fee). A reversal
 * (an invoice cancelled or restated) counts against its month, so each figure is what the ledger holds.
 */
export async function vatByRate(db: Query, from: string, to: string): Promise<VatByRateReport> {
  const rows = (await db.query(
    `WITH entry_vat AS (
       SELECT e.id, e.source_type, e.source_id, l.posted_on, sum(l.credit - l.debit) AS vat
         FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
        WHERE l.account_code = '2200' AND l.posted_on BETWEEN $1::date AND $2::date
        GROUP BY e.id, e.source_type, e.source_id, l.posted_on
     )
     SELECT to_char(v.posted_on, 'YYYY-MM') AS period,
            CASE WHEN v.source_type = 'invoice' THEN i.vat_percent ELSE $3 END AS rate,
            sum(v.vat) AS vat,
            sum((SELECT coalesce(sum(n.credit - n.debit), 0) FROM ledger_lines n
                  WHERE n.entry_id = v.id AND n.account_code LIKE '4%')) AS taxable
       FROM entry_vat v
       LEFT JOIN estate_invoices i ON v.source_type = 'invoice' AND i.id = v.source_id
      GROUP BY 1, 2
      ORDER BY 1, 2 DESC`,
    [from, to, COMMERCIAL_VAT_PERCENT],
  )) as Array<{ period: string; rate: string | number; vat: string; taxable: string }>;
  const periods = rows.map((row) => ({
    period: row.period,
    rate: Number(row.rate),
    taxable: round2(Number(row.taxable)),
    vat: round2(Number(row.vat)),
  }));
  return {
    from,
    to,
    periods,
    totals: {
      taxable: round2(periods.reduce((total, row) => total + row.taxable, 0)),
      vat: round2(periods.reduce((total, row) => total + row.vat, 0)),
    },
  };
}
