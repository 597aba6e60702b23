import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config.js';

/** Who an allowance is counted for: the client address (as TRUST_PROXY lets it be read) or the signed-in account. */
export type RateLimitSubject = 'address' | 'account';

/**
 * One allowance of a route: at most `limit` requests per `by` within `windowSeconds`, counted under the key
 * `<name>:<address or account id>` (shared by every route that names it). A request without that subject (no
 * address, no account) is not counted by it.
 */
export interface RouteRateLimit {
  name: string;
  by: RateLimitSubject;
  /** A number, or read from the configuration (LISTINGS_PER_DAY...). */
  limit: number | ((config: AppConfig) => number);
  windowSeconds: number;
  /** What the 429 says. */
  message: string;
}

export const RATE_LIMITS = Symbol('rate-limits');

/**
 * Declares a route's allowances. RateLimitInterceptor counts each request before the handler runs (in the
 * database, so limits hold across API processes) and answers 429 TOO_MANY_REQUESTS with `retryAfterSeconds`
 * (and Retry-After, set by the exception filter) when one is used up. A request its validation refuses is given
 * back: only well-formed requests count.
 */
export const RateLimit = (...limits: RouteRateLimit[]) =>
  applyDecorators(
    SetMetadata(RATE_LIMITS, limits),
    ApiTooManyRequestsResponse({
      description: `TOO_MANY_REQUESTS, with details.retryAfterSeconds and Retry-After: ${limits
        .map(
          (limit) =>
            `${typeof limit.limit === 'number' ? limit.limit : 'a configured number'} per ${limit.by} in ${limit.windowSeconds} s`,
        )
        .join(', ')}.`,
    }),
  );
