import type { EstateList } from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

type Item = { id: string } & Record<string, unknown>;

/**
 * The estate lists read a page sorted on a record's own column in two steps (the page's ids, then the figures of
 * those rows only) and a page sorted on a figure in one: both must answer the same records with the same figures
 * as reading each record alone, page after page.
 */
const LISTS = [
  { path: 'owners', own: 'name', figure: 'monthlyIncome' },
  { path: 'tenants', own: 'name', figure: 'outstandingBalance' },
  { path: 'properties', own: 'title', figure: 'occupancyRate' },
  { path: 'units', own: 'property', figure: null },
  { path: 'contracts', own: 'contractNumber', figure: null },
] as const;

describe('estate lists: pages and their figures', () => {
  let app: TestApp;
  let manager: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
  });
  afterAll(() => app?.stop());

  const page = async (path: string, query: string) => {
    const response = await manager.get<EstateList<Item>>(`/api/estate/${path}?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it.each(LISTS)('$path: two pages of five are the first ten, each row as the record reads alone', async (list) => {
    for (const [sort, order] of [
      [list.own, 'asc'],
      [list.own, 'desc'],
      ['createdAt', 'desc'],
    ] as const) {
      const ten = await page(list.path, `sort=${sort}&order=${order}&limit=10&page=1`);
      expect(ten.items).toHaveLength(10);
      const first = await page(list.path, `sort=${sort}&order=${order}&limit=5&page=1`);
      const second = await page(list.path, `sort=${sort}&order=${order}&limit=5&page=2`);
      expect([...first.items, ...second.items]).toEqual(ten.items);
      expect(first.total).toBe(ten.total);
      for (const item of ten.items.slice(0, 3)) {
        const alone = await manager.get<Item>(`/api/estate/${list.path}/${item.id}`);
        expect(alone.body).toMatchObject(item);
      }
    }
    // Past the last page: nothing, and the count still says how many there are.
    const beyond = await page(list.path, `sort=${list.own}&limit=50&page=1000`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBeGreaterThan(10);
  });

  it.each(LISTS.filter((list) => list.figure))(
    '$path: a row sorted on a figure is the row sorted on its own column',
    async (list) => {
      const byFigure = await page(list.path, `sort=${list.figure}&order=desc&limit=100`);
      const byOwn = await page(list.path, `sort=${list.own}&order=asc&limit=100`);
      const own = new Map(byOwn.items.map((item) => [item.id, item]));
      const shared = byFigure.items.filter((item) => own.has(item.id));
      expect(shared.length).toBeGreaterThan(5);
      for (const item of shared) expect(item).toEqual(own.get(item.id));
    },
  );
});
