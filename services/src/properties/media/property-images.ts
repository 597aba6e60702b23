import { PROPERTY_TYPES, type PropertyType } from '@estate/contracts';
import { VARIANTS_PER_TYPE } from './property-scenes.js';

/**
 * Where the drawn property pictures are served. The version segment is part of every stored URL, and the
 * responses are cached as immutable: a change to the drawings takes a new version (and a seed step that
 * rewrites the stored URLs).
 */
export const PROPERTY_IMAGES_PATH = '/api/media/v1/properties';

/** `villa-2`: a property type and a 1-based picture number. */
export function propertyImageName(type: PropertyType, variant: number): string {
  return `${type}-${variant + 1}`;
}

/** The type and 0-based variant of a picture name, or null when no such picture exists. */
export function parsePropertyImageName(name: string): { type: PropertyType; variant: number } | null {
  const match = /^([a-z]+)-(\d)$/.exec(name);
  if (!match) return null;
  const type = PROPERTY_TYPES.find((t) => t === match[1]);
  const variant = Number(match[2]) - 1;
  if (!type || variant < 0 || variant >= VARIANTS_PER_TYPE) return null;
  return { type, variant };
}

export const propertyImageUrl = (type: PropertyType, variant: number) =>
  `${PROPERTY_IMAGES_PATH}/${propertyImageName(type, variant)}.png`;

/**
 * The gallery of the n-th seeded property: 3 or 4 pictures of its type. Seeded listings cycle through the
 * types, so the first picture shifts with both the cycle and the place in it: properties of one type start
 * on different pictures, and neighbouring cards on the newest-first lists show different times of day.
 */
export function seededPropertyImages(type: PropertyType, index: number): string[] {
  const first = (Math.floor(index / PROPERTY_TYPES.length) + (index % PROPERTY_TYPES.length)) % VARIANTS_PER_TYPE;
  const count = 3 + (index % 2);
  return Array.from({ length: count }, (_, k) => propertyImageUrl(type, (first + k) % VARIANTS_PER_TYPE));
}
