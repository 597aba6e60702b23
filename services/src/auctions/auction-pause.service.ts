import { AUCTION_PAUSE_ERROR_CODES, type AuctionLiveState } from '@estate/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor } from '../common/auth/authenticated-user.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { bilingualRefusal } from '../common/http/refusal.js';
import { AuctionEventsService, type StoredEventBody } from './auction-events.service.js';
import { LIVE_STATE_COLUMNS, type LiveStateRow, toLiveState } from './auction-live-state.js';
import { auctionNotFound } from './auction-views.js';

type PausedRow = LiveStateRow & { title: string };

/**
 * Staff pause a running auction (REGA: platforms stop and resume an auction on technical errors) and resume it: while
 * paused no bid nor maximum is taken (the bid's UPDATE requires paused_at IS NULL, and it waits on the same row lock),
 * and it reads active and paused, with its reason, even past its end (NOT_OVER_SQL); resuming moves the end on by the
 * time it was paused. Only a started auction that has not ended is paused. Each change is audited with its reason and announced to
 * watchers (`paused`, `resumed` events) in the transaction that makes it.
 */
@Injectable()
export class AuctionPauseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: AuctionEventsService,
    private readonly audit: AuditService,
  ) {}

  pause(auctionId: string, reason: string, actor: Actor): Promise<AuctionLiveState> {
    return this.change(auctionId, actor, async (manager) => {
      const [row] = returnedRows<PausedRow>(
        await manager.query(
          `UPDATE auctions a SET paused_at = now(), pause_reason = $2, updated_at = now()
            WHERE a.id = $1 AND a.review = 'approved' AND a.cancelled_at IS NULL AND a.outcome IS NULL
              AND a.paused_at IS NULL AND a.start_date <= now() AND now() < a.end_date
            RETURNING ${LIVE_STATE_COLUMNS}, a.title`,
          [auctionId, reason],
        ),
      );
      if (!row) throw await this.notPausable(manager, auctionId);
      const state = toLiveState(row);
      return {
        row,
        event: { type: 'paused', auctionId, reason, state },
        audit: { action: 'auction.pause', description: `Auction "${row.title}" paused: ${reason}` },
      };
    });
  }

  /** Why an auction cannot be paused, read as it stands: not started, over (ended, settled, cancelled), or paused. */
  private async notPausable(manager: EntityManager, auctionId: string): Promise<ConflictException> {
    const [row] = (await manager.query(
      `SELECT now() < a.start_date AS upcoming, a.paused_at IS NOT NULL AS paused FROM auctions a WHERE a.id = $1`,
      [auctionId],
    )) as { upcoming: boolean; paused: boolean }[];
    if (row?.upcoming) {
      return new ConflictException(
        bilingualRefusal(AUCTION_PAUSE_ERROR_CODES.notStarted, {
          ar: 'لم يبدأ المزاد بعد؛ لا يُوقف إلا مزاد جارٍ',
          en: 'The auction has not started yet; only a running auction can be paused',
        }),
      );
    }
    if (row?.paused) {
      return new ConflictException(
        bilingualRefusal(AUCTION_PAUSE_ERROR_CODES.notPausable, {
          ar: 'المزاد متوقف بالفعل',
          en: 'The auction is already paused',
        }),
      );
    }
    return new ConflictException(
      bilingualRefusal(AUCTION_PAUSE_ERROR_CODES.over, {
        ar: 'انتهى المزاد أو أُلغي؛ لا يُوقف إلا مزاد جارٍ',
        en: 'The auction has ended or was cancelled; only a running auction can be paused',
      }),
    );
  }

  resume(auctionId: string, reason: string, actor: Actor): Promise<AuctionLiveState> {
    return this.change(auctionId, actor, async (manager) => {
      const [row] = returnedRows<PausedRow & { paused_seconds: number }>(
        await manager.query(
          `WITH before AS (SELECT id, paused_at FROM auctions WHERE id = $1 AND paused_at IS NOT NULL FOR UPDATE)
           UPDATE auctions a SET end_date = a.end_date + (now() - before.paused_at), paused_at = NULL, pause_reason = NULL,
                                 updated_at = now()
             FROM before WHERE a.id = before.id
           RETURNING ${LIVE_STATE_COLUMNS}, a.title,
                     extract(epoch FROM now() - before.paused_at)::float8 AS paused_seconds`,
          [auctionId],
        ),
      );
      if (!row) {
        throw new ConflictException(
          bilingualRefusal(AUCTION_PAUSE_ERROR_CODES.notPaused, {
            ar: 'المزاد غير متوقف',
            en: 'The auction is not paused',
          }),
        );
      }
      const state = toLiveState(row);
      const minutes = Math.round(Number(row.paused_seconds) / 60);
      return {
        row,
        event: { type: 'resumed', auctionId, reason, endDate: state.endDate, state },
        audit: {
          action: 'auction.resume',
          description: `Auction "${row.title}" resumed after ${minutes} min (end moved to ${state.endDate}): ${reason}`,
        },
      };
    });
  }

  private async change(
    auctionId: string,
    actor: Actor,
    apply: (manager: EntityManager) => Promise<{
      row: PausedRow;
      event: StoredEventBody;
      audit: { action: string; description: string };
    }>,
  ): Promise<AuctionLiveState> {
    const { state, events } = await this.dataSource.transaction(async (manager) => {
      const [exists] = (await manager.query(`SELECT 1 FROM auctions WHERE id = $1 AND review = 'approved'`, [
        auctionId,
      ])) as unknown[];
      if (!exists) throw auctionNotFound();
      const { row, event, audit } = await apply(manager);
      await this.audit.record({ actor, ...audit, targetType: 'auction', targetId: auctionId }, manager);
      return { state: toLiveState(row), events: await this.events.record(manager, [event]) };
    });
    this.events.published(events);
    return state;
  }
}
