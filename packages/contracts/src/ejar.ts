/**
 * Ejar, the national lease platform: every lease is registered on it with its own contract number. Since 15 January
 * 2024 residential rent counts as paid only when paid through Ejar's channels (mada in the Ejar app, or SADAD biller
 * 153), and Ejar holds residential tenants' security deposits. Commercial leases are outside these rules.
 */
import type { BilingualText, InvoiceType, UnitType } from './estate.js';
import { unitCategory } from './estate.js';

/** An Ejar contract number: digits only, 8 to 20 of them. */
export const EJAR_CONTRACT_NUMBER_PATTERN = /^\d{8,20}$/;

/** Who holds a contract's security deposit: Ejar (a residential lease's, by the rule) or the company. */
export const DEPOSIT_HOLDERS = ['ejar', 'company'] as const;
export type DepositHolder = (typeof DEPOSIT_HOLDERS)[number];

/**
 * The holder a new contract's deposit takes unless one is chosen: Ejar on a residential unit, the company on a
 * commercial one (the unit's category, as its VAT is decided: unitCategory).
 */
export const defaultDepositHolder = (unitType: UnitType): DepositHolder =>
  unitCategory(unitType) === 'residential' ? 'ejar' : 'company';

/** The rule "residential rent is paid through Ejar": from when, through which channels, and where it comes from. */
export interface EjarRentRule {
  /** Rent due on or after this day (YYYY-MM-DD) counts as paid only through Ejar's channels. */
  since: string;
  /** The SADAD biller code of Ejar. */
  sadadBiller: string;
  /** The invoices it covers: rent of a residential unit (fees and charges are paid as before). */
  invoiceTypes: readonly InvoiceType[];
  source: BilingualText;
}

/** The rule as written into the lease settings at setup (migration 1797710000000); the API reads the stored one. */
export const EJAR_RENT_RULE: EjarRentRule = {
  since: '2024-01-15',
  sadadBiller: '153',
  invoiceTypes: ['rent'],
  source: {
    ar: 'وزارة الشؤون البلدية والقروية والإسكان / منصة إيجار: اعتبارًا من 15 يناير 2024 لا يُعتد بسداد إيجار العقود السكنية إلا عبر القنوات الرسمية لمنصة إيجار (مدى عبر تطبيق إيجار، أو سداد برقم المفوتر 153). العقود التجارية مستثناة.',
    en: "Ministry of Municipal, Rural Affairs and Housing / Ejar: since 15 January 2024 residential rent counts as paid only through Ejar's official channels (mada in the Ejar app, or SADAD biller 153). Commercial leases are outside this rule.",
  },
};

/** What decides whether an invoice must be paid through Ejar: its type, its unit's type and its due date. */
export interface EjarChannelFacts {
  type: InvoiceType;
  unitType: UnitType;
  dueDate: string;
}

/**
 * Must this invoice be paid through Ejar's channels (so no card checkout of ours)? Rent of a residential unit due on
 * or after the rule's day. The one decision the checkout, the tenant portal and the screens follow.
 */
export function mustPayThroughEjar(invoice: EjarChannelFacts, rule: EjarRentRule = EJAR_RENT_RULE): boolean {
  return (
    rule.invoiceTypes.includes(invoice.type) &&
    unitCategory(invoice.unitType) === 'residential' &&
    invoice.dueDate >= rule.since
  );
}

/** How a tenant pays an invoice through Ejar: the contract's Ejar number (when registered) and SADAD's biller. */
export interface EjarPaymentWay {
  ejarContractNumber: string | null;
  sadadBiller: string;
}

export const EJAR_ERROR_CODES = {
  /** 409: residential rent is paid through Ejar (mada in the Ejar app or SADAD 153), not by card here; details: { way }. */
  channelRequired: 'EJAR_CHANNEL_REQUIRED',
  /** 409: another contract has this Ejar contract number. */
  contractNumberTaken: 'EJAR_CONTRACT_NUMBER_TAKEN',
} as const;

export const EJAR_CHANNEL_MESSAGE: BilingualText = {
  ar: 'إيجار العقود السكنية يُسدَّد عبر منصة إيجار فقط: مدى عبر تطبيق إيجار أو سداد (رقم المفوتر 153)',
  en: 'Residential rent is paid through Ejar only: mada in the Ejar app, or SADAD (biller 153)',
};

/**
 * The rows of an Ejar/SADAD payments statement (POST /api/estate/import/ejar-payments): each pays the rent invoice of
 * the contract with that Ejar number for that period (YYYY-MM: the invoice whose period starts in that month, or
 * YYYY-MM-DD: the invoice due that day), recorded as a payment of method `ejar` with the statement's reference.
 * The exceptions a row can have, besides the fields' own checks.
 */
export const EJAR_STATEMENT_ERROR_CODES = {
  unknownContract: 'EJAR_UNKNOWN_CONTRACT',
  noInvoiceForPeriod: 'EJAR_NO_INVOICE_FOR_PERIOD',
  amountDiffers: 'EJAR_AMOUNT_DIFFERS',
  alreadyPaid: 'EJAR_INVOICE_ALREADY_PAID',
  duplicateReference: 'EJAR_DUPLICATE_REFERENCE',
} as const;

/** A statement row the dry run matched to an invoice. */
export interface EjarStatementMatch {
  row: number;
  ejarContractNumber: string;
  contractNumber: string;
  invoiceNumber: string;
  amount: number;
  paidOn: string;
  reference: string;
}
