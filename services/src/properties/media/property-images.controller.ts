import { ERROR_CODES } from '@estate/contracts';
import { Controller, Get, HttpStatus, NotFoundException, Param, Redirect, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/access.decorators.js';
import { SeededPictures } from './seeded-pictures.service.js';

/**
 * The former address of the seeded pictures, when the API drew them. Listings now hold the pictures' object
 * URLs (the seed rewrote them); links kept elsewhere are sent on to the stored object.
 */
@ApiTags('media')
@Public()
@Controller('media/v1/properties')
export class PropertyImagesController {
  constructor(private readonly pictures: SeededPictures) {}

  @Get(':name.png')
  @Redirect()
  @ApiParam({ name: 'name', description: 'A property type and a picture number, e.g. `villa-2`.' })
  @ApiFoundResponse({ description: 'Redirects to the picture as a stored object (`/api/objects/{key}`).' })
  @ApiNotFoundResponse({ description: 'No such picture.' })
  async get(
    @Param('name') name: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    const url = await this.pictures.urlOf(name);
    if (!url) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'Image not found' });
    // The object behind a name is fixed for this database, not for every database: browsers ask again.
    reply.header('cache-control', 'no-cache');
    return { url, statusCode: HttpStatus.FOUND };
  }
}
