import {
  type EstateList,
  MAINTENANCE_ERROR_CODES,
  MAINTENANCE_PERMISSIONS,
  type MaintenanceSummary,
  type MaintenanceTicket,
  type MaintenanceTicketDetail,
  type TicketAssigneeOption,
} from '@estate/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { DocumentRoute } from '../../common/documents/document-route.js';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { contentDisposition } from '../../common/objects/content-disposition.js';
import {
  ExportTicketsDto,
  ListTicketsDto,
  TicketAssignDto,
  TicketInputDto,
  TicketStatusDto,
  TicketUpdateDto,
} from './dto/ticket-input.dto.js';
import { MaintenanceService, type TicketActor } from './maintenance.service.js';
import { TicketQueries } from './ticket-queries.js';
import { ticketExport } from './ticket-export.js';

const TicketId = () =>
  Param(
    'id',
    new ParseUUIDPipe({
      exceptionFactory: () =>
        new NotFoundException({ code: MAINTENANCE_ERROR_CODES.ticketNotFound, message: 'No such ticket' }),
    }),
  );

const ticketActor = (actor: Actor, user: AuthenticatedUser): TicketActor => ({ ...actor, role: user.role });

const WRITE_REFUSALS =
  'VALIDATION_FAILED (fields, at most 5 photos), ESTATE_RECORD_NOT_FOUND / ESTATE_RECORD_MISMATCH for the property ' +
  'and unit, INVALID_TICKET_ASSIGNEE, INVALID_TICKET_PHOTO.';

/**
 * /api/estate/maintenance: read and written by admin, property_manager and maintenance. A maintenance user works
 * the tickets assigned to them (status, costs, scheduled date, photos) and takes unassigned ones; managers do all.
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/maintenance')
export class MaintenanceController {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly queries: TicketQueries,
    private readonly documents: DocumentsService,
  ) {}

  @Get()
  @Permissions(MAINTENANCE_PERMISSIONS.read)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }`: ?q (ticket number, title in either language, tenant name), ?tab (all, ' +
      'urgent, overdue, completed), ?status, ?priority, ?category, ?propertyId, ?assignedTo (id or none), ?sort, ?order.',
  })
  list(@Query() query: ListTicketsDto): Promise<EstateList<MaintenanceTicket>> {
    return this.queries.list(query);
  }

  @Get('summary')
  @Permissions(MAINTENANCE_PERMISSIONS.read)
  @ApiOkResponse({ description: 'Total, open, urgent and the average resolution time in days (the list filters).' })
  summary(@Query() query: ListTicketsDto): Promise<MaintenanceSummary> {
    return this.queries.summary(query);
  }

  @Get('assignees')
  @Permissions(MAINTENANCE_PERMISSIONS.read)
  @ApiOkResponse({ description: 'The active maintenance staff with their open tickets.' })
  assignees(): Promise<TicketAssigneeOption[]> {
    return this.queries.assignees();
  }

  @Get('export')
  @DocumentRoute()
  @Permissions(MAINTENANCE_PERMISSIONS.read)
  @ApiOkResponse({ description: 'maintenance-export.csv (UTF-8 with a byte-order mark) or .xlsx: the list filters.' })
  async export(@Query() query: ExportTicketsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { format, lang, ...filters } = query;
    const file = await ticketExport(await this.queries.all(filters), format ?? 'csv', lang ?? 'ar', this.documents);
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', contentDisposition('attachment', file.fileName));
    return file.bytes;
  }

  @Get(':id')
  @Permissions(MAINTENANCE_PERMISSIONS.read)
  @ApiOkResponse({ description: 'The ticket with its days open, SLA status, allowed moves and history.' })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  get(@TicketId() id: string): Promise<MaintenanceTicketDetail> {
    return this.queries.get(id);
  }

  @Post()
  @Permissions(MAINTENANCE_PERMISSIONS.write)
  @ApiCreatedResponse({ description: 'The new ticket, numbered MNT-<year>-<6 digits>.' })
  @ApiBadRequestResponse({ description: WRITE_REFUSALS })
  @ApiForbiddenResponse({ description: 'TICKET_NOT_YOURS: maintenance staff assign new tickets only to themselves.' })
  create(
    @Body() input: TicketInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<MaintenanceTicketDetail> {
    return this.maintenance.create(input, ticketActor(actor, user), requestOrigin(request));
  }

  @Patch(':id')
  @Permissions(MAINTENANCE_PERMISSIONS.write)
  @ApiOkResponse({ description: 'The ticket as saved.' })
  @ApiBadRequestResponse({ description: WRITE_REFUSALS })
  @ApiForbiddenResponse({ description: 'TICKET_NOT_YOURS, TICKET_FIELDS_RESTRICTED (maintenance staff).' })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  update(
    @TicketId() id: string,
    @Body() input: TicketUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<MaintenanceTicketDetail> {
    return this.maintenance.update(id, input, ticketActor(actor, user), requestOrigin(request));
  }

  @Post(':id/assign')
  @Permissions(MAINTENANCE_PERMISSIONS.write)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The ticket with its assignee; an open ticket becomes assigned.' })
  @ApiBadRequestResponse({ description: 'INVALID_TICKET_ASSIGNEE: not an active maintenance user.' })
  @ApiForbiddenResponse({ description: 'TICKET_NOT_YOURS: maintenance staff take only unassigned tickets.' })
  @ApiConflictResponse({ description: 'INVALID_TICKET_TRANSITION: the ticket is completed or cancelled.' })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  assign(
    @TicketId() id: string,
    @Body() input: TicketAssignDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<MaintenanceTicketDetail> {
    return this.maintenance.assign(id, input.assignedTo, ticketActor(actor, user));
  }

  @Post(':id/status')
  @Permissions(MAINTENANCE_PERMISSIONS.write)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'The ticket in its new status (completed: completedAt set, actualCost if sent, else noCostReason).',
  })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED naming noCostReason: completed with no cost and no reason.',
  })
  @ApiConflictResponse({ description: 'INVALID_TICKET_TRANSITION with details { from, to, allowed }.' })
  @ApiForbiddenResponse({ description: 'TICKET_NOT_YOURS: maintenance staff move only their tickets.' })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  changeStatus(
    @TicketId() id: string,
    @Body() input: TicketStatusDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<MaintenanceTicketDetail> {
    return this.maintenance.changeStatus(id, input, ticketActor(actor, user));
  }

  @Delete(':id')
  @Permissions(MAINTENANCE_PERMISSIONS.write)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its history; its photos released.' })
  @ApiForbiddenResponse({ description: 'TICKET_NOT_YOURS: only managers delete tickets.' })
  @ApiConflictResponse({ description: 'TICKET_DELETE_BLOCKED: only open or cancelled tickets are deleted.' })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  async remove(
    @TicketId() id: string,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<void> {
    await this.maintenance.remove(id, ticketActor(actor, user));
  }
}
