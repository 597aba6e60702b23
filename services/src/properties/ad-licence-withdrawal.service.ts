import { AUDIT_ACTIONS, type PropertyAgent, todayInRiyadh } from '@estate/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { SiteOrigin } from '../common/http/site-origin.js';
import { MailService, type QueuedMail } from '../common/mail/mail.service.js';
import { type JobOutcome, type PeriodicJob, PeriodicJobs } from '../common/scheduling/periodic-jobs.service.js';
import { WITHDRAW_EXPIRED_SQL } from './ad-licence.js';
import { adLicenceExpiredMail } from './ad-licence-mails.js';

export const AD_LICENCE_JOB_NAME = 'ad-licence-withdrawal';

/** What a run did: the listings withdrawn, and the agents' mails (in the outbox with the withdrawal). */
export interface AdLicenceJobResult {
  withdrawn: string[];
  mails: QueuedMail[];
}

interface WithdrawnRow {
  id: string;
  title: string;
  title_en: string | null;
  ad_license_number: string | null;
  ad_license_expires_on: string;
  agent: PropertyAgent | null;
  agent_name: string | null;
  agent_email: string | null;
}

/**
 * Withdraws published listings whose ad licence has expired (AD_LICENCE_RULE: valid through its expiry day, Riyadh),
 * every AD_LICENCE_JOB_SECONDS (AppConfig.adLicenceJobSeconds; 0: off) in one API process at a time (PeriodicJobs).
 * Each listing is withdrawn once (a conditional UPDATE ... WHERE status = 'active' ... RETURNING) and, in the same
 * transaction, audited and its agent's mail queued: a run that rolls back leaves neither, two runs never both.
 */
@Injectable()
export class AdLicenceWithdrawalService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdLicenceWithdrawal');

  constructor(
    private readonly jobs: PeriodicJobs,
    private readonly mail: MailService,
    private readonly siteOrigin: SiteOrigin,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.adLicenceJobSeconds;
    if (seconds === 0) return;
    this.jobs.every(seconds, this.job());
  }

  /** One run now, unless another process (or this one) is running it. */
  runOnce(): Promise<JobOutcome<AdLicenceJobResult>> {
    return this.jobs.runOnce(this.job());
  }

  private job(): PeriodicJob<AdLicenceJobResult> {
    return {
      name: AD_LICENCE_JOB_NAME,
      run: (manager) => this.run(manager),
      afterCommit: async (result) => {
        this.mail.deliver(result.mails);
        if (result.withdrawn.length > 0) {
          this.logger.log(`${result.withdrawn.length} listing(s) withdrawn: their ad licence expired`);
        }
      },
    };
  }

  private async run(manager: EntityManager): Promise<AdLicenceJobResult> {
    const rows = returnedRows<WithdrawnRow>(
      await manager.query(
        `WITH withdrawn AS (${WITHDRAW_EXPIRED_SQL}),
         audited AS (
           INSERT INTO audit_logs (user_id, user_name, action, description, target_type, target_id)
           SELECT NULL, 'system', $2,
                  'Property "' || w.title || '" (active → inactive): ad licence expired on ' || w.ad_license_expires_on,
                  'property', w.id::text
             FROM withdrawn w
           RETURNING 1
         )
         SELECT w.id, w.title, w.title_en, w.ad_license_number, w.ad_license_expires_on, w.agent,
                g.name AS agent_name, g.email AS agent_email
           FROM withdrawn w LEFT JOIN users g ON g.id = w.assigned_agent_id`,
        [todayInRiyadh(), AUDIT_ACTIONS.propertyUpdate],
      ),
    );
    const mails: QueuedMail[] = [];
    for (const row of rows) {
      // The assigned agent, else the listing's contact.
      const email = row.agent_email ?? row.agent?.email ?? null;
      if (!email) continue;
      const name = row.agent_name ?? row.agent?.name ?? email;
      const content = adLicenceExpiredMail(name, {
        title: row.title,
        titleEn: row.title_en,
        adLicenseNumber: row.ad_license_number,
        expiresOn: row.ad_license_expires_on,
        link: `${this.siteOrigin.get()}/admin/properties?q=${encodeURIComponent(row.ad_license_number ?? '')}`,
      });
      mails.push(await this.mail.queue(manager, { to: email, ...content }));
    }
    return { withdrawn: rows.map((row) => row.id), mails };
  }
}
