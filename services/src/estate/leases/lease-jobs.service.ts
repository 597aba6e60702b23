import { type LeaseJobResult, todayInRiyadh } from '@estate/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../common/config/app-config.js';
import { APP_CONFIG } from '../../common/config/config.module.js';
import type { QueuedMail } from '../../common/mail/mail.service.js';
import { type PeriodicJob, PeriodicJobs } from '../../common/scheduling/periodic-jobs.service.js';
import { type DueRenewal, LeaseRenewals } from './lease-renewals.js';

/** The job's name: its interval in the SchedulerRegistry and its advisory lock (`job:estate-leases`). */
export const LEASE_JOB_NAME = 'estate-leases';

interface LeaseRun {
  remindersSent: number;
  mails: QueuedMail[];
  due: DueRenewal[];
  renewed: number;
  skipped: number;
}

/**
 * The lease job, every ESTATE_JOBS_INTERVAL_SECONDS (AppConfig.estateJobsSeconds; 0: off) in one API process at a
 * time (PeriodicJobs' advisory lock), as the notification job runs: the reminders due today (written once each by
 * their unique key), then, once those are committed, the renewals of the contracts that reached their end.
 */
@Injectable()
export class LeaseJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('LeaseJobs');

  constructor(
    private readonly jobs: PeriodicJobs,
    private readonly renewals: LeaseRenewals,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.estateJobsSeconds;
    if (seconds === 0) return;
    void this.runOnce().catch((error: unknown) => {
      this.logger.warn(`lease run failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.jobs.every(seconds, this.job());
  }

  /** One run now, unless another process (or this one) is running it. */
  async runOnce(): Promise<LeaseJobResult> {
    const outcome = await this.jobs.runOnce(this.job());
    if (!outcome.ran) return { ran: false, remindersSent: 0, renewed: 0, skipped: 0 };
    const { remindersSent, renewed, skipped } = outcome.result;
    return { ran: true, remindersSent, renewed, skipped };
  }

  private job(): PeriodicJob<LeaseRun> {
    return {
      name: LEASE_JOB_NAME,
      run: async (manager) => {
        const today = todayInRiyadh();
        const { sent, mails } = await this.renewals.remind(manager, today);
        const due = await this.renewals.due(manager, today);
        return { remindersSent: sent, mails, due, renewed: 0, skipped: 0 };
      },
      afterCommit: async (run) => {
        this.renewals.deliver(run.mails);
        const { renewed, skipped } = await this.renewals.renewAll(run.due);
        run.renewed = renewed;
        run.skipped = skipped;
        if (run.remindersSent + renewed + skipped > 0) {
          this.logger.log(`${run.remindersSent} reminder(s) sent, ${renewed} contract(s) renewed, ${skipped} skipped`);
        }
      },
    };
  }
}
