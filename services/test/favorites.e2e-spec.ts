import {
  type ApiErrorBody,
  type FavoritesResponse,
  type FieldError,
  MAX_FAVORITES,
  type PropertyListResponse,
} from '@estate/contracts';
import { ApiClient, signInAs, refusalOf } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('favorites of signed-in users', () => {
  let app: TestApp;
  let user: ApiClient;
  let tenant: ApiClient;
  /** Active seeded properties, newest first. */
  let ids: string[];

  beforeAll(async () => {
    app = await startTestApp();
    [user, tenant] = await Promise.all([signInAs(app.baseUrl, 'user'), signInAs(app.baseUrl, 'tenant')]);
    const listing = await new ApiClient(app.baseUrl).get<PropertyListResponse>('/api/properties?limit=10');
    ids = listing.body.properties.map((property) => property.id);
  });
  afterAll(() => app?.stop());

  const favoritesOf = async (client: ApiClient) => {
    const response = await client.get<FavoritesResponse>('/api/me/favorites');
    expect(response.status).toBe(200);
    return response.body.propertyIds;
  };

  it('starts empty', async () => {
    expect(await favoritesOf(user)).toEqual([]);
  });

  it('saves a favorite once however often it is put, newest first', async () => {
    for (const id of [ids[0], ids[0], ids[1]]) {
      const response = await user.put(`/api/me/favorites/${id}`);
      expect(response.status).toBe(204);
    }
    expect(await favoritesOf(user)).toEqual([ids[1], ids[0]]);
  });

  it('removes a favorite, and removing it again changes nothing', async () => {
    expect((await user.delete(`/api/me/favorites/${ids[1]}`)).status).toBe(204);
    expect((await user.delete(`/api/me/favorites/${ids[1]}`)).status).toBe(204);
    expect((await user.delete(`/api/me/favorites/${UNKNOWN_ID}`)).status).toBe(204);
    expect(await favoritesOf(user)).toEqual([ids[0]]);
  });

  it('answers 404 PROPERTY_NOT_FOUND for a property that does not exist or is not active', async () => {
    const unknown = await user.put<ApiErrorBody>(`/api/me/favorites/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PROPERTY_NOT_FOUND');
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    const [inactive] = await app.database.query<{ id: string }>(
      `SELECT id FROM properties WHERE status = 'inactive' LIMIT 1`,
    );
    expect(refusalOf(await user.put(`/api/me/favorites/${inactive!.id}`))).toEqual({
      status: 404,
      code: 'PROPERTY_NOT_FOUND',
    });
  });

  it('answers 400 for a malformed id', async () => {
    expect(refusalOf(await user.put<ApiErrorBody>('/api/me/favorites/villa-1'))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(refusalOf(await user.delete<ApiErrorBody>('/api/me/favorites/villa-1'))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it("merges a guest's favorites before the saved ones, in their order, skipping unknown and repeated ids", async () => {
    const response = await user.post<FavoritesResponse>('/api/me/favorites/merge', {
      propertyIds: [ids[2], UNKNOWN_ID, ids[3], 'not-an-id', ids[2], ids[0], ` ${ids[4]} `],
    });
    expect(response.status).toBe(200);
    expect(response.body.propertyIds).toEqual([ids[2], ids[3], ids[4], ids[0]]);
    expect(await favoritesOf(user)).toEqual(response.body.propertyIds);

    // Merging again (another tab signing in with the same list) changes nothing.
    const again = await user.post<FavoritesResponse>('/api/me/favorites/merge', { propertyIds: [ids[3], ids[2]] });
    expect(again.body.propertyIds).toEqual(response.body.propertyIds);
    const empty = await user.post<FavoritesResponse>('/api/me/favorites/merge', { propertyIds: [] });
    expect(empty.body.propertyIds).toEqual(response.body.propertyIds);
  });

  it('refuses a merge that is not a list of ids, naming the field', async () => {
    for (const body of [{}, { propertyIds: 'abc' }, { propertyIds: [1, 2] }, { propertyIds: [], extra: true }]) {
      const response = await user.post<ApiErrorBody>('/api/me/favorites/merge', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect((response.body.details as FieldError[]).map((detail) => detail.field)).toEqual([
        'extra' in body ? 'extra' : 'propertyIds',
      ]);
    }
    const tooMany = Array.from({ length: MAX_FAVORITES + 1 }, () => UNKNOWN_ID);
    expect(refusalOf(await user.post('/api/me/favorites/merge', { propertyIds: tooMany }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it("keeps each user's favorites to themselves", async () => {
    const mine = await favoritesOf(user);
    expect(await favoritesOf(tenant)).toEqual([]);
    expect((await tenant.put(`/api/me/favorites/${ids[5]}`)).status).toBe(204);
    expect((await tenant.delete(`/api/me/favorites/${ids[0]}`)).status).toBe(204);
    expect(await favoritesOf(tenant)).toEqual([ids[5]]);
    expect(await favoritesOf(user)).toEqual(mine);
  });

  it('is for signed-in users of any role', async () => {
    const visitor = new ApiClient(app.baseUrl);
    expect(refusalOf(await visitor.get<ApiErrorBody>('/api/me/favorites'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(refusalOf(await visitor.put(`/api/me/favorites/${ids[0]}`))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(refusalOf(await visitor.delete(`/api/me/favorites/${ids[0]}`))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(refusalOf(await visitor.post('/api/me/favorites/merge', { propertyIds: [] }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    const admin = await signInAs(app.baseUrl, 'admin');
    expect((await admin.put(`/api/me/favorites/${ids[6]}`)).status).toBe(204);
    expect(await favoritesOf(admin)).toEqual([ids[6]]);
  });

  it('drops a favorite whose property is deleted, and hides one whose property is no longer active', async () => {
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    const [hidden, kept] = (
      await app.database.query<{ id: string }>(
        `INSERT INTO properties (title, purpose, type, category, city)
         VALUES ('شقة للإخفاء', 'rent', 'apartment', 'residential', 'جدة'),
                ('شقة باقية', 'rent', 'apartment', 'residential', 'جدة')
         RETURNING id`,
      )
    ).map((row) => row.id);
    for (const id of [hidden, kept]) expect((await tenant.put(`/api/me/favorites/${id}`)).status).toBe(204);
    await app.database.query(`UPDATE properties SET status = 'inactive' WHERE id = $1`, [hidden]);
    expect(await favoritesOf(tenant)).toEqual([kept, ids[5]]);
    await app.database.query(`DELETE FROM properties WHERE id = $1`, [hidden]);
    const rows = await app.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM favorites WHERE property_id = $1`,
      [hidden],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it(`keeps at most ${MAX_FAVORITES} favorites per user: 409 FAVORITES_LIMIT, and a merge stops there`, async () => {
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    // Fill the user's list up to the limit with extra active properties.
    const current = (await favoritesOf(user)).length;
    const extra = await app.database.query<{ id: string }>(
      `INSERT INTO properties (title, purpose, type, category, city)
       SELECT 'عقار ' || n, 'sale', 'apartment', 'residential', 'الرياض' FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [MAX_FAVORITES - current + 1],
    );
    const [spare, ...fill] = extra.map((row) => row.id);
    const me = await user.get<{ id: string }>('/api/auth/me');
    await app.database.query(`INSERT INTO favorites (user_id, property_id) SELECT $1, unnest($2::uuid[])`, [
      me.body.id,
      fill,
    ]);
    expect(await favoritesOf(user)).toHaveLength(MAX_FAVORITES);

    const refused = await user.put<ApiErrorBody>(`/api/me/favorites/${spare}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('FAVORITES_LIMIT');
    // One already saved is still "saved".
    expect((await user.put(`/api/me/favorites/${fill[0]}`)).status).toBe(204);
    const merged = await user.post<FavoritesResponse>('/api/me/favorites/merge', { propertyIds: [spare] });
    expect(merged.status).toBe(200);
    expect(merged.body.propertyIds).toHaveLength(MAX_FAVORITES);
    expect(merged.body.propertyIds).not.toContain(spare);

    // Room for one more: a merge adds only the newest of the guest's.
    expect((await user.delete(`/api/me/favorites/${fill[1]}`)).status).toBe(204);
    const partial = await user.post<FavoritesResponse>('/api/me/favorites/merge', { propertyIds: [spare, fill[1]] });
    expect(partial.body.propertyIds).toHaveLength(MAX_FAVORITES);
    expect(partial.body.propertyIds[0]).toBe(spare);
    expect(partial.body.propertyIds).not.toContain(fill[1]);
  });
});
