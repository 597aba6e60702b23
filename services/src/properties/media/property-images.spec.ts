import { PROPERTY_TYPES } from '@estate/contracts';
import { seedProperties } from '../listings.seed.js';
import { encodePng } from './png-encoder.js';
import { parsePropertyImageName, propertyImageName, seededPropertyImages } from './property-images.js';
import { drawPropertyScene, VARIANTS_PER_TYPE } from './property-scenes.js';

describe('property picture names', () => {
  it('round-trips every type and variant', () => {
    for (const type of PROPERTY_TYPES) {
      for (let variant = 0; variant < VARIANTS_PER_TYPE; variant++) {
        expect(parsePropertyImageName(propertyImageName(type, variant))).toEqual({ type, variant });
      }
    }
    expect(propertyImageName('villa', 1)).toBe('villa-2');
  });

  it.each(['villa-0', `villa-${VARIANTS_PER_TYPE + 1}`, 'castle-1', 'villa', 'villa-1.png', '../villa-1', 'VILLA-1'])(
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
    expect(new Set(villas).size).toBe(VARIANTS_PER_TYPE);
  });
});

describe('drawPropertyScene', () => {
  it('draws the same pixels for the same picture, and different pictures per variant', () => {
    const first = drawPropertyScene('shop', 1).pixels;
    expect(Buffer.from(drawPropertyScene('shop', 1).pixels).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(drawPropertyScene('shop', 2).pixels).equals(Buffer.from(first))).toBe(false);
  });

  it('draws a 960×600 picture that encodes to a small PNG', () => {
    const scene = drawPropertyScene('apartment', 0);
    expect([scene.width, scene.height]).toEqual([960, 600]);
    expect(encodePng(scene).length).toBeLessThan(60 * 1024);
  });

  it('refuses a variant it does not have', () => {
    expect(() => drawPropertyScene('land', VARIANTS_PER_TYPE)).toThrow(RangeError);
  });
});
