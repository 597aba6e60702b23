import {
  ESTATE_PERMISSIONS,
  type EstateList,
  type EstateProperty,
  type EstatePropertySummary,
  type PropertyOption,
  type PropertyOwnershipPeriod,
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
import { EstatePropertyInputDto, EstatePropertyUpdateDto } from './dto/estate-property-input.dto.js';
import { ListEstatePropertiesDto } from './dto/list-estate-properties.dto.js';
import { TransferPropertyDto } from './dto/transfer-property.dto.js';
import { EstatePropertiesService } from './estate-properties.service.js';

const PropertyId = () => Param('id', estateIdPipe('property'));

/** /api/estate/properties: read by admin, property_manager and accountant; written by admin and property_manager. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/properties')
export class EstatePropertiesController {
  constructor(private readonly properties: EstatePropertiesService) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({
    description: '`{ items, total, page, limit }`: ?q (title, district, address), ?city, ?status, ?type, ?ownerId.',
  })
  list(@Query() query: ListEstatePropertiesDto): Promise<EstateList<EstateProperty>> {
    return this.properties.list(query);
  }

  @Get('summary')
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: 'Properties, units, occupancy and monthly income (the list filters).' })
  summary(@Query() query: ListEstatePropertiesDto): Promise<EstatePropertySummary> {
    return this.properties.summary(query);
  }

  @Get('options')
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: 'Properties for a picker, with their owner; ?q narrows.' })
  options(@Query() query: EstateOptionsQueryDto): Promise<PropertyOption[]> {
    return this.properties.options(query.q, query.limit);
  }

  @Get(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: 'The property with its occupancy, income and yield.' })
  @ApiNotFoundResponse({ description: 'ESTATE_PROPERTY_NOT_FOUND' })
  get(@PropertyId() id: string): Promise<EstateProperty> {
    return this.properties.get(id);
  }

  @Post()
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiCreatedResponse({ description: 'The new property.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED; ESTATE_RECORD_NOT_FOUND for an unknown ownerId.' })
  create(@Body() input: EstatePropertyInputDto, @RequestActor() actor: Actor): Promise<EstateProperty> {
    return this.properties.create(input, actor);
  }

  @Get(':id/ownership')
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: 'PropertyOwnershipPeriod[]: who owned the property when, oldest first.' })
  @ApiNotFoundResponse({ description: 'ESTATE_PROPERTY_NOT_FOUND' })
  ownership(@PropertyId() id: string): Promise<PropertyOwnershipPeriod[]> {
    return this.properties.ownership(id);
  }

  @Post(':id/transfer')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiCreatedResponse({
    description:
      'The property passes to ownerId from effectiveDate (the figures before it stay with the previous owner); ' +
      'answers the ownership history.',
  })
  @ApiBadRequestResponse({
    description:
      'VALIDATION_FAILED (effectiveDate after today or not after the last transfer; ownerId the current owner); ' +
      'ESTATE_RECORD_NOT_FOUND for an unknown ownerId.',
  })
  @ApiNotFoundResponse({ description: 'ESTATE_PROPERTY_NOT_FOUND' })
  transfer(
    @PropertyId() id: string,
    @Body() input: TransferPropertyDto,
    @RequestActor() actor: Actor,
  ): Promise<PropertyOwnershipPeriod[]> {
    return this.properties.transfer(id, input, actor);
  }

  @Patch(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiOkResponse({ description: 'The property as saved.' })
  @ApiNotFoundResponse({ description: 'ESTATE_PROPERTY_NOT_FOUND' })
  @ApiConflictResponse({
    description: 'PROPERTY_OWNER_LOCKED: another ownerId once money has moved on its contracts (use the transfer).',
  })
  update(
    @PropertyId() id: string,
    @Body() input: EstatePropertyUpdateDto,
    @RequestActor() actor: Actor,
  ): Promise<EstateProperty> {
    return this.properties.update(id, input, actor);
  }

  @Delete(':id')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its units.' })
  @ApiConflictResponse({ description: 'ESTATE_DELETE_BLOCKED: contracts on its units (active_contracts, contracts).' })
  @ApiNotFoundResponse({ description: 'ESTATE_PROPERTY_NOT_FOUND' })
  async remove(@PropertyId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.properties.remove(id, actor);
  }
}
