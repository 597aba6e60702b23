import {
  type AccountLedger,
  addDays,
  type DepositsRegister,
  LEDGER_ACCOUNTS,
  type LedgerAccountCode,
  type LedgerSourceType,
  type OwnerBalances,
  type VatReport,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import { num, numOrNull, round2, type Row, str, strOrNull } from '../shared/estate-sql.js';
import { LedgerReads, MEMO_SQL, normalBalance, REVERSED_JOIN } from './ledger-reads.js';

type Query = Pick<EntityManager, 'query'>;

const sum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

/** Every month (`YYYY-MM`) from the month of `from` to the month of `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * The accountant's reports over the ledger: an account's general ledger, the deposits register, VAT payable by month
 * and what is held for each owner. Balances to a day come from `LedgerReads`, so each report's totals are the trial
 * balance's figures for its account.
 */
export class LedgerReports {
  private readonly reads = new LedgerReads();

  /**
   * The general ledger of one account: the balance before `from`, the lines from `from` to `to` (oldest first, by day,
   * entry number and line) with the balance after each, and the balance at the end of `to`. The running balance is a
   * window over every line in the days, so it is right on every page; `limit` undefined answers every line.
   */
  async accountLedger(
    db: Query,
    code: LedgerAccountCode,
    range: { from?: string; to: string },
    page: number,
    limit: number | undefined,
  ): Promise<AccountLedger> {
    const account = LEDGER_ACCOUNTS.find((candidate) => candidate.code === code)!;
    const opening = range.from ? await this.reads.balance(db, code, addDays(range.from, -1)) : 0;
    const sign = account.kind === 'asset' || account.kind === 'expense' ? 1 : -1;
    const params: unknown[] = [code, range.to, range.from ?? null, sign];
    const inDays = `l.account_code = $1 AND l.posted_on <= $2 AND ($3::date IS NULL OR l.posted_on >= $3::date)`;
    const [totals] = (await db.query(
      `SELECT count(*)::int AS total, coalesce(sum(l.debit), 0) AS debit, coalesce(sum(l.credit), 0) AS credit
         FROM ledger_lines l WHERE ${inDays}`,
      params.slice(0, 3),
    )) as Row[];
    const paging = limit === undefined ? '' : `LIMIT ${Number(limit)} OFFSET ${(page - 1) * Number(limit)}`;
    const rows = (await db.query(
      `SELECT * FROM (
         SELECT l.id, l.entry_id, e.entry_number, l.posted_on::text AS posted_on, e.source_type, e.source_id,
                ${MEMO_SQL} AS memo, rv.entry_number AS reverses_entry_number, l.debit, l.credit,
                $4::int * sum(l.debit - l.credit) OVER (ORDER BY l.posted_on, e.entry_number, l.id) AS moved
           FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id ${REVERSED_JOIN}
          WHERE ${inDays}
       ) running
       ORDER BY posted_on, entry_number, id ${paging}`,
      params,
    )) as Row[];
    const totalDebit = round2(num(totals!.debit));
    const totalCredit = round2(num(totals!.credit));
    return {
      code,
      kind: account.kind,
      nameAr: account.nameAr,
      nameEn: account.nameEn,
      from: range.from ?? null,
      to: range.to,
      opening,
      totalDebit,
      totalCredit,
      closing: round2(opening + normalBalance(account.kind, totalDebit, totalCredit)),
      items: rows.map((row) => ({
        entryId: str(row.entry_id),
        entryNumber: Number(row.entry_number),
        postedOn: str(row.posted_on),
        sourceType: str(row.source_type) as LedgerSourceType,
        sourceId: str(row.source_id),
        memo: strOrNull(row.memo),
        reversesEntryNumber: numOrNull(row.reverses_entry_number),
        debit: num(row.debit),
        credit: num(row.credit),
        balance: round2(opening + num(row.moved)),
      })),
      total: Number(totals!.total),
      page,
      limit: limit ?? Number(totals!.total),
    };
  }

  /**
   * The deposits register to a day: each contract with a line of deposits billed or held, its tenant, unit and
   * property, what was billed (deposit invoices less their cancellations), still to receive, received, returned
   * and held. Held in all is the balance of deposits held.
   */
  async deposits(db: Query, asOf: string): Promise<DepositsRegister> {
    const rows = (await db.query(
      `SELECT d.contract_id, c.contract_number, t.id AS tenant_id, t.name AS tenant_name, t.name_en AS tenant_name_en,
              u.unit_number, p.title AS property_title, p.title_en AS property_title_en,
              d.billed, d.outstanding, d.received, d.returned
         FROM (
           SELECT l.contract_id,
                  sum(CASE WHEN l.account_code = '2110' AND e.source_type = 'invoice' THEN l.credit - l.debit ELSE 0 END)
                    AS billed,
                  sum(CASE WHEN l.account_code = '2110' THEN l.credit - l.debit ELSE 0 END) AS outstanding,
                  sum(CASE WHEN l.account_code = '2100' THEN l.credit ELSE 0 END) AS received,
                  sum(CASE WHEN l.account_code = '2100' THEN l.debit ELSE 0 END) AS returned
             FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
            WHERE l.account_code IN ('2100', '2110') AND l.posted_on <= $1
            GROUP BY l.contract_id
         ) d
         LEFT JOIN estate_contracts c ON c.id = d.contract_id
         LEFT JOIN estate_tenants t ON t.id = c.tenant_id
         LEFT JOIN estate_units u ON u.id = c.unit_id
         LEFT JOIN estate_properties p ON p.id = u.property_id
        ORDER BY c.contract_number NULLS LAST`,
      [asOf],
    )) as Row[];
    const register = rows.map((row) => {
      const received = round2(num(row.received));
      const returned = round2(num(row.returned));
      return {
        contractId: strOrNull(row.contract_id),
        contractNumber: strOrNull(row.contract_number),
        tenantId: strOrNull(row.tenant_id),
        tenantName: strOrNull(row.tenant_name),
        tenantNameEn: strOrNull(row.tenant_name_en),
        unitNumber: strOrNull(row.unit_number),
        propertyTitle: strOrNull(row.property_title),
        propertyTitleEn: strOrNull(row.property_title_en),
        billed: round2(num(row.billed)),
        outstanding: round2(num(row.outstanding)),
        received,
        returned,
        held: round2(received - returned),
      };
    });
    const total = (key: 'billed' | 'outstanding' | 'received' | 'returned' | 'held') =>
      sum(register.map((row) => row[key]));
    return {
      asOf,
      rows: register,
      totals: {
        billed: total('billed'),
        outstanding: total('outstanding'),
        received: total('received'),
        returned: total('returned'),
        held: total('held'),
      },
    };
  }

  /**
   * VAT payable by month from `from` to `to` (the Riyadh days the lines are posted on): VAT charged (credits), VAT
   * reversed or given back (debits) and the net, every month of the days listed; the balance before `from` and at
   * the end of `to`, from the balances by day.
   */
  async vat(db: Query, from: string, to: string): Promise<VatReport> {
    const rows = (await db.query(
      `SELECT to_char(day, 'YYYY-MM') AS month, sum(credit) AS output, sum(debit) AS adjusted
         FROM ledger_daily_balances
        WHERE account_code = '2200' AND day BETWEEN $1::date AND $2::date GROUP BY 1`,
      [from, to],
    )) as Row[];
    const byMonth = new Map(rows.map((row) => [str(row.month), row]));
    const months = (from <= to ? monthsBetween(from, to) : []).map((month) => {
      const output = round2(num(byMonth.get(month)?.output));
      const adjusted = round2(num(byMonth.get(month)?.adjusted));
      return { month, output, adjusted, net: round2(output - adjusted) };
    });
    const [opening, balance] = await Promise.all([
      this.reads.balance(db, '2200', addDays(from, -1)),
      this.reads.balance(db, '2200', to),
    ]);
    return {
      from,
      to,
      months,
      totals: {
        output: sum(months.map((row) => row.output)),
        adjusted: sum(months.map((row) => row.adjusted)),
        net: sum(months.map((row) => row.net)),
      },
      opening,
      balance,
    };
  }

  /**
   * What is held for each owner with a line of owners' payable to the day (credits less debits), with their last
   * payout up to it; the total is the balance of owners' payable.
   */
  async ownerBalances(db: Query, asOf: string): Promise<OwnerBalances> {
    const rows = (await db.query(
      `SELECT b.owner_id, o.name, o.name_en, b.balance, last.paid_on::text AS last_paid_on, last.amount AS last_amount
         FROM (
           SELECT owner_id, sum(credit - debit) AS balance FROM ledger_lines
            WHERE account_code = '2300' AND posted_on <= $1 AND owner_id IS NOT NULL GROUP BY owner_id
         ) b
         JOIN estate_owners o ON o.id = b.owner_id
         LEFT JOIN LATERAL (
           SELECT paid_on, amount FROM estate_owner_payouts
            WHERE owner_id = b.owner_id AND paid_on <= $1 ORDER BY paid_on DESC, created_at DESC LIMIT 1
         ) last ON true
        ORDER BY o.name, b.owner_id`,
      [asOf],
    )) as Row[];
    const owners = rows.map((row) => ({
      ownerId: str(row.owner_id),
      ownerName: str(row.name),
      ownerNameEn: strOrNull(row.name_en),
      balance: round2(num(row.balance)),
      lastPayoutOn: strOrNull(row.last_paid_on),
      lastPayoutAmount: numOrNull(row.last_amount),
    }));
    return { asOf, rows: owners, total: sum(owners.map((row) => row.balance)) };
  }
}
