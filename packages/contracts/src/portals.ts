/*
 * Owner and tenant portals, maintenance requests and online payment: what /api/me/owner, /api/me/tenant,
 * /api/maintenance-requests and /api/checkout answer and take.
 *
 * Every /api/me route reads the record linked to the signed-in account (estate_owners.user_id,
 * estate_tenants.user_id) and only that record's data. An id that is not the caller's answers 404, the same as one
 * that does not exist. An account with no linked record gets `linked: false` and empty lists, never someone else's.
 */
import type { EInvoiceBrief } from './einvoicing.js';
import type { EjarPaymentWay } from './ejar.js';
import type { InvoiceStatus, InvoiceType, PaymentMethod } from './estate.js';
import type { MaintenanceTicket, TicketCategory, TicketPriority, TicketStatus } from './estate-maintenance.js';
import type { PaymentKind } from './estate-payments.js';
import type { NonRenewalNotice } from './leases.js';
import type { OwnerLedger } from './ledger.js';
import type { Role } from './roles.js';

// ---------------------------------------------------------------------------------------------------------------
// Figures (document 2, section 9): one place for the server, the screens and the tests.
// ---------------------------------------------------------------------------------------------------------------

/** Annual yield in percent, one decimal: monthly rent × 12 / current value; null without a positive value. */
export function annualYield(monthlyRent: number, currentValue: number | null): number | null {
  if (currentValue === null || !(currentValue > 0)) return null;
  return Math.round(((monthlyRent * 12) / currentValue) * 1000) / 10;
}

/**
 * Return on investment in percent, one decimal: net profit (revenue − expenses) over the purchase price of the
 * properties (their current value where no price is known); null when there is no base.
 */
export function returnOnInvestment(netProfit: number, investedCapital: number): number | null {
  if (!(investedCapital > 0)) return null;
  return Math.round((netProfit / investedCapital) * 1000) / 10;
}

/** The last months the owner dashboard shows (document 2, section 9). */
export const OWNER_TREND_MONTHS = 6;

/** The overview's recent lists show this many rows (document 2, section 9). */
export const PORTAL_RECENT_ITEMS = 3;

// ---------------------------------------------------------------------------------------------------------------
// Owner: /api/me/owner
// ---------------------------------------------------------------------------------------------------------------

export interface PortalPerson {
  id: string;
  name: string;
  nameEn: string | null;
}

/** One month of the owner's figures: payments received on their properties, maintenance spent, the difference. */
export interface OwnerMonth {
  /** `YYYY-MM`. */
  month: string;
  revenue: number;
  expenses: number;
  net: number;
}

export type OwnerActivityKind = 'payment' | 'ticket' | 'contract';

/** Something that happened on the owner's properties lately (payments received, tickets opened, contracts signed). */
export interface OwnerActivity {
  kind: OwnerActivityKind;
  id: string;
  /** The payment's receipt number, the ticket's number or the contract's number. */
  reference: string;
  /** Arabic and English words of what happened (ticket title, tenant's name…). */
  title: string;
  titleEn: string | null;
  propertyTitle: string;
  propertyTitleEn: string | null;
  amount: number | null;
  at: string;
}

/** GET /api/me/owner: the overview and financial tabs. */
export interface OwnerOverview {
  linked: boolean;
  owner: PortalPerson | null;
  totalProperties: number;
  totalUnits: number;
  occupiedUnits: number;
  vacantUnits: number;
  /** occupancyPercent(occupiedUnits, totalUnits) (estate-reports). */
  occupancyRate: number;
  /** Sum of the properties' current values. */
  totalValue: number;
  /** Monthly rent of the contracts covering today (monthly equivalent of quarterly and yearly rents). */
  monthlyIncome: number;
  /** Actual cost of the tickets completed this year. */
  maintenanceCosts: number;
  /** Tickets not yet completed or cancelled. */
  openTickets: number;
  /** This year up to today: income collected net of VAT (the ledger's), spent on completed tickets, the difference, ROI. */
  yearToDate: { year: number; revenue: number; expenses: number; netProfit: number; roi: number | null };
  /**
   * The owner's money as the ledger holds it: what the company holds for them today, and this year to today what was
   * collected for them (net of VAT, deposits excluded), charged as management fees (with their VAT), spent on their
   * properties, and paid out to them.
   */
  money: { held: number; collected: number; fees: number; expenses: number; payouts: number };
  /** The last OWNER_TREND_MONTHS months, oldest first, ending with the current month. */
  months: OwnerMonth[];
  /** The latest 10 events. */
  recentActivity: OwnerActivity[];
}

