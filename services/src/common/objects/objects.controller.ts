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
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Public } from '../auth/access.decorators.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { IMMUTABLE, PRIVATE_REVALIDATE } from '../static/cache-control.js';
import { CreateUploadUrlDto } from './dto/create-upload-url.dto.js';
import { SignedUploadQueryDto } from './dto/signed-upload-query.dto.js';
import { FileTooLargeException, notAReader, objectNotFound, signInToDownload } from './object-errors.js';
import { type StoredObjectInfo, UPLOAD_URL_WINDOW_SECONDS, UPLOAD_URLS_PER_WINDOW } from './object-catalog.js';
import { ObjectClaims, type StoredReaders } from './object-claims.service.js';
import { setObjectHeaders } from './object-response.js';
import { RecordReaders } from './record-readers.service.js';
import { ObjectStoreService } from './object-store.service.js';
import { UploadGrants } from './upload-grants.service.js';
import { UploadReceiver } from './upload-receiver.service.js';

/** True when the client already holds this object (If-None-Match lists its ETag, or is `*`). */
function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

const isPublic = (readers: StoredReaders) => readers.roles === null && readers.person === null;

/**
 * The object store over HTTP. Public: guests upload service-request attachments, and object keys are
 * unguessable (128 random bits), like the signed upload URLs. An object claimed for some readers only (a
 * request's attachment: the staff who work requests) is sent to a signed-in user of those roles, or to the one
 * person it concerns: the one its record names at the time of the request (RecordReaders), else the one it was
 * claimed for.
 */
@ApiTags('objects')
@Public()
@Controller('objects')
export class ObjectsController {
  constructor(
    private readonly objects: ObjectStoreService,
    private readonly grants: UploadGrants,
    private readonly receiver: UploadReceiver,
    private readonly claims: ObjectClaims,
    private readonly records: RecordReaders,
  ) {}

  @Post('upload')
  @ApiCreatedResponse({
    description:
      '`{ uploadURL, objectURL, expiresAt, maxBytes }`: a URL signed for one PUT. 429 UPLOAD_QUOTA_EXCEEDED when the daily allowance of the address or account is used up.',
  })
  @Public({ identify: true })
  @RateLimit({
    name: 'upload-url',
    by: 'address',
    limit: UPLOAD_URLS_PER_WINDOW,
    windowSeconds: UPLOAD_URL_WINDOW_SECONDS,
    message: 'Too many uploads. Try again later.',
  })
  createUpload(@Body() dto: CreateUploadUrlDto, @Req() request: FastifyRequest): Promise<ObjectUploadResponse> {
    return this.grants.create(dto, { address: request.ip ?? null, userId: request.authUser?.id ?? null });
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
      return await this.receiver.receive(key, query, (request.body as Readable | undefined) ?? null, declaredLength);
    } catch (error) {
      // The rest of an oversized body is not worth reading on this connection.
      if (error instanceof FileTooLargeException) reply.header('connection', 'close');
      throw error;
    }
  }

  @Get(':key')
  @Public({ identify: true })
  @ApiOkResponse({ description: 'The bytes, with their sniffed Content-Type; images inline, others as attachments.' })
  @ApiUnauthorizedResponse({ description: 'The file is for some readers only (a request attachment): sign in.' })
  @ApiForbiddenResponse({ description: 'The file is for some roles only, and not this user’s.' })
  @ApiNotFoundResponse({ description: 'Nothing is stored under this key.' })
  async download(
    @Param('key') key: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const readers = await this.claims.readersOf(key);
    if (readers === undefined) throw objectNotFound();
    if (!isPublic(readers)) {
      const user = request.authUser;
      if (!user) throw signInToDownload();
      // The person besides staff is the one the record concerns now (RecordReaders), not when the file was kept.
      if (
        !(readers.roles ?? []).includes(user.role) &&
        (await this.records.personOf(readers.record, readers.person)) !== user.id
      ) {
        throw notAReader();
      }
    }
    // Objects never change once stored (another file gets another key), so the key is their ETag. Public ones
    // are cached for good; the others only by the browser, and checked with the server (and the reader) each time.
    const etag = `"${key}"`;
    const cacheControl = isPublic(readers) ? IMMUTABLE : PRIVATE_REVALIDATE;
    if (clientHas(ifNoneMatch, etag)) {
      reply.status(HttpStatus.NOT_MODIFIED).header('etag', etag).header('cache-control', cacheControl);
      return undefined;
    }
    const object = await this.objects.openObject(key);
    if (!object) throw objectNotFound();
    setObjectHeaders(reply, object.info, object.info.contentType.startsWith('image/') ? 'inline' : 'attachment');
    reply.header('etag', etag).header('cache-control', cacheControl);
    return new StreamableFile(object.body);
  }
}
