import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { returnedRows } from '../database/returned-rows.js';
import { type JobOutcome, type PeriodicJob, PeriodicJobs } from '../scheduling/periodic-jobs.service.js';
import { OBJECT_BACKEND, type ObjectBackend } from './storage/object-backend.js';

const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement, and statements per run: a bigger backlog is left to the next runs. */
const BATCH = 500;
const BATCHES_PER_RUN = 20;

interface SweptRow {
  key: string;
  stored: boolean;
}

/**
 * Deletes, bytes and all, the objects nobody keeps once they are OBJECT_UNCLAIMED_HOURS old: uploads no form was
 * sent with, and files their record released (a photo removed, a listing deleted). Runs every
 * OBJECT_SWEEP_SECONDS in one API process at a time (PeriodicJobs); rows a claim holds are skipped.
 */
@Injectable()
export class ObjectSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger('ObjectSweeper');

  constructor(
    private readonly jobs: PeriodicJobs,
    @Inject(OBJECT_BACKEND) private readonly backend: ObjectBackend,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.every(this.config.objectSweepSeconds, this.job());
  }

  /** One sweep now (unless another process is sweeping): how many objects it deleted. */
  async sweep(now = new Date()): Promise<JobOutcome<number>> {
    const outcome = await this.jobs.runOnce(this.job(now));
    return outcome.ran ? { ran: true, result: outcome.result.length } : outcome;
  }

  private job(now?: Date): PeriodicJob<SweptRow[]> {
    return {
      name: 'object-sweep',
      run: (manager) =>
        this.deleteRows(manager, new Date((now ?? new Date()).getTime() - this.config.unclaimedObjectHours * HOUR_MS)),
      afterCommit: async (rows) => {
        for (const row of rows) {
          if (!row.stored) continue;
          // The row is gone, so nothing links to these bytes any more; a failure only leaves a stray file.
          await this.backend.delete(row.key).catch((error: unknown) => {
            this.logger.warn(`Could not delete the bytes of swept object ${row.key}: ${String(error)}`);
          });
        }
        if (rows.length > 0) this.logger.log(`Deleted ${rows.length} object(s) nobody keeps`);
      },
    };
  }

  /** Deletes the rows of the objects nobody keeps that are older than `before`; answers them. */
  private async deleteRows(manager: EntityManager, before: Date): Promise<SweptRow[]> {
    const unkept = `claimed_at IS NULL AND generator IS NULL`;
    const sweeps = [
      { where: `${unkept} AND released_at IS NULL AND created_at < $1`, order: 'created_at' },
      { where: `${unkept} AND released_at < $1`, order: 'released_at' },
    ];
    const deleted: SweptRow[] = [];
    for (const { where, order } of sweeps) {
      for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
        const rows = returnedRows<SweptRow>(
          await manager.query(
            `DELETE FROM stored_objects WHERE key IN (
               SELECT key FROM stored_objects WHERE ${where} ORDER BY ${order} LIMIT $2 FOR UPDATE SKIP LOCKED)
             RETURNING key, stored_at IS NOT NULL OR upload_started_at IS NOT NULL AS stored`,
            [before, BATCH],
          ),
        );
        deleted.push(...rows);
        if (rows.length < BATCH) break;
      }
    }
    return deleted;
  }
}
