import { ERROR_CODES } from '@estate/contracts';
import { HttpException, HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { DocumentInput, DocumentName } from '../../document-worker.js';
import type { Cell } from '../../estate/transfer/spreadsheet.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { documentJobScope } from './document-job-progress.js';
import { QueueFullError } from '../workers/task-queue.js';
import { Gate } from '../workers/gate.js';
import { WorkerPool } from '../workers/worker-pool.js';

/** Recent documents kept for one asked again with the same data: at most this many, and this many bytes. */
const KEPT_DOCUMENTS = 32;
const KEPT_BYTES = 32 * 1024 * 1024;
/** What a refusal asks the client to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/** 503 DOCUMENTS_BUSY with Retry-After (set by the exception filter) and the reason in both languages. */
export const documentsBusy = (retryAfterSeconds: number) =>
  new HttpException(
    {
      code: ERROR_CODES.documentsBusy,
      message: 'Too many documents are being prepared right now. Please try again in a few seconds.',
      details: {
        retryAfterSeconds,
        message: {
          ar: 'يجري الآن إعداد عدد كبير من المستندات. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
          en: 'Too many documents are being prepared right now. Please try again in a few seconds.',
        },
      },
    },
    HttpStatus.SERVICE_UNAVAILABLE,
  );

/**
 * Generated documents (brochures, contracts, receipts, owner statements, payout advices, reports and the exports'
 * XLSX files) for every module. The caller reads the data; the document is made in a worker thread
 * (document-worker.ts, DOCUMENT_WORKERS of them), so the API's thread keeps answering meanwhile. The same document
 * asked again while it is being made is made once; when DOCUMENT_QUEUE documents already wait, the request is
 * answered 503 DOCUMENTS_BUSY. A request answered as a job (DocumentJobInterceptor) hears the document's place in
 * the queue and the rows drawn.
 *
 *     const pdf = await documents.render('ownerStatement', { statement, lang, today });
 */
@Injectable()
export class DocumentsService implements OnModuleDestroy {
  private readonly pool: WorkerPool;
  private readonly routes: Gate;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new WorkerPool({
      filename: new URL('../../document-worker.js', import.meta.url),
      threads: config.documentWorkers,
      queue: config.documentQueue,
      cacheEntries: KEPT_DOCUMENTS,
      cacheBytes: KEPT_BYTES,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
    this.routes = new Gate(config.documentWorkers, config.documentQueue, RETRY_AFTER_SECONDS);
  }

  /**
   * Runs a document route whole (reading its data, then making the file) with at most DOCUMENT_WORKERS of them at
   * once in the process and DOCUMENT_QUEUE waiting (else 503 DOCUMENTS_BUSY): four statements asked at once read
   * their figures one after another instead of side by side, so the database and the API's thread keep their time
   * for the other requests. A document asked again while it waits is served from the documents just made.
   */
  async admit<T>(route: () => Promise<T>): Promise<T> {
    try {
      return await this.routes.run(route);
    } catch (error) {
      if (error instanceof QueueFullError) throw documentsBusy(error.retryAfterSeconds);
      throw error;
    }
  }

  async render<N extends DocumentName>(name: N, input: DocumentInput<N>): Promise<Buffer> {
    try {
      const job = documentJobScope.getStore();
      return await this.pool.run(name, input, job && ((update) => job.task(update)));
    } catch (error) {
      if (error instanceof QueueFullError) throw documentsBusy(error.retryAfterSeconds);
      throw error;
    }
  }

  /** One sheet of rows as an XLSX workbook (the exports), made like the other documents. */
  sheet(
    headers: readonly string[],
    rows: readonly (readonly Cell[])[],
    options: { sheetName: string; rightToLeft: boolean },
  ): Promise<Buffer> {
    return this.render('sheet', { headers, rows, options });
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
