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

/** What runs one task: in a worker thread in the API, a stand-in in tests. */
export type TaskRunner = (task: string, input: unknown) => Promise<Uint8Array>;

/**
 * The bounded front of a worker pool. A task is its name and its inputs (plain data); the same task with the same
 * inputs asked while it runs is run once and every asker gets its bytes, and a few recent results are kept (by
 * count and by size) for one asked again. At most `concurrency + queue` distinct tasks wait or run; one more is
 * refused at once (QueueFullError) instead of waiting behind work that could take minutes.
 *
 * The key is a SHA-256 of the task's name and its inputs as JSON: the inputs come from the same code for the same
 * document, so their keys are written in the same order, and a Date is written as its ISO time.
 */
export class TaskQueue {
  private readonly running = new Map<string, Promise<Buffer>>();
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

  run(task: string, input: unknown): Promise<Buffer> {
    const key = createHash('sha256').update(task).update('\0').update(JSON.stringify(input)).digest('hex');
    const kept = this.done.get(key);
    if (kept) {
      // Used again: it moves to the newest end, the last to be dropped.
      this.done.delete(key);
      this.done.set(key, kept);
      return Promise.resolve(kept);
    }
    const shared = this.running.get(key);
    if (shared) return shared;
    if (this.running.size >= this.options.concurrency + this.options.queue) {
      return Promise.reject(new QueueFullError(this.options.retryAfterSeconds));
    }
    const result = this.runner(task, input)
      .then((bytes) => {
        const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        this.keep(key, buffer);
        return buffer;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, result);
    return result;
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
