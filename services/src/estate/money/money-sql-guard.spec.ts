import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Nothing outside the estate money module writes SQL for a money figure: no statement in services/src (migrations,
 * seeds and tests aside) sums or averages a money column or a money fragment; it asks estate/money for the fragment
 * (rentRollSql, ticketCostSql, outstandingSumSql, paidNetSql...) or the figure (MoneyFigures).
 */

const SRC = join(__dirname, '..', '..');

/** Files that read the journal itself: the money module reads the ledger through them (and re-exports them). */
const LEDGER_READS = ['estate/ledger/'];

/** `sum(` or `avg(` (any case) and what follows it on the line. */
const AGGREGATE = /\b(?:sum|avg)\s*\((.*)$/i;

/** A money column (snake_case, as the tables name them) or a money fragment of money-sql.ts. */
const MONEY =
  /\b(?:amount|paid_amount|total_amount|net_amount|vat_amount|rent_amount|actual_cost|estimated_cost|security_deposit|late_fee_base|debit|credit|outstanding_balance|paid_net|invoiced|pending_total|pending_paid)\b|\b(?:signedPaymentSql|invoicePaidSql|invoiceOutstandingSql|invoiceLateFeeSql)\b/;

export interface MoneySqlFinding {
  file: string;
  line: number;
  text: string;
}

/** The lines of `text` that aggregate money, numbered from 1. */
export function moneyAggregates(file: string, text: string): MoneySqlFinding[] {
  const findings: MoneySqlFinding[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('*') || trimmed.startsWith('//') || trimmed.startsWith('/*')) return;
    const aggregate = AGGREGATE.exec(line);
    if (aggregate && MONEY.test(aggregate[1]!)) findings.push({ file, line: index + 1, text: trimmed });
  });
  return findings;
}

/** The TypeScript sources of services/src a money figure could be written in, relative to it with `/`. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const name = relative(SRC, path).split(sep).join('/');
    if (entry.isDirectory()) {
      return ['migrations', 'estate/money'].includes(name) || entry.name === 'test' ? [] : sources(path);
    }
    const skipped =
      !entry.name.endsWith('.ts') ||
      entry.name.endsWith('.spec.ts') ||
      entry.name.endsWith('.seed.ts') ||
      entry.name.endsWith('.d.ts') ||
      LEDGER_READS.some((prefix) => name.startsWith(prefix));
    return skipped ? [] : [name];
  });
}

describe('money SQL lives in estate/money', () => {
  it('finds a planted sum of a money column, and not a money fragment', () => {
    const planted = [
      'const a = `SELECT coalesce(sum(i.total_amount), 0) FROM estate_invoices i`;',
      "const b = `SELECT sum(${signedPaymentSql('pm')}) AS paid_net`;",
      'const c = `SELECT round(AVG(c.rent_amount), 2) FROM estate_contracts c`;',
      "const d = `SELECT ${rentRollSql('c')} AS monthly_rent, sum(d.views)::int AS views`;",
      ' * sums a money column: coalesce(sum(i.total_amount), 0)',
    ].join('\n');
    expect(moneyAggregates('planted.ts', planted).map((finding) => finding.line)).toEqual([1, 2, 3]);
  });

  it('scans the services sources (the money module, migrations, seeds and tests aside)', () => {
    const files = sources();
    expect(files).toContain('estate/payments/payment-queries.ts');
    expect(files).toContain('system/dashboard/dashboard.service.ts');
    expect(files.some((file) => file.startsWith('estate/money/') || file.startsWith('migrations/'))).toBe(false);
  });

  it('no file outside estate/money sums or averages money in SQL', () => {
    const findings = sources().flatMap((file) => moneyAggregates(file, readFileSync(join(SRC, file), 'utf8')));
    const named = findings.map((finding) => `services/src/${finding.file}:${finding.line}: ${finding.text}`);
    expect(named).toEqual([]);
  });
});
