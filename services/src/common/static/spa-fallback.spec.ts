import { isClientRoute } from './spa-fallback.js';

describe('isClientRoute', () => {
  it.each(['/', '/properties', '/property/42', '/estate/contracts/7/edit', '/admin/users/', '/apis', '/mfex'])(
    'lets the shell route %s',
    (path) => expect(isClientRoute(path)).toBe(true),
  );

  it.each([
    '/api',
    '/api/',
    '/api/unknown',
    '/mfe/public/routes',
    '/remotes/public/v2',
    '/main.js',
    '/favicon.ico',
    '/robots.txt',
    '/property/report.pdf',
  ])('answers %s itself', (path) => expect(isClientRoute(path)).toBe(false));
});
