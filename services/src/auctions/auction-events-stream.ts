import type { AuctionEvent } from '@estate/contracts';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field), in ms. */
export const SSE_RETRY_MS = 3000;

/** A client that lets this much pile up unread is cut off (it reconnects and catches up from Last-Event-ID). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The `retry:` sent as a stream ends of age: a second, plus up to another so the clients of streams that opened
 * together do not all come back in the same instant.
 */
export const MAX_AGE_RETRY_MS = 1000;

/** A stream ends between 90% and 100% of its maximum age, so streams opened together do not all end together. */
const MAX_AGE_SPREAD = 0.1;

/** One frame of an event stream: `id:` (omitted when null), `event:` and one `data:` line of JSON. */
export function eventFrame(id: string | null, event: AuctionEvent): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** How often a stream is written to and how long it may live, in ms. */
export interface EventStreamTimes {
  heartbeatMs: number;
  maxAgeMs: number;
}

/**
 * One open server-sent events response, written straight to Node's response (the route has hijacked Fastify's
 * reply, so no onSend hook — compression included — sees it). A comment every `heartbeatMs` keeps proxies and the
 * server's idle timeout from closing a quiet stream. A stream whose client is gone is closed: when its connection
 * closes or a write (a heartbeat included) fails, or when the client leaves MAX_BUFFERED_BYTES unread; a client that
 * vanished without closing is found by the system when the heartbeats go unacknowledged (TCP keepalive is on for the
 * connection), and the next heartbeat's write then fails. Near `maxAgeMs` the stream ends with a short `retry:`, and
 * the client resumes with Last-Event-ID, on this process or another: no stream holds one process for good.
 */
export class AuctionEventStream {
  private heartbeat: NodeJS.Timeout | null = null;
  private expiry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly times: EventStreamTimes,
  ) {}

  /** Sends the head (with the headers already set on the reply, e.g. security headers) and the retry delay. */
  open(headers: Record<string, string | number | string[] | undefined>): void {
    const head: OutgoingHttpHeaders = { ...headers };
    for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) delete head[name];
    this.response.writeHead(200, {
      ...head,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    this.response.flushHeaders();
    this.write(`retry: ${SSE_RETRY_MS}\n\n`);
    const { heartbeatMs, maxAgeMs } = this.times;
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
    this.expiry = setTimeout(() => this.endOfAge(), maxAgeMs * (1 - MAX_AGE_SPREAD * Math.random()));
    this.expiry.unref();
    this.response.socket?.setKeepAlive(true, heartbeatMs);
    this.response.once('close', () => this.dispose());
    this.response.once('error', () => this.fail());
  }

  send(id: string | null, event: AuctionEvent): void {
    this.write(eventFrame(id, event));
  }

  /** Ends the stream (at shutdown); the client reconnects to another process or later. */
  end(): void {
    if (this.closed) return;
    this.dispose();
    this.response.end();
  }

  /** Ends the stream of age, telling the client to come back shortly (where it left off: Last-Event-ID). */
  private endOfAge(): void {
    this.write(`retry: ${Math.round(MAX_AGE_RETRY_MS * (1 + Math.random()))}\n\n`);
    this.end();
  }

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.response.once('close', listener);
  }

  private write(chunk: string): void {
    if (this.closed || this.response.writableEnded) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.fail();
      return;
    }
    this.response.write(chunk, (error) => {
      if (error) this.fail();
    });
  }

  /** The client is gone or stuck: the connection is dropped (its 'close' gives the stream's slot back). */
  private fail(): void {
    this.dispose();
    this.response.destroy();
  }

  private dispose(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.expiry) clearTimeout(this.expiry);
    this.heartbeat = null;
    this.expiry = null;
  }
}
