import type { DocumentJobState } from '@estate/contracts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TaskUpdate } from '../workers/task-queue.js';

/** The percent a job shows while waiting for a worker; drawing moves it from there to DRAWN_PERCENT, done is 100. */
const QUEUED_PERCENT = 5;
const DRAWN_PERCENT = 95;

/** What a document asked as a job has reached, in the process making it. */
export class DocumentJobProgress {
  state: DocumentJobState = 'reading';
  position: number | null = null;
  percent = 0;
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Where the worker pool says the document is (its place in the queue, then the rows drawn). */
  task(update: TaskUpdate): void {
    if (update.state === 'queued') {
      this.set('queued', update.position, QUEUED_PERCENT);
      return;
    }
    const drawn = update.total > 0 ? update.done / update.total : 0;
    this.set('rendering', null, Math.floor(QUEUED_PERCENT + drawn * (DRAWN_PERCENT - QUEUED_PERCENT)));
  }

  private set(state: DocumentJobState, position: number | null, percent: number): void {
    const next = Math.max(this.percent, percent);
    if (state === this.state && position === this.position && next === this.percent) return;
    this.state = state;
    this.position = position;
    this.percent = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * The job of the request being answered, if it was asked as one: DocumentJobInterceptor runs the route inside it,
 * and DocumentsService.render passes the worker pool's updates to it.
 */
export const documentJobScope = new AsyncLocalStorage<DocumentJobProgress>();
