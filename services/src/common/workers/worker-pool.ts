import { Piscina } from 'piscina';
import { TaskQueue, type TaskQueueOptions } from './task-queue.js';

/** What one call of a worker module's default export receives: the task's name and its plain inputs. */
export interface WorkerTask {
  task: string;
  input: unknown;
}

export interface WorkerPoolOptions extends Omit<TaskQueueOptions, 'concurrency'> {
  /** The worker module (a built .js file): its default export takes a WorkerTask and answers bytes. */
  filename: URL;
  /** Worker threads at most; they start on the first task and stop after a minute without one. */
  threads: number;
}

/**
 * Worker threads (piscina) for CPU-heavy work, behind a TaskQueue: the API's thread sends plain data and gets
 * bytes back, so a PDF or a workbook being made never holds up the requests answered meanwhile.
 */
export class WorkerPool {
  private readonly piscina: Piscina<WorkerTask, Uint8Array>;
  private readonly queue: TaskQueue;

  constructor(options: WorkerPoolOptions) {
    this.piscina = new Piscina({
      filename: options.filename.href,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: 60_000,
    });
    this.queue = new TaskQueue((task, input) => this.piscina.run({ task, input }), {
      ...options,
      concurrency: options.threads,
    });
  }

  /** Runs `task` on `input` in a worker (or shares the run already under way); QueueFullError when full. */
  run(task: string, input: unknown): Promise<Buffer> {
    return this.queue.run(task, input);
  }

  get pending(): number {
    return this.queue.pending;
  }

  /** Ends the threads (tasks under way are abandoned). */
  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
