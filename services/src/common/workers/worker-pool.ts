import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { TaskProgressMessage } from './task-progress.js';
import { type TaskEvents, type TaskListener, TaskQueue, type TaskQueueOptions } from './task-queue.js';

/**
 * What one call of a worker module's default export receives: the task's name, its plain inputs, and the port its
 * progress goes back through (task-progress.ts: beginTask, reportProgress, endTask).
 */
export interface WorkerTask {
  task: string;
  input: unknown;
  progress?: MessagePort;
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
    this.queue = new TaskQueue((task, input, events) => this.runInWorker(task, input, events), {
      ...options,
      concurrency: options.threads,
    });
  }

  /**
   * Runs `task` on `input` in a worker (or shares the run already under way); QueueFullError when full. `listener`
   * hears its place in the queue, then its progress.
   */
  run(task: string, input: unknown, listener?: TaskListener): Promise<Buffer> {
    return this.queue.run(task, input, listener);
  }

  /** One task in a worker, with a channel of its own for what the worker reports of it. */
  private async runInWorker(task: string, input: unknown, events: TaskEvents): Promise<Uint8Array> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: TaskProgressMessage) => {
      if ('started' in message) events.started();
      else events.progress(message.done, message.total);
    });
    try {
      return await this.piscina.run({ task, input, progress: port2 } satisfies WorkerTask, { transferList: [port2] });
    } finally {
      port1.close();
    }
  }

  get pending(): number {
    return this.queue.pending;
  }

  /** Ends the threads (tasks under way are abandoned). */
  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
