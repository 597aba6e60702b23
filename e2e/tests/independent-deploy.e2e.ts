import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
