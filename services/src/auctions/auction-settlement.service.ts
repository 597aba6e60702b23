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
import { AuctionDepositsService } from './bidders/auction-deposits.service.js';
import { agentOutcomeMail, bidLogBrokenMail, type MailedAuction, wonMail } from './bid-mails.js';
import { BidLogService } from './bid-log.service.js';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor } from '../common/auth/authenticated-user.js';
import { AUCTION_STAFF_ROLES } from '@estate/contracts';

export const AUCTION_JOB_NAME = 'auctions';

/** Who the audit log names for what the settlement job does. */
const SETTLEMENT_ACTOR: Actor = { id: null, name: 'Auction settlement', ip: null };

/** Auctions settled per run at most (the rest wait for the next run). */
const SETTLE_BATCH = 100;
/** Events are kept this long for clients that reconnect; older ones are pruned. */
const EVENT_RETENTION = `interval '1 day'`;

/** What a run did, and what it leaves to be done after its commit (the mails are in the outbox with it). */
export interface AuctionJobResult {
  started: number;
  settled: { sold: number; unsold: number };
  pruned: number;
  depositsReleased: number;
  depositsApplied: number;
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
    private readonly deposits: AuctionDepositsService,
    private readonly bidLog: BidLogService,
    private readonly audit: AuditService,
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
        // Every run: a refund that failed before is tried again even when this run released nothing.
        void this.deposits.refundReleased();
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
    // while this waited keeps the auction open. Rows a bid holds are left for the next run. An auction whose bid log
    // does not verify (bid-chain.ts) is not settled: it is marked, staff are told once, and each run checks it again
    // (settled once the log is put right); marked ones come last so that they never hold up the others.
    const due = (await manager.query(
      `SELECT id, bid_log_broken_at IS NOT NULL AS marked, title, title_en FROM auctions
        WHERE outcome IS NULL AND cancelled_at IS NULL AND review = 'approved' AND end_date <= now()
          AND paused_at IS NULL
        ORDER BY bid_log_broken_at IS NOT NULL, end_date LIMIT ${SETTLE_BATCH} FOR UPDATE SKIP LOCKED`,
    )) as { id: string; marked: boolean; title: string; title_en: string | null }[];
    const settleable: string[] = [];
    const broken: { id: string; title: string; titleEn: string | null; ordinal: number }[] = [];
    for (const row of due) {
      // Checked with no bids as well: a current bid or leader on an auction whose log has none is a break.
      const check = await this.bidLog.verifyIn(manager, row.id);
      if (check.valid) settleable.push(row.id);
      else if (!row.marked) {
        broken.push({ id: row.id, title: row.title, titleEn: row.title_en, ordinal: check.brokenAt!.ordinal });
      }
    }
    const mails: QueuedMail[] = [];
    if (broken.length > 0) mails.push(...(await this.markBroken(manager, broken)));

    const settled = returnedRows<SettledRow>(
      await manager.query(
        `WITH settled AS (
           UPDATE auctions a
              SET outcome = CASE WHEN a.current_bid IS NOT NULL AND (a.reserve_price IS NULL OR a.current_bid >= a.reserve_price)
                                 THEN 'sold' ELSE 'unsold' END,
                  winner_id = CASE WHEN a.current_bid IS NOT NULL AND (a.reserve_price IS NULL OR a.current_bid >= a.reserve_price)
                                   THEN a.leader_id END,
                  settled_at = now(), announced_status = 'ended', updated_at = now(), bid_log_broken_at = NULL
            WHERE a.id = ANY($1::uuid[]) AND a.outcome IS NULL AND a.end_date <= now()
            RETURNING a.*
         )
         SELECT ${LIVE_STATE_COLUMNS}, a.title, a.title_en, w.name AS winner_name, w.email AS winner_email,
                COALESCE(g.name, p.agent->>'name') AS agent_name, COALESCE(g.email, p.agent->>'email') AS agent_email
           FROM settled a
           JOIN properties p ON p.id = a.property_id
           LEFT JOIN users w ON w.id = a.winner_id
           LEFT JOIN users g ON g.id = p.assigned_agent_id`,
        [settleable],
      ),
    );

    // Deposits: the winner's applied to the price, the others released (refunded after the commit); reminders of
    // balances due, queued with the rest of this run's mails.
    const deposits = await this.deposits.settle(manager);
    const reminders = await this.deposits.balanceReminders(manager, (id) => `${this.siteOrigin.get()}/auctions/${id}`);

    const pruned = returnedRows<unknown>(
      await manager.query(`DELETE FROM auction_events WHERE created_at < now() - ${EVENT_RETENTION} RETURNING 1`),
    ).length;

    // The outcome mails are written in this transaction: a settlement that commits has them, one that does not has none.
    for (const mail of [...settled.flatMap((row) => this.outcomeMails(row)), ...reminders])
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
      depositsReleased: deposits.released,
      depositsApplied: deposits.applied,
      events,
      mails,
    };
  }

  /** Marks auctions whose bid log is broken, audits it, and queues a mail to each member of auction staff. */
  private async markBroken(
    manager: EntityManager,
    broken: { id: string; title: string; titleEn: string | null; ordinal: number }[],
  ): Promise<QueuedMail[]> {
    await manager.query(`UPDATE auctions SET bid_log_broken_at = now() WHERE id = ANY($1::uuid[])`, [
      broken.map((auction) => auction.id),
    ]);
    const staff = (await manager.query(`SELECT name, email FROM users WHERE role = ANY($1::text[]) AND is_active`, [
      [...AUCTION_STAFF_ROLES],
    ])) as { name: string; email: string }[];
    const mails: QueuedMail[] = [];
    for (const auction of broken) {
      this.logger.error(`Auction ${auction.id}: bid log broken at bid ${auction.ordinal}; left unsettled`);
      await this.audit.record(
        {
          actor: SETTLEMENT_ACTOR,
          action: 'auction.bid_log_broken',
          description: `Auction "${auction.title}": bid log fails verification at bid ${auction.ordinal}; not settled`,
          targetType: 'auction',
          targetId: auction.id,
        },
        manager,
      );
      const mailed = {
        title: auction.title,
        titleEn: auction.titleEn,
        link: `${this.siteOrigin.get()}/auctions/${auction.id}`,
      };
      for (const member of staff) {
        mails.push(
          await this.mail.queue(manager, {
            to: member.email,
            ...bidLogBrokenMail(member.name || member.email, mailed, auction.ordinal),
          }),
        );
      }
    }
    return mails;
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
