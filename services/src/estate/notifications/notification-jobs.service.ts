import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type JobOutcome, type PeriodicJob, PeriodicJobs } from '../../common/scheduling/periodic-jobs.service.js';
import { generateNotifications, type GeneratedNotifications } from './notification-generators.js';

/** The job's name: its interval in the SchedulerRegistry and its advisory lock (`job:estate-notifications`). */
export const NOTIFICATION_JOB_NAME = 'estate-notifications';
const DEFAULT_SECONDS = 300;

/**
 * How often the generators run: ESTATE_JOBS_INTERVAL_SECONDS (1 to 86400, default 300). Under Jest
 * (NODE_ENV=test) they do not run unless the variable is set, so tests see only the notifications they cause.
 * Read here rather than in AppConfig while the estate jobs settle; 0 turns them off.
 */
export function estateJobsIntervalSeconds(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.ESTATE_JOBS_INTERVAL_SECONDS?.trim();
  if (raw === undefined || raw === '') return env.NODE_ENV === 'test' ? null : DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400) {
    throw new Error('ESTATE_JOBS_INTERVAL_SECONDS must be an integer from 0 to 86400');
  }
  return seconds === 0 ? null : seconds;
}

/**
 * Generates the server's notifications (contracts expiring within 30 days, overdue invoices) every
 * ESTATE_JOBS_INTERVAL_SECONDS, in one API process at a time (PeriodicJobs' advisory lock); each event is written
 * once whatever runs it, by its event key.
 */
@Injectable()
export class NotificationJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('NotificationJobs');

  constructor(private readonly jobs: PeriodicJobs) {}

  onApplicationBootstrap(): void {
    const seconds = estateJobsIntervalSeconds();
    if (seconds === null) return;
    // Once at start (catching up on the days the API was down), then every `seconds`.
    void this.runOnce().catch((error: unknown) => {
      this.logger.warn(`notification run failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.jobs.every(seconds, this.job());
  }

  /** One run now, unless another process (or this one) is running it. */
  runOnce(): Promise<JobOutcome<GeneratedNotifications>> {
    return this.jobs.runOnce(this.job());
  }

  private job(): PeriodicJob<GeneratedNotifications> {
    return {
      name: NOTIFICATION_JOB_NAME,
      run: (manager) => generateNotifications(manager),
      afterCommit: async (written) => {
        const count = written.contractExpiry + written.invoiceOverdue;
        if (count > 0) this.logger.log(`Wrote ${count} notification(s)`);
        this.logger.debug(`run done: ${count} written`);
      },
    };
  }
}
