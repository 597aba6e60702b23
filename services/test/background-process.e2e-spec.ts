import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { becomesTrue } from './support/wait.js';

/** The built BackgroundProcess (the API's imports run their parse in one). */
const BUILT = pathToFileURL(join(__dirname, '../dist/common/workers/background-process.js')).href;

/** A task module: waits `ms`, then answers its process, its scheduling group and nice value, or throws when asked. */
const TASK = `
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
export default async function ({ ms, fail }) {
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  if (fail) throw new Error('the task refused: ' + fail);
  let group = null;
  try { group = readFileSync('/proc/self/autogroup', 'utf8').trim(); } catch {}
  return { pid: process.pid, group, nice: getPriority(), started, ended: Date.now() };
}`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a background process (where the imports are parsed)', () => {
  let folder: string;
  let task: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'background-process-'));
    task = join(folder, 'task.mjs');
    await writeFile(task, TASK);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Runs a script that drives a BackgroundProcess of the task module and prints what it found as JSON. */
  const drive = async (body: string) => {
    const script = join(folder, `drive-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
    await writeFile(
      script,
      `import { BackgroundProcess } from '${BUILT}';
       const work = new BackgroundProcess(new URL('${pathToFileURL(task).href}'));
       const out = {};
       ${body}
       await work.close();
       console.log(JSON.stringify(out));`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    return JSON.parse(stdout) as Record<string, unknown>;
  };

  it('runs tasks one after another in one process of lower priority, and answers a thrown error as a refusal', async () => {
    const out = await drive(`
      const [first, second, refused] = await Promise.allSettled([
        work.run({ ms: 200 }), work.run({ ms: 10 }), work.run({ ms: 0, fail: 'bad file' }),
      ]);
      Object.assign(out, { first: first.value, second: second.value, refused: String(refused.reason?.message) });
      const [mine] = (await import('node:fs')).readFileSync('/proc/self/autogroup', 'utf8').trim().split(' ');
      out.apiGroup = mine;
    `);
    const first = out.first as { pid: number; group: string | null; nice: number; started: number; ended: number };
    const second = out.second as typeof first;
    expect(second.pid).toBe(first.pid);
    expect(first.pid).not.toBe(process.pid);
    // In turn: the second began only once the first had answered.
    expect(second.started).toBeGreaterThanOrEqual(first.ended);
    expect(first.nice).toBe(19);
    // Where the system has scheduling groups, the process has its own at nice 19 (not the API's group).
    if (first.group !== null) {
      expect(first.group).toMatch(/ nice 19$/);
      expect(first.group.split(' ')[0]).not.toBe(out.apiGroup);
    }
    expect(out.refused).toContain('the task refused: bad file');
  });

  it('refuses the task under way when the process dies, and starts a new one for the next', async () => {
    const out = await drive(`
      const { pid } = await work.run({ ms: 0 });
      const doomed = work.run({ ms: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(pid, 'SIGKILL');
      out.killed = pid;
      out.doomed = await doomed.then(() => 'answered', (error) => error.message);
      out.next = await work.run({ ms: 0 });
    `);
    expect(out.doomed).toMatch(/background process ended/);
    expect((out.next as { nice: number }).nice).toBe(19);
    expect((out.next as { pid: number }).pid).not.toBe(out.killed);
  });

  it('ends when the API that started it is killed', async () => {
    const script = join(folder, 'parent.mjs');
    await writeFile(
      script,
      `import { BackgroundProcess } from '${BUILT}';
       const work = new BackgroundProcess(new URL('${pathToFileURL(task).href}'));
       const { pid } = await work.run({ ms: 0 });
       console.log(pid);
       void work.run({ ms: 60000 });
       setInterval(() => {}, 1000);`,
    );
    const parent = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk) => resolve(Number(chunk))));
    expect(alive(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await becomesTrue(async () => !alive(pid), 10_000)).toBe(true);
  });
});
