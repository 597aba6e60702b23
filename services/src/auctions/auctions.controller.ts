import type { AuctionListResponse } from '@estate/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators.js';
import { AuctionsService } from './auctions.service.js';
import { ListAuctionsDto } from './dto/list-auctions.dto.js';
import { PublicCache } from '../common/http-cache/public-cache.js';

@ApiTags('auctions')
@Public()
@Controller('auctions')
export class AuctionsController {
  constructor(private readonly auctions: AuctionsService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({ description: '`{ auctions }`, filtered by ?status (by the clock); every auction without it.' })
  list(@Query() query: ListAuctionsDto): Promise<AuctionListResponse> {
    return this.auctions.list(query.status);
  }

  @Get('active')
  @PublicCache()
  @ApiOkResponse({ description: '`{ auctions }` running now, ending soonest first.' })
  active(): Promise<AuctionListResponse> {
    return this.auctions.list('active');
  }
}
