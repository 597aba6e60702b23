/**
 * A background process (BackgroundProcess): lowers its scheduling group and itself to the lowest priority, loads the
 * module named by its first argument and answers each task the API sends with what the module's default export gives,
 * or the error it threw. It exits when its channel to the API closes (the API stopped, or was killed).
 */
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { BackgroundAnswer } from './background-process.js';

const task = ((await import(process.argv[2]!)) as { default: (input: unknown) => Promise<unknown> }).default;

// After the module's own start (which may set a thread's priority of its own).
try {
  // Linux: the group of this process's session (its own: the API starts it detached) runs at nice 19.
  writeFileSync('/proc/self/autogroup', '19');
} catch {
  // No autogroups here, or not permitted: the process's own nice value below is what lowers it.
}
try {
  setPriority(19);
} catch {
  // Not permitted here (a container's policy): the process keeps the API's priority.
}

process.on('message', (message: { id: number; input: unknown }) => {
  void (async () => {
    let answer: BackgroundAnswer;
    try {
      answer = { id: message.id, ok: true, value: await task(message.input) };
    } catch (error) {
      answer = {
        id: message.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    process.send!(answer);
  })();
});
process.once('disconnect', () => process.exit(0));
