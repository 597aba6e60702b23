import { ESTATE_PERMISSIONS, type EstateList, type EstateUnit, type UnitOption } from '@estate/contracts';
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
import { ListUnitsDto, UnitOptionsDto } from './dto/list-units.dto.js';
import { UnitInputDto, UnitUpdateDto } from './dto/unit-input.dto.js';
import { UnitsQueries } from './units-queries.js';
import { UnitsService } from './units.service.js';

const UnitId = () => Param('id', estateIdPipe('unit'));

/** /api/estate/units: read by admin, property_manager and accountant; written by admin and property_manager. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/units')
export class UnitsController {
  constructor(
    private readonly units: UnitsService,
    private readonly queries: UnitsQueries,
  ) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({
    description: '`{ items, total, page, limit }`: ?q (unit number, property), ?propertyId, ?city, ?status, ?unitType.',
  })
  list(@Query() query: ListUnitsDto): Promise<EstateList<EstateUnit>> {
    return this.queries.list(query);
  }

  @Get('options')
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: 'Units for a picker: ?propertyId, ?available (no contract running or to come), ?q.' })
  options(@Query() query: UnitOptionsDto): Promise<UnitOption[]> {
    return this.queries.options(query);
  }

  @Get(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: 'The unit with its status and its current (or next) contract.' })
  @ApiNotFoundResponse({ description: 'UNIT_NOT_FOUND' })
  get(@UnitId() id: string): Promise<EstateUnit> {
    return this.queries.get(id);
  }

  @Post()
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiCreatedResponse({ description: 'The new unit.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED; ESTATE_RECORD_NOT_FOUND for an unknown propertyId.' })
  @ApiConflictResponse({ description: 'UNIT_NUMBER_TAKEN within the property.' })
  create(@Body() input: UnitInputDto, @RequestActor() actor: Actor): Promise<EstateUnit> {
    return this.units.create(input, actor);
  }

  @Patch(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiOkResponse({ description: 'The unit as saved.' })
  @ApiConflictResponse({ description: 'UNIT_NUMBER_TAKEN, UNIT_HAS_CONTRACTS (moving it to another property).' })
  @ApiNotFoundResponse({ description: 'UNIT_NOT_FOUND' })
  update(@UnitId() id: string, @Body() input: UnitUpdateDto, @RequestActor() actor: Actor): Promise<EstateUnit> {
    return this.units.update(id, input, actor);
  }

  @Delete(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiConflictResponse({ description: 'ESTATE_DELETE_BLOCKED: contracts name the unit (active_contracts, contracts).' })
  @ApiNotFoundResponse({ description: 'UNIT_NOT_FOUND' })
  async remove(@UnitId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.units.remove(id, actor);
  }
}
