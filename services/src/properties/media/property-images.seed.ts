import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../../seed/seed-runner.js';
import { seedProperties } from '../listings.seed.js';
import { seededPropertyImages } from './property-images.js';

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

export const propertyImagesSeedSteps: readonly SeedStep[] = [
  { name: 'listings-property-images', run: addSeededPropertyImages },
];
