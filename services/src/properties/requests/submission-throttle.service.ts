import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit/rate-limit.service.js';

/** Forms of one kind accepted from one client address within SUBMISSION_WINDOW_SECONDS. */
export const SUBMISSION_LIMIT = 20;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

export type SubmissionKind = 'inquiry' | 'contact' | 'service_request';

/** Holds back floods of public forms: each kind has its own allowance per client address. */
@Injectable()
export class SubmissionThrottleService {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts this submission, or refuses it with 429 when the address has used up its allowance. */
  async record(kind: SubmissionKind, ip: string | null): Promise<void> {
    if (!ip) return;
    await this.limiter.consume(
      [{ key: `form:${kind}:${ip}`, limit: SUBMISSION_LIMIT, windowSeconds: SUBMISSION_WINDOW_SECONDS }],
      'Too many forms sent from this address. Try again later.',
    );
  }
}
