import {
  ERROR_CODES,
  type EstateList,
  MAINTENANCE_ERROR_CODES,
  type MaintenanceRequestResult,
  PAYMENT_ERROR_CODES,
  type TenantContract,
  type TenantDocument,
  type TenantInvoice,
  type TenantOverview,
  type TenantTicket,
} from '@estate/contracts';
import {
  Body,
  Controller,
  Get,
  Header,
  NotFoundException,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { DocumentRoute } from '../../../common/documents/document-route.js';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Actor,
  type AuthenticatedUser,
  CurrentUser,
  RequestActor,
} from '../../../common/auth/authenticated-user.js';
import { requestOrigin } from '../../../common/http/request-origin.js';
import { contentDisposition } from '../../../common/objects/content-disposition.js';
import { setObjectHeaders } from '../../../common/objects/object-response.js';
import { RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { estateIdPipe } from '../../shared/estate-errors.js';
import { MaintenanceRequestDto } from '../requests/maintenance-request.dto.js';
import { MaintenanceRequestsService } from '../requests/maintenance-requests.service.js';
import { MAINTENANCE_REQUEST_LIMIT } from '../requests/request-limit.js';
import { TenantDocumentQueryDto, TenantInvoiceQueryDto, TenantPageQueryDto } from './dto/tenant-portal-query.dto.js';
import { type TenantFile, TenantPortalService, type TenantTicketDetail } from './tenant-portal.service.js';

/** Every answer here is the caller's own: no cache but the browser's memory of this page may keep it. */
const PRIVATE_NO_STORE = 'private, no-store';

const idPipe = (code: string, what: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code, message: `No such ${what}` }) });

const noSuchFile = () => new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such file' });

function sendPdf(reply: FastifyReply, file: TenantFile): Buffer {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', contentDisposition('attachment', file.fileName));
  return file.bytes;
}

/**
 * /api/me/tenant: the tenant portal of any signed-in account, reading the tenant record linked to it
 * (estate_tenants.user_id) and nothing else. Another tenant's contract, payment or ticket answers 404 as an unknown
 * id does; an account without a tenant record reads `linked: false` and empty lists.
 */
@ApiTags('portals')
@ApiCookieAuth()
@Controller('me/tenant')
export class TenantPortalController {
  constructor(
    private readonly portal: TenantPortalService,
    private readonly requests: MaintenanceRequestsService,
  ) {}

  @Get()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'The overview: the tenant, the contract covering today (else the latest), the next unpaid invoice, overdue ' +
      '(with late fees), owed now (due today or before, with late fees) and still to come on the contracts, open ' +
      'requests. `linked: false` without a tenant record.',
  })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<TenantOverview> {
    return this.portal.overview(user.id);
  }

  @Get('contracts')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "The tenant's contracts, latest start first." })
  contracts(@CurrentUser() user: AuthenticatedUser): Promise<TenantContract[]> {
    return this.portal.contractList(user.id);
  }

  @Get('contracts/:id/document')
  @DocumentRoute()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The contract as a PDF in ?lang (ar by default, or en).' })
  @ApiNotFoundResponse({ description: "CONTRACT_NOT_FOUND: unknown, or not the caller's." })
  async contractDocument(
    @Param('id', estateIdPipe('contract')) id: string,
    @Query() query: TenantDocumentQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.portal.contractDocument(user.id, id, query.lang ?? 'ar'));
  }

  @Get('contracts/:id/files/:index')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'A file kept with the contract (its place in the list, from 0), as it was uploaded.' })
  @ApiNotFoundResponse({ description: "CONTRACT_NOT_FOUND: unknown, or not the caller's; NOT_FOUND: no such file." })
  async contractFile(
    @Param('id', estateIdPipe('contract')) id: string,
    @Param('index', new ParseIntPipe({ exceptionFactory: noSuchFile })) index: number,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.portal.contractFile(user.id, id, index);
    setObjectHeaders(reply, file.info, 'attachment');
    return new StreamableFile(file.body);
  }

  @Get('invoices')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }`, newest due first: ?state (paid, overdue, upcoming, cancelled), ?page, ' +
      '?limit. Each with its payments, the late fee today and whether it may be paid online.',
  })
  invoices(
    @Query() query: TenantInvoiceQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EstateList<TenantInvoice>> {
    return this.portal.invoices(user.id, query);
  }

  @Get('payments/:id/receipt')
  @DocumentRoute()
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The receipt of a payment or refund as a PDF in ?lang (ar by default, or en).' })
  @ApiNotFoundResponse({ description: "PAYMENT_NOT_FOUND: unknown, or not the caller's." })
  async receipt(
    @Param('id', idPipe(PAYMENT_ERROR_CODES.paymentNotFound, 'payment')) id: string,
    @Query() query: TenantDocumentQueryDto,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(reply, await this.portal.receipt(user.id, id, query.lang ?? 'ar'));
  }

  @Get('documents')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "The contracts' PDFs, the files kept with them and the receipts, newest first." })
  documents(@CurrentUser() user: AuthenticatedUser): Promise<TenantDocument[]> {
    return this.portal.documentList(user.id);
  }

  @Get('maintenance')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: "`{ items, total, page, limit }` of the tenant's requests, newest first." })
  tickets(
    @Query() query: TenantPageQueryDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EstateList<TenantTicket>> {
    return this.portal.tickets(user.id, query);
  }

  @Get('maintenance/:id')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The request with its history (status changes, assignment, photos).' })
  @ApiNotFoundResponse({ description: "TICKET_NOT_FOUND: unknown, or not the caller's." })
  ticket(
    @Param('id', idPipe(MAINTENANCE_ERROR_CODES.ticketNotFound, 'ticket')) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TenantTicketDetail> {
    return this.portal.ticket(user.id, id);
  }

  @Post('maintenance')
  @Header('cache-control', PRIVATE_NO_STORE)
  @RateLimit(MAINTENANCE_REQUEST_LIMIT('account'))
  @ApiCreatedResponse({
    description:
      "A ticket on the tenant's unit (the contract sent, else the one covering today, else the latest), source " +
      'tenant; without a tenant record, an unlinked ticket as from a visitor.',
  })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED (per field), INVALID_TICKET_PHOTO (images that are not uploaded images).',
  })
  request(
    @Body() input: MaintenanceRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<MaintenanceRequestResult> {
    return this.requests.submit(input, user.id, actor, requestOrigin(request));
  }
}
