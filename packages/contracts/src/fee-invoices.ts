import type { EInvoiceBrief } from './einvoicing.js';

/**
 * A month's management fee invoiced to an owner (GET /api/me/owner/fee-invoices): the fee on the rent collected that
 * month, with its VAT. One with VAT is a tax invoice: `einvoice` carries its e-invoice (number, state and QR) once
 * issued. The e-invoice's PDF: GET /api/me/owner/fee-invoices/:id/pdf?lang.
 */
export interface OwnerFeeInvoice {
  id: string;
  /** MF-YYYYMM-NNNNNN */
  invoiceNumber: string;
  /** The month invoiced: its first and last day (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** SAR, net of VAT. */
  net: number;
  vatPercent: number;
  vat: number;
  total: number;
  einvoice: EInvoiceBrief | null;
}
