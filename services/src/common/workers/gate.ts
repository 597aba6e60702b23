import { QueueFullError } from './task-queue.js';

/**
 * At most `limit` pieces of work at once, the next ones waiting their turn in the order they came; when `queue`
 * already wait, one more is refused at once (QueueFullError) instead of waiting behind them.
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly queue: number,
    private readonly retryAfterSeconds: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.queue) throw new QueueFullError(this.retryAfterSeconds);
      // The one that ends hands its place over (active stays as it is).
      await new Promise<void>((turn) => this.waiting.push(turn));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Pieces of work running and waiting. */
  get pending(): number {
    return this.active + this.waiting.length;
  }
}
