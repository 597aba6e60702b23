import type { ApiErrorBody, Property, PropertyListResponse } from '@estate/contracts';
import { refusalOf } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

describe('properties (read side)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const get = async <T>(path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const list = async (query: string) => {
    const response = await get<PropertyListResponse>(`/api/properties?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const search = (text: string) => list(`search=${encodeURIComponent(text)}&limit=100`);
  const all = () => list('limit=100');

  it('lists active seeded properties, 12 per page by default, newest first', async () => {
    const page = await list('');
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.properties).toHaveLength(12);
    expect(page.properties.every((p) => p.status === 'active')).toBe(true);
    const dates = page.properties.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const everything = await all();
    expect(new Set(everything.properties.map((p) => p.city))).toEqual(
      new Set(['الرياض', 'جدة', 'الدمام', 'مكة المكرمة', 'المدينة المنورة']),
    );
    expect(everything.properties.every((p) => p.images.length >= 3)).toBe(true);
  });

  it('paginates, with an empty page beyond the end and the right total', async () => {
    const { total } = await list('limit=5');
    const second = await list('limit=5&page=2');
    const first = await list('limit=5&page=1');
    expect(second.properties).toHaveLength(5);
    expect(second.properties[0]!.id).not.toBe(first.properties[0]!.id);
    const beyond = await list(`limit=10&page=${Math.ceil(total / 10) + 1}`);
    expect(beyond).toEqual({ properties: [], total });
    const last = await list(`limit=10&page=${Math.ceil(total / 10)}`);
    expect(last.properties).toHaveLength(total - 10 * (Math.ceil(total / 10) - 1));
    expect((await list('limit=100')).properties).toHaveLength(Math.min(total, 100));
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['category=castle', 'category'],
    ['type=igloo', 'type'],
    ['purpose=swap', 'purpose'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=cheap', 'maxPrice'],
    ['minArea=x', 'minArea'],
    ['bedrooms=2.5', 'bedrooms'],
    ['bathrooms=-1', 'bathrooms'],
    ['features=pool,moat', 'features'],
    ['sort=random', 'sort'],
    ['sortBy=title', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['colour=red', 'colour'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await get<ApiErrorBody>(`/api/properties?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it.each([
    ['category', 'residential'],
    ['category', 'commercial'],
    ['category', 'land'],
    ['type', 'villa'],
    ['type', 'warehouse'],
    ['purpose', 'rent'],
    ['purpose', 'auction'],
    ['district', 'الملقا'],
  ] as const)('filters by %s=%s', async (field, value) => {
    const page = await list(`${field}=${encodeURIComponent(value)}&limit=100`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.properties).toHaveLength(page.total);
    expect(page.properties.every((p) => p[field] === value)).toBe(true);
  });

  it('filters by city, by its Arabic name or its key', async () => {
    const arabic = await list(`city=${encodeURIComponent('جدة')}&limit=100`);
    expect(arabic.total).toBeGreaterThan(5);
    expect(arabic.properties.every((p) => p.city === 'جدة')).toBe(true);
    expect((await list('city=jeddah&limit=100')).total).toBe(arabic.total);
    expect((await list(`city=${encodeURIComponent('القاهرة')}`)).total).toBe(0);
  });

  it('filters by price and area ranges and minimum rooms', async () => {
    const priced = await list('minPrice=500000&maxPrice=2000000&limit=100');
    expect(priced.total).toBeGreaterThan(0);
    expect(priced.properties.every((p) => Number(p.price) >= 500000 && Number(p.price) <= 2000000)).toBe(true);
    const sized = await list('minArea=300&maxArea=800&limit=100');
    expect(sized.total).toBeGreaterThan(0);
    expect(sized.properties.every((p) => p.area! >= 300 && p.area! <= 800)).toBe(true);
    const rooms = await list('bedrooms=5&bathrooms=4&limit=100');
    expect(rooms.total).toBeGreaterThan(0);
    expect(rooms.properties.every((p) => p.bedrooms! >= 5 && p.bathrooms! >= 4)).toBe(true);
    expect((await list('bedrooms=4')).total).toBeGreaterThan(rooms.total);
  });

  it('filters by features, all of them required', async () => {
    const pool = await list('features=pool&limit=100');
    const both = await list('features=pool,seaView&limit=100');
    expect(pool.total).toBeGreaterThan(both.total);
    expect(both.total).toBeGreaterThan(0);
    expect(both.properties.every((p) => p.features.includes('pool') && p.features.includes('seaView'))).toBe(true);
  });

  const sorted = (values: number[], direction: 'asc' | 'desc') =>
    [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));

  it.each([
    ['price_asc', 'price', 'asc'],
    ['price_desc', 'price', 'desc'],
    ['area_asc', 'area', 'asc'],
    ['area_desc', 'area', 'desc'],
    ['views_desc', 'views', 'desc'],
    ['date_desc', 'createdAt', 'desc'],
  ] as const)('sorts by %s', async (sort, field, direction) => {
    const value = (p: Property) => (field === 'createdAt' ? Date.parse(p.createdAt) : Number(p[field]));
    const page = await list(`sort=${sort}&limit=100`);
    const values = page.properties.map(value);
    expect(values).toEqual(sorted(values, direction));
    const alternative = await list(`sortBy=${field}&sortOrder=${direction}&limit=100`);
    expect(alternative.properties.map(value)).toEqual(values);
  });

  it('searches Arabic text, tolerant of letter variants and the article', async () => {
    const villas = await search('فيلا');
    expect(villas.total).toBeGreaterThan(0);
    expect(villas.properties.every((p) => /فيلا|villa/i.test(p.title + p.description + p.titleEn))).toBe(true);
    const riyadh = await search('الرياض');
    // Every property in Riyadh, and (prefix search) those with a gym, "صالة رياضية".
    const inRiyadh = (await list('city=riyadh&limit=100')).properties.map((p) => p.id);
    expect(riyadh.properties.map((p) => p.id)).toEqual(expect.arrayContaining(inRiyadh));
    expect((await search('الریاض')).total).toBe(riyadh.total); // Persian yeh
    expect((await search('رياض')).total).toBe(riyadh.total); // without the article
    const housing = await search('إسكان');
    expect(housing.total).toBeGreaterThan(0);
    expect((await search('اسكان')).total).toBe(housing.total);
    expect((await search('جده')).total).toBe((await list('city=jeddah&limit=1')).total); // ة → ه
    expect((await search('فِيلَا')).total).toBe(villas.total); // tashkeel
    const both = await search('فيلا الرياض');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(villas.total);
    expect(
      both.properties.every((p) => /فيلا/.test(p.title + p.description) && /رياض/.test(p.city + p.description)),
    ).toBe(true);
    expect(await search('قصرمنيف')).toEqual({ properties: [], total: 0 });
  });

  it('searches English text, with q as an alias', async () => {
    const villas = await list('q=villas&limit=100');
    expect(villas.total).toBe((await search('villa')).total);
    expect(villas.properties.every((p) => p.type === 'villa' || /villa/i.test(p.descriptionEn ?? ''))).toBe(true);
    const jeddah = await search('Jeddah');
    expect(jeddah.total).toBeGreaterThan(0);
    expect(jeddah.properties.every((p) => p.city === 'جدة')).toBe(true);
    const combined = await list(`search=apartment&city=riyadh&purpose=sale&limit=100`);
    expect(combined.properties.every((p) => p.city === 'الرياض' && p.purpose === 'sale')).toBe(true);
  });

  it('pages a text search, every page with the same total, and an empty page beyond the end', async () => {
    const q = encodeURIComponent('الرياض');
    const everything = await list(`q=${q}&limit=100&sort=price_desc`);
    expect(everything.total).toBeGreaterThan(4);
    expect(everything.properties).toHaveLength(everything.total);
    const pages = await Promise.all([1, 2].map((page) => list(`q=${q}&limit=3&page=${page}&sort=price_desc`)));
    expect(pages.map((page) => page.total)).toEqual([everything.total, everything.total]);
    expect(pages.flatMap((page) => page.properties.map((p) => p.id))).toEqual(
      everything.properties.slice(0, 6).map((p) => p.id),
    );
    const prices = everything.properties.flatMap((p) => (p.price === null ? [] : [Number(p.price)]));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(await list(`q=${q}&limit=3&page=${Math.ceil(everything.total / 3) + 1}`)).toEqual({
      properties: [],
      total: everything.total,
    });
  });

  it('lists at most 6 featured active properties', async () => {
    const response = await get<Property[]>('/api/properties/featured');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.length).toBeLessThanOrEqual(6);
    expect(response.body.every((p) => p.featured && p.status === 'active')).toBe(true);
  });

  it('answers one property without counting a view, and 404 when absent', async () => {
    const [first] = (await list('limit=1')).properties;
    const one = await get<Property>(`/api/properties/${first!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: first!.id, title: first!.title, views: first!.views });
    await Promise.all([1, 2, 3].map(() => get(`/api/properties/${first!.id}`)));
    expect((await get<Property>(`/api/properties/${first!.id}`)).body.views).toBe(first!.views);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await get<ApiErrorBody>(`/api/properties/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it('lists similar properties: same category and city, itself excluded, at most 3', async () => {
    const [villa] = (await list('type=villa&city=riyadh&limit=1')).properties;
    const similar = await get<Property[]>(`/api/properties/${villa!.id}/similar`);
    expect(similar.status).toBe(200);
    expect(similar.body.length).toBeGreaterThan(0);
    expect(similar.body.length).toBeLessThanOrEqual(3);
    for (const p of similar.body) {
      expect(p).toMatchObject({ category: villa!.category, city: villa!.city });
      expect(p.id).not.toBe(villa!.id);
    }
    const byQuery = await list(`category=${villa!.category}&city=${encodeURIComponent(villa!.city)}&limit=3`);
    expect(byQuery.properties.length).toBe(3);
    expect(refusalOf(await get(`/api/properties/00000000-0000-4000-8000-000000000000/similar`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
