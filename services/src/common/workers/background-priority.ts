import { setPriority } from 'node:os';

/**
 * The nice value of the threads that make documents and parse imports: on Linux a thread's nice value is its own, so
 * this lowers only the calling worker thread, and when the cores are busy the API's own thread (the requests) is
 * given the CPU first; the work in the threads still runs whenever a core is free.
 */
export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's CPU priority to BACKGROUND_NICE; where the system refuses, it stays as it is. */
export function runInBackgroundPriority(): void {
  try {
    setPriority(BACKGROUND_NICE);
  } catch {
    // Not permitted here (a container's policy): the thread keeps the process's priority.
  }
}