/** GET /api/me/owner/properties: each property with its figures. */
export interface OwnerProperty {
  id: string;
  title: string;
  titleEn: string | null;
  type: string;
  status: string;
  city: string;
  district: string;
  districtEn: string | null;
  address: string;
  area: number | null;
  currentValue: number | null;
  purchasePrice: number | null;
  totalUnits: number;
  occupiedUnits: number;
  occupancyRate: number;
  /** Monthly rent of the contracts covering today. */
  monthlyRent: number;
  /** annualYield(monthlyRent, currentValue). */
  annualYield: number | null;
  /** The tenants of its current contracts (names), and the soonest end of those contracts. */
  tenantNames: string[];
  /** The same tenants' English names (the Arabic one where they have none). */
  tenantNamesEn: string[];
  contractEnd: string | null;
}

/** GET /api/me/owner/properties/{id}: the property and its units. */
export interface OwnerPropertyDetail extends OwnerProperty {
  units: OwnerUnit[];
}

export interface OwnerUnit {
  id: string;
  unitNumber: string;
  unitType: string;
  floor: number | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  rentPrice: number;
  occupied: boolean;
  tenantName: string | null;
  tenantNameEn: string | null;
  contractEnd: string | null;
}

/** GET /api/me/owner/tenants: the tenants of the owner's current and past contracts, newest contract first. */
export interface OwnerTenant {
  tenantId: string;
  name: string;
  nameEn: string | null;
  phone: string;
  email: string | null;
  contractId: string;
  contractNumber: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  unitNumber: string;
  /** The contract's rent per month (monthly equivalent). */
  monthlyRent: number;
  startDate: string;
  endDate: string;
  contractStatus: string;
  /** Unpaid on the contract's invoices now. */
  outstanding: number;
}

/** GET /api/me/owner/maintenance: the tickets on the owner's properties (MaintenanceTicket fields). */
export type OwnerTicket = Pick<
  MaintenanceTicket,
  | 'id'
  | 'ticketNumber'
  | 'propertyId'
  | 'propertyTitle'
  | 'propertyTitleEn'
  | 'unitNumber'
  | 'tenantName'
  | 'tenantNameEn'
  | 'title'
  | 'titleAr'
  | 'category'
  | 'priority'
  | 'status'
  | 'estimatedCost'
  | 'actualCost'
  | 'createdAt'
  | 'completedAt'
>;

/** GET /api/me/owner/statement: a PDF for a month (`month` 1-12) or a whole year. */
export interface OwnerStatementQuery {
  year: number;
  month?: number;
  lang?: 'ar' | 'en';
}

/** One line of money an owner statement lists: a payment or refund received. */
export interface OwnerStatementPayment {
  receiptNumber: string;
  kind: PaymentKind;
  method: PaymentMethod;
  paidOn: string;
  amount: number;
  invoiceNumber: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  unitNumber: string;
  tenantName: string;
  tenantNameEn: string | null;
}

/** A completed ticket's cost an owner statement lists. */
export interface OwnerStatementTicket {
  ticketNumber: string;
  completedOn: string;
  title: string;
  titleAr: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  actualCost: number;
}

/**
 * GET /api/me/owner/statement/data (and the statement PDF): a month or a year of the owner's properties, payments
 * received and maintenance costs, and the owner's ledger for the same days (opening + collected − fees − expenses −
 * payouts = closing, line by line).
 */
