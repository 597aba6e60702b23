import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/server.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const repeated = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');

/** Text files of a fake build, each with the .br and .gz copies the webpack config writes beside it. */
const BUILT: Record<string, string> = {
  'shell/dist/index.html': `<!doctype html><html><head></head><body>${repeated('<p>shell</p>')}</body></html>`,
  'shell/dist/main.3fa9c1d2.js': repeated('console.log("shell");'),
  'shell/dist/main.3fa9c1d2.css': repeated('.shell { color: red; }'),
  'mfe-public/dist/remoteEntry.js': repeated('var mfe_public;'),
  'mfe-public/dist/mf-manifest.json': JSON.stringify({ name: 'mfe_public', padding: repeated('x') }),
};

async function createWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'estate-compressed-'));
  for (const [path, content] of Object.entries(BUILT)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
    await writeFile(join(root, `${path}.br`), brotliCompressSync(content));
    await writeFile(join(root, `${path}.gz`), gzipSync(content));
  }
  return root;
}

/** The raw bytes of an answer, as sent (fetch would undo the encoding). */
async function rawGet(url: string, acceptEncoding: string | null, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, {
        headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
      });
      req.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

const varyNames = (vary: string | string[] | undefined) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('compressed delivery', () => {
  let webRoot: string;
  let app: TestApp;

  beforeAll(async () => {
    webRoot = await createWebRoot();
    app = await startTestApp({ WEB_ROOT: webRoot });
    // A remote published by copying a folder that lacks the .br/.gz copies.
    const published = join(app.dataDir, 'remotes/public/v2');
    await mkdir(published, { recursive: true });
    await writeFile(join(published, 'remoteEntry.js'), repeated('var mfe_public_v2;'));
  });
  afterAll(async () => {
    await app?.stop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['a script', '/main.3fa9c1d2.js', 'shell/dist/main.3fa9c1d2.js', IMMUTABLE],
    ['a stylesheet', '/main.3fa9c1d2.css', 'shell/dist/main.3fa9c1d2.css', IMMUTABLE],
    ['the HTML of a page', '/properties', 'shell/dist/index.html', 'no-cache'],
    ["a remote's entry", '/mfe/public/remoteEntry.js', 'mfe-public/dist/remoteEntry.js', 'no-cache'],
    ["a remote's manifest", '/mfe/public/mf-manifest.json', 'mfe-public/dist/mf-manifest.json', 'no-cache'],
  ])(
    'answers %s compressed as accepted, with Vary, its cache header and an ETag per encoding',
    async (_, path, file, cache) => {
      const url = `${app.baseUrl}${path}`;
      const original = BUILT[file]!;
      const etags = new Set<string>();
      for (const [accept, expected] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        [null, undefined],
      ] as const) {
        const answer = await rawGet(url, accept);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(expected);
        expect(varyNames(answer.headers.vary)).toContain('accept-encoding');
        expect(answer.headers['cache-control']).toBe(cache);
        expect(decode(expected, answer.body).toString()).toBe(original);
        if (expected) expect(answer.body.length).toBeLessThan(Buffer.byteLength(original) / 2);
        const etag = String(answer.headers.etag);
        etags.add(etag);

        const revalidated = await rawGet(url, accept, { 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
      }
      // Each encoding is its own representation: a cache never answers a gzip request with brotli bytes.
      expect(etags.size).toBe(3);
    },
  );

  it('compresses a published remote without precompressed copies on the way out', async () => {
    const answer = await rawGet(`${app.baseUrl}/remotes/public/v2/remoteEntry.js`, 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(varyNames(answer.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(answer.body).toString()).toBe(repeated('var mfe_public_v2;'));
  });

  it('compresses an API list answer above 1 KB', async () => {
    const plain = await rawGet(`${app.baseUrl}/api/properties`, null);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);

    const answer = await rawGet(`${app.baseUrl}/api/properties`, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(varyNames(answer.headers.vary)).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('sends a small API answer as it is', async () => {
    const answer = await rawGet(`${app.baseUrl}/api/health`, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
