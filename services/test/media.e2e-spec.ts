import type { ApiErrorBody, AuctionListResponse, PropertyListResponse } from '@estate/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The seeded pictures are stored objects, served like uploaded photos. */
const OBJECT_URL = /^\/api\/objects\/[0-9a-f]{32}$/;
const LEGACY_URL = (name: string) => `/api/media/v1/properties/${name}.png`;

describe('seeded property pictures', () => {
  let app: TestApp;
  let baseUrl: string;
  let listed: PropertyListResponse;

  beforeAll(async () => {
    app = await startTestApp();
    baseUrl = app.baseUrl;
    listed = (await (await fetch(`${baseUrl}/api/properties?limit=100`)).json()) as PropertyListResponse;
  });
  afterAll(() => app?.stop());

  const fetchImage = (path: string, init: RequestInit = {}) => fetch(`${baseUrl}${path}`, init);
  const pictureRows = () =>
    app.database.query<{ key: string; file_name: string }>(
      `SELECT key, file_name FROM stored_objects WHERE generator = 'property-picture' ORDER BY file_name`,
    );

  it("serves a seeded property's first picture as an immutable PNG object", async () => {
    const first = listed.properties[0]!.images[0]!;
    expect(first).toMatch(OBJECT_URL);
    const response = await fetchImage(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z]+-\d\.png"$/);
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
    const revalidated = await fetchImage(path, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends the former drawing address of a picture on to its stored object', async () => {
    const [villa] = (await pictureRows()).filter((row) => row.file_name === 'villa-2.png');
    const response = await fetchImage(LEGACY_URL('villa-2'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/api/objects/${villa!.key}`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const followed = await fetchImage(LEGACY_URL('villa-2'));
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('image/png');
  });

  it.each(['castle-1', 'villa-0', 'villa-9', 'villa', 'VILLA-1', '..%2Fvilla-1'])(
    'answers 404 with the error body for the unknown picture %s',
    async (name) => {
      const response = await fetchImage(LEGACY_URL(name), { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()) as ApiErrorBody).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    },
  );

  it('gives every listed seeded property at least 3 pictures of its type, all of which load', async () => {
    expect(listed.total).toBeGreaterThanOrEqual(60);
    const fileNames = new Map((await pictureRows()).map((row) => [`/api/objects/${row.key}`, row.file_name]));
    const urls = new Set<string>();
    for (const property of listed.properties) {
      expect(property.images.length).toBeGreaterThanOrEqual(3);
      for (const url of property.images) {
        expect(url).toMatch(OBJECT_URL);
        expect(fileNames.get(url)).toMatch(new RegExp(`^${property.type}-\\d\\.png$`));
        urls.add(url);
      }
    }
    for (const url of urls) {
      const response = await fetchImage(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    }
    // Every picture exists in 4 lights, and the seed uses all of them.
    expect(urls.size).toBe(28);
  });

  it("shows each auction with its property's pictures", async () => {
    const { auctions } = (await (await fetch(`${baseUrl}/api/auctions`)).json()) as AuctionListResponse;
    expect(auctions.length).toBeGreaterThan(0);
    for (const auction of auctions) {
      expect(auction.property.images.length).toBeGreaterThanOrEqual(3);
      expect(auction.property.images.every((url) => OBJECT_URL.test(url))).toBe(true);
    }
  });

  it('turns the drawn-picture URLs of a database seeded before into stored objects, once', async () => {
    await app.server.stop();
    const seeded = await app.database.query<{ ad_license_number: string; status: string; images: string[] }>(
      `SELECT ad_license_number, status, images FROM properties WHERE ad_license_number IS NOT NULL
       ORDER BY ad_license_number`,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(65);
    const [before, custom] = seeded.filter((p) => p.status === 'active');
    // The previous version: the pictures' URLs of the drawing path, no picture objects, and its own seed runs.
    const pictures = await pictureRows();
    const nameOf = new Map(pictures.map((row) => [`/api/objects/${row.key}`, row.file_name.replace(/\.png$/, '')]));
    await app.database.query(`UPDATE properties SET images = $1::text[] WHERE ad_license_number = $2`, [
      before!.images.map((url) => LEGACY_URL(nameOf.get(url)!)),
      before!.ad_license_number,
    ]);
    await app.database.query(
      `UPDATE properties SET images = '{/custom/picture.png,/api/media/v1/properties/villa-1.png}'
        WHERE ad_license_number = $1`,
      [custom!.ad_license_number],
    );
    await app.database.query(`DELETE FROM stored_objects WHERE generator = 'property-picture'`);
    await app.database.query(`DELETE FROM seed_runs WHERE name = 'listings-property-pictures-stored'`);
    await rm(join(app.dataDir, 'objects'), { recursive: true, force: true });

    const restart = async () => {
      const server = await spawnServer({ DATA_DIR: app.dataDir, ...app.database.env });
      baseUrl = server.baseUrl;
      return server;
    };
    let server = await restart();
    try {
      const rows = await pictureRows();
      expect(rows).toHaveLength(28);
      const urlOf = new Map(rows.map((row) => [row.file_name.replace(/\.png$/, ''), `/api/objects/${row.key}`]));
      const imagesOf = async (licence: string) =>
        (
          await app.database.query<{ images: string[] }>(`SELECT images FROM properties WHERE ad_license_number = $1`, [
            licence,
          ])
        )[0]!.images;
      const converted = await imagesOf(before!.ad_license_number);
      expect(converted).toEqual(before!.images.map((url) => urlOf.get(nameOf.get(url)!)));
      expect(await imagesOf(custom!.ad_license_number)).toEqual(['/custom/picture.png', urlOf.get('villa-1')]);
      for (const url of converted) expect((await fetchImage(url)).status).toBe(200);

      // Run again (the step, and the start that writes the bytes): nothing is stored twice or changed.
      await server.stop();
      await app.database.query(`DELETE FROM seed_runs WHERE name = 'listings-property-pictures-stored'`);
      server = await restart();
      expect(await pictureRows()).toEqual(rows);
      expect(await imagesOf(before!.ad_license_number)).toEqual(converted);
      expect((await fetchImage(converted[0]!)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
