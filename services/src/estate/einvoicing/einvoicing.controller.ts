import {
  type EInvoiceChainCheck,
  type EInvoiceDetail,
  type EInvoiceList,
  type EInvoiceSettings,
  LEDGER_PERMISSIONS,
  todayInRiyadh,
  type VatByRateReport,
} from '@estate/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Permissions, Roles } from '../../common/auth/access.decorators.js';
import { DocumentRoute } from '../../common/documents/document-route.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { vatByRate } from '../ledger/vat-by-rate.js';
import {
  EInvoiceListQueryDto,
  EInvoicePdfQueryDto,
  EInvoiceCertificateDto,
  EInvoiceSettingsDto,
  VatByRateQueryDto,
} from './dto/einvoicing.dto.js';
import { einvoicePdfFileName } from './einvoice-pdf.js';
import { EInvoicingService } from './einvoicing.service.js';

const idPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException({ code: 'EINVOICE_NOT_FOUND', message: 'No such e-invoice' }),
});

function sendFile(reply: FastifyReply, bytes: Buffer, contentType: string, fileName: string): Buffer {
  reply.header('content-type', contentType);
  reply.header('content-disposition', contentDisposition('attachment', fileName));
  reply.header('cache-control', 'no-store');
  return bytes;
}

/**
 * ZATCA e-invoices under /api/estate: the list and each document (detail, stored XML, PDF with its QR), sending a
 * rejected or failed one again, the check of the whole chain, the seller's settings (read by admins and accountants,
 * written by admins), and output VAT by month and rate from the ledger (JSON and XLSX). Read with
 * estate_ledger_read (admin, accountant); every other role is refused (403).
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate')
export class EInvoicingController {
  constructor(
    private readonly einvoicing: EInvoicingService,
    private readonly dataSource: DataSource,
    private readonly documents: DocumentsService,
  ) {}

  @Get('einvoices')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({
    description: '`{ items, total, page, limit }` of e-invoices, newest first: ?state, ?kind, ?q, ?from, ?to.',
  })
  list(@Query() query: EInvoiceListQueryDto): Promise<EInvoiceList> {
    return this.einvoicing.list(query);
  }

  @Post('einvoices/chain-check')
  @HttpCode(200)
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: 'Every stored XML checked as a chain: `{ ok, checked, firstBroken }`.' })
  chainCheck(): Promise<EInvoiceChainCheck> {
    return this.einvoicing.chainCheck();
  }

  @Get('einvoices/:id')
  @Permissions(LEDGER_PERMISSIONS.read)
  detail(@Param('id', idPipe) id: string): Promise<EInvoiceDetail> {
    return this.einvoicing.detail(id);
  }

  @Get('einvoices/:id/xml')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiProduces('application/xml')
  async xml(@Param('id', idPipe) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { number, xml } = await this.einvoicing.xml(id);
    return sendFile(reply, Buffer.from(xml, 'utf8'), 'application/xml; charset=utf-8', `${number}.xml`);
  }

  @Get('einvoices/:id/pdf')
  @Permissions(LEDGER_PERMISSIONS.read)
  @DocumentRoute()
  @ApiProduces('application/pdf')
  async pdf(
    @Param('id', idPipe) id: string,
    @Query() query: EInvoicePdfQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const lang = query.lang ?? 'ar';
    const { number, bytes } = await this.einvoicing.pdf(id, lang);
    return sendFile(reply, bytes, 'application/pdf', einvoicePdfFileName(number, lang));
  }

  @Post('einvoices/:id/retry')
  @HttpCode(200)
  @Permissions(LEDGER_PERMISSIONS.read)
  retry(@Param('id', idPipe) id: string): Promise<EInvoiceDetail> {
    return this.einvoicing.retry(id);
  }

  @Get('einvoicing/settings')
  @Permissions(LEDGER_PERMISSIONS.read)
  settings(): Promise<EInvoiceSettings> {
    return this.einvoicing.settings();
  }

  @Put('einvoicing/settings')
  @Roles('admin')
  saveSettings(@Body() body: EInvoiceSettingsDto): Promise<EInvoiceSettings> {
    return this.einvoicing.saveSettings(body);
  }

  @Put('einvoicing/certificate')
  @Roles('admin')
  @ApiOkResponse({ description: 'The seller signs with the certificate ZATCA issued and its key from now on.' })
  saveCertificate(@Body() body: EInvoiceCertificateDto): Promise<EInvoiceSettings> {
    return this.einvoicing.saveCertificate(body);
  }

  @Get('reports/vat')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: 'Output VAT from the ledger by month and rate, ?from (1 January) to ?to (today).' })
  vat(@Query() query: VatByRateQueryDto): Promise<VatByRateReport> {
    const to = query.to ?? todayInRiyadh();
    return vatByRate(this.dataSource, query.from ?? `${to.slice(0, 4)}-01-01`, to);
  }

  @Get('reports/vat.xlsx')
  @Permissions(LEDGER_PERMISSIONS.read)
  @DocumentRoute()
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  async vatXlsx(@Query() query: VatByRateQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const to = query.to ?? todayInRiyadh();
    const report = await vatByRate(this.dataSource, query.from ?? `${to.slice(0, 4)}-01-01`, to);
    const ar = (query.lang ?? 'ar') === 'ar';
    const headers = ar
      ? ['الفترة', 'النسبة %', 'المبلغ الخاضع للضريبة (ر.س)', 'ضريبة المخرجات (ر.س)']
      : ['Period', 'Rate %', 'Taxable (SAR)', 'Output VAT (SAR)'];
    const rows = [
      ...report.periods.map((row) => [row.period, row.rate, row.taxable, row.vat]),
      [ar ? 'الإجمالي' : 'Total', null, report.totals.taxable, report.totals.vat],
    ];
    const bytes = await this.documents.sheet(headers, rows, {
      sheetName: ar ? 'ضريبة القيمة المضافة' : 'VAT',
      rightToLeft: ar,
    });
    return sendFile(
      reply,
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      `vat-${report.from}-${report.to}.xlsx`,
    );
  }
}
