import { ERROR_CODES } from '@estate/contracts';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows.js';

/** 429 with the seconds to wait, in the body and (set by the exception filter) in Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    extra: Record<string, unknown> = {},
    code: string = ERROR_CODES.tooManyRequests,
  ) {
    super({ code, message, details: { retryAfterSeconds, ...extra } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** One allowance: at most `limit` events of `key` within `windowSeconds`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 says when this allowance is the one used up (else the message given to `consume`). */
  message?: string;
}

/** The events one `consume` counted, so they can be given back (see RateLimiter.giveBack). */
export interface CountedEvents {
  ids: string[];
}

export interface RateLimitUsage {
  used: number;
  /** Seconds until the oldest counted event leaves the window (0 when none is counted). */
  retryAfterSeconds: number;
}

const MAX_KEY = 160;
const keyOf = (key: string) => key.slice(0, MAX_KEY);

/**
 * Allowances counted in the database, so they hold across restarts and replicas: each event is a row
 * (key, weight, time). Rows older than a day are deleted as new ones come.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one event against every rule, or refuses it (429, nothing counted) when any rule's allowance is
   * used up. Each key is locked for the check (a transaction-scoped advisory lock), so events racing each other
   * are counted one after the other: exactly `limit` get through.
   */
  async consume(rules: readonly RateLimitRule[], message: string): Promise<CountedEvents> {
    if (rules.length === 0) return { ids: [] };
    const ordered = [...rules].sort((a, b) => keyOf(a.key).localeCompare(keyOf(b.key)));
    const counted = await this.dataSource.transaction(async (manager) => {
      const over: (RateLimitUsage & { message: string })[] = [];
      for (const rule of ordered) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`rate-limit:${keyOf(rule.key)}`]);
        const usage = await this.usage(rule.key, rule.windowSeconds, manager);
        if (usage.used >= rule.limit) over.push({ ...usage, message: rule.message ?? message });
      }
      if (over.length > 0) {
        const longest = over.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
        throw new TooManyRequestsException(Math.max(1, longest.retryAfterSeconds), longest.message);
      }
      const rows = returnedRows<{ id: string }>(
        await manager.query(`INSERT INTO rate_limit_events (key) SELECT unnest($1::varchar[]) RETURNING id`, [
          ordered.map((rule) => keyOf(rule.key)),
        ]),
      );
      return { ids: rows.map((row) => String(row.id)) };
    });
    if (Math.random() < 0.05) {
      await this.dataSource.query(`DELETE FROM rate_limit_events WHERE created_at < now() - interval '1 day'`);
    }
    return counted;
  }

  /** Uncounts events `consume` counted for a request that turned out not to be one (refused by validation). */
  async giveBack(counted: CountedEvents): Promise<void> {
    if (counted.ids.length === 0) return;
    await this.dataSource.query(`DELETE FROM rate_limit_events WHERE id = ANY($1::bigint[])`, [counted.ids]);
  }

  /** Records an event without checking any allowance (for counts read with `usage`). */
  async record(key: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO rate_limit_events (key) VALUES ($1)`, [keyOf(key)]);
  }

  /** What `key` has used within the window: the sum of its events' weights. */
  async usage(
    key: string,
    windowSeconds: number,
    reader: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<RateLimitUsage> {
    const [row] = (await reader.query(
      `SELECT coalesce(sum(weight), 0)::bigint AS used,
              coalesce(ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())), 0)::int
                AS retry_after
         FROM rate_limit_events
        WHERE key = $1 AND created_at > now() - make_interval(secs => $2)`,
      [keyOf(key), windowSeconds],
    )) as { used: string; retry_after: number }[];
    return { used: Number(row?.used ?? 0), retryAfterSeconds: Math.max(0, row?.retry_after ?? 0) };
  }

  /** Forgets the events of `key` (a successful sign-in clears its failures). */
  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_events WHERE key = $1`, [keyOf(key)]);
  }
}
