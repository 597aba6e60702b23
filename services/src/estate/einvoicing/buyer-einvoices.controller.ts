import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { DocumentRoute } from '../../common/documents/document-route.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { EInvoicePdfQueryDto } from './dto/einvoicing.dto.js';
import { einvoicePdfFileName } from './einvoice-pdf.js';
import { buyersEinvoiceId, EInvoicingService } from './einvoicing.service.js';

const notFound = () => new NotFoundException({ code: 'EINVOICE_NOT_FOUND', message: 'No such e-invoice' });

/**
 * The PDF of a tax invoice, credit or debit note for its buyer: /api/me/tenant/einvoices/{id}/pdf for the tenant of
 * the invoice, /api/me/owner/einvoices/{id}/pdf for the owner billed a management fee. Any signed-in account may ask;
 * a document that is not its linked tenant's or owner's answers 404 as an unknown one does.
 */
@ApiTags('portals')
@ApiCookieAuth()
@Controller('me')
export class BuyerEInvoicesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly einvoicing: EInvoicingService,
  ) {}

  @Get('tenant/einvoices/:id/pdf')
  @DocumentRoute()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "One of the tenant's tax invoices, credit or debit notes, with its QR." })
  @ApiNotFoundResponse({ description: "EINVOICE_NOT_FOUND: unknown, another's, or not issued yet." })
  tenantPdf(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Query() query: EInvoicePdfQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return this.pdf('tenant', id, query, user, reply);
  }

  @Get('owner/einvoices/:id/pdf')
  @DocumentRoute()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "One of the owner's management-fee tax invoices, credit or debit notes, with its QR." })
  @ApiNotFoundResponse({ description: "EINVOICE_NOT_FOUND: unknown, another's, or not issued yet." })
  ownerPdf(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Query() query: EInvoicePdfQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return this.pdf('owner', id, query, user, reply);
  }

  private async pdf(
    buyer: 'tenant' | 'owner',
    id: string,
    query: EInvoicePdfQueryDto,
    user: AuthenticatedUser,
    reply: FastifyReply,
  ): Promise<Buffer> {
    const einvoiceId = await buyersEinvoiceId(this.dataSource, user.id, id, buyer);
    if (!einvoiceId) throw notFound();
    return einvoicePdfForBuyer(this.einvoicing, einvoiceId, query, reply);
  }
}

/** An e-invoice's PDF in ?lang (Arabic by default) as its buyer downloads it: private, never stored by a cache. */
export async function einvoicePdfForBuyer(
  einvoicing: EInvoicingService,
  einvoiceId: string,
  query: EInvoicePdfQueryDto,
  reply: FastifyReply,
): Promise<Buffer> {
  const lang = query.lang ?? 'ar';
  const { number, bytes } = await einvoicing.pdf(einvoiceId, lang);
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', contentDisposition('attachment', einvoicePdfFileName(number, lang)));
  reply.header('cache-control', 'private, no-store');
  return bytes;
}
