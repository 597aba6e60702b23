import { Logger } from '@nestjs/common';
import pg, { type Client } from 'pg';

// What this file uses of node-postgres beyond services/src/types/pg.d.ts: LISTEN's notifications and the events.
declare module 'pg' {
  interface ClientConfig {
    application_name?: string;
  }
  interface Notification {
    channel: string;
    payload?: string;
  }
  interface Client {
    on(event: 'notification', listener: (message: Notification) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'end', listener: () => void): this;
    removeAllListeners(event: 'end'): this;
  }
}

/** The PostgreSQL channel every API process LISTENs on; the payload is one stored event as JSON (or just its id). */
export const AUCTION_EVENTS_CHANNEL = 'auction_events';

/** The application_name of the listening connection (pg_stat_activity shows it). */
export const AUCTION_EVENTS_APPLICATION = 'estate-auction-events';

const FIRST_RETRY_MS = 100;
/** Capped low: events committed while not listening are replayed, but a stream hears nothing new until then. */
const LAST_RETRY_MS = 1000;

/**
 * One dedicated connection per API process that LISTENs on the auction events channel and hands every payload to
 * `onPayload`. A lost connection is opened again with a growing pause (0.1 s doubling up to 1 s); `onReconnect`
 * is called after a reconnection, once it listens again (events sent meanwhile were not heard: the caller replays
 * them from auction_events).
 */
export class AuctionEventsListener {
  private readonly logger = new Logger('AuctionEventsListener');
  private client: Client | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private connectedOnce = false;

  constructor(
    private readonly url: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect: () => void,
  ) {}

  start(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, application_name: AUCTION_EVENTS_APPLICATION });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === AUCTION_EVENTS_CHANNEL && message.payload) this.onPayload(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUCTION_EVENTS_CHANNEL}`);
      this.retryMs = FIRST_RETRY_MS;
      if (this.connectedOnce) {
        this.logger.log('Listening for auction events again');
        this.onReconnect();
      }
      this.connectedOnce = true;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.logger.warn(
      `Auction events connection lost (${error instanceof Error ? error.message : String(error)}); retrying in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
