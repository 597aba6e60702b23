import {
  type AdminProperty,
  type AdminPropertyList,
  type AssignableAgent,
  PROPERTY_PUBLISH_PERMISSION,
} from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req } from '@nestjs/common';
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
import type { FastifyRequest } from 'fastify';
import { Permissions } from '../common/auth/access.decorators.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { requestOrigin } from '../common/http/request-origin.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../common/auth/authenticated-user.js';
import { ListAdminPropertiesDto } from './dto/list-admin-properties.dto.js';
import { PropertyInputDto } from './dto/property-input.dto.js';
import { ListingManagementService } from './listing-management.service.js';
import { PropertyIdPipe } from './property-id.pipe.js';

/** Writing listings needs this permission (admin, manager and agent hold it); deleting needs PROPERTY_DELETE too. */
const PROPERTY_WRITE = 'properties_write';
const PROPERTY_DELETE = 'properties_delete';

const FILES = 'INVALID_PROPERTY_IMAGE or INVALID_BROCHURE name each file that is not an uploaded image or PDF.';

/** Listings one account may send a day, staff and visitors alike (LISTINGS_PER_DAY): both ways of sending count. */
const listingsPerDay = () =>
  RateLimit({
    name: 'listing',
    by: 'account',
    limit: (config) => config.listingsPerDay,
    windowSeconds: 24 * 3600,
    message: 'You have sent as many listings as allowed today. Try again tomorrow.',
  });

const staffMay = (user: AuthenticatedUser) => user.permissions.includes(PROPERTY_WRITE);

/** Listings as staff manage them (/admin/properties), and as signed-in visitors send them (/add-property). */
@ApiTags('properties')
@ApiCookieAuth()
@Controller()
export class ListingManagementController {
  constructor(private readonly listings: ListingManagementService) {}

  @Get('admin/properties')
  @Permissions(PROPERTY_WRITE)
  @ApiOkResponse({
    description:
      '`{ properties, total }`: every status, newest first; ?q, ?status, ?page, ?limit. An agent gets the listings assigned to them.',
  })
  list(@Query() query: ListAdminPropertiesDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminPropertyList> {
    return this.listings.list(query, user);
  }

  @Get('admin/agents')
  @Permissions(PROPERTY_PUBLISH_PERMISSION)
  @ApiOkResponse({ description: 'The active agents a listing can be assigned to.' })
  agents(): Promise<AssignableAgent[]> {
    return this.listings.agents();
  }

  @Post('admin/properties')
  @Permissions(PROPERTY_WRITE)
  @listingsPerDay()
  @ApiCreatedResponse({ description: 'The new listing (active unless another status is given).' })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED with the fields. ${FILES}` })
  createAsStaff(
    @Body() input: PropertyInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<AdminProperty> {
    return this.listings.create(input, user, actor, { staff: true, origin: requestOrigin(request) });
  }

  @Post('properties')
  @listingsPerDay()
  @ApiCreatedResponse({
    description: 'The new listing. Sent by staff it is as they set it; anyone else’s waits for review (pending).',
  })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED with the fields. ${FILES}` })
  create(
    @Body() input: PropertyInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<AdminProperty> {
    return this.listings.create(input, user, actor, { staff: staffMay(user), origin: requestOrigin(request) });
  }

  @Put('properties/:id')
  @Permissions(PROPERTY_WRITE)
  @ApiOkResponse({ description: 'The listing as saved.' })
  @ApiForbiddenResponse({
    description: 'An agent saving a listing not assigned to them, or PROPERTY_FIELD_FORBIDDEN naming the fields.',
  })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED with the fields. ${FILES}` })
  @ApiNotFoundResponse()
  update(
    @Param('id', PropertyIdPipe) id: string,
    @Body() input: PropertyInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<AdminProperty> {
    return this.listings.update(id, input, user, actor, requestOrigin(request));
  }

  @Delete('properties/:id')
  @Permissions(PROPERTY_WRITE, PROPERTY_DELETE)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted, with its favorites; inquiries about it keep their text.' })
  @ApiConflictResponse({ description: 'PROPERTY_HAS_AUCTIONS: make it inactive instead.' })
  @ApiNotFoundResponse()
  async remove(@Param('id', PropertyIdPipe) id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.listings.remove(id, actor);
  }
}
