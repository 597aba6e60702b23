import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { SiteOrigin } from '../common/http/site-origin.js';
import { MailService, type OutgoingMail, type QueuedMail } from '../common/mail/mail.service.js';
import { type JobOutcome, type PeriodicJob, PeriodicJobs } from '../common/scheduling/periodic-jobs.service.js';
import { AuctionEventsService, type StoredAuctionEvent } from './auction-events.service.js';
import { LIVE_STATE_COLUMNS, type LiveStateRow, toLiveState } from './auction-live-state.js';
import { agentOutcomeMail, type MailedAuction, wonMail } from './bid-mails.js';

export const AUCTION_JOB_NAME = 'auctions';

/** Auctions settled per run at most (the rest wait for the next run). */
const SETTLE_BATCH = 100;
/** Events are kept this long for clients that reconnect; older ones are pruned. */
const EVENT_RETENTION = `interval '1 day'`;

/** What a run did, and what it leaves to be done after its commit (the mails are in the outbox with it). */
export interface AuctionJobResult {
  started: number;
  settled: { sold: number; unsold: number };
  pruned: number;
  events: StoredAuctionEvent[];
  mails: QueuedMail[];
}

type SettledRow = LiveStateRow & {
  title: string;
  title_en: string | null;
  winner_name: string | null;
  winner_email: string | null;
  agent_name: string | null;
  agent_email: string | null;
};

/**
 * Announces starts, settles ended auctions once (sold or unsold against the reserve) and mails the outcome, every
 * AUCTION_JOBS_INTERVAL_SECONDS (AppConfig.auctionJobsSeconds; 0: off) in one API process at a time (PeriodicJobs).
 */
@Injectable()
export class AuctionSettlementService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AuctionSettlement');

  constructor(
    private readonly jobs: PeriodicJobs,
    private readonly events: AuctionEventsService,
    private readonly mail: MailService,
    private readonly siteOrigin: SiteOrigin,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.auctionJobsSeconds;
    if (seconds === 0) return;
    this.jobs.every(seconds, this.job());
  }

  /** One run now, unless another process (or this one) is running it. */
  runOnce(): Promise<JobOutcome<AuctionJobResult>> {
    return this.jobs.runOnce(this.job());
  }

  private job(): PeriodicJob<AuctionJobResult> {
    return {
      name: AUCTION_JOB_NAME,
      run: (manager) => this.run(manager),
      afterCommit: async (result) => {
        this.events.published(result.events);
        this.mail.deliver(result.mails);
        const { sold, unsold } = result.settled;
        if (result.started + sold + unsold > 0) {
          this.logger.log(`${result.started} auction(s) started, ${sold} sold, ${unsold} unsold`);
        }
      },
    };
  }

  private async run(manager: EntityManager): Promise<AuctionJobResult> {
    // Starts: each approved auction once, when the clock passes its start.
    const started = returnedRows<LiveStateRow>(
      await manager.query(
        `UPDATE auctions a SET announced_status = 'active'
          WHERE a.review = 'approved' AND a.cancelled_at IS NULL AND a.outcome IS NULL
            AND a.start_date <= now() AND now() < a.end_date AND a.announced_status IS DISTINCT FROM 'active'
          RETURNING ${LIVE_STATE_COLUMNS}`,
      ),
    );

    // Settlement: once per auction (outcome IS NULL), re-checked on the locked row, so a bid that extended the end
    // while this waited keeps the auction open. Rows a bid holds are left for the next run.
    const settled = returnedRows<SettledRow>(
      await manager.query(
        `WITH due AS (
           SELECT id FROM auctions
            WHERE outcome IS NULL AND cancelled_at IS NULL AND review = 'approved' AND end_date <= now()
            ORDER BY end_date LIMIT ${SETTLE_BATCH} FOR UPDATE SKIP LOCKED
         ), settled AS (
           UPDATE auctions a
              SET outcome = CASE WHEN a.current_bid IS NOT NULL AND (a.reserve_price IS NULL OR a.current_bid >= a.reserve_price)
                                 THEN 'sold' ELSE 'unsold' END,
                  winner_id = CASE WHEN a.current_bid IS NOT NULL AND (a.reserve_price IS NULL OR a.current_bid >= a.reserve_price)
                                   THEN a.leader_id END,
                  settled_at = now(), announced_status = 'ended', updated_at = now()
             FROM due
            WHERE a.id = due.id AND a.outcome IS NULL AND a.end_date <= now()
            RETURNING a.*
         )
         SELECT ${LIVE_STATE_COLUMNS}, a.title, a.title_en, w.name AS winner_name, w.email AS winner_email,
                COALESCE(g.name, p.agent->>'name') AS agent_name, COALESCE(g.email, p.agent->>'email') AS agent_email
           FROM settled a
           JOIN properties p ON p.id = a.property_id
           LEFT JOIN users w ON w.id = a.winner_id
           LEFT JOIN users g ON g.id = p.assigned_agent_id`,
      ),
    );

    const pruned = returnedRows<unknown>(
      await manager.query(`DELETE FROM auction_events WHERE created_at < now() - ${EVENT_RETENTION} RETURNING 1`),
    ).length;

    // The outcome mails are written in this transaction: a settlement that commits has them, one that does not has none.
    const mails: QueuedMail[] = [];
    for (const mail of settled.flatMap((row) => this.outcomeMails(row)))
      mails.push(await this.mail.queue(manager, mail));

    const events = await this.events.record(manager, [
      ...started.map((row) => ({ type: 'status' as const, auctionId: row.id, state: toLiveState(row) })),
      ...settled.map((row) => ({ type: 'status' as const, auctionId: row.id, state: toLiveState(row) })),
    ]);
    return {
      started: started.length,
      settled: {
        sold: settled.filter((row) => row.outcome === 'sold').length,
        unsold: settled.filter((row) => row.outcome === 'unsold').length,
      },
      pruned,
      events,
      mails,
    };
  }

  private outcomeMails(row: SettledRow): OutgoingMail[] {
    const auction: MailedAuction = {
      title: row.title,
      titleEn: row.title_en,
      link: `${this.siteOrigin.get()}/auctions/${row.id}`,
    };
    const mails: OutgoingMail[] = [];
    const sold = row.outcome === 'sold' && row.current_bid !== null;
    if (sold && row.winner_email) {
      mails.push({ to: row.winner_email, ...wonMail(row.winner_name ?? row.winner_email, auction, row.current_bid!) });
    }
    if (row.agent_email) {
      const outcome =
        sold && row.winner_email
          ? {
              sold: true as const,
              amount: row.current_bid!,
              winner: { name: row.winner_name ?? row.winner_email, email: row.winner_email },
            }
          : { sold: false as const, highest: row.current_bid };
      mails.push({ to: row.agent_email, ...agentOutcomeMail(row.agent_name ?? row.agent_email, auction, outcome) });
    }
    return mails;
  }
}
