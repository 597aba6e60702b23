import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** One periodic job: its work in the database, and what follows once that is committed (files, mail...). */
export interface PeriodicJob<T> {
  /** Unique among jobs: names the interval in the SchedulerRegistry and the advisory lock (`job:<name>`). */
  name: string;
  /** Runs inside a transaction that holds the job's lock. */
  run(manager: EntityManager): Promise<T>;
  /** After the transaction committed, still in this process only. */
  afterCommit?(result: T): Promise<void>;
}

/** What one attempt did: ran (with its result), or skipped because another API process holds the job. */
export type JobOutcome<T> = { ran: true; result: T } | { ran: false };

/**
 * Periodic jobs (the object sweep, overdue invoices and expiring contracts, auction settlement, the listing sweep) on
 * @nestjs/schedule, every N seconds as configured. Every API process schedules them, and each run takes a PostgreSQL
 * advisory lock named after the job for its transaction (pg_try_advisory_xact_lock): one process does the work, the
 * others find the lock held and skip that round. In one process, a run still going when the next is due is not doubled.
 */
@Injectable()
export class PeriodicJobs implements OnApplicationShutdown {
  private readonly logger = new Logger('PeriodicJobs');
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly registry: SchedulerRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Runs `job` every `seconds` from now on (ScheduleModule clears the interval at shutdown). */
  every<T>(seconds: number, job: PeriodicJob<T>): void {
    const interval = setInterval(() => {
      void this.runOnce(job).catch((error: unknown) => {
        this.logger.warn(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, seconds * 1000);
    interval.unref();
    this.registry.addInterval(job.name, interval);
  }

  /** One run of `job` now, unless it is running in this process or another one holds its lock. */
  async runOnce<T>(job: PeriodicJob<T>): Promise<JobOutcome<T>> {
    if (this.running.has(job.name)) return { ran: false };
    const attempt = this.attempt(job);
    this.running.set(job.name, attempt);
    try {
      return await attempt;
    } finally {
      this.running.delete(job.name);
    }
  }

  private async attempt<T>(job: PeriodicJob<T>): Promise<JobOutcome<T>> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<JobOutcome<T>> => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [
        `job:${job.name}`,
      ])) as [{ locked: boolean }];
      if (!locked) return { ran: false };
      return { ran: true, result: await job.run(manager) };
    });
    if (!outcome.ran) {
      this.logger.debug(`${job.name}: another API process is running it; skipped this round`);
      return outcome;
    }
    await job.afterCommit?.(outcome.result);
    return outcome;
  }

  /** Lets a run in progress finish before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }
}
