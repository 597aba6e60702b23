import {
  ESTATE_PERMISSIONS,
  type EstateList,
  type EstateOption,
  type EstateOwner,
  type OwnerSummary,
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
import { ListOwnersDto } from './dto/list-owners.dto.js';
import { OwnerInputDto, OwnerUpdateDto } from './dto/owner-input.dto.js';
import { OwnersService } from './owners.service.js';

const OwnerId = () => Param('id', estateIdPipe('owner'));

/** /api/estate/owners: read by admin, property_manager and accountant; written by admin and property_manager. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/owners')
export class OwnersController {
  constructor(private readonly owners: OwnersService) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.ownersRead)
  @ApiOkResponse({
    description: '`{ items, total, page, limit }`: ?q (name, email, phone, national ID), ?city, ?status.',
  })
  list(@Query() query: ListOwnersDto): Promise<EstateList<EstateOwner>> {
    return this.owners.list(query);
  }

  @Get('summary')
  @Permissions(ESTATE_PERMISSIONS.ownersRead)
  @ApiOkResponse({ description: 'Total and active owners, their monthly income and properties (the list filters).' })
  summary(@Query() query: ListOwnersDto): Promise<OwnerSummary> {
    return this.owners.summary(query);
  }

  @Get('options')
  @Permissions(ESTATE_PERMISSIONS.ownersRead)
  @ApiOkResponse({ description: 'Owners for a picker, active first; ?q narrows.' })
  options(@Query() query: EstateOptionsQueryDto): Promise<EstateOption[]> {
    return this.owners.options(query.q, query.limit);
  }

  @Get(':id')
  @Permissions(ESTATE_PERMISSIONS.ownersRead)
  @ApiOkResponse({ description: 'The owner with their figures.' })
  @ApiNotFoundResponse({ description: 'OWNER_NOT_FOUND' })
  get(@OwnerId() id: string): Promise<EstateOwner> {
    return this.owners.get(id);
  }

  @Post()
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiCreatedResponse({ description: 'The new owner.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (national ID, phone...), ESTATE_INVALID_USER_LINK.' })
  @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN, ESTATE_USER_ALREADY_LINKED.' })
  create(@Body() input: OwnerInputDto, @RequestActor() actor: Actor): Promise<EstateOwner> {
    return this.owners.create(input, actor);
  }

  @Patch(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiOkResponse({ description: 'The owner as saved.' })
  @ApiNotFoundResponse({ description: 'OWNER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'NATIONAL_ID_TAKEN, ESTATE_USER_ALREADY_LINKED.' })
  update(@OwnerId() id: string, @Body() input: OwnerUpdateDto, @RequestActor() actor: Actor): Promise<EstateOwner> {
    return this.owners.update(id, input, actor);
  }

  @Delete(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiConflictResponse({ description: 'ESTATE_DELETE_BLOCKED: the owner owns properties or contracts name them.' })
  @ApiNotFoundResponse({ description: 'OWNER_NOT_FOUND' })
  async remove(@OwnerId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.owners.remove(id, actor);
  }
}
