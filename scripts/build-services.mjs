#!/usr/bin/env node
// Compiles services/src and packages/contracts/src (TypeScript, ESM) to their dist/ folders with swc.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const targets = [
  { src: join(repoRoot, 'packages/contracts/src'), out: join(repoRoot, 'packages/contracts/dist') },
  { src: join(repoRoot, 'services/src'), out: join(repoRoot, 'services/dist') },
];

const swcOptions = {
  swcrc: false,
  sourceMaps: true,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6', strict: true },
};

const isSource = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.spec.ts');

async function listSources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && isSource(e.name)).map((e) => join(e.parentPath, e.name));
}

async function listOutputs(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function compile(file, { src, out }) {
  const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
  const { code, map } = await transformFile(file, {
    ...swcOptions,
    filename: file,
    sourceFileName: relative(dirname(target), file),
  });
  await mkdir(dirname(target), { recursive: true });
  await writeAtomically(`${target}.map`, map);
  await writeAtomically(target, `${code}\n//# sourceMappingURL=${basename(target)}.map\n`);
  return [target, `${target}.map`];
}

async function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

const started = performance.now();
let count = 0;
// Files are replaced in place and stale ones removed afterwards, so a server starting meanwhile finds a whole build.
for (const target of targets) {
  const files = await listSources(target.src);
  const written = new Set((await Promise.all(files.map((file) => compile(file, target)))).flat());
  const stale = (await listOutputs(target.out)).filter((file) => !written.has(file));
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  count += files.length;
}
console.log(`build-services: ${count} files in ${Math.round(performance.now() - started)} ms`);
