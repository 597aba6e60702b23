import type { Language } from '@estate/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { objectUrl } from '../common/objects/object-catalog.js';
import type { SeedStep } from '../seed/seed-runner.js';
import { brochureFileName } from './brochure-document.js';
import { seedProperties } from './listings.seed.js';

/** `stored_objects.generator` of the brochures made here: they can be made again from the property. */
export const BROCHURE_GENERATOR = 'property-brochure';

/**
 * The object key of a generated brochure in `lang`. The property's `brochure_url` names the Arabic one; the
 * English one is stored under a key derived from it (a hash: as unguessable as the key, and nothing to keep in
 * step). An uploaded brochure has no such sibling and is served as uploaded, whatever the language.
 */
export function brochureKey(key: string, lang: Language): string {
  if (lang === 'ar') return key;
  return createHash('sha256').update(`${key}:${lang}`).digest('hex').slice(0, 32);
}

/**
 * The featured seeded listings get a brochure: a key and a `brochure_url` here. The bytes are written at start
 * by SeededBrochures (seeded-brochures.service.ts), which also writes them again whenever they are missing.
 * Framework-free, like every seed step: the seed runs before the Nest application exists.
 */
async function assignBrochures(manager: EntityManager): Promise<void> {
  const licences = seedProperties()
    .filter((p) => p.featured)
    .map((p) => p.adLicenseNumber);
  const properties = (await manager.query(
    `SELECT p.id, p.title, p.title_en FROM properties p
      WHERE p.ad_license_number = ANY($1::varchar[]) AND p.brochure_url IS NULL ORDER BY p.ad_license_number`,
    [licences],
  )) as { id: string; title: string; title_en: string | null }[];
  for (const property of properties) {
    const key = randomBytes(16).toString('hex');
    await manager.query(
      `INSERT INTO stored_objects (key, file_name, generator, claimed_at) VALUES ($1, $2, $3, now())`,
      [key, brochureFileName(property, 'ar'), BROCHURE_GENERATOR],
    );
    await manager.query(`UPDATE properties SET brochure_url = $2 WHERE id = $1`, [property.id, objectUrl(key)]);
  }
}

/**
 * Brochures generated before they came in two languages hold the English one under the Arabic key: marked as
 * not stored, they are written again (Arabic there, English beside it) at the next start.
 */
async function rewriteBrochuresInTwoLanguages(manager: EntityManager): Promise<void> {
  await manager.query(`UPDATE stored_objects SET stored_at = NULL WHERE generator = $1`, [BROCHURE_GENERATOR]);
}

export const brochuresSeedSteps: readonly SeedStep[] = [
  { name: 'listings-brochures', run: assignBrochures },
  { name: 'listings-brochures-arabic-and-english', run: rewriteBrochuresInTwoLanguages },
];
