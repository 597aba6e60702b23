import { type BilingualText, type DocumentJob, type DocumentJobState, ERROR_CODES } from '@estate/contracts';
import { HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DocumentJobProgress } from './document-job-progress.js';

/** A job still under way whose row has not moved for this long was cut off (its process stopped). */
const STALE_MS = 10 * 60 * 1000;
/** The percent is written at most this often; a new state or place in the queue at once. */
const PERCENT_EVERY_MS = 250;
/** Jobs, their files included, are kept this long for the screen (or a second download) to fetch. */
const KEPT_HOURS = 1;

/** The file a route made: what the job's download answers. */
export interface DocumentFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const interrupted: BilingualText = {
  ar: 'توقف إعداد المستند قبل أن يكتمل: أعد المحاولة',
  en: 'The document stopped being prepared before it was ready: try again',
};

export const documentJobNotFound = () =>
  new NotFoundException({ code: ERROR_CODES.documentJobNotFound, message: 'No such document job' });

interface JobRow {
  id: string;
  state: DocumentJobState;
  position: number | null;
  percent: number;
  file_name: string | null;
  error: BilingualText | null;
  updated_at: Date;
}

/**
 * The jobs of documents asked with `Prefer: respond-async` and not ready in time: a row per job in document_jobs
 * that any API process reads, written by the process making the document as it moves (reading its data, waiting
 * for a worker at a place in the queue, drawn to a percent) and, at the end, with its file or why it failed. The
 * writes of one job are made in order, each without holding up the document.
 */
@Injectable()
export class DocumentJobsService {
  private readonly logger = new Logger('DocumentJobs');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new job for `userId` where `progress` stands now; the jobs older than KEPT_HOURS go. Answers its id. */
  async create(userId: string, progress: DocumentJobProgress): Promise<string> {
    await this.dataSource.query(`DELETE FROM document_jobs WHERE created_at < now() - make_interval(hours => $1)`, [
      KEPT_HOURS,
    ]);
    const [row] = (await this.dataSource.query(
      `INSERT INTO document_jobs (created_by, state, position, percent) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, progress.state, progress.position, progress.percent],
    )) as { id: string }[];
    return row!.id;
  }

  /** Writes the job's progress as it moves, then its file (or the failure) once `work` settles. */
  follow(id: string, progress: DocumentJobProgress, work: Promise<DocumentFile>): void {
    let writes = Promise.resolve();
    const write = (sql: string, params: unknown[]) => {
      writes = writes
        .then(() => this.dataSource.query(sql, params))
        .then(
          () => undefined,
          (error: unknown) =>
            this.logger.warn(`document job ${id}: ${error instanceof Error ? error.message : String(error)}`),
        );
    };
    // What the row says: nothing yet of what changed while it was being inserted, so the first change is written.
    let written: { state: DocumentJobState | null; position: number | null; at: number } = {
      state: null,
      position: null,
      at: 0,
    };
    const onChange = () => {
      const moved = progress.state !== written.state || progress.position !== written.position;
      if (!moved && Date.now() - written.at < PERCENT_EVERY_MS) return;
      written = { state: progress.state, position: progress.position, at: Date.now() };
      write(
        `UPDATE document_jobs SET state = $2, position = $3, percent = $4, updated_at = now()
          WHERE id = $1 AND state NOT IN ('done', 'failed')`,
        [id, progress.state, progress.position, progress.percent],
      );
    };
    onChange();
    progress.onChange(onChange);
    work.then(
      (file) =>
        write(
          `UPDATE document_jobs SET state = 'done', position = NULL, percent = 100, bytes = $2, content_type = $3,
                  file_name = $4, updated_at = now()
            WHERE id = $1`,
          [id, file.bytes, file.contentType.slice(0, 200), file.fileName.slice(0, 300)],
        ),
      (error: unknown) => {
        this.logger.warn(`document job ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
        write(
          `UPDATE document_jobs SET state = 'failed', position = NULL, error = $2::jsonb, updated_at = now()
            WHERE id = $1`,
          [id, JSON.stringify(failureText(error))],
        );
      },
    );
  }

  /** The job, for the account that asked for it only (anyone else: 404, as if there were none). */
  async get(id: string, userId: string): Promise<DocumentJob> {
    const [job] = (await this.dataSource.query(
      `SELECT id, state, position, percent, file_name, error, updated_at FROM document_jobs
        WHERE id = $1 AND created_by = $2`,
      [id, userId],
    )) as JobRow[];
    if (!job) throw documentJobNotFound();
    const stale =
      job.state !== 'done' && job.state !== 'failed' && Date.now() - new Date(job.updated_at).getTime() > STALE_MS;
    return {
      id: job.id,
      state: stale ? 'failed' : job.state,
      position: stale ? null : job.position,
      percent: job.percent,
      fileName: job.file_name,
      error: stale ? interrupted : job.error,
    };
  }

  /** The file of a job that is done, for the account that asked for it only; 404 otherwise. */
  async file(id: string, userId: string): Promise<DocumentFile> {
    const [job] = (await this.dataSource.query(
      `SELECT bytes, content_type, file_name FROM document_jobs
        WHERE id = $1 AND created_by = $2 AND state = 'done'`,
      [id, userId],
    )) as { bytes: Buffer; content_type: string; file_name: string }[];
    if (!job) throw documentJobNotFound();
    return { bytes: Buffer.from(job.bytes), contentType: job.content_type, fileName: job.file_name };
  }
}

/** Why a document failed, in both languages: the route's own words when it has them, else a general message. */
function failureText(error: unknown): BilingualText {
  const response =
    error instanceof HttpException
      ? (error.getResponse() as { message?: string; details?: { message?: BilingualText } })
      : undefined;
  if (response?.details?.message) return response.details.message;
  return {
    ar: 'تعذر إعداد المستند: أعد المحاولة',
    en: response?.message ? `The document could not be made: ${response.message}` : 'The document could not be made',
  };
}
