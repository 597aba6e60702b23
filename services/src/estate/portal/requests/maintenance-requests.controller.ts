import type { MaintenanceRequestResult } from '@estate/contracts';
import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../../common/auth/authenticated-user.js';
import { requestOrigin } from '../../../common/http/request-origin.js';
import { RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { MaintenanceRequestDto } from './maintenance-request.dto.js';
import { MaintenanceRequestsService } from './maintenance-requests.service.js';
import { MAINTENANCE_REQUEST_LIMIT } from './request-limit.js';

/**
 * POST /api/maintenance-requests: the public maintenance request form (/maintenance-request). Anyone may send it;
 * a signed-in tenant's request is linked to their unit, anyone else's becomes an unlinked ticket (source visitor)
 * for staff to match. Held back per client address like the site's other forms.
 */
@ApiTags('portals')
@Public({ identify: true })
@Controller('maintenance-requests')
export class MaintenanceRequestsController {
  constructor(private readonly requests: MaintenanceRequestsService) {}

  @Post()
  @RateLimit(MAINTENANCE_REQUEST_LIMIT('address'))
  @ApiCreatedResponse({
    description: '`{ id, ticketNumber, status, linked }`: the ticket opened (linked: on a tenant’s unit).',
  })
  @ApiBadRequestResponse({
    description:
      'VALIDATION_FAILED (per field: title, description, category, tenantContact a Saudi mobile number, ' +
      'propertyAddress from a visitor, at most 5 images), INVALID_TICKET_PHOTO (not an uploaded image).',
  })
  create(
    @Body() input: MaintenanceRequestDto,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<MaintenanceRequestResult> {
    return this.requests.submit(input, request.authUser?.id ?? null, actor, requestOrigin(request));
  }
}
