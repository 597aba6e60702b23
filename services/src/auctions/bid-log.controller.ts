import type { BidLog, BidLogVerification } from '@estate/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { auctionIdPipe } from './auction-id.pipe.js';
import { BidLogService } from './bid-log.service.js';

/** GET /api/auctions/{id}/bid-log and /bid-log/verify: anyone may read and check an auction's bid log. */
@ApiTags('auctions')
@Controller('auctions/:id/bid-log')
export class BidLogController {
  constructor(private readonly bidLog: BidLogService) {}

  @Get()
  @Public()
  @ApiProduces('application/json', 'text/csv')
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @ApiOkResponse({
    description:
      'BidLog: every accepted bid in order with its bidder pseudonym, previous hash and hash (services/README.md ' +
      'says how to check it); `?format=csv` for the bids as CSV.',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no approved auction with this id.' })
  async log(
    @Param('id', auctionIdPipe()) id: string,
    @Query('format') format: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BidLog | string> {
    const log = await this.bidLog.log(id);
    reply.header('cache-control', 'no-store');
    if (format !== 'csv') return log;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="auction-${id}-bid-log.csv"`);
    return this.bidLog.toCsv(log);
  }

  @Get('verify')
  @Public()
  @ApiOkResponse({ description: '`{ valid, brokenAt? }`: whether the chain holds, else the first bid that fails.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no approved auction with this id.' })
  verify(@Param('id', auctionIdPipe()) id: string): Promise<BidLogVerification> {
    return this.bidLog.verify(id);
  }
}
