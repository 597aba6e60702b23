import { ESTATE_PERMISSIONS, type UnitListing } from '@estate/contracts';
import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { PublishUnitDto } from './dto/publish-unit.dto.js';
import { ListingLinkService } from './listing-link.service.js';

const UnitId = () => Param('id', estateIdPipe('unit'));

/** /api/estate/units/{id}/listing: publish a vacant unit on the public site, or withdraw it (estate writers). */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/units/:id/listing')
export class ListingLinkController {
  constructor(private readonly links: ListingLinkService) {}

  @Post()
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiCreatedResponse({ description: '`{ unitId, listingId, url }`: the rent listing, active on the public site.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (images, price...; a unit without its area).' })
  @ApiConflictResponse({ description: 'UNIT_NOT_PUBLISHABLE: let, reserved, under maintenance or listed already.' })
  @ApiNotFoundResponse({ description: 'UNIT_NOT_FOUND' })
  publish(
    @UnitId() id: string,
    @Body() input: PublishUnitDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<UnitListing> {
    return this.links.publish(id, input, user, actor, requestOrigin(request));
  }

  @Delete()
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The listing is off the public site (the unit keeps it, to publish again).' })
  @ApiNotFoundResponse({ description: 'UNIT_NOT_FOUND' })
  async withdraw(@UnitId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.links.withdraw(id, actor);
  }
}
