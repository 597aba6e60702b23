import type { Property as PropertyDto, PropertyListResponse } from '@estate/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/access.decorators.js';
import { ListPropertiesDto } from './dto/list-properties.dto.js';
import { PropertiesService } from './properties.service.js';

@ApiTags('properties')
@Public()
@Controller('properties')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get()
  @ApiOkResponse({ description: '`{ properties, total }`: one page of the active properties matching the query.' })
  list(@Query() query: ListPropertiesDto): Promise<PropertyListResponse> {
    return this.properties.list(query);
  }

  @Get('featured')
  @ApiOkResponse({ description: 'At most 6 featured active properties, newest first.' })
  featured(): Promise<PropertyDto[]> {
    return this.properties.featured();
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One active property; counts a view.' })
  @ApiNotFoundResponse({ description: 'No active property with this id.' })
  get(@Param('id') id: string): Promise<PropertyDto> {
    return this.properties.view(id);
  }

  @Get(':id/similar')
  @ApiOkResponse({ description: 'At most 3 active properties of the same category and city.' })
  @ApiNotFoundResponse({ description: 'No active property with this id.' })
  similar(@Param('id') id: string): Promise<PropertyDto[]> {
    return this.properties.similar(id);
  }
}
