import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { IMMUTABLE } from '../../common/static/cache-control.js';
import { PropertyImagesService } from './property-images.service.js';

/** True when the client already holds these bytes (If-None-Match lists this ETag, or is `*`). */
function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

@ApiTags('media')
@Public()
@Controller('media/v1/properties')
export class PropertyImagesController {
  constructor(private readonly images: PropertyImagesService) {}

  @Get(':name.png')
  @ApiParam({ name: 'name', description: 'A property type and a picture number, e.g. `villa-2`.' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'A drawn picture of the property type (960×600 PNG), cached for a year.' })
  @ApiNotFoundResponse({ description: 'No such picture.' })
  get(
    @Param('name') name: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer | undefined {
    const image = this.images.get(name);
    // The URL names the picture and its drawing version, so the bytes behind it never change.
    reply
      .header('content-type', 'image/png')
      .header('cache-control', IMMUTABLE)
      .header('etag', image.etag)
      .header('x-content-type-options', 'nosniff');
    if (clientHas(request, image.etag)) {
      reply.status(304);
      return undefined;
    }
    return image.body;
  }
}
