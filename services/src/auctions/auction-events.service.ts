import { type AuctionEvent, ERROR_CODES } from '@estate/contracts';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { directUrlOf } from '../common/config/app-config.js';
import { AUCTION_EVENTS_CHANNEL, AuctionEventsListener } from './auction-events-listener.js';
import { type EventRow, HeardEvents, SentOnResume } from './auction-events-replay.js';
import { AuctionEventStream } from './auction-events-stream.js';
import { AuctionStreamLimits, STREAM_RETRY_AFTER_SECONDS } from './auction-stream-limits.js';
import { LIVE_STATE_COLUMNS, type LiveStateRow, readLiveState, toLiveState } from './auction-live-state.js';

/** An event as stored in auction_events (the `snapshot` type is never stored, only sent on connect). */
export type StoredEventBody = Exclude<AuctionEvent, { type: 'snapshot' }>;

export interface StoredAuctionEvent {
  /** auction_events.id: the `id:` of the frame, what Last-Event-ID names. */
  id: string;
  auctionId: string;
  event: StoredEventBody;
}

/** Events of one auction, or of every approved auction (null). */
type Scope = string | null;
type Subscriber = { scope: Scope; deliver: (event: StoredAuctionEvent) => void };

/** A reconnecting client is sent at most this many missed events; more than that, the current state instead. */
const MAX_CATCH_UP = 1000;
/** NOTIFY payloads must stay under 8000 bytes; a larger event is announced by its id and read back. */
const MAX_NOTIFY_BYTES = 7000;
const HEARTBEAT_MS = 15_000;

const toStored = (row: EventRow): StoredAuctionEvent => ({
  id: String(row.id),
  auctionId: row.auction_id,
  event: row.data,
});

/**
 * The auctions' event bus: events are written to auction_events in the transaction that caused them and announced
 * with NOTIFY (every API process LISTENs on PostgreSQL); with the embedded database an in-process bus serves.
 *
 * A writer calls `record(manager, …)` inside its transaction and `published(…)` after it committed (or
 * `statusChanged(id)` after a change of its own, e.g. a cancellation, committed).
 */
