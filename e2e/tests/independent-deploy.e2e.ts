import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { buildRemoteVariant } from '../support/remote-build';
import { REPO_ROOT } from '../support/site';

const harness = useSiteAndBrowser();

async function folderFingerprint(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

test('(f) a remote is redeployed on its own: new build, new folder, config entry switched; the shell is untouched', async () => {
  const shellDist = join(REPO_ROOT, 'shell/dist');
  const shellBefore = await folderFingerprint(shellDist);
  const { page } = await openPage(harness.browser);

  await page.goto(harness.site.baseUrl + '/about');
  await page.getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();

  const outputPath = join(harness.site.remotesDir, 'public', 'v2');
  await buildRemoteVariant({
    app: 'mfe-public',
    outputPath,
    files: ['src/locales/ar/public.json'],
    edit: (_file, text) => text.replace('"title": "من نحن"', '"title": "من نحن — الإصدار الثاني"'),
  });
  await writeFile(harness.site.mfeConfigFile, JSON.stringify({ mfe_public: '/remotes/public/v2/mf-manifest.json' }));

  const config = await (await fetch(harness.site.baseUrl + '/mfe-config.json')).json();
  expect(config.mfe_public).toBe('/remotes/public/v2/mf-manifest.json');
  expect(config.mfe_estate).toBe('/mfe/estate/mf-manifest.json');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'من نحن — الإصدار الثاني' }).waitFor();
  expect(await folderFingerprint(shellDist)).toBe(shellBefore);

  // Rolling back is pointing the entry at the previous build again.
  await rm(harness.site.mfeConfigFile);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();
});

/** A static host on another port of this machine, as a CDN would be: the build's files with CORS, counted by path. */
async function serveFolder(folder: string): Promise<{ origin: string; requested: string[]; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
  };
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    requested.push(path);
    const file = normalize(join(folder, path));
    if (!file.startsWith(folder + sep)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
        });
        response.end(body);
      },
      () => response.writeHead(404, { 'access-control-allow-origin': '*' }).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requested,
    // A browser's kept-alive or half-read connections would hold close() open: they are cut, not waited for.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('a remote moved to another origin by the remote map file alone loads, with no restart', async () => {
  const host = await serveFolder(join(REPO_ROOT, 'mfe-public/dist'));
  const { context, page, problems } = await openPage(harness.browser);
  try {
    await writeFile(harness.site.mfeConfigFile, JSON.stringify({ mfe_public: `${host.origin}/mf-manifest.json` }));
    await page.goto(harness.site.baseUrl + '/about');
    await page.getByRole('heading', { level: 1, name: 'من نحن' }).waitFor({ timeout: 60_000 });
    // The area came from the second origin: its manifest, entry and the about screen's code.
    expect(host.requested).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(host.requested.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
    expect(problems.errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  } finally {
    await rm(harness.site.mfeConfigFile, { force: true });
    await context.close();
    await host.close();
  }
});
