import { createHash } from 'node:crypto';

/** Refused because as many tasks as the queue holds are already waiting or running. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The queue of work is full');
    this.name = 'QueueFullError';
  }
}

export interface TaskQueueOptions {
  /** Tasks run at once (the worker threads). */
  concurrency: number;
  /** Tasks that may wait for a free worker beyond those running; one more is refused with QueueFullError. */
  queue: number;
  /** Finished results kept for a task asked again with the same inputs (0: none). */
  cacheEntries: number;
  /** The most bytes those kept results may take together. */
  cacheBytes: number;
  /** The wait a refusal suggests, in seconds. */
  retryAfterSeconds: number;
}

/** What a runner says of its task while it runs: that a worker began it, then how far it is. */
export interface TaskEvents {
  started(): void;
  progress(done: number, total: number): void;
}

/** What runs one task: in a worker thread in the API, a stand-in in tests. */
export type TaskRunner = (task: string, input: unknown, events: TaskEvents) => Promise<Uint8Array>;

/**
 * Where an asked task is: waiting for a worker (`position` 1 is the next to start), or begun (`done` of `total`
 * units, total 0 until the task says).
 */
export type TaskUpdate = { state: 'queued'; position: number } | { state: 'running'; done: number; total: number };

/** Told where a task is: at once when it is asked, then at each change. */
export type TaskListener = (update: TaskUpdate) => void;

interface RunningTask {
  result: Promise<Buffer>;
  started: boolean;
  last: TaskUpdate;
  listeners: Set<TaskListener>;
}

/**
 * The bounded front of a worker pool. A task is its name and its inputs (plain data); the same task with the same
 * inputs asked while it runs is run once and every asker gets its bytes, and a few recent results are kept (by
 * count and by size) for one asked again. At most `concurrency + queue` distinct tasks wait or run; one more is
 * refused at once (QueueFullError) instead of waiting behind work that could take minutes.
 *
 * The key is a SHA-256 of the task's name and its inputs as JSON: the inputs come from the same code for the same
 * document, so their keys are written in the same order, and a Date is written as its ISO time.
 *
 * An asker may listen to where its task is: its place among those waiting (they start in the order asked, as the
 * worker pool takes them), then the progress the task reports. A place changes whenever a task ahead starts.
 */
export class TaskQueue {
  private readonly running = new Map<string, RunningTask>();
  private readonly done = new Map<string, Buffer>();
  private doneBytes = 0;

  constructor(
    private readonly runner: TaskRunner,
    private readonly options: TaskQueueOptions,
  ) {}

  /** Tasks waiting or running now. */
  get pending(): number {
    return this.running.size;
  }

  run(task: string, input: unknown, listener?: TaskListener): Promise<Buffer> {
    const key = createHash('sha256').update(task).update('\0').update(JSON.stringify(input)).digest('hex');
    const kept = this.done.get(key);
    if (kept) {
      // Used again: it moves to the newest end, the last to be dropped.
      this.done.delete(key);
      this.done.set(key, kept);
      return Promise.resolve(kept);
    }
    const shared = this.running.get(key);
    if (shared) {
      if (listener) {
        shared.listeners.add(listener);
        listener(shared.last);
      }
      return shared.result;
    }
    if (this.running.size >= this.options.concurrency + this.options.queue) {
      return Promise.reject(new QueueFullError(this.options.retryAfterSeconds));
    }
    const entry: RunningTask = {
      result: Promise.resolve(Buffer.alloc(0)),
      started: false,
      last: { state: 'queued', position: this.waiting() + 1 },
      listeners: new Set(listener ? [listener] : []),
    };
    this.running.set(key, entry);
    listener?.(entry.last);
    entry.result = this.runner(task, input, {
      started: () => {
        if (entry.started) return;
        entry.started = true;
        this.tell(entry, { state: 'running', done: 0, total: 0 });
        this.renumber();
      },
      progress: (done, total) => this.tell(entry, { state: 'running', done, total }),
    })
      .then((bytes) => {
        const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        this.keep(key, buffer);
        return buffer;
      })
      .finally(() => {
        this.running.delete(key);
        // A task that ended without saying it began (it failed first) leaves the queue too.
        if (!entry.started) this.renumber();
      });
    return entry.result;
  }

  /** Tasks asked that no worker has begun yet. */
  private waiting(): number {
    let count = 0;
    for (const entry of this.running.values()) if (!entry.started) count += 1;
    return count;
  }

  /** Tells each waiting task whose place changed its new place. */
  private renumber(): void {
    let position = 0;
    for (const entry of this.running.values()) {
      if (entry.started) continue;
      position += 1;
      if (entry.last.state === 'queued' && entry.last.position === position) continue;
      this.tell(entry, { state: 'queued', position });
    }
  }

  private tell(entry: RunningTask, update: TaskUpdate): void {
    entry.last = update;
    for (const listener of entry.listeners) listener(update);
  }

  private keep(key: string, bytes: Buffer): void {
    const { cacheEntries, cacheBytes } = this.options;
    if (cacheEntries === 0 || bytes.byteLength > cacheBytes) return;
    this.done.set(key, bytes);
    this.doneBytes += bytes.byteLength;
    for (const [oldest, old] of this.done) {
      if (this.done.size <= cacheEntries && this.doneBytes <= cacheBytes) break;
      this.done.delete(oldest);
      this.doneBytes -= old.byteLength;
    }
  }
}