@Injectable()
export class AuctionEventsService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('AuctionEvents');
  private readonly subscribers = new Set<Subscriber>();
  private readonly streams = new Set<AuctionEventStream>();
  private listener: AuctionEventsListener | null = null;
  private readonly limits: AuctionStreamLimits;
  private readonly heard = new HeardEvents();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limits = new AuctionStreamLimits({
      perAddress: config.auctionStreamsPerAddress,
      total: config.auctionStreamsMax,
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.database.driver !== 'postgres') return;
    // LISTEN needs a session of its own: the direct connection, never a transaction-mode pooler.
    this.listener = new AuctionEventsListener(
      directUrlOf(this.config.database),
      (payload) => void this.onNotification(payload),
      () => void this.replayMissed(),
    );
    this.listener.start();
    this.heard.startFrom(this.dataSource).catch(() => undefined);
  }

  /** Writes the events in the caller's transaction and, on PostgreSQL, NOTIFYs them (delivered at commit). */
  async record(manager: EntityManager, events: StoredEventBody[]): Promise<StoredAuctionEvent[]> {
    const stored: StoredAuctionEvent[] = [];
    for (const event of events) {
      const [row] = (await manager.query(
        `INSERT INTO auction_events (auction_id, type, data) VALUES ($1, $2, $3) RETURNING id, auction_id, data`,
        [event.auctionId, event.type, JSON.stringify(event)],
      )) as EventRow[];
      const record = toStored(row!);
      stored.push(record);
      if (this.config.database.driver === 'postgres') {
        const payload = JSON.stringify(record);
        await manager.query(`SELECT pg_notify($1, $2)`, [
          AUCTION_EVENTS_CHANNEL,
          Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES ? payload : JSON.stringify({ id: record.id }),
        ]);
      }
    }
    return stored;
  }

  /** After the transaction that recorded `events` committed: the embedded database's in-process delivery. */
  published(events: readonly StoredAuctionEvent[]): void {
    if (this.config.database.driver === 'postgres') return; // the NOTIFY reaches this process's listener too
    for (const event of events) this.dispatch(event);
  }

  /** Tells watchers an auction's state changed (started, cancelled, settled), in a transaction of its own. */
  async statusChanged(auctionId: string): Promise<void> {
    const events = await this.dataSource.transaction(async (manager) => {
      const state = await readLiveState(manager, auctionId);
      return state ? this.record(manager, [{ type: 'status', auctionId, state }]) : [];
    });
    this.published(events);
  }

  /** Listens to the events of one auction (or all, scope null); returns the way to stop. */
  subscribe(scope: Scope, deliver: (event: StoredAuctionEvent) => void): () => void {
    const subscriber: Subscriber = { scope, deliver };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * Serves an event stream: the events missed since `lastEventId` (or the current state when they are no longer
   * kept, the id is unknown, or — for one auction — none is given), then every new event as it happens. A stream
   * takes one of the slots of its client's address (as the rate limits see it: TRUST_PROXY aware) and of the
   * process, and gives it back when it closes; past either limit it is refused before anything is read.
   */
  async serve(reply: FastifyReply, auctionId: string | null, lastEventId: string | null): Promise<void> {
    let release: () => void;
    try {
      release = this.limits.take(reply.request.ip);
    } catch (error) {
      reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
      throw error;
    }
    try {
      await this.open(reply, auctionId, lastEventId, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  private async open(
    reply: FastifyReply,
    auctionId: string | null,
    lastEventId: string | null,
    release: () => void,
  ): Promise<void> {
    if (auctionId !== null && !(await readLiveState(this.dataSource.manager, auctionId))) {
      throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such auction' });
    }
    // Subscribe first and hold what arrives, so nothing falls between the catch-up and the live events.
    const held: StoredAuctionEvent[] = [];
    let deliver: ((event: StoredAuctionEvent) => void) | null = null;
    const unsubscribe = this.subscribe(auctionId, (event) => (deliver ? deliver(event) : held.push(event)));
    let stream: AuctionEventStream;
    try {
      const missed = lastEventId === null ? null : await this.missedSince(auctionId, lastEventId);
      const snapshots =
        missed === null && (auctionId !== null || lastEventId !== null) ? await this.snapshots(auctionId) : null;

      reply.hijack();
      // A quiet stream must outlive the server's idle timeout for clients (CLIENT_TIMEOUT_SECONDS).
      stream = new AuctionEventStream(reply.raw, {
        heartbeatMs: Math.min(HEARTBEAT_MS, Math.max(1000, (this.config.clientTimeoutSeconds * 1000) / 2)),
        maxAgeMs: this.config.auctionStreamMaxSeconds * 1000,
      });
      stream.open(reply.getHeaders());
      for (const event of missed ?? []) stream.send(event.id, event.event);
      for (const state of snapshots?.states ?? []) {
        stream.send(snapshots!.lastId, { type: 'snapshot', auctionId: state.id, state });
      }
      // What was read as missed may still be announced now (held) or later: it is sent once.
      const sent = new SentOnResume((missed ?? []).map((event) => event.id));
      const open = stream;
      deliver = (event) => {
        if (sent.fresh(event.id)) open.send(event.id, event.event);
      };
      for (const event of held) deliver(event);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    this.streams.add(stream);
    stream.onClose(() => {
      unsubscribe();
      this.streams.delete(stream);
      release();
    });
  }

  /** The stored events of the scope after `lastEventId`, or null when that id is not (or no longer) kept. */
  private async missedSince(scope: Scope, lastEventId: string): Promise<StoredAuctionEvent[] | null> {
    if (!/^\d{1,18}$/.test(lastEventId)) return null;
    const [known] = (await this.dataSource.query(`SELECT 1 FROM auction_events WHERE id = $1`, [lastEventId])) as [
      unknown?,
    ];
    if (!known) return null;
    const rows = (await this.dataSource.query(
      `SELECT e.id, e.auction_id, e.data FROM auction_events e JOIN auctions a ON a.id = e.auction_id
        WHERE e.id > $1 AND a.review = 'approved' ${scope === null ? '' : 'AND e.auction_id = $3'}
        ORDER BY e.id LIMIT $2`,
      scope === null ? [lastEventId, MAX_CATCH_UP + 1] : [lastEventId, MAX_CATCH_UP + 1, scope],
    )) as EventRow[];
    return rows.length > MAX_CATCH_UP ? null : rows.map(toStored);
  }

  /** The current state of one auction, or of every approved auction not long over; with the last event's id. */
  private async snapshots(scope: Scope) {
    const [{ last_id: lastId }] = (await this.dataSource.query(
      `SELECT max(id)::text AS last_id FROM auction_events`,
    )) as [{ last_id: string | null }];
    const rows = (await this.dataSource.query(
      `SELECT ${LIVE_STATE_COLUMNS} FROM auctions a
        WHERE a.review = 'approved' AND ${
          scope === null
            ? `(a.end_date > now() - interval '1 day' OR a.paused_at IS NOT NULL)
               AND (a.cancelled_at IS NULL OR a.cancelled_at > now() - interval '1 day')`
            : 'a.id = $1'
        }
        ORDER BY a.end_date`,
      scope === null ? [] : [scope],
    )) as LiveStateRow[];
    return { lastId, states: rows.map(toLiveState) };
  }

  private async onNotification(payload: string): Promise<void> {
    try {
      const parsed = JSON.parse(payload) as Partial<StoredAuctionEvent>;
      if (parsed.event && parsed.auctionId && parsed.id) {
        this.dispatch(parsed as StoredAuctionEvent);
        return;
      }
      const rows = (await this.dataSource.query(`SELECT id, auction_id, data FROM auction_events WHERE id = $1`, [
        parsed.id,
      ])) as EventRow[];
      for (const row of rows) this.dispatch(toStored(row));
    } catch (error) {
      this.logger.warn(`Unreadable auction event: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private dispatch(event: StoredAuctionEvent): void {
    if (!this.heard.add(event.id)) return;
    for (const subscriber of this.subscribers) {
      if (subscriber.scope !== null && subscriber.scope !== event.auctionId) continue;
      try {
        subscriber.deliver(event);
      } catch (error) {
        this.logger.warn(`Event delivery failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /**
   * After the listening connection came back: the events committed while it was down, passed on once, oldest first.
   * When they are too many or cannot be read, the open streams end instead and their clients resume with
   * Last-Event-ID.
   */
  private async replayMissed(): Promise<void> {
    try {
      const missed = await this.heard.missed(this.dataSource);
      if (missed) {
        for (const row of missed) this.dispatch(toStored(row));
        this.logger.log(`Listening again: ${missed.length} auction event(s) committed meanwhile passed on`);
        return;
      }
      this.logger.warn('Listening again after too many auction events to replay: open streams end and resume');
    } catch (error) {
      this.logger.warn(`Missed auction events unread (${error instanceof Error ? error.message : String(error)})`);
    }
    for (const stream of this.streams) stream.end();
  }

  /** Open streams are ended before the HTTP server closes (it waits for open responses). */
  beforeApplicationShutdown(): void {
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
  }
}
