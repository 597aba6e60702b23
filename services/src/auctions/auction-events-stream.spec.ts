import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { AuctionEventStream, MAX_AGE_RETRY_MS, SSE_RETRY_MS } from './auction-events-stream.js';

/** Node's response as the stream uses it: what is written, and a connection whose writes may start to fail. */
class FakeResponse extends EventEmitter {
  readonly written: string[] = [];
  writableEnded = false;
  writableLength = 0;
  destroyed = false;
  socket = null;
  failWrites = false;

  writeHead() {
    return this;
  }

  flushHeaders() {}

  write(chunk: string, callback?: (error?: Error | null) => void) {
    if (this.failWrites) {
      callback?.(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      return false;
    }
    this.written.push(chunk);
    callback?.();
    return true;
  }

  end() {
    this.writableEnded = true;
    this.emit('close');
  }

  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

describe('AuctionEventStream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const open = (times: { heartbeatMs: number; maxAgeMs: number }) => {
    const response = new FakeResponse();
    const stream = new AuctionEventStream(response as unknown as ServerResponse, times);
    const closed = jest.fn();
    stream.open({});
    stream.onClose(closed);
    return { response, closed };
  };

  it('ends between 90% and 100% of its maximum age, with a short retry: for the client to resume', () => {
    const { response, closed } = open({ heartbeatMs: 60_000, maxAgeMs: 10_000 });
    expect(response.written).toEqual([`retry: ${SSE_RETRY_MS}\n\n`]);

    jest.advanceTimersByTime(8_999);
    expect(response.writableEnded).toBe(false);
    jest.advanceTimersByTime(1_001);
    expect(response.writableEnded).toBe(true);
    expect(response.destroyed).toBe(false);
    expect(closed).toHaveBeenCalledTimes(1);
    const retry = Number(/^retry: (\d+)\n\n$/.exec(response.written.at(-1)!)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(MAX_AGE_RETRY_MS);
    expect(retry).toBeLessThanOrEqual(2 * MAX_AGE_RETRY_MS);
  });

  it('sends heartbeats while its client reads, and drops the connection when a heartbeat cannot be written', () => {
    const { response, closed } = open({ heartbeatMs: 1_000, maxAgeMs: 60_000 });
    jest.advanceTimersByTime(2_000);
    expect(response.written.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(2);
    expect(closed).not.toHaveBeenCalled();

    // The client vanished: the system finds it (keepalive), and writes to its connection now fail.
    response.failWrites = true;
    jest.advanceTimersByTime(1_000);
    expect(response.destroyed).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    // Nothing more is attempted on the dropped connection, and its end of age never comes.
    response.failWrites = false;
    jest.advanceTimersByTime(120_000);
    expect(response.written.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(2);
    expect(response.writableEnded).toBe(false);
  });
});
