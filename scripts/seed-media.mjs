#!/usr/bin/env node
// Draws the seeded listings' property pictures (7 property types x 4 lights, 960x600 PNG) into
// services/seed-media/property-pictures/, where the seed takes them from to store them as ordinary objects.
// The drawing code lives in scripts/seed-media/ and never runs inside the API. Run it after changing a drawing,
// then commit the pictures it wrote: `node scripts/seed-media.mjs` (add `--check` to only compare).
import { transformFile } from '@swc/core';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const sources = join(repoRoot, 'scripts/seed-media');
const output = join(repoRoot, 'services/seed-media/property-pictures');
const checkOnly = process.argv.includes('--check');

/** Compiles the drawing modules (TypeScript) to an ES module folder of their own. */
async function compileDrawing() {
  const folder = await mkdtemp(join(tmpdir(), 'seed-media-'));
  await writeFile(join(folder, 'package.json'), '{ "type": "module" }\n');
  const files = (await readdir(sources)).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));
  for (const name of files) {
    const { code } = await transformFile(join(sources, name), {
      swcrc: false,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    await writeFile(join(folder, name.replace(/\.ts$/, '.js')), code);
  }
  return folder;
}

const folder = await compileDrawing();
try {
  const { drawPropertyPictures } = await import(pathToFileURL(join(folder, 'property-pictures.js')).href);
  const pictures = drawPropertyPictures();
  await mkdir(output, { recursive: true });
  const existing = (await readdir(output)).filter((name) => name.endsWith('.png'));
  const differing = [];
  for (const { fileName, body } of pictures) {
    const current = await readFile(join(output, fileName)).catch(() => null);
    if (current?.equals(body)) continue;
    differing.push(fileName);
    if (!checkOnly) await writeFile(join(output, fileName), body);
  }
  const stale = existing.filter((name) => !pictures.some((p) => p.fileName === name));
  if (!checkOnly) await Promise.all(stale.map((name) => rm(join(output, name))));
  const bytes = pictures.reduce((sum, p) => sum + p.body.length, 0);
  console.log(
    `seed-media: ${pictures.length} pictures, ${Math.round(bytes / 1024)} KB in ${basename(output)}/; ` +
      `${differing.length} ${checkOnly ? 'differ' : 'written'}, ${stale.length} stale${checkOnly ? '' : ' removed'}`,
  );
  if (checkOnly && (differing.length > 0 || stale.length > 0)) process.exitCode = 1;
} finally {
  await rm(folder, { recursive: true, force: true });
}
