import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decode } from './png-decoder.js';
import { pictureFileName } from './property-pictures.js';
import { drawPropertyScene, SCENE_TYPES, VARIANTS_PER_TYPE } from './property-scenes.js';

/** Where the seed takes the pictures from (see scripts/seed-media.mjs). */
const COMMITTED = join(__dirname, '../../services/seed-media/property-pictures');

describe('drawPropertyScene', () => {
  it('draws the same pixels for the same picture, and different pictures per variant', () => {
    const first = drawPropertyScene('shop', 1).pixels;
    expect(Buffer.from(drawPropertyScene('shop', 1).pixels).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(drawPropertyScene('shop', 2).pixels).equals(Buffer.from(first))).toBe(false);
  });

  it('refuses a variant it does not have', () => {
    expect(() => drawPropertyScene('land', VARIANTS_PER_TYPE)).toThrow(RangeError);
  });
});

describe('the committed seed pictures', () => {
  it('are one file per type and light, nothing else', async () => {
    const expected = SCENE_TYPES.flatMap((type) =>
      Array.from({ length: VARIANTS_PER_TYPE }, (_, variant) => pictureFileName(type, variant)),
    );
    expect((await readdir(COMMITTED)).sort()).toEqual(expected.sort());
  });

  // One picture of each type (drawing all 28 takes too long for a unit test; `node scripts/seed-media.mjs --check`
  // compares them all): a changed drawing must come with its pictures drawn again.
  it.each(SCENE_TYPES.map((type, i) => [type, i % VARIANTS_PER_TYPE] as const))(
    'hold the pixels the drawing of %s %i makes now',
    async (type, variant) => {
      const committed = decode(await readFile(join(COMMITTED, pictureFileName(type, variant))));
      const drawn = drawPropertyScene(type, variant);
      expect([committed.width, committed.height]).toEqual([drawn.width, drawn.height]);
      expect(Buffer.from(committed.pixels).equals(Buffer.from(drawn.pixels))).toBe(true);
    },
  );
});
