import type { ApiErrorBody, Property, PropertyListResponse } from '@estate/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { spawnServer, startTestApp, type TestApp } from './support/server.js';

/**
 * The text a PDF shows in its Latin font (Helvetica: one byte per character, WinAnsi), one string per text
 * operation. Arabic text is shaped glyphs, checked by the unit tests of the layout and by rendering.
 */
function latinTextOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const helveticaObjects = new Set(
    [...text.matchAll(/\n(\d+) 0 obj\s*<<\s*\/Type \/Font\s*\/BaseFont \/Helvetica/g)].map(([, id]) => id),
  );
  const helveticaNames = new Set(
    [...text.matchAll(/\/(F\d+) (\d+) 0 R/g)].filter(([, , id]) => helveticaObjects.has(id!)).map(([, name]) => name),
  );
  const shown: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const [, font, array] of content.matchAll(/\/(F\d+) [\d.]+ Tf\s*\[([^\]]*)\] TJ/g)) {
      if (!helveticaNames.has(font!)) continue;
      const hex = [...array!.matchAll(/<([0-9a-f]+)>/gi)].map(([, h]) => h).join('');
      shown.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return shown;
}

describe('property brochures', () => {
  let app: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    app = await startTestApp();
    baseUrl = app.baseUrl;
  });
  afterAll(() => app?.stop());

  const json = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  const brochureOf = (id: string, query = '', headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/properties/${id}/brochure${query}`, { headers });
  const featured = () => json<Property[]>('/api/properties/featured');
  const pdfOf = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(pdf.length);
    return pdf;
  };

  it('gives the featured listings a generated English brochure, downloaded under the English title', async () => {
    const properties = await featured();
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) {
      expect(property.brochureUrl).toMatch(/^\/api\/objects\/[0-9a-f]{32}$/);
      const response = await brochureOf(property.id, '?lang=en');
      const slug = property.titleEn!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${slug}.pdf"`);
      const pdf = await pdfOf(response);
      const text = pdf.toString('latin1');
      expect(text).toContain('/Lang (en)');
      expect(text).not.toContain('NotoNaskhArabic');
      const shown = latinTextOf(pdf);
      const amount = Number(property.price).toLocaleString('en-US');
      expect(shown).toContain(`SAR\u00a0${amount}${property.purpose === 'rent' ? ' / month' : ''}`);
      expect(shown).toContain(`${property.area!.toLocaleString('en-US')} m²`);
      expect(shown).toContain(property.adLicenseNumber);
      expect(shown.join(' ')).toContain(property.titleEn);
    }
  });

  it('gives them an Arabic brochure too, in the Arabic font, downloaded under the Arabic title', async () => {
    for (const property of await featured()) {
      const response = await brochureOf(property.id, '?lang=ar');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${property.title.replace(/[^\x20-\x7e]/g, '_')}.pdf"; ` +
          `filename*=UTF-8''${encodeURIComponent(`${property.title}.pdf`)}`,
      );
      const pdf = await pdfOf(response);
      const text = pdf.toString('latin1');
      expect(text).toContain('/Lang (ar)');
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoNaskhArabic-Regular/);
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoNaskhArabic-Bold/);
      // The licence number stays in Latin digits, left to right.
      expect(latinTextOf(pdf)).toContain(property.adLicenseNumber);
      expect(latinTextOf(pdf).join(' ')).not.toContain(property.titleEn);
    }
  });

  it('picks the language from Accept-Language without `lang`, Arabic by default, and refuses another language', async () => {
    const [property] = await featured();
    const arabic = Buffer.from(await (await brochureOf(property!.id, '?lang=ar')).arrayBuffer());
    const english = Buffer.from(await (await brochureOf(property!.id, '?lang=en')).arrayBuffer());
    expect(arabic.equals(english)).toBe(false);
    const byDefault = await brochureOf(property!.id);
    expect(byDefault.headers.get('vary')).toMatch(/accept-language/i);
    expect(Buffer.from(await byDefault.arrayBuffer()).equals(arabic)).toBe(true);
    const byHeader = await brochureOf(property!.id, '', { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.5' });
    expect(Buffer.from(await byHeader.arrayBuffer()).equals(english)).toBe(true);
    const refused = await brochureOf(property!.id, '?lang=fr');
    expect(refused.status).toBe(400);
    expect((await refused.json()) as ApiErrorBody).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('serves the Arabic PDF at the brochure URL itself', async () => {
    const [property] = await featured();
    const object = await fetch(`${baseUrl}${property!.brochureUrl}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('application/pdf');
    const brochure = await brochureOf(property!.id, '?lang=ar');
    expect(Buffer.from(await object.arrayBuffer())).toEqual(Buffer.from(await brochure.arrayBuffer()));
  });

  it('answers 404 for a property without a brochure or that does not exist', async () => {
    const { properties } = await json<PropertyListResponse>('/api/properties?limit=100');
    const without = properties.find((p) => p.brochureUrl === null)!;
    for (const id of [without.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const query of ['', '?lang=en']) {
        const response = await brochureOf(id, query);
        expect(response.status).toBe(404);
        expect((await response.json()) as ApiErrorBody).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      }
    }
    expect(await (await brochureOf(without.id)).json()).toMatchObject({ message: 'Brochure not found' });
  });

  it('writes the brochures of a database seeded before they came in two languages, and again when lost', async () => {
    const [property] = await featured();
    const before = {
      ar: Buffer.from(await (await brochureOf(property!.id, '?lang=ar')).arrayBuffer()),
      en: Buffer.from(await (await brochureOf(property!.id, '?lang=en')).arrayBuffer()),
    };
    await app.server.stop();
    // The previous version: English only, under the key the listing names; no English sibling; its seed steps.
    const key = property!.brochureUrl!.slice('/api/objects/'.length);
    await app.database.query(
      `DELETE FROM stored_objects WHERE generator = 'property-brochure' AND key <> ALL(
         SELECT substr(brochure_url, 14) FROM properties WHERE brochure_url IS NOT NULL)`,
    );
    await app.database.query(`DELETE FROM seed_runs WHERE name = 'listings-brochures-arabic-and-english'`);
    await rm(join(app.dataDir, 'objects'), { recursive: true, force: true });

    const restarted = await spawnServer({ DATA_DIR: app.dataDir, ...app.database.env });
    baseUrl = restarted.baseUrl;
    try {
      for (const lang of ['ar', 'en'] as const) {
        const response = await brochureOf(property!.id, `?lang=${lang}`);
        expect(response.status).toBe(200);
        // The same property and date give the same bytes.
        expect(Buffer.from(await response.arrayBuffer())).toEqual(before[lang]);
      }
      const rows = await app.database.query<{ key: string }>(
        `SELECT key FROM stored_objects WHERE generator = 'property-brochure' AND stored_at IS NOT NULL`,
      );
      expect(rows.map((row) => row.key)).toContain(key);
      const [{ count } = { count: 0 }] = await app.database.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM properties p JOIN stored_objects o ON p.brochure_url = '/api/objects/' || o.key
          WHERE o.generator = 'property-brochure'`,
      );
      expect(count).toBeGreaterThan(0);
      expect(rows).toHaveLength(count * 2);
    } finally {
      await restarted.stop();
    }
  });
});
