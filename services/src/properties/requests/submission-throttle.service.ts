import { ERROR_CODES } from '@estate/contracts';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Forms of one kind accepted from one client address within SUBMISSION_WINDOW_SECONDS. */
export const SUBMISSION_LIMIT = 20;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

export type SubmissionKind = 'inquiry' | 'contact' | 'service_request';

export class TooManySubmissionsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      {
        code: ERROR_CODES.tooManyRequests,
        message: `Too many forms sent from this address. Try again in ${retryAfterSeconds} seconds.`,
        details: { retryAfterSeconds },
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Holds back floods of public forms: each kind counts the forms sent from a client address in the database
 * (so the limit holds across restarts and replicas), SUBMISSION_LIMIT within SUBMISSION_WINDOW_SECONDS.
 */
@Injectable()
export class SubmissionThrottleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts this submission, or refuses it with 429 when the address has used up its allowance. The row is
   * written before counting, so concurrent submissions can never all slip under the limit together.
   */
  async record(kind: SubmissionKind, ip: string | null): Promise<void> {
    if (!ip) return;
    const key = `${kind}:${ip}`.slice(0, 120);
    const [{ id }] = (await this.dataSource.query(`INSERT INTO request_submissions (key) VALUES ($1) RETURNING id`, [
      key,
    ])) as [{ id: string }];
    const [{ sent, retry_after }] = (await this.dataSource.query(
      `SELECT count(*)::int AS sent,
              ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now()))::int AS retry_after
         FROM request_submissions
        WHERE key = $1 AND created_at > now() - make_interval(secs => $2)`,
      [key, SUBMISSION_WINDOW_SECONDS],
    )) as [{ sent: number; retry_after: number | null }];
    await this.dataSource.query(
      `DELETE FROM request_submissions WHERE created_at <= now() - make_interval(secs => $1)`,
      [SUBMISSION_WINDOW_SECONDS],
    );
    if (sent > SUBMISSION_LIMIT) {
      // A refused form does not use up the allowance.
      await this.dataSource.query(`DELETE FROM request_submissions WHERE id = $1`, [id]);
      throw new TooManySubmissionsException(Math.max(1, retry_after ?? SUBMISSION_WINDOW_SECONDS));
    }
  }
}
