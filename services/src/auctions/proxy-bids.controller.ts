import type { ProxyBidState } from '@estate/contracts';
import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Permissions } from '../common/auth/access.decorators.js';
import { type AuthenticatedUser, CurrentUser } from '../common/auth/authenticated-user.js';
import { auctionIdPipe } from './auction-id.pipe.js';
import { SetProxyBidDto } from './dto/set-proxy-bid.dto.js';
import { ProxyBidsService } from './proxy-bids.service.js';

/** GET, PUT, DELETE /api/auctions/{id}/proxy: the caller's own maximum (proxy bid). */
@ApiTags('auctions')
@ApiCookieAuth()
@Controller('auctions/:id/proxy')
export class ProxyBidsController {
  constructor(private readonly proxies: ProxyBidsService) {}

  @Get()
  @Permissions('auctions_bid')
  @ApiOkResponse({ description: 'ProxyBidState: the caller’s maximum (null without one) and where they stand.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no approved auction with this id.' })
  mine(@Param('id', auctionIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ProxyBidState> {
    return this.proxies.mine(id, user);
  }

  @Put()
  @Permissions('auctions_bid')
  @ApiOkResponse({ description: 'ProxyBidState after the bid the maximum placed at once, if any.' })
  @ApiForbiddenResponse({ description: 'OWN_AUCTION; BIDDER_NOT_VERIFIED, DEPOSIT_REQUIRED.' })
  @ApiConflictResponse({
    description: 'BID_TOO_LOW (details.minimum), AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED.',
  })
  set(
    @Param('id', auctionIdPipe()) id: string,
    @Body() body: SetProxyBidDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ProxyBidState> {
    return this.proxies.set(id, user, body.maximum);
  }

  @Delete()
  @Permissions('auctions_bid')
  @ApiOkResponse({ description: 'ProxyBidState without a maximum; the bids it placed stand.' })
  remove(@Param('id', auctionIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ProxyBidState> {
    return this.proxies.remove(id, user);
  }
}
