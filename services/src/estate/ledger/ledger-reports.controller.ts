import {
  type AccountLedger,
  type DepositsRegister,
  LEDGER_PERMISSIONS,
  type OwnerBalances,
  todayInRiyadh,
  type VatReport,
} from '@estate/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { DocumentRoute } from '../../common/documents/document-route.js';
import { ApiCookieAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Permissions } from '../../common/auth/access.decorators.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import { EXPORT_MAX_ROWS } from '../transfer/estate-export.service.js';
import {
  AccountLedgerQueryDto,
  LedgerAccountParamDto,
  LedgerAsOfReportDto,
  VatReportQueryDto,
} from './dto/ledger-reports.dto.js';
import { LedgerReads } from './ledger-reads.js';
import {
  accountLedgerFile,
  depositsFile,
  type LedgerReportFile,
  ownerBalancesFile,
  trialBalanceFile,
  vatFile,
} from './ledger-reports-export.js';
import { LedgerReports } from './ledger-reports.js';

const JSON_OR_XLSX = ['application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Answers the drawn workbook as an attachment. */
function send(reply: FastifyReply, file: LedgerReportFile): Buffer {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', contentDisposition('attachment', file.fileName));
  reply.header('cache-control', 'no-store');
  return file.bytes;
}

/**
 * The accountant's ledger reports under /api/estate/ledger: an account's general ledger, the deposits register, VAT
 * payable by month and owners' balances; each as JSON, or with `?format=xlsx&lang=ar|en` as a workbook. Also the
 * trial balance as a workbook. Read with estate_ledger_read.
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/ledger')
export class LedgerReportsController {
  private readonly reports = new LedgerReports();
  private readonly reads = new LedgerReads();

  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: DocumentsService,
  ) {}

  @Get('accounts/:code/lines')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiProduces(...JSON_OR_XLSX)
  @ApiOkResponse({
    description:
      "The account's general ledger: the balance before ?from, a page of the lines to ?to (today by default), oldest " +
      'first, with the balance after each, and the balance at the end; with ?format=xlsx every line as a workbook.',
  })
  async accountLines(
    @Param() param: LedgerAccountParamDto,
    @Query() query: AccountLedgerQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountLedger | Buffer> {
    const range = { from: query.from, to: query.to ?? todayInRiyadh() };
    if (query.format === 'xlsx') {
      const ledger = await this.reports.accountLedger(this.dataSource, param.code, range, 1, EXPORT_MAX_ROWS);
      return send(reply, await accountLedgerFile(this.documents, ledger, query.lang ?? 'ar'));
    }
    return this.reports.accountLedger(this.dataSource, param.code, range, query.page, query.limit);
  }

  @Get('deposits')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiProduces(...JSON_OR_XLSX)
  @ApiOkResponse({
    description:
      'The deposits register to ?asOf (today by default): per contract billed, not received, received, returned ' +
      'and held, with the totals.',
  })
  async deposits(
    @Query() query: LedgerAsOfReportDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DepositsRegister | Buffer> {
    const register = await this.reports.deposits(this.dataSource, query.asOf ?? todayInRiyadh());
    return query.format === 'xlsx'
      ? send(reply, await depositsFile(this.documents, register, query.lang ?? 'ar'))
      : register;
  }

  @Get('vat')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiProduces(...JSON_OR_XLSX)
  @ApiOkResponse({
    description:
      'VAT payable by month from ?from (1 January of the year of ?to by default) to ?to (today): output, reversed ' +
      'or adjusted, net; the totals and the balance at the end of ?to.',
  })
  async vat(
    @Query() query: VatReportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VatReport | Buffer> {
    const to = query.to ?? todayInRiyadh();
    const report = await this.reports.vat(this.dataSource, query.from ?? `${to.slice(0, 4)}-01-01`, to);
    return query.format === 'xlsx' ? send(reply, await vatFile(this.documents, report, query.lang ?? 'ar')) : report;
  }

  @Get('owner-balances')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiProduces(...JSON_OR_XLSX)
  @ApiOkResponse({
    description: 'What is held for each owner to ?asOf (today by default), their last payout, and the total.',
  })
  async ownerBalances(
    @Query() query: LedgerAsOfReportDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnerBalances | Buffer> {
    const balances = await this.reports.ownerBalances(this.dataSource, query.asOf ?? todayInRiyadh());
    return query.format === 'xlsx'
      ? send(reply, await ownerBalancesFile(this.documents, balances, query.lang ?? 'ar'))
      : balances;
  }

  @Get('trial-balance/export')
  @DocumentRoute()
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'trial-balance-<day>.xlsx: the trial balance to ?asOf (today by default), ?lang.' })
  async trialBalanceExport(
    @Query() query: LedgerAsOfReportDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const trialBalance = await this.reads.trialBalance(this.dataSource, query.asOf ?? todayInRiyadh());
    return send(reply, await trialBalanceFile(this.documents, trialBalance, query.lang ?? 'ar'));
  }
}
