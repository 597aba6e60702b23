import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-control.js';

describe('cacheControlFor', () => {
  it.each([
    'main.3fa9c1d2.js',
    '/srv/web/mfe-public/dist/static/js/412.0123456789abcdef.js',
    'styles.deadbeef.css',
    'logo.a1b2c3d4e5.png',
    'icons.a1b2c3d4.svg',
    'font.a1b2c3d4.woff',
    'font.a1b2c3d4.woff2',
  ])('caches content-hashed %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'mf-manifest.json',
    'remoteEntry.js',
    'index.html',
    'main.js',
    'main.3fa9c1d.js',
    'main.3FA9C1D2.js',
    'data.3fa9c1d2.json',
    '/a.3fa9c1d2.js/index.html',
  ])('revalidates %s', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});
