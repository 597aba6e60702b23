import type { PropertyListResponse } from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

describe('cache headers of API reads', () => {
  let app: TestApp;
  let guest: ApiClient;
  let propertyId: string;

  beforeAll(async () => {
    app = await startTestApp();
    guest = new ApiClient(app.baseUrl);
    const listing = await guest.get<PropertyListResponse>('/api/properties');
    propertyId = listing.body.properties[0]!.id;
  });
  afterAll(() => app?.stop());

  const publicReads = () => [
    '/api/properties',
    '/api/properties?city=الرياض&sort=price_desc',
    '/api/properties/featured',
    `/api/properties/${propertyId}`,
    `/api/properties/${propertyId}/similar`,
    '/api/auctions',
    '/api/auctions/active',
    '/api/stats',
  ];

  it('lets shared caches keep public reads briefly, serving stale while they refresh, with a validator', async () => {
    for (const path of publicReads()) {
      const response = await guest.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl).toMatch(/^public\b/);
      expect(cacheControl).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
      expect(cacheControl).not.toMatch(/private|no-store/);
      expect(response.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
    }
  });

  it('answers a conditional read of unchanged data with 304 and no body', async () => {
    for (const path of publicReads()) {
      const first = await guest.get(path);
      const etag = first.headers.get('etag')!;
      const again = await guest.get(path, { headers: { 'if-none-match': etag } });
      expect({ path, status: again.status, body: again.body }).toEqual({ path, status: 304, body: '' });
      expect(again.headers.get('etag')).toBe(etag);
    }
  });

  it('gives different answers different validators, and a stale validator gets the full answer', async () => {
    const pageOne = await guest.get('/api/properties');
    const pageTwo = await guest.get('/api/properties?page=2');
    expect(pageTwo.headers.get('etag')).not.toBe(pageOne.headers.get('etag'));
    const stale = await guest.get('/api/properties?page=2', {
      headers: { 'if-none-match': pageOne.headers.get('etag')! },
    });
    expect(stale.status).toBe(200);
    expect((stale.body as PropertyListResponse).properties.length).toBeGreaterThan(0);
  });

  it('answers the same to a signed-in visitor: a public read does not depend on the session', async () => {
    const user = await signInAs(app.baseUrl, 'user');
    const signedIn = await user.get('/api/properties/featured');
    const anonymous = await guest.get('/api/properties/featured');
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(signedIn.headers.get('cache-control')).toMatch(/^public\b/);
  });

  it("keeps a signed-in user's favorites out of shared caches", async () => {
    const user = await signInAs(app.baseUrl, 'user');
    const response = await user.get('/api/me/favorites');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private\b/);
  });
});
