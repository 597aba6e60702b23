import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import { type JobOutcome, type PeriodicJob, PeriodicJobs } from '../../common/scheduling/periodic-jobs.service.js';
import { generateNotifications, type GeneratedNotifications } from './notification-generators.js';

/** The job's name: its interval in the SchedulerRegistry and its advisory lock (`job:estate-notifications`). */
export const NOTIFICATION_JOB_NAME = 'estate-notifications';
/**
 * Generates the server's notifications of overdue invoices (a contract's end is the lease job's reminders) every
 * ESTATE_JOBS_INTERVAL_SECONDS (AppConfig.estateJobsSeconds; 0: off), in one API process at a time (PeriodicJobs' advisory lock); each event is written
 * once whatever runs it, by its event key.
 */
@Injectable()
export class NotificationJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('NotificationJobs');

  constructor(
    private readonly jobs: PeriodicJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.estateJobsSeconds;
    if (seconds === 0) return;
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
        const count = written.invoiceOverdue;
        if (count > 0) this.logger.log(`Wrote ${count} notification(s)`);
        this.logger.debug(`run done: ${count} written`);
      },
    };
  }
}
