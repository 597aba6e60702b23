import {
  type BilingualText,
  ESTATE_ERROR_CODES,
  type EstateImportEntity,
  type EstateImportJob,
  type EstateImportResult,
} from '@estate/contracts';
import { Injectable, Logger, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EstateImportJobRecord } from './estate-import-job.entity.js';

/** A job still queued or running whose row has not moved for this long was cut off (its process stopped). */
const STALE_MS = 10 * 60 * 1000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

const interrupted: BilingualText = {
  ar: 'توقف الاستيراد قبل أن يكتمل ولم يُحفظ منه شيء: أعد المحاولة',
  en: 'The import stopped before it finished and nothing of it was saved: try again',
};

const notFound = () =>
  new NotFoundException({ code: ESTATE_ERROR_CODES.importJobNotFound, message: 'No such import job' });

/**
 * The jobs of big imports: a row per job that any API process reads (so polling works behind a load balancer),
 * run one at a time in the process that received the file. Progress is written without waiting for it, beside the
 * import's own transaction.
 */
@Injectable()
export class ImportJobsService implements OnApplicationShutdown {
  private readonly logger = new Logger('EstateImportJobs');
  private queue: Promise<void> = Promise.resolve();
  private readonly lastWrite = new Map<string, number>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(entity: EstateImportEntity, totalRows: number, fileName: string | null, userId: string) {
    const [row] = (await this.dataSource.query(
      `INSERT INTO estate_import_jobs (entity, total_rows, file_name, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [entity, totalRows, fileName?.slice(0, 200) ?? null, userId],
    )) as { id: string }[];
    return row!.id;
  }

  /** Runs `work` after the jobs queued before it; it reports its rows done through `progress`. */
  enqueue(id: string, work: (progress: (processed: number) => void) => Promise<EstateImportResult>): void {
    this.queue = this.queue.then(async () => {
      try {
        await this.dataSource.query(
          `UPDATE estate_import_jobs SET status = 'running', updated_at = now() WHERE id = $1`,
          [id],
        );
        const result = await work((processed) => this.progress(id, processed));
        await this.dataSource.query(
          `UPDATE estate_import_jobs SET status = 'done', processed_rows = total_rows, result = $2::jsonb,
                  updated_at = now() WHERE id = $1`,
          [id, JSON.stringify(result)],
        );
      } catch (error) {
        this.logger.warn(`import job ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
        await this.dataSource
          .query(
            `UPDATE estate_import_jobs SET status = 'failed', error = $2::jsonb, updated_at = now() WHERE id = $1`,
            [id, JSON.stringify(failureText(error))],
          )
          .catch(() => undefined);
      } finally {
        this.lastWrite.delete(id);
      }
    });
  }

  /** Records the rows done, at most every PROGRESS_EVERY_MS, not waiting (the import goes on meanwhile). */
  private progress(id: string, processed: number): void {
    const now = Date.now();
    if (now - (this.lastWrite.get(id) ?? 0) < PROGRESS_EVERY_MS) return;
    this.lastWrite.set(id, now);
    void this.dataSource
      .query(
        `UPDATE estate_import_jobs SET processed_rows = GREATEST(processed_rows, least($2, total_rows)),
                updated_at = now()
          WHERE id = $1 AND status = 'running'`,
        [id, processed],
      )
      .catch(() => undefined);
  }

  /** The job, for the account that started it only (anyone else: 404, as if there were none). */
  async get(id: string, userId: string): Promise<EstateImportJob> {
    const job = await this.dataSource
      .getRepository(EstateImportJobRecord)
      .findOneBy({ id, createdBy: userId })
      .catch(() => null);
    if (!job) throw notFound();
    const stale =
      (job.status === 'queued' || job.status === 'running') && Date.now() - job.updatedAt.getTime() > STALE_MS;
    return {
      id: job.id,
      entity: job.entity,
      status: stale ? 'failed' : job.status,
      totalRows: job.totalRows,
      processedRows: job.processedRows,
      progress: job.totalRows > 0 ? Math.min(1, job.processedRows / job.totalRows) : 1,
      result: job.result,
      error: stale ? interrupted : job.error,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
    };
  }

  /** Lets the job in progress finish before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.queue;
  }
}

/** Why a job failed, in both languages: its own words when it has them, else a general message. */
function failureText(error: unknown): BilingualText {
  const response = (error as { getResponse?: () => unknown }).getResponse?.() as
    { message?: string; details?: { message?: BilingualText } } | undefined;
  if (response?.details?.message) return response.details.message;
  return {
    ar: 'تعذر حفظ الاستيراد ولم يُحفظ منه شيء',
    en: response?.message ? `The import was not saved: ${response.message}` : 'The import was not saved, nothing of it',
  };
}
