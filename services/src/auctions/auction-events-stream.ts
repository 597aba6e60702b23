import type { AuctionEvent } from '@estate/contracts';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field), in ms. */
export const SSE_RETRY_MS = 3000;

/** A client that lets this much pile up unread is cut off (it reconnects and catches up from Last-Event-ID). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One frame of an event stream: `id:` (omitted when null), `event:` and one `data:` line of JSON. */
export function eventFrame(id: string | null, event: AuctionEvent): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * One open server-sent events response, written straight to Node's response (the route has hijacked Fastify's
 * reply, so no onSend hook — compression included — sees it). A comment every `heartbeatMs` keeps proxies and the
 * server's idle timeout from closing a quiet stream. A stream whose client is gone is closed: when its connection
 * closes or a write fails, or when the client leaves MAX_BUFFERED_BYTES unread; a client that vanished without
 * closing is found by the system when the heartbeats go unacknowledged (TCP keepalive is on for the connection).
 */
export class AuctionEventStream {
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly heartbeatMs: number,
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
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), this.heartbeatMs);
    this.heartbeat.unref();
    this.response.socket?.setKeepAlive(true, this.heartbeatMs);
    this.response.once('close', () => this.dispose());
    this.response.once('error', () => {
      this.dispose();
      this.response.destroy();
    });
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

  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.response.once('close', listener);
  }

  private write(chunk: string): void {
    if (this.closed || this.response.writableEnded) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.dispose();
      this.response.destroy();
      return;
    }
    this.response.write(chunk);
  }

  private dispose(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
