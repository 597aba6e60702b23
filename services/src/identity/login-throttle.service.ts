import {
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_UNKNOWN_ACCOUNT_FAILURES,
  LOGIN_SLOWDOWN_BASE_MS,
  LOGIN_SLOWDOWN_MAX_MS,
  LOGIN_SLOWDOWN_WINDOW_SECONDS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiter } from '../common/rate-limit/rate-limit.service.js';

const normalized = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `login:pair:${ip}:${normalized(email)}`;
const accountKey = (email: string) => `login:account:${normalized(email)}`;
const unknownKey = (ip: string) => `login:unknown:${ip}`;

const TOO_MANY = 'Too many failed sign-in attempts. Try again in a minute.';

/** How long a sign-in to an account waits after `failures` failures against it from anywhere. */
export function slowdownMs(failures: number): number {
  if (failures < LOGIN_MAX_FAILURES) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_BASE_MS * 2 ** (failures - LOGIN_MAX_FAILURES));
}

/**
 * Sign-in attempts, counted as failures until they succeed, so that guessing is slow and the rightful user is never locked out:
 * - per account and address: LOGIN_MAX_FAILURES within the window, then 429 for that pair only;
 * - per address, failures with emails that have no account: LOGIN_MAX_UNKNOWN_ACCOUNT_FAILURES, then 429 for
 *   such emails only (real accounts from that address are not blocked by them);
 * - per account from every address: past LOGIN_MAX_FAILURES each attempt waits longer (slowdownMs), but the
 *   right password still gets in.
 * Not a route's @RateLimit: what is counted depends on the outcome (a success clears the failures, the account's
 * existence picks the allowance) and the account's slowdown waits rather than refuses. Refusals are the same
 * TooManyRequestsException, so the 429's body and Retry-After come from the one place.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Before checking a password: counts the attempt as a failure until it succeeds (so parallel guesses cannot
   * all slip under a limit), refuses a blocked pair or unknown-email address (429), and waits out the account's
   * slowdown.
   */
  async beforeAttempt(email: string, ip: string | null, accountExists: boolean): Promise<void> {
    if (!accountExists) {
      if (ip) {
        await this.limiter.consume(
          [
            {
              key: unknownKey(ip),
              limit: LOGIN_MAX_UNKNOWN_ACCOUNT_FAILURES,
              windowSeconds: LOGIN_THROTTLE_WINDOW_SECONDS,
            },
          ],
          TOO_MANY,
        );
      }
      return;
    }
    if (ip) {
      await this.limiter.consume(
        [{ key: pairKey(email, ip), limit: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_THROTTLE_WINDOW_SECONDS }],
        TOO_MANY,
      );
    }
    const account = await this.limiter.usage(accountKey(email), LOGIN_SLOWDOWN_WINDOW_SECONDS);
    await this.limiter.record(accountKey(email));
    const wait = slowdownMs(account.used);
    if (wait > 0) await sleep(wait);
  }

  /** A successful sign-in or password reset clears the account's failures (and this pair's). */
  async clearAccount(email: string, ip: string | null): Promise<void> {
    await this.limiter.clear(accountKey(email));
    if (ip) await this.limiter.clear(pairKey(email, ip));
  }
}
