import { type MyBidList, type PlaceBidResponse } from '@estate/contracts';
import { Body, Controller, Get, Headers, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Permissions } from '../common/auth/access.decorators.js';
import { type AuthenticatedUser, CurrentUser } from '../common/auth/authenticated-user.js';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyOf } from '../common/http/idempotency-key.js';
import { auctionIdPipe } from './auction-id.pipe.js';
import { BidsService } from './bids.service.js';
import { PlaceBidDto } from './dto/place-bid.dto.js';

/** POST /api/auctions/{id}/bids and GET /api/me/bids. */
@ApiTags('auctions')
@ApiCookieAuth()
@Controller()
export class BidsController {
  constructor(private readonly bids: BidsService) {}

  @Post('auctions/:id/bids')
  @Permissions('auctions_bid')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retried request with it counts once.' })
  @ApiCreatedResponse({ description: 'PlaceBidResponse: the accepted bid and the auction after it.' })
  @ApiOkResponse({
    description: 'The same PlaceBidResponse again for a repeated Idempotency-Key (Idempotent-Replayed).',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: amount (positive, 2 decimals) or Idempotency-Key.' })
  @ApiForbiddenResponse({ description: "OWN_AUCTION: the caller created it or is the listing's agent." })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such approved auction.' })
  @ApiConflictResponse({
    description: 'BID_TOO_LOW (details.minimum), AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED.',
  })
  @ApiUnprocessableEntityResponse({ description: 'IDEMPOTENCY_KEY_REUSED: the key was used for another bid.' })
  async place(
    @Param('id', auctionIdPipe()) id: string,
    @Body() body: PlaceBidDto,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { replayed, response } = await this.bids.place(id, user, body.amount, idempotencyKeyOf(key));
    // Sent here: Nest would answer every POST with 201, and a replay is a 200.
    if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    await reply.status(replayed ? HttpStatus.OK : HttpStatus.CREATED).send(response satisfies PlaceBidResponse);
  }

  @Get('me/bids')
  @ApiOkResponse({ description: 'MyBidList: the auctions the caller bid on, with their standing.' })
  mine(@CurrentUser() user: AuthenticatedUser): Promise<MyBidList> {
    return this.bids.mine(user.id);
  }
}
