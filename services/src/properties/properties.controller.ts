import type { Property as PropertyDto, PropertyListResponse, PropertyViewCount } from '@estate/contracts';
import {
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Public } from '../common/auth/access.decorators.js';
import { setObjectHeaders } from '../common/objects/object-response.js';
import { brochureLanguage } from './brochure-document.js';
import { BrochureQueryDto } from './dto/brochure-query.dto.js';
import { ListPropertiesDto } from './dto/list-properties.dto.js';
import { PropertiesService } from './properties.service.js';
import { PropertyIdPipe } from './property-id.pipe.js';
import { PublicCache } from '../common/http-cache/public-cache.js';

/** Who a view is counted for: the signed-in account, else the client address (hashed: it is not kept as is). */
function visitorOf(request: FastifyRequest): string {
  if (request.authUser) return `user:${request.authUser.id}`;
  return `ip:${createHash('sha256')
    .update(request.ip ?? 'unknown')
    .digest('base64url')
    .slice(0, 32)}`;
}

@ApiTags('properties')
@Public()
@Controller('properties')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({ description: '`{ properties, total }`: one page of the active properties matching the query.' })
  list(@Query() query: ListPropertiesDto): Promise<PropertyListResponse> {
    return this.properties.list(query);
  }

  @Get('featured')
  @PublicCache()
  @ApiOkResponse({ description: 'At most 6 featured active properties, newest first.' })
  featured(): Promise<PropertyDto[]> {
    return this.properties.featured();
  }

  @Get(':id')
  @PublicCache()
  @ApiOkResponse({ description: 'One active property (reading it counts no view).' })
  @ApiNotFoundResponse({ description: 'No active property with this id.' })
  get(@Param('id', PropertyIdPipe) id: string): Promise<PropertyDto> {
    return this.properties.get(id);
  }

  @Post(':id/views')
  @Public({ identify: true })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '`{ views, counted }`: a view is counted once per visitor (account, else address) per day.',
  })
  @ApiNotFoundResponse({ description: 'No active property with this id.' })
  countView(@Param('id', PropertyIdPipe) id: string, @Req() request: FastifyRequest): Promise<PropertyViewCount> {
    return this.properties.countView(id, visitorOf(request));
  }

  @Get(':id/similar')
  @PublicCache()
  @ApiOkResponse({ description: 'At most 3 active properties of the same category and city.' })
  @ApiNotFoundResponse({ description: 'No active property with this id.' })
  similar(@Param('id', PropertyIdPipe) id: string): Promise<PropertyDto[]> {
    return this.properties.similar(id);
  }

  @Get(':id/brochure')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'The brochure PDF of an active property, as a download: a generated one in the language asked (`lang`, else ' +
      'Accept-Language, else Arabic); an uploaded one as it was uploaded.',
  })
  @ApiNotFoundResponse({ description: 'No active property with this id, or it has no brochure.' })
  async brochure(
    @Param('id', PropertyIdPipe) id: string,
    @Query() query: BrochureQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { fileName, object } = await this.properties.brochure(id, brochureLanguage(query.lang, acceptLanguage));
    setObjectHeaders(reply, { ...object.info, fileName }, 'attachment');
    // The property may get another brochure; the browser asks again each time.
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language');
    return new StreamableFile(object.body);
  }
}
