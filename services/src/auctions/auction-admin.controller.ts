import type { AdminAuction, AdminAuctionBid, AdminAuctionList } from '@estate/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Permissions } from '../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../common/auth/authenticated-user.js';
import { requestOrigin } from '../common/http/request-origin.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { AuctionAdminService } from './auction-admin.service.js';
import { auctionIdPipe } from './auction-id.pipe.js';
import { AdminAuctionInputDto } from './dto/admin-auction-input.dto.js';
import { ListAdminAuctionsDto } from './dto/list-admin-auctions.dto.js';
import { PublicAuctionInputDto } from './dto/public-auction-input.dto.js';
import { ReviewAuctionDto } from './dto/review-auction.dto.js';

/** Creating and editing auctions (AUCTION_STAFF_ROLES: admin and manager hold it). */
const AUCTIONS_WRITE = 'auctions_write';
/** Approving, rejecting and cancelling them. */
const AUCTIONS_MANAGE = 'auctions_manage';

const DATES =
  'AUCTION_DATES_INVALID naming `endDate` (not after the start, or past) or `startDate` (in the past); ' +
  'VALIDATION_FAILED with the fields (reservePrice below the start price among them).';

/**
 * An auction sent from the public form creates a listing: it counts against its sender's LISTINGS_PER_DAY with the
 * listings they send (the same allowance).
 */
const listingsPerDay = () =>
  RateLimit({
    name: 'listing',
    by: 'account',
    limit: (config) => config.listingsPerDay,
    windowSeconds: 24 * 3600,
    message: 'You have sent as many listings as allowed today. Try again tomorrow.',
  });

/** POST /api/auctions (the public add form, signed in) and /api/admin/auctions (staff). */
@ApiTags('auctions')
@ApiCookieAuth()
@Controller()
export class AuctionAdminController {
  constructor(private readonly admin: AuctionAdminService) {}

  @Post('auctions')
  @listingsPerDay()
  @ApiCreatedResponse({
    description: 'The auction and a listing for it, both waiting for staff review (review `pending`, not listed).',
  })
  @ApiBadRequestResponse({ description: `${DATES} INVALID_PROPERTY_IMAGE names each image that is not ours.` })
  createFromPublic(
    @Body() input: PublicAuctionInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<AdminAuction> {
    return this.admin.createFromPublic(input, user, actor, requestOrigin(request));
  }

  @Get('admin/auctions')
  @Permissions(AUCTIONS_WRITE)
  @ApiOkResponse({
    description:
      '`{ auctions, total }` newest first, pending and rejected too; ?search, ?status, ?review, ?page, ?limit.',
  })
  list(@Query() query: ListAdminAuctionsDto): Promise<AdminAuctionList> {
    return this.admin.list(query);
  }

  @Post('admin/auctions')
  @Permissions(AUCTIONS_WRITE)
  @ApiCreatedResponse({ description: 'The auction, approved (listed at once).' })
  @ApiBadRequestResponse({
    description: `${DATES} AUCTION_PROPERTY_INVALID: no such listing, not active, or another auction of it still to run.`,
  })
  create(
    @Body() input: AdminAuctionInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<AdminAuction> {
    return this.admin.create(input, user, actor);
  }

  @Get('admin/auctions/:id')
  @Permissions(AUCTIONS_WRITE)
  @ApiOkResponse({ description: 'The auction as staff see it.' })
  @ApiNotFoundResponse()
  get(@Param('id', auctionIdPipe()) id: string): Promise<AdminAuction> {
    return this.admin.get(id);
  }

  @Patch('admin/auctions/:id')
  @Permissions(AUCTIONS_WRITE)
  @ApiOkResponse({ description: 'The auction as saved.' })
  @ApiBadRequestResponse({ description: DATES })
  @ApiConflictResponse({
    description:
      'AUCTION_HAS_BIDS once it has a bid (only cancelling is left); AUCTION_CLOSED once cancelled or settled.',
  })
  @ApiNotFoundResponse()
  update(
    @Param('id', auctionIdPipe()) id: string,
    @Body() input: AdminAuctionInputDto,
    @RequestActor() actor: Actor,
  ): Promise<AdminAuction> {
    return this.admin.update(id, input, actor);
  }

  @Post('admin/auctions/:id/cancel')
  @Permissions(AUCTIONS_MANAGE)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The auction, cancelled: it takes no more bids.' })
  @ApiConflictResponse({ description: 'AUCTION_CLOSED: already cancelled, ended or settled.' })
  @ApiNotFoundResponse()
  cancel(@Param('id', auctionIdPipe()) id: string, @RequestActor() actor: Actor): Promise<AdminAuction> {
    return this.admin.cancel(id, actor);
  }

  @Post('admin/auctions/:id/review')
  @Permissions(AUCTIONS_MANAGE)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Approved: listed, its listing active. Rejected: not listed, its listing inactive.',
  })
  @ApiConflictResponse({ description: 'CONFLICT when already reviewed; AUCTION_CLOSED when cancelled.' })
  @ApiNotFoundResponse()
  review(
    @Param('id', auctionIdPipe()) id: string,
    @Body() input: ReviewAuctionDto,
    @RequestActor() actor: Actor,
  ): Promise<AdminAuction> {
    return this.admin.review(id, input.decision, actor);
  }

  @Get('admin/auctions/:id/bids')
  @Permissions(AUCTIONS_WRITE)
  @ApiOkResponse({ description: 'Every accepted bid, the latest first, each bidder named.' })
  @ApiNotFoundResponse()
  bids(@Param('id', auctionIdPipe()) id: string): Promise<AdminAuctionBid[]> {
    return this.admin.bids(id);
  }
}
