/* Estate payments: what /api/estate/payments and /api/estate/invoices answer and take. */
import { daysBetween } from './contract-schedule.js';
import type { EstateListQuery, InvoiceStatus, InvoiceType, PaymentMethod } from './estate.js';

/** The permissions of the payments routes (admin, property_manager, accountant). */
export const PAYMENT_PERMISSIONS = {
  read: 'estate_payments_read',
  write: 'estate_payments_write',
} as const;

/** A payment row is money received (`payment`) or given back (`refund`); both amounts are positive. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The late fee's rate when LATE_FEE_PERCENT is not set: 5% of the invoice's amount per started 30-day period. */
export const DEFAULT_LATE_FEE_PERCENT = 5;
export const LATE_FEE_PERIOD_DAYS = 30;

/** How many started 30-day periods `daysOverdue` spans (0 at 0 days, 1 for days 1..30, 2 for 31..60...). */
export const lateFeePeriods = (daysOverdue: number): number =>
  daysOverdue > 0 ? Math.ceil(daysOverdue / LATE_FEE_PERIOD_DAYS) : 0;

/**
 * The late fee of an unpaid invoice `daysOverdue` days past its due date: `ratePercent`% of its total for each
 * started 30-day period, rounded to the halala (12,000 at 5% after 1 day: 600; 9,500 after 151 days: 2,850).
 * Penalty invoices take none; callers pass 0 days for a paid or cancelled invoice.
 */
export function lateFee(totalAmount: number, daysOverdue: number, ratePercent: number, type?: InvoiceType): number {
  if (type === 'penalty') return 0;
  const periods = lateFeePeriods(daysOverdue);
  if (periods === 0 || ratePercent <= 0) return 0;
  const halalas = Math.round(totalAmount * 100);
  return Math.round((halalas * ratePercent * periods) / 100) / 100;
}

/**
 * What an invoice's late fee is reckoned on: its total from its due date or, once a refund reopened it, the amount
 * given back (`lateFeeBase`) from the refund's day (`lateFeeFrom`), so lateness already charged as a penalty is not
 * charged again.
 */
export interface LateFeeTerms {
  totalAmount: number;
  dueDate: string;
  lateFeeBase: number | null;
  lateFeeFrom: string | null;
  type?: InvoiceType;
}

/**
 * The late fee on `onDay` of an invoice unpaid on it (`lateFee` of its base for the days since its fee start): the one
 * definition the payments list, the tenant portal and the penalty of a late payment use; `invoiceLateFeeSql` is the
 * same in SQL. Callers pass only invoices still open on that day.
 */
export function invoiceLateFee(invoice: LateFeeTerms, onDay: string, ratePercent: number): number {
  const from = invoice.lateFeeFrom ?? invoice.dueDate;
  return lateFee(invoice.lateFeeBase ?? invoice.totalAmount, daysBetween(from, onDay), ratePercent, invoice.type);
}

/**
 * No payment is dated before this day, whatever its contract (nor before the earlier of the contract's start and the
 * invoice's issue, nor after today in Riyadh).
 */
export const EARLIEST_PAID_ON = '2000-01-01';

/** `RCT-<year>-<number>`: the year the payment was recorded for and a running number of at least 6 digits. */
export const RECEIPT_NUMBER_PATTERN = /^RCT-\d{4}-\d{6,}$/;

