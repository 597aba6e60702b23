import { readSideBySide } from './read-side-by-side.js';

/** Reads that note how many of them ran at once at most, each answering its own number after a pause. */
function reads(count: number) {
  let running = 0;
  let most = 0;
  const list = Array.from({ length: count }, (_, index) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return index;
  });
  return { list, most: () => most };
}

describe('readSideBySide', () => {
  it('runs the reads at once over the pool, answering in their order', async () => {
    const { list, most } = reads(3);
    expect(await readSideBySide<[number, number, number]>({ query: jest.fn() }, list as never)).toEqual([0, 1, 2]);
    expect(most()).toBe(3);
  });

  it("runs them one after the other on a transaction's connection", async () => {
    const { list, most } = reads(3);
    const manager = { query: jest.fn(), queryRunner: {} };
    expect(await readSideBySide<[number, number, number]>(manager, list as never)).toEqual([0, 1, 2]);
    expect(most()).toBe(1);
  });
});