export interface OwnerStatement {
  owner: PortalPerson;
  year: number;
  month: number | null;
  from: string;
  to: string;
  properties: {
    id: string;
    title: string;
    titleEn: string | null;
    revenue: number;
    expenses: number;
    net: number;
  }[];
  payments: OwnerStatementPayment[];
  tickets: OwnerStatementTicket[];
  totals: { revenue: number; expenses: number; net: number };
  /** What the company held for the owner over the period: LedgerReads.ownerLedger of `from` to `to`. */
  ledger: OwnerLedger;
}

// ---------------------------------------------------------------------------------------------------------------
// Tenant: /api/me/tenant
// ---------------------------------------------------------------------------------------------------------------

/**
 * The tenant portal's words for an invoice (document 2: paid, overdue, upcoming): paid; overdue (unpaid past its due
 * date); upcoming (unpaid, due today or later); plus cancelled, which is neither owed nor paid.
 */
export const TENANT_INVOICE_STATES = ['paid', 'overdue', 'upcoming', 'cancelled'] as const;
export type TenantInvoiceState = (typeof TENANT_INVOICE_STATES)[number];

export interface TenantContract {
  id: string;
  contractNumber: string;
  propertyId: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  address: string;
  city: string;
  district: string;
  districtEn: string | null;
  unitId: string;
  unitNumber: string;
  startDate: string;
  endDate: string;
  rentAmount: number;
  paymentFrequency: string;
  /** rentAmount per month. */
  monthlyRent: number;
  securityDeposit: number;
  status: string;
  ownerName: string;
  ownerNameEn: string | null;
  /** The notice of non-renewal in force, given by either side (null: none): the contract ends then. */
  nonRenewalNotice: NonRenewalNotice | null;
  /** The last day a notice of non-renewal is accepted: the lease settings' notice window before the end. */
  lastNoticeDay: string;
}

/** POST /api/me/tenant/contracts/{id}/notice: the tenant's own notice of non-renewal, with why. */
export interface TenantNoticeInput {
  reason: string;
}

/** GET /api/me/tenant: the overview tab. */
export interface TenantOverview {
  linked: boolean;
  tenant: PortalPerson | null;
  /** The contract covering today, else the latest. */
  currentContract: TenantContract | null;
  /** The next unpaid invoice by due date. */
  nextInvoice: TenantInvoice | null;
  /** Outstanding on overdue invoices plus their late fees today. */
  overdueAmount: number;
  overdueCount: number;
  /** Owed now: outstanding on the unpaid invoices due today or before, plus their late fees today. */
  owedNowAmount: number;
  /** Still to come on the contracts: outstanding on the unpaid invoices due after today (no late fee). */
  remainingAmount: number;
  openRequests: number;
}

export interface TenantInvoice {
  id: string;
  /** The invoice's tax invoice (ZATCA e-invoice) once issued: its number, QR (Base64 TLV) and state; else null. */
  einvoice?: EInvoiceBrief | null;
  invoiceNumber: string;
  type: InvoiceType;
  contractId: string;
  contractNumber: string;
  dueDate: string;
  periodStart: string | null;
  periodEnd: string | null;
  totalAmount: number;
  paidAmount: number;
  outstandingAmount: number;
  /** The late fee today while overdue; 0 otherwise. */
  lateFee: number;
  daysOverdue: number;
  status: InvoiceStatus;
  state: TenantInvoiceState;
  paidDate: string | null;
  /** Its payments and refunds, oldest first, each with a receipt. */
  payments: TenantPayment[];
  /** True while it may be paid online by card (unpaid, not cancelled, outstanding > 0, not to be paid through Ejar). */
  payable: boolean;
  /** Set when it must be paid through Ejar (mustPayThroughEjar: residential rent): how to pay it there. */
  ejarPayment: EjarPaymentWay | null;
}

export interface TenantPayment {
  id: string;
  receiptNumber: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  /** A test payment of the sandbox provider: no money moved and the invoice is still owed. */
  test: boolean;
}

