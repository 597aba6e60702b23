import { PROPERTY_TYPES } from '@estate/contracts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedProperties } from '../listings.seed.js';
import {
  PICTURES_PER_TYPE,
  PROPERTY_PICTURES_DIR,
  parsePropertyImageName,
  propertyImageName,
  propertyImageNames,
  propertyPictureFileName,
  seededPropertyImages,
} from './property-images.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('property picture names', () => {
  it('round-trips every type and variant', () => {
    for (const type of PROPERTY_TYPES) {
      for (let variant = 0; variant < PICTURES_PER_TYPE; variant++) {
        expect(parsePropertyImageName(propertyImageName(type, variant))).toEqual({ type, variant });
      }
    }
    expect(propertyImageName('villa', 1)).toBe('villa-2');
  });

  it.each(['villa-0', `villa-${PICTURES_PER_TYPE + 1}`, 'castle-1', 'villa', 'villa-1.png', '../villa-1', 'VILLA-1'])(
    'knows no picture %s',
    (name) => expect(parsePropertyImageName(name)).toBeNull(),
  );
});

describe('seeded property pictures', () => {
  const seeded = seedProperties();

  it('gives each seeded property 3 or 4 different pictures of its own type', () => {
    for (const [index, property] of seeded.entries()) {
      const urls = seededPropertyImages(property.type, index);
      expect(urls.length).toBeGreaterThanOrEqual(3);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) {
        const name = /^\/api\/media\/v1\/properties\/([a-z]+-\d)\.png$/.exec(url)?.[1];
        expect(parsePropertyImageName(name ?? '')?.type).toBe(property.type);
      }
    }
  });

  it('varies the first picture between properties of the same type', () => {
    const villas = seeded.flatMap((p, index) => (p.type === 'villa' ? [seededPropertyImages(p.type, index)[0]] : []));
    expect(new Set(villas).size).toBe(PICTURES_PER_TYPE);
  });

  it('has a drawn 960×600 PNG file for every picture, and no other file', async () => {
    const names = propertyImageNames();
    expect(names).toHaveLength(PROPERTY_TYPES.length * PICTURES_PER_TYPE);
    expect((await readdir(PROPERTY_PICTURES_DIR)).sort()).toEqual(names.map(propertyPictureFileName).sort());
    for (const name of names) {
      const body = await readFile(join(PROPERTY_PICTURES_DIR, propertyPictureFileName(name)));
      expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([960, 600]);
      expect(body.length).toBeLessThan(60 * 1024);
    }
  });
});
