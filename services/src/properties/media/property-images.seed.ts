import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { objectUrl } from '../../common/objects/object-catalog.js';
import type { SeedStep } from '../../seed/seed-runner.js';
import { seedProperties } from '../listings.seed.js';
import {
  PROPERTY_IMAGES_PATH,
  PROPERTY_PICTURE_GENERATOR,
  propertyImageNames,
  propertyPictureFileName,
  seededPropertyImages,
} from './property-images.js';

/**
 * Gives every seeded listing its drawn pictures. The listings step is already applied on existing databases,
 * so this is a step of its own; it leaves alone a listing whose pictures someone has set since.
 */
async function addSeededPropertyImages(manager: EntityManager): Promise<void> {
  for (const [index, property] of seedProperties().entries()) {
    await manager.query(
      `UPDATE properties SET images = $1::text[] WHERE ad_license_number = $2 AND cardinality(images) = 0`,
      [seededPropertyImages(property.type, index), property.adLicenseNumber],
    );
  }
}

/**
 * Makes the drawn pictures stored objects: one `stored_objects` row per picture (its key random, like an upload's;
 * its bytes written at start by SeededPictures from services/seed-media), then every image URL of the former
 * drawing path, in any listing, becomes the URL of that object. A picture that already has its row keeps it.
 * Framework-free, like every seed step: the seed runs before the Nest application exists.
 */
async function storeSeededPictures(manager: EntityManager): Promise<void> {
  const legacyUrls: string[] = [];
  const objectUrls: string[] = [];
  for (const name of propertyImageNames()) {
    const fileName = propertyPictureFileName(name);
    const [existing] = (await manager.query(
      `SELECT key FROM stored_objects WHERE generator = $1 AND file_name = $2 ORDER BY created_at LIMIT 1`,
      [PROPERTY_PICTURE_GENERATOR, fileName],
    )) as { key: string }[];
    const key = existing?.key ?? randomBytes(16).toString('hex');
    if (!existing) {
      await manager.query(
        `INSERT INTO stored_objects (key, file_name, generator, claimed_at) VALUES ($1, $2, $3, now())`,
        [key, fileName, PROPERTY_PICTURE_GENERATOR],
      );
    }
    legacyUrls.push(`${PROPERTY_IMAGES_PATH}/${fileName}`);
    objectUrls.push(objectUrl(key));
  }
  await manager.query(
    `UPDATE properties p SET images = ARRAY(
       SELECT coalesce(m.object_url, i.url) FROM unnest(p.images) WITH ORDINALITY AS i(url, n)
         LEFT JOIN unnest($1::text[], $2::text[]) AS m(legacy_url, object_url) ON m.legacy_url = i.url
        ORDER BY i.n)
      WHERE p.images && $1::text[]`,
    [legacyUrls, objectUrls],
  );
}

export const propertyImagesSeedSteps: readonly SeedStep[] = [
  { name: 'listings-property-images', run: addSeededPropertyImages },
  { name: 'listings-property-pictures-stored', run: storeSeededPictures },
];
