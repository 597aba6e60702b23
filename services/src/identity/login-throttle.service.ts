import { ERROR_CODES, LOGIN_MAX_FAILURES, LOGIN_THROTTLE_WINDOW_SECONDS } from '@estate/contracts';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      {
        code: ERROR_CODES.tooManyRequests,
        message: `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
        details: { retryAfterSeconds },
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Counts failed sign-ins per account and per client address in the database (so the limit holds across
 * restarts and replicas): LOGIN_MAX_FAILURES within LOGIN_THROTTLE_WINDOW_SECONDS, then 429 until the
 * oldest failure leaves the window.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assertAllowed(email: string, ip: string | null): Promise<void> {
    const keys = [accountKey(email), ...(ip ? [addressKey(ip)] : [])];
    const rows = (await this.dataSource.query(
      `SELECT count(*)::int AS failures,
              ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now()))::int AS retry_after
         FROM login_failures
        WHERE key = ANY($1) AND created_at > now() - make_interval(secs => $2)
        GROUP BY key`,
      [keys, LOGIN_THROTTLE_WINDOW_SECONDS],
    )) as { failures: number; retry_after: number }[];
    const blocked = rows.filter((row) => row.failures >= LOGIN_MAX_FAILURES);
    if (blocked.length > 0) {
      throw new TooManyAttemptsException(Math.max(1, ...blocked.map((row) => row.retry_after)));
    }
  }

  async recordFailure(email: string, ip: string | null): Promise<void> {
    const keys = [accountKey(email), ...(ip ? [addressKey(ip)] : [])];
    await this.dataSource.query(`INSERT INTO login_failures (key) SELECT unnest($1::varchar[])`, [keys]);
    await this.dataSource.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 hour'`);
  }

  /** A successful sign-in or password reset clears the account's count (not the address's). */
  async clearAccount(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [accountKey(email)]);
  }
}
