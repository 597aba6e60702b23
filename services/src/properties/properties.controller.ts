import type { Property as PropertyDto, PropertyListResponse } from '@estate/contracts';
import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { setObjectHeaders } from '../common/objects/object-response.js';
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

  @Get(':id/brochure')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The brochure PDF of an active property, as a download.' })
  @ApiNotFoundResponse({ description: 'No active property with this id, or it has no brochure.' })
  async brochure(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const { fileName, object } = await this.properties.brochure(id);
    setObjectHeaders(reply, { ...object.info, fileName }, 'attachment');
    // The property may get another brochure; the browser asks again each time.
    reply.header('cache-control', 'no-cache');
    return new StreamableFile(object.body);
  }
}
