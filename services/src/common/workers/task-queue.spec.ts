import { QueueFullError, type TaskEvents, TaskQueue, type TaskQueueOptions, type TaskUpdate } from './task-queue.js';

/** A runner whose tasks finish only when the test says so; `events` is what its worker would report. */
function heldRunner() {
  const started: {
    task: string;
    input: unknown;
    events: TaskEvents;
    finish: (text: string) => void;
    fail: (error: Error) => void;
  }[] = [];
  const runner = (task: string, input: unknown, events: TaskEvents) =>
    new Promise<Uint8Array>((resolve, reject) => {
      started.push({ task, input, events, finish: (text) => resolve(new TextEncoder().encode(text)), fail: reject });
    });
  return { started, runner };
}

const options: TaskQueueOptions = {
  concurrency: 2,
  queue: 1,
  cacheEntries: 0,
  cacheBytes: 0,
  retryAfterSeconds: 5,
};

describe('TaskQueue', () => {
  it('runs the same task with the same inputs once while it runs, and every asker gets its bytes', async () => {
    const { started, runner } = heldRunner();
    const queue = new TaskQueue(runner, options);
    const asked = [1, 2, 3].map(() => queue.run('statement', { owner: 'o-1', year: 2026 }));
    const other = queue.run('statement', { owner: 'o-1', year: 2025 });
    expect(started.map((task) => task.input)).toEqual([
      { owner: 'o-1', year: 2026 },
      { owner: 'o-1', year: 2025 },
    ]);
    expect(queue.pending).toBe(2);
    started[0]!.finish('2026');
    started[1]!.finish('2025');
    expect((await Promise.all(asked)).map((bytes) => bytes.toString())).toEqual(['2026', '2026', '2026']);
    expect((await other).toString()).toBe('2025');
    expect(queue.pending).toBe(0);
  });

  it('refuses a task beyond the running and waiting ones with QueueFullError, and takes one again once one ends', async () => {
    const { started, runner } = heldRunner();
    const queue = new TaskQueue(runner, options);
    const held = [1, 2, 3].map((n) => queue.run('receipt', { n }));
    const refused = queue.run('receipt', { n: 4 });
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 5 });
    // The same inputs as one already asked share it rather than being refused.
    const shared = queue.run('receipt', { n: 2 });
    expect(started).toHaveLength(3);
    started[0]!.finish('one');
    await held[0];
    const next = queue.run('receipt', { n: 4 });
    expect(started).toHaveLength(4);
    for (const task of started.slice(1)) task.finish(`done ${JSON.stringify(task.input)}`);
    expect((await shared).toString()).toBe('done {"n":2}');
    expect((await next).toString()).toBe('done {"n":4}');
  });

  it('lets a failed task be asked again, and the failure reaches every asker of it', async () => {
    const { started, runner } = heldRunner();
    const queue = new TaskQueue(runner, options);
    const first = queue.run('report', { year: 2026 });
    const second = queue.run('report', { year: 2026 });
    started[0]!.fail(new Error('font missing'));
    await expect(first).rejects.toThrow('font missing');
    await expect(second).rejects.toThrow('font missing');
    const again = queue.run('report', { year: 2026 });
    expect(started).toHaveLength(2);
    started[1]!.finish('ok');
    expect((await again).toString()).toBe('ok');
  });

  it('keeps recent results by count and size, and drops the least recently used first', async () => {
    const { started, runner } = heldRunner();
    const queue = new TaskQueue(runner, { ...options, cacheEntries: 2, cacheBytes: 10 });
    const make = async (name: string, text: string) => {
      const result = queue.run('sheet', { name });
      started.at(-1)!.finish(text);
      return (await result).toString();
    };
    await make('a', 'aaa');
    await make('b', 'bbb');
    expect((await queue.run('sheet', { name: 'a' })).toString()).toBe('aaa');
    await make('c', 'ccc');
    expect(started).toHaveLength(3);
    // b was the least recently used of the three: it is made again; a and c are kept.
    await queue.run('sheet', { name: 'a' });
    await queue.run('sheet', { name: 'c' });
    expect(started).toHaveLength(3);
    expect(await make('b', 'bbb')).toBe('bbb');
    expect(started).toHaveLength(4);
    // A result larger than every kept byte together is not kept.
    await make('big', 'x'.repeat(11));
    const again = queue.run('sheet', { name: 'big' });
    expect(started).toHaveLength(6);
    started.at(-1)!.finish('x');
    await again;
  });

  it('tells each asker its place among the tasks waiting, then the progress its worker reports', async () => {
    const { started, runner } = heldRunner();
    const queue = new TaskQueue(runner, { ...options, concurrency: 1, queue: 3 });
    const heard = { a: [] as TaskUpdate[], b: [] as TaskUpdate[], c: [] as TaskUpdate[], shared: [] as TaskUpdate[] };
    const asked = (['a', 'b', 'c'] as const).map((name) =>
      queue.run('statement', { name }, (update) => heard[name].push(update)),
    );
    expect([heard.a, heard.b, heard.c]).toEqual([
      [{ state: 'queued', position: 1 }],
      [{ state: 'queued', position: 2 }],
      [{ state: 'queued', position: 3 }],
    ]);

    // The worker begins the first: the others move up one place each.
    started[0]!.events.started();
    started[0]!.events.progress(10, 40);
    expect(heard.a.slice(1)).toEqual([
      { state: 'running', done: 0, total: 0 },
      { state: 'running', done: 10, total: 40 },
    ]);
    expect(heard.b.at(-1)).toEqual({ state: 'queued', position: 1 });
    expect(heard.c.at(-1)).toEqual({ state: 'queued', position: 2 });

    // One asking for the same document as a waiting one hears where it is, and then what it hears.
    const shared = queue.run('statement', { name: 'c' }, (update) => heard.shared.push(update));
    expect(heard.shared).toEqual([{ state: 'queued', position: 2 }]);

    // A waiting task that fails before it begins leaves the queue: the one behind it moves up.
    started[1]!.fail(new Error('no data'));
    await expect(asked[1]).rejects.toThrow('no data');
    expect(heard.c.at(-1)).toEqual({ state: 'queued', position: 1 });
    expect(heard.shared.at(-1)).toEqual({ state: 'queued', position: 1 });

    started[0]!.finish('a');
    started[2]!.events.started();
    expect(heard.shared.at(-1)).toEqual({ state: 'running', done: 0, total: 0 });
    started[2]!.finish('c');
    expect((await asked[0]!).toString()).toBe('a');
    expect((await shared).toString()).toBe('c');
  });
});
