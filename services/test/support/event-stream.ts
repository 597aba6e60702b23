import type { AuctionEvent } from '@estate/contracts';

/** A frame of a server-sent event stream: its id, event name and JSON data. */
export interface Frame {
  id: string | null;
  event: string;
  data: AuctionEvent;
}

/** An open event stream read frame by frame; `next(n)` waits for the n-th frame (from 1). */
export interface OpenStream {
  response: Response;
  frames: Frame[];
  /** `retry:` and comments, as received. */
  raw: string;
  until(check: (frames: Frame[]) => boolean, timeoutMs?: number): Promise<Frame[]>;
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  const stream: OpenStream = {
    response,
    frames,
    raw: '',
    until: (check, timeoutMs = 5000) =>
      new Promise((done, fail) => {
        if (check(frames)) return done(frames);
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(new Error(`no such frames within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const waiter = () => {
          if (!check(frames)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          done(frames);
        };
        waiters.add(waiter);
      }),
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  stream.ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        stream.raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          frames.push({
            id: fields.get('id') ?? null,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data')!) as AuctionEvent,
          });
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}

/**
 * A watcher as a browser's EventSource is one: when its stream ends it opens it again with the id of the last event
 * it received (Last-Event-ID), until told to stop. `resumedWith` lists the Last-Event-ID of each stream it reopened.
 */
export function watchLikeABrowser(url: string) {
  const earlier: Frame[] = [];
  const resumedWith: string[] = [];
  const ended: OpenStream[] = [];
  let current: OpenStream | null = null;
  let stopped = false;
  const frames = () => [...earlier, ...(current?.frames ?? [])];
  const done = (async () => {
    while (!stopped) {
      const lastId = frames()
        .reverse()
        .find((frame) => frame.id)?.id;
      try {
        const stream = await openStream(url, lastId ? { 'last-event-id': lastId } : {});
        if (stream.response.ok) {
          if (lastId) resumedWith.push(lastId);
          current = stream;
          await stream.ended;
          earlier.push(...stream.frames);
          ended.push(stream);
          current = null;
          continue;
        }
        stream.close();
      } catch {
        // the server did not answer; try again
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    frames,
    /** The Last-Event-ID of each stream reopened. */
    resumedWith,
    /** The streams that ended, in order (their `raw` holds the `retry:` fields received). */
    ended,
    connected: () => current !== null,
    stop: async () => {
      stopped = true;
      current?.close();
      await done;
    },
  };
}