/** GET /api/me/tenant/invoices: ?state= filters (all by default); newest due first. */
export interface TenantInvoiceQuery {
  state?: TenantInvoiceState;
  page?: number;
  limit?: number;
}

/** GET /api/me/tenant/documents: the contracts' PDFs, the files attached to them and the receipts. */
export interface TenantDocument {
  kind: 'contract' | 'contractFile' | 'receipt';
  /** Contract or payment id. */
  id: string;
  /** Contract number, file name or receipt number. */
  name: string;
  /** A path under /api/me/tenant that answers the file (the language is added with ?lang). */
  url: string;
  date: string;
}

/** A tenant's request as the portal lists it. */
export type TenantTicket = Pick<
  MaintenanceTicket,
  | 'id'
  | 'ticketNumber'
  | 'propertyTitle'
  | 'propertyTitleEn'
  | 'unitNumber'
  | 'title'
  | 'titleAr'
  | 'description'
  | 'category'
  | 'priority'
  | 'status'
  | 'scheduledDate'
  | 'completedAt'
  | 'photos'
  | 'createdAt'
  | 'updatedAt'
>;

// ---------------------------------------------------------------------------------------------------------------
// Maintenance requests: POST /api/me/tenant/maintenance (a tenant) and POST /api/maintenance-requests (anyone)
// ---------------------------------------------------------------------------------------------------------------

/** The form of /maintenance-request and of the tenant portal (document 2, section 5). */
export interface MaintenanceRequestInput {
  title: string;
  description: string;
  category: TicketCategory;
  /** medium when not sent. */
  priority?: TicketPriority;
  /** The shared phone rule (Saudi mobile); required. */
  tenantContact: string;
  /** Required from a visitor; a tenant's request takes the unit's address when empty. */
  propertyAddress?: string;
  /** Uploaded images (`/api/objects/…`), at most TICKET_MAX_PHOTOS. */
  images?: string[];
  /** A tenant with more than one current contract picks the unit; else their current unit. */
  contractId?: string;
}

/** What a request answers: the ticket's number, and whether it was linked to a tenant's unit. */
export interface MaintenanceRequestResult {
  id: string;
  ticketNumber: string;
  status: TicketStatus;
  linked: boolean;
}

