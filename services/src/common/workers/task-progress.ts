import type { MessagePort } from 'node:worker_threads';

/** What a worker tells the API's thread about the task it runs: that it began, then how far it is. */
export type TaskProgressMessage = { started: true } | { done: number; total: number };

let port: MessagePort | null = null;
let lastPercent = -1;

/**
 * In a worker thread: the task now running reports through `progressPort` (none: reports go nowhere). A worker runs
 * one task at a time, so the task's renderers report with `reportProgress` without being handed the port.
 */
export function beginTask(progressPort: MessagePort | undefined): void {
  port = progressPort ?? null;
  lastPercent = -1;
  port?.postMessage({ started: true } satisfies TaskProgressMessage);
}

export function endTask(): void {
  port = null;
}

/**
 * `done` of `total` units (rows drawn, rows written) of the running task; sent when the whole percent changes, so a
 * loop may call it on every row. The message leaves at once, even while the worker's own code keeps it busy.
 */
export function reportProgress(done: number, total: number): void {
  if (!port || total <= 0) return;
  const bounded = Math.min(Math.max(done, 0), total);
  const percent = Math.floor((bounded / total) * 100);
  if (percent === lastPercent) return;
  lastPercent = percent;
  port.postMessage({ done: bounded, total } satisfies TaskProgressMessage);
}