/** The payments screen's tabs: all; due (pending, due date reached, overdue included); overdue; paid. */
export const PAYMENT_TABS = ['all', 'due', 'overdue', 'paid'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export const PAYMENT_SORTS = ['dueDate', 'invoiceNumber', 'amount', 'paidAt', 'createdAt'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/** GET /api/estate/payments (and its summary and export): search over the invoice number, contract number,
 * tenant's name and property's name; the invoice's status and type; one property. */
export interface PaymentListQuery extends EstateListQuery<PaymentSort> {
  tab?: PaymentTab;
  status?: InvoiceStatus;
  type?: InvoiceType;
  propertyId?: string;
}

/** GET /api/estate/payments/export: the list's filters plus the format and language. */
export type PaymentExportQuery = Omit<PaymentListQuery, 'page' | 'limit'> & {
  format?: 'csv' | 'xlsx';
  lang?: 'ar' | 'en';
};

/** One row of the payments table: an invoice with what was paid on it. */
export interface PaymentInvoice {
  id: string;
  invoiceNumber: string;
  type: InvoiceType;
  contractId: string;
  contractNumber: string;
  propertyId: string;
  propertyTitle: string;
  propertyTitleEn: string | null;
  unitId: string;
  unitNumber: string;
  tenantId: string;
  tenantName: string;
  tenantNameEn: string | null;
  ownerId: string;
  ownerName: string;
  ownerNameEn: string | null;
  netAmount: number;
  vatPercent: number;
  vatAmount: number;
  /** The amount billed (net + VAT). */
  totalAmount: number;
  /** Payments minus refunds so far. */
  paidAmount: number;
  /** What is left to pay (0 once paid or cancelled). */
  outstandingAmount: number;
  /** The late fee today for an unpaid invoice past due (see `lateFee`); 0 otherwise. */
  lateFee: number;
  /** Days past the due date while unpaid, from today in Riyadh; 0 otherwise. */
  daysOverdue: number;
  dueDate: string;
  /** The day it was paid in full (Riyadh), null until then. */
  paidDate: string | null;
  paymentMethod: PaymentMethod | null;
  status: InvoiceStatus;
  /** The invoice a penalty invoice charges the late fee of. */
  penaltyForInvoiceId: string | null;
  /** The latest payment's receipt, if any. */
  latestPaymentId: string | null;
  latestReceiptNumber: string | null;
  paymentCount: number;
  createdAt: string;
}

/** One payment or refund of an invoice. */
export interface EstatePayment {
  id: string;
  receiptNumber: string;
  invoiceId: string;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  reference: string | null;
  notes: string | null;
  /** The uploaded receipt file (scan, transfer slip), if one was attached. */
  receiptUrl: string | null;
  recordedByName: string | null;
  /**
   * A test payment of the sandbox provider (test cards, no money moved): its receipt says so, it settles nothing
   * and no money figure counts it. A refund of a test payment is a test too.
   */
  test: boolean;
  createdAt: string;
}

/** GET /api/estate/invoices/{id}: the invoice, its payments and refunds by date, and its penalty invoice. */
export interface PaymentInvoiceDetail extends PaymentInvoice {
  periodStart: string | null;
  periodEnd: string | null;
  notes: string | null;
  payments: EstatePayment[];
  /**
   * The penalty invoice that charged this invoice's late fee, once it was paid late (the latest, when a refund
   * reopened it and it was paid late again).
   */
  penaltyInvoice: { id: string; invoiceNumber: string; totalAmount: number } | null;
  penaltyFor: { id: string; invoiceNumber: string } | null;
  lateFeePercent: number;
  /** When the last reminder was sent (ISO), null if never. */
  lastReminderAt: string | null;
}

/** GET /api/estate/payments/summary: the four cards, over the list's filters (tabs aside). */
export interface PaymentSummary {
  totalCount: number;
  /** Payments minus refunds on the matching invoices. */
  paidAmount: number;
  /** What is left on overdue invoices plus their late fees today. */
  overdueAmount: number;
  /** What is left on pending invoices not yet past due. */
  pendingAmount: number;
  lateFeePercent: number;
}

/** POST /api/estate/invoices/{id}/payments. */
export interface RecordPaymentInput {
  amount: number;
  method: PaymentMethod;
  /**
   * The day the money was received: not after today in Riyadh, not before the earlier of the contract's start and
   * the invoice's issue day, nor before EARLIEST_PAID_ON.
   */
  paidOn: string;
  reference?: string | null;
  notes?: string | null;
  /** An uploaded file (`/api/objects/<key>`): a PDF or an image of the receipt. */
  receiptUrl?: string | null;
}

/** POST /api/estate/invoices/{id}/mark-paid: the outstanding amount as one payment. */
export interface MarkPaidInput {
  method: PaymentMethod;
  paidOn: string;
  reference?: string | null;
}

/**
 * POST /api/estate/payments/{id}/refund. A plain refund gives the money back and the invoice is owed again (its
 * amounts unchanged: no credit note). With `credit`, the amount refunded is also taken off what the invoice charges
 * (its net and VAT pro rata, to the halala; never more than its total), and a tax invoice gets a credit note for it.
 */
export interface RefundInput {
  amount: number;
  reason: string;
  credit?: boolean;
}

/**
 * PATCH /api/estate/invoices/{id}: an open invoice with no payment yet takes a new due date, amount before VAT
 * (its VAT and total are reckoned again at its VAT rate) and notes; the fields sent change, the others stay.
 */
export interface InvoiceUpdateInput {
  dueDate?: string;
  netAmount?: number;
  notes?: string | null;
}

/**
 * Why an invoice takes no edit or cancel (409 INVOICE_NOT_EDITABLE / INVOICE_NOT_CANCELLABLE, `details.reason`):
 * it is paid, cancelled, or has a payment (refund it first).
 */
export const INVOICE_LOCK_REASONS = ['paid', 'cancelled', 'has_payments'] as const;
export type InvoiceLockReason = (typeof INVOICE_LOCK_REASONS)[number];

/** What a write answers: the invoice as it now stands. */
export type PaymentWriteResult = PaymentInvoiceDetail;

/** POST /api/estate/invoices/{id}/reminder. */
export interface ReminderResult {
  /** The address mailed; null when the tenant's account switched payment reminder mails off. */
  sentTo: string | null;
  notified: boolean;
  sentAt: string;
}

/** At most one reminder per invoice within this many minutes. */
export const REMINDER_INTERVAL_MINUTES = 60;

export const PAYMENT_INPUT_LIMITS = { reference: 100, notes: 2000, reason: 1000 } as const;

export const PAYMENT_ERROR_CODES = {
  invoiceNotFound: 'INVOICE_NOT_FOUND',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  /** 409: the amount is more than what is left to pay; details: { outstanding }. */
  exceedsOutstanding: 'PAYMENT_EXCEEDS_OUTSTANDING',
  /** 409: the invoice is paid or cancelled: it takes no payment. */
  invoiceClosed: 'INVOICE_CLOSED',
  /** 409: a refund of more than was paid net; details: { refundable }. */
  refundExceedsPaid: 'REFUND_EXCEEDS_PAID',
  /** 409: a refund of more than is left of the payment it refers to (its amount less earlier refunds); details: { refundable }. */
  refundExceedsPayment: 'REFUND_EXCEEDS_PAYMENT',
  /** 409: a refund with a credit of more than the invoice still charges (its total); details: { creditable }. */
  refundExceedsInvoice: 'REFUND_EXCEEDS_INVOICE',
  /** 409: only a payment (not a refund) is refunded. */
  notRefundable: 'PAYMENT_NOT_REFUNDABLE',
  /** 429: a reminder was sent within the hour; details: { retryAfterSeconds }. */
  reminderTooSoon: 'REMINDER_TOO_SOON',
  /** 409: the tenant has no email address to remind. */
  tenantHasNoEmail: 'TENANT_HAS_NO_EMAIL',
  /** 422: the Idempotency-Key was already used by the caller for another payment request (another invoice or body). */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: only a pending invoice with no payment can be cancelled. */
  notCancellable: 'INVOICE_NOT_CANCELLABLE',
  /** 409: only a pending invoice with no payment can be edited; details: { reason: InvoiceLockReason }. */
  notEditable: 'INVOICE_NOT_EDITABLE',
  /** 409: the invoice has a payment with this reference already (an import row, or its commit racing another). */
  duplicateReference: 'PAYMENT_DUPLICATE_REFERENCE',
  /** 400: the receipt file is not an uploaded PDF or image. */
  invalidReceipt: 'INVALID_PAYMENT_RECEIPT',
} as const;

export const PAYMENT_AUDIT_ACTIONS = {
  paymentRecord: 'estate_payment.record',
  paymentRefund: 'estate_payment.refund',
  invoicePaid: 'estate_invoice.paid',
  penaltyIssue: 'estate_invoice.penalty',
  invoiceRemind: 'estate_invoice.remind',
  invoiceCancel: 'estate_invoice.cancel',
  invoiceUpdate: 'estate_invoice.update',
} as const;

/** Receipt files a payment keeps. */
export const PAYMENT_RECEIPT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'] as const;

/*
 * Routes (cookie session; writes need the CSRF header):
 *   GET    /api/estate/payments                  PaymentListQuery → EstateList<PaymentInvoice>       (read)
 *   GET    /api/estate/payments/summary          PaymentListQuery → PaymentSummary                   (read)
 *   GET    /api/estate/payments/export           PaymentExportQuery → CSV (BOM) or XLSX               (read)
 *   GET    /api/estate/payments/{id}/receipt     ?lang=ar|en → application/pdf                        (read)
 *   POST   /api/estate/payments/{id}/refund      RefundInput → PaymentInvoiceDetail                   (write)
 *   GET    /api/estate/invoices/{id}             → PaymentInvoiceDetail                               (read)
 *   POST   /api/estate/invoices/{id}/payments    RecordPaymentInput → PaymentInvoiceDetail (201)      (write)
 *   POST   /api/estate/invoices/{id}/mark-paid   MarkPaidInput → PaymentInvoiceDetail                 (write)
 *          both take an optional Idempotency-Key: a repeat answers 200 with Idempotent-Replayed: true
 *   POST   /api/estate/invoices/{id}/reminder    → ReminderResult                                     (write)
 *   PATCH  /api/estate/invoices/{id}             InvoiceUpdateInput → PaymentInvoiceDetail            (write)
 *   DELETE /api/estate/invoices/{id}             cancels a pending invoice with no payment (204)      (write)
 */

/** The payments routes' paths (see the list above). */
export const PAYMENTS_API = {
  payments: '/api/estate/payments',
  summary: '/api/estate/payments/summary',
  /** GET: EjarRentRule, the rule "residential rent is paid through Ejar" and its source. */
  ejarRule: '/api/estate/payments/ejar-rule',
  receipt: (paymentId: string) => `/api/estate/payments/${encodeURIComponent(paymentId)}/receipt`,
  refund: (paymentId: string) => `/api/estate/payments/${encodeURIComponent(paymentId)}/refund`,
  invoice: (invoiceId: string) => `/api/estate/invoices/${encodeURIComponent(invoiceId)}`,
  invoicePayments: (invoiceId: string) => `/api/estate/invoices/${encodeURIComponent(invoiceId)}/payments`,
  markPaid: (invoiceId: string) => `/api/estate/invoices/${encodeURIComponent(invoiceId)}/mark-paid`,
  reminder: (invoiceId: string) => `/api/estate/invoices/${encodeURIComponent(invoiceId)}/reminder`,
} as const;

export const PAYMENTS_EXPORT_FILE = 'payments-export.csv';
