import type { ApiErrorBody, AuctionListResponse, PropertyListResponse } from '@estate/contracts';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IMAGE_URL = /^\/api\/media\/v1\/properties\/[a-z]+-\d\.png$/;

describe('drawn property pictures', () => {
  let app: TestApp;
  let listed: PropertyListResponse;

  beforeAll(async () => {
    app = await startTestApp();
    listed = (await (await fetch(`${app.baseUrl}/api/properties?limit=100`)).json()) as PropertyListResponse;
  });
  afterAll(() => app?.stop());

  const fetchImage = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { headers });

  it("serves a seeded property's first picture as an immutable PNG", async () => {
    const first = listed.properties[0]!.images[0]!;
    expect(first).toMatch(IMAGE_URL);
    const response = await fetchImage(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect([...body.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([960, 600]);
    expect(body.length).toBeLessThan(60 * 1024);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
  });

  it('answers a revalidation with 304 and the same picture every time', async () => {
    const path = listed.properties[0]!.images[0]!;
    const first = await fetchImage(path);
    const etag = first.headers.get('etag')!;
    const again = await fetchImage(path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    const revalidated = await fetchImage(path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
  });

  it.each(['castle-1', 'villa-0', 'villa-9', 'villa', 'VILLA-1', '..%2Fvilla-1'])(
    'answers 404 with the error body for the unknown picture %s',
    async (name) => {
      const response = await fetchImage(`/api/media/v1/properties/${name}.png`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()) as ApiErrorBody).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    },
  );

  it('gives every listed seeded property at least 3 pictures, all of which load', async () => {
    expect(listed.total).toBeGreaterThanOrEqual(60);
    const urls = new Set<string>();
    for (const property of listed.properties) {
      expect(property.images.length).toBeGreaterThanOrEqual(3);
      for (const url of property.images) {
        expect(url).toMatch(IMAGE_URL);
        expect(url).toContain(`/${property.type}-`);
        urls.add(url);
      }
    }
    const started = performance.now();
    for (const url of urls) {
      const response = await fetchImage(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    }
    // Every picture exists in 4 lights, and the seed uses all of them.
    expect(urls.size).toBe(28);
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it("shows each auction with its property's pictures", async () => {
    const { auctions } = (await (await fetch(`${app.baseUrl}/api/auctions`)).json()) as AuctionListResponse;
    expect(auctions.length).toBeGreaterThan(0);
    for (const auction of auctions) {
      expect(auction.property.images.length).toBeGreaterThanOrEqual(3);
      expect(auction.property.images.every((url) => IMAGE_URL.test(url))).toBe(true);
    }
  });

  it('fills the pictures of a database seeded before they existed, keeping pictures set since', async () => {
    await app.server.stop();
    const seeded = await app.database.query<{ ad_license_number: string; status: string; images: string[] }>(
      `SELECT ad_license_number, status, images FROM properties WHERE ad_license_number IS NOT NULL
       ORDER BY ad_license_number`,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(65);
    expect(seeded.every((p) => p.images.length >= 3)).toBe(true);
    const [cleared, custom] = seeded.filter((p) => p.status === 'active');
    await app.database.query(`UPDATE properties SET images = '{}' WHERE ad_license_number <> $1`, [
      custom!.ad_license_number,
    ]);
    await app.database.query(`UPDATE properties SET images = '{/custom/picture.png}' WHERE ad_license_number = $1`, [
      custom!.ad_license_number,
    ]);
    await app.database.query(`DELETE FROM seed_runs WHERE name = 'listings-property-images'`);

    const restarted = await spawnServer({ DATA_DIR: app.dataDir, ...app.database.env });
    try {
      const { properties } = (await (
        await fetch(`${restarted.baseUrl}/api/properties?limit=100`)
      ).json()) as PropertyListResponse;
      const byLicense = new Map(properties.map((p) => [p.adLicenseNumber, p.images]));
      expect(byLicense.get(cleared!.ad_license_number)).toEqual(cleared!.images);
      expect(byLicense.get(custom!.ad_license_number)).toEqual(['/custom/picture.png']);
      expect(properties.every((p) => p.images.length > 0)).toBe(true);
    } finally {
      await restarted.stop();
    }
  });
});
