import {
  type EstateList,
  type OwnerOverview,
  type OwnerPayout,
  type OwnerProperty,
  type OwnerPropertyDetail,
  type OwnerStatement,
  type OwnerTenant,
  type OwnerTicket,
  todayInRiyadh,
} from '@estate/contracts';
import { Controller, Get, Header, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { DocumentRoute } from '../../../common/documents/document-route.js';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthenticatedUser, CurrentUser } from '../../../common/auth/authenticated-user.js';
import { DocumentsService } from '../../../common/documents/documents.service.js';
import { contentDisposition } from '../../../common/objects/content-disposition.js';
import { payoutAdviceFileName } from '../../ledger/payout-advice-pdf.js';
import { payoutNotFound } from '../../ledger/payout-reads.js';
import { ReceiptQueryDto } from '../../payments/dto/payment-input.dto.js';
import { estateIdPipe } from '../../shared/estate-errors.js';
import { OwnerStatementQueryDto, OwnerTicketsQueryDto } from './owner-portal.dto.js';
import { OwnerPortalService } from './owner-portal.service.js';
import { ownerStatementFileName } from './owner-statement-pdf.js';

const PRIVATE_NO_STORE = 'private, no-store';

/**
 * /api/me/owner: the owner portal. Any signed-in account may ask; each answer is about the owner record linked to
 * that account (estate_owners.user_id) only. An account with no linked owner gets `linked: false`, zero figures and
 * empty lists; another owner's property answers 404 as an unknown one does.
 */
@ApiTags('portals')
@ApiCookieAuth()
@Controller('me/owner')
export class OwnerPortalController {
  constructor(
    private readonly owners: OwnerPortalService,
    private readonly documents: DocumentsService,
  ) {}

  @Get()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'OwnerOverview: properties, units, occupancy, value, monthly income, this year’s revenue, expenses, net ' +
      'profit and ROI, the last six months and the latest activity.',
  })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<OwnerOverview> {
    return this.owners.overview(user.id);
  }

  @Get('properties')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'OwnerProperty[]: each property with its occupancy, monthly rent and annual yield.' })
  properties(@CurrentUser() user: AuthenticatedUser): Promise<OwnerProperty[]> {
    return this.owners.properties(user.id);
  }

  @Get('properties/:id')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'OwnerPropertyDetail: the property and its units.' })
  @ApiNotFoundResponse({ description: 'PROPERTY_NOT_FOUND: unknown, or not the caller’s.' })
  property(
    @Param('id', estateIdPipe('property')) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<OwnerPropertyDetail> {
    return this.owners.property(user.id, id);
  }

  @Get('tenants')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'OwnerTenant[]: the tenant of each contract on the properties, newest first.' })
  tenants(@CurrentUser() user: AuthenticatedUser): Promise<OwnerTenant[]> {
    return this.owners.tenants(user.id);
  }

  @Get('maintenance')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description: '`{ items, total, page, limit }` of OwnerTicket, newest first (?page, ?limit, ?status).',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (page, limit, status).' })
  maintenance(
    @Query() query: OwnerTicketsQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EstateList<OwnerTicket>> {
    return this.owners.maintenance(user.id, query);
  }

  @Get('statement')
  @DocumentRoute()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'owner-statement-<year>[-<month>].pdf in ?lang (ar, right to left; en): the owner, the period, per property ' +
      'revenue, expenses and net, the payments received, the maintenance costs and the totals, and the owner’s ' +
      'balance with the company line by line (opening, collected, fees, expenses, payouts, closing).',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (year, month, lang).' })
  @ApiNotFoundResponse({ description: 'OWNER_NOT_FOUND: no owner is linked to the account.' })
  async statement(
    @Query() query: OwnerStatementQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const statement = await this.owners.statement(user.id, query.year, query.month);
    const pdf = await this.documents.render('ownerStatement', {
      statement,
      lang: query.lang ?? 'ar',
      today: todayInRiyadh(),
    });
    reply.header('content-type', 'application/pdf');
    reply.header(
      'content-disposition',
      contentDisposition('attachment', ownerStatementFileName(query.year, query.month)),
    );
    return pdf;
  }

  @Get('statement/data')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'OwnerStatement: what the statement PDF shows for ?year[&month], with the owner’s ledger of the same days ' +
      '(opening + collected − fees − expenses − payouts = closing).',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (year, month).' })
  @ApiNotFoundResponse({ description: 'OWNER_NOT_FOUND: no owner is linked to the account.' })
  statementData(
    @Query() query: OwnerStatementQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<OwnerStatement> {
    return this.owners.statement(user.id, query.year, query.month);
  }

  @Get('payouts')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'OwnerPayout[]: what the company paid the owner, the latest first.' })
  payouts(@CurrentUser() user: AuthenticatedUser): Promise<OwnerPayout[]> {
    return this.owners.payouts(user.id);
  }

  @Get('payouts/:payoutId/advice')
  @DocumentRoute()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'OPO-<year>-NNNNNN-<lang>.pdf in ?lang (ar, default; en): the advice of one of the owner’s payouts.',
  })
  @ApiNotFoundResponse({ description: 'ESTATE_RECORD_NOT_FOUND: unknown, or not the caller’s.' })
  async payoutAdvice(
    @Param('payoutId', new ParseUUIDPipe({ exceptionFactory: payoutNotFound })) payoutId: string,
    @Query() query: ReceiptQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const lang = query.lang ?? 'ar';
    const advice = await this.owners.payoutAdvice(user.id, payoutId);
    const pdf = await this.documents.render('payoutAdvice', { advice, lang });
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', contentDisposition('attachment', payoutAdviceFileName(advice.payout, lang)));
    return pdf;
  }
}
