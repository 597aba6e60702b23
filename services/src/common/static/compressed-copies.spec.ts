import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-control.js';

describe('cacheControlFor on the precompressed copies of a build', () => {
  it.each(['main.3fa9c1d2.js.br', 'main.3fa9c1d2.js.gz', 'styles.deadbeef.css.gz', 'icons.a1b2c3d4.svg.br'])(
    'caches %s for a year, like the file it copies',
    (file) => expect(cacheControlFor(file)).toBe(IMMUTABLE),
  );

  it.each(['index.html.br', 'remoteEntry.js.gz', 'mf-manifest.json.br', 'main.js.gz'])(
    'revalidates %s, like the file it copies',
    (file) => expect(cacheControlFor(file)).toBe(NO_CACHE),
  );
});
