import type { LedgerAccountCode, LedgerAccountKind, LedgerSourceType } from './ledger.js';

/** One line of an account's general ledger: its entry, amount on one side, and the balance after it. */
export interface AccountLedgerLine {
  entryId: string;
  entryNumber: number;
  postedOn: string;
  sourceType: LedgerSourceType;
  sourceId: string;
  /** The invoice, receipt, ticket or payout number; a reversal's is the one of the entry it takes back. */
  memo: string | null;
  /** A reversal: the number of the entry it takes back. */
  reversesEntryNumber: number | null;
  debit: number;
  credit: number;
  /** The account's balance on its normal side after this line (the opening balance plus every line before it). */
  balance: number;
}

/**
 * The general ledger of one account over days: the balance before `from` (none when `from` is left out), one page of
 * the lines in the days (oldest first), and the balance at the end of `to`. Balances are on the account's normal side.
 */
export interface AccountLedger {
  code: LedgerAccountCode;
  kind: LedgerAccountKind;
  nameAr: string;
  nameEn: string;
  from: string | null;
  to: string;
  opening: number;
  /** Debits and credits of every line in the days (all pages). */
  totalDebit: number;
  totalCredit: number;
  closing: number;
  items: AccountLedgerLine[];
  total: number;
  page: number;
  limit: number;
}

/** A contract's security deposit to a day, from deposits billed (2110) and deposits held (2100). */
export interface DepositRow {
  contractId: string | null;
  contractNumber: string | null;
  tenantId: string | null;
  tenantName: string | null;
  tenantNameEn: string | null;
  unitNumber: string | null;
  propertyTitle: string | null;
  propertyTitleEn: string | null;
  /** Deposit invoices issued less those cancelled: the invoices' credits of deposits billed, net of reversals. */
  billed: number;
  /** Billed and not yet received: the balance of deposits billed. */
  outstanding: number;
  /** Received from the tenant: credits of deposits held. */
  received: number;
  /** Given back to the tenant: debits of deposits held. */
  returned: number;
  /** Held for the tenant: received less returned, the balance of deposits held. */
  held: number;
}

export interface DepositsRegister {
  asOf: string;
  rows: DepositRow[];
  totals: Pick<DepositRow, 'billed' | 'outstanding' | 'received' | 'returned' | 'held'>;
}

/** VAT payable in one month (`YYYY-MM`, the Riyadh days the lines are posted on). */
export interface VatMonth {
  month: string;
  /** VAT charged: credits of VAT payable. */
  output: number;
  /** VAT reversed (invoices cancelled or edited, refunds): debits of VAT payable. */
  adjusted: number;
  /** Output less adjusted. */
  net: number;
}

export interface VatReport {
  from: string;
  to: string;
  /** Every month from `from` to `to`, months without VAT at 0. */
  months: VatMonth[];
  totals: Omit<VatMonth, 'month'>;
  /** The balance of VAT payable before `from`. */
  opening: number;
  /** The balance of VAT payable at the end of `to` (the trial balance's to that day). */
  balance: number;
}

/** What the company holds for one owner on a day, and the owner's last payout up to it. */
export interface OwnerBalanceRow {
  ownerId: string;
  ownerName: string;
  ownerNameEn: string | null;
  /** Credits less debits of owners' payable for the owner. */
  balance: number;
  lastPayoutOn: string | null;
  lastPayoutAmount: number | null;
}

export interface OwnerBalances {
  asOf: string;
  rows: OwnerBalanceRow[];
  total: number;
}

/** The accountant's ledger reports; each also answers an XLSX with `?format=xlsx&lang=ar|en`. */
export const LEDGER_REPORTS_API = {
  accountLines: (code: string) => `/api/estate/ledger/accounts/${encodeURIComponent(code)}/lines`,
  deposits: '/api/estate/ledger/deposits',
  vat: '/api/estate/ledger/vat',
  ownerBalances: '/api/estate/ledger/owner-balances',
  trialBalanceExport: '/api/estate/ledger/trial-balance/export',
} as const;
