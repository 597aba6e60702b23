import { type CheckoutStart, type CheckoutView, ERROR_CODES, PAYMENT_ERROR_CODES } from '@estate/contracts';
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
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/access.decorators.js';
import { type AuthenticatedUser, CurrentUser } from '../../../common/auth/authenticated-user.js';
import { type CheckoutConfirmationResult, CheckoutService } from './checkout.service.js';
import { SandboxCardDto } from './dto/sandbox-card.dto.js';
import { RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { CHECKOUT_PAY_LIMIT, CHECKOUT_START_LIMIT } from '../../../common/rate-limit/route-limits.js';

const uuid = (code: string, what: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code, message: `No such ${what}` }) });

/**
 * Online payment of a tenant's own invoices: POST /api/me/tenant/invoices/{id}/checkout starts it with the
 * configured provider; /api/checkout/{id} is the checkout as its tenant sees it; the sandbox's card form posts to
 * /api/checkout/{id}/sandbox/pay; providers confirm to the public /api/checkout/confirm/{provider}.
 */
@ApiTags('portals')
@Controller()
export class CheckoutController {
  constructor(private readonly checkouts: CheckoutService) {}

  @Post('me/tenant/invoices/:id/checkout')
  @RateLimit(CHECKOUT_START_LIMIT)
  @ApiCookieAuth()
  @ApiCreatedResponse({ description: 'CheckoutStart: where to send the tenant to pay what is left on the invoice.' })
  @ApiConflictResponse({ description: 'INVOICE_NOT_PAYABLE: paid, cancelled or nothing left.' })
  @ApiNotFoundResponse({ description: "INVOICE_NOT_FOUND: no such invoice, or not the caller's." })
  start(
    @Param('id', uuid(PAYMENT_ERROR_CODES.invoiceNotFound, 'invoice')) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CheckoutStart> {
    return this.checkouts.start(id, user);
  }

  @Post('checkout/confirm/:provider')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "The checkout the provider's signed confirmation settled (the same answer again)." })
  @ApiBadRequestResponse({ description: 'CHECKOUT_SIGNATURE_INVALID, VALIDATION_FAILED.' })
  @ApiConflictResponse({ description: 'CHECKOUT_EXPIRED, CHECKOUT_COMPLETED.' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such provider or checkout.' })
  confirm(
    @Param('provider') provider: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<CheckoutConfirmationResult> {
    return this.checkouts.confirm(provider, { headers: request.headers, body }, request.ip ?? null);
  }

  @Get('checkout/:id')
  @ApiCookieAuth()
  @ApiOkResponse({ description: 'CheckoutView: the checkout of the signed-in tenant.' })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such checkout, or not the caller's." })
  view(
    @Param('id', uuid(ERROR_CODES.notFound, 'checkout')) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CheckoutView> {
    return this.checkouts.view(id, user.id);
  }

  @Post('checkout/:id/sandbox/pay')
  @RateLimit(CHECKOUT_PAY_LIMIT)
  @ApiCookieAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'CheckoutView, approved or declined (failureCode CARD_DECLINED, CARD_INVALID).' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the card fields (details[].problem).' })
  @ApiConflictResponse({ description: 'CHECKOUT_EXPIRED, CHECKOUT_COMPLETED (declined already).' })
  @ApiNotFoundResponse({ description: "NOT_FOUND: no such sandbox checkout, or not the caller's." })
  pay(
    @Param('id', uuid(ERROR_CODES.notFound, 'checkout')) id: string,
    @Body() card: SandboxCardDto,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<CheckoutView> {
    return this.checkouts.paySandbox(id, user, card, request.ip ?? null);
  }
}
