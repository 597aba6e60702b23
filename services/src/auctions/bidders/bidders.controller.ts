import type {
  AdminAuctionDeposits,
  AuctionDepositStart,
  AuctionDepositStatus,
  AuctionDepositView,
  BidderStanding,
  NafathRequestView,
  NafathSandboxView,
} from '@estate/contracts';
import { ERROR_CODES } from '@estate/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Permissions, Public } from '../../common/auth/access.decorators.js';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RouteRateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { SandboxCardDto } from '../../estate/portal/checkout/dto/sandbox-card.dto.js';
import { auctionIdPipe } from '../auction-id.pipe.js';
import { AuctionDepositsService } from './auction-deposits.service.js';
import { BidderVerificationService } from './bidder-verification.service.js';
import { NafathSandboxAnswerDto } from './dto/nafath-sandbox-answer.dto.js';
import { StartNafathRequestDto } from './dto/start-nafath-request.dto.js';

const BID = 'auctions_bid';
const AUCTIONS_WRITE = 'auctions_write';

/** Nafath requests a user may start in an hour (each one reaches the provider). */
const NAFATH_REQUEST_LIMIT: RouteRateLimit = {
  name: 'nafath-request',
  by: 'account',
  limit: 20,
  windowSeconds: 3600,
  message: 'Too many verification requests. Try again later.',
};

/** Card attempts on deposits in an hour (a bidder pays one per auction). */
const DEPOSIT_PAY_LIMIT: RouteRateLimit = {
  name: 'deposit-pay',
  by: 'account',
  limit: 200,
  windowSeconds: 3600,
  message: 'Too many payment attempts. Try again later.',
};

const uuid = (what: string) =>
  new ParseUUIDPipe({
    exceptionFactory: () => new NotFoundException({ code: ERROR_CODES.notFound, message: `No such ${what}` }),
  });

/**
 * Becoming a bidder: Nafath verification (/api/identity/nafath/requests, and the sandbox's stand-in for the app at
 * /api/identity/nafath-sandbox/{id}), the standing on an auction (/api/auctions/{id}/bidder), and its entry deposit
 * (/api/auctions/{id}/deposit, /api/auction-deposits/{id}, the providers' confirmations). Requests and deposits are
 * their user's own; staff read an auction's deposits at /api/admin/auctions/{id}/deposits.
 */
@ApiTags('auctions')
@ApiCookieAuth()
@Controller()
export class BiddersController {
  constructor(
    private readonly verification: BidderVerificationService,
    private readonly deposits: AuctionDepositsService,
  ) {}

  @Post('identity/nafath/requests')
  @Permissions(BID)
  @RateLimit(NAFATH_REQUEST_LIMIT)
  @ApiCreatedResponse({ description: 'NafathRequestView: the number to pick in the app, and the sandbox page.' })
  @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN: verified for another account.' })
  startVerification(
    @Body() body: StartNafathRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NafathRequestView> {
    return this.verification.start(user.id, body.nationalId);
  }

  @Get('identity/nafath/requests/:id')
  @Permissions(BID)
  @ApiOkResponse({ description: 'NafathRequestView: pending, approved, rejected or expired.' })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such request, or not the caller's." })
  pollVerification(@Param('id', uuid('verification request')) id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.verification.poll(id, user.id);
  }

  @Get('identity/nafath-sandbox/:id')
  @Permissions(BID)
  @ApiOkResponse({ description: "NafathSandboxView: the sandbox app's numbers for the caller's request." })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such sandbox request, or not the caller's." })
  sandboxView(
    @Param('id', uuid('verification request')) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NafathSandboxView> {
    return this.verification.sandboxView(id, user.id);
  }

  @Post('identity/nafath-sandbox/:id')
  @Permissions(BID)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'NafathSandboxView: approved (the right number) or rejected.' })
  @ApiConflictResponse({ description: 'NAFATH_REQUEST_CLOSED: answered already, or expired.' })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such sandbox request, or not the caller's." })
  sandboxAnswer(
    @Param('id', uuid('verification request')) id: string,
    @Body() body: NafathSandboxAnswerDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NafathSandboxView> {
    return this.verification.sandboxAnswer(id, user.id, body);
  }

  @Get('auctions/:id/bidder')
  @Permissions(BID)
  @ApiOkResponse({ description: 'BidderStanding: verified, the deposit asked and paid, whether the caller can bid.' })
  standing(@Param('id', auctionIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<BidderStanding> {
    return this.deposits.standing(id, user.id);
  }

  @Post('auctions/:id/deposit')
  @Permissions(BID)
  @ApiCreatedResponse({ description: 'AuctionDepositStart: where to pay the entry deposit.' })
  @ApiForbiddenResponse({ description: 'BIDDER_NOT_VERIFIED, OWN_AUCTION.' })
  @ApiConflictResponse({ description: 'DEPOSIT_CLOSED: paid already, or the auction ended or was cancelled.' })
  startDeposit(
    @Param('id', auctionIdPipe()) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AuctionDepositStart> {
    return this.deposits.start(id, user.id);
  }

  @Get('auction-deposits/:id')
  @Permissions(BID)
  @ApiOkResponse({ description: "AuctionDepositView: the caller's deposit." })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such deposit, or not the caller's." })
  deposit(
    @Param('id', uuid('deposit')) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AuctionDepositView> {
    return this.deposits.get(id, user.id);
  }

  @Post('auction-deposits/:id/sandbox/pay')
  @Permissions(BID)
  @RateLimit(DEPOSIT_PAY_LIMIT)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'AuctionDepositView, paid or declined (failureCode CARD_DECLINED, CARD_INVALID).' })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such sandbox deposit, or not the caller's." })
  payDeposit(
    @Param('id', uuid('deposit')) id: string,
    @Body() card: SandboxCardDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AuctionDepositView> {
    return this.deposits.paySandbox(id, user.id, card);
  }

  @Post('auction-deposits/confirm/:provider')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "The deposit the provider's signed confirmation settled (the same answer again)." })
  confirmDeposit(
    @Param('provider') provider: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<{ depositId: string; status: AuctionDepositStatus }> {
    return this.deposits.confirm(provider, { headers: request.headers, body });
  }

  @Get('admin/auctions/:id/deposits')
  @Permissions(AUCTIONS_WRITE)
  @ApiOkResponse({ description: "AdminAuctionDeposits: the auction's deposits and the winner's balance due." })
  adminDeposits(@Param('id', auctionIdPipe()) id: string): Promise<AdminAuctionDeposits> {
    return this.deposits.forStaff(id);
  }
}
