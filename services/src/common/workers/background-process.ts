import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The entry point of the background processes (background-process-entry.ts, built beside this file). */
const ENTRY = new URL('./background-process-entry.js', import.meta.url);

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** What the process answers for one task. */
export type BackgroundAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/**
 * One child process that runs a module's default export for the API, one task at a time (the others wait their
 * turn), at the lowest CPU priority the system grants. On Linux a process in a session of its own is scheduled as a
 * group of its own (autogroup), and the process lowers that group to nice 19: when the cores are busy, the API's
 * requests and the database's queries get the CPU first, and the work runs on what they leave. (A worker thread's nice
 * value counts only against the threads of its own process: the API's process as a whole still took half the cores
 * from the database while a thread parsed.) It starts with the first task, stops after `idleMs` without one, and ends
 * with the API: when its channel to the API closes, it exits.
 */
export class BackgroundProcess<I, O> {
  private child: ChildProcess | null = null;
  private turn: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly module: URL,
    private readonly idleMs = 60_000,
  ) {}

  /** Runs the module's default export on `input` (copied to the process), after the tasks before it. */
  run(input: I): Promise<O> {
    const result = this.turn.then(() => this.send(input));
    this.turn = result.catch(() => undefined);
    return result;
  }

  /** Ends the process (a task under way is refused). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }

  private send(input: I): Promise<O> {
    if (this.idle) clearTimeout(this.idle);
    const child = this.started();
    const id = this.nextId++;
    return new Promise<O>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, input }, (error) => {
        if (!error) return;
        this.waiting.delete(id);
        reject(error);
      });
    }).finally(() => this.stopWhenIdle());
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(fileURLToPath(ENTRY), [this.module.href], {
      // A session of its own: its own scheduling group, which it lowers (background-process-entry.ts).
      detached: true,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: BackgroundAnswer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.error));
    });
    const ended = (why: string) => {
      if (this.child === child) this.child = null;
      for (const waiting of this.waiting.values()) waiting.reject(new Error(`The background process ended (${why})`));
      this.waiting.clear();
    };
    child.once('exit', (code, signal) => ended(signal ?? String(code)));
    child.once('error', (error) => ended(error.message));
    this.child = child;
    return child;
  }

  private stopWhenIdle(): void {
    if (this.waiting.size > 0) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.close(), this.idleMs);
    this.idle.unref();
  }
}