export const MAINTENANCE_REQUEST_LIMITS = { title: 200, description: 4000, propertyAddress: 300 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Online payment: /api/checkout (provider interface with a built-in sandbox)
// ---------------------------------------------------------------------------------------------------------------

export const CHECKOUT_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A checkout is good for this long; then a new one is needed. */
export const CHECKOUT_TTL_MINUTES = 30;

/**
 * How a tenant pays when no card payment provider is configured: the methods the office records (a transfer to the
 * office's account, or cash or a cheque at the office), as PAYMENT_PROVIDER_NOT_CONFIGURED names them.
 */
export const OFFICE_PAYMENT_METHODS = ['bank_transfer', 'cash', 'check'] as const satisfies readonly PaymentMethod[];

/** The sandbox's test cards: the first is approved, the second declined (insufficient funds), others refused as invalid. */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** POST /api/me/tenant/invoices/{id}/checkout → 201: where to send the tenant to pay. */
export interface CheckoutStart {
  checkoutId: string;
  provider: string;
  amount: number;
  /** A path of ours (the sandbox's card page) or a provider's absolute URL. */
  redirectUrl: string;
}

/** GET /api/checkout/{id}: what the card page and the return page show (the tenant's own checkouts only). */
export interface CheckoutView {
  id: string;
  provider: string;
  status: CheckoutStatus;
  amount: number;
  currency: 'SAR';
  invoiceId: string;
  invoiceNumber: string;
  contractNumber: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  expiresAt: string;
  /** Once approved: the payment recorded and its receipt. */
  paymentId: string | null;
  receiptNumber: string | null;
  /** Once declined: why (CARD_DECLINED, CARD_INVALID, CHECKOUT_EXPIRED…). */
  failureCode: string | null;
  /** A test provider (the sandbox): an approved payment is a test payment, no money moves and the invoice stays owed. */
  test: boolean;
}

/** POST /api/checkout/{id}/sandbox/pay: the sandbox's card form. */
export interface SandboxCardInput {
  cardNumber: string;
  /** `MM/YY`, not in the past. */
  expiry: string;
  cvc: string;
  holderName: string;
}

export const CHECKOUT_ERROR_CODES = {
  notPayable: 'INVOICE_NOT_PAYABLE',
  /** 503: no card payment provider is configured; details: { methods } (OFFICE_PAYMENT_METHODS). */
  providerNotConfigured: 'PAYMENT_PROVIDER_NOT_CONFIGURED',
  declined: 'CARD_DECLINED',
  invalidCard: 'CARD_INVALID',
  expired: 'CHECKOUT_EXPIRED',
  alreadyDone: 'CHECKOUT_COMPLETED',
  badSignature: 'CHECKOUT_SIGNATURE_INVALID',
} as const;

/**
 * Routes:
 *   GET  /api/me/owner                           → OwnerOverview
 *   GET  /api/me/owner/properties                → OwnerProperty[]
 *   GET  /api/me/owner/properties/{id}           → OwnerPropertyDetail (404 when not the owner's)
 *   GET  /api/me/owner/tenants                   → OwnerTenant[]
 *   GET  /api/me/owner/maintenance               → EstateList<OwnerTicket> (?page, ?limit, ?status)
 *   GET  /api/me/owner/statement                 OwnerStatementQuery → application/pdf
 *   GET  /api/me/owner/statement/data            OwnerStatementQuery → OwnerStatement
 *   GET  /api/me/owner/payouts                   → OwnerPayout[] (the latest first)
 *   GET  /api/me/owner/payouts/{id}/advice       ?lang → application/pdf (404 when not the owner's)
 *   GET  /api/me/tenant                          → TenantOverview
 *   GET  /api/me/tenant/contracts                → TenantContract[]
 *   GET  /api/me/tenant/contracts/{id}/document  ?lang → application/pdf (404 when not the tenant's)
 *   GET  /api/me/tenant/contracts/{id}/files/{index} → a file kept with the contract (404 when not the tenant's)
 *   GET  /api/me/tenant/invoices                 TenantInvoiceQuery → EstateList<TenantInvoice>
 *   GET  /api/me/tenant/payments/{id}/receipt    ?lang → application/pdf (404 when not the tenant's)
 *   GET  /api/me/tenant/documents                → TenantDocument[]
 *   GET  /api/me/tenant/maintenance              → EstateList<TenantTicket> (?page, ?limit)
 *   GET  /api/me/tenant/maintenance/{id}         → TenantTicket & { history } (404 when not the tenant's)
 *   POST /api/me/tenant/maintenance              MaintenanceRequestInput → 201 MaintenanceRequestResult
 *   POST /api/maintenance-requests               MaintenanceRequestInput → 201 MaintenanceRequestResult
 *                                                (anyone; a signed-in tenant's request is linked to their unit)
 *   POST /api/me/tenant/invoices/{id}/checkout   → 201 CheckoutStart
 *   GET  /api/checkout/{id}                      → CheckoutView (the tenant who started it)
 *   POST /api/checkout/{id}/sandbox/pay          SandboxCardInput → CheckoutView (approved or declined)
 *   POST /api/checkout/confirm/{provider}        the provider's signed confirmation → 200 (idempotent)
 */
export const PORTAL_API = {
  owner: '/api/me/owner',
  tenant: '/api/me/tenant',
  maintenanceRequests: '/api/maintenance-requests',
  checkout: '/api/checkout',
} as const;

/** Who the portal screens are for: the sections the portal bar offers each role (any signed-in user may still open the owner dashboard, tenant portal and notifications). */
export const PORTAL_SECTION_ROLES = {
  ownerDashboard: ['owner', 'admin'],
  tenantPortal: ['tenant'],
  propertyManagement: ['admin', 'property_manager', 'accountant'],
} as const satisfies Record<string, readonly Role[]>;
