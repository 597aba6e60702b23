import {
  type ContactMessage,
  CUSTOMER_REQUEST_ROLES,
  type Inquiry,
  PROPERTY_PUBLISH_PERMISSION,
  REQUEST_STAFF_ROLES,
  type ServiceRequest,
  type StaffRequestList,
} from '@estate/contracts';
import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { ListRequestsDto } from './dto/list-requests.dto.js';
import { UpdateRequestStatusDto } from './dto/update-request-status.dto.js';
import { CONTACT_MESSAGES, INQUIRIES, SERVICE_REQUESTS } from './request-kinds.js';
import type { RequestScope } from './requests.service.js';
import { RequestsService } from './requests.service.js';

const LIST = 'Newest first, ?status to keep one status, ?page and ?limit (12 by default): `{ items, total }`.';
const STATUS = 'The item with its new status; the change is written to the audit log.';

/**
 * Whose inquiries a user works: every one for those who may publish listings (admin, manager); an agent only
 * those about the listings assigned to them.
 */
const inquiryScope = (user: AuthenticatedUser): RequestScope =>
  user.permissions.includes(PROPERTY_PUBLISH_PERMISSION) ? {} : { assignedAgentId: user.id };

/**
 * Staff read the forms sent from the public site and move them through new, in progress and closed. Contact
 * messages and service requests carry customers' data unrelated to a listing: admins and managers only.
 */
@ApiTags('requests')
@ApiCookieAuth()
@Controller('admin')
@Roles(...REQUEST_STAFF_ROLES)
export class StaffRequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get('inquiries')
  @ApiOkResponse({ description: `${LIST} Each inquiry carries its property's titles.` })
  listInquiries(
    @Query() query: ListRequestsDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StaffRequestList<Inquiry>> {
    return this.requests.list(INQUIRIES, query, inquiryScope(user));
  }

  @Patch('inquiries/:id/status')
  @ApiOkResponse({ description: STATUS })
  @ApiNotFoundResponse()
  setInquiryStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateRequestStatusDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<Inquiry> {
    return this.requests.setStatus(INQUIRIES, id, dto.status, actor, inquiryScope(user));
  }

  @Get('contact-messages')
  @Roles(...CUSTOMER_REQUEST_ROLES)
  @ApiOkResponse({ description: LIST })
  listContactMessages(@Query() query: ListRequestsDto): Promise<StaffRequestList<ContactMessage>> {
    return this.requests.list(CONTACT_MESSAGES, query);
  }

  @Patch('contact-messages/:id/status')
  @Roles(...CUSTOMER_REQUEST_ROLES)
  @ApiOkResponse({ description: STATUS })
  @ApiNotFoundResponse()
  setContactMessageStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateRequestStatusDto,
    @RequestActor() actor: Actor,
  ): Promise<ContactMessage> {
    return this.requests.setStatus(CONTACT_MESSAGES, id, dto.status, actor);
  }

  @Get('service-requests')
  @Roles(...CUSTOMER_REQUEST_ROLES)
  @ApiOkResponse({ description: LIST })
  listServiceRequests(@Query() query: ListRequestsDto): Promise<StaffRequestList<ServiceRequest>> {
    return this.requests.list(SERVICE_REQUESTS, query);
  }

  @Patch('service-requests/:id/status')
  @Roles(...CUSTOMER_REQUEST_ROLES)
  @ApiOkResponse({ description: STATUS })
  @ApiNotFoundResponse()
  setServiceRequestStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateRequestStatusDto,
    @RequestActor() actor: Actor,
  ): Promise<ServiceRequest> {
    return this.requests.setStatus(SERVICE_REQUESTS, id, dto.status, actor);
  }
}
