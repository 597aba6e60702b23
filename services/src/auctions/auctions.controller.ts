import type { AuctionDetail, AuctionListResponse } from '@estate/contracts';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { PublicCache } from '../common/http-cache/public-cache.js';
import { auctionIdPipe } from './auction-id.pipe.js';
import { AuctionsService } from './auctions.service.js';
import { ListAuctionsDto } from './dto/list-auctions.dto.js';

/** An auction's page depends on who asks and changes with every bid: no cache keeps it. */
const LIVE_AND_PERSONAL = 'private, no-store';

@ApiTags('auctions')
@Controller('auctions')
export class AuctionsController {
  constructor(private readonly auctions: AuctionsService) {}

  @Get()
  @Public()
  @PublicCache()
  @ApiOkResponse({
    description: '`{ auctions }` approved ones, filtered by ?status (by the clock, or cancelled); all without it.',
  })
  list(@Query() query: ListAuctionsDto): Promise<AuctionListResponse> {
    return this.auctions.list(query.status);
  }

  @Get('active')
  @Public()
  @PublicCache()
  @ApiOkResponse({ description: '`{ auctions }` running now, ending soonest first.' })
  active(): Promise<AuctionListResponse> {
    return this.auctions.list('active');
  }

  @Get(':id')
  @Public({ identify: true })
  @ApiOkResponse({
    description:
      'An approved auction with its listing, terms and latest bids (other bidders masked, the caller’s own named), ' +
      'where the signed-in caller stands (`viewer`), and the server’s clock.',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no approved auction with this id.' })
  get(
    @Param('id', auctionIdPipe()) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuctionDetail> {
    reply.header('cache-control', LIVE_AND_PERSONAL);
    return this.auctions.get(id, request.authUser?.id ?? null);
  }
}
