import type { ApiErrorBody, Property, PropertyListResponse } from '@estate/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';

describe('property brochures', () => {
  let app: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    app = await startTestApp();
    baseUrl = app.baseUrl;
  });
  afterAll(() => app?.stop());

  const json = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  const brochureOf = (id: string) => fetch(`${baseUrl}/api/properties/${id}/brochure`);
  const featured = () => json<Property[]>('/api/properties/featured');

  it('gives the featured listings a generated PDF brochure, downloaded under the English title', async () => {
    const properties = await featured();
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) {
      expect(property.brochureUrl).toMatch(/^\/api\/objects\/[0-9a-f]{32}$/);
      const response = await brochureOf(property.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const slug = property.titleEn!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${slug}.pdf"`);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Number(response.headers.get('content-length'))).toBe(pdf.length);
      const text = pdf.toString('latin1');
      expect(text).toContain(`(SAR ${Number(property.price).toLocaleString('en-US')}`);
      expect(text).toContain(`(${property.adLicenseNumber}) Tj`);
      expect(text).toContain(`${property.area} m\\262`);
    }
  });

  it('serves the same PDF at the brochure URL itself', async () => {
    const [property] = await featured();
    const object = await fetch(`${baseUrl}${property!.brochureUrl}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('application/pdf');
    const brochure = await brochureOf(property!.id);
    expect(Buffer.from(await object.arrayBuffer())).toEqual(Buffer.from(await brochure.arrayBuffer()));
  });

  it('answers 404 for a property without a brochure or that does not exist', async () => {
    const { properties } = await json<PropertyListResponse>('/api/properties?limit=100');
    const without = properties.find((p) => p.brochureUrl === null)!;
    for (const id of [without.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await brochureOf(id);
      expect(response.status).toBe(404);
      expect((await response.json()) as ApiErrorBody).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(await (await brochureOf(without.id)).json()).toMatchObject({ message: 'Brochure not found' });
  });

  it('writes the brochures again at start when the object directory lost them', async () => {
    const [property] = await featured();
    const before = Buffer.from(await (await brochureOf(property!.id)).arrayBuffer());
    await app.server.stop();
    await rm(join(app.dataDir, 'objects'), { recursive: true, force: true });

    const restarted = await spawnServer({ DATA_DIR: app.dataDir, ...app.database.env });
    baseUrl = restarted.baseUrl;
    const response = await brochureOf(property!.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(before);
    await restarted.stop();
  });
});
