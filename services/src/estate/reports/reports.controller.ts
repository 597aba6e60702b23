import {
  type EstateReport,
  type EstateReportOptions,
  REPORT_PERMISSIONS,
  reportFileName,
  todayInRiyadh,
} from '@estate/contracts';
import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { DocumentRoute } from '../../common/documents/document-route.js';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { ReportExportQueryDto, ReportQueryDto } from './dto/report-query.dto.js';
import { XLSX_TYPE } from './report-files.js';
import { EstateReportsService } from './reports.service.js';

/** /api/estate/reports: read by admin, property_manager and accountant (estate_reports_read). */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/reports')
export class EstateReportsController {
  constructor(
    private readonly reports: EstateReportsService,
    private readonly documents: DocumentsService,
  ) {}

  @Get()
  @Permissions(REPORT_PERMISSIONS.read)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'EstateReport for ?period (monthly, quarterly, yearly), ?year, ?month or ?quarter, ?propertyId: occupancy, ' +
      'revenue, expenses, net income, margin, overdue, average rent, monthly and per-property rows.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (period, year, month, quarter, propertyId).' })
  @ApiNotFoundResponse({ description: 'PROPERTY_NOT_FOUND' })
  report(@Query() query: ReportQueryDto): Promise<EstateReport> {
    return this.reports.report(query);
  }

  @Get('options')
  @Permissions(REPORT_PERMISSIONS.read)
  @ApiOkResponse({ description: 'The years with data, newest first (from the first contract to this year).' })
  options(): Promise<EstateReportOptions> {
    return this.reports.options();
  }

  @Get('export')
  @DocumentRoute()
  @Permissions(REPORT_PERMISSIONS.read)
  @Header('cache-control', 'no-store')
  @ApiProduces('application/pdf', XLSX_TYPE)
  @ApiOkResponse({
    description:
      'The report as a PDF (key figures, monthly and property lines) or an XLSX workbook (sheets summary, monthly, ' +
      'properties), in ?lang (ar, en; default ar).',
  })
  async export(@Query() query: ReportExportQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { format, lang = 'ar', ...filters } = query;
    const today = todayInRiyadh();
    // The workbook lists every property; the PDF the best REPORT_PROPERTY_ROWS, as the screen does.
    const report = await this.reports.report(filters, today, format === 'xlsx' ? Number.MAX_SAFE_INTEGER : undefined);
    const bytes =
      format === 'pdf'
        ? await this.documents.render('reportPdf', { report, lang, today })
        : await this.documents.render('reportXlsx', { report, lang });
    reply.header('content-type', format === 'pdf' ? 'application/pdf' : XLSX_TYPE);
    reply.header('content-disposition', contentDisposition('attachment', reportFileName(filters, format)));
    return bytes;
  }
}
