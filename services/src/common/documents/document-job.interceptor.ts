import { DOCUMENT_JOB_PREFERENCE, type DocumentJob, DOCUMENTS_API } from '@estate/contracts';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DocumentJobProgress, documentJobScope } from './document-job-progress.js';
import { type DocumentFile, DocumentJobsService } from './document-jobs.service.js';
import { DocumentsService } from './documents.service.js';

/** Whether the request's Prefer header (RFC 7240) asks for an asynchronous answer. */
const prefersAsync = (prefer: string | string[] | undefined) =>
  [prefer ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .some((preference) => preference.split(';')[0]!.trim().toLowerCase() === DOCUMENT_JOB_PREFERENCE);

/** The file name a Content-Disposition header carries: its UTF-8 `filename*`, else its `filename`. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const header = typeof disposition === 'string' ? disposition : '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // not valid percent-encoding: the plain name below
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * A document route (DocumentRoute) runs its turn among the document routes (DocumentsService.admit: DOCUMENT_WORKERS
 * at once, DOCUMENT_QUEUE waiting, else 503 DOCUMENTS_BUSY). Asked with `Prefer: respond-async` by a signed-in
 * account, it runs inside a DocumentJobProgress; when it answers within DOCUMENT_JOB_WAIT_MS the file is the answer,
 * as it would have been, and otherwise the answer is 202 with a DocumentJob (Location: its URL) while the document is
 * finished in the background and its file kept with the job.
 */
@Injectable()
export class DocumentJobInterceptor implements NestInterceptor {
  constructor(
    private readonly jobs: DocumentJobsService,
    private readonly documents: DocumentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const user = request.authUser;
    if (!user || !prefersAsync(request.headers.prefer)) {
      return from(this.documents.admit(() => lastValueFrom(next.handle())));
    }
    return from(this.answer(http.getResponse<FastifyReply>(), user.id, next));
  }

  private async answer(reply: FastifyReply, userId: string, next: CallHandler): Promise<unknown> {
    const progress = new DocumentJobProgress();
    // Subscribed inside the scope, so the route (and DocumentsService.render) runs in it.
    const handled = documentJobScope.run(progress, () => this.documents.admit(() => lastValueFrom(next.handle())));
    // The route's headers are read as soon as it answers, before this sets those of a 202.
    const file: Promise<DocumentFile> = handled.then((body) => ({
      bytes: Buffer.isBuffer(body) ? body : Buffer.from(body as Uint8Array),
      contentType: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
      fileName: fileNameOf(reply.getHeader('content-disposition'), 'document'),
    }));
    file.catch(() => undefined);
    if (await this.answersWithin(handled, this.config.documentJobWaitMs)) return handled;

    const id = await this.jobs.create(userId, progress);
    this.jobs.follow(id, progress, file);
    reply.status(202);
    reply.removeHeader('content-disposition');
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('location', DOCUMENTS_API.job(id));
    reply.header('preference-applied', DOCUMENT_JOB_PREFERENCE);
    const job: DocumentJob = {
      id,
      state: progress.state,
      position: progress.position,
      percent: progress.percent,
      fileName: null,
      error: null,
    };
    return job;
  }

  /** Whether `work` settles within `ms` (0: the answer is always a job). */
  private async answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
    if (ms === 0) return false;
    const timer = new AbortController();
    const settled = work.then(
      () => true,
      () => true,
    );
    try {
      return await Promise.race([settled, sleep(ms, false, { signal: timer.signal })]);
    } finally {
      timer.abort();
    }
  }
}
