import { type OwnerFeeInvoice } from '@estate/contracts';
import { Controller, Get, Header, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { DocumentRoute } from '../../common/documents/document-route.js';
import { EInvoicePdfQueryDto } from './dto/einvoicing.dto.js';
import { einvoicePdfForBuyer } from './buyer-einvoices.controller.js';
import { EInvoicingService } from './einvoicing.service.js';
import { ownerFeeEinvoiceId, ownerFeeInvoices } from './owner-fee-invoices.js';

const feeInvoiceNotFound = () =>
  new NotFoundException({ code: 'FEE_INVOICE_NOT_FOUND', message: 'No such management-fee tax invoice' });

/**
 * /api/me/owner/fee-invoices: the owner portal's management-fee invoices. Any signed-in account may ask; the answer is
 * about the owner linked to that account only (none without a link), and another owner's invoice answers 404 as an
 * unknown one does.
 */
@ApiTags('portals')
@ApiCookieAuth()
@Controller('me/owner/fee-invoices')
export class OwnerFeeInvoicesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly einvoicing: EInvoicingService,
  ) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOkResponse({ description: 'OwnerFeeInvoice[]: the management fee invoiced each month, the latest first.' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<OwnerFeeInvoice[]> {
    return ownerFeeInvoices(this.dataSource, user.id);
  }

  @Get(':id/pdf')
  @DocumentRoute()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The tax invoice (ZATCA e-invoice) of one of the owner’s fee invoices, with its QR.' })
  @ApiNotFoundResponse({ description: 'FEE_INVOICE_NOT_FOUND: unknown, another owner’s, or not issued yet.' })
  async pdf(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: feeInvoiceNotFound })) id: string,
    @Query() query: EInvoicePdfQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const einvoiceId = await ownerFeeEinvoiceId(this.dataSource, user.id, id);
    if (!einvoiceId) throw feeInvoiceNotFound();
    return einvoicePdfForBuyer(this.einvoicing, einvoiceId, query, reply);
  }
}
