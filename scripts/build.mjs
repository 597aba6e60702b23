#!/usr/bin/env node
/**
 * Builds what changed: the five front-end apps (webpack, two at a time) and the API.
 * Usage: node scripts/build.mjs [app ...] [--force]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { appInputs, inputHash, root, webApps } from './web-apps.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const force = args.includes('--force');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const selected = wanted.length ? wanted : [...webApps, 'services'];

const stampFile = (app) => path.join(root, app, 'dist', '.build-stamp');

function compile(configs) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        for (const e of info.errors ?? info.children?.flatMap((c) => c.errors) ?? []) console.error(e.message ?? e);
        return reject(new Error('webpack reported errors'));
      }
      resolve(stats);
    });
  });
}

async function buildWebApps(apps) {
  const todo = apps.filter((app) => {
    const hash = inputHash(appInputs(app));
    const fresh = !force && existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8') === hash;
    if (fresh) console.log(`build: ${app} is up to date`);
    return !fresh;
  });
  if (!todo.length) return;
  const started = Date.now();
  const configs = todo.map((app) => {
    const factory = require(path.join(root, app, 'webpack.config.cjs'));
    return factory({}, { mode: 'production' });
  });
  configs.parallelism = 2;
  console.log(`build: ${todo.join(', ')} ...`);
  await compile(configs);
  for (const app of todo) writeFileSync(stampFile(app), inputHash(appInputs(app)));
  console.log(`build: front ends done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function buildServices() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-services.mjs'), ...(force ? ['--force'] : [])], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) throw new Error('services build failed');
}

try {
  await buildWebApps(selected.filter((app) => webApps.includes(app)));
  if (selected.includes('services')) buildServices();
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}
