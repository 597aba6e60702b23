import {
  type EstateList,
  LEDGER_ACCOUNTS,
  LEDGER_PERMISSIONS,
  type LedgerAccount,
  type LedgerEntry,
  todayInRiyadh,
  type TrialBalance,
} from '@estate/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Permissions } from '../../common/auth/access.decorators.js';
import { LedgerEntriesQueryDto, TrialBalanceQueryDto } from './dto/ledger-query.dto.js';
import { LedgerReads } from './ledger-reads.js';

/** /api/estate/ledger: the chart of accounts, the trial balance and the journal; read with estate_ledger_read. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/ledger')
export class LedgerController {
  private readonly reads = new LedgerReads();

  constructor(private readonly dataSource: DataSource) {}

  @Get('accounts')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: 'The chart of accounts: code, kind, Arabic and English names.' })
  accounts(): readonly LedgerAccount[] {
    return LEDGER_ACCOUNTS;
  }

  @Get('trial-balance')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: "Each account's debits, credits and balance to ?asOf (today in Riyadh by default)." })
  trialBalance(@Query() query: TrialBalanceQueryDto): Promise<TrialBalance> {
    return this.reads.trialBalance(this.dataSource, query.asOf ?? todayInRiyadh());
  }

  @Get('entries')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }` of journal entries with their lines, newest first: ?account, ?ownerId, ' +
      '?propertyId, ?tenantId, ?contractId, ?sourceId, ?from, ?to.',
  })
  async entries(@Query() query: LedgerEntriesQueryDto): Promise<EstateList<LedgerEntry>> {
    const { page, limit, ...filters } = query;
    const { items, total } = await this.reads.entries(this.dataSource, filters, page, limit);
    return { items, total, page, limit };
  }
}
