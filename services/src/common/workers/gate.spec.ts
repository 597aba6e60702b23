import { Gate } from './gate.js';
import { QueueFullError } from './task-queue.js';

const later = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('a gate of work', () => {
  it('runs at most its limit at once, the rest in the order they came, and refuses past its queue', async () => {
    const gate = new Gate(1, 2, 7);
    const order: string[] = [];
    const first = later();
    const running = [
      gate.run(async () => {
        order.push('a');
        await first.done;
      }),
      gate.run(async () => void order.push('b')),
      gate.run(async () => void order.push('c')),
    ];
    await Promise.resolve();
    expect(order).toEqual(['a']);
    expect(gate.pending).toBe(3);
    await expect(gate.run(async () => undefined)).rejects.toEqual(new QueueFullError(7));
    first.release();
    await Promise.all(running);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(gate.pending).toBe(0);
  });

  it('frees its place when a piece of work fails', async () => {
    const gate = new Gate(1, 0, 1);
    await expect(gate.run(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
