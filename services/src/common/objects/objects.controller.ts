import type { ObjectUploadResponse } from '@estate/contracts';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Public } from '../auth/access.decorators.js';
import { IMMUTABLE } from '../static/cache-control.js';
import { CreateUploadUrlDto } from './dto/create-upload-url.dto.js';
import { SignedUploadQueryDto } from './dto/signed-upload-query.dto.js';
import { FileTooLargeException, objectNotFound, TooManyUploadsException } from './object-errors.js';
import { setObjectHeaders } from './object-response.js';
import { ObjectStoreService, type StoredObjectInfo } from './object-store.service.js';

/** True when the client already holds this object (If-None-Match lists its ETag, or is `*`). */
function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

/**
 * The object store over HTTP. Public: guests upload service-request attachments, and object keys are
 * unguessable (128 random bits), like the signed upload URLs.
 */
@ApiTags('objects')
@Public()
@Controller('objects')
export class ObjectsController {
  constructor(private readonly objects: ObjectStoreService) {}

  @Post('upload')
  @ApiCreatedResponse({ description: '`{ uploadURL, objectURL, expiresAt, maxBytes }`: a URL signed for one PUT.' })
  @ApiTooManyRequestsResponse({ description: 'Too many upload URLs from this address; see Retry-After.' })
  async createUpload(
    @Body() dto: CreateUploadUrlDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ObjectUploadResponse> {
    try {
      return await this.objects.createUpload(dto, request.ip ?? null);
    } catch (error) {
      if (error instanceof TooManyUploadsException) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Put(':key')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/octet-stream')
  @ApiOkResponse({ description: '`{ key, url, fileName, contentType, size }`: stored, typed by its content.' })
  @ApiForbiddenResponse({ description: 'UPLOAD_URL_INVALID or UPLOAD_URL_EXPIRED.' })
  @ApiConflictResponse({ description: 'OBJECT_EXISTS: this URL was already used.' })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: nothing was kept.' })
  @ApiUnsupportedMediaTypeResponse({ description: 'UNSUPPORTED_FILE_TYPE, with details.detectedType.' })
  async upload(
    @Param('key') key: string,
    @Query() query: SignedUploadQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StoredObjectInfo> {
    const length = request.headers['content-length'];
    const declaredLength = length !== undefined && /^\d+$/.test(length) ? Number(length) : null;
    try {
      return await this.objects.receiveUpload(
        key,
        query,
        (request.body as Readable | undefined) ?? null,
        declaredLength,
      );
    } catch (error) {
      // The rest of an oversized body is not worth reading on this connection.
      if (error instanceof FileTooLargeException) reply.header('connection', 'close');
      throw error;
    }
  }

  @Get(':key')
  @ApiOkResponse({ description: 'The bytes, with their sniffed Content-Type; images inline, others as attachments.' })
  @ApiNotFoundResponse({ description: 'Nothing is stored under this key.' })
  async download(
    @Param('key') key: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    // Objects never change once stored (another file gets another key): cached for good, the key as ETag.
    const etag = `"${key}"`;
    if (clientHas(ifNoneMatch, etag) && (await this.objects.find(key))) {
      reply.status(HttpStatus.NOT_MODIFIED).header('etag', etag).header('cache-control', IMMUTABLE);
      return undefined;
    }
    const object = await this.objects.openObject(key);
    if (!object) throw objectNotFound();
    setObjectHeaders(reply, object.info, object.info.contentType.startsWith('image/') ? 'inline' : 'attachment');
    reply.header('etag', etag).header('cache-control', IMMUTABLE);
    return new StreamableFile(object.body);
  }
}
