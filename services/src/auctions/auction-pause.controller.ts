import type { AuctionLiveState } from '@estate/contracts';
import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Permissions } from '../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../common/auth/authenticated-user.js';
import { auctionIdPipe } from './auction-id.pipe.js';
import { AuctionPauseService } from './auction-pause.service.js';
import { AuctionPauseDto } from './dto/auction-pause.dto.js';

/** POST /api/admin/auctions/{id}/pause and …/resume (staff who manage auctions: admin, manager). */
@ApiTags('auctions')
@ApiCookieAuth()
@Controller('admin/auctions/:id')
export class AuctionPauseController {
  constructor(private readonly pauses: AuctionPauseService) {}

  @Post('pause')
  @HttpCode(HttpStatus.OK)
  @Permissions('auctions_write')
  @ApiOkResponse({ description: 'AuctionLiveState, paused: no bids until resumed; watchers get a `paused` event.' })
  @ApiConflictResponse({
    description:
      'AUCTION_PAUSE_NOT_STARTED; AUCTION_PAUSE_ENDED: ended, settled or cancelled; AUCTION_NOT_PAUSABLE: paused.',
  })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no approved auction with this id.' })
  pause(
    @Param('id', auctionIdPipe()) id: string,
    @Body() body: AuctionPauseDto,
    @RequestActor() actor: Actor,
  ): Promise<AuctionLiveState> {
    return this.pauses.pause(id, body.reason, actor);
  }

  @Post('resume')
  @HttpCode(HttpStatus.OK)
  @Permissions('auctions_write')
  @ApiOkResponse({ description: 'AuctionLiveState, running again with the end moved on by the time it was paused.' })
  @ApiConflictResponse({ description: 'AUCTION_NOT_PAUSED.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no approved auction with this id.' })
  resume(
    @Param('id', auctionIdPipe()) id: string,
    @Body() body: AuctionPauseDto,
    @RequestActor() actor: Actor,
  ): Promise<AuctionLiveState> {
    return this.pauses.resume(id, body.reason, actor);
  }
}
