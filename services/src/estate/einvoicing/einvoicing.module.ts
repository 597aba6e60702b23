import { Module } from '@nestjs/common';
import { BuyerEInvoicesController } from './buyer-einvoices.controller.js';
import { EInvoicingController } from './einvoicing.controller.js';
import { EInvoicingService } from './einvoicing.service.js';
import { OwnerFeeInvoicesController } from './owner-fee-invoices.controller.js';

/**
 * ZATCA e-invoicing: the issuer job (with the owners' monthly management-fee invoices), the routes under /api/estate
 * (einvoices, einvoicing, reports/vat), the owner portal's fee invoices (/api/me/owner/fee-invoices) and the PDFs of
 * their documents for their buyers (/api/me/tenant/einvoices, /api/me/owner/einvoices).
 */
@Module({
  controllers: [EInvoicingController, OwnerFeeInvoicesController, BuyerEInvoicesController],
  providers: [EInvoicingService],
  exports: [EInvoicingService],
})
export class EInvoicingModule {}
