import type { DocumentJob } from '@estate/contracts';
import { Controller, Get, Header, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthenticatedUser, CurrentUser } from '../auth/authenticated-user.js';
import { contentDisposition } from '../objects/content-disposition.js';
import { documentJobNotFound, DocumentJobsService } from './document-jobs.service.js';

const PRIVATE_NO_STORE = 'private, no-store';

/** The job id of a job's path; not a UUID reads as no such job. */
const JobId = () => Param('id', new ParseUUIDPipe({ exceptionFactory: documentJobNotFound }));

/**
 * /api/documents/jobs: the documents asked with `Prefer: respond-async` that were not ready in time. Each is read
 * by the account that asked for it only; another account's job answers 404 as an unknown one does.
 */
@ApiTags('documents')
@ApiCookieAuth()
@Controller('documents/jobs')
export class DocumentJobsController {
  constructor(private readonly jobs: DocumentJobsService) {}

  @Get(':id')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'DocumentJob: its state, place in the queue and percent; its file name once done.' })
  @ApiNotFoundResponse({ description: 'DOCUMENT_JOB_NOT_FOUND (also for a job another account asked for).' })
  job(@JobId() id: string, @CurrentUser() user: AuthenticatedUser): Promise<DocumentJob> {
    return this.jobs.get(id, user.id);
  }

  @Get(':id/file')
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({ description: 'The file of a job that is done, under its name (Content-Disposition: attachment).' })
  @ApiNotFoundResponse({ description: 'DOCUMENT_JOB_NOT_FOUND: unknown, another account’s, or not done.' })
  async file(
    @JobId() id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.jobs.file(id, user.id);
    reply.header('content-type', file.contentType);
    reply.header('content-disposition', contentDisposition('attachment', file.fileName));
    return file.bytes;
  }
}
