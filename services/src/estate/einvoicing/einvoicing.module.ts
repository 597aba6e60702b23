import { Module } from '@nestjs/common';
import { EInvoicingController } from './einvoicing.controller.js';
import { EInvoicingService } from './einvoicing.service.js';
import { OwnerFeeInvoicesController } from './owner-fee-invoices.controller.js';

/**
 * ZATCA e-invoicing: the issuer job (with the owners' monthly management-fee invoices), the routes under /api/estate
 * (einvoices, einvoicing, reports/vat) and the owner portal's fee invoices (/api/me/owner/fee-invoices).
 */
@Module({
  controllers: [EInvoicingController, OwnerFeeInvoicesController],
  providers: [EInvoicingService],
  exports: [EInvoicingService],
})
export class EInvoicingModule {}
