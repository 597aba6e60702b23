import {
  ESTATE_PERMISSIONS,
  type EstateList,
  type EstateOption,
  type EstateTenant,
  type TenantSummary,
} from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { EstateOptionsQueryDto } from '../shared/estate-fields.js';
import { ListTenantsDto } from './dto/list-tenants.dto.js';
import { TenantInputDto, TenantUpdateDto } from './dto/tenant-input.dto.js';
import { TenantsService } from './tenants.service.js';

const TenantId = () => Param('id', estateIdPipe('tenant'));

/** /api/estate/tenants: read by admin, property_manager and accountant; written by admin and property_manager. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/tenants')
export class TenantsController {
  constructor(private readonly tenants: TenantsService) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.tenantsRead)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }`: ?q (name, email, phone, national ID, unit number), ?city, ?status, ?paymentStatus.',
  })
  list(@Query() query: ListTenantsDto): Promise<EstateList<EstateTenant>> {
    return this.tenants.list(query);
  }

  @Get('summary')
  @Permissions(ESTATE_PERMISSIONS.tenantsRead)
  @ApiOkResponse({
    description: 'Total and active tenants, late payments, the rent of active tenants (the list filters).',
  })
  summary(@Query() query: ListTenantsDto): Promise<TenantSummary> {
    return this.tenants.summary(query);
  }

  @Get('options')
  @Permissions(ESTATE_PERMISSIONS.tenantsRead)
  @ApiOkResponse({ description: 'Tenants for a picker; ?q narrows.' })
  options(@Query() query: EstateOptionsQueryDto): Promise<EstateOption[]> {
    return this.tenants.options(query.q, query.limit);
  }

  @Get(':id')
  @Permissions(ESTATE_PERMISSIONS.tenantsRead)
  @ApiOkResponse({ description: 'The tenant with their contract, rent, balance and payment status.' })
  @ApiNotFoundResponse({ description: 'TENANT_NOT_FOUND' })
  get(@TenantId() id: string): Promise<EstateTenant> {
    return this.tenants.get(id);
  }

  @Post()
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiCreatedResponse({ description: 'The new tenant.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (national ID, phone...), ESTATE_INVALID_USER_LINK.' })
  @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN, ESTATE_USER_ALREADY_LINKED.' })
  create(@Body() input: TenantInputDto, @RequestActor() actor: Actor): Promise<EstateTenant> {
    return this.tenants.create(input, actor);
  }

  @Patch(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiOkResponse({ description: 'The tenant as saved.' })
  @ApiNotFoundResponse({ description: 'TENANT_NOT_FOUND' })
  @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN, ESTATE_USER_ALREADY_LINKED.' })
  update(@TenantId() id: string, @Body() input: TenantUpdateDto, @RequestActor() actor: Actor): Promise<EstateTenant> {
    return this.tenants.update(id, input, actor);
  }

  @Delete(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiConflictResponse({ description: 'ESTATE_DELETE_BLOCKED: contracts name the tenant.' })
  @ApiNotFoundResponse({ description: 'TENANT_NOT_FOUND' })
  async remove(@TenantId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.tenants.remove(id, actor);
  }
}
