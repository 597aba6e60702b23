import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startTestApp, type TestApp } from './support/server.js';

const INDEX_HTML =
  '<!doctype html><html><head><script src="/main.3fa9c1d2.js"></script></head><body>shell</body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A tiny fake checkout: the shell and one remote built, plus a published remote version. */
async function createWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'estate-web-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/main.3fa9c1d2.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mfe-public/dist/mf-manifest.json': '{"name":"mfe_public"}',
    'mfe-public/dist/remoteEntry.js': 'var mfe_public;',
    'mfe-public/dist/static/js/412.0a1b2c3d4e.js': 'chunk',
    'mfe-public/dist/static/css/main.deadbeef.css': 'body{}',
    'secret.txt': 'outside every build',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

describe('static files and the remote map', () => {
  let webRoot: string;
  let app: TestApp;

  beforeAll(async () => {
    webRoot = await createWebRoot();
    app = await startTestApp({ WEB_ROOT: webRoot });
    const published = join(app.dataDir, 'remotes/public/v2');
    await mkdir(published, { recursive: true });
    await writeFile(join(published, 'mf-manifest.json'), '{"name":"mfe_public","version":2}');
  });
  afterAll(async () => {
    await app?.stop();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`${app.baseUrl}${path}`, init);

  it('serves the shell at /', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it.each(['/properties', '/property/42', '/estate/contracts/7/edit', '/no-such-page', '/admin/users/'])(
    'answers the client route %s with the shell',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('sends the document headers with pages and SVG only, and nosniff with everything', async () => {
    const page = await get('/properties');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    const svg = await get('/favicon.svg');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (const path of [
      '/main.3fa9c1d2.js',
      '/mfe/public/remoteEntry.js',
      '/mfe/public/static/css/main.deadbeef.css',
    ]) {
      const asset = await get(path);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('content-security-policy')).toBeNull();
      expect(asset.headers.get('x-frame-options')).toBeNull();
      expect(asset.headers.get('referrer-policy')).toBeNull();
      expect(asset.headers.get('strict-transport-security')).toBeNull();
      expect(asset.headers.get('etag')).toBeTruthy();
      expect(asset.headers.get('last-modified')).toBeNull();
    }
  });

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await get('/properties', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it.each([
    '/missing.js',
    '/static/missing.3fa9c1d2.css',
    '/mfe/public/missing.js',
    '/mfe/public/',
    '/remotes/public/v9/mf-manifest.json',
    '/mfe/unknown/mf-manifest.json',
  ])('answers a missing file %s with 404, not the shell', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('shell');
  });

  it.each(['/..%2fsecret.txt', '/..%2F..%2Fsecret.txt', '/mfe/public/..%2f..%2f..%2fsecret.txt'])(
    'never serves files outside the builds (%s)',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('outside every build');
    },
  );

  it('never answers API paths with the shell', async () => {
    const response = await get('/api/unknown/page');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    ['/main.3fa9c1d2.js', IMMUTABLE],
    ['/mfe/public/static/js/412.0a1b2c3d4e.js', IMMUTABLE],
    ['/mfe/public/static/css/main.deadbeef.css', IMMUTABLE],
    ['/mfe/public/mf-manifest.json', 'no-cache'],
    ['/mfe/public/remoteEntry.js', 'no-cache'],
    ['/favicon.svg', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/remotes/public/v2/mf-manifest.json', 'no-cache'],
  ])('serves %s with Cache-Control %s', async (path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  });

  it('serves remote bundles with the right content type, usable from another origin', async () => {
    const manifest = await get('/mfe/public/mf-manifest.json');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(await manifest.json()).toEqual({ name: 'mfe_public' });
    const entry = await get('/mfe/public/remoteEntry.js');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(await (await get('/remotes/public/v2/mf-manifest.json')).json()).toEqual({ name: 'mfe_public', version: 2 });
  });

  it('serves the remote map uncached, with the built remotes by default', async () => {
    const response = await get('/mfe-config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      mfe_public: '/mfe/public/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
      mfe_estate: '/mfe/estate/mf-manifest.json',
      mfe_portals: '/mfe/portals/mf-manifest.json',
    });
  });

  it("allows a remote the published map moves to another origin in the page's policy, without a restart", async () => {
    const file = join(app.dataDir, 'mfe-config.json');
    const policy = async () => (await get('/properties')).headers.get('content-security-policy') ?? '';
    try {
      expect(await policy()).not.toContain('http://127.0.0.1:4999');
      await writeFile(file, JSON.stringify({ mfe_estate: 'http://127.0.0.1:4999/estate/v2/mf-manifest.json' }));
      const moved = await policy();
      expect(moved).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' http:\/\/127\.0\.0\.1:4999[;]/);
      expect(moved).toContain("connect-src 'self' http://127.0.0.1:4999;");
      expect(moved).toContain("style-src 'self' 'unsafe-inline' http://127.0.0.1:4999;");
      // Only the page follows the file; the API keeps the environment's policy.
      expect((await get('/api/health')).headers.get('content-security-policy')).not.toContain('127.0.0.1:4999');
    } finally {
      await rm(file, { force: true });
    }
    expect(await policy()).not.toContain('http://127.0.0.1:4999');
  });

  it('picks up a published remote map without a restart', async () => {
    const file = join(app.dataDir, 'mfe-config.json');
    await writeFile(file, JSON.stringify({ mfe_public: '/remotes/public/v2/mf-manifest.json' }));
    expect(await (await get('/mfe-config.json')).json()).toMatchObject({
      mfe_public: '/remotes/public/v2/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
    });
    await writeFile(
      file,
      JSON.stringify({
        mfe_public: '/remotes/public/v3/mf-manifest.json',
        mfe_estate: '/remotes/estate/v1/mf-manifest.json',
      }),
    );
    expect(await (await get('/mfe-config.json')).json()).toMatchObject({
      mfe_public: '/remotes/public/v3/mf-manifest.json',
      mfe_estate: '/remotes/estate/v1/mf-manifest.json',
    });
    await writeFile(file, '{"mfe_public": "/remotes/public/v4/mf-mani');
    const broken = await get('/mfe-config.json');
    expect(broken.status).toBe(200);
    expect(await broken.json()).toMatchObject({ mfe_public: '/mfe/public/mf-manifest.json' });
    await rm(file);
    expect(await (await get('/mfe-config.json')).json()).toMatchObject({ mfe_public: '/mfe/public/mf-manifest.json' });
  });
});

describe('remote map from the environment', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      MFE_ADMIN_URL: 'https://cdn.example.sa/admin/v7/mf-manifest.json',
      MFE_PORTALS_URL: '/remotes/portals/v2/mf-manifest.json',
    });
    await writeFile(
      join(app.dataDir, 'mfe-config.json'),
      JSON.stringify({
        mfe_admin: '/remotes/admin/v6/mf-manifest.json',
        mfe_estate: '/remotes/estate/v4/mf-manifest.json',
      }),
    );
  });
  afterAll(() => app?.stop());

  it('lets MFE_*_URL override the published file and the defaults', async () => {
    expect(await (await fetch(`${app.baseUrl}/mfe-config.json`)).json()).toEqual({
      mfe_public: '/mfe/public/mf-manifest.json',
      mfe_admin: 'https://cdn.example.sa/admin/v7/mf-manifest.json',
      mfe_estate: '/remotes/estate/v4/mf-manifest.json',
      mfe_portals: '/remotes/portals/v2/mf-manifest.json',
    });
  });

  it('allows scripts and requests to the origin of an absolute remote URL', async () => {
    const csp = (await fetch(`${app.baseUrl}/api/health`)).headers.get('content-security-policy') ?? '';
    // After 'self', the hash of the page's one inline script (the start after the first paint), then the origin.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/cdn\.example\.sa/);
    expect(csp).toContain("connect-src 'self' https://cdn.example.sa");
  });

  it('answers 503 with a hint when the shell is not built', async () => {
    // WEB_ROOT defaults to the checkout; point it at an empty folder to be independent of local builds.
    const empty = await mkdtemp(join(tmpdir(), 'estate-empty-web-'));
    const bare = await startTestApp({ WEB_ROOT: empty });
    try {
      const response = await fetch(`${bare.baseUrl}/`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/not built.*npm run build/);
    } finally {
      await bare.stop();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
