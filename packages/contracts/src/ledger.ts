/** The ledger's kinds of account: an asset or expense grows by its debits; a liability or income by its credits. */
export const LEDGER_ACCOUNT_KINDS = ['asset', 'liability', 'income', 'expense'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export interface LedgerAccount {
  code: string;
  kind: LedgerAccountKind;
  nameAr: string;
  nameEn: string;
}

/**
 * The chart of accounts. Cash and bank are kept by payment method; what tenants owe is one receivable; deposits are
 * billed (owed by the tenant) and then held (owed to the tenant); VAT collected is owed to the tax authority; owners'
 * payable is what the company holds for each owner (their collected income less fees, expenses and payouts). Owners'
 * share of collected income moves what is collected for owners, net of VAT, to owners' payable: its debits less
 * credits by day are the income collected (rent, late fees, maintenance charged to tenants), the revenue every screen
 * shows. An owner bears a ticket's cost through maintenance recharged to owners. A bidder's auction deposit is held
 * until the auction settles, then refunded or applied to the winner's price (held toward the sale).
 */
export const LEDGER_ACCOUNTS = [
  { code: '1110', kind: 'asset', nameAr: 'الصندوق (نقدًا)', nameEn: 'Cash on hand' },
  { code: '1120', kind: 'asset', nameAr: 'البنك (تحويلات)', nameEn: 'Bank (transfers)' },
  { code: '1130', kind: 'asset', nameAr: 'شيكات تحت التحصيل', nameEn: 'Cheques in collection' },
  { code: '1140', kind: 'asset', nameAr: 'مدفوعات البطاقات تحت التسوية', nameEn: 'Card payments in settlement' },
  { code: '1150', kind: 'asset', nameAr: 'مقبوضات إيجار تحت التسوية', nameEn: 'Ejar receipts in settlement' },
  { code: '1200', kind: 'asset', nameAr: 'ذمم المستأجرين', nameEn: "Tenants' receivables" },
  { code: '2100', kind: 'liability', nameAr: 'تأمينات محتجزة للمستأجرين', nameEn: 'Security deposits held' },
  { code: '2110', kind: 'liability', nameAr: 'تأمينات مفوترة لم تُحصَّل', nameEn: 'Deposits billed, not received' },
  { code: '2200', kind: 'liability', nameAr: 'ضريبة القيمة المضافة المستحقة', nameEn: 'VAT payable' },
  { code: '2300', kind: 'liability', nameAr: 'مستحقات الملاك', nameEn: "Owners' payable" },
  { code: '2400', kind: 'liability', nameAr: 'تأمينات المزايدين المحتجزة', nameEn: "Bidders' deposits held" },
  {
    code: '2410',
    kind: 'liability',
    nameAr: 'تأمينات مزادات مطبقة على الأثمان',
    nameEn: 'Auction deposits applied to prices',
  },
  { code: '4100', kind: 'income', nameAr: 'إيرادات الإيجار', nameEn: 'Rent income' },
  { code: '4200', kind: 'income', nameAr: 'إيرادات غرامات التأخير', nameEn: 'Late-fee income' },
  { code: '4300', kind: 'income', nameAr: 'إيرادات رسوم الإدارة', nameEn: 'Management fee income' },
  { code: '4400', kind: 'income', nameAr: 'إيرادات صيانة على المستأجرين', nameEn: 'Maintenance charged to tenants' },
  { code: '4500', kind: 'income', nameAr: 'مصروفات صيانة محمّلة على الملاك', nameEn: 'Maintenance recharged to owners' },
  { code: '5100', kind: 'expense', nameAr: 'مصروفات الصيانة', nameEn: 'Maintenance expense' },
  {
    code: '5900',
    kind: 'expense',
    nameAr: 'حصة الملاك من الإيرادات المحصّلة',
    nameEn: "Owners' share of collected income",
  },
] as const satisfies readonly LedgerAccount[];

export type LedgerAccountCode = (typeof LEDGER_ACCOUNTS)[number]['code'];

/** What wrote an entry. */
export const LEDGER_SOURCE_TYPES = [
  'invoice',
  'payment',
  'refund',
  'ticket_cost',
  'fee',
  'payout',
  'deposit',
  'auction_deposit',
] as const;
export type LedgerSourceType = (typeof LEDGER_SOURCE_TYPES)[number];

/** One account's line of the trial balance: its debits and credits to the day, and its balance on its normal side. */
export interface TrialBalanceRow {
  code: LedgerAccountCode;
  kind: LedgerAccountKind;
  nameAr: string;
  nameEn: string;
  debit: number;
  credit: number;
  /** Debits less credits for an asset or expense; credits less debits for a liability or income. */
  balance: number;
}

export interface TrialBalance {
  asOf: string;
  rows: TrialBalanceRow[];
  totalDebit: number;
  totalCredit: number;
}

/** A line of a journal entry, its amount in SAR on one side. */
export interface LedgerLine {
  accountCode: LedgerAccountCode;
  debit: number;
  credit: number;
  portion: 'net' | 'vat' | null;
  ownerId: string | null;
  propertyId: string | null;
  unitId: string | null;
  contractId: string | null;
  tenantId: string | null;
  invoiceId: string | null;
}

export interface LedgerEntry {
  id: string;
  entryNumber: number;
  postedOn: string;
  sourceType: LedgerSourceType;
  sourceId: string;
  /** The entry this one reverses, and its number. */
  reversesId: string | null;
  reversesEntryNumber: number | null;
  /** The invoice, receipt, ticket or payout number; a reversal's is the one of the entry it takes back. */
  memo: string | null;
  createdAt: string;
  lines: LedgerLine[];
}

/** Who reads the ledger, sets owners' agreements and records payouts: admin and accountant (ESTATE_SCREEN_ROLES.ledger). */
export const LEDGER_PERMISSIONS = { read: 'estate_ledger_read', write: 'estate_ledger_write' } as const;

const ownerPath = (ownerId: string) => `/api/estate/owners/${encodeURIComponent(ownerId)}`;
const contractPath = (contractId: string) => `/api/estate/contracts/${encodeURIComponent(contractId)}`;

export const LEDGER_API = {
  trialBalance: '/api/estate/ledger/trial-balance',
  entries: '/api/estate/ledger/entries',
  accounts: '/api/estate/ledger/accounts',
  /** An owner's management agreements (GET, POST), payouts (GET, POST), a payout's advice PDF and ledger. */
  ownerAgreements: (ownerId: string) => `${ownerPath(ownerId)}/agreements`,
  ownerPayouts: (ownerId: string) => `${ownerPath(ownerId)}/payouts`,
  payoutAdvice: (ownerId: string, payoutId: string) =>
    `${ownerPath(ownerId)}/payouts/${encodeURIComponent(payoutId)}/advice`,
  ownerLedger: (ownerId: string) => `${ownerPath(ownerId)}/ledger`,
  /** A contract's deposit (GET) and its settlement at the contract's end (POST). */
  contractDeposit: (contractId: string) => `${contractPath(contractId)}/deposit`,
  settleDeposit: (contractId: string) => `${contractPath(contractId)}/deposit/settle`,
} as const;

/**
 * A Saudi IBAN: SA, two check digits, then 22 digits (a 2-digit bank code and an 18-digit account), 24 characters;
 * valid when the ISO 13616 mod-97 check of its digits gives 1. Spaces are ignored, letters may be lower case.
 */
export function isSaudiIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^SA\d{22}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** An IBAN as it is stored: upper case, no spaces. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A management agreement: the fee on an owner's collected rent (net of VAT), from a day until the next one. */
export interface ManagementAgreement {
  id: string;
  ownerId: string;
  feePercent: number;
  /** Whether VAT (15%) is charged on the fee. */
  vatOnFee: boolean;
  fromDate: string;
  createdAt: string;
}

export interface ManagementAgreementInput {
  feePercent: number;
  vatOnFee: boolean;
  fromDate: string;
}

export const PAYOUT_METHODS = ['bank_transfer', 'check', 'cash'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Money paid out to an owner from what the company holds for them. */
export interface OwnerPayout {
  id: string;
  payoutNumber: string;
  ownerId: string;
  amount: number;
  paidOn: string;
  method: PayoutMethod;
  bankReference: string | null;
  iban: string | null;
  notes: string | null;
  createdAt: string;
}

export interface OwnerPayoutInput {
  amount: number;
  paidOn: string;
  method: PayoutMethod;
  bankReference?: string | null;
  iban?: string | null;
  notes?: string | null;
}

/** A line of an owner's ledger: what moved their balance, and the balance after it. */
export interface OwnerLedgerLine {
  postedOn: string;
  kind: 'collected' | 'fee' | 'expense' | 'payout';
  /** The invoice, receipt, ticket or payout number it comes from. */
  reference: string | null;
  /** A reversal (an invoice cancelled, a cost changed): the number of the entry it takes back. */
  reversesEntryNumber: number | null;
  propertyId: string | null;
  /** Positive: money held for the owner grows (collected rent); negative: fees, expenses, payouts. */
  amount: number;
  balance: number;
}

/** An owner's ledger for a period: opening balance + collected − fees − expenses − payouts = closing balance. */
export interface OwnerLedger {
  ownerId: string;
  from: string;
  to: string;
  opening: number;
  collected: number;
  fees: number;
  expenses: number;
  payouts: number;
  closing: number;
  lines: OwnerLedgerLine[];
}

export const LEDGER_ERROR_CODES = {
  payoutExceedsBalance: 'PAYOUT_EXCEEDS_BALANCE',
  invalidIban: 'INVALID_IBAN',
  contractRunning: 'CONTRACT_STILL_RUNNING',
  noDepositHeld: 'NO_DEPOSIT_HELD',
} as const;

/** A deposit given back to the tenant at the contract's end. */
export interface DepositReturn {
  id: string;
  returnNumber: string;
  contractId: string;
  amount: number;
  returnedOn: string;
  method: PayoutMethod;
  iban: string | null;
  reference: string | null;
  notes: string | null;
  createdAt: string;
}

/** A contract's deposit as the ledger holds it: held now, applied to what the tenant owed, and given back. */
export interface ContractDeposit {
  contractId: string;
  /** Held for the tenant now (with what the contracts it renews hold). */
  held: number;
  applied: { invoiceId: string; invoiceNumber: string; amount: number; paidOn: string }[];
  returns: DepositReturn[];
  /** Whether the contract has ended (terminated, or past its end date): a deposit is settled then. */
  ended: boolean;
}

/**
 * POST /api/estate/contracts/{id}/deposit/settle: at the end of a contract, the deposit held pays what the tenant
 * still owes on it (when `applyToUnpaid`), then `damages` (an invoice for them, paid from the deposit), and what is
 * left is given back on `returnedOn` by `method` (a bank transfer to `iban`).
 */
export interface DepositSettlementInput {
  applyToUnpaid: boolean;
  damages?: number | null;
  damagesNote?: string | null;
  returnedOn: string;
  method: PayoutMethod;
  iban?: string | null;
  reference?: string | null;
  notes?: string | null;
}
