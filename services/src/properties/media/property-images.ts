import { PROPERTY_TYPES, type PropertyType } from '@estate/contracts';
import { fileURLToPath } from 'node:url';

/**
 * The seeded listings' pictures: 4 per property type (daylight, desert haze, dusk, night), drawn ahead of time by
 * `node scripts/seed-media.mjs` into services/seed-media/property-pictures/ and stored once by the seed as
 * ordinary objects (generator PROPERTY_PICTURE_GENERATOR), which the API serves like uploaded photos.
 */
export const PICTURES_PER_TYPE = 4;

/** `stored_objects.generator` of the seeded pictures: their bytes are the file of the same name in the folder. */
export const PROPERTY_PICTURE_GENERATOR = 'property-picture';

/** Where the drawn pictures are kept: services/seed-media/property-pictures/ (from src/ and from dist/ alike). */
export const PROPERTY_PICTURES_DIR = fileURLToPath(new URL('../../../seed-media/property-pictures/', import.meta.url));

/**
 * Where the API drew the pictures on request before they were stored objects. Databases seeded then hold these
 * URLs until the seed rewrites them; the path keeps redirecting to the stored objects for links kept elsewhere.
 */
export const PROPERTY_IMAGES_PATH = '/api/media/v1/properties';

/** `villa-2`: a property type and a 1-based picture number. */
export function propertyImageName(type: PropertyType, variant: number): string {
  return `${type}-${variant + 1}`;
}

/** `villa-2.png`: the file (and stored object) name of a picture. */
export const propertyPictureFileName = (name: string) => `${name}.png`;

/** Every picture name, in a stable order. */
export const propertyImageNames = (): string[] =>
  PROPERTY_TYPES.flatMap((type) =>
    Array.from({ length: PICTURES_PER_TYPE }, (_, variant) => propertyImageName(type, variant)),
  );

/** The type and 0-based variant of a picture name, or null when no such picture exists. */
export function parsePropertyImageName(name: string): { type: PropertyType; variant: number } | null {
  const match = /^([a-z]+)-(\d)$/.exec(name);
  if (!match) return null;
  const type = PROPERTY_TYPES.find((t) => t === match[1]);
  const variant = Number(match[2]) - 1;
  if (!type || variant < 0 || variant >= PICTURES_PER_TYPE) return null;
  return { type, variant };
}

/** The URL a picture had before it was a stored object (see PROPERTY_IMAGES_PATH). */
export const propertyImageUrl = (type: PropertyType, variant: number) =>
  `${PROPERTY_IMAGES_PATH}/${propertyImageName(type, variant)}.png`;

/**
 * The gallery of the n-th seeded property: 3 or 4 pictures of its type, as the first seed step wrote them (the
 * URLs of PROPERTY_IMAGES_PATH; the next step turns them into object URLs). Seeded listings cycle through the
 * types, so the first picture shifts with both the cycle and the place in it: properties of one type start on
 * different pictures, and neighbouring cards on the newest-first lists show different times of day.
 */
export function seededPropertyImages(type: PropertyType, index: number): string[] {
  const first = (Math.floor(index / PROPERTY_TYPES.length) + (index % PROPERTY_TYPES.length)) % PICTURES_PER_TYPE;
  const count = 3 + (index % 2);
  return Array.from({ length: count }, (_, k) => propertyImageUrl(type, (first + k) % PICTURES_PER_TYPE));
}
